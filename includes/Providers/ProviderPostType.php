<?php
/**
 * The provider post type.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Accessible tourism and leisure providers ("prestataires").
 */
final class ProviderPostType implements Service {

	public const POST_TYPE = 'acces-provider';
	public const BASE_SLUG = 'prestataires-accessibles';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
	}

	/**
	 * Registers the post type.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'        => array(
					'name'               => __( 'Providers', 'acces-tourisme' ),
					'singular_name'      => __( 'Provider', 'acces-tourisme' ),
					'add_new_item'       => __( 'Add a provider', 'acces-tourisme' ),
					'edit_item'          => __( 'Edit the provider', 'acces-tourisme' ),
					'all_items'          => __( 'All providers', 'acces-tourisme' ),
					'search_items'       => __( 'Search providers', 'acces-tourisme' ),
					'not_found'          => __( 'No provider found.', 'acces-tourisme' ),
					'not_found_in_trash' => __( 'No provider found in the trash.', 'acces-tourisme' ),
					'menu_name'          => __( 'Providers', 'acces-tourisme' ),
				),
				'public'        => true,
				'show_in_rest'  => true,
				'rest_base'     => 'acces-providers',
				'menu_icon'     => 'dashicons-location-alt',
				'has_archive'   => self::BASE_SLUG,
				'rewrite'       => array(
					'slug'       => self::BASE_SLUG,
					'with_front' => false,
				),
				'supports'      => array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields', 'revisions' ),
				'menu_position' => 20,
			)
		);
	}
}
