<?php
/**
 * The demo site's content. Idempotent: every item is found by a stable key before it is made.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

use AccesTourisme\Providers\ProviderCategory;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the demo pages (Twenty Twenty-Three's navigation lists them). Each feature adds its
 * part to parts(); every part is idempotent.
 */
final class DemoContent {

	/**
	 * The feature parts, in the order they run. Each has install(): string[].
	 *
	 * @return object[]
	 */
	private function parts(): array {
		return array(
			// One line per feature: new ProvidersDemo(), ...
			new ProvidersDemo(),
			new PortfolioDemo(),
			new MapsDemo(),
			new MapSearchDemo(),
			new MediaDemo(),
			new ConsentDemo(),
		);
	}

	/**
	 * Creates what is missing.
	 *
	 * @return string[] What was done, one line per item.
	 */
	public function install(): array {
		$report = array();
		ProviderCategory::create_default_terms();
		foreach ( $this->parts() as $part ) {
			$report = array_merge( $report, $part->install() );
		}
		$home = $this->page(
			'accueil',
			'Accueil',
			$this->home_content()
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $home );
		/* translators: %d: the page's ID. */
		$report[] = sprintf( __( 'Home page: %d', 'acces-tourisme' ), $home );
		/* translators: %d: the page's ID. */
		$report[] = sprintf( __( 'Accessibility statement: %d', 'acces-tourisme' ), $this->page( 'declaration-accessibilite', 'Déclaration d’accessibilité', $this->statement_content() ) );
		return $report;
	}

	/**
	 * Creates a published page with this slug unless it exists; returns its id.
	 *
	 * @param string $slug    Page slug (the stable key).
	 * @param string $title   Title.
	 * @param string $content Block markup.
	 */
	public function page( string $slug, string $title, string $content ): int {
		$existing = get_page_by_path( $slug, OBJECT, 'page' );
		if ( $existing instanceof \WP_Post ) {
			return (int) $existing->ID;
		}
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
	}

	/**
	 * The home page: an introduction and the six categories.
	 */
	private function home_content(): string {
		$items = '';
		foreach ( ProviderCategory::defaults() as $slug => $name ) {
			$term   = get_term_by( 'slug', $slug, ProviderCategory::TAXONOMY );
			$url    = $term ? get_term_link( $term ) : '';
			$url    = is_wp_error( $url ) ? '' : $url;
			$items .= '<li><a href="' . esc_url( $url ) . '">' . esc_html( $name ) . '</a></li>';
		}
		return '<!-- wp:paragraph --><p>Bienvenue sur Accès Tourisme, l’annuaire des lieux de tourisme et de loisirs qui accueillent les personnes en situation de handicap : hébergements, restaurants, équipements de loisirs et plages accessibles.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>Nos six catégories</h2><!-- /wp:heading -->'
			. '<!-- wp:list --><ul>' . $items . '</ul><!-- /wp:list -->';
	}

	/**
	 * The accessibility statement (déclaration d'accessibilité), RGAA 4.1.2 model.
	 */
	private function statement_content(): string {
		return '<!-- wp:paragraph --><p>Accès Tourisme s’engage à rendre son site accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>État de conformité</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Ce site vise la conformité au référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2. Les pages et composants sont vérifiés automatiquement à chaque version (WCAG 2.2 niveau AA) et au clavier.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>Retour d’information et contact</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez le responsable du site pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>Voies de recours</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Si vous constatez un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à une fonctionnalité du site, que vous nous le signalez et que vous ne parvenez pas à obtenir une réponse de notre part, vous pouvez saisir le Défenseur des droits.</p><!-- /wp:paragraph -->';
	}
}
