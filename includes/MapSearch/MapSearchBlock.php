<?php
/**
 * The block acces-tourisme/map-search (attribute height), rendered by the server.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block from build/blocks/map-search (block.json and the editor script).
 */
final class MapSearchBlock implements Service {

	public const NAME = 'acces-tourisme/map-search';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
	}

	/**
	 * Registers the block; without a build, it still renders on the site.
	 */
	public function register_block(): void {
		BlockTypes::register(
			'map-search',
			self::NAME,
			array(
				'render_callback' => array( $this, 'render' ),
				'attributes'      => array(
					'height' => array(
						'type'    => 'number',
						'default' => SearchRenderer::DEFAULT_HEIGHT,
					),
				),
			)
		);
	}

	/**
	 * Block render.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( array $attributes = array() ): string {
		$wrapper = BlockTypes::wrapper_attributes( array( 'class' => 'acces-map-search' ) ) ?? 'class="wp-block-acces-tourisme-map-search acces-map-search"';
		return SearchRenderer::render( $attributes['height'] ?? SearchRenderer::DEFAULT_HEIGHT, $wrapper );
	}
}
