<?php
/**
 * Every REST route of the plugin has a real permission callback, and writes are refused to
 * anonymous visitors and subscribers.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

use AccesTourisme\Tests\TestCase;

/**
 * Lists the routes of the plugin's namespace and of its post types and taxonomies.
 */
final class RestPermissionsTest extends TestCase {

	/**
	 * Routes that belong to the plugin: its own namespace, and the wp/v2 routes of its types.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private function plugin_routes(): array {
		$routes = rest_get_server()->get_routes();
		return array_filter(
			$routes,
			static fn( string $route ) => str_starts_with( $route, '/acces/' ) || str_starts_with( $route, '/wp/v2/acces-' ),
			ARRAY_FILTER_USE_KEY
		);
	}

	public function test_the_plugin_has_routes_and_each_has_a_real_permission_callback(): void {
		$routes = $this->plugin_routes();
		$this->assertNotEmpty( $routes, 'The plugin registers REST routes.' );
		$listed = array();
		foreach ( $routes as $route => $endpoints ) {
			foreach ( $endpoints as $endpoint ) {
				$methods  = implode( ',', array_keys( $endpoint['methods'] ) );
				$listed[] = "{$methods} {$route}";
				$callback = $endpoint['permission_callback'] ?? null;
				$this->assertNotNull( $callback, "{$methods} {$route} has no permission_callback." );
				$this->assertNotSame( '__return_true', $callback, "{$methods} {$route} uses __return_true: write an explicit method that says why it is public." );
				$this->assertIsCallable( $callback, "{$methods} {$route}" );
			}
		}
		fwrite( STDERR, "\nREST routes of the plugin:\n  " . implode( "\n  ", $listed ) . "\n" );
	}

	public function test_writes_are_refused_to_anonymous_visitors_and_subscribers(): void {
		$subscriber = $this->create_user( 'subscriber' );
		foreach ( $this->plugin_routes() as $route => $endpoints ) {
			if ( str_contains( $route, '(?P<' ) && ! preg_match( '#\(\?P<id>#', $route ) ) {
				continue; // Routes with parameters other than an id are exercised by their own tests.
			}
			$path = preg_replace( '#\(\?P<id>[^)]+\)#', '999999', $route );
			foreach ( $endpoints as $endpoint ) {
				foreach ( array_keys( $endpoint['methods'] ) as $method ) {
					if ( in_array( $method, array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
						continue;
					}
					foreach ( array( 0, $subscriber ) as $user ) {
						wp_set_current_user( $user );
						$response = $this->rest(
							$method,
							$path,
							array(
								'title' => 'x',
								'name'  => 'x',
							)
						);
						$this->assertContains( $response->get_status(), array( 401, 403, 404 ), "{$method} {$path} as user {$user} answered " . $response->get_status() );
					}
				}
			}
		}
	}
}
