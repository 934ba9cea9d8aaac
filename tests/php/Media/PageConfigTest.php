<?php
/**
 * The page configuration object (specification §3.6).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Media;

use AccesTourisme\Media\LightboxSettings;
use AccesTourisme\Media\PageConfig;
use AccesTourisme\PlainText;
use AccesTourisme\Tests\TestCase;

/**
 * Printed once, as escaped JSON, on singular pages only.
 */
final class PageConfigTest extends TestCase {

	use MediaFactory;

	/**
	 * The query globals before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved = array();

	protected function set_up(): void {
		parent::set_up();
		$this->saved = array(
			'wp_query'     => $GLOBALS['wp_query'] ?? null,
			'wp_the_query' => $GLOBALS['wp_the_query'] ?? null,
		);
	}

	protected function tear_down(): void {
		$GLOBALS['wp_query']     = $this->saved['wp_query'];
		$GLOBALS['wp_the_query'] = $this->saved['wp_the_query'];
		parent::tear_down();
	}

	/**
	 * Makes `$args` the main query.
	 *
	 * @param array<string, mixed> $args Query arguments.
	 */
	private function visit( array $args ): void {
		$GLOBALS['wp_query']     = new \WP_Query( $args );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	/**
	 * What PageConfig prints.
	 *
	 * @param PageConfig $config The service.
	 */
	private function output( PageConfig $config ): string {
		ob_start();
		$config->print();
		return (string) ob_get_clean();
	}

	public function test_a_page_gets_its_config_as_escaped_json(): void {
		$image = $this->image( 'une' );
		$page  = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => '&lt;img src=x onerror=alert(1)&gt; Le club',
				'post_excerpt' => '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; & « bienvenue »',
				'post_content' => '<!-- wp:paragraph --><p>Texte</p><!-- /wp:paragraph -->',
			)
		);
		set_post_thumbnail( $page, $image );
		$this->visit( array( 'page_id' => $page ) );

		$out = $this->output( new PageConfig() );

		$this->assertSame( 1, preg_match( '#^<script type="application/json" id="acces-page-config">(.*)</script>\s*$#s', $out, $m ), $out );
		$this->assertSame( 1, substr_count( $out, '</script>' ), 'the data cannot close the element' );
		$this->assertStringNotContainsString( '<img', $m[1] );
		$this->assertStringNotContainsString( '<script', $m[1] );
		$this->assertStringNotContainsString( '&', $m[1], 'no raw ampersand either' );
		$config = json_decode( $m[1], true );
		$this->assertSame(
			array(
				'id'            => $page,
				'title'         => '<img src=x onerror=alert(1)> Le club',
				'excerpt'       => '</script><script>alert(1)</script> & « bienvenue »',
				'featuredImage' => wp_get_attachment_url( $image ),
			),
			$config['post'],
			'the values are the texts a visitor reads'
		);
		$this->assertSame( LightboxSettings::kit(), $config['kit'] );
		$this->assertSame( 'yes', $config['kit']['global_image_lightbox'] );
		$this->assertSame( 'title', $config['kit']['lightbox_title_src'] );
		$this->assertSame( 'description', $config['kit']['lightbox_description_src'] );
		$this->assertFalse( $config['editMode'] );
		$this->assertFalse( $config['previewMode'] );
	}

	// An outside audit (2026-12-07): the written excerpt of a post behind a password was in
	// every visitor's page (the content's words were withheld, the excerpt was not).
	public function test_a_post_behind_a_password_gives_no_excerpt_not_even_its_written_one(): void {
		foreach ( array( 'Le code de la porte est 4711.', '' ) as $excerpt ) {
			$post = wp_insert_post(
				array(
					'post_status'   => 'publish',
					'post_title'    => 'Réservé',
					'post_password' => 'secret',
					'post_excerpt'  => $excerpt,
					'post_content'  => '<!-- wp:paragraph --><p>Réservé aux adhérents.</p><!-- /wp:paragraph -->',
				)
			);
			$this->visit( array( 'p' => $post ) );
			$config = ( new PageConfig() )->config();
			$this->assertSame( '', $config['post']['excerpt'] );
			$this->assertSame( $post, $config['post']['id'] );
		}
	}

	public function test_without_a_written_excerpt_the_first_words_of_the_content_are_used(): void {
		// Under PHPUnit the shortcodes registered when WordPress loads are lost (see PortfolioBlockTest).
		if ( ! shortcode_exists( 'gallery' ) ) {
			add_shortcode( 'gallery', 'gallery_shortcode' );
		}
		$post = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_title'   => 'Article',
				'post_content' => '<!-- wp:paragraph --><p>Le club <strong>accueille</strong> tout le monde.</p><!-- /wp:paragraph -->[gallery ids="1"]',
			)
		);
		$this->visit( array( 'p' => $post ) );
		$config = ( new PageConfig() )->config();
		$this->assertSame( 'Le club accueille tout le monde.', $config['post']['excerpt'] );
		$this->assertSame( '', $config['post']['featuredImage'] );
	}

	public function test_the_excerpt_of_a_long_page_is_its_first_55_words_with_paragraphs_apart(): void {
		$paragraph = '<!-- wp:paragraph --><p>Accès de plain-pied.</p><!-- /wp:paragraph --><!-- wp:heading --><h2>Boucle magnétique</h2><!-- /wp:heading -->';
		$content   = str_repeat( $paragraph, 2000 ); // About 230 KB: only its beginning is read.
		$post      = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_title'   => 'Longue page',
				'post_content' => $content,
			)
		);
		$this->visit( array( 'p' => $post ) );
		$excerpt = ( new PageConfig() )->config()['post']['excerpt'];
		$words   = explode( ' ', rtrim( $excerpt, '…' ) );
		$this->assertCount( 55, $words, $excerpt );
		$this->assertStringStartsWith( 'Accès de plain-pied. Boucle magnétique Accès de plain-pied. Boucle', $excerpt );
		$this->assertStringEndsWith( '…', $excerpt );
		// The same words as stripping the whole content (with the same word breaks).
		$this->assertSame( wp_trim_words( preg_replace( '#</(p|h2)>#', '$0 ', $content ), 55, '…' ), $excerpt );
	}

	public function test_a_long_page_s_text_serves_the_description_and_the_excerpt_and_follows_edits(): void {
		$paragraph = '<!-- wp:paragraph --><p>Accès de plain-pied, boucle magnétique et menus en braille.</p><!-- /wp:paragraph -->';
		$post      = get_post(
			wp_insert_post(
				array(
					'post_status'  => 'publish',
					'post_title'   => 'Longue page',
					'post_content' => str_repeat( $paragraph, 3000 ),
				)
			)
		);
		$first = PlainText::of_post( $post, 224 );
		$this->assertGreaterThan( 224, mb_strlen( $first ) );
		$this->assertLessThan( 8000, strlen( $first ), 'only the beginning of the page is read' );
		// The excerpt's 57 words are in what the description read: the same text (kept, not read again).
		$this->assertSame( $first, PlainText::of_post( $post, 0, 57 ) );
		// More than was read: read again, further, and kept for both.
		$more = PlainText::of_post( $post, 0, 2000 );
		$this->assertStringStartsWith( $first, $more );
		$this->assertGreaterThan( 2000, count( preg_split( '/\s+/', trim( $more ) ) ) );
		$this->assertSame( $more, PlainText::of_post( $post, 224 ) );
		// Another text under the same id (an edit): read anew.
		$post->post_content = '<p>Texte modifié.</p>';
		$this->assertSame( 'Texte modifié.', PlainText::of_post( $post, 224 ) );
	}

	public function test_it_is_printed_once_and_only_on_singular_pages(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Page',
			)
		);
		$this->visit( array( 'page_id' => $page ) );
		$config = new PageConfig();
		$this->assertStringContainsString( 'id="acces-page-config"', $this->output( $config ) );
		$this->assertSame( '', $this->output( $config ), 'printed once' );

		$this->visit( array( 's' => 'club' ) );
		$this->assertSame( '', $this->output( new PageConfig() ), 'not on search results' );
		$this->visit( array( 'post_type' => 'post' ) );
		$this->assertNull( ( new PageConfig() )->config(), 'not on lists' );
	}

	public function test_it_costs_no_query_once_the_page_is_loaded(): void {
		global $wpdb;
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Page',
				'post_content' => 'Texte',
			)
		);
		$this->visit( array( 'page_id' => $page ) );
		$GLOBALS['wp_query']->the_post();
		// What WordPress does before the footer: choose the page's template (reads its meta).
		get_page_template_slug( $page );
		wp_load_alloptions();
		$before = $wpdb->num_queries;
		$seen   = array();
		$spy    = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		$this->assertNotSame( '', $this->output( new PageConfig() ) );
		remove_filter( 'query', $spy );
		$this->assertSame( $before, $wpdb->num_queries, implode( "\n", $seen ) );
		wp_reset_postdata();
	}

	public function test_the_lightbox_options_follow_the_settings(): void {
		update_option(
			LightboxSettings::OPTION,
			array_merge(
				LightboxSettings::defaults(),
				array(
					'counter'         => false,
					'description_src' => 'caption',
				)
			)
		);
		$kit = LightboxSettings::kit();
		$this->assertSame( 'no', $kit['lightbox_enable_counter'] );
		$this->assertSame( 'yes', $kit['lightbox_enable_zoom'] );
		$this->assertSame( 'caption', $kit['lightbox_description_src'] );
	}
}
