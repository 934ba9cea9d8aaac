<?php
/**
 * Permanent redirects from a provider's previous URLs.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Remembers every path a published provider had ("{category_slug}/{post_name}") and answers
 * 301 from an old path to the current URL, whether the category, the slug or both changed.
 * A category whose slug changed redirects its old archive URL too.
 */
final class ProviderRedirects implements Service {

	/** Current path of a published provider. */
	public const PATH_META = '_acces_path';

	/** Previous paths (one row each). */
	public const OLD_PATH_META = '_acces_old_path';

	/** Previous slugs of a category (term meta, one row each). */
	public const OLD_TERM_SLUG_META = '_acces_old_slug';

	/**
	 * Slug of each category being edited, captured before the change.
	 *
	 * @var array<int, string>
	 */
	private array $term_slugs = array();

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_after_insert_post', array( $this, 'remember_path' ) );
		add_action( 'set_object_terms', array( $this, 'on_terms_set' ), 10, 4 );
		add_action( 'edit_terms', array( $this, 'before_term_edit' ), 10, 2 );
		add_action( 'edited_' . ProviderCategory::TAXONOMY, array( $this, 'after_term_edit' ) );
		add_action( 'template_redirect', array( $this, 'redirect' ), 5 );
	}

	/**
	 * Records the provider's path; the previous one becomes an old path.
	 *
	 * @param int|string $post_id Post id.
	 */
	public function remember_path( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof \WP_Post || ProviderPostType::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status || '' === $post->post_name ) {
			return;
		}
		$path     = ProviderPostType::path( $post );
		$previous = (string) get_post_meta( $post->ID, self::PATH_META, true );
		if ( $previous === $path ) {
			return;
		}
		$old = get_post_meta( $post->ID, self::OLD_PATH_META );
		if ( '' !== $previous && ! in_array( $previous, $old, true ) ) {
			add_post_meta( $post->ID, self::OLD_PATH_META, $previous );
		}
		if ( in_array( $path, $old, true ) ) {
			delete_post_meta( $post->ID, self::OLD_PATH_META, $path );
		}
		update_post_meta( $post->ID, self::PATH_META, $path );
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
			$this->remember_path( (int) $object_id );
		}
	}

	/**
	 * Captures a category's slug before it is edited.
	 *
	 * @param int    $term_id  Term id.
	 * @param string $taxonomy Taxonomy.
	 */
	public function before_term_edit( $term_id, $taxonomy ): void {
		if ( ProviderCategory::TAXONOMY !== $taxonomy ) {
			return;
		}
		$term = get_term( (int) $term_id, ProviderCategory::TAXONOMY );
		if ( $term instanceof \WP_Term ) {
			$this->term_slugs[ (int) $term_id ] = $term->slug;
		}
	}

	/**
	 * Remembers a category's old slug.
	 *
	 * @param int $term_id Term id.
	 */
	public function after_term_edit( $term_id ): void {
		$term_id = (int) $term_id;
		$before  = $this->term_slugs[ $term_id ] ?? '';
		unset( $this->term_slugs[ $term_id ] );
		$term = get_term( $term_id, ProviderCategory::TAXONOMY );
		if ( '' === $before || ! $term instanceof \WP_Term || $term->slug === $before ) {
			return;
		}
		if ( ! in_array( $before, get_term_meta( $term_id, self::OLD_TERM_SLUG_META ), true ) ) {
			add_term_meta( $term_id, self::OLD_TERM_SLUG_META, $before );
		}
		delete_term_meta( $term_id, self::OLD_TERM_SLUG_META, $term->slug );
	}

	/**
	 * Answers 301 from an old URL.
	 */
	public function redirect(): void {
		$target = $this->redirect_target();
		if ( null !== $target ) {
			wp_safe_redirect( $target, 301, 'Acces Tourisme' );
			exit;
		}
	}

	/**
	 * Where the current request should be redirected, if anywhere.
	 */
	public function redirect_target(): ?string {
		global $wp_query;
		if ( ! get_option( 'permalink_structure' ) || ! $wp_query instanceof \WP_Query ) {
			return null;
		}
		$category = (string) get_query_var( ProviderPostType::CATEGORY_QUERY_VAR );
		$name     = (string) get_query_var( 'name' );
		if ( '' !== $category && '' !== $name && ProviderPostType::POST_TYPE === get_query_var( 'post_type' ) ) {
			return $this->provider_target( sanitize_title_for_query( $category ) . '/' . sanitize_title_for_query( $name ) );
		}
		$term_slug = get_query_var( ProviderCategory::TAXONOMY );
		if ( is_404() && is_string( $term_slug ) && '' !== $term_slug ) {
			return $this->category_target( $term_slug );
		}
		return null;
	}

	/**
	 * The target of a provider path.
	 *
	 * @param string $requested "{category}/{name}" as requested.
	 */
	private function provider_target( string $requested ): ?string {
		$current = is_singular( ProviderPostType::POST_TYPE ) ? get_queried_object() : null;
		if ( $current instanceof \WP_Post && ProviderPostType::path( $current ) === $requested ) {
			return null;
		}
		$ids = get_posts(
			array(
				'post_type'      => ProviderPostType::POST_TYPE,
				'post_status'    => 'publish',
				'meta_key'       => self::OLD_PATH_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- Only on a mismatched or missing provider URL.
				'meta_value'     => $requested, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
				'fields'         => 'ids',
				'posts_per_page' => 1,
				'orderby'        => 'modified',
				'no_found_rows'  => true,
			)
		);
		if ( array() !== $ids ) {
			$current = get_post( (int) $ids[0] );
		}
		// Otherwise the same slug in another category: the provider moved.
		$link = $current instanceof \WP_Post ? get_permalink( $current ) : false;
		return is_string( $link ) ? $link : null;
	}

	/**
	 * The target of a category slug that no longer exists.
	 *
	 * @param string $slug Requested slug.
	 */
	private function category_target( string $slug ): ?string {
		$terms = get_terms(
			array(
				'taxonomy'   => ProviderCategory::TAXONOMY,
				'hide_empty' => false,
				'meta_key'   => self::OLD_TERM_SLUG_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- Only on a 404.
				'meta_value' => $slug, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
				'number'     => 1,
			)
		);
		if ( ! is_array( $terms ) || array() === $terms ) {
			return null;
		}
		$link = get_term_link( $terms[0] );
		return is_string( $link ) ? $link : null;
	}
}
