<?php
/**
 * Read access to the providers as map places.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Places (docs/CONTRACTS.md "Place"), communes and marker types. The places are built in three
 * queries whatever their number (posts, their map fields, their categories), selecting only
 * the columns and fields a place needs (no post objects, no meta cache), and kept until a
 * provider or a category changes: in the object cache, or as a file (FileCache) when the
 * object cache is not persistent.
 */
final class ProviderRepository {

	/**
	 * The published providers that have coordinates, as places sorted by name.
	 *
	 * @param array<string, mixed> $filters 'categorie', 'commune', 'acces' (string[]), 'bbox'
	 *                                      (array{0: float, 1: float, 2: float, 3: float}|null:
	 *                                      minLng, minLat, maxLng, maxLat). OR within a filter,
	 *                                      AND across filters, empty means no restriction.
	 * @return array<int, array<string, mixed>>
	 */
	public static function places( array $filters = array() ): array {
		$places = ProviderCache::remember( 'places', array( self::class, 'kept_places' ) );
		return PlaceFilter::apply( is_array( $places ) ? $places : array(), $filters );
	}

	/**
	 * Every commune that has a published provider, sorted (accents ignored).
	 *
	 * @return string[]
	 */
	public static function communes(): array {
		$communes = ProviderCache::remember(
			'communes',
			static function (): array {
				if ( wp_using_ext_object_cache() ) {
					return self::load_communes();
				}
				$communes = json_decode( ProviderCache::remember_json( 'communes', array( self::class, 'load_communes' ) ), true );
				return is_array( $communes ) ? $communes : self::load_communes();
			}
		);
		return is_array( $communes ) ? $communes : array();
	}

	/**
	 * The places, from FileCache when the object cache is not persistent (so that a request
	 * does not rebuild them), else built (and kept by the object cache).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function kept_places(): array {
		if ( wp_using_ext_object_cache() ) {
			return self::load_places();
		}
		$built = null;
		$json  = ProviderCache::remember_json(
			'places',
			static function () use ( &$built ): array {
				$built = self::load_places();
				return $built;
			}
		);
		if ( null !== $built ) {
			return $built;
		}
		$places = json_decode( $json, true );
		return is_array( $places ) ? $places : self::load_places();
	}

	/**
	 * The effective marker type of a provider: icon-handiplage when the editor chose it, else its
	 * category's icon (icon-{slug}, for the six categories that have one), else "empty".
	 *
	 * @param int $post_id Provider id.
	 */
	public static function marker_type( int $post_id ): string {
		return self::type_of( (string) get_post_meta( $post_id, ProviderFields::MARKER_TYPE, true ), ProviderCategory::slug_of( $post_id ) );
	}

	/**
	 * The effective marker type from the chosen type and the category slug.
	 *
	 * @param string $chosen        Stored marker type.
	 * @param string $category_slug Category slug ('' when none).
	 */
	public static function type_of( string $chosen, string $category_slug ): string {
		if ( MarkerTypes::HANDIPLAGE === $chosen ) {
			return MarkerTypes::HANDIPLAGE;
		}
		if ( ! array_key_exists( $category_slug, ProviderCategory::defaults() ) ) {
			return MarkerTypes::EMPTY_TYPE;
		}
		return MarkerTypes::for_category( $category_slug );
	}

	/**
	 * Builds the places (three queries: posts, their map fields, their categories).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function load_places(): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Cached by places(); five keys, five placeholders.
		$posts = $wpdb->get_results(
			$wpdb->prepare( "SELECT ID, post_title, post_name FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = ''", ProviderPostType::POST_TYPE ),
			ARRAY_N
		);
		$keys  = array( ProviderFields::LAT, ProviderFields::LNG, ProviderFields::COMMUNE, ProviderFields::DISABILITIES, ProviderFields::MARKER_TYPE );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT m.post_id, m.meta_key, m.meta_value FROM {$wpdb->postmeta} m
				INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id AND p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
				WHERE m.meta_key IN (%s, %s, %s, %s, %s)",
				ProviderPostType::POST_TYPE,
				...$keys
			),
			ARRAY_N
		);
		// phpcs:enable
		$meta = array();
		foreach ( (array) $rows as $row ) {
			$meta[ (int) $row[0] ][ $row[1] ] = $row[2];
		}
		$categories = self::categories();
		$families   = Disabilities::slugs();
		$url        = ProviderPostType::url_builder();
		$places     = array();
		$sort_keys  = array();
		foreach ( (array) $posts as $post ) {
			$id     = (int) $post[0];
			$fields = $meta[ $id ] ?? array();
			$lat    = $fields[ ProviderFields::LAT ] ?? '';
			$lng    = $fields[ ProviderFields::LNG ] ?? '';
			if ( ! is_numeric( $lat ) || ! is_numeric( $lng ) ) {
				continue;
			}
			$category    = $categories[ $id ] ?? '';
			$commune     = (string) ( $fields[ ProviderFields::COMMUNE ] ?? '' );
			$places[]    = array(
				'id'           => $id,
				'lat'          => (float) $lat,
				'lng'          => (float) $lng,
				'name'         => (string) $post[1],
				'adress'       => mb_strtoupper( $commune, 'UTF-8' ),
				'commune'      => $commune,
				'url'          => $url( $category, (string) $post[2] ),
				'type'         => self::type_of( (string) ( $fields[ ProviderFields::MARKER_TYPE ] ?? '' ), $category ),
				'category'     => $category,
				'disabilities' => self::disabilities( $fields[ ProviderFields::DISABILITIES ] ?? null, $families ),
			);
			$sort_keys[] = self::sort_key( (string) $post[1] ) . "\0" . str_pad( (string) $id, 20, '0', STR_PAD_LEFT );
		}
		// Sorted by name (case and accents ignored), then id; each key is computed once.
		array_multisort( $sort_keys, SORT_STRING, $places );
		return $places;
	}

	/**
	 * The communes (one query).
	 *
	 * @return string[]
	 */
	public static function load_communes(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Cached by communes().
		$communes = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT m.meta_value FROM {$wpdb->postmeta} m
				INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND m.meta_value <> '' AND p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''",
				ProviderFields::COMMUNE,
				ProviderPostType::POST_TYPE
			)
		);
		$unique   = array();
		foreach ( $communes as $commune ) {
			$unique[ self::sort_key( (string) $commune ) ] ??= (string) $commune;
		}
		ksort( $unique, SORT_STRING );
		return array_values( $unique );
	}

	/**
	 * Each published provider's category slug, the first by name as get_the_terms() gives it
	 * (one query).
	 *
	 * @return array<int, string>
	 */
	private static function categories(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Part of the cached places.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.object_id AS id, t.slug AS slug
				FROM {$wpdb->term_relationships} tr
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = %s
				INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id
				INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id AND p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
				ORDER BY t.name DESC",
				ProviderCategory::TAXONOMY,
				ProviderPostType::POST_TYPE
			),
			ARRAY_A
		);
		$slugs = array();
		foreach ( (array) $rows as $row ) {
			$slugs[ (int) $row['id'] ] = (string) $row['slug']; // Sorted by name descending: the first by name is written last.
		}
		return $slugs;
	}

	/**
	 * The disability slugs of a stored value.
	 *
	 * @param mixed    $stored   Serialized array.
	 * @param string[] $families Known families, in their order.
	 * @return string[]
	 */
	private static function disabilities( $stored, array $families ): array {
		if ( ! is_string( $stored ) || ! is_serialized( $stored ) ) {
			return array();
		}
		$value = unserialize( $stored, array( 'allowed_classes' => false ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- Meta as WordPress stores it, without objects.
		return is_array( $value ) ? array_values( array_intersect( $families, $value ) ) : array();
	}

	/**
	 * A sort key that ignores case and accents (É sorts with E).
	 *
	 * @param string $text Text.
	 */
	public static function sort_key( string $text ): string {
		return strtolower( remove_accents( html_entity_decode( $text, ENT_QUOTES, 'UTF-8' ) ) );
	}
}
