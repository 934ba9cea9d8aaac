<?php
/**
 * GET /wp-json/acces/v1/map-places: the compact places of the large maps.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

use AccesTourisme\Demo\MapsDemo;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * The route and the demo page.
 */
final class MapPlacesRouteTest extends TestCase {

	use ProviderFactory;

	public function test_the_route_gives_the_published_places_of_a_category_in_the_compact_form(): void {
		$hotel = $this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355, array( 'acces_disabilities' => array( 'moteur', 'auditif' ) ) );
		$this->place( 'La Table Ouverte', 'restauration', 'Albi', 43.928, 2.146 );
		$this->place( 'Brouillon', 'hotels', 'Albi', 43.9, 2.1 );
		wp_update_post(
			array(
				'ID'          => $this->place( 'Brouillon caché', 'hotels', 'Albi', 43.9, 2.1 ),
				'post_status' => 'draft',
			)
		);

		$response = $this->rest( 'GET', '/acces/v1/map-places', array( 'categorie' => 'hotels' ) );

		$this->assertSame( 200, $response->get_status() );
		$data   = $response->get_data();
		$places = CompactPlacesReader::places( $data );
		$this->assertEqualsCanonicalizing( array( 'Brouillon', 'Hôtel du Lac' ), array_column( $places, 'name' ) );
		$hotel_place = array_values( array_filter( $places, static fn( $p ) => 'Hôtel du Lac' === $p['name'] ) )[0];
		$this->assertSame(
			array(
				'id'           => $hotel,
				'lat'          => 44.0175,
				'lng'          => 1.355,
				'name'         => 'Hôtel du Lac',
				'commune'      => 'Montauban',
				'adress'       => 'MONTAUBAN',
				'type'         => 'icon-hotels',
				'category'     => 'hotels',
				'url'          => get_permalink( $hotel ),
				'disabilities' => array( 'moteur', 'auditif' ),
			),
			$hotel_place
		);
		$this->assertSame( array( 'moteur', 'visuel', 'auditif', 'mental' ), $data['disabilities'] );
		$this->assertNotContains( get_permalink( $hotel ), $data['url'], 'A usual URL is sent as its slug alone.' );
		$this->assertNotEmpty( $response->get_headers()['ETag'] );
	}

	public function test_unusual_urls_are_sent_whole_and_read_back(): void {
		$without = $this->place( 'Lieu sans catégorie', '', 'Albi', 43.9, 2.1 );
		$places  = CompactPlacesReader::places( $this->rest( 'GET', '/acces/v1/map-places' )->get_data() );
		$this->assertSame( array( get_permalink( $without ) ), array_column( $places, 'url' ) );
		$this->assertSame( array( 'empty' ), array_column( $places, 'type' ) );
	}

	public function test_an_unknown_category_answers_400_in_french(): void {
		$response = $this->rest( 'GET', '/acces/v1/map-places', array( 'categorie' => 'nulle-part' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'Catégorie de prestataires inconnue.', wp_json_encode( $response->get_data(), JSON_UNESCAPED_UNICODE ) );
	}

	public function test_the_same_etag_answers_304(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		$etag    = $this->rest( 'GET', '/acces/v1/map-places' )->get_headers()['ETag'];
		$request = new \WP_REST_Request( 'GET', '/acces/v1/map-places' );
		$request->set_header( 'If-None-Match', $etag );
		$this->assertSame( 304, rest_do_request( $request )->get_status() );
		$this->place( 'Hôtel des Quais', 'hotels', 'Moissac', 44.104, 1.085 );
		$this->assertSame( 200, rest_do_request( $request )->get_status(), 'A new provider changes the ETag.' );
	}

	public function test_the_demo_page_holds_the_list_map_once(): void {
		$first = ( new MapsDemo() )->install();
		$again = ( new MapsDemo() )->install();
		$pages = get_posts(
			array(
				'post_type'   => 'page',
				'name'        => MapsDemo::PAGE_SLUG,
				'post_status' => 'publish',
			)
		);
		$this->assertCount( 1, $pages );
		$this->assertSame( 'Carte des prestataires', $pages[0]->post_title );
		$this->assertTrue( has_block( 'acces-tourisme/map', $pages[0] ) );
		$this->assertSame( array( 'Page de la carte : ' . $pages[0]->ID ), $first );
		$this->assertSame( $first, $again );
	}
}
