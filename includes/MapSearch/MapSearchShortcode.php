<?php
/**
 * The shortcode [acces_recherche_carte hauteur="450"]: the same map search as the block.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the shortcode.
 */
final class MapSearchShortcode implements Service {

	public const TAG = 'acces_recherche_carte';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_shortcode( self::TAG, array( $this, 'render' ) );
	}

	/**
	 * Shortcode render.
	 *
	 * @param array<string, string>|string $atts Attributes ('' when none).
	 */
	public function render( $atts = array() ): string {
		$atts = shortcode_atts(
			array( 'hauteur' => (string) SearchRenderer::DEFAULT_HEIGHT ),
			is_array( $atts ) ? $atts : array(),
			self::TAG
		);
		return SearchRenderer::render( $atts['hauteur'] );
	}
}
