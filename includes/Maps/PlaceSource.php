<?php
/**
 * Where the maps get their places: the providers' repository (owned by the providers back
 * end, see docs/CONTRACTS.md) and a provider's own coordinates.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Providers\ProviderRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only access to places.
 */
final class PlaceSource {

	/**
	 * The published providers with coordinates, all or of one category, sorted by name.
	 *
	 * @param string $category Category slug; '' for all.
	 * @return array<int, array<string, mixed>>
	 */
	public static function places( string $category = '' ): array {
		if ( ! class_exists( ProviderRepository::class ) ) {
			return array();
		}
		$filters = '' === $category ? array() : array( 'categorie' => array( $category ) );
		return ProviderRepository::places( $filters );
	}

	/**
	 * Whether a category slug exists ('' means every category).
	 *
	 * @param string $category Category slug.
	 */
	public static function category_exists( string $category ): bool {
		return '' === $category || (bool) term_exists( $category, ProviderCategory::TAXONOMY );
	}

	/**
	 * The name of a category, for the map's label.
	 *
	 * @param string $category Category slug.
	 */
	public static function category_name( string $category ): string {
		$term = '' === $category ? null : get_term_by( 'slug', $category, ProviderCategory::TAXONOMY );
		return $term instanceof \WP_Term ? html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ) : '';
	}

	/**
	 * The current provider of a provider page (0 elsewhere).
	 */
	public static function current_provider(): int {
		$post = get_post();
		if ( $post instanceof \WP_Post && ProviderPostType::POST_TYPE === $post->post_type ) {
			return (int) $post->ID;
		}
		$queried = get_queried_object();
		return $queried instanceof \WP_Post && ProviderPostType::POST_TYPE === $queried->post_type ? (int) $queried->ID : 0;
	}

	/**
	 * A provider's point: coordinates, name, commune in capitals, or null when it has no
	 * coordinates or the visitor may not see it.
	 *
	 * @param int $post_id Provider id.
	 * @return array{lat: float, lng: float, name: string, adress: string}|null
	 */
	public static function provider_point( int $post_id ): ?array {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || ProviderPostType::POST_TYPE !== $post->post_type ) {
			return null;
		}
		if ( 'publish' !== $post->post_status && ! current_user_can( 'read_post', $post_id ) ) {
			return null;
		}
		if ( post_password_required( $post ) ) {
			return null;
		}
		$lat = get_post_meta( $post_id, 'acces_lat', true );
		$lng = get_post_meta( $post_id, 'acces_lng', true );
		if ( ! is_numeric( $lat ) || ! is_numeric( $lng ) || abs( (float) $lat ) > 90 || abs( (float) $lng ) > 180 ) {
			return null;
		}
		$commune = (string) get_post_meta( $post_id, 'acces_commune', true );
		return array(
			'lat'    => (float) $lat,
			'lng'    => (float) $lng,
			'name'   => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
			'adress' => mb_strtoupper( $commune, 'UTF-8' ),
		);
	}
}
