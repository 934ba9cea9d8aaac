<?php
/**
 * The block acces-tourisme/slider, rendered on the server.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Media;

use AccesTourisme\Media\SliderBlock;
use AccesTourisme\Tests\TestCase;

/**
 * What a visitor's browser receives for a slider or a carousel.
 */
final class SliderBlockTest extends TestCase {

	use MediaFactory;

	protected function set_up(): void {
		parent::set_up();
		$this->reset_assets();
	}

	protected function tear_down(): void {
		$this->reset_assets();
		parent::tear_down();
	}

	/**
	 * Renders the block as a page would.
	 *
	 * @param array<string, mixed> $attrs Block attributes.
	 */
	private function render( array $attrs ): string {
		return render_block(
			array(
				'blockName'    => 'acces-tourisme/slider',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The instance settings of the data attribute.
	 *
	 * @param string $html Rendered block.
	 * @return array<string, mixed>
	 */
	private function settings( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-acces-slider="([^"]*)"/', $html, $m ), 'the wrapper carries its settings' );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	public function test_the_block_is_registered_with_its_attributes(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'acces-tourisme/slider' );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertSame( 'slider', $type->attributes['variant']['default'] );
		$this->assertFalse( $type->attributes['autoplay']['default'] );
	}

	public function test_a_slider_shows_the_images_with_their_alternative_texts(): void {
		$first  = $this->image(
			'basket',
			array(
				'alt'     => 'Deux joueurs en fauteuil',
				'caption' => 'Entraînement du mardi',
			)
		);
		$second = $this->image( 'boccia', array( 'alt' => 'Une boule de boccia' ) );

		$html = $this->render(
			array(
				'ids'   => array( $first, $second ),
				'label' => 'Nos "activités" <b>sportives</b>',
			)
		);

		$this->assertStringContainsString( 'class="swiper acces-slider__viewport"', $html );
		$this->assertSame( 2, substr_count( $html, 'class="swiper-slide"' ) );
		$this->assertStringContainsString( 'alt="Deux joueurs en fauteuil"', $html );
		$this->assertStringContainsString( 'alt="Une boule de boccia"', $html );
		$this->assertStringContainsString( '<figcaption class="acces-slider__caption">Entraînement du mardi</figcaption>', $html );
		$this->assertStringContainsString( 'role="region"', $html );
		$this->assertStringContainsString( 'aria-label="Nos &quot;activités&quot; sportives"', $html, 'the name is text, escaped' );
		$this->assertStringContainsString( 'acces-slider--slider', $html );
		$this->assertSame(
			array(
				'variant'  => 'slider',
				'autoplay' => false,
				'delay'    => 5000,
			),
			$this->settings( $html )
		);
		$this->assertStringContainsString( 'loading="eager"', $html, 'the first image is not lazy' );
		$this->assertTrue( wp_script_is( 'acces-blocks-slider-view', 'enqueued' ), 'the slider script loads with the block' );
	}

	public function test_a_carousel_with_autoplay_keeps_its_settings_within_bounds(): void {
		$ids  = array( $this->image( 'a' ), $this->image( 'b' ), $this->image( 'c' ), $this->image( 'd' ) );
		$html = $this->render(
			array(
				'ids'      => $ids,
				'variant'  => 'carousel',
				'autoplay' => true,
				'delay'    => 999999,
			)
		);
		$this->assertStringContainsString( 'acces-slider--carousel', $html );
		$this->assertStringContainsString( 'aria-label="Carrousel"', $html, 'a default French name' );
		$this->assertSame(
			array(
				'variant'  => 'carousel',
				'autoplay' => true,
				'delay'    => 20000,
			),
			$this->settings( $html )
		);

		$odd = $this->render(
			array(
				'ids'     => $ids,
				'variant' => '<script>',
				'delay'   => 'soon',
			)
		);
		$this->assertSame( 'slider', $this->settings( $odd )['variant'] );
		$this->assertSame( 5000, $this->settings( $odd )['delay'], 'a value of the wrong type gives the default' );
		$this->assertStringNotContainsString( '<script>', $odd );
		$this->assertSame( 2000, SliderBlock::settings( array( 'delay' => 10 ) )['delay'], 'two seconds at least' );
	}

	public function test_the_controls_and_the_pagination_are_in_the_page_before_the_script_runs(): void {
		$ids    = array( $this->image( 'a' ), $this->image( 'b' ) );
		$still  = $this->render( array( 'ids' => $ids ) );
		$moving = $this->render(
			array(
				'ids'      => $ids,
				'autoplay' => true,
			)
		);
		foreach ( array( $still, $moving ) as $html ) {
			$this->assertSame( 1, substr_count( $html, '<div class="acces-slider__controls">' ) );
			$this->assertLessThan( strpos( $html, 'acces-slider__viewport' ), strpos( $html, 'acces-slider__controls' ), 'the bar comes before the images' );
			$this->assertStringContainsString( '<button type="button" class="acces-slider__arrow swiper-button-prev"></button><button type="button" class="acces-slider__arrow swiper-button-next"></button>', $html );
		}
		$this->assertStringContainsString( '<div class="acces-slider__pagination"><span class="swiper-pagination-bullet"></span><span class="swiper-pagination-bullet"></span></div></div>', $still, 'a bullet per image after the images' );
		$this->assertStringNotContainsString( 'acces-slider__toggle', $still, 'no pause button without autoplay' );
		$this->assertStringContainsString( 'acces-slider--slides-2', $still, 'a slider of 3 images or fewer says how many (they may all be in view)' );
		$many = $this->render( array( 'ids' => array( $ids[0], $ids[1], $this->image( 'c' ), $this->image( 'd' ) ) ) );
		$this->assertStringNotContainsString( 'acces-slider--slides-', $many );
		$this->assertStringContainsString( '<span class="acces-slider__toggle-label acces-slider__toggle-pause">Mettre en pause le défilement</span>', $moving, 'both French labels, so the button has its final size' );
		$this->assertStringContainsString( '<span class="acces-slider__toggle-label acces-slider__toggle-play" aria-hidden="true">Lancer le défilement</span>', $moving );
	}

	public function test_images_can_link_to_their_files_for_the_lightbox_and_captions_can_be_hidden(): void {
		$id   = $this->image( 'natation', array( 'caption' => 'Le bassin' ) );
		$html = $this->render(
			array(
				'ids'        => array( $id ),
				'linkToFile' => true,
				'captions'   => false,
			)
		);
		$this->assertStringContainsString( '<a class="acces-slider__link" href="' . esc_url( wp_get_attachment_url( $id ) ) . '">', $html );
		$this->assertStringNotContainsString( 'figcaption', $html );
	}

	public function test_nothing_is_rendered_nor_loaded_without_an_existing_image(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Pas une image',
			)
		);
		$this->assertSame( '', $this->render( array( 'ids' => array() ) ) );
		$this->assertSame( '', $this->render( array( 'ids' => array( 999999, $page, 'x' ) ) ) );
		$this->assertFalse( wp_script_is( 'acces-blocks-slider-view', 'enqueued' ) );
	}

	public function test_a_page_without_a_slider_does_not_load_its_script(): void {
		apply_filters( 'the_content', do_blocks( '<!-- wp:paragraph --><p>Bonjour</p><!-- /wp:paragraph -->' ) );
		$this->assertFalse( wp_script_is( 'acces-blocks-slider-view', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'acces-blocks-slider-view', 'enqueued' ) );
	}
}
