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
	 * The compiled script translations read in this request, by file (handle => JSON).
	 *
	 * @var array<string, array<string, string>>
	 */
	private static array $script_catalogues = array();

	/**
	 * The plugin's languages folder relative to the plugins folder, once known.
	 *
	 * @var string|null
	 */
	private ?string $relative_dir = null;

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
		add_filter( 'pre_load_script_translations', array( $this, 'compiled_script_translations' ), 10, 4 );
	}

	/**
	 * The translations of one of the plugin's scripts from
	 * languages/acces-tourisme-{locale}.scripts.l10n.php, which OPcache keeps compiled, instead
	 * of reading its JSON file on every page (the consent banner and the toolbar are on all of
	 * them). Same JSON text, written by tools/i18n.mjs next to the files.
	 *
	 * Only for the file WordPress looks up first in the plugin's languages folder (the one named
	 * after the handle), and never when a plugin filters or replaces script translation files
	 * (a translation plugin): WordPress then reads the files as usual.
	 *
	 * @param string|false|null $translations Translations already found (null: none yet).
	 * @param string|false      $file         Path of the JSON file WordPress is about to read.
	 * @param string            $handle       Script handle.
	 * @param string            $domain       Text domain.
	 * @return string|false|null
	 */
	public function compiled_script_translations( $translations, $file, $handle, $domain ) {
		if ( null !== $translations || 'acces-tourisme' !== $domain || ! is_string( $file ) || ! is_string( $handle ) || '' === $handle
			|| has_filter( 'load_script_translation_file' ) || has_filter( 'load_script_translations' )
		) {
			return $translations;
		}
		$prefix = dirname( $this->file ) . '/languages/acces-tourisme-';
		$suffix = '-' . $handle . '.json';
		if ( ! str_starts_with( $file, $prefix ) || ! str_ends_with( $file, $suffix ) ) {
			return $translations;
		}
		$locale = substr( $file, strlen( $prefix ), - strlen( $suffix ) );
		$json   = self::compiled( dirname( $this->file ) . '/languages', $locale, $handle );
		return null !== $json ? $json : $translations;
	}

	/**
	 * The translations of one of the plugin's scripts for this request's locale: the JSON text
	 * that load_script_textdomain() would give, read from the compiled catalogue without the
	 * search for its file. Null when that search is needed: when another plugin filters script
	 * translations (a translation plugin), or when the catalogue has none for the handle (a
	 * language pack in wp-content/languages may have it).
	 *
	 * @param string $handle Script handle.
	 * @param string $dir    The plugin's languages folder.
	 */
	public static function script_translations( string $handle, string $dir ): ?string {
		global $wp_filter;
		$callbacks = 0;
		foreach ( isset( $wp_filter['pre_load_script_translations'] ) ? $wp_filter['pre_load_script_translations']->callbacks : array() as $priority ) {
			$callbacks += count( $priority );
		}
		// Only this class's own callback (compiled_script_translations()).
		if ( 1 !== $callbacks || has_filter( 'load_script_translation_file' ) || has_filter( 'load_script_translations' ) ) {
			return null;
		}
		return self::compiled( $dir, determine_locale(), $handle );
	}

	/**
	 * A handle's JSON in languages/acces-tourisme-{locale}.scripts.l10n.php, which OPcache
	 * keeps compiled.
	 *
	 * @param string $dir    The plugin's languages folder.
	 * @param string $locale Locale.
	 * @param string $handle Script handle.
	 */
	private static function compiled( string $dir, string $locale, string $handle ): ?string {
		if ( 1 !== preg_match( '/^[a-z]{2,3}(?:_[A-Za-z0-9]+)*$/', $locale ) ) {
			return null;
		}
		$compiled = $dir . '/acces-tourisme-' . $locale . '.scripts.l10n.php';
		if ( ! isset( self::$script_catalogues[ $compiled ] ) ) {
			$catalogue                            = is_readable( $compiled ) ? include $compiled : null;
			self::$script_catalogues[ $compiled ] = is_array( $catalogue ) ? $catalogue : array();
		}
		$json = self::$script_catalogues[ $compiled ][ $handle ] ?? null;
		return is_string( $json ) ? $json : null;
	}

	/**
	 * Loads languages/acces-tourisme-{locale}.mo, read from its PHP copy when there is one
	 * (PhpTranslations).
	 */
	public function load_textdomain(): void {
		add_filter( 'override_load_textdomain', array( $this, 'load_php_catalogue' ), 10, 3 );
		load_plugin_textdomain( 'acces-tourisme', false, $this->relative_dir() );
		remove_filter( 'override_load_textdomain', array( $this, 'load_php_catalogue' ), 10 );
	}

	/**
	 * The plugin's languages folder, relative to the plugins folder (plugin_basename() is
	 * computed once: load_textdomain() and each load_php_catalogue() call need it).
	 */
	private function relative_dir(): string {
		if ( null === $this->relative_dir ) {
			$this->relative_dir = dirname( plugin_basename( $this->file ) ) . '/languages';
		}
		return $this->relative_dir;
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
		$ours = trailingslashit( WP_PLUGIN_DIR ) . $this->relative_dir() . '/';
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
