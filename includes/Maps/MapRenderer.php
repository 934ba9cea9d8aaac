<?php
/**
 * The map wrappers, shared by the blocks and the shortcodes: an empty element whose escaped
 * JSON attribute data-acces-map holds the instance's values; src/map mounts the map on it.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;

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
		return self::wrapper( $data, $attributes, self::no_script( $category ) );
	}

	/**
	 * What a list map says to a browser that runs no JavaScript, in which the map never shows:
	 * why, and a link to the server-rendered list of the same places (the category's page, or
	 * every provider's) unless the map is on that page.
	 *
	 * @param string $category Category slug; '' for all.
	 */
	private static function no_script( string $category ): string {
		$url = '' === $category
			? get_post_type_archive_link( ProviderPostType::POST_TYPE )
			: get_term_link( $category, ProviderCategory::TAXONOMY );
		// On that list's own page (the map above its list) the list is right below: no link
		// that would only load the same page again.
		$here = '' === $category
			? is_post_type_archive( ProviderPostType::POST_TYPE )
			: is_tax( ProviderCategory::TAXONOMY, $category );
		$link = ! $here && is_string( $url ) && '' !== $url
			? ' <a href="' . esc_url( $url ) . '">' . esc_html__( 'See the list of these providers', 'acces-tourisme' ) . '</a>'
			: '';
		return '<noscript><p class="acces-map-noscript">'
			. esc_html__( 'The map needs JavaScript, which your browser does not run.', 'acces-tourisme' )
			. $link . '</p></noscript>';
	}

	/**
	 * The single-place map: given coordinates, else the given provider, else the current
	 * provider. When none of them gives a point, a notice saying why for the people who can
	 * fix the content, and nothing for visitors.
	 *
	 * @param mixed  $lat         Latitude ('' when not given).
	 * @param mixed  $lng         Longitude ('' when not given).
	 * @param int    $provider_id Provider id (0: the current provider).
	 * @param mixed  $height      Height in pixels.
	 * @param string $attributes  Wrapper attributes (already escaped).
	 */
	public static function point_map( $lat, $lng, int $provider_id, $height, string $attributes = '' ): string {
		$lat = self::coordinate( $lat );
		$lng = self::coordinate( $lng );
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
			// A coordinate that is not a number is an error, like one out of range; a lone
			// number (the other one empty) leaves the map to the provider, as the editor does.
			$given = '' !== $lat || '' !== $lng;
			if ( ( '' !== $lat && ! is_numeric( $lat ) ) || ( '' !== $lng && ! is_numeric( $lng ) ) ) {
				return self::editor_notice( self::not_numbers_message() );
			}
			if ( $provider_id > 0 && ! self::is_published_provider( $provider_id ) ) {
				return self::editor_notice(
					/* translators: %d: the id given as prestataire="…" (or chosen in the block). */
					sprintf( __( 'Map: no published provider has the id %d, so the map is not shown. Check the id (or publish the provider), or give lat and lng.', 'acces-tourisme' ), $provider_id )
				);
			}
			$provider_id = $provider_id > 0 ? $provider_id : PlaceSource::current_provider();
			if ( 0 === $provider_id ) {
				return self::editor_notice(
					$given
						? self::not_numbers_message()
						: __( 'Map: no place is given, so the map is not shown. Give lat and lng (such as lat="43.858" lng="1.425") or prestataire="the provider’s id", or place the map on a provider’s page.', 'acces-tourisme' )
				);
			}
			$point = PlaceSource::provider_point( $provider_id );
			if ( null === $point ) {
				return self::no_coordinates_notice( $provider_id );
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
		return self::wrapper( $data, $attributes, self::point_no_script( $point['name'], $point['adress'] ) );
	}

	/**
	 * What a single-place map says to a browser that runs no JavaScript: why the map is missing,
	 * and the place's name and commune in words when the map knows them.
	 *
	 * @param string $name   The place's name ('' when unknown).
	 * @param string $adress The place's commune, in capitals as on the map ('' when unknown).
	 */
	private static function point_no_script( string $name, string $adress ): string {
		$place = implode( ', ', array_filter( array( $name, $adress ), 'strlen' ) );
		return '<noscript><p class="acces-map-noscript">'
			. esc_html__( 'The map needs JavaScript, which your browser does not run.', 'acces-tourisme' )
			. ( '' === $place
				? ''
				/* translators: %s: a place's name and commune, such as "Hôtel du Lac, MONTAUBAN". */
				: ' ' . esc_html( sprintf( __( 'The place: %s.', 'acces-tourisme' ), $place ) ) )
			. '</p></noscript>';
	}

	/**
	 * The wrapper element; enqueues the map's script and style.
	 *
	 * @param array<string, mixed> $data       Instance values.
	 * @param string               $attributes Escaped attributes (class, style...).
	 * @param string               $no_script  Markup for browsers without JavaScript (escaped).
	 */
	private static function wrapper( array $data, string $attributes, string $no_script = '' ): string {
		MapAssets::enqueue();
		if ( '' === $attributes ) {
			$attributes = 'class="acces-map-block"';
		}
		// The map's height is reserved until the script replaces this placeholder, so the page
		// below does not jump when the map appears (hidden when scripting is off, see map.scss).
		return sprintf(
			'<div %1$s data-acces-map="%2$s"><div class="acces-map-placeholder" style="height:%3$dpx" aria-hidden="true"></div>%4$s</div>',
			$attributes,
			esc_attr( (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) ), // No entity may survive into the attribute: esc_attr() would not encode it again.
			(int) ( $data['height'] ?? self::height( 0 ) ),
			$no_script
		);
	}

	/**
	 * A coordinate as given: trimmed, with a decimal comma read as a point ('' when absent).
	 *
	 * @param mixed $value Latitude or longitude.
	 * @return mixed
	 */
	private static function coordinate( $value ) {
		if ( null === $value ) {
			return '';
		}
		return is_string( $value ) ? str_replace( ',', '.', trim( $value ) ) : $value;
	}

	/**
	 * The notice for coordinates that are not numbers (or only one of the two).
	 */
	private static function not_numbers_message(): string {
		return __( 'Map: the latitude and longitude must be numbers, such as lat="43.858" lng="1.425", so the map is not shown.', 'acces-tourisme' );
	}

	/**
	 * Whether an id is a published provider's.
	 *
	 * @param int $post_id Post id.
	 */
	private static function is_published_provider( int $post_id ): bool {
		$post = get_post( $post_id );
		return $post instanceof \WP_Post && ProviderPostType::POST_TYPE === $post->post_type && 'publish' === $post->post_status;
	}

	/**
	 * Why a provider gives no point: it has no valid coordinates (a notice naming it), or the
	 * visitor may not see it yet (nothing: a password or a preview, not a content error).
	 *
	 * @param int $post_id Provider id.
	 */
	private static function no_coordinates_notice( int $post_id ): string {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || post_password_required( $post ) || ( 'publish' !== $post->post_status && ! current_user_can( 'read_post', $post_id ) ) ) {
			return '';
		}
		return self::editor_notice(
			sprintf(
				/* translators: 1: a provider's name, 2: its id. */
				__( 'Map: the provider “%1$s” (id %2$d) has no valid coordinates, so the map is not shown. Enter its latitude and longitude on its edit screen, or give lat and lng.', 'acces-tourisme' ),
				html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
				$post_id
			)
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
