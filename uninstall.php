<?php
/**
 * Uninstall: removes the plugin's options, and its content only if the admin asked for it
 * (Settings › Accès Tourisme › Uninstalling).
 *
 * @package AccesTourisme
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

$acces_general     = get_option( 'acces_general', array() );
$acces_delete_data = is_array( $acces_general ) && ! empty( $acces_general['delete_data_on_uninstall'] );

if ( $acces_delete_data ) {
	// Every status, the trash and auto-drafts included (get_posts( 'any' ) leaves those out).
	$acces_ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN (%s, %s)", 'acces-provider', 'acces-portfolio' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	foreach ( $acces_ids as $acces_id ) {
		wp_delete_post( (int) $acces_id, true );
	}
	$acces_taxonomies = array( 'acces-provider-category', 'acces-portfolio-categories', 'acces-portfolio-other-categories', 'acces-portfolio-tags' );
	foreach ( $acces_taxonomies as $acces_taxonomy ) {
		$acces_terms = $wpdb->get_col( $wpdb->prepare( "SELECT t.term_id FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = %s", $acces_taxonomy ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $acces_terms as $acces_term_id ) {
			if ( ! taxonomy_exists( $acces_taxonomy ) ) {
				register_taxonomy( $acces_taxonomy, array() );
			}
			wp_delete_term( (int) $acces_term_id, $acces_taxonomy );
		}
	}
}

// Options: every option of the plugin starts with "acces_".
$acces_options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'acces_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
foreach ( $acces_options as $acces_option ) {
	delete_option( $acces_option );
}
// The providers' kept aggregates (includes/Providers/FileCache.php).
$acces_cache_dir = trailingslashit( (string) wp_upload_dir( null, false )['basedir'] ) . 'acces-tourisme/cache';
foreach ( (array) glob( $acces_cache_dir . '/*' ) as $acces_file ) {
	if ( is_string( $acces_file ) && is_file( $acces_file ) ) {
		wp_delete_file( $acces_file );
	}
}
if ( is_dir( $acces_cache_dir ) ) {
	@rmdir( $acces_cache_dir ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Our own folder.
	@rmdir( dirname( $acces_cache_dir ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Removed only when empty.
}
wp_cache_flush();
