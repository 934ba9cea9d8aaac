<?php
/**
 * The compact form of a list of places, for the map (inlined or sent by the map-places route).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Providers\Disabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Dictionaries for the repeated strings (communes, types, categories, disability families)
 * and one row per place:
 * [ id, lat, lng, name, commune index, type index, category index, url (path when on this
 * site), disability bits ]. src/map/places.ts decodePlaces() reads it back into Place objects.
 */
final class CompactPlaces {

	/**
	 * Encodes places (the Place shape of docs/CONTRACTS.md).
	 *
	 * @param array<int, array<string, mixed>> $places Places.
	 * @return array<string, mixed>
	 */
	public static function encode( array $places ): array {
		$base         = untrailingslashit( home_url() );
		$families     = array_values( Disabilities::slugs() );
		$family_bits  = array_flip( $families );
		$communes     = array();
		$adresses     = array();
		$types        = array();
		$categories   = array();
		$rows         = array();
		$commune_keys = array();
		$type_keys    = array();
		$cat_keys     = array();
		foreach ( $places as $place ) {
			if ( ! isset( $place['lat'], $place['lng'] ) || ! is_numeric( $place['lat'] ) || ! is_numeric( $place['lng'] ) ) {
				continue;
			}
			$commune = (string) ( $place['commune'] ?? '' );
			if ( ! isset( $commune_keys[ $commune ] ) ) {
				$commune_keys[ $commune ] = count( $communes );
				$communes[]               = $commune;
				$adresses[]               = (string) ( $place['adress'] ?? '' );
			}
			$type = (string) ( $place['type'] ?? '' );
			if ( ! isset( $type_keys[ $type ] ) ) {
				$type_keys[ $type ] = count( $types );
				$types[]            = $type;
			}
			$category = (string) ( $place['category'] ?? '' );
			if ( ! isset( $cat_keys[ $category ] ) ) {
				$cat_keys[ $category ] = count( $categories );
				$categories[]          = $category;
			}
			$bits = 0;
			foreach ( (array) ( $place['disabilities'] ?? array() ) as $family ) {
				if ( isset( $family_bits[ $family ] ) ) {
					$bits |= 1 << $family_bits[ $family ];
				}
			}
			$url = (string) ( $place['url'] ?? '' );
			if ( '' !== $base && str_starts_with( $url, $base . '/' ) ) {
				$url = substr( $url, strlen( $base ) );
			}
			$rows[] = array(
				(int) ( $place['id'] ?? 0 ),
				round( (float) $place['lat'], 6 ),
				round( (float) $place['lng'], 6 ),
				html_entity_decode( (string) ( $place['name'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				$commune_keys[ $commune ],
				$type_keys[ $type ],
				$cat_keys[ $category ],
				$url,
				$bits,
			);
		}
		return array(
			'base'         => $base,
			'communes'     => $communes,
			'adresses'     => $adresses,
			'types'        => $types,
			'categories'   => $categories,
			'disabilities' => $families,
			'rows'         => $rows,
		);
	}
}
