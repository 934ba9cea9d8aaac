<?php
/**
 * HTTP conditional requests (RFC 9110 §13).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * If-None-Match wins over If-Modified-Since; weak validators match (W/"...").
 */
final class ConditionalRequest {

	/**
	 * Whether the client's copy is still current.
	 *
	 * @param \WP_REST_Request $request       Request.
	 * @param string           $etag          Current ETag (quoted).
	 * @param int              $last_modified Current Last-Modified (Unix time).
	 */
	public static function not_modified( \WP_REST_Request $request, string $etag, int $last_modified ): bool {
		return self::matches( (string) $request->get_header( 'if_none_match' ), (string) $request->get_header( 'if_modified_since' ), $etag, $last_modified );
	}

	/**
	 * Whether a client's copy, told by its If-None-Match and If-Modified-Since headers, is
	 * still current.
	 *
	 * @param string $if_none_match     If-None-Match ('' when absent).
	 * @param string $if_modified_since If-Modified-Since ('' when absent).
	 * @param string $etag              Current ETag (quoted).
	 * @param int    $last_modified     Current Last-Modified (Unix time).
	 */
	public static function matches( string $if_none_match, string $if_modified_since, string $etag, int $last_modified ): bool {
		if ( '' !== $if_none_match ) {
			foreach ( explode( ',', $if_none_match ) as $tag ) {
				$tag = trim( $tag );
				if ( '*' === $tag || preg_replace( '#^W/#', '', $tag ) === $etag ) {
					return true;
				}
			}
			return false;
		}
		if ( '' === $if_modified_since ) {
			return false;
		}
		$time = strtotime( $if_modified_since );
		return false !== $time && $last_modified <= $time;
	}
}
