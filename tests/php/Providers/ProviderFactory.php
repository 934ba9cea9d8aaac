<?php
/**
 * Creates providers for the tests, through the same WordPress functions an editor's save uses.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;

/**
 * Provider factory.
 */
trait ProviderFactory {

	/**
	 * Creates a published provider in a category with meta; returns its id.
	 *
	 * @param string               $title    Title.
	 * @param string               $category Category slug ('' for none).
	 * @param array<string, mixed> $meta     Meta key => value.
	 * @param array<string, mixed> $post     Extra post fields.
	 */
	protected function provider( string $title, string $category = 'hotels', array $meta = array(), array $post = array() ): int {
		ProviderCategory::create_default_terms();
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'   => ProviderPostType::POST_TYPE,
					'post_status' => 'publish',
					'post_title'  => $title,
				),
				$post
			),
			true
		);
		$this->assertIsInt( $id );
		if ( '' !== $category ) {
			wp_set_object_terms( $id, $category, ProviderCategory::TAXONOMY );
		}
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		return $id;
	}

	/**
	 * A provider placed on the map.
	 *
	 * @param string               $title    Title.
	 * @param string               $category Category slug.
	 * @param string               $commune  Commune.
	 * @param float                $lat      Latitude.
	 * @param float                $lng      Longitude.
	 * @param array<string, mixed> $meta     More meta.
	 */
	protected function place( string $title, string $category, string $commune, float $lat, float $lng, array $meta = array() ): int {
		return $this->provider(
			$title,
			$category,
			array_merge(
				array(
					'acces_commune' => $commune,
					'acces_lat'     => $lat,
					'acces_lng'     => $lng,
				),
				$meta
			)
		);
	}

	/**
	 * Runs WordPress's request parsing and main query for a path, as a visit would.
	 *
	 * @param string $path Path below the home URL, e.g. "/prestataires-accessibles/".
	 */
	protected function visit( string $path ): void {
		global $wp, $wp_query, $wp_the_query;
		$_SERVER['REQUEST_URI'] = $path;
		$_GET                   = array();
		$wp_the_query           = new \WP_Query();
		$wp_query               = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp->parse_request();
		$wp->query_posts();
		$wp->handle_404();
		$wp->register_globals();
	}
}
