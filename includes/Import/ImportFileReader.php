<?php
/**
 * Reads an import file (CSV or GeoJSON) into rows.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Each row is array( 'where' => "ligne 3" | "entité n° 2", 'values' => column => raw value,
 * 'error' => reason when the row itself is malformed ). A file that cannot be read as a whole
 * gives a WP_Error, and nothing is imported.
 */
final class ImportFileReader {

	/**
	 * The rows of a file.
	 *
	 * @param string $path File path.
	 * @return array<int, array<string, mixed>>|\WP_Error
	 */
	public static function read( string $path ) {
		if ( ! is_file( $path ) || ! is_readable( $path ) ) {
			/* translators: %s: file path. */
			return self::fail( sprintf( __( 'The file %s cannot be read.', 'acces-tourisme' ), $path ) );
		}
		$content = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file given on the command line.
		$content = preg_replace( '/^\xEF\xBB\xBF/', '', $content ) ?? '';
		if ( '' === trim( $content ) ) {
			return self::fail( __( 'The file is empty.', 'acces-tourisme' ) );
		}
		if ( ! mb_check_encoding( $content, 'UTF-8' ) ) {
			return self::fail( __( 'The file is not encoded in UTF-8: save it again as “CSV UTF-8”.', 'acces-tourisme' ) );
		}
		$extension = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
		$is_json   = in_array( $extension, array( 'geojson', 'json' ), true ) || ( 'csv' !== $extension && str_starts_with( ltrim( $content ), '{' ) );
		return $is_json ? GeoJsonReader::rows( $content ) : CsvReader::rows( $content );
	}

	/**
	 * A file-level failure.
	 *
	 * @param string $message French message.
	 */
	public static function fail( string $message ): \WP_Error {
		return new \WP_Error( 'acces_import_unreadable', $message );
	}
}
