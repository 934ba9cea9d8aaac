<?php
/**
 * The provider fields and their validation, shared by the meta, the REST API and the import.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Each field's rule: validate() returns the value to store, or a WP_Error whose message says,
 * in French, what is wrong and what is expected. '' (or an empty list) clears a field.
 */
final class ProviderFields {

	public const COMMUNE      = 'acces_commune';
	public const ADDRESS      = 'acces_address';
	public const POSTCODE     = 'acces_postcode';
	public const LAT          = 'acces_lat';
	public const LNG          = 'acces_lng';
	public const PHONE        = 'acces_phone';
	public const EMAIL        = 'acces_email';
	public const WEBSITE      = 'acces_website';
	public const DISABILITIES = 'acces_disabilities';
	public const FEATURES     = 'acces_features';
	public const LABEL        = 'acces_label';
	public const MARKER_TYPE  = 'acces_marker_type';
	public const PHOTOS       = 'acces_photos';

	/**
	 * Meta key => storage type (register_meta's "type").
	 *
	 * @return array<string, string>
	 */
	public static function types(): array {
		return array(
			self::COMMUNE      => 'string',
			self::ADDRESS      => 'string',
			self::POSTCODE     => 'string',
			self::LAT          => 'number',
			self::LNG          => 'number',
			self::PHONE        => 'string',
			self::EMAIL        => 'string',
			self::WEBSITE      => 'string',
			self::DISABILITIES => 'array',
			self::FEATURES     => 'array',
			self::LABEL        => 'boolean',
			self::MARKER_TYPE  => 'string',
			self::PHOTOS       => 'array',
		);
	}

	/**
	 * The meta keys.
	 *
	 * @return string[]
	 */
	public static function keys(): array {
		return array_keys( self::types() );
	}

	/**
	 * Validates and normalises a value.
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Raw value.
	 * @return mixed|\WP_Error The value to store, or why it is refused.
	 */
	public static function validate( string $key, $value ) {
		switch ( $key ) {
			case self::COMMUNE:
				return self::text( $value, 100, __( 'The commune must be a text of at most 100 characters.', 'acces-tourisme' ) );
			case self::ADDRESS:
				return self::text( $value, 200, __( 'The address must be a text of at most 200 characters.', 'acces-tourisme' ) );
			case self::POSTCODE:
				return self::postcode( $value );
			case self::LAT:
				return self::coordinate( $value, 90, __( 'The latitude must be a number, for example 43.858.', 'acces-tourisme' ), __( 'The latitude must be between -90 and 90.', 'acces-tourisme' ) );
			case self::LNG:
				return self::coordinate( $value, 180, __( 'The longitude must be a number, for example 1.425.', 'acces-tourisme' ), __( 'The longitude must be between -180 and 180.', 'acces-tourisme' ) );
			case self::PHONE:
				return FieldFormats::phone( $value );
			case self::EMAIL:
				return FieldFormats::email( $value );
			case self::WEBSITE:
				return FieldFormats::website( $value );
			case self::DISABILITIES:
				/* translators: 1: the unknown value, 2: the accepted values. */
				return self::choices( $value, Disabilities::slugs(), __( 'Unknown disability family: “%1$s”. Accepted values: %2$s.', 'acces-tourisme' ) );
			case self::FEATURES:
				/* translators: 1: the unknown value, 2: the accepted values. */
				return self::choices( $value, AccessibilityFeatures::slugs(), __( 'Unknown accessibility feature: “%1$s”. Accepted values: %2$s.', 'acces-tourisme' ) );
			case self::LABEL:
				return FieldFormats::boolean( $value );
			case self::MARKER_TYPE:
				return FieldFormats::marker_type( $value );
			case self::PHOTOS:
				return FieldFormats::photos( $value );
		}
		/* translators: %s: a field name. */
		return new \WP_Error( 'acces_unknown_field', sprintf( __( 'Unknown field: %s.', 'acces-tourisme' ), $key ) );
	}

	/**
	 * A one-line text.
	 *
	 * @param mixed  $value   Raw value.
	 * @param int    $max     Longest length.
	 * @param string $message Refusal message.
	 * @return string|\WP_Error
	 */
	private static function text( $value, int $max, string $message ) {
		if ( null === $value ) {
			return '';
		}
		if ( is_bool( $value ) || ! is_scalar( $value ) || ( is_string( $value ) && ! mb_check_encoding( $value, 'UTF-8' ) ) ) {
			return self::error( $message );
		}
		$text = trim( preg_replace( '/\s+/u', ' ', sanitize_text_field( (string) $value ) ) ?? '' );
		return mb_strlen( $text ) > $max ? self::error( $message ) : $text;
	}

	/**
	 * A French postcode: five digits (01000 to 98999), spaces ignored.
	 *
	 * @param mixed $value Raw value.
	 * @return string|\WP_Error
	 */
	private static function postcode( $value ) {
		$code = is_scalar( $value ) ? preg_replace( '/\s+/', '', (string) $value ) : null;
		if ( '' === $code || null === $value ) {
			return '';
		}
		if ( null === $code || ! preg_match( '/^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/', $code ) ) {
			return self::error( __( 'The postcode must have five digits, for example 82000.', 'acces-tourisme' ) );
		}
		return $code;
	}

	/**
	 * A latitude or longitude in decimal degrees; a decimal comma is accepted.
	 *
	 * @param mixed  $value       Raw value.
	 * @param int    $limit       Largest absolute value.
	 * @param string $not_number  Message when it is not a number.
	 * @param string $out_of_range Message when it is out of range.
	 * @return float|string|\WP_Error '' clears the coordinate.
	 */
	private static function coordinate( $value, int $limit, string $not_number, string $out_of_range ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return '';
		}
		if ( is_bool( $value ) || ! is_scalar( $value ) ) {
			return self::error( $not_number );
		}
		$text = str_replace( ',', '.', trim( (string) $value ) );
		if ( ! is_numeric( $text ) || ! is_finite( (float) $text ) ) {
			return self::error( $not_number );
		}
		$number = (float) $text;
		if ( $number < -$limit || $number > $limit ) {
			return self::error( $out_of_range );
		}
		return round( $number, 7 );
	}

	/**
	 * A list of known slugs (an array, or a text separated by commas, semicolons or bars).
	 *
	 * @param mixed    $value   Raw value.
	 * @param string[] $allowed Known slugs, in their display order.
	 * @param string   $message Refusal message (%1$s the value, %2$s the accepted values).
	 * @return string[]|\WP_Error
	 */
	private static function choices( $value, array $allowed, string $message ) {
		$items = FieldFormats::list_of( $value );
		if ( null === $items ) {
			return self::error( sprintf( $message, is_scalar( $value ) ? (string) $value : gettype( $value ), implode( ', ', $allowed ) ) );
		}
		foreach ( $items as $item ) {
			if ( ! in_array( $item, $allowed, true ) ) {
				return self::error( sprintf( $message, $item, implode( ', ', $allowed ) ) );
			}
		}
		return array_values( array_intersect( $allowed, $items ) );
	}

	/**
	 * A refusal.
	 *
	 * @param string $message French message.
	 */
	public static function error( string $message ): \WP_Error {
		return new \WP_Error( 'acces_invalid_field', $message, array( 'status' => 400 ) );
	}
}
