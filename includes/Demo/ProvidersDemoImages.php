<?php
/**
 * Photos of the demo providers, drawn locally with PHP GD (nothing is downloaded).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Simple illustrative scenes (a building, a room, a terrace, a lake, a garden) stored in the
 * media library with their French alternative text, found again by their key next time.
 */
final class ProvidersDemoImages {

	public const KEY_META = 'acces_demo_key';

	private const WIDTH  = 960;
	private const HEIGHT = 640;

	/**
	 * The attachment id of a demo photo, drawn and stored if missing; 0 when GD is missing.
	 *
	 * @param string $key   Stable key.
	 * @param string $scene building, room, terrace, lake or garden.
	 * @param string $alt   French alternative text (also the caption).
	 * @param int    $seed  Varies the colours.
	 */
	public static function attachment( string $key, string $scene, string $alt, int $seed ): int {
		$existing = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'inherit',
				'meta_key'         => self::KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- Demo set-up only.
				'meta_value'       => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
				'fields'           => 'ids',
				'numberposts'      => 1,
				'suppress_filters' => true,
			)
		);
		if ( array() !== $existing ) {
			return (int) $existing[0];
		}
		if ( ! function_exists( 'imagecreatetruecolor' ) ) {
			return 0;
		}
		$file = wp_upload_bits( $key . '.jpg', null, self::draw( $scene, $seed ) );
		if ( ! empty( $file['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $alt,
				'post_excerpt'   => $alt,
				'post_status'    => 'inherit',
			),
			$file['file']
		);
		if ( ! is_int( $id ) || 0 === $id ) {
			return 0;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file['file'] ) );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		update_post_meta( $id, self::KEY_META, $key );
		return $id;
	}

	/**
	 * Draws a scene; returns JPEG bytes.
	 *
	 * @param string $scene Scene.
	 * @param int    $seed  Varies the colours.
	 */
	private static function draw( string $scene, int $seed ): string {
		$w     = self::WIDTH;
		$h     = self::HEIGHT;
		$image = imagecreatetruecolor( $w, $h );
		$hue   = ( $seed * 47 ) % 60;
		$sky   = imagecolorallocate( $image, 150 + $hue, 200, 235 );
		$grass = imagecolorallocate( $image, 96, 150 + $hue, 80 );
		$sun   = imagecolorallocate( $image, 250, 210, 90 );
		imagefilledrectangle( $image, 0, 0, $w, $h, $sky );
		imagefilledellipse( $image, $w - 140, 110, 120, 120, $sun );
		imagefilledrectangle( $image, 0, (int) ( $h * 0.7 ), $w, $h, $grass );
		switch ( $scene ) {
			case 'room':
				self::room( $image, $w, $h, $seed );
				break;
			case 'lake':
				self::lake( $image, $w, $h );
				break;
			case 'garden':
				self::garden( $image, $w, $h, $seed );
				break;
			case 'terrace':
				self::terrace( $image, $w, $h, $seed );
				break;
			default:
				self::building( $image, $w, $h, $seed );
		}
		ob_start();
		imagejpeg( $image, null, 85 );
		imagedestroy( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A building with a step-free entrance and its ramp.
	 *
	 * @param \GdImage $image Image.
	 * @param int      $w     Width.
	 * @param int      $h     Height.
	 * @param int      $seed  Seed.
	 */
	private static function building( \GdImage $image, int $w, int $h, int $seed ): void {
		$wall   = imagecolorallocate( $image, 230, 170 + ( $seed * 13 ) % 50, 140 );
		$roof   = imagecolorallocate( $image, 170, 70, 50 );
		$window = imagecolorallocate( $image, 70, 110, 160 );
		$ramp   = imagecolorallocate( $image, 120, 120, 120 );
		imagefilledrectangle( $image, 200, 230, 760, (int) ( $h * 0.7 ), $wall );
		imagefilledpolygon( $image, array( 170, 230, 480, 110, 790, 230 ), $roof );
		for ( $x = 250; $x < 720; $x += 130 ) {
			imagefilledrectangle( $image, $x, 280, $x + 70, 340, $window );
		}
		imagefilledrectangle( $image, 440, 360, 520, (int) ( $h * 0.7 ), $window );
		imagefilledpolygon( $image, array( 520, (int) ( $h * 0.7 ), 660, (int) ( $h * 0.7 ), 520, (int) ( $h * 0.7 ) - 6 ), $ramp );
		self::wheelchair_sign( $image, 600, 400 );
	}

	/**
	 * An adapted room: a bed and a wide floor.
	 *
	 * @param \GdImage $image Image.
	 * @param int      $w     Width.
	 * @param int      $h     Height.
	 * @param int      $seed  Seed.
	 */
	private static function room( \GdImage $image, int $w, int $h, int $seed ): void {
		$wall  = imagecolorallocate( $image, 240, 232, 215 );
		$floor = imagecolorallocate( $image, 190, 150, 110 );
		$bed   = imagecolorallocate( $image, 80 + ( $seed * 29 ) % 100, 120, 170 );
		$white = imagecolorallocate( $image, 250, 250, 250 );
		$rail  = imagecolorallocate( $image, 110, 110, 110 );
		imagefilledrectangle( $image, 0, 0, $w, $h, $wall );
		imagefilledrectangle( $image, 0, (int) ( $h * 0.65 ), $w, $h, $floor );
		imagefilledrectangle( $image, 120, 330, 520, 470, $bed );
		imagefilledrectangle( $image, 120, 300, 220, 350, $white );
		imagesetthickness( $image, 8 );
		imageline( $image, 640, 300, 860, 300, $rail );
		self::wheelchair_sign( $image, 760, 180 );
	}

	/**
	 * A terrace with tables and a parasol.
	 *
	 * @param \GdImage $image Image.
	 * @param int      $w     Width.
	 * @param int      $h     Height.
	 * @param int      $seed  Seed.
	 */
	private static function terrace( \GdImage $image, int $w, int $h, int $seed ): void {
		$deck    = imagecolorallocate( $image, 200, 170, 130 );
		$table   = imagecolorallocate( $image, 90, 70, 50 );
		$parasol = imagecolorallocate( $image, 220, 80 + ( $seed * 31 ) % 120, 70 );
		imagefilledrectangle( $image, 0, (int) ( $h * 0.6 ), $w, $h, $deck );
		foreach ( array( 220, 520, 800 ) as $x ) {
			imagefilledarc( $image, $x, 300, 260, 140, 180, 360, $parasol, IMG_ARC_PIE );
			imagefilledrectangle( $image, $x - 4, 300, $x + 4, 470, $table );
			imagefilledellipse( $image, $x, 470, 170, 36, $table );
		}
	}

	/**
	 * A lake with a beach access mat down to the water.
	 *
	 * @param \GdImage $image Image.
	 * @param int      $w     Width.
	 * @param int      $h     Height.
	 */
	private static function lake( \GdImage $image, int $w, int $h ): void {
		$water = imagecolorallocate( $image, 60, 130, 190 );
		$sand  = imagecolorallocate( $image, 235, 215, 160 );
		$mat   = imagecolorallocate( $image, 90, 90, 100 );
		imagefilledrectangle( $image, 0, 300, $w, 420, $water );
		imagefilledrectangle( $image, 0, 420, $w, $h, $sand );
		imagefilledpolygon( $image, array( 430, $h, 530, $h, 500, 420, 460, 420 ), $mat );
		self::wheelchair_sign( $image, 700, 500 );
	}

	/**
	 * A garden with raised beds and trees.
	 *
	 * @param \GdImage $image Image.
	 * @param int      $w     Width.
	 * @param int      $h     Height.
	 * @param int      $seed  Seed.
	 */
	private static function garden( \GdImage $image, int $w, int $h, int $seed ): void {
		$path   = imagecolorallocate( $image, 215, 200, 170 );
		$trunk  = imagecolorallocate( $image, 110, 80, 50 );
		$leaves = imagecolorallocate( $image, 50, 120 + ( $seed * 17 ) % 60, 60 );
		$flower = imagecolorallocate( $image, 150, 100, 200 );
		imagefilledpolygon( $image, array( 380, $h, 580, $h, 500, 440, 460, 440 ), $path );
		foreach ( array( 140, 320, 690, 860 ) as $x ) {
			imagefilledrectangle( $image, $x - 10, 300, $x + 10, 460, $trunk );
			imagefilledellipse( $image, $x, 280, 160, 160, $leaves );
		}
		imagefilledrectangle( $image, 100, 500, 340, 560, $trunk );
		imagefilledrectangle( $image, 620, 500, 860, 560, $trunk );
		for ( $x = 120; $x < 860; $x += 40 ) {
			if ( $x < 340 || $x > 620 ) {
				imagefilledellipse( $image, $x, 495, 26, 26, $flower );
			}
		}
	}

	/**
	 * A round blue sign with a simplified wheelchair pictogram.
	 *
	 * @param \GdImage $image Image.
	 * @param int      $x     Centre x.
	 * @param int      $y     Centre y.
	 */
	private static function wheelchair_sign( \GdImage $image, int $x, int $y ): void {
		$blue  = imagecolorallocate( $image, 0, 82, 155 );
		$white = imagecolorallocate( $image, 255, 255, 255 );
		imagefilledellipse( $image, $x, $y, 90, 90, $blue );
		imagesetthickness( $image, 6 );
		imagefilledellipse( $image, $x - 4, $y - 28, 14, 14, $white );
		imageline( $image, $x - 4, $y - 18, $x - 4, $y + 4, $white );
		imageline( $image, $x - 4, $y + 4, $x + 16, $y + 4, $white );
		imageline( $image, $x + 16, $y + 4, $x + 22, $y + 22, $white );
		imagearc( $image, $x - 6, $y + 14, 40, 40, 60, 330, $white );
		imagesetthickness( $image, 1 );
	}
}
