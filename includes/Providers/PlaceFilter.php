<?php
/**
 * Filters places as the map search does.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * OR within a filter, AND across filters; an empty filter does not restrict.
 */
final class PlaceFilter {

	/**
	 * The places that pass the filters.
	 *
	 * @param array<int, array<string, mixed>> $places  Places.
	 * @param array<string, mixed>             $filters See ProviderRepository::places().
	 * @return array<int, array<string, mixed>>
	 */
	public static function apply( array $places, array $filters ): array {
		$categories   = array_values( array_filter( (array) ( $filters['categorie'] ?? array() ), 'is_string' ) );
		$communes     = array_map( array( ProviderRepository::class, 'sort_key' ), array_filter( (array) ( $filters['commune'] ?? array() ), 'is_string' ) );
		$disabilities = array_values( array_filter( (array) ( $filters['acces'] ?? array() ), 'is_string' ) );
		$bbox         = isset( $filters['bbox'] ) && is_array( $filters['bbox'] ) && 4 === count( $filters['bbox'] ) ? array_map( 'floatval', array_values( $filters['bbox'] ) ) : null;
		if ( array() === $categories && array() === $communes && array() === $disabilities && null === $bbox ) {
			return $places;
		}
		$kept = array();
		foreach ( $places as $place ) {
			if ( array() !== $categories && ! in_array( $place['category'], $categories, true ) ) {
				continue;
			}
			if ( array() !== $communes && ! in_array( ProviderRepository::sort_key( $place['commune'] ), $communes, true ) ) {
				continue;
			}
			if ( array() !== $disabilities && array() === array_intersect( $disabilities, $place['disabilities'] ) ) {
				continue;
			}
			if ( null !== $bbox && ! self::inside( $place, $bbox ) ) {
				continue;
			}
			$kept[] = $place;
		}
		return $kept;
	}

	/**
	 * Whether a place is inside a box (minLng, minLat, maxLng, maxLat).
	 *
	 * @param array<string, mixed> $place Place.
	 * @param float[]              $bbox  Box.
	 */
	private static function inside( array $place, array $bbox ): bool {
		return $place['lng'] >= $bbox[0] && $place['lat'] >= $bbox[1] && $place['lng'] <= $bbox[2] && $place['lat'] <= $bbox[3];
	}
}
