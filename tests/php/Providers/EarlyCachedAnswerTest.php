<?php
/**
 * The kept answers of the map-data routes, sent before the theme loads.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\FileCache;
use AccesTourisme\Rest\EarlyCachedAnswer;
use AccesTourisme\Tests\TestCase;

/**
 * EarlyCachedAnswer::answer(): what the REST server would send (same body, same validators),
 * only for plain public reads of a kept answer, and never when another plugin could refuse or
 * change the answer.
 */
final class EarlyCachedAnswerTest extends TestCase {

	use ProviderFactory;

	private const PROVIDERS  = '/wp-json/acces/v1/providers';
	private const MAP_PLACES = '/wp-json/acces/v1/map-places';

	protected function set_up(): void {
		parent::set_up();
		FileCache::for_site()->clear();
		$this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355 );
		$this->place( 'Bistrot <b>du</b> Héron', 'restauration', 'Fronton', 43.8397, 1.3894 );
	}

	protected function tear_down(): void {
		FileCache::for_site()->clear();
		parent::tear_down();
	}

	/**
	 * A REST request through WordPress's REST server, as a new request would make it.
	 *
	 * @param string                $route  Route.
	 * @param array<string, string> $params Query.
	 */
	private function read( string $route, array $params = array() ): \WP_REST_Response {
		wp_cache_flush();
		$GLOBALS['wp_rest_server'] = null;
		$request                   = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	/**
	 * The early answer to a request.
	 *
	 * @param string                $uri     Request URI (path and query).
	 * @param array<string, string> $server  More server variables.
	 * @param array<int, string>    $cookies Cookie names.
	 * @return array{status: int, headers: array<string, string>, body: ?string}|null
	 */
	private function early( string $uri, array $server = array(), array $cookies = array() ): ?array {
		wp_cache_flush();
		$query = array();
		wp_parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $query );
		return ( new EarlyCachedAnswer() )->answer(
			array_merge(
				array(
					'REQUEST_METHOD' => 'GET',
					'REQUEST_URI'    => $uri,
				),
				$server
			),
			$query,
			$cookies
		);
	}

	public function test_the_cheap_test_of_every_request_lets_only_our_namespace_through(): void {
		foreach ( array( self::PROVIDERS, self::MAP_PLACES . '?bbox=1,2,3,4', '/?rest_route=/acces/v1/providers', '/?rest_route=%2Facces%2Fv1%2Fproviders', '/WP-JSON/ACCES/V1/providers' ) as $uri ) {
			$this->assertTrue( EarlyCachedAnswer::may_name_our_namespace( $uri ), $uri );
		}
		// The French pages' own addresses hold the word: they go no further than this test.
		foreach ( array( '/declaration-accessibilite/', '/prestataires-accessibles/hotels/hotel-du-vieux-pont/', '/?s=acces', '/' ) as $uri ) {
			$this->assertFalse( EarlyCachedAnswer::may_name_our_namespace( $uri ), $uri );
		}
	}

	public function test_nothing_is_sent_early_before_the_answer_is_kept(): void {
		$this->assertNull( $this->early( self::PROVIDERS ) );
		$this->assertNull( $this->early( self::MAP_PLACES ) );
	}

	public function test_the_kept_answer_is_what_the_rest_server_sends(): void {
		$rest  = $this->read( '/acces/v1/providers' );
		$early = $this->early( self::PROVIDERS );
		$this->assertNotNull( $early );
		$this->assertSame( 200, $early['status'] );
		$this->assertSame( $rest->get_data(), json_decode( (string) $early['body'], true ) );
		$rest_headers = $rest->get_headers();
		foreach ( array( 'ETag', 'Last-Modified', 'Cache-Control' ) as $name ) {
			$this->assertSame( $rest_headers[ $name ], $early['headers'][ $name ], $name );
		}
		$this->assertSame( 'application/json; charset=UTF-8', $early['headers']['Content-Type'] );
		$this->assertSame( 'nosniff', $early['headers']['X-Content-Type-Options'] );
		$this->assertSame( '<' . get_rest_url() . '>; rel="https://api.w.org/"', $early['headers']['Link'] );
		$this->assertSame( 'early', $early['headers']['X-Acces-Answer'] );

		$compact = $this->read( '/acces/v1/providers', array( 'format' => 'compact' ) );
		$this->assertSame( $compact->get_data(), json_decode( (string) $this->early( self::PROVIDERS . '?format=compact' )['body'], true ) );
		$this->assertSame( $rest->get_data(), json_decode( (string) $this->early( '/?rest_route=/acces/v1/providers' )['body'], true ), 'The plain-permalink form of the URL.' );
	}

	public function test_a_client_that_accepts_gzip_gets_the_kept_compressed_copy(): void {
		$plain = $this->read( '/acces/v1/providers' );
		$gzip  = array( 'HTTP_ACCEPT_ENCODING' => 'gzip, deflate, br' );
		$this->assertNull( $this->early( self::PROVIDERS, $gzip ), 'The compressed copy is not kept yet: the usual way keeps it.' );
		$_SERVER['HTTP_ACCEPT_ENCODING'] = 'gzip';
		try {
			$this->read( '/acces/v1/providers' );
		} finally {
			unset( $_SERVER['HTTP_ACCEPT_ENCODING'] );
		}
		$early = $this->early( self::PROVIDERS, $gzip );
		$this->assertSame( 'gzip', $early['headers']['Content-Encoding'] );
		$this->assertSame( 'Accept-Encoding', $early['headers']['Vary'] );
		$this->assertSame( $plain->get_data(), json_decode( (string) gzdecode( (string) $early['body'] ), true ) );
	}

	public function test_conditional_and_head_requests(): void {
		$this->read( '/acces/v1/providers' );
		$etag = $this->early( self::PROVIDERS )['headers']['ETag'];
		$not  = $this->early( self::PROVIDERS, array( 'HTTP_IF_NONE_MATCH' => 'W/' . $etag ) );
		$this->assertSame( 304, $not['status'] );
		$this->assertNull( $not['body'] );
		$this->assertSame( 200, $this->early( self::PROVIDERS, array( 'HTTP_IF_NONE_MATCH' => '"other"' ) )['status'] );
		$head = $this->early( self::PROVIDERS, array( 'REQUEST_METHOD' => 'HEAD' ) );
		$this->assertSame( 200, $head['status'] );
		$this->assertNull( $head['body'] );
	}

	public function test_a_change_of_a_provider_is_never_answered_from_the_old_copy(): void {
		$this->read( '/acces/v1/providers' );
		$this->assertNotNull( $this->early( self::PROVIDERS ) );
		$this->place( 'Gîte des Tilleuls', 'hotels', 'Nohic', 43.9, 1.4 );
		$this->assertNull( $this->early( self::PROVIDERS ), 'A new version: built again the usual way.' );
		$names = static fn( $data ) => array_map( static fn( $f ) => $f['properties']['name'], $data['features'] );
		$this->assertContains( 'Gîte des Tilleuls', $names( $this->read( '/acces/v1/providers' )->get_data() ) );
		$this->assertContains( 'Gîte des Tilleuls', $names( json_decode( (string) $this->early( self::PROVIDERS )['body'], true ) ) );
	}

	public function test_every_other_request_goes_the_usual_way(): void {
		$this->read( '/acces/v1/providers' );
		$this->assertNotNull( $this->early( self::PROVIDERS ), 'The kept answer exists.' );
		$this->assertNotNull( $this->early( self::PROVIDERS . '/' ), 'With a trailing slash.' );
		foreach ( array( '?categorie=hotels', '?categorie=', '?_fields=type', '?_envelope=1', '?_jsonp=f', '?format=xml', '?_locale=user', '?v=2' ) as $query ) {
			$this->assertNull( $this->early( self::PROVIDERS . $query ), $query );
		}
		$this->assertNull( $this->early( self::PROVIDERS, array( 'REQUEST_METHOD' => 'POST' ) ), 'POST' );
		$this->assertNull( $this->early( self::PROVIDERS, array( 'HTTP_X_HTTP_METHOD_OVERRIDE' => 'DELETE' ) ), 'Method override' );
		$this->assertNull( $this->early( self::PROVIDERS, array( 'HTTP_ORIGIN' => 'https://example.org' ) ), 'CORS' );
		$this->assertNull( $this->early( self::PROVIDERS, array(), array( LOGGED_IN_COOKIE ) ), 'Logged-in visitor' );
		$this->assertNull( $this->early( '/wp-json/acces/v1/providers-x' ), 'Another route' );
		$this->assertNull( $this->early( '/wp-json/wp/v2/posts' ), 'Another route' );
		$this->assertNull( $this->early( '/acces/v1/providers' ), 'Not under the REST prefix' );
	}

	public function test_a_plugin_that_closes_the_rest_api_is_respected(): void {
		$this->read( '/acces/v1/providers' );
		$closed = static fn( $result ) => is_user_logged_in() ? $result : new \WP_Error( 'rest_closed', 'Fermé', array( 'status' => 401 ) );
		add_filter( 'rest_authentication_errors', $closed );
		try {
			$this->assertNull( $this->early( self::PROVIDERS ), 'The REST server asks that plugin first.' );
		} finally {
			remove_filter( 'rest_authentication_errors', $closed );
		}
		$this->assertNotNull( $this->early( self::PROVIDERS ) );
		add_filter( 'acces_tourisme_early_answer', '__return_false' );
		$this->assertNull( $this->early( self::PROVIDERS ), 'Turned off by the filter.' );
		remove_filter( 'acces_tourisme_early_answer', '__return_false' );
	}

	public function test_the_map_places_of_a_category(): void {
		$rest  = $this->read( '/acces/v1/map-places', array( 'categorie' => 'hotels' ) );
		$early = $this->early( self::MAP_PLACES . '?categorie=hotels' );
		$this->assertSame( 200, $early['status'] );
		$this->assertSame( $rest->get_data(), json_decode( (string) $early['body'], true ) );
		$this->assertSame( $rest->get_headers()['ETag'], $early['headers']['ETag'] );
		$this->assertNull( $this->early( self::MAP_PLACES ), 'All places: not kept yet.' );
		$this->assertNull( $this->early( self::MAP_PLACES . '?categorie=inconnue' ), 'Never kept: an unknown category is refused the usual way.' );
		$this->assertNull( $this->early( self::MAP_PLACES . '?categorie=H%C3%B4tels' ), 'Another spelling' );
		$this->assertSame( 304, $this->early( self::MAP_PLACES . '?categorie=hotels', array( 'HTTP_IF_NONE_MATCH' => $early['headers']['ETag'] ) )['status'] );
	}
}
