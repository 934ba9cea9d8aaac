<?php
/**
 * Reads the fields of one portfolio item from its meta and its featured image.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

defined( 'ABSPATH' ) || exit;

/**
 * Every read uses WordPress's caches, which the REST controller primes for the whole page of
 * items (meta, terms, featured images): the number of queries does not grow with per_page.
 */
final class PortfolioItemData {

	public const THUMBNAIL_SIZE = 'large';

	/**
	 * One field's value.
	 *
	 * @param int    $post_id Item id.
	 * @param string $field   REST field name.
	 * @return mixed
	 */
	public static function field( int $post_id, string $field ) {
		$rules = PortfolioFieldRules::fields();
		if ( 'thumbnail-image-url' === $field ) {
			return self::image_url( (int) get_post_thumbnail_id( $post_id ), self::THUMBNAIL_SIZE );
		}
		if ( 'thumbnail-image-meta' === $field ) {
			return self::thumbnail_meta( (int) get_post_thumbnail_id( $post_id ) );
		}
		if ( ! isset( $rules[ $field ] ) ) {
			return null;
		}
		$value = get_post_meta( $post_id, $rules[ $field ]['meta'], true );
		$value = is_string( $value ) && '' !== $value ? $value : $rules[ $field ]['default'];
		if ( 'lightbox-image-url' === $field && '' === $value ) {
			// Falls back on the full-size featured image.
			$value = self::image_url( (int) get_post_thumbnail_id( $post_id ), 'full' );
		}
		return $value;
	}

	/**
	 * URL of an attachment at a size, or ''.
	 *
	 * @param int    $attachment_id Attachment id (0 for none).
	 * @param string $size          Image size.
	 */
	private static function image_url( int $attachment_id, string $size ): string {
		if ( ! $attachment_id ) {
			return '';
		}
		$url = wp_get_attachment_image_url( $attachment_id, $size );
		return is_string( $url ) ? $url : '';
	}

	/**
	 * The thumbnail's alternative text and its size at THUMBNAIL_SIZE (so that the grid can
	 * reserve its space before the image loads).
	 *
	 * @param int $attachment_id Attachment id (0 for none).
	 * @return array{alt: string, width: int, height: int}
	 */
	private static function thumbnail_meta( int $attachment_id ): array {
		$meta = array(
			'alt'    => '',
			'width'  => 0,
			'height' => 0,
		);
		if ( ! $attachment_id ) {
			return $meta;
		}
		$meta['alt'] = trim( wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) );
		$src         = wp_get_attachment_image_src( $attachment_id, self::THUMBNAIL_SIZE );
		if ( is_array( $src ) ) {
			$meta['width']  = (int) $src[1];
			$meta['height'] = (int) $src[2];
		}
		return $meta;
	}
}
