<?php
/**
 * Refuses REST requests to the plugin's routes whose parameters are not valid UTF-8.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * On the plugin's namespace and its types' wp/v2 routes, a parameter holding bytes that are
 * not UTF-8 gets a 400 that says so, before WordPress sanitises anything: it would otherwise
 * empty the text (a term "name" then answers 500, "A name is required") or try to store it
 * and answer 500 ("Could not insert post into the database").
 */
final class Utf8Guard implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse' ), 5, 3 );
	}

	/**
	 * Whether a route is the plugin's.
	 *
	 * @param string $route Route.
	 */
	public static function is_plugin_route( string $route ): bool {
		return str_starts_with( $route, '/acces/' ) || str_starts_with( $route, '/wp/v2/acces-' );
	}

	/**
	 * Answers 400 when a parameter (or a key) is not valid UTF-8.
	 *
	 * @param mixed            $response Response so far (null to go on).
	 * @param \WP_REST_Server  $server   Server.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function refuse( $response, $server, $request ) {
		if ( null !== $response || ! $request instanceof \WP_REST_Request || ! self::is_plugin_route( $request->get_route() ) ) {
			return $response;
		}
		$bad = self::first_invalid( $request->get_params() );
		if ( null === $bad ) {
			return $response;
		}
		return rest_convert_error_to_response(
			new \WP_Error(
				'acces_invalid_encoding',
				/* translators: %s: the parameter's name. */
				sprintf( __( 'The parameter “%s” is not valid UTF-8 text.', 'acces-tourisme' ), $bad ),
				array( 'status' => 400 )
			)
		);
	}

	/**
	 * The name of the first parameter holding invalid UTF-8, or null.
	 *
	 * @param array<int|string, mixed> $params Parameters.
	 * @param string                   $prefix Name of the enclosing parameter.
	 */
	private static function first_invalid( array $params, string $prefix = '' ): ?string {
		foreach ( $params as $key => $value ) {
			$name = '' === $prefix ? (string) $key : $prefix . '[' . $key . ']';
			if ( is_string( $key ) && ! mb_check_encoding( $key, 'UTF-8' ) ) {
				return wp_check_invalid_utf8( $prefix, true ) . '[…]';
			}
			if ( is_string( $value ) && ! mb_check_encoding( $value, 'UTF-8' ) ) {
				return $name;
			}
			if ( is_array( $value ) ) {
				$found = self::first_invalid( $value, $name );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		return null;
	}
}
