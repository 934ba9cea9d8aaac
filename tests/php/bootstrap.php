<?php
/**
 * Boots a real WordPress (the site in $ACCES_TEST_SITE, installed by tools/phpunit.sh on
 * SQLite or MariaDB) with the plugin active. No WordPress function is mocked.
 *
 * @package AccesTourisme
 */

$acces_site = getenv( 'ACCES_TEST_SITE' );
if ( ! $acces_site || ! is_file( $acces_site . '/wp-config.php' ) ) {
	fwrite( STDERR, "ACCES_TEST_SITE must point at an installed site: run the suite with `npm run test:php`.\n" );
	exit( 1 );
}

$acces_config = (string) file_get_contents( $acces_site . '/wp-config.php' );
preg_match( "#'WP_HOME', 'http://localhost:(\d+)'#", $acces_config, $acces_port );
$_SERVER['HTTP_HOST']       = 'localhost:' . ( $acces_port[1] ?? '80' );
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PORT']     = $acces_port[1] ?? '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

define( 'ACCES_TESTING', true );

// Collect PHP notices, warnings and deprecations raised by the plugin's own files: a test fails on any.
$GLOBALS['acces_php_errors'] = array();
set_error_handler(
	static function ( int $errno, string $errstr, string $errfile, int $errline ) {
		$root = dirname( __DIR__, 2 );
		if ( str_starts_with( $errfile, $root . '/includes' ) || str_starts_with( $errfile, $root . '/plugin.php' ) || str_starts_with( $errfile, $root . '/uninstall.php' ) ) {
			$GLOBALS['acces_php_errors'][] = "{$errstr} in {$errfile}:{$errline}";
		}
		return false;
	}
);

require $acces_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

if ( ! is_plugin_active( 'acces-tourisme/plugin.php' ) ) {
	fwrite( STDERR, "The plugin is not active on the test site.\n" );
	exit( 1 );
}

require_once __DIR__ . '/TestCase.php';

// PHPUnit includes this file inside a function and then copies its local variables into
// $GLOBALS. WordPress files loaded from here set some globals without `global` (for instance
// `$shortcode_tags = array();` in shortcodes.php), so those copies would empty the real ones.
// Drop every local variable: the globals WordPress declared stay untouched. (In a test run in
// a separate process, this file runs in the global scope: nothing to do there.)
if ( ! array_key_exists( 'acces_site', $GLOBALS ) ) {
	foreach ( array_keys( get_defined_vars() ) as $acces_local ) {
		if ( ! in_array( $acces_local, array( 'acces_local', 'filename', 'oldVariableNames' ), true ) ) {
			unset( $$acces_local );
		}
	}
	unset( $acces_local );
}
