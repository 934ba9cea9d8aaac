<?php
/**
 * The demo's handisport club page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Media;

use AccesTourisme\Demo\MediaDemo;
use AccesTourisme\Demo\MediaDemoImages;
use AccesTourisme\Tests\TestCase;

/**
 * Idempotent, with images drawn locally, a slider, a gallery, a carousel, a particle section
 * and a video.
 */
final class MediaDemoTest extends TestCase {

	use MediaFactory;

	/**
	 * Files written by the demo, removed afterwards (the database is rolled back).
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function set_up(): void {
		parent::set_up();
		$this->reset_assets();
	}

	protected function tear_down(): void {
		$this->reset_assets();
		foreach ( $this->files as $file ) {
			foreach ( glob( preg_replace( '/\.jpg$/', '*.jpg', $file ) ) ?: array() as $made ) {
				wp_delete_file( $made );
			}
		}
		parent::tear_down();
	}

	/**
	 * The demo's attachments.
	 *
	 * @return int[]
	 */
	private function demo_images(): array {
		return get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'meta_key'       => MediaDemoImages::META,
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
	}

	public function test_the_club_page_is_made_once_with_its_media(): void {
		$first = ( new MediaDemo() )->install();
		$page  = get_page_by_path( MediaDemo::PAGE_SLUG, OBJECT, 'page' );
		$this->assertInstanceOf( \WP_Post::class, $page );

		$images = $this->demo_images();
		$this->files = array_map( 'get_attached_file', $images );
		$this->assertCount( 8, $images );
		foreach ( $images as $id ) {
			$this->assertFileExists( get_attached_file( $id ), 'drawn with GD, stored in the uploads' );
			$this->assertNotSame( '', get_post_meta( $id, '_wp_attachment_image_alt', true ), 'every image has an alternative text' );
			$this->assertNotSame( '', get_post_field( 'post_content', $id ), 'and a description' );
		}

		$second = ( new MediaDemo() )->install();
		$this->assertSame( array( 'Page du club : ' . $page->ID . ' (conservée)' ), $second );
		$this->assertSame( $images, $this->demo_images(), 'no image made twice' );
		$this->assertCount(
			1,
			get_posts(
				array(
					'post_type' => 'page',
					'name'      => MediaDemo::PAGE_SLUG,
					'fields'    => 'ids',
				)
			)
		);
		$this->assertSame( array( 'Page du club : ' . $page->ID . ', 8 images' ), $first );

		$html = apply_filters( 'the_content', $page->post_content );
		$this->assertStringContainsString( 'wp-block-gallery', $html );
		$this->assertSame( 6, preg_match_all( '#<figure class="wp-block-image[^"]*"><a href="[^"]+/acces-demo-club-[a-z-]+\.jpg">#', $html ), 'six gallery images link to their files' );
		$this->assertSame( 2, substr_count( $html, 'data-acces-slider=' ), 'a slider and a carousel' );
		$this->assertStringContainsString( 'acces-slider--carousel', $html );
		$this->assertStringContainsString( 'is-style-acces-particles', $html );
		$this->assertStringContainsString( 'youtube', $html );
		$this->assertTrue( wp_script_is( 'acces-lightbox-index', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'acces-blocks-slider-view', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'acces-particles-index', 'enqueued' ) );
	}
}
