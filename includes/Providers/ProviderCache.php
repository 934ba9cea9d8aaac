<?php
/**
 * The providers' aggregates in the object cache, versioned.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Values are stored under "{key}:{version}" in the object cache group 'acces'. Any change of a
 * provider or a category bumps the version (ProviderCacheInvalidation), so every aggregate
 * built before is ignored at once, on every server. Without a persistent object cache,
 * remember() values last for the request only, while remember_json() values (the places and
 * the unfiltered answers of the routes: a fixed set of keys) are kept as files by FileCache.
 * The version "{unix time}-{random}" also gives the data's Last-Modified time.
 */
final class ProviderCache {

	public const GROUP = 'acces';

	private const VERSION_OPTION = 'acces_providers_version';

	/**
	 * Depth of defer() calls; bumps wait until the last resume().
	 *
	 * @var int
	 */
	private static int $deferred = 0;

	/**
	 * Whether a bump waits for resume().
	 *
	 * @var bool
	 */
	private static bool $pending = false;

	/**
	 * The current version.
	 */
	public static function version(): string {
		$version = get_option( self::VERSION_OPTION );
		if ( ! is_string( $version ) || '' === $version ) {
			$version = self::new_version();
			update_option( self::VERSION_OPTION, $version, true );
		}
		return $version;
	}

	/**
	 * When the providers last changed (Unix time).
	 */
	public static function last_modified(): int {
		return (int) strtok( self::version(), '-' );
	}

	/**
	 * Invalidates every aggregate.
	 */
	public static function bump(): void {
		if ( self::$deferred > 0 ) {
			self::$pending = true;
			return;
		}
		update_option( self::VERSION_OPTION, self::new_version(), true );
	}

	/**
	 * Holds bumps during a batch (import, generation): one bump at the end.
	 */
	public static function defer(): void {
		++self::$deferred;
	}

	/**
	 * Ends a batch; bumps once if anything changed.
	 */
	public static function resume(): void {
		self::$deferred = max( 0, self::$deferred - 1 );
		if ( 0 === self::$deferred && self::$pending ) {
			self::$pending = false;
			self::bump();
		}
	}

	/**
	 * The cached value of a key, built by $build when missing.
	 *
	 * @param string   $key   Key.
	 * @param callable $build Builds the value.
	 * @return mixed
	 */
	public static function remember( string $key, callable $build ) {
		$version = self::version();
		$found   = false;
		$value   = wp_cache_get( $key . ':' . $version, self::GROUP, false, $found );
		if ( $found ) {
			return $value;
		}
		$value = $build();
		wp_cache_set( $key . ':' . $version, $value, self::GROUP, DAY_IN_SECONDS );
		return $value;
	}

	/**
	 * The JSON text of a value, kept across requests: in the object cache when it is persistent,
	 * else (when $persist) in a file of FileCache. Only for a fixed set of keys.
	 *
	 * @param string   $key     Key.
	 * @param callable $build   Builds the value (encoded with wp_json_encode()).
	 * @param bool     $persist Whether to keep it in a file when the object cache is not persistent.
	 */
	public static function remember_json( string $key, callable $build, bool $persist = true ): string {
		$version = self::version();
		$found   = false;
		$json    = wp_cache_get( 'json:' . $key . ':' . $version, self::GROUP, false, $found );
		if ( $found && is_string( $json ) ) {
			return $json;
		}
		$files = $persist && ! wp_using_ext_object_cache() ? FileCache::for_site() : null;
		$json  = null === $files ? null : $files->get( $key, $version );
		if ( null === $json ) {
			$json = (string) wp_json_encode( $build() );
			if ( null !== $files ) {
				$files->set( $key, $version, $json );
			}
		}
		wp_cache_set( 'json:' . $key . ':' . $version, $json, self::GROUP, DAY_IN_SECONDS );
		return $json;
	}

	/**
	 * A new version string.
	 */
	private static function new_version(): string {
		return time() . '-' . wp_generate_password( 8, false );
	}
}
