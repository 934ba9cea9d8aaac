<?php
/**
 * GET /wp-json/acces/v1/providers.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Tests\TestCase;

/**
 * The GeoJSON route: shape, filters, refusals, cache, conditional requests.
 */
final class ProvidersRouteTest extends TestCase {

	use ProviderFactory;

	/**
	 * Three places.
	 *
	 * @return array<string, int>
	 */
	private function fixture(): array {
		return array(
			'hotel'   => $this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355, array( 'acces_disabilities' => array( 'moteur', 'visuel' ) ) ),
			'plage'   => $this->place( 'Étang des Libellules', 'equipements-de-loisirs', 'Bessens', 43.8833, 1.2667, array( 'acces_disabilities' => array( 'moteur' ), 'acces_marker_type' => 'icon-handiplage' ) ),
			'bistrot' => $this->place( 'Bistrot du Héron', 'restauration', 'Fronton', 43.8397, 1.3894, array( 'acces_disabilities' => array( 'auditif' ) ) ),
		);
	}

	/**
	 * GET the route.
	 *
	 * @param array<string, string> $params  Query.
	 * @param array<string, string> $headers Request headers.
	 */
	private function get( array $params = array(), array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/acces/v1/providers' );
		$request->set_query_params( $params );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_do_request( $request );
	}

	/**
	 * Feature names of an answer.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return string[]
	 */
	private function names( \WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array_map( static fn( $f ) => $f['properties']['name'], $response->get_data()['features'] );
	}

	public function test_anonymous_visitors_get_a_feature_collection(): void {
		$ids      = $this->fixture();
		$response = $this->get();
		$this->assertSame( 200, $response->get_status() );
		$data = json_decode( wp_json_encode( $response->get_data() ), true );
		$this->assertSame( 'FeatureCollection', $data['type'] );
		$this->assertCount( 3, $data['features'] );
		$hotel = $data['features'][2];
		$this->assertSame( 'Feature', $hotel['type'] );
		$this->assertSame( array( 'type' => 'Point', 'coordinates' => array( 1.355, 44.0176 ) ), $hotel['geometry'] );
		$this->assertSame(
			array(
				'id'           => $ids['hotel'],
				'name'         => 'Hôtel du Vieux Pont',
				'adress'       => 'MONTAUBAN',
				'url'          => get_permalink( $ids['hotel'] ),
				'type'         => 'icon-hotels',
				'category'     => 'hotels',
				'commune'      => 'Montauban',
				'disabilities' => array( 'moteur', 'visuel' ),
			),
			$hotel['properties']
		);
		$this->assertSame( 'icon-handiplage', $data['features'][1]['properties']['type'] );
	}

	public function test_the_route_is_listed_with_its_parameters(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/acces/v1/providers', $routes );
		$this->assertEqualsCanonicalizing( array( 'categorie', 'commune', 'acces', 'bbox', 'format' ), array_keys( $routes['/acces/v1/providers'][0]['args'] ) );
		$this->assertSame( 404, rest_do_request( new \WP_REST_Request( 'POST', '/acces/v1/providers' ) )->get_status(), 'Read only.' );
	}

	public function test_each_filter(): void {
		$this->fixture();
		$this->assertSame( array( 'Bistrot du Héron', 'Hôtel du Vieux Pont' ), $this->names( $this->get( array( 'categorie' => 'hotels,restauration' ) ) ) );
		$this->assertSame( array( 'Étang des Libellules' ), $this->names( $this->get( array( 'commune' => 'Bessens' ) ) ) );
		$this->assertSame( array( 'Étang des Libellules', 'Hôtel du Vieux Pont' ), $this->names( $this->get( array( 'acces' => 'moteur' ) ) ) );
		$this->assertSame( array( 'Bistrot du Héron', 'Hôtel du Vieux Pont' ), $this->names( $this->get( array( 'acces' => 'visuel,auditif' ) ) ) );
		$this->assertSame( array( 'Bistrot du Héron' ), $this->names( $this->get( array( 'bbox' => '1.3,43.8,1.4,43.9' ) ) ) );
		$this->assertSame( array( 'Hôtel du Vieux Pont' ), $this->names( $this->get( array( 'acces' => 'moteur', 'commune' => 'Montauban,Fronton' ) ) ), 'AND across filters.' );
		$this->assertSame( array(), $this->names( $this->get( array( 'commune' => 'Toulouse' ) ) ), 'A commune without provider matches nothing.' );
	}

	public function test_compact_format(): void {
		$ids  = $this->fixture();
		$data = $this->get( array( 'format' => 'compact', 'categorie' => 'hotels' ) )->get_data();
		$this->assertSame( array( 'id', 'lat', 'lng', 'name', 'adress', 'url', 'type', 'category', 'commune', 'disabilities' ), $data['fields'] );
		$this->assertSame( array( array( $ids['hotel'], 44.0176, 1.355, 'Hôtel du Vieux Pont', 'MONTAUBAN', get_permalink( $ids['hotel'] ), 'icon-hotels', 'hotels', 'Montauban', array( 'moteur', 'visuel' ) ) ), $data['places'] );
	}

	/**
	 * Bad values and their French messages.
	 *
	 * @return array<string, array{0: array<string, string>, 1: string}>
	 */
	public function bad_filters(): array {
		return array(
			'unknown category'       => array( array( 'categorie' => 'hotels,piscines' ), 'Catégorie inconnue : piscines.' ),
			'unknown family'         => array( array( 'acces' => 'moteur,psychique' ), 'Famille de handicap inconnue : psychique.' ),
			'bbox of three numbers'  => array( array( 'bbox' => '1.2,43.7,1.6' ), 'Le filtre bbox doit comporter quatre nombres' ),
			'bbox with text'         => array( array( 'bbox' => '1.2,43.7,est,44.1' ), 'Le filtre bbox doit comporter quatre nombres' ),
			'bbox out of the world'  => array( array( 'bbox' => '1.2,43.7,200,44.1' ), 'Le filtre bbox doit comporter quatre nombres' ),
			'bbox upside down'       => array( array( 'bbox' => '1.6,44.1,1.2,43.7' ), 'Le filtre bbox doit comporter quatre nombres' ),
			'unknown format'         => array( array( 'format' => 'kml' ), 'Le format doit être geojson ou compact.' ),
		);
	}

	/**
	 * A bad value answers 400 with a French message, never 500.
	 *
	 * @dataProvider bad_filters
	 *
	 * @param array<string, string> $params  Query.
	 * @param string                $message Start of the French message.
	 */
	public function test_bad_filter_values_answer_400_in_french( array $params, string $message ): void {
		$this->fixture();
		$response = $this->get( $params );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( $message, $response->get_data()['message'] );
	}

	public function test_an_array_where_a_list_is_expected_is_refused(): void {
		$response = $this->get( array( 'categorie' => array( 'hotels' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Le filtre categorie doit être une liste de valeurs séparées par des virgules.', $response->get_data()['message'] );
		$this->assertSame( 400, $this->get( array( 'format' => array( 'compact' ) ) )->get_status() );
	}

	public function test_a_change_of_a_provider_changes_the_answer(): void {
		$ids   = $this->fixture();
		$first = $this->get();
		$this->assertSame( 'Hôtel du Vieux Pont', $first->get_data()['features'][2]['properties']['name'] );
		wp_update_post(
			array(
				'ID'         => $ids['hotel'],
				'post_title' => 'Hôtel du Pont Neuf',
			)
		);
		$second = $this->get();
		$this->assertSame( 'Hôtel du Pont Neuf', $second->get_data()['features'][2]['properties']['name'] );
		$this->assertNotSame( $first->get_headers()['ETag'], $second->get_headers()['ETag'] );

		update_post_meta( $ids['plage'], 'acces_disabilities', array( 'visuel' ) );
		$this->assertSame( array( 'Bistrot du Héron' ), $this->names( $this->get( array( 'acces' => 'auditif' ) ) ) );
		$this->assertSame( array( 'Étang des Libellules', 'Hôtel du Pont Neuf' ), $this->names( $this->get( array( 'acces' => 'visuel' ) ) ) );
	}

	public function test_the_answer_comes_from_the_cache(): void {
		$this->fixture();
		$this->get();
		global $wpdb;
		$before = $wpdb->num_queries;
		$this->assertSame( 200, $this->get()->get_status() );
		$this->assertSame( 0, $wpdb->num_queries - $before );
	}

	public function test_etag_last_modified_and_304(): void {
		$ids      = $this->fixture();
		$response = $this->get( array( 'categorie' => 'hotels' ) );
		$headers  = $response->get_headers();
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $headers['ETag'] );
		$this->assertSame( gmdate( 'D, d M Y H:i:s', ProviderCache::last_modified() ) . ' GMT', $headers['Last-Modified'] );

		$this->assertSame( 304, $this->get( array( 'categorie' => 'hotels' ), array( 'If-None-Match' => $headers['ETag'] ) )->get_status() );
		$this->assertSame( 304, $this->get( array( 'categorie' => 'hotels' ), array( 'If-None-Match' => 'W/' . $headers['ETag'] . ', "autre"' ) )->get_status() );
		$this->assertSame( 200, $this->get( array( 'categorie' => 'restauration' ), array( 'If-None-Match' => $headers['ETag'] ) )->get_status(), 'Other filters, other ETag.' );
		$this->assertSame( 304, $this->get( array( 'categorie' => 'hotels' ), array( 'If-Modified-Since' => $headers['Last-Modified'] ) )->get_status() );
		$this->assertSame( 200, $this->get( array( 'categorie' => 'hotels' ), array( 'If-Modified-Since' => gmdate( 'D, d M Y H:i:s', ProviderCache::last_modified() - 60 ) . ' GMT' ) )->get_status() );

		update_post_meta( $ids['hotel'], 'acces_commune', 'Nohic' );
		$this->assertSame( 200, $this->get( array( 'categorie' => 'hotels' ), array( 'If-None-Match' => $headers['ETag'] ) )->get_status(), 'A change invalidates the ETag.' );
	}
}
