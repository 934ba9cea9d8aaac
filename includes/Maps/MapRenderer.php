<?php
/**
 * The map wrappers, shared by the blocks and the shortcodes: an empty element whose escaped
 * JSON attribute data-acces-map holds the instance's values; src/map mounts the map on it.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the wrapper markup and enqueues the map assets when a wrapper is printed.
 */
final class MapRenderer {

	/** Up to this many places are inlined in the page; more are fetched from the route. */
	public const INLINE_LIMIT = 500;

	public const DEFAULT_HEIGHT = 400;
	public const MIN_HEIGHT     = 200;
	public const MAX_HEIGHT     = 1200;

	/**
	 * A height in pixels within the allowed range (0 or nonsense gives the default).
	 *
	 * @param mixed $height Candidate.
	 */
	public static function height( $height ): int {
		$height = is_numeric( $height ) ? (int) $height : 0;
		if ( $height <= 0 ) {
			return self::DEFAULT_HEIGHT;
		}
		return max( self::MIN_HEIGHT, min( self::MAX_HEIGHT, $height ) );
	}

	/**
	 * The list map of every provider, or of one category.
	 *
	 * @param string $category   Category slug; '' for all.
	 * @param mixed  $height     Height in pixels.
	 * @param string $attributes Wrapper attributes (already escaped), e.g. from get_block_wrapper_attributes().
	 */
	public static function list_map( string $category, $height, string $attributes = '' ): string {
		$category = sanitize_title( $category );
		if ( ! PlaceSource::category_exists( $category ) ) {
			return self::editor_notice(
				/* translators: %s: a category slug. */
				sprintf( __( 'Map: the category “%s” does not exist, so the map is not shown.', 'acces-tourisme' ), $category )
			);
		}
		$places = PlaceSource::places( $category );
		$name   = PlaceSource::category_name( $category );
		$data   = array(
			'label'  => '' === $name
				? __( 'Map of the providers', 'acces-tourisme' )
				/* translators: %s: a category name. */
				: sprintf( __( 'Map of the providers: %s', 'acces-tourisme' ), $name ),
			'height' => self::height( $height ),
		);
		/**
		 * Filters how many places a list map inlines in the page before it fetches them instead.
		 *
		 * @param int $limit Default 500.
		 */
		$limit = (int) apply_filters( 'acces_map_inline_limit', self::INLINE_LIMIT );
		if ( count( $places ) <= $limit ) {
			$data['places'] = CompactPlaces::encode( $places );
		} else {
			$data['source'] = MapPlacesController::url( $category );
			$data['count']  = count( $places );
		}
		return self::wrapper( $data, $attributes );
	}

	/**
	 * The single-place map: given coordinates, else the given provider, else the current
	 * provider. Nothing when none of them gives a point.
	 *
	 * @param mixed  $lat         Latitude ('' when not given).
	 * @param mixed  $lng         Longitude ('' when not given).
	 * @param int    $provider_id Provider id (0: the current provider).
	 * @param mixed  $height      Height in pixels.
	 * @param string $attributes  Wrapper attributes (already escaped).
	 */
	public static function point_map( $lat, $lng, int $provider_id, $height, string $attributes = '' ): string {
		$lat = is_string( $lat ) ? str_replace( ',', '.', trim( $lat ) ) : $lat;
		$lng = is_string( $lng ) ? str_replace( ',', '.', trim( $lng ) ) : $lng;
		if ( is_numeric( $lat ) && is_numeric( $lng ) ) {
			if ( abs( (float) $lat ) > 90 || abs( (float) $lng ) > 180 ) {
				return self::editor_notice( __( 'Map: the latitude must be between -90 and 90 and the longitude between -180 and 180, so the map is not shown.', 'acces-tourisme' ) );
			}
			// Given coordinates; the given provider (if any) names them.
			$point = $provider_id > 0 ? PlaceSource::provider_point( $provider_id ) : null;
			$point = array(
				'lat'    => (float) $lat,
				'lng'    => (float) $lng,
				'name'   => $point['name'] ?? '',
				'adress' => $point['adress'] ?? '',
			);
		} else {
			$point = PlaceSource::provider_point( $provider_id > 0 ? $provider_id : PlaceSource::current_provider() );
			if ( null === $point ) {
				return '';
			}
		}
		$data = array(
			'lat'   => $point['lat'],
			'lng'   => $point['lng'],
			'label' => '' === $point['name']
				? __( 'Map of the location', 'acces-tourisme' )
				/* translators: %s: a place's name (the French puts it first: no "de" to elide before a vowel). */
				: sprintf( __( '%s: location on the map', 'acces-tourisme' ), $point['name'] ),
		);
		if ( '' !== $point['name'] ) {
			$data['name']   = $point['name'];
			$data['adress'] = $point['adress'];
		}
		$data['height'] = self::height( $height );
		return self::wrapper( $data, $attributes );
	}

	/**
	 * The wrapper element; enqueues the map's script and style.
	 *
	 * @param array<string, mixed> $data       Instance values.
	 * @param string               $attributes Escaped attributes (class, style...).
	 */
	private static function wrapper( array $data, string $attributes ): string {
		MapAssets::enqueue();
		if ( '' === $attributes ) {
			$attributes = 'class="acces-map-block"';
		}
		// The map's height is reserved until the script replaces this placeholder, so the page
		// below does not jump when the map appears (hidden when scripting is off, see map.scss).
		return sprintf(
			'<div %1$s data-acces-map="%2$s"><div class="acces-map-placeholder" style="height:%3$dpx" aria-hidden="true"></div></div>',
			$attributes,
			esc_attr( (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) ), // No entity may survive into the attribute: esc_attr() would not encode it again.
			(int) ( $data['height'] ?? self::height( 0 ) )
		);
	}

	/**
	 * A message for the people who can fix the content; nothing for visitors.
	 *
	 * @param string $message French message.
	 */
	private static function editor_notice( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return '<p class="acces-map-notice">' . esc_html( $message ) . '</p>';
	}
}
