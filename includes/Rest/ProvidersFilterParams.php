<?php
/**
 * The filters of the providers route, read and validated.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

use AccesTourisme\Providers\Disabilities;
use AccesTourisme\Providers\ProviderCategory;

defined( 'ABSPATH' ) || exit;

/**
 * The lists categorie, commune and acces are comma-joined; bbox is "minLng,minLat,maxLng,maxLat".
 * An unknown category or family, or a malformed box, is refused with a French message.
 */
final class ProvidersFilterParams {

	/** Longest list accepted in one filter. */
	private const MAX_ITEMS = 100;

	/**
	 * The filters of ProviderRepository::places(), or why the request is refused.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public static function from_request( \WP_REST_Request $request ) {
		$errors  = array();
		$filters = array(
			// The categories are looked up only when the filter is used (no query otherwise).
			'categorie' => self::slugs( $request['categorie'], in_array( $request['categorie'], array( null, '' ), true ) ? array() : ProviderCategory::slugs(), 'categorie', $errors ),
			'commune'   => self::communes( $request['commune'], $errors ),
			'acces'     => self::slugs( $request['acces'], Disabilities::slugs(), 'acces', $errors ),
			'bbox'      => self::bbox( $request['bbox'], $errors ),
		);
		if ( array() !== $errors ) {
			return new \WP_Error(
				'acces_invalid_filter',
				implode( ' ', $errors ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		return $filters;
	}

	/**
	 * A list of a comma-joined parameter (trimmed, without empty items and duplicates).
	 *
	 * @param mixed $value Raw parameter.
	 * @return string[]|null Null when it is not a text.
	 */
	private static function items( $value ): ?array {
		if ( null === $value || '' === $value ) {
			return array();
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$items = array_filter( array_map( 'trim', explode( ',', $value ) ), 'strlen' );
		return array_values( array_unique( $items ) );
	}

	/**
	 * Known slugs.
	 *
	 * @param mixed                 $value   Raw parameter.
	 * @param string[]              $known   Known slugs.
	 * @param string                $name    Parameter name.
	 * @param array<string, string> $errors  Errors by parameter.
	 * @return string[]
	 */
	private static function slugs( $value, array $known, string $name, array &$errors ): array {
		$items = self::items( $value );
		if ( null === $items || count( $items ) > self::MAX_ITEMS ) {
			/* translators: %s: parameter name. */
			$errors[ $name ] = sprintf( __( 'The %s filter must be a list of values separated by commas.', 'acces-tourisme' ), $name );
			return array();
		}
		$unknown = array_diff( $items, $known );
		if ( array() !== $unknown ) {
			$errors[ $name ] = 'categorie' === $name
				/* translators: 1: the unknown values, 2: the accepted values. */
				? sprintf( __( 'Unknown category: %1$s. Accepted categories: %2$s.', 'acces-tourisme' ), implode( ', ', $unknown ), implode( ', ', $known ) )
				/* translators: 1: the unknown values, 2: the accepted values. */
				: sprintf( __( 'Unknown disability family: %1$s. Accepted families: %2$s.', 'acces-tourisme' ), implode( ', ', $unknown ), implode( ', ', $known ) );
			return array();
		}
		return $items;
	}

	/**
	 * Communes as written (any commune: an unknown one matches nothing).
	 *
	 * @param mixed                 $value  Raw parameter.
	 * @param array<string, string> $errors Errors by parameter.
	 * @return string[]
	 */
	private static function communes( $value, array &$errors ): array {
		$items = self::items( $value );
		if ( null === $items || count( $items ) > self::MAX_ITEMS ) {
			/* translators: %s: parameter name. */
			$errors['commune'] = sprintf( __( 'The %s filter must be a list of values separated by commas.', 'acces-tourisme' ), 'commune' );
			return array();
		}
		return array_map( 'sanitize_text_field', $items );
	}

	/**
	 * The box minLng,minLat,maxLng,maxLat.
	 *
	 * @param mixed                 $value  Raw parameter.
	 * @param array<string, string> $errors Errors by parameter.
	 * @return float[]|null
	 */
	private static function bbox( $value, array &$errors ): ?array {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$parts = is_string( $value ) ? array_map( 'trim', explode( ',', $value ) ) : array();
		$valid = 4 === count( $parts ) && 4 === count( array_filter( $parts, 'is_numeric' ) );
		if ( $valid ) {
			$box   = array_map( 'floatval', $parts );
			$valid = $box[0] >= -180 && $box[2] <= 180 && $box[1] >= -90 && $box[3] <= 90 && $box[0] <= $box[2] && $box[1] <= $box[3];
		}
		if ( ! $valid ) {
			$errors['bbox'] = __( 'The bbox filter must be four numbers separated by commas: minimum longitude, minimum latitude, maximum longitude, maximum latitude (for example 1.2,43.7,1.6,44.1).', 'acces-tourisme' );
			return null;
		}
		return $box;
	}
}
