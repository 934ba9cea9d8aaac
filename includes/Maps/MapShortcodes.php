<?php
/**
 * The shortcodes [acces_carte categorie="hotels" hauteur="400"] and
 * [acces_carte_lieu] / [acces_carte_lieu lat="43.9" lng="1.4"].
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The same maps as the blocks, for classic content and page builders.
 */
final class MapShortcodes implements Service {

	public const LIST_MAP  = 'acces_carte';
	public const PLACE_MAP = 'acces_carte_lieu';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_shortcode( self::LIST_MAP, array( $this, 'render_list' ) );
		add_shortcode( self::PLACE_MAP, array( $this, 'render_place' ) );
	}

	/**
	 * [acces_carte categorie="" hauteur=""].
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function render_list( $atts = array() ): string {
		$atts = shortcode_atts(
			array(
				'categorie' => '',
				'hauteur'   => (string) MapRenderer::DEFAULT_HEIGHT,
			),
			is_array( $atts ) ? $atts : array(),
			self::LIST_MAP
		);
		return MapRenderer::list_map( (string) $atts['categorie'], $atts['hauteur'] );
	}

	/**
	 * [acces_carte_lieu lat="" lng="" prestataire="" hauteur=""].
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function render_place( $atts = array() ): string {
		$atts = shortcode_atts(
			array(
				'lat'         => '',
				'lng'         => '',
				'prestataire' => '0',
				'hauteur'     => (string) MapRenderer::DEFAULT_HEIGHT,
			),
			is_array( $atts ) ? $atts : array(),
			self::PLACE_MAP
		);
		return MapRenderer::point_map( $atts['lat'], $atts['lng'], absint( $atts['prestataire'] ), $atts['hauteur'] );
	}
}
