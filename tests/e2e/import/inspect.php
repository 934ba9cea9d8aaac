<?php
/**
 * Test helper (command line only): lists or deletes the providers an import test created.
 *
 * Usage: php inspect.php SITE_DIR KEY_PREFIX list|delete
 * list prints a JSON array of { key, id, title, status, lat, lng, category } read straight from
 * the database (no cache), so a test can check what a killed import left behind.
 *
 * @package AccesTourisme
 */

if ( PHP_SAPI !== 'cli' ) {
	exit;
}

[ , $acces_dir, $acces_prefix, $acces_action ] = $argv;
$acces_config = file_get_contents( rtrim( $acces_dir, '/' ) . '/wp-config.php' );
preg_match( "#'WP_HOME', 'http://localhost:(\d+)'#", $acces_config, $acces_m );
$_SERVER['HTTP_HOST']   = 'localhost:' . $acces_m[1];
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $acces_dir, '/' ) . '/wp-load.php';

global $wpdb;
$acces_ids = $wpdb->get_col(
	$wpdb->prepare(
		"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
		WHERE p.post_type = 'acces-provider' AND m.meta_key = 'acces_import_key' AND m.meta_value LIKE %s",
		$wpdb->esc_like( $acces_prefix ) . '%'
	)
);
// Posts of the provider type without any import key, created after the test's marker time,
// would be half-written rows: list them too (key null).
$acces_orphans = $wpdb->get_col(
	"SELECT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = 'acces_import_key'
	WHERE p.post_type = 'acces-provider' AND m.meta_id IS NULL AND p.post_title LIKE 'Essai interruption %'"
);

if ( 'delete' === $acces_action ) {
	$wpdb->query( 'START TRANSACTION' );
	foreach ( array_merge( $acces_ids, $acces_orphans ) as $acces_id ) {
		wp_delete_post( (int) $acces_id, true );
	}
	$wpdb->query( 'COMMIT' );
	exit( 0 );
}

$acces_out = array();
foreach ( array_merge( $acces_ids, $acces_orphans ) as $acces_id ) {
	$acces_id    = (int) $acces_id;
	$acces_terms = wp_get_object_terms( $acces_id, 'acces-provider-category', array( 'fields' => 'slugs' ) );
	$acces_out[] = array(
		'key'      => get_post_meta( $acces_id, 'acces_import_key', true ),
		'id'       => $acces_id,
		'title'    => get_post_field( 'post_title', $acces_id ),
		'author'   => (int) get_post_field( 'post_author', $acces_id ),
		'status'   => get_post_status( $acces_id ),
		'lat'      => get_post_meta( $acces_id, 'acces_lat', true ),
		'lng'      => get_post_meta( $acces_id, 'acces_lng', true ),
		'category' => is_array( $acces_terms ) ? implode( ',', $acces_terms ) : '',
	);
}
echo wp_json_encode( $acces_out );
