<?php
/**
 * What an import did, row by row.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Created, updated, unchanged and refused rows, each with where it is in the file; or the
 * reason why the whole file was refused.
 */
final class ImportReport {

	/**
	 * Why the file was refused (nothing imported), if it was.
	 *
	 * @var \WP_Error|null
	 */
	public ?\WP_Error $failure = null;

	/**
	 * Whether nothing was written on purpose.
	 *
	 * @var bool
	 */
	public bool $dry_run = false;

	/**
	 * Outcome => list of array( 'where', 'name', 'key', 'id', 'by_name', 'reasons' ).
	 *
	 * @var array<string, array<int, array<string, mixed>>>
	 */
	public array $rows = array(
		'created'   => array(),
		'updated'   => array(),
		'unchanged' => array(),
		'refused'   => array(),
	);

	/**
	 * Every row in file order: array( outcome, details ).
	 *
	 * @var array<int, array{0: string, 1: array<string, mixed>}>
	 */
	private array $order = array();

	/**
	 * Records a row's outcome.
	 *
	 * @param string               $outcome created, updated, unchanged or refused.
	 * @param array<string, mixed> $row     Details.
	 */
	public function add( string $outcome, array $row ): void {
		$this->rows[ $outcome ][] = $row;
		$this->order[]            = array( $outcome, $row );
	}

	/**
	 * How many rows had this outcome.
	 *
	 * @param string $outcome Outcome.
	 */
	public function count( string $outcome ): int {
		return count( $this->rows[ $outcome ] );
	}

	/**
	 * The report in French, in file order: one line per row created, updated or refused.
	 *
	 * @return string[]
	 */
	public function lines(): array {
		if ( null !== $this->failure ) {
			/* translators: %s: why the file was refused. */
			return array( sprintf( __( 'Nothing was imported: %s', 'acces-tourisme' ), $this->failure->get_error_message() ) );
		}
		$lines  = array();
		$labels = $this->dry_run
			? array(
				/* translators: 1: where in the file, 2: provider name. */
				'created' => __( '%1$s: would create “%2$s”.', 'acces-tourisme' ),
				/* translators: 1: where in the file, 2: provider name. */
				'updated' => __( '%1$s: would update “%2$s”.', 'acces-tourisme' ),
				/* translators: 1: where in the file, 2: provider name, 3: its number. */
				'by_name' => __( '%1$s: would update “%2$s” (number %3$d, a provider without an import key found by its name and commune).', 'acces-tourisme' ),
			)
			: array(
				/* translators: 1: where in the file, 2: provider name. */
				'created' => __( '%1$s: created “%2$s”.', 'acces-tourisme' ),
				/* translators: 1: where in the file, 2: provider name. */
				'updated' => __( '%1$s: updated “%2$s”.', 'acces-tourisme' ),
				/* translators: 1: where in the file, 2: provider name, 3: its number. */
				'by_name' => __( '%1$s: updated “%2$s” (number %3$d, a provider without an import key found by its name and commune).', 'acces-tourisme' ),
			);
		foreach ( $this->order as list( $outcome, $row ) ) {
			if ( 'refused' === $outcome ) {
				/* translators: 1: where in the file, 2: the reasons. */
				$lines[] = sprintf( __( '%1$s: refused. %2$s', 'acces-tourisme' ), self::ucfirst( $row['where'] ), implode( ' ', $row['reasons'] ) );
			} elseif ( 'updated' === $outcome && ! empty( $row['by_name'] ) ) {
				$lines[] = sprintf( $labels['by_name'], self::ucfirst( $row['where'] ), $row['name'], $row['id'] );
			} elseif ( isset( $labels[ $outcome ] ) ) {
				$lines[] = sprintf( $labels[ $outcome ], self::ucfirst( $row['where'] ), $row['name'] );
			}
		}
		return $lines;
	}

	/**
	 * The summary line.
	 */
	public function summary(): string {
		return sprintf(
			/* translators: 1: created, 2: updated, 3: unchanged, 4: refused. */
			$this->dry_run ? __( 'Dry run, nothing saved: %1$d to create, %2$d to update, %3$d unchanged, %4$d refused.', 'acces-tourisme' ) : __( '%1$d created, %2$d updated, %3$d unchanged, %4$d refused.', 'acces-tourisme' ),
			$this->count( 'created' ),
			$this->count( 'updated' ),
			$this->count( 'unchanged' ),
			$this->count( 'refused' )
		);
	}

	/**
	 * First letter in capitals.
	 *
	 * @param string $text Text.
	 */
	private static function ucfirst( string $text ): string {
		return mb_strtoupper( mb_substr( $text, 0, 1 ) ) . mb_substr( $text, 1 );
	}
}
