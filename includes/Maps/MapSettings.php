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
	 * out of an attribute or a script. The host may hold the subdomain placeholder {s}, and
	 * nothing else of the template; no user name or password (every visitor would get them).
	 *
	 * @param mixed $url Candidate.
	 */
	public static function is_tile_url( $url ): bool {
		if ( ! is_string( $url ) || strlen( $url ) > 500 || preg_match( '/[\s"\'<>\\\\`]/', $url ) ) {
			return false;
		}
		if ( ! preg_match( '#^https?://([^/?\#]+)#i', $url, $authority ) ) {
			return false;
		}
		if ( str_contains( $authority[1], '@' ) || preg_match( '/\{(?!s\})[^}]*\}/', $authority[1] ) ) {
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
	 * The placeholders of the tile's numbers that a template lacks, when it is right otherwise
	 * (with them added at its end, it would be a tile URL); none otherwise.
	 *
	 * @param string $url Candidate.
	 * @return string[]
	 */
	private static function missing_placeholders( string $url ): array {
		$missing = array_values(
			array_filter(
				array( '{z}', '{x}', '{y}' ),
				static fn ( string $placeholder ): bool => ! str_contains( $url, $placeholder )
			)
		);
		return array() !== $missing && self::is_tile_url( rtrim( $url, '/' ) . '/' . implode( '/', $missing ) ) ? $missing : array();
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

		// options.php has already unslashed the submitted values. A value that is not text (a
		// crafted request: « tile_url[]=… ») is refused as any other wrong value.
		$text = static function ( string $key ) use ( $value ): ?string {
			return is_scalar( $value[ $key ] ) ? trim( (string) $value[ $key ] ) : null;
		};

		if ( isset( $value['tile_url'] ) ) {
			$url     = $text( 'tile_url' );
			$missing = null !== $url ? self::missing_placeholders( $url ) : array();
			if ( null !== $url && self::is_tile_url( $url ) && ( ! self::site_is_https() || 0 === stripos( $url, 'https://' ) ) ) {
				$clean['tile_url'] = $url;
			} elseif ( null !== $url && self::is_tile_url( $url ) ) {
				$this->error( 'tile_url', __( 'The tile URL template was not saved: this site is served over https, and browsers block tiles fetched over http:// on its pages. Use the https:// address of the tile service. The previous template is kept.', 'acces-tourisme' ), $url );
			} elseif ( array() !== $missing ) {
				// Only the tile's numbers are missing (the most common slip): the message says which.
				$this->error(
					'tile_url',
					sprintf(
						/* translators: %s: the missing placeholders, such as « {x} » or « {x} and {y} ». */
						_n(
							'The tile URL template was not saved: %s is missing. A template holds {z} (the zoom), {x} and {y} (the tile), for example https://tile.openstreetmap.org/{z}/{x}/{y}.png. The previous template is kept.',
							'The tile URL template was not saved: %s are missing. A template holds {z} (the zoom), {x} and {y} (the tile), for example https://tile.openstreetmap.org/{z}/{x}/{y}.png. The previous template is kept.',
							count( $missing ),
							'acces-tourisme'
						),
						1 === count( $missing ) ? $missing[0] : sprintf(
							/* translators: 1: the first items of a list, separated by commas, 2: its last item. */
							__( '%1$s and %2$s', 'acces-tourisme' ),
							implode( ', ', array_slice( $missing, 0, -1 ) ),
							end( $missing )
						)
					),
					$url
				);
			} else {
				$this->error( 'tile_url', __( 'The tile URL template was not saved: it must start with http:// or https://, name the tile server (only {s} may stand in its name; no user name or password) and contain {z}, {x} and {y}, for example https://tile.openstreetmap.org/{z}/{x}/{y}.png. The previous template is kept.', 'acces-tourisme' ), $url );
			}
		}

		// The attribution is refused rather than changed: empty, the maps would lose the credit
		// that the tile service's licence requires; with other markup than links, what was
		// written would be cut silently.
		if ( isset( $value['attribution'] ) ) {
			$given = $text( 'attribution' );
			$kept  = self::kses_attribution( (string) $given );
			if ( null === $given ) {
				$this->error( 'attribution', __( 'The tile attribution was not saved: it may hold text and links only (<a href="https://…">, with the attributes href, hreflang and title), nothing else. The previous attribution is kept.', 'acces-tourisme' ) );
			} elseif ( '' === $given ) {
				$this->error( 'attribution', __( 'The tile attribution was not saved: it cannot be empty, as tile services require their credit on the map (for OpenStreetMap: © OpenStreetMap contributors, with a link to https://www.openstreetmap.org/copyright). The previous attribution is kept.', 'acces-tourisme' ) );
			} elseif ( trim( wp_kses_normalize_entities( $given ) ) !== $kept ) {
				$this->error( 'attribution', __( 'The tile attribution was not saved: it may hold text and links only (<a href="https://…">, with the attributes href, hreflang and title), nothing else. The previous attribution is kept.', 'acces-tourisme' ), $given );
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
			$number = str_replace( ',', '.', (string) $text( $key ) );
			if ( is_scalar( $value[ $key ] ) && is_numeric( $number ) && abs( (float) $number ) <= $limit ) {
				$clean[ $key ] = (float) $number;
			} else {
				$this->error( $key, $message, $text( $key ) );
			}
		}
		return $clean;
	}

	/**
	 * Whether the site's pages are served over https (its address, or this request).
	 */
	private static function site_is_https(): bool {
		return is_ssl() || 'https' === wp_parse_url( home_url(), PHP_URL_SCHEME );
	}

	/**
	 * The stored attribution as the admin wrote it, for its field: stored as HTML, a lone « & »
	 * is « &amp; », which the field showed as such after every save. An « &amp; » that the
	 * admin wrote before an entity's name (to show « &copy; » as text) stays; saving the field
	 * again stores the same HTML.
	 *
	 * @param string $html The stored attribution.
	 */
	public static function attribution_for_field( string $html ): string {
		return (string) preg_replace( '/&amp;(?![a-z0-9#]+;)/i', '&', $html );
	}

	/**
	 * Refuses a field's value with a French message (its previous value stays).
	 *
	 * @param string  $key     Field.
	 * @param string  $message French message.
	 * @param ?string $typed   The refused entry, shown back in its field.
	 */
	private function error( string $key, string $message, ?string $typed = null ): void {
		FieldNotices::add( self::OPTION, 'acces_maps_' . $key, $message, 'error', $typed );
	}
}
