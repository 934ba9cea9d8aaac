<?php
/**
 * The portfolio part of `wp acces demo`.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Demo\PortfolioDemo;
use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Tests\TestCase;

/**
 * At least 30 items of every type and opening mode, categories (one empty), entity titles,
 * images drawn locally, and the "Portfolio" page.
 */
final class PortfolioDemoTest extends TestCase {

	public function test_demo_covers_every_case_and_is_idempotent(): void {
		$report = ( new PortfolioDemo() )->install();
		$this->assertSame( 'Éléments du portfolio : 33 créés, 33 en tout', $report[0], 'the report is in the site’s language' );

		$response = $this->rest( 'GET', '/wp/v2/acces-portfolio', array( 'per_page' => 100 ) );
		$items    = $response->get_data();
		$this->assertGreaterThanOrEqual( 30, count( $items ) );

		$cases = array();
		foreach ( $items as $item ) {
			$type = $item['portfolio-type'];
			if ( 'page' === $type ) {
				$cases[] = 'page:' . $item['acces-site-open-portfolio-in'];
			} elseif ( 'iframe' === $type ) {
				$cases[] = 'iframe:' . $item['acces-site-open-in-new-tab'];
				$this->assertMatchesRegularExpression( '#^https?://#', $item['acces-site-url'] );
			} else {
				$cases[] = $type;
			}
			$this->assertNotSame( '', $item['thumbnail-image-url'], $item['slug'] );
			$this->assertNotSame( '', $item['thumbnail-image-meta']['alt'], $item['slug'] );
			$this->assertGreaterThan( 0, $item['thumbnail-image-meta']['height'] );
			$this->assertNotSame( '', $item['acces-site-type'] );
			$this->assertNotEmpty( $item['acces-portfolio-categories'] );
			$this->assertNotEmpty( $item['acces-portfolio-other-categories'] );
		}
		foreach ( array( 'page:new-tab', 'page:same-tab', 'page:other', 'iframe:1', 'iframe:0', 'video', 'image' ) as $case ) {
			$this->assertContains( $case, $cases, $case );
		}

		$titles = wp_list_pluck( wp_list_pluck( $items, 'title' ), 'rendered' );
		$this->assertContains( 'Vins &amp; Terroirs du Quercy', $titles );

		$videos = implode( ' ', wp_list_pluck( $items, 'portfolio-video-url' ) );
		$this->assertStringContainsString( 'youtube.com/watch?v=', $videos );
		$this->assertStringContainsString( 'youtu.be/', $videos );
		$this->assertStringContainsString( 'vimeo.com/', $videos );

		// The images were drawn with GD and stored in the media library.
		$first = get_post_thumbnail_id( $items[0]['id'] );
		$this->assertFileExists( (string) get_attached_file( $first ) );
		$this->assertSame( 'image/jpeg', get_post_mime_type( $first ) );

		$categories = get_terms(
			array(
				'taxonomy'   => PortfolioPostType::CATEGORIES,
				'hide_empty' => false,
			)
		);
		$counts     = wp_list_pluck( $categories, 'count', 'slug' );
		$this->assertGreaterThanOrEqual( 5, count( $counts ) );
		$this->assertSame( 0, $counts['archives'] );
		$this->assertSame( 'Vins &amp; Terroirs', get_term_by( 'slug', 'vins-terroirs', PortfolioPostType::CATEGORIES )->name );
		$this->assertGreaterThanOrEqual( 3, count( get_terms( array( 'taxonomy' => PortfolioPostType::OTHER_CATEGORIES ) ) ) );

		$page = get_page_by_path( PortfolioDemo::PAGE_SLUG );
		$this->assertInstanceOf( \WP_Post::class, $page );
		$this->assertTrue( has_block( 'acces-tourisme/portfolio', $page ) );

		$again = ( new PortfolioDemo() )->install();
		$this->assertSame( 'Éléments du portfolio : 0 créé, 33 en tout', $again[0] );
		$this->assertSame( count( $items ), (int) wp_count_posts( PortfolioPostType::POST_TYPE )->publish );
	}
}
