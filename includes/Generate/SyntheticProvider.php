<?php
/**
 * One synthetic provider.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Generate;

use AccesTourisme\Providers\AccessibilityFeatures;
use AccesTourisme\Providers\Disabilities;
use AccesTourisme\Providers\MarkerTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Invented names ("Gîte des Chênes 42"), real communes of the region with a small random
 * offset, phone numbers in the range reserved for fiction (05 36 49 xx xx), example.org
 * addresses. Deterministic for a given number.
 */
final class SyntheticProvider {

	private const KINDS = array(
		'residences'                                       => array( 'Résidence' ),
		'equipements-de-loisirs'                           => array( 'Parc de loisirs', 'Base nautique', 'Plage accessible' ),
		'restauration'                                     => array( 'Restaurant', 'Bistrot', 'Auberge' ),
		'hotels'                                           => array( 'Hôtel' ),
		'hebergements-locatifs-meubles-et-chambres-dhotes' => array( 'Gîte', 'Chambres d’hôtes' ),
		'villages-vacances'                                => array( 'Village vacances' ),
	);

	private const NAMES = array( 'des Chênes', 'du Moulin', 'des Tilleuls', 'de la Rivière', 'des Vignes', 'du Pigeonnier', 'des Coteaux', 'du Lavoir', 'des Mésanges', 'de la Prairie', 'du Vieux Puits', 'des Peupliers' );

	private const STREETS = array( 'rue des Écoles', 'chemin du Lac', 'avenue de la Gare', 'place de l’Église', 'route de Toulouse', 'allée des Platanes', 'impasse des Lilas' );

	/**
	 * A number from $min to $max that depends only on $n and $salt (reproducible data).
	 *
	 * @param int $n    Provider number.
	 * @param int $salt Which choice.
	 * @param int $min  Smallest.
	 * @param int $max  Largest.
	 */
	private static function number( int $n, int $salt, int $min, int $max ): int {
		return $min + abs( crc32( $n . ':' . $salt ) ) % ( $max - $min + 1 );
	}

	/**
	 * The provider number $n.
	 *
	 * @param int      $n          Number.
	 * @param string   $run        Run id (makes the slugs unique).
	 * @param string[] $categories Category slugs.
	 * @return array<string, mixed>
	 */
	public static function make( int $n, string $run, array $categories ): array {
		$category  = $categories[ $n % count( $categories ) ];
		$kinds     = self::KINDS[ $category ] ?? array( 'Prestataire' );
		$kind      = $kinds[ self::number( $n, 1, 0, count( $kinds ) - 1 ) ];
		$communes  = RegionCommunes::all();
		$commune   = array_keys( $communes )[ self::number( $n, 2, 0, count( $communes ) - 1 ) ];
		$place     = $communes[ $commune ];
		$families  = Disabilities::slugs();
		$features  = AccessibilityFeatures::slugs();
		$chosen    = array_values( array_filter( $families, static fn( $slug, $i ) => self::number( $n, 30 + $i, 0, 1 ) === 1, ARRAY_FILTER_USE_BOTH ) );
		$chosen    = array() === $chosen ? array( $families[ $n % 4 ] ) : $chosen;
		$equipment = array_values( array_filter( $features, static fn( $slug, $i ) => self::number( $n, 50 + $i, 0, 3 ) === 0, ARRAY_FILTER_USE_BOTH ) );
		$title     = sprintf( '%s %s %d', $kind, self::NAMES[ self::number( $n, 5, 0, count( self::NAMES ) - 1 ) ], $n + 1 );
		$slug      = 'prestataire-genere-' . $run . '-' . ( $n + 1 );
		$meta      = array(
			'acces_commune'      => $commune,
			'acces_address'      => self::number( $n, 6, 1, 120 ) . ' ' . self::STREETS[ self::number( $n, 7, 0, count( self::STREETS ) - 1 ) ],
			'acces_postcode'     => $place[0],
			'acces_lat'          => round( $place[1] + ( self::number( $n, 8, -1000, 1000 ) / 50000 ), 6 ),
			'acces_lng'          => round( $place[2] + ( self::number( $n, 9, -1000, 1000 ) / 50000 ), 6 ),
			'acces_phone'        => sprintf( '05 36 49 %02d %02d', intdiv( $n % 10000, 100 ), $n % 100 ),
			'acces_email'        => 'contact@' . $slug . '.example.org',
			'acces_website'      => 'https://' . $slug . '.example.org/',
			'acces_disabilities' => $chosen,
			'acces_features'     => $equipment,
			'acces_label'        => self::number( $n, 10, 0, 2 ) === 0,
			'acces_marker_type'  => 'Plage accessible' === $kind ? MarkerTypes::HANDIPLAGE : '',
		);
		return array(
			'title'    => $title,
			'slug'     => $slug,
			'category' => $category,
			'content'  => '<!-- wp:paragraph --><p>' . esc_html( sprintf( 'Prestataire fictif généré pour les tests de charge, à %s.', $commune ) ) . '</p><!-- /wp:paragraph -->',
			'meta'     => $meta,
		);
	}
}
