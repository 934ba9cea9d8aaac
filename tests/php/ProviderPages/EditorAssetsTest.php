<?php
/**
 * The provider editor's script: on a provider's edit screen only, with its settings.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\Assets\Assets;
use AccesTourisme\ProviderEditor\EditorAssets;
use AccesTourisme\Providers\AccessibilityFeatures;
use AccesTourisme\Tests\TestCase;

/**
 * Enqueueing and settings.
 */
final class EditorAssetsTest extends TestCase {

	private const HANDLE = 'acces-provider-editor-index';

	/**
	 * Starts without any enqueued script.
	 */
	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$this->assertFileExists( Assets::dir() . '/build/provider-editor/index.asset.php', 'Build the front end first (npm run build).' );
	}

	/**
	 * Leaves the admin screen.
	 */
	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null;
		$GLOBALS['wp_scripts']     = null;
		$GLOBALS['wp_styles']      = null;
		parent::tear_down();
	}

	/**
	 * Runs the block editor's asset hook on an edit screen of a post type.
	 *
	 * @param string $post_type Post type.
	 */
	private function editor_of( string $post_type ): void {
		set_current_screen( $post_type );
		$this->assertSame( $post_type, get_current_screen()->post_type );
		do_action( 'enqueue_block_editor_assets' );
	}

	public function test_the_panels_load_on_a_providers_edit_screen_with_their_french_settings(): void {
		$this->editor_of( 'acces-provider' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( self::HANDLE, 'enqueued' ) );
		$deps = wp_scripts()->registered[ self::HANDLE ]->deps;
		$this->assertContains( 'wp-edit-post', $deps );
		$this->assertContains( 'wp-core-data', $deps );

		$inline = implode( "\n", (array) wp_scripts()->get_data( self::HANDLE, 'before' ) );
		$this->assertSame( 1, preg_match( '/^window\.accesProviderEditor = (.*);$/m', $inline, $m ) );
		$settings = json_decode( $m[1], true );
		$this->assertSame( 'Handicap moteur', $settings['disabilities']['moteur'] );
		$this->assertCount( count( AccessibilityFeatures::all() ), $settings['features'] );
		$this->assertSame( array( 'moteur', 'visuel', 'auditif', 'mental' ), $settings['features'][ count( $settings['features'] ) - 1 ]['families'] );
		$this->assertStringEndsWith( '/markers', $settings['iconBase'] );
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $settings['tiles']['url'] );
		$this->assertSame(
			array(
				'lat' => 43.858,
				'lng' => 1.425,
			),
			$settings['center']
		);
	}

	public function test_other_edit_screens_do_not_load_them(): void {
		$this->editor_of( 'page' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_the_settings_match_the_catalogue(): void {
		$slugs = array_column( EditorAssets::settings()['features'], 'slug' );
		$this->assertSame( AccessibilityFeatures::slugs(), $slugs );
	}
}
