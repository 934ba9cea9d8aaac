<?php
/**
 * Synthetic providers for scale tests.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Generate;

use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Inserts providers by batches of multi-row INSERTs (10,000 take seconds, not the minutes that
 * wp_insert_post() would), all marked with the meta acces_generated so that delete() removes
 * exactly them. The values are those of SyntheticProvider, which pass the providers' field rules.
 */
final class ProviderGenerator {

	public const MARK_META = 'acces_generated';

	private const BATCH = 250;

	/**
	 * Creates $count providers; returns how many were created.
	 *
	 * @param int           $count How many.
	 * @param callable|null $tick  Called with the number done after each batch.
	 */
	public function generate( int $count, ?callable $tick = null ): int {
		global $wpdb;
		ProviderCategory::create_default_terms();
		$terms = array();
		foreach ( array_keys( ProviderCategory::defaults() ) as $slug ) {
			$term = get_term_by( 'slug', $slug, ProviderCategory::TAXONOMY );
			if ( $term instanceof \WP_Term ) {
				$terms[ $slug ] = (int) $term->term_taxonomy_id;
			}
		}
		$run   = base_convert( (string) time(), 10, 36 ) . wp_generate_password( 4, false, false );
		$first = $this->count(); // Numbers go on from an earlier run.
		$done  = 0;
		while ( $done < $count ) {
			$size  = min( self::BATCH, $count - $done );
			$batch = array();
			for ( $i = 0; $i < $size; $i++ ) {
				$batch[] = SyntheticProvider::make( $first + $done + $i, strtolower( $run ), array_keys( $terms ) );
			}
			$ids = $this->insert_posts( $batch );
			$this->insert_meta( $batch, $ids );
			$this->insert_terms( $batch, $ids, $terms );
			$done += $size;
			if ( null !== $tick ) {
				$tick( $done );
			}
		}
		$this->finish( array_values( $terms ) );
		return $done;
	}

	/**
	 * Deletes every generated provider; returns how many.
	 *
	 * @param callable|null $tick Called with the number done after each batch.
	 */
	public function delete( ?callable $tick = null ): int {
		$done = MarkedPosts::delete( self::MARK_META, $tick );

		$tt_ids = get_terms(
			array(
				'taxonomy'   => ProviderCategory::TAXONOMY,
				'hide_empty' => false,
				'fields'     => 'tt_ids',
			)
		);
		$this->finish( is_array( $tt_ids ) ? array_map( 'intval', $tt_ids ) : array() );
		return $done;
	}

	/**
	 * How many generated providers exist.
	 */
	public function count(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A count for the command's report.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", self::MARK_META ) );
	}

	/**
	 * Inserts the posts of a batch; returns post name => id.
	 *
	 * @param array<int, array<string, mixed>> $batch Providers.
	 * @return array<string, int>
	 */
	private function insert_posts( array $batch ): array {
		global $wpdb;
		$now    = current_time( 'mysql' );
		$gmt    = current_time( 'mysql', true );
		$values = array();
		foreach ( $batch as $provider ) {
			$values[] = $wpdb->prepare(
				"(%d, %s, %s, %s, %s, '', 'publish', 'closed', 'closed', %s, '', '', %s, %s, '', 0, %s, 0, %s, '', 0)",
				get_current_user_id(),
				$now,
				$gmt,
				$provider['content'],
				$provider['title'],
				$provider['slug'],
				$now,
				$gmt,
				home_url( '/?' . ProviderPostType::POST_TYPE . '=' . $provider['slug'] ),
				ProviderPostType::POST_TYPE
			);
		}
		$this->insert_rows( "{$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count)", $values, 50 );
		$names = "'" . implode( "','", array_map( 'esc_sql', array_column( $batch, 'slug' ) ) ) . "'";
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $names is escaped above.
		$rows = $wpdb->get_results( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_name IN ({$names})", ARRAY_A );
		// phpcs:enable
		$ids = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (string) $row['post_name'] ] = (int) $row['ID'];
		}
		return $ids;
	}

	/**
	 * Inserts the fields of a batch.
	 *
	 * @param array<int, array<string, mixed>> $batch Providers.
	 * @param array<string, int>               $ids   Post name => id.
	 */
	private function insert_meta( array $batch, array $ids ): void {
		global $wpdb;
		$values = array();
		foreach ( $batch as $provider ) {
			$id = $ids[ $provider['slug'] ] ?? 0;
			foreach ( $provider['meta'] + array( self::MARK_META => '1' ) as $key => $value ) {
				if ( '' !== $value && false !== $value ) { // Empty fields read as their defaults.
					$values[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, maybe_serialize( $value ) );
				}
			}
		}
		$this->insert_rows( "{$wpdb->postmeta} (post_id, meta_key, meta_value)", $values, 300 );
	}

	/**
	 * Multi-row INSERTs of at most $per_statement rows (the SQLite driver translates each
	 * statement in a time that grows with the square of its length).
	 *
	 * @param string   $into          Table and columns.
	 * @param string[] $values        Prepared "(...)" rows.
	 * @param int      $per_statement Rows per statement.
	 */
	private function insert_rows( string $into, array $values, int $per_statement ): void {
		global $wpdb;
		foreach ( array_chunk( $values, $per_statement ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Each row is prepared by the caller; $into is a constant of this class.
			$wpdb->query( "INSERT INTO {$into} VALUES " . implode( ',', $chunk ) );
		}
	}

	/**
	 * Puts each provider of a batch in its category.
	 *
	 * @param array<int, array<string, mixed>> $batch Providers.
	 * @param array<string, int>               $ids   Post name => id.
	 * @param array<string, int>               $terms Category slug => term taxonomy id.
	 */
	private function insert_terms( array $batch, array $ids, array $terms ): void {
		global $wpdb;
		$values = array();
		foreach ( $batch as $provider ) {
			$values[] = $wpdb->prepare( '(%d, %d, 0)', $ids[ $provider['slug'] ] ?? 0, $terms[ $provider['category'] ] );
		}
		$this->insert_rows( "{$wpdb->term_relationships} (object_id, term_taxonomy_id, term_order)", $values, 300 );
	}

	/**
	 * Recounts the categories and invalidates the caches.
	 *
	 * @param int[] $tt_ids Term taxonomy ids.
	 */
	private function finish( array $tt_ids ): void {
		wp_update_term_count_now( $tt_ids, ProviderCategory::TAXONOMY );
		clean_term_cache( $tt_ids, ProviderCategory::TAXONOMY );
		wp_cache_set( 'last_changed', microtime(), 'posts' );
		ProviderCache::bump();
	}
}
