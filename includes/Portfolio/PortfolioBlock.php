<?php
/**
 * The block acces-tourisme/portfolio.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registered from build/blocks/portfolio/block.json, rendered on the server (the wrapper).
 */
final class PortfolioBlock implements Service {

	public const NAME = 'acces-tourisme/portfolio';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
	}

	/**
	 * Registers the block; without a build, registers its attributes only (no editor script).
	 */
	public function register_block(): void {
		$args = array( 'render_callback' => array( $this, 'render' ) );
		if ( null === BlockTypes::metadata( 'portfolio' ) ) {
			// No build: the attributes of the sources' block.json.
			$args['attributes'] = PortfolioSettings::attributes();
		}
		BlockTypes::register( 'portfolio', self::NAME, $args );
	}

	/**
	 * Server render.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( array $attributes ): string {
		$settings = PortfolioSettings::from_block( $attributes );
		$extra    = array_merge( array( 'class' => 'acces-portfolio' ), PortfolioRenderer::data_attributes( $settings ) );
		$wrapper  = BlockTypes::wrapper_attributes( $extra );
		if ( null !== $wrapper ) {
			return PortfolioRenderer::wrapper( $wrapper, $settings );
		}
		$extra['class'] = 'wp-block-acces-tourisme-portfolio acces-portfolio';
		return PortfolioRenderer::wrapper( PortfolioRenderer::attributes_html( $extra ), $settings );
	}
}
