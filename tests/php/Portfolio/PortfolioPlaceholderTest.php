<?php
/**
 * The placeholder of the first page inside the portfolio wrapper (issue 6: no layout shift):
 * the configured number of skeleton cards in the configured columns, the filter header when it
 * is shown, hidden from assistive technology, nothing focusable, no text.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Portfolio\PortfolioPlaceholder;
use AccesTourisme\Portfolio\PortfolioRenderer;
use AccesTourisme\Portfolio\PortfolioSettings;
use AccesTourisme\Portfolio\PortfolioShortcode;
use AccesTourisme\Tests\TestCase;

/**
 * Server render of the placeholder.
 */
final class PortfolioPlaceholderTest extends TestCase {

	/**
	 * The shortcode, as "init" added it (see PortfolioBlockTest::set_up()).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! shortcode_exists( PortfolioShortcode::TAG ) ) {
			( new PortfolioShortcode() )->add_shortcode();
		}
	}

	/**
	 * The wrapper's placeholder element, from rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 */
	private function placeholder( string $html ): \DOMElement {
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>', LIBXML_NOERROR ) );
		$xpath = new \DOMXPath( $doc );
		$found = $xpath->query( '//div[contains(concat(" ", @class, " "), " acces-portfolio ")]/div[@class="' . PortfolioPlaceholder::CLASS_NAME . '"]' );
		$this->assertSame( 1, $found->length, 'The wrapper holds one placeholder: ' . $html );
		$wrapper = $found->item( 0 )->parentNode;
		$this->assertSame( 2, $wrapper->childNodes->length, 'The wrapper holds the placeholder and the note for browsers without JavaScript.' );
		$this->assertSame( 'noscript', $wrapper->childNodes->item( 1 )->nodeName );
		$this->assertSame( 'Le portfolio a besoin de JavaScript, que votre navigateur n’exécute pas.', trim( $wrapper->childNodes->item( 1 )->textContent ) );
		return $found->item( 0 );
	}

	/**
	 * Elements under $node that have one of the classes.
	 *
	 * @param \DOMElement $node  Root.
	 * @param string      $class A class name.
	 */
	private function with_class( \DOMElement $node, string $class ): \DOMNodeList {
		return ( new \DOMXPath( $node->ownerDocument ) )->query( './/*[contains(concat(" ", @class, " "), " ' . $class . ' ")]', $node );
	}

	/**
	 * Asserts that nothing in the placeholder can take the focus or be read.
	 *
	 * @param \DOMElement $placeholder The placeholder.
	 */
	private function assert_inert( \DOMElement $placeholder ): void {
		$this->assertSame( 'true', $placeholder->getAttribute( 'aria-hidden' ) );
		$xpath     = new \DOMXPath( $placeholder->ownerDocument );
		$focusable = $xpath->query( './/a | .//button | .//input | .//select | .//textarea | .//iframe | .//summary | .//*[@tabindex] | .//*[@contenteditable] | .//*[@href]', $placeholder );
		$this->assertSame( 0, $focusable->length, 'Nothing focusable.' );
		$this->assertSame( '', trim( str_replace( "\u{00A0}", '', $placeholder->textContent ) ), 'No text but non-breaking spaces.' );
	}

	public function test_the_block_holds_its_configured_first_page(): void {
		$html        = do_blocks( '<!-- wp:acces-tourisme/portfolio {"itemsPerPage":6,"columns":2} /-->' );
		$placeholder = $this->placeholder( $html );
		$this->assert_inert( $placeholder );

		$grids = $this->with_class( $placeholder, 'acces-portfolio__grid' );
		$this->assertSame( 1, $grids->length );
		$this->assertStringContainsString( 'has-2-columns', $grids->item( 0 )->getAttribute( 'class' ) );
		$this->assertSame( 6, $this->with_class( $placeholder, 'acces-portfolio__item' )->length );
		$this->assertSame( 6, $this->with_class( $placeholder, 'acces-portfolio__card' )->length );
		// Each card: a square thumbnail (style-1 by default), title, badge, quick view.
		$this->assertSame( 6, $this->with_class( $placeholder, 'is-style-1' )->length );
		$this->assertSame( 6, $this->with_class( $placeholder, 'acces-portfolio__title' )->length );
		$this->assertSame( 6, $this->with_class( $placeholder, 'acces-portfolio__quick-view' )->length );
		// The header: both lists and the search, on the configured background.
		$header = $this->with_class( $placeholder, 'acces-portfolio__header' );
		$this->assertSame( 1, $header->length );
		$this->assertSame( 'background-color:#f0f4f8', $header->item( 0 )->getAttribute( 'style' ) );
		$this->assertSame( 2, $this->with_class( $placeholder, 'acces-portfolio__filters' )->length );
		$this->assertSame( 1, $this->with_class( $placeholder, 'acces-portfolio__search' )->length );
	}

	public function test_the_shortcode_holds_the_same_placeholder_as_the_block(): void {
		$block     = do_blocks( '<!-- wp:acces-tourisme/portfolio {"itemsPerPage":8,"columns":4,"showSearch":false} /-->' );
		$shortcode = do_shortcode( '[acces_portfolio itemsPerPage="8" columns="4" showSearch="no"]' );
		$from_block  = $this->placeholder( $block );
		$placeholder = $this->placeholder( $shortcode );
		$this->assertSame( $from_block->ownerDocument->saveHTML( $from_block ), $placeholder->ownerDocument->saveHTML( $placeholder ) );
		$this->assert_inert( $placeholder );
		$this->assertSame( 8, $this->with_class( $placeholder, 'acces-portfolio__card' )->length );
		$this->assertSame( 1, $this->with_class( $placeholder, 'has-4-columns' )->length );
		$this->assertSame( 0, $this->with_class( $placeholder, 'acces-portfolio__search' )->length );
	}

	public function test_it_follows_the_card_and_header_settings(): void {
		$settings    = PortfolioSettings::from_block(
			array(
				'itemsPerPage'        => 3,
				'thumbnailHoverStyle' => 'style-2',
				'titlePosition'       => 'top',
				'show-quick-view'     => 'no',
				'showCategories'      => false,
				'showOtherCategories' => false,
				'showSearch'          => false,
			)
		);
		$placeholder = $this->placeholder( PortfolioRenderer::render_shortcode( $settings ) );
		$this->assert_inert( $placeholder );
		$this->assertSame( 0, $this->with_class( $placeholder, 'acces-portfolio__header' )->length, 'No header when nothing is in it.' );
		$this->assertSame( 3, $this->with_class( $placeholder, 'is-style-2' )->length );
		$this->assertSame( 0, $this->with_class( $placeholder, 'acces-portfolio__quick-view' )->length );
		$card = $this->with_class( $placeholder, 'acces-portfolio__card' )->item( 0 );
		$this->assertStringContainsString( 'acces-portfolio__title', $card->firstChild->getAttribute( 'class' ), 'The title comes first.' );
	}

	public function test_the_header_colour_is_escaped_and_only_a_colour(): void {
		$html = do_shortcode( '[acces_portfolio headerColor="red;background:url(x)"]' );
		$this->assertStringNotContainsString( 'url(', $html );
		$header = $this->with_class( $this->placeholder( $html ), 'acces-portfolio__header' )->item( 0 );
		$this->assertSame( 'background-color:#f0f4f8', $header->getAttribute( 'style' ) );
	}
}
