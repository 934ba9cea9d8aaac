<?php
/**
 * Registers the built front-end entries (build/) as scripts and styles, on demand.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Assets;

use AccesTourisme\I18n;
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
		add_action( 'wp_enqueue_scripts', array( self::class, 'front_end_packages_without_polyfill' ), 0 );
	}

	/**
	 * The scripts of WordPress that the plugin's public-page entries load (their .asset.php
	 * files: React, wp-element and wp-i18n, with what these depend on). Editor entries are not
	 * concerned: they load on admin screens. A test checks that no public-page entry of the
	 * build reaches wp-polyfill (DeferredScriptsTest): an entry that starts using another
	 * package of WordPress makes it fail until the package is listed here.
	 */
	private const FRONT_END_PACKAGES = array( 'react', 'wp-element', 'wp-escape-html', 'wp-html-entities', 'wp-hooks', 'wp-i18n' );

	/**
	 * On the public pages, WordPress's React and packages above no longer pull in wp-polyfill
	 * and, through it, regenerator-runtime. WordPress 6.1 lists wp-polyfill among their
	 * dependencies, a dependency added for Internet Explorer 11 (React's in 2018, Gutenberg pull
	 * request 11916), whose support WordPress dropped in 5.8: every page of the site printed and
	 * loaded two scripts (24 KB minified) that none of these needs in the browsers WordPress
	 * supports (none of them uses regenerator-runtime either). A script that needs wp-polyfill
	 * still gets it by declaring it. Admin screens and the editor keep WordPress's registration.
	 */
	public static function front_end_packages_without_polyfill(): void {
		$registered = wp_scripts()->registered;
		foreach ( self::FRONT_END_PACKAGES as $handle ) {
			if ( isset( $registered[ $handle ] ) ) {
				$registered[ $handle ]->deps = array_values( array_diff( $registered[ $handle ]->deps, array( 'wp-polyfill' ) ) );
			}
		}
	}

	/**
	 * Entries that other entries depend on, by handle: when an entry lists one of these among
	 * its dependencies (its .asset.php), it is registered with it. Leaflet is a script of its
	 * own (webpack.config.js), shared by the map, the map search and the provider editor.
	 */
	private const SHARED_ENTRIES = array(
		'acces-leaflet-index' => 'leaflet/index',
	);

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
	 * Styles moved to the end of the page by footer_style(), by handle.
	 *
	 * @var array<string, true>
	 */
	private static array $footer_styles = array();

	/**
	 * The plugin folder's URL, by plugin file and scheme (url()).
	 *
	 * @var array<string, string>
	 */
	private static array $base_urls = array();

	/**
	 * The compiled manifest of the build (build/assets-manifest.php), by entry; empty when
	 * there is none or under SCRIPT_DEBUG.
	 *
	 * @var array<string, array{dependencies: string[], version: string, style: string|null}>|null
	 */
	private static ?array $manifest = null;

	/**
	 * Stylesheet texts from the manifest, by handle.
	 *
	 * @var array<string, string>
	 */
	private static array $styles = array();

	/**
	 * The head scripts of the build (head_script()), once read.
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $head_scripts = null;

	/**
	 * Whether each theme asked about is a block theme (is_block_theme()).
	 *
	 * @var array<string, bool>
	 */
	private static array $block_themes = array();

	/**
	 * URL of the plugin's folder: plugins_url( '', $file ). Written directly in the common case,
	 * a plugin folder right inside WP_PLUGIN_DIR and no plugins_url filter (what plugins_url()
	 * then returns), without its path normalising and its search of symlinked plugin folders;
	 * plugins_url() itself for anything else (a symlinked or must-use copy, a CDN filter).
	 *
	 * @param string $file Absolute path of plugin.php.
	 */
	public static function folder_url( string $file ): string {
		$dir    = dirname( $file );
		$plugin = defined( 'WP_PLUGIN_DIR' ) ? WP_PLUGIN_DIR . '/' : '';
		$folder = '' !== $plugin && str_starts_with( $dir, $plugin ) ? substr( $dir, strlen( $plugin ) ) : '';
		if ( '' === $folder || str_contains( $folder, '/' ) || str_contains( $folder, '\\' ) || has_filter( 'plugins_url' ) || ! defined( 'WP_PLUGIN_URL' ) ) {
			return plugins_url( '', $file );
		}
		return set_url_scheme( WP_PLUGIN_URL ) . '/' . $folder;
	}

	/**
	 * URL of a file of the plugin.
	 *
	 * @param string $path Path relative to the plugin root.
	 */
	public static function url( string $path ): string {
		$file = self::$file ? self::$file : ACCES_TOURISME_FILE;
		$key  = $file . ( is_ssl() ? '|https' : '|http' );
		// plugins_url() normalises paths and runs its filter at each call: the folder's URL
		// is asked once per request (several entries are registered on every page).
		if ( ! isset( self::$base_urls[ $key ] ) ) {
			self::$base_urls[ $key ] = self::folder_url( $file );
		}
		return self::$base_urls[ $key ] . '/' . ltrim( $path, '/' );
	}

	/**
	 * An entry as the build's manifest gives it (dependencies, version, stylesheet text or
	 * null), or null when the manifest does not have it: the entry's own files are read then.
	 * The manifest is a PHP array that OPcache keeps compiled, so the consent banner and the
	 * toolbar, on every page, cost no file read. A watch build (npm start) does not write it:
	 * under SCRIPT_DEBUG the files are always read.
	 *
	 * @param string $entry Entry name.
	 * @return array{dependencies: string[], version: string, style: string|null}|null
	 */
	private static function built( string $entry ): ?array {
		if ( null === self::$manifest ) {
			self::$manifest = defined( 'SCRIPT_DEBUG' ) && SCRIPT_DEBUG ? array() : self::compiled( 'assets-manifest.php' );
		}
		return self::$manifest[ $entry ] ?? null;
	}

	/**
	 * A PHP array that the build compiled (tools/blocks-manifest.mjs writes them under build/),
	 * or an empty array when the build has none.
	 *
	 * @param string $name File name under build/.
	 * @return array<string, mixed>
	 */
	public static function compiled( string $name ): array {
		$file = self::dir() . '/build/' . $name;
		$data = is_readable( $file ) ? include $file : null;
		return is_array( $data ) ? $data : array();
	}

	/**
	 * A head script of the build (build/prepaint.php: `toolbar` or `consent`), minified, read
	 * once per request; '' when there is no build.
	 *
	 * @param string $name The script's key.
	 */
	public static function head_script( string $name ): string {
		if ( null === self::$head_scripts ) {
			self::$head_scripts = self::compiled( 'prepaint.php' );
		}
		$script = self::$head_scripts[ $name ] ?? '';
		return is_string( $script ) ? $script : '';
	}

	/**
	 * Whether the active theme is a block theme, asked once per theme and request:
	 * wp_is_block_theme() builds a WP_Theme object at each call.
	 */
	public static function is_block_theme(): bool {
		$theme = get_stylesheet();
		if ( ! isset( self::$block_themes[ $theme ] ) ) {
			self::$block_themes[ $theme ] = function_exists( 'wp_is_block_theme' ) && wp_is_block_theme();
		}
		return self::$block_themes[ $theme ];
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
		$css   = self::dir() . '/build/' . $entry . '.css';
		$asset = self::built( $entry );
		if ( null !== $asset ) {
			$has_style = is_string( $asset['style'] ?? null );
		} else {
			$asset_file = self::dir() . '/build/' . $entry . '.asset.php';
			if ( ! is_readable( $asset_file ) ) {
				return '';
			}
			$asset     = require $asset_file;
			$has_style = is_readable( $css );
		}
		foreach ( $asset['dependencies'] ?? array() as $dependency ) {
			if ( isset( self::SHARED_ENTRIES[ $dependency ] ) ) {
				self::register_entry( self::SHARED_ENTRIES[ $dependency ] );
			}
		}
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
		// Through wp-i18n for a script that uses it; the site-wide scripts read theirs from
		// inline_translations() instead (src/shared/i18n.ts).
		if ( ! in_array( $entry, self::SHARED_ENTRIES, true ) && in_array( 'wp-i18n', $asset['dependencies'] ?? array(), true ) ) {
			wp_set_script_translations( $handle, 'acces-tourisme', self::dir() . '/languages' );
		}
		if ( $has_style ) {
			wp_register_style( $handle, self::url( 'build/' . $entry . '.css' ), array(), $asset['version'] ?? ACCES_TOURISME_VERSION );
			// With its path, WordPress may print a small stylesheet inline rather than as a
			// render-blocking request (wp_maybe_inline_styles, smallest first, within the
			// styles_inline_size_limit filter's 20 KB), as it does with block styles.
			wp_style_add_data( $handle, 'path', $css );
			if ( is_string( $asset['style'] ?? null ) ) {
				self::$styles[ $handle ] = $asset['style'];
			}
		}
		return $handle;
	}

	/**
	 * Prints a registered stylesheet of ours inside the page rather than as a link: for the
	 * small styles that every page has (consent banner, toolbar), so that they do not add
	 * render-blocking requests, without taking the share of the styles_inline_size_limit
	 * budget that WordPress gives the theme's and blocks' styles. Relative URLs in it are made
	 * relative to the site's root, as WordPress does when it inlines.
	 *
	 * @param string $handle A handle registered by register_entry().
	 */
	public static function inline_style( string $handle ): void {
		$styles = wp_styles();
		$path   = $styles->get_data( $handle, 'path' );
		if ( ! isset( $styles->registered[ $handle ] ) || ! is_string( $path ) || '' === $path || ( ! isset( self::$styles[ $handle ] ) && ! is_readable( $path ) ) ) {
			return;
		}
		$css = self::$styles[ $handle ] ?? (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin's build.
		// Most of our styles have no url(): skip WordPress's scan of them on every page.
		if ( false !== strpos( $css, 'url(' ) && function_exists( '_wp_normalize_relative_css_links' ) ) {
			$css = _wp_normalize_relative_css_links( $css, (string) $styles->registered[ $handle ]->src );
		}
		$styles->registered[ $handle ]->src = false;
		// No path any more: wp_maybe_inline_styles() would otherwise add it a second time.
		$styles->add_data( $handle, 'path', '' );
		wp_add_inline_style( $handle, $css );
	}

	/**
	 * Gives a script that does not load wp-i18n (the site-wide scripts: src/shared/i18n.ts) its
	 * translations, once: the same JSON that WordPress would hand to wp.i18n, found the same
	 * way (load_script_textdomain(), its filters included), printed before the script as
	 * window.accesL10n.
	 *
	 * @param string $handle Script handle.
	 */
	public static function inline_translations( string $handle ): void {
		$scripts = wp_scripts();
		if ( ! isset( $scripts->registered[ $handle ] ) || $scripts->get_data( $handle, 'acces_l10n' ) ) {
			return;
		}
		$scripts->add_data( $handle, 'acces_l10n', true );
		$dir  = self::dir() . '/languages';
		$json = I18n::script_translations( $handle, $dir ) ?? load_script_textdomain( $handle, 'acces-tourisme', $dir );
		if ( is_string( $json ) && '' !== $json ) {
			// JSON text, printed as WordPress prints script translations, with "<" written
			// "\u003C" (the same string in JSON, where "<" is only ever inside a string) so
			// that nothing in it can end the script element.
			wp_add_inline_script( $handle, 'window.accesL10n = ' . str_replace( '<', '\u003C', $json ) . ';', 'before' );
		}
	}

	/**
	 * Moves an enqueued stylesheet of ours to the end of the page, where it does not hold up
	 * the first paint: for the styles of what only appears after an interaction (the lightbox
	 * dialog). Styles enqueued after the head are printed there anyway.
	 *
	 * @param string $handle A handle registered by register_entry().
	 */
	public static function footer_style( string $handle ): void {
		if ( did_action( 'wp_head' ) || ! wp_style_is( $handle, 'registered' ) ) {
			return;
		}
		// Each call: enqueue() may have been called again for it since.
		wp_dequeue_style( $handle );
		self::$footer_styles[ $handle ] = true;
		if ( ! has_action( 'wp_footer', array( self::class, 'enqueue_footer_styles' ) ) ) {
			// Before wp_maybe_inline_styles (1) and the footer's printing of late styles (20).
			add_action( 'wp_footer', array( self::class, 'enqueue_footer_styles' ), 0 );
		}
	}

	/**
	 * Enqueues the styles that footer_style() kept for the end of the page (wp_footer).
	 */
	public static function enqueue_footer_styles(): void {
		foreach ( array_keys( self::$footer_styles ) as $handle ) {
			wp_enqueue_style( $handle );
		}
		self::$footer_styles = array();
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
