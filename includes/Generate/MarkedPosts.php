<?php
/**
 * Bulk removal of generated posts.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Generate;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes every post carrying a generator's mark meta, 500 at a time, with their meta and term
 * links (generated posts have no revisions, comments or attachments).
 */
final class MarkedPosts {

	/**
	 * Deletes the marked posts; returns how many.
	 *
	 * @param string        $mark_meta Meta key that marks the generator's posts.
	 * @param callable|null $tick      Called with the number done after each batch.
	 */
	public static function delete( string $mark_meta, ?callable $tick = null ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Bulk removal of generated rows.
		$ids  = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", $mark_meta ) ) );
		$done = 0;
		foreach ( array_chunk( $ids, 500 ) as $chunk ) {
			$in = implode( ',', $chunk );
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in holds integers only.
			$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ({$in})" );
			$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE object_id IN ({$in})" );
			$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID IN ({$in})" );
			// phpcs:enable
			foreach ( $chunk as $id ) {
				clean_post_cache( $id );
			}
			$done += count( $chunk );
			if ( null !== $tick ) {
				$tick( $done );
			}
		}
		return $done;
	}
}
