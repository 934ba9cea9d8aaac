<?php
/**
 * Meta keys registered when first needed on a front-end page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * Registering a post type's meta keys (register_post_meta(): defaults, sanitize and auth
 * callbacks, a few filters per key) costs a page about 0.12 ms for the plugin's 20 keys, and
 * most pages never read a provider's or a portfolio item's fields (issue 7 §7). On a front-end
 * page (Request) they are registered the first time something needs them:
 * - a read of a value that was never saved, which takes the key's default
 *   (`default_post_metadata`);
 * - a write (add, update or delete post meta: WordPress asks the post's type through
 *   `get_object_subtype_post` before it sanitises the value), so that every write is checked
 *   as on any other request;
 * - the caller's own trigger (the REST server starting: ProviderMeta).
 * A read of a saved value needs no registration. Every other request registers at once.
 */
final class MetaOnDemand {

	/**
	 * Registers now, or on a front-end page when first needed.
	 *
	 * @param string   $post_type Post type of the keys.
	 * @param string[] $keys      The meta keys.
	 * @param callable $register  Registers them (called once at most through this class; it
	 *                            may find them registered already by another trigger).
	 */
	public static function register( string $post_type, array $keys, callable $register ): void {
		if ( ! Request::is_front_end() ) {
			$register();
			return;
		}
		$ours    = array_fill_keys( $keys, true );
		$pending = true;
		$now     = static function () use ( &$pending, $register ): void {
			if ( $pending ) {
				$pending = false;
				$register();
			}
		};
		add_filter(
			'default_post_metadata',
			static function ( $value, $object_id, $meta_key, $single, $meta_type ) use ( &$pending, $ours, $post_type, $now ) {
				if ( ! $pending || ! is_string( $meta_key ) || ! isset( $ours[ $meta_key ] ) || get_post_type( (int) $object_id ) !== $post_type ) {
					return $value;
				}
				$now();
				// What WordPress's own default filter answers now that the key is registered.
				return filter_default_metadata( $value, $object_id, $meta_key, $single, $meta_type );
			},
			9,
			5
		);
		add_filter(
			'get_object_subtype_post',
			static function ( $subtype ) use ( &$pending, $post_type, $now ) {
				if ( $pending && $post_type === $subtype ) {
					$now();
				}
				return $subtype;
			}
		);
	}
}
