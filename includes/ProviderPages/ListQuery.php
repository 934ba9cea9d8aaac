<?php
/**
 * The main query of the category pages and of the all-providers page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Lists providers in alphabetical order, a fixed number per page, whatever the reading
 * settings say.
 */
final class ListQuery implements Service {

	public const PER_PAGE = 24;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'sort_by_name' ) );
	}

	/**
	 * Sorts the list pages' main query by name.
	 *
	 * @param \WP_Query $query The query about to run.
	 */
	public function sort_by_name( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		if ( ! $query->is_tax( ProviderCategory::TAXONOMY ) && ! $query->is_post_type_archive( ProviderPostType::POST_TYPE ) ) {
			return;
		}
		// The slug is the name without accents or capitals: the same alphabetical order on
		// every database (SQLite compares titles byte by byte, so "Résidence" would follow "Restaurant").
		$query->set(
			'orderby',
			array(
				'name'  => 'ASC',
				'title' => 'ASC',
			)
		);
		$query->set( 'posts_per_page', self::PER_PAGE );
		// A password-protected provider is kept out of the lists, as out of the maps and the
		// search: its card would show what its password holds back.
		$query->set( 'has_password', false );
	}
}
