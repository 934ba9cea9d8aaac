<?php
/**
 * Bench only: a small persistent object cache on APCu, standing in for the Redis or Memcached
 * object cache that production WordPress sites run. Installed as wp-content/object-cache.php
 * of the bench site by tools/bench.sh; never shipped with the plugin.
 *
 * @package AccesTourisme
 */

// phpcs:disable

if ( ! function_exists( 'apcu_fetch' ) || ! apcu_enabled() ) {
	// No APCu (WP-CLI, for instance): behave as WordPress does without a drop-in.
	require_once ABSPATH . WPINC . '/class-wp-object-cache.php';
	require_once ABSPATH . WPINC . '/cache.php';
	return;
}

// Declared inside a block so that PHP does not hoist them when the branch above returns.
if ( true ) {

class Acces_Bench_Object_Cache {
	private array $local = array();
	private array $non_persistent = array();
	private string $prefix;

	public function __construct() {
		$this->prefix = 'acces-bench:' . md5( ABSPATH ) . ':';
	}

	private function key( $key, string $group ): string {
		return $this->prefix . ( '' === $group ? 'default' : $group ) . ':' . $key;
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent[ $group ] );
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = $group ?: 'default';
		$k     = $this->key( $key, $group );
		if ( ! $force && array_key_exists( $k, $this->local ) ) {
			$found = true;
			return is_object( $this->local[ $k ] ) ? clone $this->local[ $k ] : $this->local[ $k ];
		}
		if ( $this->persistent( $group ) ) {
			$value = apcu_fetch( $k, $success );
			if ( $success ) {
				$this->local[ $k ] = $value;
				$found             = true;
				return $value;
			}
		}
		$found = false;
		return false;
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		$group = $group ?: 'default';
		$k     = $this->key( $key, $group );
		$this->local[ $k ] = is_object( $data ) ? clone $data : $data;
		if ( $this->persistent( $group ) ) {
			apcu_store( $k, $data, (int) $expire );
		}
		return true;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found ? false : $this->set( $key, $data, $group, $expire );
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found ? $this->set( $key, $data, $group, $expire ) : false;
	}

	public function delete( $key, $group = 'default' ) {
		$group = $group ?: 'default';
		$k     = $this->key( $key, $group );
		unset( $this->local[ $k ] );
		apcu_delete( $k );
		return true;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		$value = (int) $this->get( $key, $group ) + $offset;
		$value = max( 0, $value );
		$this->set( $key, $value, $group );
		return $value;
	}

	public function flush() {
		$this->local = array();
		apcu_clear_cache();
		return true;
	}

	public function flush_runtime() {
		$this->local = array();
		return true;
	}

	public function flush_group( $group ) {
		$prefix = $this->key( '', $group ?: 'default' );
		foreach ( array_keys( $this->local ) as $k ) {
			if ( str_starts_with( $k, $prefix ) ) {
				unset( $this->local[ $k ] );
			}
		}
		foreach ( new APCUIterator( '/^' . preg_quote( $prefix, '/' ) . '/' ) as $item ) {
			apcu_delete( $item['key'] );
		}
		return true;
	}

	public function add_non_persistent_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent[ $group ] = true;
		}
	}
}

function wp_cache_init() { $GLOBALS['wp_object_cache'] = new Acces_Bench_Object_Cache(); }
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) { return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found ); }
function wp_cache_get_multiple( $keys, $group = '', $force = false ) { $out = array(); foreach ( $keys as $key ) { $out[ $key ] = wp_cache_get( $key, $group, $force ); } return $out; }
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) { return $GLOBALS['wp_object_cache']->set( $key, $data, $group, $expire ); }
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) { $out = array(); foreach ( $data as $key => $value ) { $out[ $key ] = wp_cache_set( $key, $value, $group, $expire ); } return $out; }
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) { return $GLOBALS['wp_object_cache']->add( $key, $data, $group, $expire ); }
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) { $out = array(); foreach ( $data as $key => $value ) { $out[ $key ] = wp_cache_add( $key, $value, $group, $expire ); } return $out; }
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) { return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, $expire ); }
function wp_cache_delete( $key, $group = '' ) { return $GLOBALS['wp_object_cache']->delete( $key, $group ); }
function wp_cache_delete_multiple( array $keys, $group = '' ) { $out = array(); foreach ( $keys as $key ) { $out[ $key ] = wp_cache_delete( $key, $group ); } return $out; }
function wp_cache_incr( $key, $offset = 1, $group = '' ) { return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group ); }
function wp_cache_decr( $key, $offset = 1, $group = '' ) { return $GLOBALS['wp_object_cache']->incr( $key, -$offset, $group ); }
function wp_cache_flush() { return $GLOBALS['wp_object_cache']->flush(); }
function wp_cache_flush_runtime() { return $GLOBALS['wp_object_cache']->flush_runtime(); }
function wp_cache_flush_group( $group ) { return $GLOBALS['wp_object_cache']->flush_group( $group ); }
function wp_cache_supports( $feature ) { return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true ); }
function wp_cache_close() { return true; }
function wp_cache_add_global_groups( $groups ) {}
function wp_cache_add_non_persistent_groups( $groups ) { $GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups ); }
function wp_cache_switch_to_blog( $blog_id ) {}
function wp_cache_reset() { return $GLOBALS['wp_object_cache']->flush_runtime(); }
}
