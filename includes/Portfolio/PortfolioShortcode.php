<?php
/**
 * The shortcode [acces_portfolio].
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * [acces_portfolio itemsPerPage="6" columns="2" showSearch="no" categorySelectedNum="3,5"]:
 * the block's wrapper, each attribute named as the block setting (in any case).
 */
final class PortfolioShortcode implements Service {

	public const TAG = 'acces_portfolio';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'add_shortcode' ) );
	}

	/**
	 * Adds the shortcode.
	 */
	public function add_shortcode(): void {
		add_shortcode( self::TAG, array( $this, 'render' ) );
	}

	/**
	 * Renders the wrapper.
	 *
	 * @param array<string|int, mixed>|string $atts Shortcode attributes.
	 */
	public function render( $atts ): string {
		return PortfolioRenderer::render_shortcode( PortfolioSettings::from_shortcode( $atts ) );
	}
}
