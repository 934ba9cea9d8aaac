<?php
/**
 * The lightbox script loads only on pages whose content links to an image file.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Media;

use AccesTourisme\Media\LightboxLoader;
use AccesTourisme\Media\LightboxSettings;
use AccesTourisme\ProviderPages\PageTemplates;
use AccesTourisme\Tests\TestCase;

/**
 * What the server decides and gives to the script.
 */
final class LightboxLoaderTest extends TestCase {

	use MediaFactory;

	private const HANDLE = 'acces-lightbox-index';

	protected function set_up(): void {
		parent::set_up();
		$this->reset_assets();
	}

	protected function tear_down(): void {
		$this->reset_assets();
		parent::tear_down();
	}

	/**
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public function links(): array {
		return array(
			'jpg'                        => array( '<a href="/wp-content/uploads/photo.jpg">Voir</a>', true ),
			'upper case, query string'   => array( '<a class="x" href="https://example.org/IMG_01.JPEG?ver=2&amp;s=1">Voir</a>', true ),
			'png with a fragment'        => array( "<a href='/a/b.png#top'>Voir</a>", true ),
			'gif, svg, webp, avif'       => array( '<a href="/a.gif">1</a><a href="/b.svg">2</a><a href="/c.webp">3</a><a href="/d.AVIF">4</a>', true ),
			'unquoted'                   => array( '<a href=/a/b.webp>Voir</a>', true ),
			'a pdf'                      => array( '<a href="/doc.pdf">Le document</a>', false ),
			'an image not linked'        => array( '<img src="/a.png" alt="">', false ),
			'a page whose query says png' => array( '<a href="/page/?file=a.png">Page</a>', false ),
			'png in the middle of a name' => array( '<a href="/a.png.html">Page</a>', false ),
			'no link at all'             => array( '<p>Bonjour</p>', false ),
		);
	}

	/**
	 * @dataProvider links
	 *
	 * @param string $html     Content.
	 * @param bool   $expected Whether it links to an image.
	 */
	public function test_it_recognises_links_to_image_files( string $html, bool $expected ): void {
		$this->assertSame( $expected, LightboxLoader::has_image_link( $html ) );
	}

	public function test_content_with_an_image_link_loads_the_lightbox(): void {
		apply_filters( 'the_content', '<p>Voir <a href="/wp-content/uploads/2024/06/affiche.JPG?ver=3">l’affiche</a>.</p>' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
		// The dialog's style is not in the head (it would hold up the first paint), but at the
		// end of the page, printed with the footer's late styles.
		$this->assertFalse( wp_style_is( self::HANDLE, 'enqueued' ), 'not in the head' );
		apply_filters( 'the_content', '<p><a href="/b.png">Encore</a></p>' );
		$this->assertFalse( wp_style_is( self::HANDLE, 'enqueued' ), 'not in the head after a second image link either' );
		ob_start();
		do_action( 'wp_footer' );
		$footer = (string) ob_get_clean();
		$this->assertTrue( wp_style_is( self::HANDLE, 'done' ), 'printed at the end of the page' );
		$this->assertMatchesRegularExpression( "#<link rel='stylesheet' id='" . self::HANDLE . "-css'|<style id='" . self::HANDLE . "-inline-css'>#", $footer );
	}

	public function test_a_provider_page_printed_by_a_classic_template_loads_the_lightbox(): void {
		// The classic templates print the renderer's HTML themselves (no the_content, no
		// render_block): they hand it to this action first.
		do_action( PageTemplates::CLASSIC_PAGE_ACTION, '<ul><li><a href="/wp-content/uploads/2024/06/chambre.jpg"><img src="/wp-content/uploads/2024/06/chambre-300x200.jpg" alt="La chambre"></a></li></ul>' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_a_provider_list_printed_by_a_classic_template_without_image_links_loads_nothing(): void {
		do_action( PageTemplates::CLASSIC_PAGE_ACTION, '<ul><li><a href="/prestataires-accessibles/hotels/les-glycines/">Les Glycines</a></li></ul>' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_content_without_an_image_link_loads_nothing(): void {
		apply_filters( 'the_content', '<p><a href="/doc.pdf">Le document</a> <img src="/a.png" alt="Une image"></p>' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_a_gallery_block_linked_to_its_files_loads_the_lightbox(): void {
		$id = $this->image( 'galerie' );
		do_blocks(
			'<!-- wp:image {"id":' . $id . ',"linkDestination":"media"} --><figure class="wp-block-image"><a href="' . esc_url( wp_get_attachment_url( $id ) ) . '"><img src="x.jpg" alt="" class="wp-image-' . $id . '"/></a></figure><!-- /wp:image -->'
		);
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_an_image_link_deep_in_nested_blocks_loads_the_lightbox(): void {
		do_blocks(
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">'
			. '<!-- wp:paragraph --><p>Texte</p><!-- /wp:paragraph -->'
			. '<!-- wp:image {"linkDestination":"media"} --><figure class="wp-block-image"><a href="/wp-content/uploads/plage.webp"><img src="x.webp" alt=""/></a></figure><!-- /wp:image -->'
			. '</div><!-- /wp:column --></div><!-- /wp:columns --></div><!-- /wp:group -->'
		);
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_nested_blocks_without_an_image_link_load_nothing(): void {
		do_blocks(
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p><a href="/plage/">La plage</a></p><!-- /wp:paragraph --></div><!-- /wp:group -->'
		);
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_an_image_link_added_by_a_dynamic_block_around_its_inner_blocks_loads_the_lightbox(): void {
		register_block_type(
			'acces-test/framed',
			array(
				'render_callback' => static fn( $attributes, $content ) => '<div><a href="/cadre.png">Cadre</a>' . $content . '</div>',
			)
		);
		do_blocks( '<!-- wp:acces-test/framed --><!-- wp:paragraph --><p>Texte</p><!-- /wp:paragraph --><!-- /wp:acces-test/framed -->' );
		unregister_block_type( 'acces-test/framed' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_turned_off_in_the_settings_it_loads_nothing(): void {
		update_option( LightboxSettings::OPTION, array_merge( LightboxSettings::defaults(), array( 'enabled' => false ) ) );
		apply_filters( 'the_content', '<a href="/a.jpg">Voir</a>' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_the_script_gets_the_options_and_the_image_texts_as_escaped_json(): void {
		update_option(
			LightboxSettings::OPTION,
			array_merge(
				LightboxSettings::defaults(),
				array(
					'share'     => false,
					'title_src' => 'caption',
				)
			)
		);
		$id     = $this->image(
			'club',
			array(
				'title'       => '&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Le club',
				'caption'     => 'Une <em>légende</em>',
				'description' => 'Une description',
				'alt'         => 'Le gymnase',
			)
		);
		$loader = new LightboxLoader();
		$loader->scan( '<figure><a href="/wp-content/uploads/2024/06/club.jpg"><img class="wp-image-' . $id . '" src="x.jpg" alt=""></a></figure>' );
		$loader->add_data();

		$before = implode( "\n", (array) wp_scripts()->get_data( self::HANDLE, 'before' ) );
		$this->assertStringStartsWith( 'window.accesLightbox = ', trim( $before ) );
		$this->assertStringNotContainsString( '</script>', $before, 'nothing can close the script element' );
		$this->assertStringNotContainsString( '<img', $before );

		$data = $loader->data();
		$this->assertFalse( $data['options']['share'] );
		$this->assertSame( 'caption', $data['options']['title_src'] );
		$this->assertSame(
			array(
				'url'         => wp_get_attachment_url( $id ),
				'title'       => '</script><img src=x onerror=alert(1)> Le club',
				'caption'     => 'Une légende',
				'description' => 'Une description',
				'alt'         => 'Le gymnase',
			),
			$data['attachments'][ (string) $id ],
			'texts are plain text; the script shows them as text'
		);
		$decoded = json_decode( trim( substr( trim( $before ), strlen( 'window.accesLightbox = ' ) ), " ;\n" ), true );
		$this->assertSame( $data['attachments'][ (string) $id ]['title'], $decoded['attachments'][ (string) $id ]['title'] );
	}

	public function test_links_without_a_library_image_inside_get_the_texts_of_the_file_they_point_to(): void {
		$plage  = $this->image( 'plage', array( 'title' => 'La plage' ) );
		$gite   = $this->image( 'gite', array( 'title' => 'Le gîte' ) );
		$club   = $this->image( 'club', array( 'title' => 'Le club' ) );
		$other  = $this->image( 'ailleurs', array( 'title' => 'Ailleurs' ) );
		$base   = wp_get_upload_dir()['baseurl'];
		$loader = new LightboxLoader();
		$loader->scan(
			'<ul><li><a href="' . esc_url( $base . '/2024/06/plage.jpg' ) . '"><img src="x.jpg" alt="La plage"></a></li>'
			// A path without the host, with a query string.
			. '<li><a href=\'' . esc_attr( (string) wp_parse_url( $base, PHP_URL_PATH ) ) . '/2024/06/gite.jpg?v=2&amp;w=1\'>Le gîte en photo</a></li>'
			// Known by its class: found without looking its file up.
			. '<li><a href="' . esc_url( $base . '/2024/06/club.jpg' ) . '"><img class="wp-image-' . $club . '" src="x.jpg" alt=""></a></li>'
			// Another site's file with the same path is not ours.
			. '<li><a href="https://example.org/wp-content/uploads/2024/06/ailleurs.jpg">Ailleurs</a></li></ul>'
		);

		$queries = get_num_queries();
		$data    = $loader->data();
		$this->assertLessThanOrEqual( $queries + 5, get_num_queries(), 'the unknown files are looked up together (then their posts and meta, as for the known ones)' );
		$found = array_map( 'intval', array_keys( $data['attachments'] ) );
		sort( $found );
		$this->assertSame( array( $plage, $gite, $club ), $found );
		$this->assertSame( 'La plage', $data['attachments'][ (string) $plage ]['title'] );
		$this->assertSame( $base . '/2024/06/gite.jpg', $data['attachments'][ (string) $gite ]['url'] );
		$this->assertArrayNotHasKey( (string) $other, $data['attachments'] );
	}

	public function test_no_data_is_printed_when_the_lightbox_is_not_loaded(): void {
		$loader = new LightboxLoader();
		$loader->scan( '<p>Rien</p>' );
		$loader->add_data();
		$this->assertFalse( wp_scripts()->get_data( self::HANDLE, 'before' ) );
	}
}
