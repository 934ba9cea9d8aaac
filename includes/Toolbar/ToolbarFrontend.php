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

	public const ENTRY = 'toolbar/index';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_head', array( $this, 'print_prepaint_script' ), 1 );
	}

	/**
	 * Enqueues the entry with its settings, unless both controls are turned off.
	 */
	public function enqueue(): void {
		$settings = ToolbarSettings::get();
		if ( ! $settings['enabled'] && ! $settings['scroll_top'] ) {
			return;
		}
		$handle = Assets::enqueue( self::ENTRY );
		if ( '' === $handle ) {
			return;
		}
		// On every page: printed inside it, not as one more render-blocking request.
		Assets::inline_style( $handle );
		$front = array(
			'toolbar'   => $settings['enabled'],
			'scrollTop' => $settings['scroll_top'],
		);
		wp_add_inline_script( $handle, 'window.accesToolbarSettings = ' . wp_json_encode( $front ) . ';', 'before' );
	}

	/**
	 * Prints includes/Toolbar/prepaint.js (a fixed script of the plugin, no data in it).
	 */
	public function print_prepaint_script(): void {
		if ( ! ToolbarSettings::get()['enabled'] ) {
			return;
		}
		$script = (string) file_get_contents( __DIR__ . '/prepaint.js' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file of the plugin.
		wp_print_inline_script_tag( trim( $script ), array( 'id' => 'acces-toolbar-prepaint' ) );
	}
}
