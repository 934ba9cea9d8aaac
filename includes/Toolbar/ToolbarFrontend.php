<?php
/**
 * Loads the accessibility toolbar and "Haut de page" on every public page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Toolbar;

use AccesTourisme\Assets\Assets;
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
	 * The toolbar's head script (src/toolbar/prepaint.js, a fixed script of the plugin with no
	 * data in it), minified by the build into build/prepaint.php; '' when the toolbar is off or
	 * there is no build (the toolbar itself is not there then).
	 */
	public static function head_script(): string {
		return ToolbarSettings::get()['enabled'] ? Assets::head_script( 'toolbar' ) : '';
	}

	/**
	 * Prints the head script: the visitor's stored preferences applied before the first paint.
	 * Before the consent's (ConsentFrontend::print_head_script()), which measures the banner's
	 * first view at the enlarged text size.
	 */
	public function print_prepaint_script(): void {
		$script = self::head_script();
		if ( '' !== $script ) {
			wp_print_inline_script_tag( $script, array( 'id' => 'acces-toolbar-prepaint' ) );
		}
	}
}
