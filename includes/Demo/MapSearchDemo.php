<?php
/**
 * The map search part of the demo: the page "Recherche sur la carte" holding the map search.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent: the page is found by its slug.
 */
final class MapSearchDemo {

	public const PAGE_SLUG = 'recherche-sur-la-carte';

	/**
	 * Creates the page unless it exists.
	 *
	 * @return string[] What was done.
	 */
	public function install(): array {
		$page = ( new DemoContent() )->page(
			self::PAGE_SLUG,
			'Recherche sur la carte',
			'<!-- wp:paragraph --><p>Trouvez les lieux qui vous accueillent : choisissez une ou plusieurs catégories, communes et familles de handicap. La carte et la liste des résultats suivent vos choix, et l’adresse de la page les garde pour que vous puissiez les partager.</p><!-- /wp:paragraph -->'
			. '<!-- wp:acces-tourisme/map-search {"height":450} /-->'
		);
		/* translators: %d: the page's ID. */
		return array( sprintf( __( 'Map search page: %d', 'acces-tourisme' ), $page ) );
	}
}
