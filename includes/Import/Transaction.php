<?php
/**
 * A database transaction around a batch of writes.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Opens, commits or rolls back a transaction on WordPress's database, so that a batch of rows is
 * written whole or not at all — also when the process is killed in the middle (the database
 * rolls back what was not committed).
 *
 * Works on MySQL/MariaDB (InnoDB) and on the SQLite Database Integration, which turns a nested
 * START TRANSACTION into a savepoint by itself. On MySQL, a START TRANSACTION inside an open
 * transaction would silently commit the outer one, so when one is already open (a caller's own
 * transaction, the test suite's) a savepoint is used instead.
 */
final class Transaction {

	/**
	 * Whether the open batch is a savepoint (null when no batch is open).
	 *
	 * @var bool|null
	 */
	private static ?bool $savepoint = null;

	/**
	 * Opens a batch.
	 */
	public static function begin(): void {
		global $wpdb;
		self::$savepoint = self::is_mysql() && self::mysql_in_transaction();
		if ( self::$savepoint ) {
			$wpdb->query( 'SAVEPOINT acces_import_batch' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Transaction control has no API.
		} else {
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Transaction control has no API.
		}
	}

	/**
	 * Commits the open batch.
	 */
	public static function commit(): void {
		global $wpdb;
		if ( null === self::$savepoint ) {
			return;
		}
		if ( self::$savepoint ) {
			$wpdb->query( 'RELEASE SAVEPOINT acces_import_batch' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Transaction control has no API.
		} else {
			$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Transaction control has no API.
		}
		self::$savepoint = null;
	}

	/**
	 * Rolls the open batch back.
	 */
	public static function rollback(): void {
		global $wpdb;
		if ( null === self::$savepoint ) {
			return;
		}
		if ( self::$savepoint ) {
			$wpdb->query( 'ROLLBACK TO SAVEPOINT acces_import_batch' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Transaction control has no API.
		} else {
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Transaction control has no API.
		}
		self::$savepoint = null;
	}

	/**
	 * Whether the database is MySQL or MariaDB (not the SQLite integration).
	 */
	private static function is_mysql(): bool {
		global $wpdb;
		return ! ( $wpdb instanceof \WP_SQLite_DB ) && ! ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE );
	}

	/**
	 * Whether this connection already has a transaction open (MariaDB ≥ 10.3, MySQL ≥ 5.7).
	 */
	private static function mysql_in_transaction(): bool {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A session variable, never cached.
		$open = $wpdb->get_var( 'SELECT @@in_transaction' );
		$wpdb->suppress_errors( $suppressed );
		return '1' === (string) $open;
	}
}
