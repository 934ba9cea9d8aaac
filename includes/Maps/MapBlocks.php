<?php
/**
 * The blocks acces-tourisme/map (list map) and acces-tourisme/map-place (single-place map).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers both blocks from build/ (block.json is the truth) with server rendering; without
 * a build they still render on the site.
 */
final class MapBlocks implements Service {

	public const MAP   = 'acces-tourisme/map';
	public const PLACE = 'acces-tourisme/map-place';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers the blocks.
	 */
	public function register_blocks(): void {
		BlockTypes::register( 'map', self::MAP, array( 'render_callback' => array( $this, 'render_map' ) ) );
		BlockTypes::register( 'map-place', self::PLACE, array( 'render_callback' => array( $this, 'render_place' ) ) );
	}

	/**
	 * The wrapper attributes of the block being rendered.
	 */
	private function attributes(): string {
		return BlockTypes::wrapper_attributes( array( 'class' => 'acces-map-block' ) ) ?? 'class="acces-map-block"';
	}

	/**
	 * Renders the list map.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render_map( array $attributes = array() ): string {
		return MapRenderer::list_map(
			is_string( $attributes['category'] ?? null ) ? $attributes['category'] : '',
			$attributes['height'] ?? 0,
			$this->attributes()
		);
	}

	/**
	 * Renders the single-place map: its coordinates, else its provider, else the provider in
	 * context or of the page.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      The block.
	 */
	public function render_place( array $attributes = array(), string $content = '', $block = null ): string {
		$provider = (int) ( $attributes['providerId'] ?? 0 );
		if ( 0 === $provider && $block instanceof \WP_Block && isset( $block->context['postId'] ) && ProviderPostType::POST_TYPE === ( $block->context['postType'] ?? '' ) ) {
			$provider = (int) $block->context['postId'];
		}
		return MapRenderer::point_map(
			$attributes['lat'] ?? '',
			$attributes['lng'] ?? '',
			$provider,
			$attributes['height'] ?? 0,
			$this->attributes()
		);
	}
}
