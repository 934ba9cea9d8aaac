<?php
/**
 * Prints the portfolio wrapper that the front-end app mounts on.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Assets\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The same wrapper for the block and the shortcode: the settings as an escaped JSON data
 * attribute (read, then removed, by the app), the REST addresses it calls, and inside it the
 * placeholder that reserves the first page's space until the app shows it (PortfolioPlaceholder).
 * The view script and its style are enqueued here, so only pages holding a wrapper load them.
 */
final class PortfolioRenderer {

	public const VIEW_ENTRY = 'blocks/portfolio/view';

	/**
	 * The data attributes of a wrapper.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 * @return array<string, string>
	 */
	public static function data_attributes( array $settings ): array {
		return array(
			'data-settings'             => (string) wp_json_encode( $settings, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ), // An entity in a text would be decoded by the browser.
			'data-api-url'              => rest_url( 'wp/v2/' . PortfolioPostType::POST_TYPE ),
			'data-categories-url'       => rest_url( 'wp/v2/' . PortfolioPostType::CATEGORIES ),
			'data-other-categories-url' => rest_url( 'wp/v2/' . PortfolioPostType::OTHER_CATEGORIES ),
		);
	}

	/**
	 * The wrapper, with attributes already built and escaped by the caller, holding the
	 * placeholder of the first page.
	 *
	 * @param string               $attributes Escaped HTML attributes.
	 * @param array<string, mixed> $settings   Normalised settings.
	 */
	public static function wrapper( string $attributes, array $settings ): string {
		// The grid and its placeholder's layout, inside the page (no render-blocking request).
		Assets::inline_style( Assets::enqueue( self::VIEW_ENTRY ) );
		return '<div ' . $attributes . '>' . PortfolioPlaceholder::html( $settings ) . '</div>';
	}

	/**
	 * Escaped HTML attributes from a name => value map.
	 *
	 * @param array<string, string> $attributes Attributes.
	 */
	public static function attributes_html( array $attributes ): string {
		$html = array();
		foreach ( $attributes as $name => $value ) {
			$html[] = sanitize_key( $name ) . '="' . esc_attr( $value ) . '"';
		}
		return implode( ' ', $html );
	}

	/**
	 * The wrapper of a shortcode (no block supports there).
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 */
	public static function render_shortcode( array $settings ): string {
		return self::wrapper(
			self::attributes_html(
				array_merge(
					array( 'class' => 'wp-block-acces-tourisme-portfolio acces-portfolio' ),
					self::data_attributes( $settings )
				)
			),
			$settings
		);
	}
}
