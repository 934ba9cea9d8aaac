<?php
/**
 * Leaflet as a script of its own: Assets::register_entry() of an entry that depends on it.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Assets\DeferredScripts;
use AccesTourisme\Tests\TestCase;

/**
 * The map, the map search and the provider editor load one Leaflet, printed before them with
 * `defer` (the browser runs it in a task of its own), without translations of ours.
 */
final class SharedEntriesTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		parent::tear_down();
	}

	public function test_the_map_scripts_load_one_leaflet_before_them_deferred(): void {
		foreach ( array( 'map/index', 'map-search/index', 'provider-editor/index' ) as $entry ) {
			$handle = Assets::register_entry( $entry );
			$this->assertContains( 'acces-leaflet-index', wp_scripts()->registered[ $handle ]->deps, $entry );
		}
		$leaflet = wp_scripts()->registered['acces-leaflet-index'] ?? null;
		$this->assertNotNull( $leaflet );
		$this->assertStringEndsWith( '/build/leaflet/index.js', (string) $leaflet->src );
		$this->assertFileExists( dirname( __DIR__, 3 ) . '/build/leaflet/index.js' );
		$this->assertSame( array(), $leaflet->deps, 'Leaflet needs nothing else (no wp-i18n).' );
		$this->assertNull( $leaflet->textdomain, 'No translations of ours to load for Leaflet.' );

		wp_enqueue_script( 'acces-map-index' );
		add_filter( 'script_loader_tag', array( DeferredScripts::class, 'filter_tag' ), 10, 2 );
		ob_start();
		wp_scripts()->do_items();
		$html = (string) ob_get_clean();
		remove_filter( 'script_loader_tag', array( DeferredScripts::class, 'filter_tag' ), 10 );

		$this->assertSame( 1, substr_count( $html, "id='acces-leaflet-index-js'" ) );
		$this->assertMatchesRegularExpression( "#<script defer src='[^']*/build/leaflet/index\.js[^']*' id='acces-leaflet-index-js'#", $html );
		$this->assertLessThan(
			strpos( $html, "id='acces-map-index-js'" ),
			strpos( $html, "id='acces-leaflet-index-js'" ),
			'Leaflet is printed before the map.'
		);
	}
}
