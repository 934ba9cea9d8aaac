<?php
/**
 * The category pages and the all-providers page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\ProviderPages\ListQuery;
use AccesTourisme\ProviderPages\ListRenderer;
use AccesTourisme\ProviderPages\ProviderBlocks;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * What a visitor reads on a list page.
 */
final class ListPageTest extends TestCase {

	use ProviderFactory;
	use PageFixtures;

	/**
	 * Restores the request globals that visit() replaced.
	 */
	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/';
		parent::tear_down();
	}

	/**
	 * Three providers in two categories.
	 */
	private function three(): void {
		$this->place( 'Zénith Hôtel', 'hotels', 'Castelsarrasin', 44.04, 1.10, array( 'acces_disabilities' => array( 'auditif' ) ) );
		$this->place( 'Auberge du Pont', 'hotels', 'Moissac', 44.10, 1.08, array( 'acces_disabilities' => array( 'moteur', 'mental' ), 'acces_label' => true ) );
		$this->place( 'Le Petit Bistrot', 'restauration', 'Verdun-sur-Garonne', 43.85, 1.23 );
	}

	/**
	 * The list block's markup on the page just visited.
	 */
	private function page_html(): string {
		return ( new ProviderBlocks() )->render_list();
	}

	public function test_a_category_page_lists_its_providers_by_name_with_commune_and_families(): void {
		$this->three();
		$this->visit( '/prestataires-accessibles/hotels/' );
		$xpath = $this->dom( $this->page_html() );

		$this->assertSame( array( 'Hôtels' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( array( 'Auberge du Pont', 'Zénith Hôtel' ), $this->texts( $xpath, '//li[@class="acces-provider-card"]/h3/a' ) );
		$this->assertSame(
			array( home_url( '/prestataires-accessibles/hotels/auberge-du-pont/' ), home_url( '/prestataires-accessibles/hotels/zenith-hotel/' ) ),
			$this->attrs( $xpath, '//li[@class="acces-provider-card"]/h3/a', 'href' )
		);
		$this->assertSame( array( 'MOISSAC', 'CASTELSARRASIN' ), $this->texts( $xpath, '//*[@class="acces-provider-card-commune"]' ) );
		$this->assertSame( array( 'Handicap moteur', 'Handicap mental', 'Handicap auditif' ), $this->texts( $xpath, '//li[@class="acces-provider-card"]//ul[@class="acces-families"]/li' ) );
		$this->assertSame( array( 'Label Tourisme & Handicap' ), $this->texts( $xpath, '//*[@class="acces-provider-card-label"]' ) );
		$this->assertSame( array( '2 prestataires' ), $this->texts( $xpath, '//h2[@id="acces-provider-list-count"]' ) );
		// The category is the page's subject: cards do not repeat it.
		$this->assertSame( array(), $this->texts( $xpath, '//*[@class="acces-provider-card-category"]' ) );
	}

	public function test_the_categories_navigation_marks_the_current_one(): void {
		$this->three();
		$this->visit( '/prestataires-accessibles/hotels/' );
		$xpath = $this->dom( $this->page_html() );

		$this->assertSame( array( 'Catégories de prestataires' ), $this->attrs( $xpath, '//nav[contains(@class,"acces-provider-list-categories")]', 'aria-label' ) );
		$this->assertSame( array( 'Tous les prestataires', 'Restauration', 'Hôtels' ), $this->texts( $xpath, '//nav[contains(@class,"acces-provider-list-categories")]//a' ) );
		$this->assertSame( array( 'Hôtels' ), $this->texts( $xpath, '//nav//a[@aria-current="page"]' ) );
	}

	public function test_the_all_providers_page_lists_every_provider_with_its_category(): void {
		$this->three();
		$this->visit( '/prestataires-accessibles/' );
		$xpath = $this->dom( $this->page_html() );

		$this->assertSame( array( 'Prestataires accessibles' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( array( 'Auberge du Pont', 'Le Petit Bistrot', 'Zénith Hôtel' ), $this->texts( $xpath, '//li[@class="acces-provider-card"]/h3/a' ) );
		$this->assertSame( array( "Catégorie\u{a0}: Hôtels", "Catégorie\u{a0}: Restauration", "Catégorie\u{a0}: Hôtels" ), $this->texts( $xpath, '//*[@class="acces-provider-card-category"]' ) );
		$this->assertSame( array( 'Tous les prestataires' ), $this->texts( $xpath, '//nav//a[@aria-current="page"]' ) );
		$this->assertSame( array( '3 prestataires' ), $this->texts( $xpath, '//h2[@id="acces-provider-list-count"]' ) );
	}

	public function test_the_list_map_slot_gets_the_category(): void {
		$this->three();
		$this->visit( '/prestataires-accessibles/hotels/' );
		$html     = $this->page_html();
		$expected = render_block(
			array(
				'blockName'    => 'acces-tourisme/map',
				'attrs'        => array( 'category' => 'hotels' ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		if ( '' === trim( $expected ) ) {
			$this->assertStringNotContainsString( 'acces-provider-list-map', $html );
		} else {
			$this->assertStringContainsString( '<h2 id="acces-provider-list-map">Sur la carte</h2>' . $expected, $html );
		}
	}

	public function test_an_empty_category_says_so(): void {
		$this->three();
		$this->visit( '/prestataires-accessibles/villages-vacances/' );
		$this->assertFalse( is_404() );
		$xpath = $this->dom( $this->page_html() );

		$this->assertSame( array( 'Villages vacances' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( array( '0 prestataire' ), $this->texts( $xpath, '//h2[@id="acces-provider-list-count"]' ) );
		$this->assertSame( array( 'Aucun prestataire dans cette catégorie pour le moment.' ), $this->texts( $xpath, '//section/p' ) );
	}

	public function test_names_are_in_french_alphabetical_order_on_every_database(): void {
		foreach ( array( 'Restaurant du Port', 'Résidence des Pins', 'Écluse Gourmande', 'Zèbre Café' ) as $name ) {
			$this->provider( $name, 'restauration' );
		}
		$this->visit( '/prestataires-accessibles/restauration/' );
		$this->assertSame(
			array( 'Écluse Gourmande', 'Résidence des Pins', 'Restaurant du Port', 'Zèbre Café' ),
			$this->texts( $this->dom( $this->page_html() ), '//li[@class="acces-provider-card"]/h3/a' )
		);
	}

	public function test_long_lists_are_paged_by_name_whatever_the_reading_settings(): void {
		update_option( 'posts_per_page', 3 );
		for ( $i = ListQuery::PER_PAGE + 2; $i >= 1; $i-- ) {
			$this->provider( sprintf( 'Prestataire %02d', $i ), 'residences' );
		}
		$this->visit( '/prestataires-accessibles/residences/' );
		$xpath = $this->dom( $this->page_html() );
		$names = $this->texts( $xpath, '//li[@class="acces-provider-card"]/h3/a' );
		$this->assertCount( ListQuery::PER_PAGE, $names );
		$this->assertSame( 'Prestataire 01', $names[0] );
		$this->assertSame( array( 'Pages de la liste' ), $this->attrs( $xpath, '//nav[contains(@class,"acces-provider-list-pagination")]', 'aria-label' ) );
		$this->assertContains( 'Page suivante', $this->texts( $xpath, '//nav[contains(@class,"acces-provider-list-pagination")]//a' ) );

		$this->visit( '/prestataires-accessibles/residences/page/2/' );
		$this->assertSame( array( 'Prestataire 25', 'Prestataire 26' ), $this->texts( $this->dom( $this->page_html() ), '//li[@class="acces-provider-card"]/h3/a' ) );
	}

	public function test_the_list_block_prints_nothing_elsewhere(): void {
		$this->visit( '/' );
		$this->assertSame( '', $this->page_html() );
	}

	public function test_a_category_name_is_escaped(): void {
		$term = wp_insert_term( 'Gîtes <b>ruraux</b>', 'acces-provider-category', array( 'slug' => 'gites' ) );
		$this->assertIsArray( $term );
		$query = new \WP_Query( array( 'post_type' => 'acces-provider' ) );
		$html  = ListRenderer::render( $query, get_term( $term['term_id'] ) );
		$this->assertSame( 0, $this->dom( $html )->query( '//h1/b' )->length );
	}
}
