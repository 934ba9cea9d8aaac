<?php
/**
 * Reads the compact form back, as src/map/places.ts decodePlaces() does, for the tests.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

/**
 * Decoder of AccesTourisme\Maps\CompactPlaces.
 */
final class CompactPlacesReader {

	/**
	 * The places, in the order sent.
	 *
	 * @param array<string, mixed> $data Compact form.
	 * @return array<int, array<string, mixed>>
	 */
	public static function places( array $data ): array {
		$out = array();
		$id  = 0;
		foreach ( $data['id'] as $i => $delta ) {
			$id      += $delta;
			$category = $data['categories'][ $data['category'][ $i ] ];
			$url      = $data['url'][ $i ];
			if ( ! str_contains( $url, '://' ) ) {
				$url = str_starts_with( $url, '/' ) ? $data['base'] . $url : $data['base'] . $data['path'] . $category . '/' . $url . '/';
			}
			$families = array();
			foreach ( $data['disabilities'] as $bit => $family ) {
				if ( $data['access'][ $i ] & ( 1 << $bit ) ) {
					$families[] = $family;
				}
			}
			$out[] = array(
				'id'           => $id,
				'lat'          => $data['lat'][ $i ],
				'lng'          => $data['lng'][ $i ],
				'name'         => $data['name'][ $i ],
				'commune'      => $data['communes'][ $data['commune'][ $i ] ],
				'adress'       => $data['adresses'][ $data['commune'][ $i ] ],
				'type'         => $data['types'][ $data['type'][ $i ] ],
				'category'     => $category,
				'url'          => $url,
				'disabilities' => $families,
			);
		}
		return $out;
	}

	/**
	 * Name => [commune in capitals, url, type, lat, lng].
	 *
	 * @param array<string, mixed> $data Compact form.
	 * @return array<string, array<int, mixed>>
	 */
	public static function by_name( array $data ): array {
		$out = array();
		foreach ( self::places( $data ) as $p ) {
			$out[ $p['name'] ] = array( $p['adress'], $p['url'], $p['type'], $p['lat'], $p['lng'] );
		}
		return $out;
	}
}
