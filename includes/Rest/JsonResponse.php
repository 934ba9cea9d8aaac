<?php
/**
 * A REST answer whose body is already JSON text.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Holds the JSON text of a cached answer, so that a cache hit is sent as it is stored instead
 * of being decoded and encoded again (milliseconds per megabyte), and its gzip-compressed copy
 * when kept, sent to clients that accept gzip (a tenth of the bytes). get_data() still gives the
 * decoded value to any code that asks (internal requests, _fields, _envelope); set_data()
 * drops the text, and the answer is then encoded by WordPress as usual.
 */
final class JsonResponse extends \WP_REST_Response {

	/**
	 * The body, or null once the data was replaced.
	 *
	 * @var string|null
	 */
	private ?string $json;

	/**
	 * The body compressed with gzip, when kept.
	 *
	 * @var string|null
	 */
	private ?string $gzip;

	/**
	 * An answer.
	 *
	 * @param string|null          $json    JSON text (from wp_json_encode()); null when $gzip holds it.
	 * @param int                  $status  HTTP status.
	 * @param array<string, mixed> $headers Headers.
	 * @param string|null          $gzip    The same text compressed with gzip.
	 */
	public function __construct( ?string $json, int $status = 200, array $headers = array(), ?string $gzip = null ) {
		parent::__construct( null, $status, $headers );
		$this->json = $json;
		$this->gzip = $gzip;
	}

	/**
	 * The decoded data.
	 *
	 * @return mixed
	 */
	public function get_data() {
		if ( null === $this->data && null !== $this->json() ) {
			$this->data = json_decode( (string) $this->json(), true );
		}
		return $this->data;
	}

	/**
	 * Replaces the data (the JSON text no longer applies).
	 *
	 * @param mixed $data Data.
	 */
	public function set_data( $data ) {
		$this->json = null;
		$this->gzip = null;
		parent::set_data( $data );
	}

	/**
	 * The JSON text, or null.
	 */
	public function json(): ?string {
		if ( null === $this->json && null !== $this->gzip ) {
			$json       = gzdecode( $this->gzip );
			$this->json = false === $json ? null : $json;
		}
		return $this->json;
	}

	/**
	 * The gzip-compressed JSON text, when kept.
	 */
	public function gzip(): ?string {
		return $this->gzip;
	}

	/**
	 * Whether the current client accepts a gzip-compressed body (and PHP does not compress
	 * the output itself).
	 */
	public static function client_accepts_gzip(): bool {
		return self::client_accepts_gzip_header( isset( $_SERVER['HTTP_ACCEPT_ENCODING'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_ACCEPT_ENCODING'] ) ) : '' );
	}

	/**
	 * Whether a client that sent this Accept-Encoding header accepts a gzip-compressed body
	 * (and PHP does not compress the output itself).
	 *
	 * @param string $accept Accept-Encoding ('' when absent).
	 */
	public static function client_accepts_gzip_header( string $accept ): bool {
		return function_exists( 'gzencode' ) && ! ini_get( 'zlib.output_compression' ) && (bool) preg_match( '/\bgzip\b(?!;\s*q=0(\.0*)?\s*(,|$))/i', $accept );
	}

	/**
	 * Sends the stored JSON text of such an answer (rest_pre_serve_request), unless the request
	 * asks for a change of the encoding (_jsonp, _pretty), which WordPress then does itself.
	 *
	 * @param bool              $served  Whether the request was served.
	 * @param \WP_HTTP_Response $result  Result.
	 * @param \WP_REST_Request  $request Request.
	 */
	public static function serve( $served, $result, $request = null ): bool {
		if ( $served || ! $result instanceof self || ( null === $result->json && null === $result->gzip ) || 200 !== $result->get_status() ) {
			return (bool) $served;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Read-only flags of the REST server.
		if ( isset( $_GET['_jsonp'] ) || isset( $_GET['_pretty'] ) ) {
			return false;
		}
		$body = null;
		if ( null !== $result->gzip && ! headers_sent() ) {
			header( 'Vary: Accept-Encoding', false );
			if ( self::client_accepts_gzip() ) {
				header( 'Content-Encoding: gzip' );
				$body = $result->gzip; // As kept: never inflated here.
			}
		}
		$body ??= $result->json();
		if ( ! ( $request instanceof \WP_REST_Request && 'HEAD' === $request->get_method() ) ) {
			// WordPress 6.1 sends its no-cache headers (for a logged-in user) after this filter:
			// the body waits in an output buffer, which PHP sends when the request ends, so
			// that those headers can still go out (and no "headers already sent" warning).
			ob_start();
			echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON from wp_json_encode() (or it compressed), sent as application/json.
		}
		return true;
	}
}
