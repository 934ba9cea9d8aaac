<?php
/**
 * The maps part of the demo: the page "Carte des prestataires" holding the list map of
 * every provider.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent: the page is found by its slug.
 */
final class MapsDemo {

	public const PAGE_SLUG = 'carte-des-prestataires';

	/**
	 * Creates the page unless it exists.
	 *
	 * @return string[] What was done.
	 */
	public function install(): array {
		$page = ( new DemoContent() )->page(
			self::PAGE_SLUG,
			'Carte des prestataires',
			'<!-- wp:paragraph --><p>Tous les prestataires accessibles de l’annuaire sur une carte. Chaque repère ouvre une fiche résumée avec un lien vers la page du prestataire ; la même liste de lieux suit la carte.</p><!-- /wp:paragraph -->'
			. '<!-- wp:acces-tourisme/map {"category":"","height":480} /-->'
		);
		/* translators: %d: the page's ID. */
		return array( sprintf( __( 'Map page: %d', 'acces-tourisme' ), $page ) );
	}
}
