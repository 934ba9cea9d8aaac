<?php
/**
 * Loads the consent banner on every public page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Service;
use AccesTourisme\Toolbar\ToolbarFrontend;

defined( 'ABSPATH' ) || exit;

/**
 * The script goes in the footer; its style in the head, and its settings with a small head
 * script that draws the banner's first view before the first paint (src/consent/prepaint.js).
 * The server never reads the consent cookies, so every visitor gets the same HTML and
 * full-page caches keep working.
 */
final class ConsentFrontend implements Service {

	/**
	 * The consent's code alone, for a site that turns both toolbar controls off. Otherwise the
	 * page gets the site entry (ToolbarFrontend::ENTRY), which holds the consent and the toolbar.
	 */
	public const ENTRY = 'consent/index';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		// After the toolbar's head script (priority 1), which applies the text size.
		add_action( 'wp_head', array( $this, 'print_head_script' ), 2 );
	}

	/**
	 * The consent's head script (src/consent/prepaint.js), minified by the build into
	 * build/prepaint.php: it draws the banner's first view while the page is read when no
	 * choice is recorded, so that the banner is in its place at the first paint; '' without a
	 * build.
	 */
	public static function head_script(): string {
		return Assets::head_script( 'consent' );
	}

	/**
	 * Prints the consent's settings and its head script, which draws the banner's first view
	 * from them. ConsentFrontend::enqueue() prints the settings in the footer instead when
	 * there is no head script.
	 */
	public function print_head_script(): void {
		$script = self::head_script();
		if ( '' === $script ) {
			return;
		}
		// The texts are the editor's (or an option written by other means): JSON_HEX_TAG and
		// JSON_HEX_AMP keep "<script", "<!--" and "</script" out of the script element.
		$settings = 'window.accesConsentSettings=' . wp_json_encode( ConsentSettings::front_end(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
		wp_print_inline_script_tag( $settings . $script, array( 'id' => 'acces-consent-prepaint' ) );
	}

	/**
	 * The entry that holds the consent's code on this site: the site entry (consent and toolbar,
	 * one script for both), or the consent's own when the toolbar has nothing to show.
	 */
	public static function entry(): string {
		return ToolbarFrontend::has_controls() ? ToolbarFrontend::ENTRY : self::ENTRY;
	}

	/**
	 * Enqueues the entry with its settings.
	 */
	public function enqueue(): void {
		$handle = Assets::enqueue( self::entry() );
		if ( '' === $handle ) {
			return;
		}
		// On every page: printed inside it, not as one more render-blocking request.
		Assets::inline_style( $handle );
		Assets::inline_translations( $handle );
		// In the head with the head script, which draws the banner's first view from them while
		// the page is read (print_head_script()). The texts are the editor's (or an option
		// written by other means): JSON_HEX_TAG and JSON_HEX_AMP keep "<script", "<!--" and
		// "</script" out of the script element.
		if ( '' !== self::head_script() ) {
			return;
		}
		wp_add_inline_script( $handle, 'window.accesConsentSettings = ' . wp_json_encode( ConsentSettings::front_end(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	}
}
