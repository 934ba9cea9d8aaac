<?php
/**
 * Invalidates the providers' aggregates on every change that shows in them.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Bumps ProviderCache's version when a provider is saved, trashed or deleted, when one of its
 * fields or its category changes, when a category changes, or when the site's URLs change.
 */
final class ProviderCacheInvalidation implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'save_post_' . ProviderPostType::POST_TYPE, array( ProviderCache::class, 'bump' ) );
		add_action( 'deleted_post', array( $this, 'on_post_deleted' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'on_meta_changed' ), 10, 3 );
		}
		add_action( 'set_object_terms', array( $this, 'on_terms_set' ), 10, 4 );
		foreach ( array( 'created_', 'edited_', 'delete_' ) as $prefix ) {
			add_action( $prefix . ProviderCategory::TAXONOMY, array( ProviderCache::class, 'bump' ) );
		}
		foreach ( array( 'permalink_structure', 'home', 'siteurl' ) as $option ) {
			add_action( 'update_option_' . $option, array( ProviderCache::class, 'bump' ) );
		}
	}

	/**
	 * A provider was deleted.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    Post (WordPress 5.5+).
	 */
	public function on_post_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && ProviderPostType::POST_TYPE === $post->post_type ) {
			ProviderCache::bump();
		}
	}

	/**
	 * A provider's field changed.
	 *
	 * @param int|int[] $meta_id   Meta id(s).
	 * @param int       $object_id Post id.
	 * @param string    $meta_key  Meta key.
	 */
	public function on_meta_changed( $meta_id, $object_id, $meta_key ): void {
		if ( in_array( $meta_key, ProviderFields::keys(), true ) && ProviderPostType::POST_TYPE === get_post_type( (int) $object_id ) ) {
			ProviderCache::bump();
		}
	}

	/**
	 * A provider's category changed.
	 *
	 * @param int    $object_id Object id.
	 * @param array  $terms     Terms.
	 * @param array  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public function on_terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( ProviderCategory::TAXONOMY === $taxonomy ) {
			ProviderCache::bump();
		}
	}
}
