<?php
/**
 * Imports providers from a CSV or GeoJSON file.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the whole file first (a file that cannot be read imports nothing), validates every row
 * with the providers' field rules, then creates or updates each valid row, found by its stable
 * key (meta acces_import_key): importing the same file again updates, never duplicates. A row
 * without a key is also found by its name and commune among the providers that have no key
 * (made by hand in the editor): it updates that provider and gives it the key, rather than
 * creating a second one; when several such providers match, the row is refused.
 *
 * Rows are written in batches, each batch in one database transaction together with the bump of
 * the providers' cache version: a killed import leaves only whole rows (never a provider without
 * its coordinates or category), and the map data never misses a committed row.
 */
final class ProviderImporter {

	public const KEY_META = 'acces_import_key';

	/**
	 * Rows per transaction.
	 */
	public const BATCH = 50;

	/**
	 * Providers without an import key, by the key a row without one would have (name and
	 * commune); read when a row first needs them.
	 *
	 * @var array<string, int[]>|null
	 */
	private ?array $unkeyed = null;

	/**
	 * Imports a file.
	 *
	 * @param string        $path    File.
	 * @param bool          $dry_run Validate and report only.
	 * @param callable|null $tick    Called after each row (progress).
	 */
	public function import( string $path, bool $dry_run = false, ?callable $tick = null ): ImportReport {
		$report          = new ImportReport();
		$report->dry_run = $dry_run;
		$rows            = ImportFileReader::read( $path );
		if ( is_wp_error( $rows ) ) {
			$report->failure = $rows;
			return $report;
		}
		$existing      = $this->existing_keys();
		$seen          = array();
		$this->unkeyed = null;
		foreach ( array_chunk( $rows, self::BATCH ) as $batch ) {
			$this->import_batch( $batch, $existing, $seen, $report, $tick );
		}
		return $report;
	}

	/**
	 * Imports rows in one transaction; the cache version is bumped inside it (committed with the
	 * rows) and again after it (for persistent object caches, which do not roll back).
	 *
	 * @param array<int, array<string, mixed>> $batch    Rows from the reader.
	 * @param array<string, int>               $existing Key => post id.
	 * @param array<string, string>            $seen     Key => where it was first seen.
	 * @param ImportReport                     $report   Report.
	 * @param callable|null                    $tick     Called after each row.
	 * @throws \Throwable What a save threw, after the batch was rolled back.
	 */
	private function import_batch( array $batch, array &$existing, array &$seen, ImportReport $report, ?callable $tick ): void {
		$writes = ! $report->dry_run;
		if ( $writes ) {
			Transaction::begin();
		}
		ProviderCache::defer();
		$changed = $report->count( 'created' ) + $report->count( 'updated' );
		try {
			foreach ( $batch as $row ) {
				$this->import_row( $row, $existing, $seen, $report );
				if ( null !== $tick ) {
					$tick();
				}
			}
		} catch ( \Throwable $e ) {
			ProviderCache::resume();
			if ( $writes ) {
				Transaction::rollback();
			}
			throw $e;
		}
		ProviderCache::resume();
		if ( $writes ) {
			Transaction::commit();
			if ( $report->count( 'created' ) + $report->count( 'updated' ) > $changed ) {
				ProviderCache::bump();
			}
		}
	}

	/**
	 * How many rows a file has (for a progress bar); 0 when it cannot be read.
	 *
	 * @param string $path File.
	 */
	public function count_rows( string $path ): int {
		$rows = ImportFileReader::read( $path );
		return is_array( $rows ) ? count( $rows ) : 0;
	}

	/**
	 * Validates and saves one row.
	 *
	 * @param array<string, mixed>  $row      Row from the reader.
	 * @param array<string, int>    $existing Key => post id (updated as rows are created).
	 * @param array<string, string> $seen     Key => where it was first seen in this file.
	 * @param ImportReport          $report   Report.
	 */
	private function import_row( array $row, array &$existing, array &$seen, ImportReport $report ): void {
		$where    = (string) $row['where'];
		$prepared = isset( $row['error'] ) ? array( $row['error'] ) : ImportRow::prepare( $row['values'] );
		if ( ! isset( $prepared['key'] ) ) {
			$this->refuse( $report, $where, $prepared );
			return;
		}
		$key = $prepared['key'];
		if ( isset( $seen[ $key ] ) ) {
			/* translators: 1: the key, 2: where it was first used. */
			$message = __( 'The key “%1$s” is already used by %2$s of this file.', 'acces-tourisme' );
			$this->refuse( $report, $where, array( sprintf( $message, $key, $seen[ $key ] ) ) );
			return;
		}
		$seen[ $key ] = $where;
		$id           = $existing[ $key ] ?? 0;
		$by_name      = 0 === $id && ! $prepared['keyed'];
		if ( $by_name ) {
			$matches = $this->unkeyed()[ $key ] ?? array();
			if ( count( $matches ) > 1 ) {
				/* translators: %s: the providers' numbers, e.g. "12, 15". */
				$message = __( 'Several providers without an import key already have this name and commune (numbers %s): merge them, or give this row a key (cle column) to import it as a new provider.', 'acces-tourisme' );
				$this->refuse( $report, $where, array( sprintf( $message, implode( ', ', $matches ) ) ) );
				return;
			}
			$id = (int) ( $matches[0] ?? 0 );
		}
		$details = array(
			'where'   => $where,
			'name'    => $prepared['post']['post_title'],
			'key'     => $key,
			'id'      => $id,
			'by_name' => $by_name && $id > 0,
		);
		if ( $id > 0 && ! ProviderWriter::differs( $id, $prepared ) ) {
			if ( $details['by_name'] && ! $report->dry_run ) {
				// Found by its name: from now on found by its key, even renamed in the editor.
				update_post_meta( $id, self::KEY_META, wp_slash( $key ) );
				$existing[ $key ] = $id;
			}
			$report->add( 'unchanged', $details );
			return;
		}
		if ( ! $report->dry_run ) {
			$saved = ProviderWriter::save( $id, $prepared, self::KEY_META );
			if ( is_wp_error( $saved ) ) {
				$this->refuse( $report, $where, array( $saved->get_error_message() ) );
				return;
			}
			$details['id']    = $saved;
			$existing[ $key ] = $saved;
		}
		$report->add( $id > 0 ? 'updated' : 'created', $details );
	}

	/**
	 * Records a refused row.
	 *
	 * @param ImportReport $report  Report.
	 * @param string       $where   Where in the file.
	 * @param string[]     $reasons French reasons.
	 */
	private function refuse( ImportReport $report, string $where, array $reasons ): void {
		$report->add(
			'refused',
			array(
				'where'   => $where,
				'reasons' => $reasons,
			)
		);
	}

	/**
	 * Providers without an import key (not in the bin), by the key of their name and commune
	 * (one query, on the first row that needs it).
	 *
	 * @return array<string, int[]>
	 */
	private function unkeyed(): array {
		if ( null !== $this->unkeyed ) {
			return $this->unkeyed;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One read per import.
		$rows          = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID AS id, p.post_title AS title, c.meta_value AS commune FROM {$wpdb->posts} p
				LEFT JOIN {$wpdb->postmeta} k ON k.post_id = p.ID AND k.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} c ON c.post_id = p.ID AND c.meta_key = %s
				WHERE p.post_type = %s AND p.post_status NOT IN ('trash', 'auto-draft') AND k.meta_id IS NULL
				ORDER BY p.ID",
				self::KEY_META,
				ProviderFields::COMMUNE,
				ProviderPostType::POST_TYPE
			),
			ARRAY_A
		);
		$this->unkeyed = array();
		foreach ( (array) $rows as $row ) {
			$this->unkeyed[ ImportRow::name_key( (string) $row['title'], (string) $row['commune'] ) ][] = (int) $row['id'];
		}
		return $this->unkeyed;
	}

	/**
	 * Every import key already used, with its provider (one query).
	 *
	 * @return array<string, int>
	 */
	private function existing_keys(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One read per import.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT m.meta_value AS import_key, m.post_id AS id FROM {$wpdb->postmeta} m
				INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id AND p.post_type = %s AND p.post_status <> 'trash'
				WHERE m.meta_key = %s",
				ProviderPostType::POST_TYPE,
				self::KEY_META
			),
			ARRAY_A
		);
		$keys = array();
		foreach ( (array) $rows as $row ) {
			$keys[ (string) $row['import_key'] ] = (int) $row['id'];
		}
		return $keys;
	}
}
