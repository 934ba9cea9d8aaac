<?php
/**
 * Detailed accessibility features of a place (structured facts, in the spirit of acceslibre).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Slugs (stored in the acces_features meta) with their label and the disability families
 * they mostly serve. Also exposed as schema.org amenityFeature on detail pages.
 */
final class AccessibilityFeatures {

	/**
	 * Slug => array( 'label' => string, 'families' => string[] ).
	 *
	 * @return array<string, array{label: string, families: string[]}>
	 */
	public static function all(): array {
		return array(
			'entree-plain-pied'     => array(
				'label'    => __( 'Step-free entrance', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'parking-adapte'        => array(
				'label'    => __( 'Adapted parking space', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'sanitaires-adaptes'    => array(
				'label'    => __( 'Adapted toilets', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'chambre-adaptee'       => array(
				'label'    => __( 'Adapted bedroom', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'douche-plain-pied'     => array(
				'label'    => __( 'Walk-in shower', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'ascenseur'             => array(
				'label'    => __( 'Lift', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'fauteuil-baignade'     => array(
				'label'    => __( 'Beach wheelchair or bathing aid', 'acces-tourisme' ),
				'families' => array( 'moteur' ),
			),
			'boucle-magnetique'     => array(
				'label'    => __( 'Induction loop', 'acces-tourisme' ),
				'families' => array( 'auditif' ),
			),
			'accueil-lsf'           => array(
				'label'    => __( 'Staff who sign (French Sign Language)', 'acces-tourisme' ),
				'families' => array( 'auditif' ),
			),
			'alerte-visuelle'       => array(
				'label'    => __( 'Visual alarms', 'acces-tourisme' ),
				'families' => array( 'auditif' ),
			),
			'documents-braille'     => array(
				'label'    => __( 'Braille or large-print documents', 'acces-tourisme' ),
				'families' => array( 'visuel' ),
			),
			'chiens-guides'         => array(
				'label'    => __( 'Guide dogs welcome', 'acces-tourisme' ),
				'families' => array( 'visuel' ),
			),
			'bande-guidage'         => array(
				'label'    => __( 'Tactile guide strips', 'acces-tourisme' ),
				'families' => array( 'visuel' ),
			),
			'facile-a-lire'         => array(
				'label'    => __( 'Easy-to-read information (FALC)', 'acces-tourisme' ),
				'families' => array( 'mental' ),
			),
			'signaletique-pictos'   => array(
				'label'    => __( 'Signage with pictograms', 'acces-tourisme' ),
				'families' => array( 'mental' ),
			),
			'personnel-sensibilise' => array(
				'label'    => __( 'Staff trained to welcome disabled visitors', 'acces-tourisme' ),
				'families' => array( 'moteur', 'visuel', 'auditif', 'mental' ),
			),
		);
	}

	/**
	 * The slugs.
	 *
	 * @return string[]
	 */
	public static function slugs(): array {
		return array_keys( self::all() );
	}
}
