<?php
/**
 * The columns of an import file.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

use AccesTourisme\Providers\ProviderFields;

defined( 'ABSPATH' ) || exit;

/**
 * Canonical column => accepted spellings (case, accents, spaces and hyphens ignored).
 */
final class ImportColumns {

	/**
	 * The columns.
	 *
	 * @return array<string, string[]>
	 */
	public static function aliases(): array {
		return array(
			'key'          => array( 'cle', 'key', 'identifiant', 'id_import' ),
			'name'         => array( 'nom', 'name', 'titre', 'title' ),
			'category'     => array( 'categorie', 'category' ),
			'description'  => array( 'description' ),
			'commune'      => array( 'commune', 'ville' ),
			'address'      => array( 'adresse', 'address' ),
			'postcode'     => array( 'code_postal', 'cp', 'postcode' ),
			'lat'          => array( 'latitude', 'lat' ),
			'lng'          => array( 'longitude', 'lng', 'lon' ),
			'phone'        => array( 'telephone', 'tel', 'phone' ),
			'email'        => array( 'email', 'e_mail', 'courriel' ),
			'website'      => array( 'site_web', 'site', 'website' ),
			'disabilities' => array( 'handicaps', 'familles', 'acces', 'disabilities' ),
			'features'     => array( 'equipements', 'features' ),
			'label'        => array( 'label', 'tourisme_handicap' ),
			'marker_type'  => array( 'marqueur', 'marker_type', 'type' ),
			'status'       => array( 'statut', 'status' ),
		);
	}

	/**
	 * Meta key of each column that is a provider field.
	 *
	 * @return array<string, string>
	 */
	public static function meta_keys(): array {
		return array(
			'commune'      => ProviderFields::COMMUNE,
			'address'      => ProviderFields::ADDRESS,
			'postcode'     => ProviderFields::POSTCODE,
			'lat'          => ProviderFields::LAT,
			'lng'          => ProviderFields::LNG,
			'phone'        => ProviderFields::PHONE,
			'email'        => ProviderFields::EMAIL,
			'website'      => ProviderFields::WEBSITE,
			'disabilities' => ProviderFields::DISABILITIES,
			'features'     => ProviderFields::FEATURES,
			'label'        => ProviderFields::LABEL,
			'marker_type'  => ProviderFields::MARKER_TYPE,
		);
	}

	/**
	 * The canonical column of a header, or null when unknown.
	 *
	 * @param string $header Header as written.
	 */
	public static function canonical( string $header ): ?string {
		$normal = trim( (string) preg_replace( '/[\s\-]+/', '_', strtolower( remove_accents( trim( $header ) ) ) ), '_' );
		foreach ( self::aliases() as $column => $aliases ) {
			if ( in_array( $normal, $aliases, true ) ) {
				return $column;
			}
		}
		return null;
	}
}
