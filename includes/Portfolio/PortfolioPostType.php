<?php
/**
 * The portfolio post type and its three taxonomies.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Portfolio items ("acces-portfolio") and their categories, other categories and tags, all in
 * the REST API under the same names (PRODUCT.md §2).
 */
final class PortfolioPostType implements Service {

	public const POST_TYPE        = 'acces-portfolio';
	public const CATEGORIES       = 'acces-portfolio-categories';
	public const OTHER_CATEGORIES = 'acces-portfolio-other-categories';
	public const TAGS             = 'acces-portfolio-tags';

	/**
	 * Option recording which version of the portfolio's rewrite rules the site has.
	 */
	public const REWRITE_OPTION  = 'acces_portfolio_rewrite';
	public const REWRITE_VERSION = '1';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_types' ) );
		add_action( 'wp_loaded', array( $this, 'ensure_rewrite_rules' ) );
	}

	/**
	 * Rebuilds the rewrite rules once when the site lacks the portfolio's (the plugin was
	 * activated before this feature existed, or its activation ran before "init" registered
	 * the post type): item pages would answer 404 otherwise. Runs after every type of every
	 * feature is registered; costs one autoloaded option read afterwards.
	 */
	public function ensure_rewrite_rules(): void {
		if ( self::REWRITE_VERSION === get_option( self::REWRITE_OPTION ) || ! get_option( 'permalink_structure' ) ) {
			return;
		}
		flush_rewrite_rules( false );
		update_option( self::REWRITE_OPTION, self::REWRITE_VERSION, true );
	}

	/**
	 * The three taxonomies.
	 *
	 * @return string[]
	 */
	public static function taxonomies(): array {
		return array( self::CATEGORIES, self::OTHER_CATEGORIES, self::TAGS );
	}

	/**
	 * Registers the post type, then the taxonomies. No revisions: the REST API would count
	 * them with one query per item, so a page of items would cost more queries as it grows.
	 */
	public function register_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'        => array(
					'name'               => __( 'Portfolio', 'acces-tourisme' ),
					'singular_name'      => __( 'Portfolio item', 'acces-tourisme' ),
					'add_new_item'       => __( 'Add a portfolio item', 'acces-tourisme' ),
					'edit_item'          => __( 'Edit the portfolio item', 'acces-tourisme' ),
					'all_items'          => __( 'All portfolio items', 'acces-tourisme' ),
					'search_items'       => __( 'Search portfolio items', 'acces-tourisme' ),
					'not_found'          => __( 'No portfolio item found.', 'acces-tourisme' ),
					'not_found_in_trash' => __( 'No portfolio item found in the trash.', 'acces-tourisme' ),
					'menu_name'          => __( 'Portfolio', 'acces-tourisme' ),
				),
				'public'        => true,
				'show_in_rest'  => true,
				'rest_base'     => self::POST_TYPE,
				'menu_icon'     => 'dashicons-portfolio',
				'has_archive'   => false,
				'rewrite'       => array(
					'slug'       => 'portfolio',
					'with_front' => false,
				),
				'supports'      => array( 'title', 'editor', 'excerpt', 'thumbnail' ),
				'menu_position' => 21,
			)
		);

		$labels = array(
			self::CATEGORIES       => array( __( 'Portfolio categories', 'acces-tourisme' ), __( 'Portfolio category', 'acces-tourisme' ) ),
			self::OTHER_CATEGORIES => array( __( 'Other portfolio categories', 'acces-tourisme' ), __( 'Other portfolio category', 'acces-tourisme' ) ),
			self::TAGS             => array( __( 'Portfolio tags', 'acces-tourisme' ), __( 'Portfolio tag', 'acces-tourisme' ) ),
		);
		foreach ( $labels as $taxonomy => $names ) {
			register_taxonomy(
				$taxonomy,
				self::POST_TYPE,
				array(
					'labels'            => array(
						'name'          => $names[0],
						'singular_name' => $names[1],
						'menu_name'     => $names[0],
					),
					'public'            => true,
					// The name itself, as ProviderCategory (not sanitised again on every request).
					'query_var'         => true,
					'hierarchical'      => self::TAGS !== $taxonomy,
					'show_in_rest'      => true,
					'rest_base'         => $taxonomy,
					'show_admin_column' => true,
					'rewrite'           => array(
						'slug'       => $taxonomy,
						'with_front' => false,
					),
				)
			);
		}
	}
}
