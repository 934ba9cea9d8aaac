<?php
/**
 * The compact form of a list of places, for the map (inlined or sent by the map-places route).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Providers\Disabilities;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Columns rather than rows (similar values side by side compress best), places in id order
 * (ids sent as differences), dictionaries for the repeated strings (communes and their
 * capitals, marker types, categories), disability families as bits, coordinates to 5 decimals
 * (about 1 m), and for each URL only the provider's slug when the URL is the usual
 * {base}{path}{category}/{slug}/. About 130 KB gzip for 10,000 places (docs/maps.md).
 * src/map/places.ts decodePlaces() reads it back into Place objects sorted by name.
 */
final class CompactPlaces {

	/**
	 * Encodes places (the Place shape of docs/CONTRACTS.md).
	 *
	 * @param array<int, array<string, mixed>> $places Places.
	 * @return array<string, mixed>
	 */
	public static function encode( array $places ): array {
		$base   = untrailingslashit( home_url() );
		$path   = '/' . ProviderPostType::BASE_SLUG . '/';
		$bits   = array_flip( Disabilities::slugs() );
		$dict   = array(
			'communes'   => array(),
			'types'      => array(),
			'categories' => array(),
		);
		$out    = array(
			'v'            => 2,
			'base'         => $base,
			'path'         => $path,
			'communes'     => array(),
			'adresses'     => array(),
			'types'        => array(),
			'categories'   => array(),
			'disabilities' => Disabilities::slugs(),
			'id'           => array(),
			'lat'          => array(),
			'lng'          => array(),
			'name'         => array(),
			'commune'      => array(),
			'type'         => array(),
			'category'     => array(),
			'url'          => array(),
			'access'       => array(),
		);
		$places = array_values(
			array_filter(
				$places,
				static fn( $p ) => is_array( $p ) && isset( $p['lat'], $p['lng'] ) && is_numeric( $p['lat'] ) && is_numeric( $p['lng'] )
			)
		);
		usort( $places, static fn( array $a, array $b ): int => (int) ( $a['id'] ?? 0 ) <=> (int) ( $b['id'] ?? 0 ) );
		$previous = 0;
		foreach ( $places as $place ) {
			$id       = (int) ( $place['id'] ?? 0 );
			$commune  = (string) ( $place['commune'] ?? '' );
			$category = (string) ( $place['category'] ?? '' );
			if ( ! isset( $dict['communes'][ $commune ] ) ) {
				$dict['communes'][ $commune ] = count( $out['communes'] );
				$out['communes'][]            = $commune;
				$out['adresses'][]            = (string) ( $place['adress'] ?? '' );
			}
			$out['id'][]       = $id - $previous;
			$out['lat'][]      = round( (float) $place['lat'], 5 );
			$out['lng'][]      = round( (float) $place['lng'], 5 );
			$out['name'][]     = html_entity_decode( (string) ( $place['name'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			$out['commune'][]  = $dict['communes'][ $commune ];
			$out['type'][]     = self::index( $dict['types'], $out['types'], (string) ( $place['type'] ?? '' ) );
			$out['category'][] = self::index( $dict['categories'], $out['categories'], $category );
			$out['url'][]      = self::url( (string) ( $place['url'] ?? '' ), $base . $path . $category . '/' );
			$out['access'][]   = array_sum( array_map( static fn( $family ) => isset( $bits[ $family ] ) ? 1 << $bits[ $family ] : 0, array_unique( (array) ( $place['disabilities'] ?? array() ) ) ) );
			$previous          = $id;
		}
		return $out;
	}

	/**
	 * The index of a value in a dictionary, added when new.
	 *
	 * @param array<string, int> $keys   Value => index.
	 * @param string[]           $values The dictionary.
	 * @param string             $value  Value.
	 */
	private static function index( array &$keys, array &$values, string $value ): int {
		if ( ! isset( $keys[ $value ] ) ) {
			$keys[ $value ] = count( $values );
			$values[]       = $value;
		}
		return $keys[ $value ];
	}

	/**
	 * The slug alone when the URL is "{prefix}{slug}/", else the path on this site, else the URL.
	 *
	 * @param string $url    The place's URL.
	 * @param string $prefix Its usual prefix, "{base}/prestataires-accessibles/{category}/".
	 */
	private static function url( string $url, string $prefix ): string {
		if ( str_starts_with( $url, $prefix ) && preg_match( '#^[^/?\#]+/$#', substr( $url, strlen( $prefix ) ) ) ) {
			return substr( $url, strlen( $prefix ), -1 );
		}
		$base = untrailingslashit( home_url() );
		return str_starts_with( $url, $base . '/' ) ? substr( $url, strlen( $base ) ) : $url;
	}
}
