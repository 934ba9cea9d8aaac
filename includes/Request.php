<?php
/**
 * What kind of request this is, known from the start of the request.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * A front-end page is what most requests are and what the plugin must keep cheap (issue 7 §7:
 * at most 2 ms of server time on a page without our blocks): such a request skips what only
 * admin screens, the REST API, Ajax, cron, XML-RPC or the command line use (settings, editor
 * scripts, REST routes, the block editor's registrations). Those requests get everything.
 */
final class Request {

	/**
	 * The answer, once known.
	 *
	 * @var bool|null
	 */
	private static ?bool $front_end = null;

	/**
	 * Whether this request renders a front-end page. Known as soon as the plugin loads: every
	 * other kind of request says so by a constant defined before WordPress loads, or by its
	 * address (REST_REQUEST itself is only defined after init).
	 */
	public static function is_front_end(): bool {
		if ( null === self::$front_end ) {
			self::$front_end = self::detect();
		}
		return self::$front_end;
	}

	/**
	 * Sets the answer (tests), or forgets it with null.
	 *
	 * @param bool|null $front_end The answer to give.
	 */
	public static function assume( ?bool $front_end ): void {
		self::$front_end = $front_end;
	}

	/**
	 * The detection.
	 */
	private static function detect(): bool {
		if ( 'cli' === PHP_SAPI || is_admin() || wp_doing_ajax() || wp_doing_cron()
			|| ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST )
			|| ( defined( 'WP_INSTALLING' ) && WP_INSTALLING ) || ( defined( 'IFRAME_REQUEST' ) && IFRAME_REQUEST )
		) {
			return false;
		}
		return self::detect_from_address();
	}

	/**
	 * Whether the address is not the REST API's.
	 */
	private static function detect_from_address(): bool {
		if ( isset( $_GET['rest_route'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only its presence is read.
			return false;
		}
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Compared, never printed.
		$prefix = trim( rest_get_url_prefix(), '/' );
		if ( false === strpos( $uri, $prefix ) ) {
			// Most pages: the address does not even hold the REST prefix.
			return true;
		}
		$home = rtrim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' ) . '/';
		$path = 0 === strpos( $uri, $home ) ? substr( $uri, strlen( $home ) ) : ltrim( $uri, '/' );
		$path = 0 === strpos( $path, 'index.php/' ) ? substr( $path, 10 ) : $path;
		return 1 !== preg_match( '#^' . preg_quote( $prefix, '#' ) . '(?:[/?]|$)#', $path );
	}
}
