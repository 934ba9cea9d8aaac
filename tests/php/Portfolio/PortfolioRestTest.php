<?php
/**
 * The portfolio in the REST API: collection, item fields, taxonomy parameters, query count.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Tests\TestCase;

require_once __DIR__ . '/PortfolioFactory.php';

/**
 * GET /wp/v2/acces-portfolio and its taxonomies (PRODUCT.md §2, specification §3.3, §7).
 */
final class PortfolioRestTest extends TestCase {

	use PortfolioFactory;

	public function test_post_type_and_taxonomies_are_in_rest_under_their_names(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( 'acces-portfolio', 'acces-portfolio-categories', 'acces-portfolio-other-categories', 'acces-portfolio-tags' ) as $base ) {
			$this->assertArrayHasKey( '/wp/v2/' . $base, $routes, $base );
		}
		$this->assertSame( array( PortfolioPostType::POST_TYPE ), get_taxonomy( PortfolioPostType::OTHER_CATEGORIES )->object_type );
	}

	public function test_item_has_every_field_at_the_top_level(): void {
		$category = $this->term( PortfolioPostType::CATEGORIES, 'Vins & Terroirs' );
		$id       = $this->item(
			'Vins &amp; Terroirs',
			array(
				'acces_portfolio_type'         => 'iframe',
				'acces_site_open_portfolio_in' => 'new-tab',
				'acces_site_open_in_new_tab'   => '1',
				'acces_site_url'               => 'https://www.example.org/vins/',
				'acces_site_type'              => 'Domaine',
				'acces_portfolio_video_url'    => 'https://youtu.be/aBcDeFgHiJ1',
			),
			array( PortfolioPostType::CATEGORIES => array( $category ) )
		);
		$response = $this->rest( 'GET', '/wp/v2/acces-portfolio/' . $id );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'Vins &amp; Terroirs', $data['title']['rendered'] );
		$this->assertSame( 'iframe', $data['portfolio-type'] );
		$this->assertSame( 'new-tab', $data['acces-site-open-portfolio-in'] );
		$this->assertSame( '1', $data['acces-site-open-in-new-tab'] );
		$this->assertSame( 'https://www.example.org/vins/', $data['acces-site-url'] );
		$this->assertSame( 'Domaine', $data['acces-site-type'] );
		$this->assertSame( 'https://youtu.be/aBcDeFgHiJ1', $data['portfolio-video-url'] );
		$this->assertStringEndsWith( '/2024/06/item-' . $id . '-1024x768.jpg', $data['thumbnail-image-url'] );
		$this->assertSame(
			array(
				'alt'    => 'Vue de Vins &amp; Terroirs',
				'width'  => 1024,
				'height' => 768,
			),
			$data['thumbnail-image-meta']
		);
		// No lightbox image of its own: the full-size featured image.
		$this->assertStringEndsWith( '/2024/06/item-' . $id . '.jpg', $data['lightbox-image-url'] );
		$this->assertSame( array( $category ), $data['acces-portfolio-categories'] );
		$this->assertSame( get_permalink( $id ), $data['link'] );
	}

	public function test_an_item_without_meta_or_image_has_the_defaults(): void {
		$id   = $this->item( 'Sans rien', array(), array(), false );
		$data = $this->rest( 'GET', '/wp/v2/acces-portfolio/' . $id )->get_data();
		$this->assertSame( 'page', $data['portfolio-type'] );
		$this->assertSame( 'other', $data['acces-site-open-portfolio-in'] );
		$this->assertSame( '0', $data['acces-site-open-in-new-tab'] );
		$this->assertSame( '', $data['acces-site-url'] );
		$this->assertSame( '', $data['thumbnail-image-url'] );
		$this->assertSame( '', $data['lightbox-image-url'] );
		$this->assertSame( '', $data['thumbnail-image-meta']['alt'] );
	}

	public function test_collection_pages_and_total(): void {
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->item( 'Élément ' . $i, array(), array(), false );
		}
		$first = $this->rest(
			'GET',
			'/wp/v2/acces-portfolio',
			array(
				'per_page' => 2,
				'page'     => 1,
			)
		);
		$this->assertSame( 200, $first->get_status() );
		$this->assertCount( 2, $first->get_data() );
		$this->assertSame( 5, (int) $first->get_headers()['X-WP-Total'] );
		$this->assertSame( 3, (int) $first->get_headers()['X-WP-TotalPages'] );
		$last = $this->rest(
			'GET',
			'/wp/v2/acces-portfolio',
			array(
				'per_page' => 2,
				'page'     => 3,
			)
		);
		$this->assertCount( 1, $last->get_data() );
	}

	public function test_taxonomy_parameters_take_one_id_or_comma_joined_ids(): void {
		$hotels   = $this->term( PortfolioPostType::CATEGORIES, 'Hôtels' );
		$food     = $this->term( PortfolioPostType::CATEGORIES, 'Restaurants' );
		$web      = $this->term( PortfolioPostType::OTHER_CATEGORIES, 'Sites web' );
		$video    = $this->term( PortfolioPostType::OTHER_CATEGORIES, 'Vidéos' );
		$beach    = $this->term( PortfolioPostType::TAGS, 'Handiplage' );
		$a        = $this->item( 'A', array(), array( PortfolioPostType::CATEGORIES => array( $hotels ), PortfolioPostType::OTHER_CATEGORIES => array( $web ) ), false );
		$b        = $this->item( 'B', array(), array( PortfolioPostType::CATEGORIES => array( $food ), PortfolioPostType::OTHER_CATEGORIES => array( $video ), PortfolioPostType::TAGS => array( $beach ) ), false );
		$c        = $this->item( 'C', array(), array( PortfolioPostType::OTHER_CATEGORIES => array( $video ) ), false );
		$ids      = function ( array $params ): array {
			$response = $this->rest( 'GET', '/wp/v2/acces-portfolio', $params );
			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
			$found = wp_list_pluck( $response->get_data(), 'id' );
			sort( $found );
			return $found;
		};
		$this->assertSame( array( $a ), $ids( array( 'acces-portfolio-categories' => (string) $hotels ) ) );
		$this->assertSame( array( $a, $b ), $ids( array( 'acces-portfolio-categories' => $hotels . ',' . $food ) ) );
		$this->assertSame( array( $b, $c ), $ids( array( 'acces-portfolio-other-categories' => (string) $video ) ) );
		$this->assertSame( array( $b ), $ids( array( 'acces-portfolio-tags' => (string) $beach ) ) );
		// Across taxonomies: both must match.
		$this->assertSame(
			array( $b ),
			$ids(
				array(
					'acces-portfolio-categories'       => $hotels . ',' . $food,
					'acces-portfolio-other-categories' => (string) $video,
				)
			)
		);
		$response = $this->rest( 'GET', '/wp/v2/acces-portfolio', array( 'acces-portfolio-categories' => $hotels ) );
		$this->assertSame( 1, (int) $response->get_headers()['X-WP-Total'] );
	}

	public function test_category_lists_give_id_name_and_count(): void {
		$used  = $this->term( PortfolioPostType::CATEGORIES, 'Vins & Terroirs' );
		$empty = $this->term( PortfolioPostType::CATEGORIES, 'Archives' );
		$this->item( 'A', array(), array( PortfolioPostType::CATEGORIES => array( $used ) ), false );
		foreach ( array( 'acces-portfolio-categories', 'acces-portfolio-other-categories' ) as $base ) {
			$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/' . $base )->get_status() );
		}
		$terms = $this->rest( 'GET', '/wp/v2/acces-portfolio-categories', array( 'per_page' => 100 ) )->get_data();
		$by_id = array_column( $terms, null, 'id' );
		$this->assertSame( 'Vins &amp; Terroirs', $by_id[ $used ]['name'] );
		$this->assertSame( 1, $by_id[ $used ]['count'] );
		$this->assertSame( 0, $by_id[ $empty ]['count'] );
	}

	/**
	 * The query count of a page of items does not grow with per_page (meta, terms, featured
	 * images and their meta are primed for the whole page).
	 */
	public function test_query_count_does_not_grow_with_per_page(): void {
		global $wpdb;
		$categories = array( $this->term( PortfolioPostType::CATEGORIES, 'Un' ), $this->term( PortfolioPostType::CATEGORIES, 'Deux' ) );
		$other      = $this->term( PortfolioPostType::OTHER_CATEGORIES, 'Sites web' );
		$tag        = $this->term( PortfolioPostType::TAGS, 'Famille' );
		for ( $i = 0; $i < 48; $i++ ) {
			$this->item(
				'Élément ' . $i,
				array(
					'acces_portfolio_type' => 'image',
					'acces_site_type'      => 'Photo',
				),
				array(
					PortfolioPostType::CATEGORIES       => array( $categories[ $i % 2 ] ),
					PortfolioPostType::OTHER_CATEGORIES => array( $other ),
					PortfolioPostType::TAGS             => array( $tag ),
				)
			);
		}
		$count = function ( int $per_page ) use ( $wpdb ): int {
			wp_cache_flush();
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', '/wp/v2/acces-portfolio', array( 'per_page' => $per_page ) );
			$this->assertCount( $per_page, $response->get_data() );
			$this->assertNotSame( '', $response->get_data()[ $per_page - 1 ]['thumbnail-image-url'] );
			return $wpdb->num_queries - $before;
		};
		$count( 12 ); // Warms what is loaded once per request (options, rewrite rules).
		$twelve     = $count( 12 );
		$forty_eight = $count( 48 );
		$this->assertGreaterThan( 0, $twelve );
		$this->assertSame( $twelve, $forty_eight, "12 items: {$twelve} queries; 48 items: {$forty_eight} queries." );
	}
}
