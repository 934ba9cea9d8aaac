<?php
/**
 * The providers' aggregates kept as files when the object cache is not persistent.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\FileCache;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Rest\JsonResponse;
use AccesTourisme\Tests\TestCase;

/**
 * FileCache (created, replaced at once, corrupt files ignored), the GeoJSON route served from
 * it across requests, and its invalidation by every change of a provider or a category.
 */
final class ProviderFileCacheTest extends TestCase {

	use ProviderFactory;

	/**
	 * A store in a temporary folder.
	 *
	 * @var FileCache
	 */
	private FileCache $store;

	protected function set_up(): void {
		parent::set_up();
		$this->assertFalse( (bool) wp_using_ext_object_cache(), 'These tests run without a persistent object cache, as most sites do.' );
		FileCache::for_site()->clear();
		$this->store = new FileCache( get_temp_dir() . 'acces-file-cache-' . wp_generate_password( 8, false, false ) );
	}

	protected function tear_down(): void {
		$this->store->clear();
		FileCache::for_site()->clear();
		parent::tear_down();
	}

	/**
	 * GET the GeoJSON route as a new request would (the request's memory cache emptied first).
	 *
	 * @param array<string, string> $params Query.
	 */
	private function get( array $params = array() ): \WP_REST_Response {
		wp_cache_flush();
		wp_load_alloptions(); // One query that every request makes anyway.
		$GLOBALS['wp_rest_server'] = null;
		$request                   = new \WP_REST_Request( 'GET', '/acces/v1/providers' );
		$request->set_query_params( $params );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		return $response;
	}

	/**
	 * The features of an answer by name: name => properties.
	 *
	 * @param \WP_REST_Response $response Answer.
	 * @return array<string, array<string, mixed>>
	 */
	private function by_name( \WP_REST_Response $response ): array {
		$out = array();
		foreach ( $response->get_data()['features'] as $feature ) {
			$out[ $feature['properties']['name'] ] = $feature['properties'];
		}
		return $out;
	}

	/**
	 * Files of a folder, without the index.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function files( string $dir ): array {
		return array_values( array_filter( array_map( 'basename', (array) glob( $dir . '/*' ) ), static fn( $f ) => 'index.php' !== $f ) );
	}

	public function test_a_stored_payload_is_read_back_at_its_version_only(): void {
		$this->assertNull( $this->store->get( 'places', 'v1' ), 'Nothing before the first write.' );
		$this->assertTrue( $this->store->set( 'places', 'v1', '{"a":1}' ) );
		$this->assertFileExists( $this->store->path( 'places' ) );
		$this->assertSame( '{"a":1}', $this->store->get( 'places', 'v1' ) );
		$this->assertNull( $this->store->get( 'places', 'v2' ), 'Another version is a miss.' );
		$this->assertNull( $this->store->get( 'communes', 'v1' ), 'Another key is a miss.' );
		$this->assertFileExists( $this->store->dir() . '/index.php', 'The folder cannot be listed.' );
	}

	public function test_a_new_payload_replaces_the_file_at_once(): void {
		$old = str_repeat( 'ancien ', 50000 );
		$this->store->set( 'places', 'v1', $old );
		$path   = $this->store->path( 'places' );
		$reader = fopen( $path, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
		$this->store->set( 'places', 'v2', 'nouveau' );
		// A reader that opened the old file still reads all of it: the new file was written
		// aside and renamed over it, never written in place.
		$this->assertStringEndsWith( "\n" . $old, (string) stream_get_contents( $reader ) );
		fclose( $reader ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		$this->assertSame( 'nouveau', $this->store->get( 'places', 'v2' ) );
		$this->assertNull( $this->store->get( 'places', 'v1' ) );
		$this->assertSame( array( basename( $path ) ), $this->files( $this->store->dir() ), 'One file per key, no temporary file left.' );
	}

	public function test_a_corrupt_or_truncated_file_is_ignored(): void {
		$this->store->set( 'places', 'v1', '{"places":[1,2,3]}' );
		$path = $this->store->path( 'places' );
		$full = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents

		file_put_contents( $path, substr( $full, 0, -3 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertNull( $this->store->get( 'places', 'v1' ), 'Truncated.' );

		file_put_contents( $path, str_replace( '[1,2,3]', '[1,5,3]', $full ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertNull( $this->store->get( 'places', 'v1' ), 'Changed bytes.' );

		file_put_contents( $path, 'garbage' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertNull( $this->store->get( 'places', 'v1' ), 'No header.' );
	}

	public function test_the_route_is_answered_from_the_file_in_a_later_request(): void {
		$this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355 );
		$this->place( 'Bistrot du Héron', 'restauration', 'Fronton', 43.8397, 1.3894 );
		$first = $this->get();
		$this->assertNotEmpty( $this->files( FileCache::for_site()->dir() ), 'The answer is kept as a file.' );

		global $wpdb;
		$before = $wpdb->num_queries + 1; // The autoloaded options of the new request.
		$second = $this->get();
		$this->assertSame( 0, $wpdb->num_queries - $before, 'A later request reads the file: no query.' );
		$this->assertSame( $first->get_data(), $second->get_data() );
		$this->assertInstanceOf( JsonResponse::class, $second );
		$this->assertSame( wp_json_encode( $second->get_data() ), $second->json(), 'The stored text is the answer.' );

		// A corrupt file is rebuilt, with the same answer.
		foreach ( $this->files( FileCache::for_site()->dir() ) as $file ) {
			file_put_contents( FileCache::for_site()->dir() . '/' . $file, 'garbage' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
		$this->assertSame( $first->get_data(), $this->get()->get_data() );
	}

	/**
	 * What a callback prints, in every output buffer it opened (serve() leaves its own open,
	 * for PHP to send when the request ends).
	 *
	 * @param callable $print Prints.
	 */
	private function output( callable $print ): string {
		$level = ob_get_level();
		ob_start();
		$print();
		$text = '';
		while ( ob_get_level() > $level ) {
			$text = (string) ob_get_clean() . $text;
		}
		return $text;
	}

	public function test_the_stored_text_is_sent_as_the_body(): void {
		$this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355 );
		$response = $this->get();
		$request  = new \WP_REST_Request( 'GET', '/acces/v1/providers' );
		$served = null;
		$body   = $this->output(
			function () use ( &$served, $response, $request ) {
				$served = JsonResponse::serve( false, $response, $request );
			}
		);
		$this->assertTrue( $served );
		$this->assertSame( $response->get_data(), json_decode( $body, true ) );

		$this->assertSame( '', $this->output( fn() => JsonResponse::serve( false, $response, new \WP_REST_Request( 'HEAD', '/acces/v1/providers' ) ) ), 'No body for HEAD.' );

		$response->set_data( array( 'type' => 'FeatureCollection' ) );
		$this->assertFalse( JsonResponse::serve( false, $response, $request ), 'Changed data is encoded by WordPress.' );
	}

	/**
	 * A client that accepts gzip gets the kept compressed copy (read without building anything),
	 * the same JSON once inflated; one that refuses gzip gets plain JSON.
	 */
	public function test_a_client_that_accepts_gzip_gets_the_compressed_answer(): void {
		$this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355 );
		$plain = $this->get();
		$_SERVER['HTTP_ACCEPT_ENCODING'] = 'gzip, deflate';
		try {
			$this->get(); // Builds and keeps the compressed copy.
			global $wpdb;
			$before = $wpdb->num_queries + 1; // The autoloaded options of the new request.
			$packed = $this->get();
			$this->assertSame( 0, $wpdb->num_queries - $before );
			$this->assertTrue( JsonResponse::client_accepts_gzip() );
			$this->assertSame( "\x1f\x8b", substr( (string) $packed->gzip(), 0, 2 ), 'A gzip stream is kept.' );
			$this->assertSame( $plain->get_data(), json_decode( (string) gzdecode( (string) $packed->gzip() ), true ) );
			$this->assertSame( $plain->get_data(), $packed->get_data(), 'Internal readers still get the data.' );

			$_SERVER['HTTP_ACCEPT_ENCODING'] = 'gzip;q=0, identity';
			$this->assertFalse( JsonResponse::client_accepts_gzip(), 'gzip refused.' );
			$this->assertNull( $this->get()->gzip(), 'Plain JSON only.' );
		} finally {
			unset( $_SERVER['HTTP_ACCEPT_ENCODING'] );
		}
	}

	public function test_every_change_shows_in_the_next_request(): void {
		$hotel   = $this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355 );
		$bistrot = $this->place( 'Bistrot du Héron', 'restauration', 'Fronton', 43.8397, 1.3894 );
		$gite    = $this->place( 'Gîte des Tilleuls', 'hotels', 'Nohic', 43.9, 1.4 );
		$this->get();

		wp_update_post(
			array(
				'ID'         => $hotel,
				'post_title' => 'Hôtel du Pont Neuf',
			)
		);
		$this->assertArrayHasKey( 'Hôtel du Pont Neuf', $this->by_name( $this->get() ), 'Save' );

		update_post_meta( $bistrot, 'acces_commune', 'Bessens' );
		$this->assertSame( 'Bessens', $this->by_name( $this->get() )['Bistrot du Héron']['commune'], 'Meta' );

		wp_set_object_terms( $hotel, 'residences', ProviderCategory::TAXONOMY );
		$this->assertSame( 'residences', $this->by_name( $this->get() )['Hôtel du Pont Neuf']['category'], 'Terms of a provider' );

		$term = get_term_by( 'slug', 'residences', ProviderCategory::TAXONOMY );
		wp_update_term( $term->term_id, ProviderCategory::TAXONOMY, array( 'slug' => 'residences-de-tourisme' ) );
		$this->assertStringContainsString( '/residences-de-tourisme/', $this->by_name( $this->get() )['Hôtel du Pont Neuf']['url'], 'Term edited' );

		wp_trash_post( $gite );
		$this->assertArrayNotHasKey( 'Gîte des Tilleuls', $this->by_name( $this->get() ), 'Trash' );
		$this->assertSame( array( 'Bistrot du Héron', 'Hôtel du Pont Neuf' ), array_keys( $this->by_name( $this->get() ) ) );
	}
}
