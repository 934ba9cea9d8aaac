<?php
/**
 * Deferred loading of the plugin's scripts and of what only they need (WordPress 6.1/6.2).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Assets\DeferredScripts;
use AccesTourisme\Tests\TestCase;

/**
 * The printed page: our scripts and React come with `defer`; a script with an inline script
 * after it, or needed by a script that is not deferred, stays as it was.
 */
final class DeferredScriptsTest extends TestCase {

	/**
	 * The scripts before the test.
	 *
	 * @var \WP_Scripts|null
	 */
	private $saved;

	protected function set_up(): void {
		parent::set_up();
		$this->saved           = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new \WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_register_script( 'polyfill', 'https://example.org/polyfill.js', array(), '1', true );
		wp_add_inline_script( 'polyfill', 'window.polyfilled = true;', 'after' );
		wp_register_script( 'lib', 'https://example.org/lib.js', array( 'polyfill' ), '1', true );
		wp_register_script( 'lib-dom', 'https://example.org/lib-dom.js', array( 'lib' ), '1', true );
		wp_register_script( 'acces-app', 'https://example.org/app.js', array( 'lib-dom' ), '1', true );
		wp_script_add_data( 'acces-app', 'strategy', 'defer' );
		wp_add_inline_script( 'acces-app', 'window.appSettings = {};', 'before' );
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The footer's HTML with the filter on.
	 */
	private function printed(): string {
		add_filter( 'script_loader_tag', array( DeferredScripts::class, 'filter_tag' ), 10, 2 );
		ob_start();
		wp_scripts()->do_items();
		$html = (string) ob_get_clean();
		remove_filter( 'script_loader_tag', array( DeferredScripts::class, 'filter_tag' ), 10 );
		return $html;
	}

	/**
	 * Whether the external script of a handle is deferred in the HTML.
	 *
	 * @param string $html   HTML.
	 * @param string $handle Handle.
	 */
	private function deferred( string $html, string $handle ): bool {
		$this->assertMatchesRegularExpression( "#<script[^>]*id='{$handle}-js'#", $html, "{$handle} is printed" );
		return 1 === preg_match( "#<script defer [^>]*id='{$handle}-js'#", $html );
	}

	public function test_our_script_and_what_only_it_needs_are_deferred_in_dependency_order(): void {
		wp_enqueue_script( 'acces-app' );
		$html = $this->printed();
		$this->assertTrue( $this->deferred( $html, 'acces-app' ) );
		$this->assertTrue( $this->deferred( $html, 'lib-dom' ) );
		$this->assertTrue( $this->deferred( $html, 'lib' ) );
		// An inline script after it would run before it: it stays parser-blocking.
		$this->assertFalse( $this->deferred( $html, 'polyfill' ) );
		// Inline scripts themselves are untouched; our "before" one still precedes the app.
		$this->assertStringContainsString( "<script id='acces-app-js-before'>", $html );
		$this->assertLessThan( strpos( $html, "id='acces-app-js'" ), strpos( $html, "id='acces-app-js-before'" ) );
		// The order of the elements is the order of the dependencies.
		$this->assertLessThan( strpos( $html, "id='lib-dom-js'" ), strpos( $html, "id='lib-js'" ) );
		$this->assertLessThan( strpos( $html, "id='acces-app-js'" ), strpos( $html, "id='lib-dom-js'" ) );
		$this->assertSame( 3, substr_count( $html, '<script defer ' ) );
	}

	public function test_a_dependency_of_a_blocking_script_stays_blocking(): void {
		wp_register_script( 'theme-slider', 'https://example.org/slider.js', array( 'lib' ), '1', true );
		wp_enqueue_script( 'acces-app' );
		wp_enqueue_script( 'theme-slider' );
		$html = $this->printed();
		$this->assertTrue( $this->deferred( $html, 'acces-app' ) );
		$this->assertTrue( $this->deferred( $html, 'lib-dom' ) );
		$this->assertFalse( $this->deferred( $html, 'lib' ), 'the theme script runs during parsing and needs it' );
		$this->assertFalse( $this->deferred( $html, 'theme-slider' ), 'other scripts are left as they are' );
	}

	public function test_a_page_without_our_scripts_is_left_as_it_is(): void {
		wp_enqueue_script( 'lib-dom' );
		$html = $this->printed();
		$this->assertStringNotContainsString( 'defer', $html );
	}

	public function test_the_site_loads_react_deferred_with_the_consent_and_toolbar_script(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_default_scripts( wp_scripts() );
		do_action( 'wp_enqueue_scripts' );
		$handle = \AccesTourisme\Assets\Assets::enqueue( 'site/index' );
		\AccesTourisme\Assets\Assets::inline_translations( $handle );
		$html = $this->printed();
		foreach ( array( 'react', 'react-dom', 'acces-site-index' ) as $handle ) {
			$this->assertTrue( $this->deferred( $html, $handle ), $handle );
		}
		// WordPress's React and nothing else of its packages (src/shared/element.ts, i18n.ts):
		// their translations come inline, before the script, without wp.i18n.
		foreach ( array( 'wp-element', 'wp-escape-html', 'wp-i18n', 'wp-hooks' ) as $handle ) {
			$this->assertStringNotContainsString( "id='{$handle}-js'", $html, $handle );
		}
		$this->assertStringNotContainsString( "id='acces-site-index-js-translations'", $html );
		// Nor wp-polyfill and regenerator-runtime, which WordPress 6.1's React listed for
		// Internet Explorer 11 (Assets::front_end_packages_without_polyfill()).
		foreach ( array( 'wp-polyfill', 'regenerator-runtime' ) as $handle ) {
			$this->assertStringNotContainsString( "id='{$handle}-js'", $html, $handle );
		}
		$this->assertMatchesRegularExpression( "#<script id='acces-site-index-js-before'>[^<]*window\.accesL10n = \{[^<]*\"Accept all\":\[\"Tout accepter\"\]#", $html );
	}

	public function test_public_pages_load_wordpress_packages_without_the_internet_explorer_polyfill(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_default_scripts( wp_scripts() );
		$this->assertContains( 'wp-polyfill', wp_scripts()->registered['react']->deps, 'WordPress 6.1 registers it so' );
		do_action( 'wp_enqueue_scripts' );
		// The map's and the portfolio's entries: React, wp-element, wp-i18n, wp-html-entities.
		foreach ( array( 'react', 'react-dom', 'wp-element', 'wp-escape-html', 'wp-html-entities', 'wp-hooks', 'wp-i18n' ) as $handle ) {
			$this->assertNotContains( 'wp-polyfill', wp_scripts()->registered[ $handle ]->deps, $handle );
		}
		$this->assertSame( array( 'react', 'react-dom', 'wp-escape-html' ), wp_scripts()->registered['wp-element']->deps );
		wp_enqueue_script( 'wp-element' );
		wp_enqueue_script( 'wp-i18n' );
		$html = $this->printed();
		foreach ( array( 'react', 'react-dom', 'wp-escape-html', 'wp-element', 'wp-hooks', 'wp-i18n' ) as $handle ) {
			$this->assertStringContainsString( "id='{$handle}-js'", $html, $handle );
		}
		$this->assertStringNotContainsString( "id='wp-polyfill-js'", $html );
		$this->assertStringNotContainsString( "id='regenerator-runtime-js'", $html );
		// A script that declares it still gets it, with what it needs.
		wp_register_script( 'theme-legacy', 'https://example.org/legacy.js', array( 'wp-polyfill' ), '1', true );
		wp_enqueue_script( 'theme-legacy' );
		$html = $this->printed();
		$this->assertStringContainsString( "id='wp-polyfill-js'", $html );
		$this->assertStringContainsString( "id='regenerator-runtime-js'", $html );
	}

	public function test_no_public_page_entry_of_the_build_reaches_wp_polyfill(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_default_scripts( wp_scripts() );
		do_action( 'wp_enqueue_scripts' );
		$entries = \AccesTourisme\Assets\Assets::compiled( 'assets-manifest.php' );
		$this->assertArrayHasKey( 'site/index', $entries, 'the build has its manifest' );
		$checked = 0;
		foreach ( $entries as $entry => $asset ) {
			// Editor entries (a block's editor script, the post editors' panels) load on admin screens.
			if ( preg_match( '#^blocks/[^/]+/index$|-editor/index$#', $entry ) ) {
				continue;
			}
			$reached = array();
			$pending = $asset['dependencies'];
			while ( $pending ) {
				$handle = (string) array_pop( $pending );
				if ( isset( $reached[ $handle ] ) ) {
					continue;
				}
				$reached[ $handle ] = true;
				$pending            = array_merge( $pending, (array) ( wp_scripts()->registered[ $handle ]->deps ?? array() ) );
			}
			$this->assertArrayNotHasKey( 'wp-polyfill', $reached, $entry );
			++$checked;
		}
		// site, consent, map, map search, lightbox, particles, provider pages, leaflet, 2 views.
		$this->assertGreaterThanOrEqual( 10, $checked );
	}

	public function test_admin_screens_keep_wordpress_registration(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_default_scripts( wp_scripts() );
		do_action( 'admin_enqueue_scripts', 'post.php' );
		do_action( 'enqueue_block_editor_assets' );
		$this->assertContains( 'wp-polyfill', wp_scripts()->registered['react']->deps );
		$this->assertContains( 'wp-polyfill', wp_scripts()->registered['wp-i18n']->deps );
	}
}
