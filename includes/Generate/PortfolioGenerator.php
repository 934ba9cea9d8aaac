<?php
/**
 * Synthetic portfolio items for scale tests.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Generate;

use AccesTourisme\Portfolio\PortfolioPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Inserts published portfolio items by multi-row INSERTs, each with a type, a link and one
 * of the existing portfolio categories and tags (if any), all marked with the meta
 * acces_generated_portfolio so that delete() removes exactly them.
 */
final class PortfolioGenerator {

	public const MARK_META = 'acces_generated_portfolio';

	private const BATCH = 250;

	private const TYPES = array( 'page', 'video', 'image', 'iframe' );

	/**
	 * Creates $count items; returns how many were created.
	 *
	 * @param int           $count How many.
	 * @param callable|null $tick  Called with the number done after each batch.
	 */
	public function generate( int $count, ?callable $tick = null ): int {
		global $wpdb;
		$terms = array();
		foreach ( array( PortfolioPostType::CATEGORIES, PortfolioPostType::TAGS ) as $taxonomy ) {
			$ids                = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'tt_ids',
				)
			);
			$terms[ $taxonomy ] = is_array( $ids ) ? array_map( 'intval', $ids ) : array();
		}
		$run   = strtolower( base_convert( (string) time(), 10, 36 ) . wp_generate_password( 4, false, false ) );
		$first = $this->count();
		$now   = current_time( 'mysql' );
		$gmt   = current_time( 'mysql', true );
		$done  = 0;
		while ( $done < $count ) {
			$size  = min( self::BATCH, $count - $done );
			$posts = array();
			$slugs = array();
			for ( $i = 0; $i < $size; $i++ ) {
				$n       = $first + $done + $i + 1;
				$slug    = "realisation-generee-{$run}-{$n}";
				$slugs[] = $slug;
				// Dates one minute apart, newest first in the grid.
				$date    = gmdate( 'Y-m-d H:i:s', strtotime( $now ) - $n * 60 );
				$date_g  = gmdate( 'Y-m-d H:i:s', strtotime( $gmt ) - $n * 60 );
				$posts[] = $wpdb->prepare(
					"(%d, %s, %s, %s, %s, '', 'publish', 'closed', 'closed', %s, '', '', %s, %s, '', 0, %s, 0, %s, '', 0)",
					get_current_user_id(),
					$date,
					$date_g,
					'<!-- wp:paragraph --><p>Réalisation générée pour les essais de charge.</p><!-- /wp:paragraph -->',
					sprintf( 'Réalisation %d', $n ),
					$slug,
					$date,
					$date_g,
					home_url( '/?' . PortfolioPostType::POST_TYPE . '=' . $slug ),
					PortfolioPostType::POST_TYPE
				);
			}
			$this->insert_rows( "{$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count)", $posts, 50 );
			$names = "'" . implode( "','", array_map( 'esc_sql', $slugs ) ) . "'";
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $names is escaped above.
			$ids  = array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_name IN ({$names})" ) );
			$meta = array();
			$rels = array();
			foreach ( $ids as $k => $id ) {
				$type   = self::TYPES[ $id % count( self::TYPES ) ];
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, self::MARK_META, '1' );
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, 'acces_portfolio_type', $type );
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, 'acces_site_url', 'https://example.org/realisation-' . $id );
				foreach ( $terms as $tt_ids ) {
					if ( array() !== $tt_ids ) {
						$rels[] = $wpdb->prepare( '(%d, %d, 0)', $id, $tt_ids[ ( $id + $k ) % count( $tt_ids ) ] );
					}
				}
			}
			$this->insert_rows( "{$wpdb->postmeta} (post_id, meta_key, meta_value)", $meta, 300 );
			$this->insert_rows( "{$wpdb->term_relationships} (object_id, term_taxonomy_id, term_order)", $rels, 300 );
			$done += $size;
			if ( null !== $tick ) {
				$tick( $done );
			}
		}
		$this->finish( $terms );
		return $done;
	}

	/**
	 * Deletes every generated item; returns how many.
	 *
	 * @param callable|null $tick Called with the number done after each batch.
	 */
	public function delete( ?callable $tick = null ): int {
		$done = MarkedPosts::delete( self::MARK_META, $tick );

		$terms = array();
		foreach ( array( PortfolioPostType::CATEGORIES, PortfolioPostType::TAGS ) as $taxonomy ) {
			$tt_ids             = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'tt_ids',
				)
			);
			$terms[ $taxonomy ] = is_array( $tt_ids ) ? array_map( 'intval', $tt_ids ) : array();
		}
		$this->finish( $terms );
		return $done;
	}

	/**
	 * How many generated items exist.
	 */
	public function count(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A count for the command's report.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", self::MARK_META ) );
	}

	/**
	 * Multi-row INSERTs of at most $per_statement rows.
	 *
	 * @param string   $into          Table and columns.
	 * @param string[] $values        Prepared "(...)" rows.
	 * @param int      $per_statement Rows per statement.
	 */
	private function insert_rows( string $into, array $values, int $per_statement ): void {
		global $wpdb;
		foreach ( array_chunk( $values, $per_statement ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Each row is prepared by the caller; $into names core tables.
			$wpdb->query( "INSERT INTO {$into} VALUES " . implode( ',', $chunk ) );
		}
	}

	/**
	 * Recounts the terms and invalidates the caches.
	 *
	 * @param array<string, int[]> $terms Taxonomy => term taxonomy ids.
	 */
	private function finish( array $terms ): void {
		foreach ( $terms as $taxonomy => $tt_ids ) {
			if ( array() !== $tt_ids ) {
				wp_update_term_count_now( $tt_ids, $taxonomy );
				clean_term_cache( $tt_ids, $taxonomy );
			}
		}
		wp_cache_set( 'last_changed', microtime(), 'posts' );
	}
}
