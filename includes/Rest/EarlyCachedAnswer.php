<?php
/**
 * The kept answers of the plugin's two map-data routes, sent before WordPress loads the theme.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

use AccesTourisme\Maps\MapPlacesController;
use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A map loads GET /wp-json/acces/v1/providers (or /map-places) on every visit, and the answer
 * is kept (ProviderCache) until a provider or a category changes. Loading the theme, running
 * `init` and starting the REST server to send that kept text costs about three times what
 * sending it costs; so, on `setup_theme` (the earliest point where WordPress can build its REST
 * URLs), when the request is exactly such a plain public read and the answer is kept for the
 * current version, it is sent here, with the same body and the same headers as the REST
 * server would send, and the request ends. Everything else goes the usual way, which also
 * builds and keeps the answer for the next visitor:
 * - another method, a method override, an Origin header (CORS), a logged-in visitor;
 * - any query parameter besides `format` (providers) or an already-sanitised `categorie`
 *   (map places): filters, `_fields`, `_envelope`, `_jsonp`, `_locale`, cache busters;
 * - another plugin's callback on a hook of the REST server that could change or refuse the
 *   answer (seen at this point: callbacks added later, on `init`, are not), e.g. a plugin
 *   that closes the REST API to visitors;
 * - the filter `acces_tourisme_early_answer` returning false (a must-use plugin can add it).
 * Its answers carry `X-Acces-Answer: early`.
 */
final class EarlyCachedAnswer implements Service {

	/**
	 * Hooks of the REST server whose callbacks (other than WordPress's own and the plugin's)
	 * could refuse or change an answer.
	 */
	private const GUARDED_HOOKS = array(
		'rest_authentication_errors',
		'rest_pre_dispatch',
		'rest_dispatch_request',
		'rest_request_before_callbacks',
		'rest_request_after_callbacks',
		'rest_post_dispatch',
		'rest_pre_serve_request',
		'rest_pre_echo_response',
		'rest_endpoints',
		'rest_send_nocache_headers',
		'rest_exposed_cors_headers',
		'rest_allowed_cors_headers',
	);

	/**
	 * WordPress's own callbacks on those hooks (default-filters.php, rest_api_default_filters()):
	 * they let anonymous reads of a public route through and change nothing in these answers
	 * (CORS headers are only sent for an Origin, which goes the usual way).
	 */
	private const CORE_CALLBACKS = array(
		'rest_cookie_check_errors',
		'rest_application_password_check_errors',
		'_oembed_rest_pre_serve_request',
		'rest_send_cors_headers',
		'rest_send_allow_header',
		'rest_filter_response_fields',
		'rest_handle_options_request',
	);

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'setup_theme', array( $this, 'maybe_serve' ), PHP_INT_MIN );
	}

	/**
	 * Sends the kept answer and ends the request, when this request may have it.
	 */
	public function maybe_serve(): void {
		// Every request passes here: only the plugin's routes go further. The cheap test first,
		// on the namespace followed by a slash, plain or escaped ("acces/v1", "acces%2Fv1"): not
		// on the word alone, which the French pages' addresses hold ("accessibles",
		// "accessibilite"). An address written with other escaped letters is simply answered by
		// WordPress as usual.
		if ( ! isset( $_SERVER['REQUEST_URI'] ) || ! self::may_name_our_namespace( (string) $_SERVER['REQUEST_URI'] ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.ValidatedSanitizedInput.MissingUnslash -- Only searched for a word, never used.
			return;
		}
		$uri = rawurldecode( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) );
		if ( false === strpos( $uri, '/' . ProvidersController::NAMESPACE . '/' ) ) {
			return;
		}
		$answer = $this->answer( wp_unslash( $_SERVER ), wp_unslash( $_GET ), array_keys( $_COOKIE ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public read; every value is compared with fixed ones.
		if ( null === $answer || headers_sent() ) {
			return;
		}
		status_header( $answer['status'] );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( null !== $answer['body'] ) {
			echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON from wp_json_encode() (or it compressed), sent as application/json.
		}
		exit;
	}

	/**
	 * Whether a request address may name the plugin's REST namespace (the cheap test that every
	 * request passes; route() decides).
	 *
	 * @param string $uri The raw request address.
	 */
	public static function may_name_our_namespace( string $uri ): bool {
		return false !== stripos( $uri, 'acces/' ) || false !== stripos( $uri, 'acces%2f' );
	}

	/**
	 * The answer to send now, or null to let WordPress answer as usual.
	 *
	 * @param array<string, mixed> $server  Server variables (unslashed).
	 * @param array<string, mixed> $query   Query parameters (unslashed).
	 * @param array<int, string>   $cookies Names of the request's cookies.
	 * @return array{status: int, headers: array<string, string>, body: ?string}|null
	 */
	public function answer( array $server, array $query, array $cookies ): ?array {
		$method = isset( $server['REQUEST_METHOD'] ) ? strtoupper( (string) $server['REQUEST_METHOD'] ) : '';
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true )
			|| isset( $server['HTTP_X_HTTP_METHOD_OVERRIDE'] ) || isset( $server['HTTP_ORIGIN'] )
			|| ( defined( 'LOGGED_IN_COOKIE' ) && in_array( LOGGED_IN_COOKIE, $cookies, true ) )
		) {
			return null;
		}
		$route = $this->route( (string) ( $server['REQUEST_URI'] ?? '' ), $query );
		if ( null === $route || $this->has_foreign_callbacks() || ! apply_filters( 'acces_tourisme_early_answer', true, $route ) ) {
			return null;
		}
		unset( $query['rest_route'] );
		$gzip = JsonResponse::client_accepts_gzip_header( (string) ( $server['HTTP_ACCEPT_ENCODING'] ?? '' ) );
		if ( '/' . ProvidersController::NAMESPACE . ProvidersController::ROUTE === $route ) {
			$answer = $this->providers( $query, $server, $gzip );
		} elseif ( '/' . MapPlacesController::NAMESPACE . MapPlacesController::ROUTE === $route ) {
			$answer = $this->map_places( $query, $server );
		} else {
			return null;
		}
		if ( null === $answer ) {
			return null;
		}
		$answer['headers'] = array_merge( $this->rest_headers(), $answer['headers'], array( 'X-Acces-Answer' => 'early' ) );
		if ( 'HEAD' === $method ) {
			$answer['body'] = null;
		}
		return $answer;
	}

	/**
	 * The kept GeoJSON (or compact) answer of every provider.
	 *
	 * @param array<string, mixed> $query  Query parameters.
	 * @param array<string, mixed> $server Server variables.
	 * @param bool                 $gzip   Whether the client accepts gzip.
	 * @return array{status: int, headers: array<string, string>, body: ?string}|null
	 */
	private function providers( array $query, array $server, bool $gzip ): ?array {
		$format = $query['format'] ?? 'geojson';
		unset( $query['format'] );
		if ( array() !== $query || ! in_array( $format, array( 'geojson', 'compact' ), true ) ) {
			return null;
		}
		$key     = ProvidersController::cache_key( $format, ProvidersController::UNFILTERED );
		$headers = ProvidersController::answer_headers( $key );
		if ( ConditionalRequest::matches( (string) ( $server['HTTP_IF_NONE_MATCH'] ?? '' ), (string) ( $server['HTTP_IF_MODIFIED_SINCE'] ?? '' ), $headers['ETag'], ProviderCache::last_modified() ) ) {
			return array(
				'status'  => 304,
				'headers' => $headers,
				'body'    => null,
			);
		}
		$kept = ProviderCache::kept_answer( $key, $gzip );
		if ( null === $kept ) {
			return null;
		}
		if ( null !== $kept['gzip'] ) {
			$headers['Vary']             = 'Accept-Encoding';
			$headers['Content-Encoding'] = 'gzip';
		}
		return array(
			'status'  => 200,
			'headers' => $headers,
			'body'    => $kept['gzip'] ?? $kept['json'],
		);
	}

	/**
	 * The kept compact places of a list map.
	 *
	 * @param array<string, mixed> $query  Query parameters.
	 * @param array<string, mixed> $server Server variables.
	 * @return array{status: int, headers: array<string, string>, body: ?string}|null
	 */
	private function map_places( array $query, array $server ): ?array {
		$category = $query['categorie'] ?? '';
		unset( $query['categorie'] );
		// Only a slug as the route would sanitise it: other spellings go the usual way.
		if ( array() !== $query || ! is_string( $category ) || ! preg_match( '/^[a-z0-9_-]{0,200}$/', $category ) ) {
			return null;
		}
		$headers = MapPlacesController::answer_headers( $category );
		if ( ConditionalRequest::matches( (string) ( $server['HTTP_IF_NONE_MATCH'] ?? '' ), '', $headers['ETag'], ProviderCache::last_modified() ) ) {
			return array(
				'status'  => 304,
				'headers' => $headers,
				'body'    => null,
			);
		}
		// Kept only for a category that existed when this version was built (any change of a
		// category makes a new version).
		$json = ProviderCache::kept_json( MapPlacesController::cache_key( $category ) );
		return null === $json ? null : array(
			'status'  => 200,
			'headers' => $headers,
			'body'    => $json,
		);
	}

	/**
	 * The REST route asked for ('/acces/v1/…', without a trailing slash), or null.
	 *
	 * @param string               $uri   Request URI.
	 * @param array<string, mixed> $query Query parameters.
	 */
	private function route( string $uri, array $query ): ?string {
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		if ( isset( $query['rest_route'] ) ) {
			$index = in_array( $path, array( $home . '/', $home . '/index.php' ), true );
			return $index && is_string( $query['rest_route'] ) ? untrailingslashit( $query['rest_route'] ) : null;
		}
		$structure = (string) get_option( 'permalink_structure' );
		if ( '' === $structure || str_starts_with( $structure, '/index.php' ) ) {
			return null;
		}
		$prefix = $home . '/' . rest_get_url_prefix() . '/';
		return str_starts_with( $path, $prefix ) ? '/' . untrailingslashit( substr( $path, strlen( $prefix ) ) ) : null;
	}

	/**
	 * Whether a callback other than WordPress's own or the plugin's is on a guarded hook.
	 */
	private function has_foreign_callbacks(): bool {
		global $wp_filter;
		foreach ( self::GUARDED_HOOKS as $hook ) {
			if ( ! isset( $wp_filter[ $hook ] ) || ! $wp_filter[ $hook ] instanceof \WP_Hook ) {
				continue;
			}
			foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( ! $this->is_known( $callback['function'] ) ) {
						return true;
					}
				}
			}
		}
		return false;
	}

	/**
	 * Whether a callback is WordPress's own (on those hooks) or the plugin's.
	 *
	 * @param mixed $callback Callback.
	 */
	private function is_known( $callback ): bool {
		if ( is_string( $callback ) ) {
			return in_array( $callback, self::CORE_CALLBACKS, true ) || str_starts_with( $callback, 'AccesTourisme\\' );
		}
		if ( is_array( $callback ) && isset( $callback[0] ) ) {
			$class = is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
			return str_starts_with( $class, 'AccesTourisme\\' );
		}
		return false;
	}

	/**
	 * The headers that WordPress's REST server sends with every answer to an anonymous read
	 * (WP_REST_Server::serve_request()), with the route's Allow header.
	 *
	 * @return array<string, string>
	 */
	private function rest_headers(): array {
		return array(
			'Content-Type'                  => 'application/json; charset=' . get_option( 'blog_charset' ),
			'X-Robots-Tag'                  => 'noindex',
			'Link'                          => '<' . esc_url_raw( get_rest_url() ) . '>; rel="https://api.w.org/"',
			'X-Content-Type-Options'        => 'nosniff',
			'Access-Control-Expose-Headers' => 'X-WP-Total, X-WP-TotalPages, Link',
			'Access-Control-Allow-Headers'  => 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
			'Allow'                         => 'GET',
		);
	}
}
