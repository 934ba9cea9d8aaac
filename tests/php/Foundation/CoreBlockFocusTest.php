<?php
/**
 * The focus, target-size and reflow rules for WordPress's own blocks.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Assets\CoreBlockFocus;
use AccesTourisme\Tests\TestCase;

/**
 * The rules go with the stylesheet that the page prints: the global styles (a block theme, or
 * a classic theme that loads block styles separately), else the block library's.
 */
final class CoreBlockFocusTest extends TestCase {

	protected function tear_down(): void {
		$GLOBALS['wp_styles'] = null;
		set_current_screen( 'front' );
		parent::tear_down();
	}

	/**
	 * The inline styles attached to a handle.
	 *
	 * @param string $handle Handle.
	 */
	private function inline( string $handle ): string {
		return implode( '', (array) wp_styles()->get_data( $handle, 'after' ) );
	}

	public function test_with_the_global_styles_enqueued_the_rules_go_with_them(): void {
		$GLOBALS['wp_styles'] = null;
		wp_register_style( 'global-styles', false );
		wp_enqueue_style( 'global-styles' );
		wp_register_style( 'wp-block-library', '/wp-includes/css/dist/block-library/style.min.css' );
		( new CoreBlockFocus() )->attach();
		$this->assertStringContainsString( CoreBlockFocus::CSS, $this->inline( 'global-styles' ) );
		$this->assertStringNotContainsString( CoreBlockFocus::CSS, $this->inline( 'wp-block-library' ) );
	}

	public function test_without_them_the_rules_go_with_the_block_library(): void {
		$GLOBALS['wp_styles'] = null;
		wp_register_style( 'wp-block-library', '/wp-includes/css/dist/block-library/style.min.css' );
		wp_enqueue_style( 'wp-block-library' );
		( new CoreBlockFocus() )->attach();
		$this->assertStringContainsString( CoreBlockFocus::CSS, $this->inline( 'wp-block-library' ) );
	}

	public function test_a_block_theme_page_prints_them(): void {
		$this->assertTrue( wp_is_block_theme(), 'The test site runs a block theme.' );
		$GLOBALS['wp_styles'] = null;
		do_action( 'wp_enqueue_scripts' );
		$this->assertStringContainsString( CoreBlockFocus::CSS, $this->inline( 'global-styles' ) );
	}

	public function test_the_editors_get_them_with_the_block_library_and_public_pages_pay_nothing_for_it(): void {
		$service = new CoreBlockFocus();
		$service->register();
		$this->assertFalse( has_action( 'enqueue_block_assets', array( $service, 'attach_in_editor' ) ), 'Not hooked on public pages.' );

		set_current_screen( 'post' );
		$editor = new CoreBlockFocus();
		$editor->register();
		$GLOBALS['wp_styles'] = null;
		do_action( 'enqueue_block_assets' );
		$this->assertStringContainsString( CoreBlockFocus::CSS, $this->inline( 'wp-block-library' ) );
		remove_action( 'enqueue_block_assets', array( $editor, 'attach_in_editor' ) );
	}
}
