<?php
/**
 * Saves a validated provider.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates a provider from ImportRow::prepare()'s output, through WordPress's own
 * functions (so every hook, the field rules and the cache invalidation apply).
 */
final class ProviderWriter {

	/**
	 * Whether saving would change the provider.
	 *
	 * @param int                  $id       Provider id.
	 * @param array<string, mixed> $prepared Prepared row.
	 */
	public static function differs( int $id, array $prepared ): bool {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post ) {
			return true;
		}
		foreach ( $prepared['post'] as $field => $value ) {
			if ( (string) $post->$field !== (string) $value ) {
				return true;
			}
		}
		if ( ProviderCategory::slug_of( $id ) !== $prepared['category'] ) {
			return true;
		}
		foreach ( $prepared['meta'] as $key => $value ) {
			if ( self::stored( $key, $value ) !== self::stored( $key, get_post_meta( $id, $key, true ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Saves; returns the provider id or why it failed.
	 *
	 * @param int                  $id       Provider id (0 to create).
	 * @param array<string, mixed> $prepared Prepared row.
	 * @param string               $key_meta Meta key of the stable key.
	 * @return int|\WP_Error
	 */
	public static function save( int $id, array $prepared, string $key_meta ) {
		$post = array_merge( $prepared['post'], array( 'post_type' => ProviderPostType::POST_TYPE ) );
		if ( $id > 0 ) {
			$post['ID'] = $id;
		}
		$saved = wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		wp_set_object_terms( $saved, $prepared['category'], ProviderCategory::TAXONOMY );
		update_post_meta( $saved, $key_meta, wp_slash( $prepared['key'] ) );
		foreach ( $prepared['meta'] as $key => $value ) {
			update_post_meta( $saved, $key, wp_slash( $value ) );
		}
		return $saved;
	}

	/**
	 * A value as the database holds it, to compare.
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	private static function stored( string $key, $value ): string {
		if ( 'array' === ( ProviderFields::types()[ $key ] ?? '' ) ) {
			return (string) wp_json_encode( is_array( $value ) ? array_values( $value ) : array() );
		}
		if ( in_array( $key, array( ProviderFields::LAT, ProviderFields::LNG ), true ) ) {
			return is_numeric( $value ) ? (string) (float) $value : '';
		}
		if ( ProviderFields::LABEL === $key ) {
			return $value ? '1' : '';
		}
		return (string) $value;
	}
}
