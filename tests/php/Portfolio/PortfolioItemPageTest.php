<?php
/**
 * A portfolio item's own page: its block template in a block theme and its details at the end
 * of its content.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Portfolio\PortfolioItemPage;
use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Tests\ProviderPages\PageFixtures;
use AccesTourisme\Tests\TestCase;

/**
 * Details and template.
 */
final class PortfolioItemPageTest extends TestCase {

	use PortfolioFactory;
	use PageFixtures;

	/**
	 * The_content's filters before the test (visit_item() leaves only the item page's).
	 *
	 * @var \WP_Hook|null
	 */
	private ?\WP_Hook $the_content = null;

	protected function set_up(): void {
		parent::set_up();
		$this->the_content = isset( $GLOBALS['wp_filter']['the_content'] ) ? clone $GLOBALS['wp_filter']['the_content'] : null;
	}

	/**
	 * Restores what visit() and the password cookie changed: the later tests get WordPress's
	 * and the plugin's the_content filters back.
	 */
	protected function tear_down(): void {
		unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		remove_all_filters( 'the_content' );
		if ( $this->the_content ) {
			$GLOBALS['wp_filter']['the_content'] = $this->the_content; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restores the test's starting state.
		}
		parent::tear_down();
	}

	/**
	 * The main query of an item's page, with the filters of the page attached.
	 *
	 * @param int $id Item id.
	 */
	private function visit_item( int $id ): void {
		$GLOBALS['wp_query']     = new \WP_Query(
			array(
				'p'         => $id,
				'post_type' => PortfolioPostType::POST_TYPE,
			)
		);
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$GLOBALS['post']         = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		remove_all_filters( 'the_content' );
		( new PortfolioItemPage() )->attach();
	}

	/**
	 * An item with every detail: type, one term of each taxonomy, a site in a new tab.
	 *
	 * @param array<string, string> $meta Meta to change.
	 */
	private function full_item( array $meta = array() ): int {
		return $this->item(
			'Gîte <b>des</b> Vents',
			array_merge(
				array(
					'acces_site_type'            => 'Gîte <script>alert(1)</script>',
					'acces_site_url'             => 'https://gite.example/',
					'acces_site_open_in_new_tab' => '1',
				),
				$meta
			),
			array(
				PortfolioPostType::CATEGORIES       => array( $this->term( PortfolioPostType::CATEGORIES, 'Hébergements' ) ),
				PortfolioPostType::OTHER_CATEGORIES => array( $this->term( PortfolioPostType::OTHER_CATEGORIES, 'Sites web' ) ),
				PortfolioPostType::TAGS             => array( $this->term( PortfolioPostType::TAGS, 'Label <i>T&H</i>' ) ),
			)
		);
	}

	public function test_the_items_content_ends_with_its_details_in_french_as_text_with_links(): void {
		$id = $this->full_item();
		$this->visit_item( $id );
		$html  = apply_filters( 'the_content', '<p>Un gîte au calme.</p>' );
		$xpath = $this->dom( $html );

		$this->assertSame( 'Un gîte au calme.', $this->texts( $xpath, '//p' )[0] );
		$lines = $this->texts( $xpath, '//div[@class="acces-portfolio-item"]/p' );
		$this->assertSame(
			array(
				// WordPress keeps no markup in the type (the field's rule) nor in term names.
				"Type\u{a0}: Gîte",
				"Catégories\u{a0}: Hébergements",
				"Autres catégories\u{a0}: Sites web",
				"Étiquettes\u{a0}: Label T&H",
				"Visiter le site «\u{a0}Gîte des Vents\u{a0}» (s’ouvre dans un nouvel onglet)",
			),
			$lines
		);
		$this->assertSame( 0, $xpath->query( '//script | //b | //i' )->length );
		$term = get_term_by( 'name', 'Hébergements', PortfolioPostType::CATEGORIES );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$this->assertContains( get_term_link( $term ), $this->attrs( $xpath, '//div[@class="acces-portfolio-item"]//a', 'href' ) );
		$this->assertSame( array( 'https://gite.example/' ), $this->attrs( $xpath, '//p[@class="acces-portfolio-item__site"]/a', 'href' ) );
		$this->assertSame( array( '_blank' ), $this->attrs( $xpath, '//p[@class="acces-portfolio-item__site"]/a', 'target' ) );
		$this->assertSame( array( 'noopener' ), $this->attrs( $xpath, '//p[@class="acces-portfolio-item__site"]/a', 'rel' ) );
	}

	public function test_the_site_opens_in_the_same_tab_unless_asked_and_is_not_linked_when_it_is_the_items_own_page(): void {
		$id = $this->full_item( array( 'acces_site_open_in_new_tab' => '0' ) );
		$this->visit_item( $id );
		$xpath = $this->dom( apply_filters( 'the_content', '' ) );
		$this->assertSame( array( "Visiter le site «\u{a0}Gîte des Vents\u{a0}»" ), $this->texts( $xpath, '//p[@class="acces-portfolio-item__site"]/a' ) );
		$this->assertSame( array( '' ), $this->attrs( $xpath, '//p[@class="acces-portfolio-item__site"]/a', 'target' ) );

		// « Ouvrir dans » is where the grid opens the item's own page, not its site.
		update_post_meta( $id, 'acces_site_open_portfolio_in', 'new-tab' );
		$xpath = $this->dom( apply_filters( 'the_content', '' ) );
		$this->assertSame( array( '' ), $this->attrs( $xpath, '//p[@class="acces-portfolio-item__site"]/a', 'target' ) );

		update_post_meta( $id, 'acces_site_url', get_permalink( $id ) );
		$this->assertStringNotContainsString( 'acces-portfolio-item__site', apply_filters( 'the_content', '' ) );
	}

	public function test_an_item_without_details_gets_nothing(): void {
		$id = $this->item( 'Sans détails' );
		$this->visit_item( $id );
		$this->assertSame( '<p>Texte</p>', trim( apply_filters( 'the_content', '<p>Texte</p>' ) ) );
	}

	public function test_nothing_is_added_to_another_posts_content_to_excerpts_or_before_the_password(): void {
		$id    = $this->full_item();
		$other = $this->item( 'Un autre' );
		$this->visit_item( $id );

		// Another item shown on the page (a related items list, say).
		$GLOBALS['post'] = get_post( $other ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertStringNotContainsString( 'acces-portfolio-item', apply_filters( 'the_content', '<p>Autre</p>' ) );
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

		// The excerpt WordPress makes from the content (meta descriptions, feeds, search).
		$this->assertStringNotContainsString( 'Catégories', get_the_excerpt( $id ) );

		wp_update_post(
			array(
				'ID'            => $id,
				'post_password' => 'secret',
			)
		);
		$this->visit_item( $id );
		$this->assertStringNotContainsString( 'acces-portfolio-item', apply_filters( 'the_content', '' ) );
	}

	public function test_other_pages_do_not_get_the_filter(): void {
		$page                    = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Une page',
			)
		);
		$GLOBALS['wp_query']     = new \WP_Query( array( 'page_id' => $page ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$service                 = new PortfolioItemPage();
		$service->attach();
		$this->assertFalse( has_filter( 'the_content', array( $service, 'append_details' ) ) );
	}

	public function test_the_block_theme_gets_a_template_without_the_themes_post_meta(): void {
		$this->theme( 'twentytwentythree' );
		$single = resolve_block_template( 'single', array( 'single-acces-portfolio-gite.php', 'single-acces-portfolio.php', 'single.php' ), '' );
		$this->assertSame( 'single-acces-portfolio', $single->slug );
		$this->assertSame( 'plugin', $single->source );
		$names = array();
		$walk  = static function ( array $blocks ) use ( &$walk, &$names ): void {
			foreach ( $blocks as $block ) {
				if ( $block['blockName'] ) {
					$names[] = $block['blockName'] . ( isset( $block['attrs']['slug'] ) ? ':' . $block['attrs']['slug'] : '' );
				}
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( parse_blocks( $single->content ) );
		$this->assertSame(
			array( 'core/template-part:header', 'core/group', 'core/post-title', 'core/post-featured-image', 'core/post-content', 'core/template-part:footer' ),
			$names
		);
	}
}
