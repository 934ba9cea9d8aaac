<?php
/**
 * The "particle background" block style of core/group.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Media;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the style; when a group with it is rendered, enqueues its small script (a
 * decorative canvas) and its stylesheet (background and text colours with AA contrast).
 */
final class ParticleBackground implements Service {

	public const STYLE = 'acces-particles';

	public const ENTRY = 'particles/index';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_style' ) );
		add_filter( 'render_block_core/group', array( $this, 'enqueue_when_used' ), 10, 2 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_style' ) );
	}

	/**
	 * Registers the block style.
	 */
	public function register_style(): void {
		register_block_style(
			'core/group',
			array(
				'name'  => self::STYLE,
				'label' => __( 'Particle background', 'acces-tourisme' ),
			)
		);
	}

	/**
	 * Enqueues the effect when a group uses the style.
	 *
	 * @param string               $html  Rendered block.
	 * @param array<string, mixed> $block Parsed block.
	 * @return string The same HTML.
	 */
	public function enqueue_when_used( $html, $block ) {
		$class = is_array( $block ) && isset( $block['attrs']['className'] ) && is_string( $block['attrs']['className'] ) ? $block['attrs']['className'] : '';
		if ( str_contains( ' ' . $class . ' ', ' is-style-' . self::STYLE . ' ' ) ) {
			Assets::enqueue( self::ENTRY );
		}
		return $html;
	}

	/**
	 * In the editor, the style's colours (not the animation).
	 */
	public function editor_style(): void {
		if ( Assets::register_entry( self::ENTRY ) && wp_style_is( Assets::handle( self::ENTRY ), 'registered' ) ) {
			wp_enqueue_style( Assets::handle( self::ENTRY ) );
		}
	}
}
