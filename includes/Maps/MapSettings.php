<?php
/**
 * The map settings (option acces_maps): tile URL template, attribution, default centre.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Service;
use AccesTourisme\Settings\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * A section "Maps" on Réglages › Accès Tourisme. Each field is validated on its own: a bad
 * value is refused with a French settings error and its previous value stays.
 */
final class MapSettings implements Service {

	public const OPTION = 'acces_maps';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'admin_init', array( ( new MapSettingsFields() ), 'register_fields' ) );
	}

	/**
	 * The defaults: OpenStreetMap's standard tiles and their attribution, centre 43.858, 1.425.
	 *
	 * @return array{tile_url: string, attribution: string, center_lat: float, center_lng: float}
	 */
	public static function defaults(): array {
		return array(
			'tile_url'    => 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
			'attribution' => '© <a href="https://www.openstreetmap.org/copyright">' . __( 'OpenStreetMap contributors', 'acces-tourisme' ) . '</a>',
			'center_lat'  => 43.858,
			'center_lng'  => 1.425,
		);
	}

	/**
	 * The current settings, completed with the defaults.
	 *
	 * @return array{tile_url: string, attribution: string, center_lat: float, center_lng: float}
	 */
	public static function get(): array {
		$defaults = self::defaults();
		$value    = get_option( self::OPTION, array() );
		$value    = is_array( $value ) ? $value : array();
		return array(
			'tile_url'    => isset( $value['tile_url'] ) && self::is_tile_url( $value['tile_url'] ) ? (string) $value['tile_url'] : $defaults['tile_url'],
			'attribution' => isset( $value['attribution'] ) && is_string( $value['attribution'] ) ? self::kses_attribution( $value['attribution'] ) : $defaults['attribution'],
			'center_lat'  => isset( $value['center_lat'] ) && is_numeric( $value['center_lat'] ) ? (float) $value['center_lat'] : $defaults['center_lat'],
			'center_lng'  => isset( $value['center_lng'] ) && is_numeric( $value['center_lng'] ) ? (float) $value['center_lng'] : $defaults['center_lng'],
		);
	}

	/**
	 * Registers the option with its sanitising callback.
	 */
	public function register_setting(): void {
		register_setting(
			SettingsPage::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * A tile URL template: http or https, a host, {z}, {x} and {y}, nothing that could break
	 * out of an attribute or a script.
	 *
	 * @param mixed $url Candidate.
	 */
	public static function is_tile_url( $url ): bool {
		if ( ! is_string( $url ) || strlen( $url ) > 500 || preg_match( '/[\s"\'<>\\\\`]/', $url ) ) {
			return false;
		}
		if ( ! preg_match( '#^https?://[^/?\#]+#i', $url ) ) {
			return false;
		}
		foreach ( array( '{z}', '{x}', '{y}' ) as $placeholder ) {
			if ( ! str_contains( $url, $placeholder ) ) {
				return false;
			}
		}
		$host = wp_parse_url( str_replace( array( '{s}', '{z}', '{x}', '{y}', '{r}' ), array( 'a', '0', '0', '0', '' ), $url ), PHP_URL_HOST );
		return is_string( $host ) && '' !== $host;
	}

	/**
	 * The attribution with links only.
	 *
	 * @param string $html Candidate.
	 */
	public static function kses_attribution( string $html ): string {
		return trim(
			wp_kses(
				$html,
				array(
					'a' => array(
						'href'     => true,
						'hreflang' => true,
						'title'    => true,
					),
				),
				array( 'http', 'https' )
			)
		);
	}

	/**
	 * Validates each submitted field; a refused field keeps its previous value.
	 *
	 * @param mixed $value Submitted value.
	 * @return array{tile_url: string, attribution: string, center_lat: float, center_lng: float}
	 */
	public function sanitize( $value ): array {
		$previous = self::get();
		if ( ! is_array( $value ) ) {
			return $previous;
		}
		$clean = $previous;

		if ( isset( $value['tile_url'] ) ) {
			$url = trim( wp_unslash( (string) $value['tile_url'] ) );
			if ( self::is_tile_url( $url ) ) {
				$clean['tile_url'] = $url;
			} else {
				$this->error( 'tile_url', __( 'The tile URL template was not saved: it must start with http:// or https:// and contain {z}, {x} and {y}, for example https://tile.openstreetmap.org/{z}/{x}/{y}.png. The previous template is kept.', 'acces-tourisme' ) );
			}
		}

		if ( isset( $value['attribution'] ) ) {
			$clean['attribution'] = self::kses_attribution( wp_unslash( (string) $value['attribution'] ) );
		}

		foreach ( array(
			'center_lat' => array( 90, __( 'The latitude of the default centre was not saved: enter a number between -90 and 90 (for example 43.858). The previous value is kept.', 'acces-tourisme' ) ),
			'center_lng' => array( 180, __( 'The longitude of the default centre was not saved: enter a number between -180 and 180 (for example 1.425). The previous value is kept.', 'acces-tourisme' ) ),
		) as $key => list( $limit, $message ) ) {
			if ( ! isset( $value[ $key ] ) ) {
				continue;
			}
			$number = str_replace( ',', '.', trim( (string) $value[ $key ] ) );
			if ( is_numeric( $number ) && abs( (float) $number ) <= $limit ) {
				$clean[ $key ] = (float) $number;
			} else {
				$this->error( $key, $message );
			}
		}
		return $clean;
	}

	/**
	 * Adds a settings error once (WordPress may sanitise the same value twice).
	 *
	 * @param string $code    Field.
	 * @param string $message French message.
	 */
	private function error( string $code, string $message ): void {
		foreach ( get_settings_errors( self::OPTION ) as $existing ) {
			if ( ( $existing['code'] ?? '' ) === 'acces_maps_' . $code ) {
				return;
			}
		}
		add_settings_error( self::OPTION, 'acces_maps_' . $code, $message, 'error' );
	}
}
