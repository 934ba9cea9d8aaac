<?php
/**
 * The map entry's script and style, enqueued only where a map wrapper is rendered, with the
 * global map settings printed once.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Providers\MarkerTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/map/index.(js|css) and prints window.accesMapSettings before it.
 */
final class MapAssets {

	public const ENTRY = 'map/index';

	/**
	 * The global settings (tiles, attribution, default centre, icon base, page-level type).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$settings = MapSettings::get();
		return array(
			'tiles'         => array(
				'url'         => $settings['tile_url'],
				'attribution' => $settings['attribution'],
			),
			'defaultCenter' => array(
				'lat' => $settings['center_lat'],
				'lng' => $settings['center_lng'],
			),
			'iconBase'      => MarkerTypes::base_url(),
			'type'          => '',
			'placesUrl'     => rest_url( MapPlacesController::NAMESPACE . MapPlacesController::ROUTE ),
		);
	}

	/**
	 * Enqueues the map entry and, the first time, its settings. Returns the handle ('' when
	 * the entry has not been built).
	 */
	public static function enqueue(): string {
		$handle = Assets::enqueue( self::ENTRY );
		if ( '' !== $handle ) {
			self::add_settings_to( $handle );
			// The map's box and Leaflet's layout, inside the page (no render-blocking request).
			Assets::inline_style( $handle );
		}
		return $handle;
	}

	/**
	 * Prints window.accesMapSettings before a script (once per script). Other entries that use
	 * the map components (the map search) call this with their own handle.
	 *
	 * @param string $handle A registered script handle.
	 */
	public static function add_settings_to( string $handle ): void {
		$before = wp_scripts()->get_data( $handle, 'before' );
		if ( is_array( $before ) ) {
			foreach ( $before as $code ) {
				if ( is_string( $code ) && str_starts_with( $code, 'window.accesMapSettings' ) ) {
					return;
				}
			}
		}
		wp_add_inline_script(
			$handle,
			'window.accesMapSettings = ' . wp_json_encode( self::settings(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';', // The attribution is HTML: no "<" may reach the script element.
			'before'
		);
	}
}
