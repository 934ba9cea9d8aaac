<?php
/**
 * The provider post type and its URLs.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Accessible tourism and leisure providers ("prestataires"), at
 * /prestataires-accessibles/{category_slug}/{provider_slug}/; the archive of every provider is
 * /prestataires-accessibles/ and a category's is /prestataires-accessibles/{category_slug}/.
 */
final class ProviderPostType implements Service {

	public const POST_TYPE = 'acces-provider';
	public const BASE_SLUG = 'prestataires-accessibles';

	/** The rewrite tag of the category segment of a provider's URL, and its query var. */
	public const CATEGORY_TAG       = '%acces_provider_category%';
	public const CATEGORY_QUERY_VAR = 'acces_provider_category';

	/** URL segment of a provider without category. */
	public const NO_CATEGORY = 'sans-categorie';

	/** Bumped when the URL rules change, so that existing sites rebuild them once. */
	private const RULES_VERSION = '2';
	private const RULES_OPTION  = 'acces_rewrite_version';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_action( 'init', array( $this, 'refresh_rules' ), 99 );
		add_filter( 'post_type_link', array( $this, 'filter_link' ), 10, 2 );
		add_filter( 'wp_unique_post_slug_is_bad_flat_slug', array( $this, 'is_reserved_slug' ), 10, 3 );
	}

	/**
	 * Registers the post type (after the category taxonomy, whose URL rules must win:
	 * /prestataires-accessibles/hotels/page/2/ is a category page, not a provider).
	 */
	public function register_post_type(): void {
		if ( ! taxonomy_exists( ProviderCategory::TAXONOMY ) ) {
			( new ProviderCategory() )->register_taxonomy();
		}
		add_rewrite_tag( self::CATEGORY_TAG, '([^/]+)' ); // Also adds the query var acces_provider_category.
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
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
				'public'              => true,
				'exclude_from_search' => false,
				'show_in_rest'        => true,
				'rest_base'           => 'acces-providers',
				'menu_icon'           => 'dashicons-location-alt',
				'has_archive'         => self::BASE_SLUG,
				'rewrite'             => array(
					'slug'       => self::BASE_SLUG . '/' . self::CATEGORY_TAG,
					'with_front' => false,
					'walk_dirs'  => false,
				),
				'supports'            => array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields', 'revisions' ),
				'menu_position'       => 20,
			)
		);
	}

	/**
	 * Rebuilds the rewrite rules once when this version of the plugin changed them.
	 */
	public function refresh_rules(): void {
		if ( self::RULES_VERSION !== get_option( self::RULES_OPTION ) ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}

	/**
	 * Puts the category slug in a provider's permalink.
	 *
	 * @param string   $link Permalink.
	 * @param \WP_Post $post Post.
	 */
	public function filter_link( string $link, \WP_Post $post ): string {
		if ( self::POST_TYPE !== $post->post_type || ! str_contains( $link, self::CATEGORY_TAG ) ) {
			return $link;
		}
		$slug = ProviderCategory::slug_of( (int) $post->ID );
		return str_replace( self::CATEGORY_TAG, '' === $slug ? self::NO_CATEGORY : $slug, $link );
	}

	/**
	 * Slugs that would collide with a category's feed, embed or page URLs.
	 *
	 * @param bool   $bad       Whether the slug is bad.
	 * @param string $slug      Slug.
	 * @param string $post_type Post type.
	 */
	public function is_reserved_slug( $bad, $slug, $post_type ): bool {
		if ( self::POST_TYPE === $post_type && in_array( $slug, array( 'feed', 'rdf', 'rss', 'rss2', 'atom', 'embed', 'page' ), true ) ) {
			return true;
		}
		return (bool) $bad;
	}

	/**
	 * The URL of a published provider from its category slug and post name, as get_permalink()
	 * gives it, without loading the post (the map data builds thousands).
	 *
	 * @param string $category_slug Category slug ('' when none).
	 * @param string $post_name     Post name.
	 */
	public static function url( string $category_slug, string $post_name ): string {
		return ( self::url_builder() )( $category_slug, $post_name );
	}

	/**
	 * A function ( string $category_slug, string $post_name ): string giving url(), with the
	 * site's settings read once (for thousands of URLs).
	 */
	public static function url_builder(): \Closure {
		if ( ! get_option( 'permalink_structure' ) ) {
			$home = home_url( '/' );
			return static fn( string $category_slug, string $post_name ): string => add_query_arg( self::POST_TYPE, $post_name, $home );
		}
		$prefix = home_url( '/' . self::BASE_SLUG . '/' );
		$suffix = user_trailingslashit( 'x' ) === 'x/' ? '/' : '';
		return static fn( string $category_slug, string $post_name ): string => $prefix . ( '' === $category_slug ? self::NO_CATEGORY : $category_slug ) . '/' . $post_name . $suffix;
	}

	/**
	 * The path of a provider below the base: "{category_slug}/{post_name}".
	 *
	 * @param \WP_Post $post Provider.
	 */
	public static function path( \WP_Post $post ): string {
		$slug = ProviderCategory::slug_of( (int) $post->ID );
		return ( '' === $slug ? self::NO_CATEGORY : $slug ) . '/' . $post->post_name;
	}
}
