<?php
/**
 * CSV import files.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A header line, then one provider per record; the separator (semicolon, comma or tab) is the
 * one of the header line. Quoted cells may hold separators and line breaks. Every header must
 * be a known column (a misspelt column would lose its data silently).
 */
final class CsvReader {

	/**
	 * The rows of a CSV text.
	 *
	 * @param string $content UTF-8 text.
	 * @return array<int, array<string, mixed>>|\WP_Error
	 */
	public static function rows( string $content ) {
		$content = str_replace( array( "\r\n", "\r" ), "\n", $content );
		// Quotes come in pairs (a quote inside a quoted cell is doubled): an odd count means one
		// was never closed, and the rest of the file would be read as one cell.
		if ( 1 === substr_count( $content, '"' ) % 2 ) {
			return ImportFileReader::fail( __( 'The file has a quotation mark that is never closed.', 'acces-tourisme' ) );
		}
		$first     = strtok( $content, "\n" );
		$delimiter = self::delimiter( (string) $first );
		// phpcs:disable WordPress.WP.AlternativeFunctions -- An in-memory stream for fgetcsv(), not a file.
		$stream = fopen( 'php://temp', 'r+' );
		fwrite( $stream, $content );
		rewind( $stream );

		$header  = fgetcsv( $stream, 0, $delimiter, '"', '' );
		$columns = self::columns( is_array( $header ) ? $header : array() );
		if ( is_wp_error( $columns ) ) {
			fclose( $stream );
			return $columns;
		}
		$rows     = array();
		$line     = 2;
		$position = ftell( $stream );
		while ( true ) {
			$cells = fgetcsv( $stream, 0, $delimiter, '"', '' );
			if ( false === $cells ) {
				break;
			}
			$end      = ftell( $stream );
			$consumed = substr( $content, (int) $position, (int) $end - (int) $position );
			$start    = $line;
			$line    += max( 1, substr_count( $consumed, "\n" ) );
			$position = $end;
			if ( array( null ) === $cells || '' === trim( implode( '', $cells ) ) ) {
				continue; // Blank line.
			}
			/* translators: %d: line number in the file. */
			$row = array( 'where' => sprintf( __( 'line %d', 'acces-tourisme' ), $start ) );
			if ( count( $cells ) !== count( $columns ) ) {
				/* translators: 1: cells found, 2: columns of the header. */
				$row['error'] = sprintf( __( 'It has %1$d cells instead of the %2$d columns of the first line.', 'acces-tourisme' ), count( $cells ), count( $columns ) );
			} else {
				$row['values'] = array_combine( $columns, array_map( 'trim', $cells ) );
			}
			$rows[] = $row;
		}
		fclose( $stream );
		// phpcs:enable
		return $rows;
	}

	/**
	 * The separator of the header line.
	 *
	 * @param string $line Header line.
	 */
	private static function delimiter( string $line ): string {
		$counts = array(
			';'  => substr_count( $line, ';' ),
			','  => substr_count( $line, ',' ),
			"\t" => substr_count( $line, "\t" ),
		);
		arsort( $counts );
		return (string) array_key_first( $counts );
	}

	/**
	 * The canonical columns of the header, or why the file is refused.
	 *
	 * @param array<int, string|null> $header Header cells.
	 * @return string[]|\WP_Error
	 */
	private static function columns( array $header ) {
		$columns = array();
		foreach ( $header as $cell ) {
			$column = ImportColumns::canonical( (string) $cell );
			if ( null === $column ) {
				/* translators: 1: the header, 2: the accepted columns. */
				return ImportFileReader::fail( sprintf( __( 'Unknown column “%1$s” in the first line. Accepted columns: %2$s.', 'acces-tourisme' ), (string) $cell, implode( ', ', array_map( static fn( $a ) => $a[0], ImportColumns::aliases() ) ) ) );
			}
			if ( in_array( $column, $columns, true ) ) {
				/* translators: %s: the header. */
				return ImportFileReader::fail( sprintf( __( 'The column “%s” appears twice in the first line.', 'acces-tourisme' ), (string) $cell ) );
			}
			$columns[] = $column;
		}
		foreach ( array( 'name', 'category' ) as $required ) {
			if ( ! in_array( $required, $columns, true ) ) {
				/* translators: %s: a column name. */
				return ImportFileReader::fail( sprintf( __( 'The first line must name the columns, including “%s”.', 'acces-tourisme' ), ImportColumns::aliases()[ $required ][0] ) );
			}
		}
		return $columns;
	}
}
