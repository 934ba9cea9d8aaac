<?php
/**
 * Registers the built front-end entries (build/) as scripts and styles, on demand.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Assets;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * One entry of webpack.config.js ("map/index", "blocks/portfolio/view", ...) becomes the
 * script handle "acces-map-index" etc. Entries are enqueued by whoever renders their
 * wrapper, so a page without the wrapper loads nothing.
 */
final class Assets implements Service {

	/**
	 * Absolute path of plugin.php.
	 *
	 * @var string
	 */
	private static string $file = '';

	/**
	 * Constructor.
	 *
	 * @param string $file Absolute path of plugin.php.
	 */
	public function __construct( string $file ) {
		self::$file = $file;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// Entries are registered lazily by enqueue(); the global things are a focus fix for a
		// core block (see CoreBlockFocus) and deferred loading on WordPress before 6.3.
		( new CoreBlockFocus() )->register();
		DeferredScripts::register();
	}

	/**
	 * The script handle of an entry.
	 *
	 * @param string $entry Entry name, e.g. "map/index".
	 */
	public static function handle( string $entry ): string {
		return 'acces-' . str_replace( '/', '-', $entry );
	}

	/**
	 * Absolute path of the plugin's root directory.
	 */
	public static function dir(): string {
		return dirname( self::$file ? self::$file : ACCES_TOURISME_FILE );
	}

	/**
	 * URL of a file of the plugin.
	 *
	 * @param string $path Path relative to the plugin root.
	 */
	public static function url( string $path ): string {
		return plugins_url( $path, self::$file ? self::$file : ACCES_TOURISME_FILE );
	}

	/**
	 * Registers an entry's script (and its style, if the build made one). Returns its handle,
	 * or '' when the entry has not been built.
	 *
	 * @param string $entry Entry name, e.g. "map/index".
	 */
	public static function register_entry( string $entry ): string {
		$handle = self::handle( $entry );
		if ( wp_script_is( $handle, 'registered' ) ) {
			return $handle;
		}
		$asset_file = self::dir() . '/build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return '';
		}
		$asset = require $asset_file;
		wp_register_script(
			$handle,
			self::url( 'build/' . $entry . '.js' ),
			$asset['dependencies'] ?? array(),
			$asset['version'] ?? ACCES_TOURISME_VERSION,
			true
		);
		if ( function_exists( 'wp_script_add_data' ) ) {
			wp_script_add_data( $handle, 'strategy', 'defer' );
		}
		wp_set_script_translations( $handle, 'acces-tourisme', self::dir() . '/languages' );
		if ( is_readable( self::dir() . '/build/' . $entry . '.css' ) ) {
			wp_register_style( $handle, self::url( 'build/' . $entry . '.css' ), array(), $asset['version'] ?? ACCES_TOURISME_VERSION );
		}
		return $handle;
	}

	/**
	 * Enqueues an entry's script and style. Safe to call several times.
	 *
	 * @param string $entry Entry name, e.g. "map/index".
	 */
	public static function enqueue( string $entry ): string {
		$handle = self::register_entry( $entry );
		if ( '' === $handle ) {
			return '';
		}
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		return $handle;
	}
}
