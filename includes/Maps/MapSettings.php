<?php
/**
 * The map settings (option acces_maps): tile URL template, attribution, default centre.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Service;
use AccesTourisme\Settings\FieldNotices;
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
		if ( ! is_string( $host ) || '' === $host ) {
			return false;
		}
		// A real host name around the subdomain placeholder: « https://{s}/… » names none.
		$written = wp_parse_url( str_replace( array( '{z}', '{x}', '{y}', '{r}' ), array( '0', '0', '0', '' ), $url ), PHP_URL_HOST );
		return is_string( $written ) && 1 === preg_match( '/[a-z0-9]/i', str_replace( '{s}', '', $written ) );
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

		// options.php has already unslashed the submitted values.
		if ( isset( $value['tile_url'] ) ) {
			$url = trim( (string) $value['tile_url'] );
			if ( self::is_tile_url( $url ) ) {
				$clean['tile_url'] = $url;
			} else {
				$this->error( 'tile_url', __( 'The tile URL template was not saved: it must start with http:// or https:// and contain {z}, {x} and {y}, for example https://tile.openstreetmap.org/{z}/{x}/{y}.png. The previous template is kept.', 'acces-tourisme' ) );
			}
		}

		// The attribution is refused rather than changed: empty, the maps would lose the credit
		// that the tile service's licence requires; with other markup than links, what was
		// written would be cut silently.
		if ( isset( $value['attribution'] ) ) {
			$given = trim( (string) $value['attribution'] );
			$kept  = self::kses_attribution( $given );
			if ( '' === $given ) {
				$this->error( 'attribution', __( 'The tile attribution was not saved: it cannot be empty, as tile services require their credit on the map (for OpenStreetMap: © OpenStreetMap contributors, with a link to https://www.openstreetmap.org/copyright). The previous attribution is kept.', 'acces-tourisme' ) );
			} elseif ( trim( wp_kses_normalize_entities( $given ) ) !== $kept ) {
				$this->error( 'attribution', __( 'The tile attribution was not saved: it may hold text and links only (<a href="https://…">, with the attributes href, hreflang and title), nothing else. The previous attribution is kept.', 'acces-tourisme' ) );
			} else {
				$clean['attribution'] = $kept;
			}
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
	 * Refuses a field's value with a French message (its previous value stays).
	 *
	 * @param string $key     Field.
	 * @param string $message French message.
	 */
	private function error( string $key, string $message ): void {
		FieldNotices::add( self::OPTION, 'acces_maps_' . $key, $message );
	}
}
