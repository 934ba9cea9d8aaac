<?php
/**
 * Router for PHP's built-in web server: static files and PHP scripts as they are,
 * every other path to WordPress (pretty permalinks).
 *
 * @package AccesTourisme
 */

$acces_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$acces_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Local map tiles for the bench (its Lighthouse runs cannot reach a tile server): every
// /__acces-tiles/{z}/{x}/{y}.png is the browser tests' fixture tile.
if ( preg_match( '#^/__acces-tiles/\d+/\d+/\d+\.png$#', $acces_path ) ) {
	header( 'Content-Type: image/png' );
	header( 'Cache-Control: public, max-age=86400' );
	readfile( dirname( __DIR__ ) . '/tests/e2e/fixtures/tile.png' );
	return true;
}

if ( '/' !== $acces_path && false === strpos( $acces_path, '..' ) ) {
	$acces_file = $acces_root . $acces_path;
	if ( is_file( $acces_file ) ) {
		if ( preg_match( '/\.(svg)$/i', $acces_file ) ) {
			header( 'Content-Type: image/svg+xml' );
			readfile( $acces_file );
			return true;
		}
		return false;
	}
	if ( is_dir( $acces_file ) && is_file( rtrim( $acces_file, '/' ) . '/index.php' ) ) {
		return false;
	}
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $acces_root . '/index.php';
chdir( $acces_root );
require $acces_root . '/index.php';
