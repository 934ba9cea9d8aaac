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
 * of being decoded and encoded again (milliseconds per megabyte). get_data() still gives the
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
	 * An answer.
	 *
	 * @param string               $json    JSON text (from wp_json_encode()).
	 * @param int                  $status  HTTP status.
	 * @param array<string, mixed> $headers Headers.
	 */
	public function __construct( string $json, int $status = 200, array $headers = array() ) {
		parent::__construct( null, $status, $headers );
		$this->json = $json;
	}

	/**
	 * The decoded data.
	 *
	 * @return mixed
	 */
	public function get_data() {
		if ( null === $this->data && null !== $this->json ) {
			$this->data = json_decode( $this->json, true );
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
		parent::set_data( $data );
	}

	/**
	 * The JSON text, or null.
	 */
	public function json(): ?string {
		return $this->json;
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
		if ( $served || ! $result instanceof self || null === $result->json() || 200 !== $result->get_status() ) {
			return (bool) $served;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Read-only flags of the REST server.
		if ( isset( $_GET['_jsonp'] ) || isset( $_GET['_pretty'] ) ) {
			return false;
		}
		if ( ! ( $request instanceof \WP_REST_Request && 'HEAD' === $request->get_method() ) ) {
			echo $result->json(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON from wp_json_encode(), sent as application/json.
		}
		return true;
	}
}
