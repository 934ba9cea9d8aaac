<?php
/**
 * Loads the plugin's translations.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * Text domain loading.
 */
final class I18n implements Service {

	/**
	 * Absolute path of plugin.php.
	 *
	 * @var string
	 */
	private string $file;

	/**
	 * Constructor.
	 *
	 * @param string $file Absolute path of plugin.php.
	 */
	public function __construct( string $file ) {
		$this->file = $file;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'load_textdomain' ), 0 );
	}

	/**
	 * Loads languages/acces-tourisme-{locale}.mo.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'acces-tourisme', false, dirname( plugin_basename( $this->file ) ) . '/languages' );
	}
}
