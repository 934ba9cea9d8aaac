<?php
/**
 * Small CSS repairs of core blocks that the accessibility sweep found on the demo site.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Assets;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A few bytes of CSS, printed with the theme's block styles, for what WordPress 6.1's own
 * blocks get wrong on a site that aims at WCAG 2.2 AA (found by tests/e2e/a11y/sweep.spec.ts,
 * which checks them on every page type):
 * - the search block removes its field's outline when the button sits inside the field's
 *   border (`.wp-block-search__input:focus { outline: none }`): no visible focus (2.4.7);
 * - the site title's link is a 20 px high line of text next to the menu (target size, 2.5.8);
 * - a query title with an unbreakable search term (« accessible ») is wider than 320 px
 *   (reflow, 1.4.10);
 * - a gallery's image captions lie over the bottom of their image (white 13 px text on a
 *   gradient, cut at 60 % of the image and scrolled inside it): on a phone they hide half of
 *   every thumbnail and the end of their own text, scroll only with a mouse, keep their size
 *   when the visitor enlarges the text (1.4.4), and a tap on them misses the image's link (the
 *   lightbox does not open). They go under their image, in the page's colours and in `em`, as
 *   WordPress itself shows them for rounded or bordered images; an image with a caption is at
 *   least 7.5rem wide (or the gallery's width), so that larger text gives fewer, wider columns
 *   instead of captions broken in the middle of every word (two columns on a phone at 100 %,
 *   one at 200 %).
 */
final class CoreBlockFocus implements Service {

	public const CSS = '.wp-block-search .wp-block-search__input:focus-visible{outline:2px solid currentColor;outline-offset:2px}'
		. '.wp-block-site-title a{display:inline-block;min-height:24px}'
		. '.wp-block-query-title{overflow-wrap:anywhere}'
		. '.wp-block-gallery.has-nested-images figure.wp-block-image figcaption.wp-element-caption{position:relative;flex:initial;max-height:none;overflow:visible;margin:0;padding:.4em .25em 0;background:none;color:inherit;font-size:.875em}'
		. '.wp-block-gallery.has-nested-images figure.wp-block-image:has(>figcaption){min-width:min(100%,7.5rem)}';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'attach' ), 20 );
		if ( is_admin() ) {
			// The editors (post and site editor, whose frame gets this hook's styles) show the
			// content as the site does: a gallery's captions under their images there too.
			add_action( 'enqueue_block_assets', array( $this, 'attach_in_editor' ) );
		}
	}

	/**
	 * Attaches the rules to the block library's stylesheet, which the editors load.
	 */
	public function attach_in_editor(): void {
		wp_add_inline_style( 'wp-block-library', self::CSS );
	}

	/**
	 * Attaches the rules to the global styles when WordPress has enqueued them by now (a block
	 * theme, or a classic theme that loads block styles separately: priority 10 of this hook),
	 * else to the block library's stylesheet (a classic theme). Asked of the style queue, not of
	 * wp_is_block_theme(), which builds a WP_Theme object on every page.
	 */
	public function attach(): void {
		$handle = wp_style_is( 'global-styles', 'enqueued' ) ? 'global-styles' : 'wp-block-library';
		wp_add_inline_style( $handle, self::CSS );
	}
}
