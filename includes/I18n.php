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
	 * Loads languages/acces-tourisme-{locale}.mo, read from its PHP copy when there is one
	 * (PhpTranslations).
	 */
	public function load_textdomain(): void {
		add_filter( 'override_load_textdomain', array( $this, 'load_php_catalogue' ), 10, 3 );
		load_plugin_textdomain( 'acces-tourisme', false, dirname( plugin_basename( $this->file ) ) . '/languages' );
		remove_filter( 'override_load_textdomain', array( $this, 'load_php_catalogue' ), 10 );
	}

	/**
	 * Loads the PHP copy of the plugin's own .mo file instead of parsing the .mo. Leaves every
	 * other case to WordPress: another domain or folder (a translation in wp-content/languages
	 * wins, as usual), strings of the domain already loaded (WordPress merges them), a site
	 * that filters or watches .mo loading (translation plugins), no PHP copy.
	 *
	 * @param bool   $override Whether loading is already overridden.
	 * @param string $domain   Text domain.
	 * @param string $mofile   Path of the .mo file.
	 * @return bool
	 */
	public function load_php_catalogue( $override, $domain, $mofile ) {
		global $l10n;
		$ours = trailingslashit( WP_PLUGIN_DIR ) . dirname( plugin_basename( $this->file ) ) . '/languages/';
		if ( $override || 'acces-tourisme' !== $domain || ! is_string( $mofile ) || dirname( $mofile ) . '/' !== $ours || ! str_ends_with( $mofile, '.mo' )
			|| ( isset( $l10n[ $domain ] ) && ! $l10n[ $domain ] instanceof \NOOP_Translations )
			|| has_filter( 'load_textdomain_mofile' ) || has_action( 'load_textdomain' )
		) {
			return $override;
		}
		$translations = PhpTranslations::from_file( substr( $mofile, 0, -3 ) . '.l10n.php' );
		if ( null === $translations ) {
			return $override;
		}
		$l10n[ $domain ] = $translations; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- What load_textdomain() does.
		if ( isset( $GLOBALS['wp_textdomain_registry'] ) && $GLOBALS['wp_textdomain_registry'] instanceof \WP_Textdomain_Registry ) {
			$GLOBALS['wp_textdomain_registry']->set( $domain, determine_locale(), dirname( $mofile ) );
		}
		return true;
	}
}
