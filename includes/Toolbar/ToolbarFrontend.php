<?php
/**
 * Loads the accessibility toolbar and "Haut de page" on every public page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Toolbar;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Consent\ConsentSettings;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The script goes in the footer, the style in the head, and a tiny inline script at the top
 * of the head applies the visitor's stored preferences before the first paint.
 */
final class ToolbarFrontend implements Service {

	/**
	 * The site entry (src/site): the consent's code and the toolbar's in one script, with one
	 * set of translations and one inline style, printed on every public page.
	 */
	public const ENTRY = 'site/index';

	/**
	 * The minified head script, read once per request (ConsentFrontend asks too).
	 *
	 * @var string|null
	 */
	private static ?string $head_script = null;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_head', array( $this, 'print_prepaint_script' ), 1 );
	}

	/**
	 * Whether the toolbar or "Haut de page" is turned on (the site entry is loaded then).
	 *
	 * @param array{enabled: bool, scroll_top: bool}|null $settings The settings, when already read.
	 */
	public static function has_controls( ?array $settings = null ): bool {
		$settings = $settings ?? ToolbarSettings::get();
		return $settings['enabled'] || $settings['scroll_top'];
	}

	/**
	 * Adds the toolbar's settings to the site entry, unless both controls are turned off.
	 * ConsentFrontend has enqueued it with its style already; both calls change nothing then.
	 */
	public function enqueue(): void {
		$settings = ToolbarSettings::get();
		if ( ! self::has_controls( $settings ) ) {
			return;
		}
		$handle = Assets::enqueue( self::ENTRY );
		if ( '' === $handle ) {
			return;
		}
		// On every page: printed inside it, not as one more render-blocking request.
		Assets::inline_style( $handle );
		Assets::inline_translations( $handle );
		$front = array(
			'toolbar'   => $settings['enabled'],
			'scrollTop' => $settings['scroll_top'],
		);
		wp_add_inline_script( $handle, 'window.accesToolbarSettings = ' . wp_json_encode( $front ) . ';', 'before' );
	}

	/**
	 * The toolbar's head script (src/toolbar/prepaint.js, a fixed script of the plugin),
	 * minified by the build into build/prepaint.php; '' when the toolbar is off or there is no
	 * build (the toolbar itself is not there then).
	 */
	public static function head_script(): string {
		if ( ! ToolbarSettings::get()['enabled'] ) {
			return '';
		}
		if ( null === self::$head_script ) {
			$script            = Assets::compiled( 'prepaint.php' )['script'] ?? '';
			self::$head_script = is_string( $script ) ? $script : '';
		}
		return self::$head_script;
	}

	/**
	 * Prints the head script, after the consent's settings: it also draws a still copy of the
	 * consent banner while the page is read, when the visitor has made no choice yet, so that
	 * the banner is in its place at the first paint (src/toolbar/prepaint.js). ConsentFrontend
	 * prints the settings in the footer instead when there is no head script.
	 */
	public function print_prepaint_script(): void {
		$script = self::head_script();
		if ( '' === $script ) {
			return;
		}
		// The texts are the editor's (or an option written by other means): JSON_HEX_TAG and
		// JSON_HEX_AMP keep "<script", "<!--" and "</script" out of the script element.
		$settings = 'window.accesConsentSettings=' . wp_json_encode( ConsentSettings::front_end(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
		wp_print_inline_script_tag( $settings . $script, array( 'id' => 'acces-toolbar-prepaint' ) );
	}
}
