<?php
/**
 * The block acces-tourisme/slider: a slider (one image at a time) or a carousel (3, 2, 1).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Media;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registered from build/blocks/slider/block.json, rendered on the server: the images of the
 * media library with their alternative texts, in Swiper's markup, and the instance settings
 * in an escaped JSON data attribute. The front-end script (blocks/slider/view) is enqueued
 * only when a slider is rendered.
 */
final class SliderBlock implements Service {

	public const NAME = 'acces-tourisme/slider';

	public const VIEW = 'blocks/slider/view';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
	}

	/**
	 * Registers the block from its build; without a build, the server side only.
	 */
	public function register_block(): void {
		BlockTypes::register( 'slider', self::NAME, array( 'render_callback' => array( $this, 'render' ) ) );
	}

	/**
	 * The attributes, validated, with their defaults.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{ids: int[], variant: string, autoplay: bool, delay: int, label: string, captions: bool, linkToFile: bool, sizeSlug: string}
	 */
	public static function settings( array $attributes ): array {
		$ids = array();
		foreach ( (array) ( $attributes['ids'] ?? array() ) as $id ) {
			if ( is_numeric( $id ) && (int) $id > 0 ) {
				$ids[] = (int) $id;
			}
		}
		$size = isset( $attributes['sizeSlug'] ) && is_string( $attributes['sizeSlug'] ) ? sanitize_key( $attributes['sizeSlug'] ) : 'large';
		return array(
			'ids'        => array_values( array_unique( $ids ) ),
			'variant'    => 'carousel' === ( $attributes['variant'] ?? '' ) ? 'carousel' : 'slider',
			'autoplay'   => ! empty( $attributes['autoplay'] ),
			'delay'      => max( 2000, min( 20000, (int) ( $attributes['delay'] ?? 5000 ) ) ),
			'label'      => isset( $attributes['label'] ) && is_string( $attributes['label'] ) ? trim( sanitize_text_field( $attributes['label'] ) ) : '',
			'captions'   => ! array_key_exists( 'captions', $attributes ) || ! empty( $attributes['captions'] ),
			'linkToFile' => ! empty( $attributes['linkToFile'] ),
			'sizeSlug'   => in_array( $size, get_intermediate_image_sizes(), true ) || 'full' === $size ? $size : 'large',
		);
	}

	/**
	 * Server render. Nothing when no image of the list exists any more.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( array $attributes ): string {
		$settings = self::settings( $attributes );
		if ( $settings['ids'] ) {
			_prime_post_caches( $settings['ids'], false, true );
		}
		$slides = '';
		$count  = 0;
		foreach ( $settings['ids'] as $id ) {
			$slide = $this->slide( $id, $settings, 0 === $count );
			if ( '' !== $slide ) {
				$slides .= $slide;
				++$count;
			}
		}
		if ( 0 === $count ) {
			return '';
		}
		// Swiper's layout of the slides, inside the page (no render-blocking request).
		Assets::inline_style( Assets::enqueue( self::VIEW ) );
		$label = '' !== $settings['label'] ? $settings['label'] : ( 'carousel' === $settings['variant'] ? __( 'Carousel', 'acces-tourisme' ) : __( 'Slideshow', 'acces-tourisme' ) );
		$data  = array(
			'variant'  => $settings['variant'],
			'autoplay' => $settings['autoplay'],
			'delay'    => $settings['delay'],
		);
		$attrs = BlockTypes::wrapper_attributes(
			array(
				// A slider with 3 images or fewer may show them all at once, and then has no
				// arrows nor pagination (view.scss gives their room back before the script).
				'class'             => 'acces-slider acces-slider--' . $settings['variant'] . ( $count <= 3 ? ' acces-slider--slides-' . $count : '' ),
				'role'              => 'region',
				'aria-label'        => $label,
				'data-acces-slider' => wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ), // Escaped once, exactly.
			)
		) ?? '';
		return sprintf(
			'<div %1$s>%2$s<div class="swiper acces-slider__viewport"><div class="swiper-wrapper">%3$s</div></div><div class="acces-slider__pagination">%4$s</div></div>',
			$attrs,
			self::controls( $settings['autoplay'] ),
			$slides,
			// Swiper's bullets, one per image, replaced by the script's: their room, in as
			// many rows as they will take.
			str_repeat( '<span class="swiper-pagination-bullet"></span>', $count )
		);
	}

	/**
	 * The controls bar, which the slider's script (src/blocks/slider/slider.ts) wires and
	 * shows. Rendered here so that its room, whatever the width, the text size and the
	 * labels make of it, is kept before the script has run (view.scss hides it until then).
	 *
	 * @param bool $autoplay Whether the slider has the pause / play button.
	 */
	private static function controls( bool $autoplay ): string {
		$toggle = '';
		if ( $autoplay ) {
			$toggle = sprintf(
				'<button type="button" class="acces-slider__toggle"><span class="acces-slider__toggle-label acces-slider__toggle-pause">%1$s</span><span class="acces-slider__toggle-label acces-slider__toggle-play" aria-hidden="true">%2$s</span></button>',
				esc_html__( 'Pause the slideshow', 'acces-tourisme' ),
				esc_html__( 'Play the slideshow', 'acces-tourisme' )
			);
		}
		return '<div class="acces-slider__controls">' . $toggle
			. '<button type="button" class="acces-slider__arrow swiper-button-prev"></button>'
			. '<button type="button" class="acces-slider__arrow swiper-button-next"></button></div>';
	}

	/**
	 * One slide: the image (its alternative text from the media library), its caption, and
	 * optionally a link to the full-size file (which opens the lightbox).
	 *
	 * @param int                  $id       Attachment id.
	 * @param array<string, mixed> $settings Validated settings.
	 * @param bool                 $first    Whether this is the first slide (loaded eagerly).
	 */
	private function slide( int $id, array $settings, bool $first ): string {
		if ( ! wp_attachment_is_image( $id ) ) {
			return '';
		}
		$image = wp_get_attachment_image(
			$id,
			$settings['sizeSlug'],
			false,
			array(
				'class'    => 'acces-slider__image wp-image-' . $id,
				'loading'  => $first ? 'eager' : 'lazy',
				'decoding' => 'async',
			)
		);
		if ( '' === $image ) {
			return '';
		}
		if ( $settings['linkToFile'] ) {
			$full  = (string) wp_get_attachment_url( $id );
			$image = '' !== $full ? sprintf( '<a class="acces-slider__link" href="%1$s">%2$s</a>', esc_url( $full ), $image ) : $image;
		}
		$caption = $settings['captions'] ? trim( (string) wp_get_attachment_caption( $id ) ) : '';
		if ( '' !== $caption ) {
			$caption = '<figcaption class="acces-slider__caption">' . wp_kses_post( $caption ) . '</figcaption>';
		}
		return '<div class="swiper-slide"><figure class="acces-slider__figure">' . $image . $caption . '</figure></div>';
	}
}
