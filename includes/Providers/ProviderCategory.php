<?php
/**
 * The provider-category taxonomy and its six fixed categories.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Provider categories: residences, leisure facilities, restaurants, hotels, furnished rentals
 * and guest rooms, holiday villages.
 */
final class ProviderCategory implements Service {

	public const TAXONOMY = 'acces-provider-category';

	/**
	 * The six categories: slug => French name. The slugs are part of the public URLs.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array(
			'residences'             => 'Résidences',
			'equipements-de-loisirs' => 'Équipements de loisirs',
			'restauration'           => 'Restauration',
			'hotels'                 => 'Hôtels',
			'hebergements-locatifs-meubles-et-chambres-dhotes' => 'Hébergements locatifs meublés et chambres d’hôtes',
			'villages-vacances'      => 'Villages vacances',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_taxonomy' ) );
	}

	/**
	 * Registers the taxonomy.
	 */
	public function register_taxonomy(): void {
		// The provider post type registers the taxonomy first (its URL rules must come first).
		if ( taxonomy_exists( self::TAXONOMY ) ) {
			return;
		}
		register_taxonomy(
			self::TAXONOMY,
			array( ProviderPostType::POST_TYPE ),
			array(
				'labels'            => array(
					'name'          => __( 'Provider categories', 'acces-tourisme' ),
					'singular_name' => __( 'Provider category', 'acces-tourisme' ),
					'all_items'     => __( 'All categories', 'acces-tourisme' ),
					'edit_item'     => __( 'Edit the category', 'acces-tourisme' ),
					'add_new_item'  => __( 'Add a category', 'acces-tourisme' ),
					'menu_name'     => __( 'Categories', 'acces-tourisme' ),
				),
				'public'            => true,
				// The name itself (WordPress would pass its default, the name, through
				// sanitize_title_with_dashes() on every request: issue 7 §7).
				'query_var'         => true,
				'hierarchical'      => true,
				'show_in_rest'      => true,
				'rest_base'         => 'acces-provider-categories',
				'show_admin_column' => true,
				// /prestataires-accessibles/{category_slug}/ (no rule for the bare base: it is the archive).
				'rewrite'           => array(
					'slug'       => ProviderPostType::BASE_SLUG,
					'with_front' => false,
					'walk_dirs'  => false,
				),
			)
		);
	}

	/**
	 * The category slug of a provider ('' when it has none). A provider has one category; if an
	 * editor gave it several, the first in alphabetical order (WordPress's order) is its URL's.
	 *
	 * @param int $post_id Provider id.
	 */
	public static function slug_of( int $post_id ): string {
		$terms = get_the_terms( $post_id, self::TAXONOMY );
		if ( ! is_array( $terms ) || array() === $terms ) {
			return '';
		}
		return (string) reset( $terms )->slug;
	}

	/**
	 * Every category slug, including categories added by editors.
	 *
	 * @return string[]
	 */
	public static function slugs(): array {
		$slugs = get_terms(
			array(
				'taxonomy'   => self::TAXONOMY,
				'hide_empty' => false,
				'fields'     => 'slugs',
			)
		);
		return is_array( $slugs ) ? array_map( 'strval', $slugs ) : array();
	}

	/**
	 * Default names of earlier versions, slug => name: a category that still has it was never
	 * renamed by an editor and gets the current one (the typographic apostrophe).
	 *
	 * @return array<string, string>
	 */
	private static function former_defaults(): array {
		return array(
			'hebergements-locatifs-meubles-et-chambres-dhotes' => 'Hébergements locatifs meublés et chambres d\'hôtes',
		);
	}

	/**
	 * Creates the six categories that are missing, found by their slug (so a category is never
	 * created twice, whatever its name). Existing ones keep the name an editor gave them; one
	 * that still has an earlier version's default name gets the current one.
	 */
	public static function create_default_terms(): void {
		$former = self::former_defaults();
		foreach ( self::defaults() as $slug => $name ) {
			$term = get_term_by( 'slug', $slug, self::TAXONOMY );
			if ( ! $term instanceof \WP_Term ) {
				wp_insert_term( $name, self::TAXONOMY, array( 'slug' => $slug ) );
			} elseif ( isset( $former[ $slug ] ) && html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ) === $former[ $slug ] ) {
				wp_update_term(
					$term->term_id,
					self::TAXONOMY,
					array(
						'name' => $name,
						'slug' => $slug,
					)
				);
			}
		}
	}
}
