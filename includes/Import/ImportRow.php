<?php
/**
 * One row of an import file, validated with the same rules as the provider's fields.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Import;

use AccesTourisme\Providers\MarkerTypes;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Turns raw values into what is saved: key, post fields, category slug and meta; or the list
 * of reasons why the row is refused. Only the columns present in the file are saved: an absent
 * column keeps the provider's value, an empty cell clears it.
 */
final class ImportRow {

	/**
	 * Validates a row.
	 *
	 * @param array<string, mixed> $values Raw values by canonical column.
	 * @return array<string, mixed>|string[] array( 'key', 'keyed' => whether the file gave the key,
	 *                                       'post' => array, 'category', 'meta' => array ) when
	 *                                       valid, else a list of French reasons.
	 */
	public static function prepare( array $values ) {
		$errors = array();
		$name   = self::text( $values['name'] ?? '' );
		if ( '' === $name ) {
			$errors[] = __( 'The name is missing.', 'acces-tourisme' );
		} elseif ( mb_strlen( $name ) > 200 ) {
			$errors[] = __( 'The name is longer than 200 characters.', 'acces-tourisme' );
		}
		$category = self::category( self::text( $values['category'] ?? '' ), $errors );

		$post = array( 'post_title' => $name );
		if ( array_key_exists( 'description', $values ) ) {
			$description          = self::text( $values['description'] );
			$post['post_content'] = '' === $description ? '' : '<!-- wp:paragraph --><p>' . esc_html( $description ) . '</p><!-- /wp:paragraph -->';
		}
		$status = strtolower( remove_accents( self::text( $values['status'] ?? '' ) ) );
		$map    = array(
			''          => 'publish',
			'publie'    => 'publish',
			'publish'   => 'publish',
			'brouillon' => 'draft',
			'draft'     => 'draft',
		);
		if ( isset( $map[ $status ] ) ) {
			$post['post_status'] = $map[ $status ];
		} else {
			/* translators: %s: the refused status. */
			$errors[] = sprintf( __( 'Unknown status “%s”: publié or brouillon.', 'acces-tourisme' ), $status );
		}

		$meta = array();
		foreach ( ImportColumns::meta_keys() as $column => $meta_key ) {
			if ( ! array_key_exists( $column, $values ) ) {
				continue;
			}
			$value = $values[ $column ];
			if ( 'marker_type' === $column && in_array( $value, array( MarkerTypes::EMPTY_TYPE, MarkerTypes::for_category( $category ) ), true ) ) {
				$value = ''; // The category's own icon, as the route gives it.
			}
			$result = ProviderFields::validate( $meta_key, $value );
			if ( is_wp_error( $result ) ) {
				$errors[ $meta_key ] = $result->get_error_message();
			} else {
				$meta[ $meta_key ] = $result;
			}
		}
		$coordinates_valid = ! isset( $errors[ ProviderFields::LAT ] ) && ! isset( $errors[ ProviderFields::LNG ] );
		if ( $coordinates_valid && ( '' === ( $meta[ ProviderFields::LAT ] ?? '' ) ) !== ( '' === ( $meta[ ProviderFields::LNG ] ?? '' ) ) ) {
			$errors[] = __( 'Give both the latitude and the longitude, or neither.', 'acces-tourisme' );
		}
		if ( array() !== $errors ) {
			return array_values( $errors );
		}
		$key   = self::text( $values['key'] ?? '' );
		$keyed = '' !== $key;
		if ( ! $keyed ) {
			$key = self::name_key( $name, (string) ( $meta[ ProviderFields::COMMUNE ] ?? '' ) );
		}
		return array(
			'key'      => mb_substr( $key, 0, 100 ),
			'keyed'    => $keyed,
			'post'     => $post,
			'category' => $category,
			'meta'     => $meta,
		);
	}

	/**
	 * The key of a row without one: the slug of « name-commune ».
	 *
	 * @param string $name    Provider name.
	 * @param string $commune Commune.
	 */
	public static function name_key( string $name, string $commune ): string {
		return mb_substr( sanitize_title( $name . '-' . $commune ), 0, 100 );
	}

	/**
	 * A category slug from its slug or its name.
	 *
	 * @param string   $given  Slug or name.
	 * @param string[] $errors Errors.
	 */
	private static function category( string $given, array &$errors ): string {
		if ( '' === $given ) {
			$errors[] = __( 'The category is missing.', 'acces-tourisme' );
			return '';
		}
		$terms = get_terms(
			array(
				'taxonomy'   => ProviderCategory::TAXONOMY,
				'hide_empty' => false,
			)
		);
		// Straight or typographic apostrophe alike: « chambres d'hôtes » is « chambres d’hôtes ».
		$name_key = static fn( string $name ): string => str_replace( '’', "'", ProviderRepository::sort_key( $name ) );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( $term->slug === $given || $name_key( $term->name ) === $name_key( $given ) ) {
				return $term->slug;
			}
		}
		/* translators: 1: the unknown category, 2: the accepted slugs. */
		$errors[] = sprintf( __( 'Unknown category “%1$s”. Accepted categories: %2$s.', 'acces-tourisme' ), $given, implode( ', ', ProviderCategory::slugs() ) );
		return '';
	}

	/**
	 * A cell as trimmed text.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
	}
}
