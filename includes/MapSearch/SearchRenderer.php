<?php
/**
 * The map search, shared by the block and the shortcode: a wrapper whose escaped JSON
 * attribute data-acces-search holds the filter options and the places (inlined, or the URL of
 * the compact route for large sets), around the no-JavaScript form and the server-filtered
 * list. src/map-search replaces the inside with the filters, the map and the list.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Maps\CompactPlaces;
use AccesTourisme\Maps\MapAssets;
use AccesTourisme\Maps\MapPlacesController;
use AccesTourisme\Maps\MapRenderer;
use AccesTourisme\Providers\ProviderRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the markup and enqueues the map search's assets where it is printed.
 */
final class SearchRenderer {

	public const ENTRY          = 'map-search/index';
	public const DEFAULT_HEIGHT = 450;

	/**
	 * Instances printed in this request (for unique ids).
	 *
	 * @var int
	 */
	private static int $instances = 0;

	/**
	 * Whether the map's translations were added to the search script in this request.
	 *
	 * @var bool
	 */
	private static bool $map_translations_added = false;

	/**
	 * The map search.
	 *
	 * @param mixed               $height     Map height in pixels.
	 * @param string              $attributes Escaped wrapper attributes (class...), e.g. from get_block_wrapper_attributes().
	 * @param array<string,mixed> $query      The query to read the search from (default: $_GET).
	 */
	public static function render( $height, string $attributes = '', ?array $query = null ): string {
		++self::$instances;
		$id      = 'acces-recherche-' . self::$instances;
		$options = new SearchOptions();
		// A public GET search: it changes nothing, so it carries no nonce.
		$query   = $query ?? $_GET; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public search form read with GET: nothing is changed, each value is validated by SearchRequest.
		$request = SearchRequest::from_query( is_array( $query ) ? $query : array(), $options->allowed() );
		$all     = self::places( array() );
		$results = $request->has_filters() ? self::places( $request->repository_filters() ) : $all;
		if ( SearchOptions::SORT_COMMUNE === $request->sort ) {
			$results = self::sort_by_commune( $results );
		}
		$action = self::action();
		$data   = array(
			'id'      => $id,
			'options' => $options->for_script(),
			'height'  => is_numeric( $height ) && (int) $height > 0 ? MapRenderer::height( $height ) : self::DEFAULT_HEIGHT,
			'count'   => count( $all ),
		);
		/**
		 * Up to this many places are inlined in the page; more are fetched from the compact route.
		 *
		 * @param int $limit Number of places.
		 */
		$limit = (int) apply_filters( 'acces_map_search_inline_limit', MapRenderer::INLINE_LIMIT );
		if ( count( $all ) <= $limit ) {
			$data['places'] = CompactPlaces::encode( $all );
		} else {
			$data['source'] = MapPlacesController::url();
		}
		self::enqueue();
		if ( '' === $attributes ) {
			$attributes = 'class="acces-map-search"';
		}
		return sprintf(
			'<div %1$s id="%2$s" data-acces-search="%3$s">%4$s%5$s</div>',
			$attributes,
			esc_attr( $id ),
			esc_attr( (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) ), // No entity may survive into the attribute: esc_attr() would not encode it again.
			SearchForm::render( $id, $action, $options, $request ),
			ResultList::render( $id, $results, $request, $options, $action )
		);
	}

	/**
	 * The published places matching the filters, sorted by name.
	 *
	 * @param array<string, string[]> $filters Repository filters.
	 * @return array<int, array<string, mixed>>
	 */
	private static function places( array $filters ): array {
		return class_exists( ProviderRepository::class ) ? ProviderRepository::places( $filters ) : array();
	}

	/**
	 * Places sorted by commune, then name (French collation when intl is there).
	 *
	 * @param array<int, array<string, mixed>> $places Places.
	 * @return array<int, array<string, mixed>>
	 */
	private static function sort_by_commune( array $places ): array {
		$collator = class_exists( \Collator::class ) ? new \Collator( 'fr_FR' ) : null;
		$compare  = static function ( string $a, string $b ) use ( $collator ): int {
			return $collator ? (int) $collator->compare( $a, $b ) : strcasecmp( remove_accents( $a ), remove_accents( $b ) );
		};
		usort(
			$places,
			static function ( array $a, array $b ) use ( $compare ): int {
				$by_commune = $compare( (string) ( $a['commune'] ?? '' ), (string) ( $b['commune'] ?? '' ) );
				return 0 !== $by_commune ? $by_commune : $compare( (string) ( $a['name'] ?? '' ), (string) ( $b['name'] ?? '' ) );
			}
		);
		return $places;
	}

	/**
	 * The URL the form submits to: the current page's permalink.
	 */
	private static function action(): string {
		$id  = is_singular() ? (int) get_queried_object_id() : 0;
		$url = $id ? get_permalink( $id ) : false;
		if ( ! $url ) {
			$post = get_post();
			$url  = $post instanceof \WP_Post ? get_permalink( $post ) : false;
		}
		return $url ? (string) $url : home_url( '/' );
	}

	/**
	 * The script and style of the search, the map settings it reads, the map's stylesheet and
	 * translations (the search draws the map components of src/map, whose French strings are
	 * in the map entry's translation file).
	 */
	private static function enqueue(): void {
		$handle = Assets::enqueue( self::ENTRY );
		if ( '' === $handle ) {
			return;
		}
		MapAssets::add_settings_to( $handle );
		$map_handle = Assets::register_entry( MapAssets::ENTRY );
		if ( '' === $map_handle ) {
			return;
		}
		if ( wp_style_is( $map_handle, 'registered' ) ) {
			wp_enqueue_style( $map_handle );
			Assets::inline_style( $map_handle );
		}
		if ( ! self::$map_translations_added ) {
			self::$map_translations_added = true;
			$json                         = load_script_textdomain( $map_handle, 'acces-tourisme', Assets::dir() . '/languages' );
			if ( is_string( $json ) && '' !== $json ) {
				wp_add_inline_script(
					$handle,
					'( function( domain, translations ) { var data = translations.locale_data[ domain ] || translations.locale_data.messages; data[""].domain = domain; wp.i18n.setLocaleData( data, domain ); } )( "acces-tourisme", ' . $json . ' );',
					'before'
				);
			}
		}
	}
}
