<?php
/**
 * The block acces-tourisme/portfolio and the shortcode [acces_portfolio]: the same wrapper,
 * settings as escaped JSON, view script only where a wrapper is.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Portfolio\PortfolioRenderer;
use AccesTourisme\Portfolio\PortfolioSettings;
use AccesTourisme\Portfolio\PortfolioShortcode;
use AccesTourisme\Tests\TestCase;

/**
 * Server render.
 */
final class PortfolioBlockTest extends TestCase {

	/**
	 * Resets the enqueued scripts between tests.
	 */
	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		wp_scripts();
		wp_styles();
		// PHPUnit copies the variables that the bootstrap's include defined into $GLOBALS, and
		// wp-includes/shortcodes.php sets `$shortcode_tags = array()` without `global`, so
		// under PHPUnit the shortcodes registered on "init" are lost. Add ours again, as "init" did.
		if ( ! shortcode_exists( PortfolioShortcode::TAG ) ) {
			( new PortfolioShortcode() )->add_shortcode();
		}
	}

	/**
	 * The wrapper's data attributes, parsed.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, string>
	 */
	private function wrapper( string $html ): array {
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>', LIBXML_NOERROR ) );
		$found = null;
		foreach ( $doc->getElementsByTagName( 'div' ) as $div ) {
			if ( in_array( 'acces-portfolio', explode( ' ', $div->getAttribute( 'class' ) ), true ) ) {
				$found = $div;
				break;
			}
		}
		$this->assertNotNull( $found, $html );
		$out = array( 'class' => $found->getAttribute( 'class' ) );
		foreach ( array( 'data-settings', 'data-api-url', 'data-categories-url', 'data-other-categories-url' ) as $name ) {
			$out[ $name ] = $found->getAttribute( $name );
		}
		return $out;
	}

	public function test_block_json_declares_every_setting_of_the_specification(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'acces-tourisme/portfolio' );
		$this->assertNotNull( $type );
		$settings = array(
			'itemsPerPage', 'columns', 'thumbnailHoverStyle', 'scrollSpeed', 'titlePosition', 'show-quick-view', 'quickViewText',
			'showCategories', 'showOtherCategories', 'showSearch', 'showCategoriesAll', 'showOtherCategoriesAll',
			'categorySelectedLabels', 'otherCategorySelectedLabels', 'categorySelectedNum', 'otherCategorySelectedNum', 'tagsSelectedNum',
			'headerColor', 'headerTextColor', 'activeHeaderTextColor', 'loadMoreButtonText', 'loadMoreBgColor', 'loadMoreHoverBgColor',
			'loadMoreTextColor', 'loadMoreHoverTextColor', 'loadMoreVerticalPadding', 'loadMoreHorizantalPadding', 'loadMoreBorderRadius',
			'loadMoreBorderWidth', 'loadMoreBorderColor', 'loadMoreHoverBorderColor', 'loadMoreSize',
		);
		foreach ( $settings as $name ) {
			$this->assertArrayHasKey( $name, $type->attributes, $name );
			$this->assertArrayHasKey( 'default', $type->attributes[ $name ], $name );
		}
		$this->assertSame( 'Quick View', $type->attributes['quickViewText']['default'] );
		$this->assertSame( 'Load More', $type->attributes['loadMoreButtonText']['default'] );
	}

	public function test_block_renders_the_wrapper_with_settings_and_endpoints(): void {
		$html = do_blocks( '<!-- wp:acces-tourisme/portfolio {"itemsPerPage":6,"columns":9,"showSearch":false,"categorySelectedNum":[3,5]} /-->' );
		$wrap = $this->wrapper( $html );
		$this->assertStringContainsString( 'wp-block-acces-tourisme-portfolio', $wrap['class'] );
		$settings = json_decode( $wrap['data-settings'], true );
		$this->assertSame( 6, $settings['itemsPerPage'] );
		$this->assertSame( 4, $settings['columns'], 'Columns are 1 to 4.' );
		$this->assertFalse( $settings['showSearch'] );
		$this->assertTrue( $settings['showCategories'] );
		$this->assertSame( array( 3, 5 ), $settings['categorySelectedNum'] );
		$this->assertSame( 'yes', $settings['show-quick-view'] );
		$this->assertSame( rest_url( 'wp/v2/acces-portfolio' ), $wrap['data-api-url'] );
		$this->assertSame( rest_url( 'wp/v2/acces-portfolio-categories' ), $wrap['data-categories-url'] );
		$this->assertSame( rest_url( 'wp/v2/acces-portfolio-other-categories' ), $wrap['data-other-categories-url'] );
		$this->assertTrue( wp_script_is( 'acces-blocks-portfolio-view', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'acces-blocks-portfolio-view', 'enqueued' ) );
	}

	public function test_shortcode_renders_the_same_wrapper_from_its_attributes(): void {
		$html     = do_shortcode( '[acces_portfolio itemsPerPage="8" columns="2" showSearch="no" showCategoriesAll="false" show-quick-view="no" quickViewText="Voir" categorySelectedLabels="Hôtels, Vins & Terroirs" tagsSelectedNum="7,x,9" headerColor="red;background:url(x)" loadMoreBgColor="#123456"]' );
		$wrap     = $this->wrapper( $html );
		$settings = json_decode( $wrap['data-settings'], true );
		$this->assertSame( 8, $settings['itemsPerPage'] );
		$this->assertSame( 2, $settings['columns'] );
		$this->assertFalse( $settings['showSearch'] );
		$this->assertFalse( $settings['showCategoriesAll'] );
		$this->assertSame( 'no', $settings['show-quick-view'] );
		$this->assertSame( 'Voir', $settings['quickViewText'] );
		$this->assertSame( array( 'Hôtels', 'Vins & Terroirs' ), json_decode( $settings['categorySelectedLabels'], true ) );
		$this->assertSame( array( 7, 9 ), $settings['tagsSelectedNum'] );
		$this->assertSame( '#f0f4f8', $settings['headerColor'], 'A colour that is not one falls back on the default.' );
		$this->assertSame( '#123456', $settings['loadMoreBgColor'] );
		$this->assertSame( PortfolioSettings::from_block( array() )['loadMoreButtonText'], $settings['loadMoreButtonText'] );
		$this->assertTrue( wp_script_is( 'acces-blocks-portfolio-view', 'enqueued' ) );
	}

	public function test_settings_are_escaped_in_the_attribute(): void {
		$html = PortfolioRenderer::render_shortcode( PortfolioSettings::from_shortcode( array( 'quickviewtext' => '"><script>alert(1)</script>' ) ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$settings = json_decode( $this->wrapper( $html )['data-settings'], true );
		$this->assertStringNotContainsString( '<script', $settings['quickViewText'] );
		$this->assertStringStartsWith( '">', $settings['quickViewText'] );
	}

	public function test_a_page_without_the_block_loads_no_portfolio_script(): void {
		do_blocks( '<!-- wp:paragraph --><p>Bonjour</p><!-- /wp:paragraph -->' );
		do_shortcode( 'Pas de portfolio ici.' );
		$this->assertFalse( wp_script_is( 'acces-blocks-portfolio-view', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'acces-blocks-portfolio-view', 'registered' ) );
	}

	public function test_view_script_gets_french_translations(): void {
		do_shortcode( '[acces_portfolio]' );
		$translations = load_script_textdomain( 'acces-blocks-portfolio-view', 'acces-tourisme', ACCES_TOURISME_DIR . '/languages' );
		$this->assertIsString( $translations );
		$this->assertStringContainsString( 'Aperçu rapide', $translations );
		$this->assertStringContainsString( 'Voir plus', $translations );
	}
}
