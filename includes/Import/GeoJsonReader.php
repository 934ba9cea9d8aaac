<?php
/**
 * GeoJSON import files.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A FeatureCollection of Point features; each feature's properties use the CSV column names
 * (other properties are ignored, so that the route's own output can be imported back); the
 * coordinates come from the geometry.
 */
final class GeoJsonReader {

	/**
	 * Why the JSON parser refused the text, in the site's language (PHP's own message is
	 * English).
	 *
	 * @param int $code A JSON_ERROR_* code.
	 */
	private static function json_error( int $code ): string {
		switch ( $code ) {
			case JSON_ERROR_SYNTAX:
				return __( 'syntax error: a missing comma, quote or bracket, for instance', 'acces-tourisme' );
			case JSON_ERROR_UTF8:
				return __( 'characters that are not UTF-8', 'acces-tourisme' );
			case JSON_ERROR_DEPTH:
				return __( 'nested too deeply', 'acces-tourisme' );
			case JSON_ERROR_CTRL_CHAR:
				return __( 'an unexpected control character', 'acces-tourisme' );
		}
		return __( 'unreadable', 'acces-tourisme' );
	}

	/**
	 * The rows of a GeoJSON text.
	 *
	 * @param string $content UTF-8 text.
	 * @return array<int, array<string, mixed>>|\WP_Error
	 */
	public static function rows( string $content ) {
		try {
			$data = json_decode( $content, true, 64, JSON_THROW_ON_ERROR );
		} catch ( \JsonException $e ) {
			/* translators: %s: why, e.g. "syntax error". */
			return ImportFileReader::fail( sprintf( __( 'The file is not valid JSON (%s).', 'acces-tourisme' ), self::json_error( $e->getCode() ) ) );
		}
		if ( ! is_array( $data ) || 'FeatureCollection' !== ( $data['type'] ?? null ) || ! isset( $data['features'] ) || ! is_array( $data['features'] ) || ! array_is_list( $data['features'] ) ) {
			return ImportFileReader::fail( __( 'The file is not a GeoJSON FeatureCollection (an object with "type": "FeatureCollection" and a list of "features").', 'acces-tourisme' ) );
		}
		$rows = array();
		foreach ( $data['features'] as $index => $feature ) {
			/* translators: %d: position of the feature in the file. */
			$row    = array( 'where' => sprintf( __( 'feature %d', 'acces-tourisme' ), $index + 1 ) );
			$coords = is_array( $feature ) ? ( $feature['geometry']['coordinates'] ?? null ) : null;
			if ( ! is_array( $feature ) || 'Feature' !== ( $feature['type'] ?? null ) ) {
				$row['error'] = __( 'It is not a GeoJSON Feature.', 'acces-tourisme' );
			} elseif ( 'Point' !== ( $feature['geometry']['type'] ?? null ) || ! is_array( $coords ) || count( $coords ) < 2 ) {
				$row['error'] = __( 'Its geometry must be a Point with a longitude and a latitude.', 'acces-tourisme' );
			} else {
				$row['values'] = self::values( is_array( $feature['properties'] ?? null ) ? $feature['properties'] : array(), $coords );
			}
			$rows[] = $row;
		}
		return $rows;
	}

	/**
	 * A feature's values by canonical column.
	 *
	 * @param array<string, mixed> $properties Properties.
	 * @param array<int, mixed>    $coords     Longitude, latitude.
	 * @return array<string, mixed>
	 */
	private static function values( array $properties, array $coords ): array {
		$values = array();
		foreach ( $properties as $name => $value ) {
			$column = ImportColumns::canonical( (string) $name );
			if ( null !== $column && ! isset( $values[ $column ] ) ) {
				$values[ $column ] = is_string( $value ) ? trim( $value ) : $value;
			}
		}
		$values['lng'] = $coords[0];
		$values['lat'] = $coords[1];
		return $values;
	}
}
