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

	public function test_the_public_routes_of_the_plugin_s_namespace_are_the_listed_ones_with_a_method_of_their_own(): void {
		// Reading these is public on purpose (each callback says why in its doc comment).
		$public = array( 'GET /acces/v1', 'GET /acces/v1/providers', 'GET /acces/v1/map-places' );
		$open   = array();
		foreach ( $this->plugin_routes() as $route => $endpoints ) {
			if ( ! str_starts_with( $route, '/acces/' ) ) {
				continue;
			}
			foreach ( $endpoints as $endpoint ) {
				$callback = $endpoint['permission_callback'];
				$this->assertTrue( is_array( $callback ) && str_starts_with( is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0], 'AccesTourisme\\' ), "{$route}: the permission callback is a method of the plugin." );
				foreach ( array_keys( $endpoint['methods'] ) as $method ) {
					$request = new \WP_REST_Request( $method, $route );
					if ( true === call_user_func( $callback, $request ) ) {
						$open[] = "{$method} {$route}";
					}
				}
			}
		}
		sort( $open );
		sort( $public );
		$this->assertSame( $public, $open, 'Only the listed routes are open to anonymous visitors, and only for reading.' );
	}

	public function test_writes_to_existing_items_are_refused_and_change_nothing(): void {
		$subscriber = $this->create_user( 'subscriber' );
		$editor     = $this->create_user( 'administrator' );
		wp_set_current_user( $editor );
		$provider = wp_insert_post(
			array(
				'post_type'   => 'acces-provider',
				'post_status' => 'publish',
				'post_title'  => 'Témoin',
			)
		);
		wp_update_post(
			array(
				'ID'           => $provider,
				'post_content' => 'Deux',
			)
		);
		$revision  = (int) array_key_first( wp_get_post_revisions( $provider ) );
		$portfolio = wp_insert_post(
			array(
				'post_type'   => 'acces-portfolio',
				'post_status' => 'publish',
				'post_title'  => 'Témoin',
			)
		);
		$ids       = array(
			'acces-providers' => $provider,
			'acces-portfolio' => $portfolio,
		);
		foreach ( get_object_taxonomies( array( 'acces-provider', 'acces-portfolio' ) ) as $taxonomy ) {
			$made = wp_insert_term( 'Témoin ' . $taxonomy, $taxonomy );
			$this->assertIsArray( $made );
			$ids[ (string) get_taxonomy( $taxonomy )->rest_base ] = (int) $made['term_id'];
		}
		$checked = 0;
		foreach ( $this->plugin_routes() as $route => $endpoints ) {
			if ( ! str_contains( $route, '(?P<' ) || ! preg_match( '#^/wp/v2/([^/]+)/#', $route, $m ) ) {
				continue;
			}
			$id   = $ids[ $m[1] ] ?? 0;
			$this->assertGreaterThan( 0, $id, "An item exists for {$route}." );
			$path = preg_replace( '#\(\?P<parent>[^)]+\)#', (string) $id, $route );
			$path = preg_replace( '#\(\?P<id>[^)]+\)#', (string) ( str_contains( $route, '(?P<parent>' ) ? $revision : $id ), (string) $path );
			$kind = isset( $ids[ $m[1] ] ) && in_array( $m[1], array( 'acces-providers', 'acces-portfolio' ), true ) ? 'post' : 'term';
			foreach ( $endpoints as $endpoint ) {
				foreach ( array_keys( $endpoint['methods'] ) as $method ) {
					if ( in_array( $method, array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
						continue;
					}
					foreach ( array( 0, $subscriber ) as $user ) {
						wp_set_current_user( $editor );
						$before = 'post' === $kind ? get_post( $id )->to_array() : get_term( $id )->to_array();
						$count  = count( wp_get_post_revisions( $provider ) );
						wp_set_current_user( $user );
						$response = $this->rest(
							$method,
							(string) $path,
							array(
								'title'   => 'Piraté',
								'name'    => 'Piraté',
								'content' => 'Piraté',
								'force'   => true,
							)
						);
						$this->assertContains( $response->get_status(), array( 401, 403 ), "{$method} {$path} as user {$user} answered " . $response->get_status() );
						wp_set_current_user( $editor );
						clean_post_cache( $id );
						clean_term_cache( $id );
						$this->assertEquals( $before, 'post' === $kind ? get_post( $id )->to_array() : get_term( $id )->to_array(), "{$method} {$path} changed nothing." );
						$this->assertCount( $count, wp_get_post_revisions( $provider ), "{$method} {$path} deleted no revision." );
						++$checked;
					}
				}
			}
		}
		$this->assertGreaterThan( 20, $checked );
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
