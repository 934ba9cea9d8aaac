<?php
/**
 * Stylesheets printed inside the page: Assets::inline_style().
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Tests\TestCase;

/**
 * A style of ours that every page has is printed as a style element with the file's rules,
 * once, instead of a render-blocking link; WordPress's own inlining does not add it again.
 */
final class InlineStylesTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		// As on a new request: register_entry() skips an entry whose script is registered.
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		parent::tear_down();
	}

	public function test_a_style_of_ours_is_printed_inside_the_page_once(): void {
		$handle = Assets::enqueue( 'consent/index' );
		$this->assertSame( 'acces-consent-index', $handle );
		Assets::inline_style( $handle );
		Assets::inline_style( $handle ); // A second call (another block) changes nothing.
		ob_start();
		wp_maybe_inline_styles();
		wp_print_styles( $handle );
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( '<link', $html );
		$this->assertSame( 1, substr_count( $html, "<style id='acces-consent-index-inline-css'>" ) );
		$css = (string) file_get_contents( dirname( __DIR__, 3 ) . '/build/consent/index.css' );
		$this->assertNotSame( '', trim( $css ) );
		$this->assertSame( 1, substr_count( $html, trim( $css ) ), 'the whole stylesheet, once' );
	}

	public function test_a_style_left_alone_is_a_link_that_wordpress_may_inline_by_its_path(): void {
		$handle = Assets::register_entry( 'map/index' );
		$this->assertSame( dirname( __DIR__, 3 ) . '/build/map/index.css', wp_styles()->get_data( $handle, 'path' ) );
		ob_start();
		wp_print_styles( $handle );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( "<link rel='stylesheet' id='acces-map-index-css'", $html );
	}

	public function test_relative_urls_in_an_inlined_style_stay_right(): void {
		$handle = Assets::register_entry( 'map/index' );
		wp_enqueue_style( $handle );
		Assets::inline_style( $handle );
		ob_start();
		wp_print_styles( $handle );
		$html = (string) ob_get_clean();
		// Every url() is absolute, root-relative, a data URI or a fragment: none is resolved
		// against the page's address instead of the stylesheet's.
		preg_match_all( '#url\(\s*[\'"]?([^\'")]+)#', $html, $urls );
		foreach ( $urls[1] as $url ) {
			$this->assertMatchesRegularExpression( '#^(https?:|/|data:|\#)#', $url );
		}
	}

	public function test_the_build_manifest_is_in_step_with_every_entry_file(): void {
		$build    = dirname( __DIR__, 3 ) . '/build';
		$manifest = include $build . '/assets-manifest.php';
		$files    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $build, \FilesystemIterator::SKIP_DOTS ) );
		$entries  = array();
		foreach ( $files as $file ) {
			$path = (string) $file;
			if ( ! str_ends_with( $path, '.asset.php' ) ) {
				continue;
			}
			$entry             = substr( $path, strlen( $build ) + 1, -strlen( '.asset.php' ) );
			$entries[ $entry ] = true;
			$asset             = require $path;
			$css               = $build . '/' . $entry . '.css';
			$this->assertSame( $asset['dependencies'], $manifest[ $entry ]['dependencies'] ?? null, "$entry: build/assets-manifest.php is stale, run npm run build." );
			$this->assertSame( $asset['version'], $manifest[ $entry ]['version'] );
			$this->assertSame( is_readable( $css ) ? file_get_contents( $css ) : null, $manifest[ $entry ]['style'], "$entry: its stylesheet" );
		}
		$this->assertContains( 'consent/index', array_keys( $entries ) );
		$this->assertEqualsCanonicalizing( array_keys( $entries ), array_keys( $manifest ) );
	}

	public function test_without_the_manifest_the_entry_files_are_read(): void {
		$manifest = new \ReflectionProperty( Assets::class, 'manifest' );
		$manifest->setAccessible( true );
		$styles = new \ReflectionProperty( Assets::class, 'styles' );
		$styles->setAccessible( true );
		$manifest->setValue( null, array() ); // As under SCRIPT_DEBUG or with no manifest.
		$styles->setValue( null, array() );
		try {
			$handle = Assets::enqueue( 'site/index' );
			Assets::inline_style( $handle );
			ob_start();
			wp_print_styles( $handle );
			$html  = (string) ob_get_clean();
			$asset = require dirname( __DIR__, 3 ) . '/build/site/index.asset.php';
			$this->assertSame( $asset['version'], wp_scripts()->registered[ $handle ]->ver );
			$this->assertSame( 1, substr_count( $html, trim( (string) file_get_contents( dirname( __DIR__, 3 ) . '/build/site/index.css' ) ) ) );
		} finally {
			$manifest->setValue( null, null );
		}
	}
}
