<?php
/**
 * Map marker types: one per category, the accessible beach, and "empty".
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Marker type names match the files markers/{type}.png (30×35) and markers/{type}@2x.png.
 */
final class MarkerTypes {

	public const HANDIPLAGE = 'icon-handiplage';
	public const EMPTY_TYPE = 'empty';

	/**
	 * Every marker type.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		$types = array();
		foreach ( array_keys( ProviderCategory::defaults() ) as $slug ) {
			$types[] = self::for_category( $slug );
		}
		$types[] = self::HANDIPLAGE;
		$types[] = self::EMPTY_TYPE;
		return $types;
	}

	/**
	 * The marker type of a category slug; '' gives "empty".
	 *
	 * @param string $category_slug Category slug.
	 */
	public static function for_category( string $category_slug ): string {
		return '' === $category_slug ? self::EMPTY_TYPE : 'icon-' . $category_slug;
	}

	/**
	 * Normalises a type as the map does: an empty value is "empty".
	 *
	 * @param string $type Type.
	 */
	public static function normalize( string $type ): string {
		return '' === $type ? self::EMPTY_TYPE : $type;
	}

	/**
	 * Base URL of the marker images (no trailing slash).
	 */
	public static function base_url(): string {
		return untrailingslashit( \AccesTourisme\Assets\Assets::url( 'markers' ) );
	}
}
