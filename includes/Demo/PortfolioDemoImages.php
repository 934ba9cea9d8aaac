<?php
/**
 * Images of the portfolio demo, drawn locally with PHP GD (nothing is downloaded).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Draws a JPEG (a website "screenshot", a photo-like scene or a video poster), stores it in
 * the media library with its alternative text, and finds it again by its key next time.
 */
final class PortfolioDemoImages {

	public const KEY_META = 'acces_demo_key';

	private const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

	/**
	 * The attachment id of a demo image, drawn and stored if missing; 0 when GD is missing.
	 *
	 * @param string             $key    Stable key.
	 * @param string             $title  Text drawn on the image (may hold HTML entities).
	 * @param string             $alt    Alternative text.
	 * @param string             $kind   "screenshot", "photo" or "video".
	 * @param array{int,int,int} $rgb    Main colour.
	 * @param int                $height Height in pixels (width is 800).
	 */
	public static function attachment( string $key, string $title, string $alt, string $kind, array $rgb, int $height ): int {
		$existing = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'inherit',
				'meta_key'         => self::KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key
				'meta_value'       => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
				'fields'           => 'ids',
				'numberposts'      => 1,
				'suppress_filters' => true,
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		if ( ! function_exists( 'imagecreatetruecolor' ) ) {
			return 0;
		}
		$jpeg = self::draw( html_entity_decode( $title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $kind, $rgb, 800, $height );
		$file = wp_upload_bits( $key . '.jpg', null, $jpeg );
		if ( ! empty( $file['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => html_entity_decode( $title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'post_status'    => 'inherit',
			),
			$file['file']
		);
		if ( ! $id || is_wp_error( $id ) ) {
			return 0;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file['file'] ) );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		update_post_meta( $id, self::KEY_META, $key );
		return (int) $id;
	}

	/**
	 * Draws the image; returns JPEG bytes.
	 *
	 * @param string             $text   Text to draw.
	 * @param string             $kind   "screenshot", "photo" or "video".
	 * @param array{int,int,int} $rgb    Main colour.
	 * @param int                $width  Width.
	 * @param int                $height Height.
	 */
	private static function draw( string $text, string $kind, array $rgb, int $width, int $height ): string {
		$img   = imagecreatetruecolor( $width, $height );
		$main  = imagecolorallocate( $img, $rgb[0], $rgb[1], $rgb[2] );
		$dark  = imagecolorallocate( $img, (int) ( $rgb[0] * 0.45 ), (int) ( $rgb[1] * 0.45 ), (int) ( $rgb[2] * 0.45 ) );
		$light = imagecolorallocate( $img, (int) ( 255 - ( 255 - $rgb[0] ) * 0.25 ), (int) ( 255 - ( 255 - $rgb[1] ) * 0.25 ), (int) ( 255 - ( 255 - $rgb[2] ) * 0.25 ) );
		$white = imagecolorallocate( $img, 255, 255, 255 );
		if ( 'screenshot' === $kind ) {
			imagefilledrectangle( $img, 0, 0, $width, $height, $white );
			imagefilledrectangle( $img, 0, 0, $width, 90, $dark );
			self::text( $img, $text, 28, 60, 22, $white );
			imagefilledrectangle( $img, 0, 90, $width, 420, $main );
			self::text( $img, $text, 40, 280, 30, $white );
			for ( $y = 460; $y < $height - 40; $y += 170 ) {
				imagefilledrectangle( $img, 40, $y, 370, $y + 130, $light );
				imagefilledrectangle( $img, 410, $y, 760, $y + 20, $light );
				imagefilledrectangle( $img, 410, $y + 40, 700, $y + 55, $light );
				imagefilledrectangle( $img, 410, $y + 75, 730, $y + 90, $light );
			}
		} elseif ( 'video' === $kind ) {
			imagefilledrectangle( $img, 0, 0, $width, $height, $dark );
			$cx = (int) ( $width / 2 );
			$cy = (int) ( $height / 2 );
			imagefilledellipse( $img, $cx, $cy, 160, 160, $main );
			imagefilledpolygon( $img, array( $cx - 25, $cy - 40, $cx - 25, $cy + 40, $cx + 45, $cy ), $white );
			self::text( $img, $text, 40, $height - 50, 26, $white );
		} else {
			imagefilledrectangle( $img, 0, 0, $width, $height, $light );
			imagefilledellipse( $img, 640, 130, 150, 150, $white );
			imagefilledrectangle( $img, 0, (int) ( $height * 0.62 ), $width, $height, $main );
			imagefilledellipse( $img, 220, (int) ( $height * 0.64 ), 700, 260, $main );
			self::text( $img, $text, 40, $height - 50, 26, $white );
		}
		ob_start();
		imagejpeg( $img, null, 82 );
		imagedestroy( $img );
		return (string) ob_get_clean();
	}

	/**
	 * Draws one line of text (TrueType when the font is there).
	 *
	 * @param \GdImage $img   Image.
	 * @param string   $text  Text.
	 * @param int      $x     Left.
	 * @param int      $y     Baseline.
	 * @param int      $size  Size in points.
	 * @param int      $color Colour.
	 */
	private static function text( \GdImage $img, string $text, int $x, int $y, int $size, int $color ): void {
		$text = mb_strimwidth( $text, 0, 40, '…' );
		if ( function_exists( 'imagettftext' ) && is_readable( self::FONT ) ) {
			imagettftext( $img, $size, 0, $x, $y, $color, self::FONT, $text );
			return;
		}
		imagestring( $img, 5, $x, $y - 15, remove_accents( $text ), $color );
	}
}
