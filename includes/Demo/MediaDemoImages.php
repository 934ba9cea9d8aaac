<?php
/**
 * Demo images drawn locally with PHP GD (no download), added to the media library.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Each image is found by its stable key (attachment meta) before it is drawn.
 */
final class MediaDemoImages {

	public const META = '_acces_demo_media_image';

	/**
	 * The attachment of this key, drawn and added when missing. 0 when GD is not available.
	 *
	 * @param string                                                                                                                       $key  Stable key (also the file name).
	 * @param array{title: string, alt: string, caption: string, description: string, text: string, from: int[], to: int[], shape: string} $spec What to draw and its texts.
	 */
	public function ensure( string $key, array $spec ): int {
		$found = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'inherit',
				'meta_key'         => self::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- demo set-up only.
				'meta_value'       => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- demo set-up only.
				'fields'           => 'ids',
				'posts_per_page'   => 1,
				'suppress_filters' => true,
			)
		);
		if ( $found ) {
			return (int) $found[0];
		}
		if ( ! function_exists( 'imagecreatetruecolor' ) ) {
			return 0;
		}
		$upload = wp_upload_bits( 'acces-demo-' . $key . '.jpg', null, $this->draw( $spec ) );
		if ( ! empty( $upload['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $spec['title'],
				'post_excerpt'   => $spec['caption'],
				'post_content'   => $spec['description'],
				'post_status'    => 'inherit',
				'guid'           => $upload['url'],
			),
			$upload['file'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			return 0;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		update_post_meta( $id, '_wp_attachment_image_alt', $spec['alt'] );
		update_post_meta( $id, self::META, $key );
		return (int) $id;
	}

	/**
	 * A 1200×800 JPEG: a vertical gradient, a simple sports drawing and a large label.
	 *
	 * @param array{text: string, from: int[], to: int[], shape: string} $spec What to draw.
	 */
	private function draw( array $spec ): string {
		$width  = 1200;
		$height = 800;
		$image  = imagecreatetruecolor( $width, $height );
		for ( $y = 0; $y < $height; $y++ ) {
			$t     = $y / ( $height - 1 );
			$color = imagecolorallocate(
				$image,
				(int) round( $spec['from'][0] + ( $spec['to'][0] - $spec['from'][0] ) * $t ),
				(int) round( $spec['from'][1] + ( $spec['to'][1] - $spec['from'][1] ) * $t ),
				(int) round( $spec['from'][2] + ( $spec['to'][2] - $spec['from'][2] ) * $t )
			);
			imageline( $image, 0, $y, $width, $y, $color );
		}
		$white  = imagecolorallocate( $image, 255, 255, 255 );
		$orange = imagecolorallocate( $image, 244, 140, 36 );
		imagesetthickness( $image, 8 );
		switch ( $spec['shape'] ) {
			case 'court':
				imagerectangle( $image, 120, 120, 1080, 600, $white );
				imageline( $image, 600, 120, 600, 600, $white );
				imageellipse( $image, 600, 360, 200, 200, $white );
				imagefilledellipse( $image, 820, 260, 140, 140, $orange );
				break;
			case 'table':
				imagefilledrectangle( $image, 200, 330, 1000, 470, imagecolorallocate( $image, 20, 110, 70 ) );
				imageline( $image, 600, 300, 600, 500, $white );
				imagefilledellipse( $image, 760, 230, 50, 50, $white );
				break;
			case 'waves':
				for ( $i = 0; $i < 5; $i++ ) {
					imagearc( $image, 600, 900 + $i * 40, 1600, 900, 200, 340, $white );
				}
				imagefilledellipse( $image, 900, 200, 160, 160, $orange );
				break;
			default:
				imagefilledellipse( $image, 600, 330, 300, 300, $orange );
				imageellipse( $image, 600, 330, 300, 300, $white );
		}
		$this->label( $image, $spec['text'] );
		ob_start();
		imagejpeg( $image, null, 82 );
		imagedestroy( $image );
		return (string) ob_get_clean();
	}

	/**
	 * Writes a label in large letters (GD's built-in font, enlarged) near the bottom.
	 *
	 * @param \GdImage $image Target.
	 * @param string   $text  Label (ASCII is drawn as is; accents are simplified).
	 */
	private function label( \GdImage $image, string $text ): void {
		$text  = remove_accents( $text );
		$font  = 5;
		$small = imagecreatetruecolor( imagefontwidth( $font ) * strlen( $text ), imagefontheight( $font ) );
		$black = imagecolorallocate( $small, 0, 0, 0 );
		imagecolortransparent( $small, $black );
		imagestring( $small, $font, 0, 0, $text, imagecolorallocate( $small, 255, 255, 255 ) );
		$scale = 5;
		$w     = imagesx( $small ) * $scale;
		$h     = imagesy( $small ) * $scale;
		$x     = (int) max( 20, ( 1200 - $w ) / 2 );
		imagefilledrectangle( $image, $x - 20, 650, $x + $w + 20, 650 + $h + 20, imagecolorallocatealpha( $image, 0, 0, 0, 40 ) );
		imagecopyresized( $image, $small, $x, 660, 0, 0, $w, $h, imagesx( $small ), imagesy( $small ) );
		imagedestroy( $small );
	}
}
