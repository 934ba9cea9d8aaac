<?php
/**
 * The editor panel of portfolio items.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Loads src/portfolio-editor (a document settings panel) on the block editor of portfolio
 * items only.
 */
final class PortfolioEditor implements Service {

	public const ENTRY = 'portfolio-editor/index';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the panel on the portfolio item editor.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || PortfolioPostType::POST_TYPE !== $screen->post_type ) {
			return;
		}
		Assets::enqueue( self::ENTRY );
	}
}
