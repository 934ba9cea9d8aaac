<?php
/**
 * Every REST route of the plugin (its namespace and its types' wp/v2 routes) and every
 * registered meta of its post types, fed wrong types, unknown enum values, oversize and
 * non-UTF-8 values and extreme pages: 4xx with a message, never a 5xx, never a PHP notice
 * (TestCase fails on those), and nothing stored changes after a refused write.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

use AccesTourisme\Portfolio\PortfolioFieldRules;
use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Fuzzes routes and meta.
 */
final class RestFuzzTest extends TestCase {

	use ProviderFactory;

	/**
	 * What each object held before the last refused writes, by "kind:id".
	 *
	 * @var array<string, array<int, mixed>>
	 */
	private array $snapshots = array();

	/**
	 * One megabyte of text.
	 */
	private static function oversize(): string {
		return str_repeat( 'x', 1024 * 1024 );
	}

	/**
	 * Values of the wrong kind for any parameter.
	 *
	 * @return array<string, mixed>
	 */
	private static function wrong_values(): array {
		return array(
			'array'        => array( 'a', 'b' ),
			'object'       => array( 'clé' => 'valeur' ),
			'nested'       => array( array( array( 'profond' => array( 1, 2 ) ) ) ),
			'null'         => null,
			'true'         => true,
			'false'        => false,
			'negative'     => -1,
			'huge'         => PHP_INT_MAX,
			'huge text'    => '99999999999999999999999999',
			'float'        => 1.5e308,
			'unknown enum' => 'valeur-inconnue',
			'1 MB'         => self::oversize(),
			'non-UTF-8'    => "\xff\xfe\xc3(",
		);
	}

	/**
	 * The plugin's routes.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private function plugin_routes(): array {
		return array_filter(
			rest_get_server()->get_routes(),
			static fn( string $route ) => str_starts_with( $route, '/acces/' ) || str_starts_with( $route, '/wp/v2/acces-' ),
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Objects that the routes' ids point at.
	 *
	 * @return array{provider: int, portfolio: int, revision: int, terms: array<string, int>}
	 */
	private function objects(): array {
		ProviderCategory::create_default_terms();
		$provider = $this->place( 'Hôtel témoin', 'hotels', 'Montauban', 44.0175, 1.355, array( 'acces_address' => '1 rue des Tests' ) );
		wp_update_post(
			array(
				'ID'           => $provider,
				'post_content' => 'Version deux',
			)
		);
		$revisions = wp_get_post_revisions( $provider );
		$portfolio = (int) wp_insert_post(
			array(
				'post_type'   => PortfolioPostType::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Élément témoin',
			)
		);
		update_post_meta( $portfolio, 'acces_site_type', 'Site vitrine' );
		$terms = array();
		foreach ( array_merge( array( ProviderCategory::TAXONOMY ), PortfolioPostType::taxonomies() ) as $taxonomy ) {
			$made                 = wp_insert_term( 'Terme témoin ' . $taxonomy, $taxonomy );
			$terms[ $taxonomy ] = is_array( $made ) ? (int) $made['term_id'] : 0;
		}
		return array(
			'provider'  => $provider,
			'portfolio' => $portfolio,
			'revision'  => $revisions ? (int) array_key_first( $revisions ) : 0,
			'terms'     => $terms,
		);
	}

	/**
	 * The path of a route with its ids filled in, and what it writes to.
	 *
	 * @param string                                                                           $route   Route pattern.
	 * @param array{provider: int, portfolio: int, revision: int, terms: array<string, int>} $objects Objects.
	 * @return array{0: string, 1: string, 2: int} Path, object kind ('post', 'term', '' for a collection), object id.
	 */
	private function path( string $route, array $objects ): array {
		$base = (string) preg_replace( '#^/wp/v2/([^/]+).*$#', '$1', $route );
		$post = array(
			(string) get_post_type_object( ProviderPostType::POST_TYPE )->rest_base  => $objects['provider'],
			(string) get_post_type_object( PortfolioPostType::POST_TYPE )->rest_base => $objects['portfolio'],
		);
		$term = array();
		foreach ( $objects['terms'] as $taxonomy => $id ) {
			$term[ (string) get_taxonomy( $taxonomy )->rest_base ] = $id;
		}
		$kind = '';
		$id   = 0;
		if ( isset( $post[ $base ] ) ) {
			$id   = $post[ $base ];
			$kind = 'post';
		} elseif ( isset( $term[ $base ] ) ) {
			$id   = $term[ $base ];
			$kind = 'term';
		}
		$path = (string) preg_replace( '#\(\?P<parent>[^)]+\)#', (string) $id, $route );
		if ( str_contains( $route, '/revisions/(?P<id>' ) || str_contains( $route, '/autosaves/(?P<id>' ) ) {
			$path = (string) preg_replace( '#\(\?P<id>[^)]+\)#', (string) $objects['revision'], $path );
		} elseif ( str_contains( $route, '(?P<id>' ) ) {
			$path = (string) preg_replace( '#\(\?P<id>[^)]+\)#', (string) $id, $path );
		} else {
			$kind = 'collection';
		}
		return array( $path, $kind, $id );
	}

	/**
	 * What a route may change: the object's fields, meta and terms, or the number of items.
	 *
	 * @param string $kind post, term or collection.
	 * @param int    $id   Object id.
	 * @return array<string, mixed>
	 */
	private function state( string $kind, int $id ): array {
		global $wpdb;
		if ( 'term' === $kind ) {
			clean_term_cache( $id );
			$term = get_term( $id );
			return array( $term instanceof \WP_Term ? $term->to_array() : null, get_term_meta( $id ) );
		}
		if ( 'post' === $kind ) {
			clean_post_cache( $id );
			$post = get_post( $id );
			return array( $post ? $post->to_array() : null, get_post_meta( $id ), wp_get_object_terms( $id, get_object_taxonomies( (string) get_post_type( $id ) ), array( 'fields' => 'ids' ) ) );
		}
		return array(
			(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->terms}" ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		);
	}

	/**
	 * Sends one request and checks the answer: never a 5xx, a message with any 4xx, nothing
	 * changed after a refused write. Returns the status.
	 *
	 * @param string $method Method.
	 * @param string $path   Path.
	 * @param array  $params Parameters.
	 * @param string $kind   What the route writes to.
	 * @param int    $id     Object id.
	 * @param string $what   Description for messages.
	 */
	private function probe( string $method, string $path, array $params, string $kind, int $id, string $what ): int {
		$write = ! in_array( $method, array( 'GET', 'HEAD' ), true );
		$key   = "{$kind}:{$id}";
		if ( $write && ! isset( $this->snapshots[ $key ] ) ) {
			$this->snapshots[ $key ] = $this->state( $kind, $id );
		}
		try {
			$response = $this->rest( $method, $path, $params );
		} catch ( \Throwable $e ) {
			$this->fail( "{$what} stopped with " . get_class( $e ) . ': ' . $e->getMessage() );
		}
		$status   = $response->get_status();
		$this->assertLessThan( 500, $status, "{$what} answered {$status}: " . wp_json_encode( $response->get_data(), JSON_PARTIAL_OUTPUT_ON_ERROR ) );
		if ( $status >= 400 ) {
			$data = $response->get_data();
			$this->assertTrue( is_array( $data ) && is_string( $data['message'] ?? null ) && '' !== trim( $data['message'] ), "{$what} answered {$status} without a message." );
			if ( $write ) {
				$this->assertEquals( $this->snapshots[ $key ], $this->state( $kind, $id ), "{$what} was refused ({$status}) but changed what is stored." );
			}
		} elseif ( $write ) {
			unset( $this->snapshots[ $key ] ); // Accepted: what is stored may have changed.
		}
		return $status;
	}

	public function test_every_route_answers_bad_parameters_with_a_4xx_and_keeps_what_is_stored(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$objects  = $this->objects();
		$requests = 0;
		$refused  = 0;
		foreach ( $this->plugin_routes() as $route => $endpoints ) {
			list( $path, $kind, $id ) = $this->path( $route, $objects );
			foreach ( $endpoints as $endpoint ) {
				// POST, PUT and PATCH of one endpoint share their handler and arguments: the first is enough.
				foreach ( array_slice( array_keys( $endpoint['methods'] ), 0, 1 ) as $method ) {
					if ( 'DELETE' === $method ) {
						continue; // A DELETE with a valid "force" would delete the object: see the next test.
					}
					$args = array_keys( $endpoint['args'] ?? array() );
					// Core's own parameters of the wp/v2 routes are core's: the plugin's namespace
					// gets every parameter, the wp/v2 routes the paging and the writable fields.
					if ( ! str_starts_with( $route, '/acces/' ) ) {
						$args = array_intersect( $args, array( 'page', 'per_page', 'offset', 'search', 'order', 'orderby', 'title', 'status', 'meta', 'name', 'parent' ) );
						$args = array_merge( $args, array_intersect( array_keys( $endpoint['args'] ?? array() ), array_keys( PortfolioFieldRules::fields() ) ) );
					}
					$core = str_starts_with( $route, '/wp/v2/' ) ? array_diff( $args, array( 'meta' ), array_keys( PortfolioFieldRules::fields() ) ) : array();
					foreach ( $args as $arg ) {
						foreach ( self::wrong_values() as $label => $value ) {
							if ( in_array( $arg, $core, true ) && ! in_array( $label, array( 'nested', 'true', 'unknown enum', 'negative', 'non-UTF-8' ), true ) ) {
								continue; // Core's own parameters: a few wrong kinds are enough.
							}
							if ( null === $value && 'GET' === $method ) {
								continue; // A query string cannot say null.
							}
							if ( '1 MB' === $label && ! in_array( $arg, array( 'search', 'categorie', 'commune', 'acces', 'bbox', 'format', 'acces-site-url', 'acces-site-type', 'lightbox-image-url', 'portfolio-video-url' ), true ) ) {
								continue; // One megabyte where the plugin reads text (core stores long titles by design).
							}
							$status = $this->probe( $method, $path, array( $arg => $value ), $kind, $id, "{$method} {$path} {$arg}={$label}" );
							++$requests;
							$refused += $status >= 400 ? 1 : 0;
						}
					}
					foreach ( array( -1, 0, PHP_INT_MAX, '1e999', -PHP_INT_MAX ) as $page ) {
						if ( 'GET' === $method && 'collection' === $kind ) {
							$this->probe( $method, $path, array( 'page' => $page, 'per_page' => $page ), $kind, $id, "{$method} {$path} page={$page}" );
						}
					}
				}
			}
		}
		$this->assertGreaterThan( 250, $requests, 'Every route was fuzzed.' );
		$this->assertGreaterThan( 100, $refused, 'Most wrong values are refused.' );
	}

	public function test_a_delete_with_a_wrong_force_is_refused_and_deletes_nothing(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$objects = $this->objects();
		foreach ( $this->plugin_routes() as $route => $endpoints ) {
			list( $path, $kind, $id ) = $this->path( $route, $objects );
			foreach ( $endpoints as $endpoint ) {
				if ( ! isset( $endpoint['methods']['DELETE'] ) || 'collection' === $kind ) {
					continue;
				}
				foreach ( array( array( 'a' ), array( 'x' => array( 'y' ) ), 'peut-être', self::oversize() ) as $force ) {
					$status = $this->probe( 'DELETE', $path, array( 'force' => $force ), $kind, $id, "DELETE {$path} force=" . gettype( $force ) );
					$this->assertSame( 400, $status, "DELETE {$path} with a wrong force is refused." );
				}
			}
		}
	}

	/**
	 * Wrong values for a meta of a type.
	 *
	 * @param string $type register_meta type.
	 * @return array<string, mixed>
	 */
	private static function wrong_meta_values( string $type ): array {
		$common = array(
			'nested' => array( array( array( 'profond' => 1 ) ) ),
			'object' => array( 'clé' => array( 'valeur' ) ),
		);
		switch ( $type ) {
			case 'array':
				return $common + array(
					'unknown enum' => array( 'valeur-inconnue' ),
					'number'       => 42,
					'true'         => true,
					'1 MB'         => array( self::oversize() ),
				);
			case 'boolean':
				return $common + array(
					'unknown enum' => 'peut-être',
					'number'       => 2,
					'1 MB'         => self::oversize(),
				);
			case 'number':
				return $common + array(
					'text'     => 'quarante',
					'huge'     => 1.5e308,
					'negative' => -1000,
					'1 MB'     => self::oversize(),
					'true'     => true,
				);
			default:
				return $common + array(
					'true'      => true,
					'1 MB'      => self::oversize(),
					'non-UTF-8' => "\xff\xfe\xc3(",
				);
		}
	}

	public function test_every_meta_of_the_plugin_refuses_wrong_values_and_keeps_the_stored_one(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$objects = $this->objects();
		$checked = 0;
		foreach ( array( ProviderPostType::POST_TYPE => $objects['provider'], PortfolioPostType::POST_TYPE => $objects['portfolio'] ) as $type => $post_id ) {
			$base = (string) get_post_type_object( $type )->rest_base;
			$meta = get_registered_meta_keys( 'post', $type );
			$this->assertNotEmpty( $meta );
			foreach ( $meta as $key => $args ) {
				$field = PortfolioFieldRules::field_for_meta( $key );
				foreach ( self::wrong_meta_values( (string) $args['type'] ) as $label => $value ) {
					if ( 'true' === $label && null !== $field && 'flag' === PortfolioFieldRules::fields()[ $field ]['kind'] ) {
						continue; // A yes/no field: true is a right value.
					}
					$before = $this->state( 'post', $post_id );
					// Whoever saves it: update_post_meta() (import, other plugins) ...
					update_post_meta( $post_id, $key, $value );
					$this->assertEquals( $before, $this->state( 'post', $post_id ), "update_post_meta {$key}={$label} changed what is stored." );
					// ... and REST: the meta object, or the portfolio's top-level field.
					if ( ! empty( $args['show_in_rest'] ) ) {
						$status = $this->probe( 'POST', "/wp/v2/{$base}/{$post_id}", array( 'meta' => array( $key => $value ) ), 'post', $post_id, "meta {$key}={$label}" );
						$this->assertSame( 400, $status, "REST meta {$key}={$label} is refused." );
					} elseif ( null !== $field ) {
						$status = $this->probe( 'POST', "/wp/v2/{$base}/{$post_id}", array( $field => $value ), 'post', $post_id, "field {$field}={$label}" );
						$this->assertSame( 400, $status, "REST field {$field}={$label} is refused." );
					}
					++$checked;
				}
			}
		}
		$this->assertGreaterThan( 80, $checked );
	}
}
