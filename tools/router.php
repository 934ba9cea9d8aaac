<?php
/**
 * Router for PHP's built-in web server: static files and PHP scripts as they are,
 * every other path to WordPress (pretty permalinks).
 *
 * Like the web servers production sites run on (Apache's mod_deflate, nginx's gzip), it
 * compresses text — HTML pages, JSON answers, CSS, JavaScript, SVG, JSON files — for a client that accepts
 * gzip; PHP's built-in server alone sends everything uncompressed. An answer that already has
 * a Content-Encoding (the plugin's kept REST answers) is sent as it is.
 *
 * @package AccesTourisme
 */

/**
 * Whether the client accepts gzip.
 */
function acces_router_accepts_gzip(): bool {
	$accept = (string) ( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '' );
	return (bool) preg_match( '/\bgzip\b(?!;\s*q=0(\.0*)?\s*(,|$))/i', $accept );
}

/**
 * Output handler of PHP pages: gzip for an HTML or JSON answer with a body. The page is
 * buffered whole (no chunk size), so it is compressed at once and gets its real Content-Length;
 * if something flushes early, the rest is streamed with incremental deflate and no length.
 * A discarded buffer (ob_clean, ob_get_clean) decides nothing.
 *
 * @param string $chunk Output.
 * @param int    $phase PHP_OUTPUT_HANDLER_* flags.
 */
function acces_router_gzip_html( string $chunk, int $phase ): string {
	static $deflate = null;
	static $decided = false;
	if ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) {
		return '';
	}
	$final = (bool) ( $phase & PHP_OUTPUT_HANDLER_FINAL );
	if ( ! $decided && '' === $chunk && ! $final ) {
		return ''; // An early flush of nothing: decide with the first output.
	}
	if ( ! $decided ) {
		$decided = true;
		$html    = false;
		$encoded = false;
		foreach ( headers_list() as $header ) {
			$html    = $html || (bool) preg_match( '#^content-type:\s*(text/html|application/json)#i', $header );
			$encoded = $encoded || (bool) preg_match( '#^content-encoding:#i', $header );
		}
		$status = http_response_code();
		if ( ! $html || $encoded || headers_sent() || in_array( $status, array( 204, 304 ), true ) || 'HEAD' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) || '' === $chunk ) {
			return $chunk;
		}
		header( 'Content-Encoding: gzip' );
		header( 'Vary: Accept-Encoding', false );
		if ( $final ) {
			$body = (string) gzencode( $chunk, 6 );
			header( 'Content-Length: ' . strlen( $body ) );
			return $body;
		}
		header_remove( 'Content-Length' );
		$deflate = deflate_init( ZLIB_ENCODING_GZIP, array( 'level' => 6 ) );
	}
	if ( null === $deflate ) {
		return $chunk;
	}
	return (string) deflate_add( $deflate, $chunk, $final ? ZLIB_FINISH : ZLIB_NO_FLUSH );
}

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
		$acces_types = array(
			'css'  => 'text/css; charset=UTF-8',
			'js'   => 'application/javascript; charset=UTF-8',
			'json' => 'application/json',
			'svg'  => 'image/svg+xml',
		);
		$acces_ext   = strtolower( pathinfo( $acces_file, PATHINFO_EXTENSION ) );
		if ( isset( $acces_types[ $acces_ext ] ) ) {
			header( 'Content-Type: ' . $acces_types[ $acces_ext ] );
			header( 'Vary: Accept-Encoding' );
			// As a web server with an expiry rule for static files answers: a day's freshness,
			// then a conditional request answered 304. Without it, files a few minutes old (a
			// freshly installed site) would be fetched again on every page load, including the
			// cluster worker's script, whose URL has no version to cache it by.
			$acces_modified = gmdate( 'D, d M Y H:i:s', (int) filemtime( $acces_file ) ) . ' GMT';
			header( 'Last-Modified: ' . $acces_modified );
			header( 'Cache-Control: public, max-age=86400' );
			if ( ( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ?? '' ) === $acces_modified ) {
				http_response_code( 304 );
				return true;
			}
			$acces_body = (string) file_get_contents( $acces_file );
			if ( acces_router_accepts_gzip() && strlen( $acces_body ) > 1024 ) {
				header( 'Content-Encoding: gzip' );
				$acces_body = (string) gzencode( $acces_body, 6 );
			}
			header( 'Content-Length: ' . strlen( $acces_body ) );
			if ( 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
				echo $acces_body;
			}
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
if ( acces_router_accepts_gzip() ) {
	ob_start( 'acces_router_gzip_html' );
}
require $acces_root . '/index.php';
