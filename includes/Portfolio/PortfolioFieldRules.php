<?php
/**
 * The editable fields of a portfolio item: their meta keys, allowed values and checks.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

defined( 'ABSPATH' ) || exit;

/**
 * One place for what each field accepts, used by the REST fields (which refuse bad input
 * with a French message) and by the post meta (which keeps the previous value).
 */
final class PortfolioFieldRules {

	public const TYPES    = array( 'page', 'video', 'image', 'iframe' );
	public const OPEN_IN  = array( 'new-tab', 'same-tab', 'other' );
	public const TEXT_MAX = 100;

	/**
	 * REST field name => array{meta: string, kind: string, default: string}.
	 * Kinds: "type", "open-in", "flag" ('0' or '1'), "url" (http/https or empty), "text".
	 *
	 * @return array<string, array{meta: string, kind: string, default: string}>
	 */
	public static function fields(): array {
		return array(
			'portfolio-type'               => array(
				'meta'    => 'acces_portfolio_type',
				'kind'    => 'type',
				'default' => 'page',
			),
			'acces-site-open-portfolio-in' => array(
				'meta'    => 'acces_site_open_portfolio_in',
				'kind'    => 'open-in',
				'default' => 'other',
			),
			'acces-site-open-in-new-tab'   => array(
				'meta'    => 'acces_site_open_in_new_tab',
				'kind'    => 'flag',
				'default' => '0',
			),
			'acces-site-url'               => array(
				'meta'    => 'acces_site_url',
				'kind'    => 'url',
				'default' => '',
			),
			'acces-site-type'              => array(
				'meta'    => 'acces_site_type',
				'kind'    => 'text',
				'default' => '',
			),
			'lightbox-image-url'           => array(
				'meta'    => 'acces_lightbox_image_url',
				'kind'    => 'url',
				'default' => '',
			),
			'portfolio-video-url'          => array(
				'meta'    => 'acces_portfolio_video_url',
				'kind'    => 'url',
				'default' => '',
			),
		);
	}

	/**
	 * The field whose meta key this is, or null.
	 *
	 * @param string $meta_key Meta key.
	 */
	public static function field_for_meta( string $meta_key ): ?string {
		foreach ( self::fields() as $field => $rule ) {
			if ( $rule['meta'] === $meta_key ) {
				return $field;
			}
		}
		return null;
	}

	/**
	 * The field's human name, for messages.
	 *
	 * @param string $field REST field name.
	 */
	public static function label( string $field ): string {
		$labels = array(
			'portfolio-type'               => __( 'Item type', 'acces-tourisme' ),
			'acces-site-open-portfolio-in' => __( 'Open the item in', 'acces-tourisme' ),
			'acces-site-open-in-new-tab'   => __( 'Open the site in a new tab', 'acces-tourisme' ),
			'acces-site-url'               => __( 'Site URL', 'acces-tourisme' ),
			'acces-site-type'              => __( 'Site type (badge)', 'acces-tourisme' ),
			'lightbox-image-url'           => __( 'Lightbox image URL', 'acces-tourisme' ),
			'portfolio-video-url'          => __( 'Video URL', 'acces-tourisme' ),
		);
		return $labels[ $field ] ?? $field;
	}

	/**
	 * Checks a value; returns its normalised form, or a WP_Error with a French message.
	 *
	 * @param string $field REST field name.
	 * @param mixed  $value Submitted value.
	 * @return string|\WP_Error
	 */
	public static function check( string $field, $value ) {
		$rules = self::fields();
		if ( ! isset( $rules[ $field ] ) ) {
			return new \WP_Error( 'acces_portfolio_unknown_field', __( 'Unknown field.', 'acces-tourisme' ) );
		}
		$label = self::label( $field );
		if ( is_string( $value ) && ! mb_check_encoding( $value, 'UTF-8' ) ) {
			// sanitize_text_field() would empty it: refused, so that the stored value stays.
			/* translators: %s: field name. */
			return self::error( sprintf( __( '%s: the value must be text.', 'acces-tourisme' ), $label ) );
		}
		switch ( $rules[ $field ]['kind'] ) {
			case 'flag':
				if ( true === $value || 1 === $value || '1' === $value ) {
					return '1';
				}
				if ( false === $value || 0 === $value || '0' === $value || '' === $value || null === $value ) {
					return '0';
				}
				/* translators: %s: field name. */
				return self::error( sprintf( __( '%s: the value must be 0 or 1.', 'acces-tourisme' ), $label ) );
			case 'type':
			case 'open-in':
				$allowed = 'type' === $rules[ $field ]['kind'] ? self::TYPES : self::OPEN_IN;
				if ( is_string( $value ) && in_array( $value, $allowed, true ) ) {
					return $value;
				}
				/* translators: 1: field name, 2: the allowed values, comma-separated. */
				return self::error( sprintf( __( '%1$s: the value must be one of %2$s.', 'acces-tourisme' ), $label, implode( ', ', $allowed ) ) );
			case 'url':
				return self::check_url( $label, $value );
			default:
				if ( ! is_string( $value ) ) {
					/* translators: %s: field name. */
					return self::error( sprintf( __( '%s: the value must be text.', 'acces-tourisme' ), $label ) );
				}
				$text = sanitize_text_field( $value );
				if ( mb_strlen( $text ) > self::TEXT_MAX ) {
					/* translators: 1: field name, 2: maximum number of characters. */
					return self::error( sprintf( __( '%1$s: at most %2$d characters.', 'acces-tourisme' ), $label, self::TEXT_MAX ) );
				}
				return $text;
		}
	}

	/**
	 * True when a string is an absolute http or https URL.
	 *
	 * @param string $url URL.
	 */
	public static function is_http_url( string $url ): bool {
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		$host   = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $scheme ) && in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) && is_string( $host ) && '' !== $host;
	}

	/**
	 * An empty string, or an absolute http(s) URL without spaces or control characters.
	 *
	 * @param string $label Field name.
	 * @param mixed  $value Submitted value.
	 * @return string|\WP_Error
	 */
	private static function check_url( string $label, $value ) {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_string( $value ) ) {
			/* translators: %s: field name. */
			return self::error( sprintf( __( '%s: the value must be text.', 'acces-tourisme' ), $label ) );
		}
		$url = trim( $value );
		if ( '' === $url ) {
			return '';
		}
		if ( preg_match( '/[\s\x00-\x1f\x7f<>"]/', $url ) || ! self::is_http_url( $url ) ) {
			/* translators: %s: field name. */
			return self::error( sprintf( __( '%s: the address must be a full web address starting with http:// or https://.', 'acces-tourisme' ), $label ) );
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/**
	 * A validation error (HTTP 400 in REST).
	 *
	 * @param string $message French message.
	 */
	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'acces_portfolio_invalid_field', $message, array( 'status' => 400 ) );
	}
}
