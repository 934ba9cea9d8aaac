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
	 * The current version: when the providers last changed, and the plugin's version, so that
	 * an update of the plugin (which may change what the aggregates hold) rebuilds them.
	 */
	public static function version(): string {
		$version = get_option( self::VERSION_OPTION );
		if ( ! is_string( $version ) || '' === $version ) {
			$version = self::new_version();
			update_option( self::VERSION_OPTION, $version, true );
		}
		return $version . '-' . ACCES_TOURISME_VERSION;
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
		$json = self::kept_json( $key, $persist );
		if ( null === $json ) {
			$json  = (string) wp_json_encode( $build() );
			$files = self::files( $persist );
			if ( null !== $files ) {
				$files->set( $key, self::version(), $json );
			}
		}
		wp_cache_set( 'json:' . $key . ':' . self::version(), $json, self::GROUP, DAY_IN_SECONDS );
		return $json;
	}

	/**
	 * The JSON text kept for a key at the current version (remember_json()), or null.
	 *
	 * @param string $key     Key.
	 * @param bool   $persist Whether it is kept in a file when the object cache is not persistent.
	 */
	public static function kept_json( string $key, bool $persist = true ): ?string {
		$version = self::version();
		$found   = false;
		$json    = wp_cache_get( 'json:' . $key . ':' . $version, self::GROUP, false, $found );
		if ( $found && is_string( $json ) ) {
			return $json;
		}
		$files = self::files( $persist );
		return null === $files ? null : $files->get( $key, $version );
	}

	/**
	 * A kept answer: its gzip-compressed JSON text when the client accepts gzip and it is kept
	 * (then 'json' is null: nothing else is read), else its JSON text (remember_json()), with
	 * the compressed text kept beside it for the next clients that accept gzip.
	 *
	 * @param string   $key     Key.
	 * @param callable $build   Builds the value.
	 * @param bool     $persist Whether to keep it in a file when the object cache is not persistent.
	 * @param bool     $gzip    Whether the client accepts gzip.
	 * @return array{json: ?string, gzip: ?string}
	 */
	public static function remember_answer( string $key, callable $build, bool $persist, bool $gzip ): array {
		if ( ! $gzip || ! function_exists( 'gzencode' ) ) {
			return array(
				'json' => self::remember_json( $key, $build, $persist ),
				'gzip' => null,
			);
		}
		$kept = $persist ? self::kept_answer( $key, true ) : null;
		if ( null !== $kept ) {
			return $kept;
		}
		$json   = self::remember_json( $key, $build, $persist );
		$packed = (string) gzencode( $json, 6 );
		$files  = self::files( $persist );
		if ( null !== $files ) {
			$files->set( $key . '-gzip', self::version(), $packed );
		}
		wp_cache_set( 'gzip:' . $key . ':' . self::version(), $packed, self::GROUP, DAY_IN_SECONDS );
		return array(
			'json' => $json,
			'gzip' => $packed,
		);
	}

	/**
	 * The answer kept for a key (remember_answer(), persisted) at the current version, without
	 * building anything: its gzip-compressed text when the client accepts gzip (null while that
	 * copy is not kept), else its JSON text.
	 *
	 * @param string $key  Key.
	 * @param bool   $gzip Whether the client accepts gzip.
	 * @return array{json: ?string, gzip: ?string}|null
	 */
	public static function kept_answer( string $key, bool $gzip ): ?array {
		if ( ! $gzip || ! function_exists( 'gzencode' ) ) {
			$json = self::kept_json( $key );
			return null === $json ? null : array(
				'json' => $json,
				'gzip' => null,
			);
		}
		$version = self::version();
		$found   = false;
		$packed  = wp_cache_get( 'gzip:' . $key . ':' . $version, self::GROUP, false, $found );
		$files   = self::files( true );
		if ( ( ! $found || ! is_string( $packed ) ) && null !== $files ) {
			$packed = $files->get( $key . '-gzip', $version );
		}
		return is_string( $packed ) ? array(
			'json' => null,
			'gzip' => $packed,
		) : null;
	}

	/**
	 * The file store, when values are persisted and there is no persistent object cache.
	 *
	 * @param bool $persist Whether values are persisted.
	 */
	private static function files( bool $persist ): ?FileCache {
		return $persist && ! wp_using_ext_object_cache() ? FileCache::for_site() : null;
	}

	/**
	 * A new version string.
	 */
	private static function new_version(): string {
		return time() . '-' . wp_generate_password( 8, false );
	}
}
