<?php
/**
 * The block's settings: read from block.json, normalised from block attributes or shortcode
 * attributes.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Assets\BlockTypes;

defined( 'ABSPATH' ) || exit;

/**
 * The block.json file is the truth: every setting of specification §3.5 is one of its attributes, with
 * its type and default. Values from the editor or a shortcode are cast and bounded here.
 */
final class PortfolioSettings {

	/**
	 * Attribute definitions, cached.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $attributes = null;

	/**
	 * Path of the block's folder: the built one, or the sources when the build is missing.
	 */
	public static function block_dir(): string {
		$built = Assets::dir() . '/build/blocks/portfolio';
		return is_readable( $built . '/block.json' ) ? $built : Assets::dir() . '/src/blocks/portfolio';
	}

	/**
	 * The attributes of block.json.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function attributes(): array {
		if ( null === self::$attributes ) {
			$metadata = BlockTypes::metadata( 'portfolio' );
			if ( null === $metadata ) {
				$file     = self::block_dir() . '/block.json';
				$metadata = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			}
			self::$attributes = is_array( $metadata ) && isset( $metadata['attributes'] ) && is_array( $metadata['attributes'] ) ? $metadata['attributes'] : array();
		}
		return self::$attributes;
	}

	/**
	 * Every setting, from block attributes (missing ones take their default).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function from_block( array $attributes ): array {
		$settings = array();
		foreach ( self::attributes() as $name => $definition ) {
			$default           = $definition['default'] ?? null;
			$settings[ $name ] = array_key_exists( $name, $attributes ) ? self::cast( $name, $definition, $attributes[ $name ] ) : $default;
		}
		return $settings;
	}

	/**
	 * Every setting, from shortcode attributes. WordPress lowercases their names, so each
	 * setting is found by its name in any case ("itemsPerPage", "itemsperpage").
	 *
	 * @param array<string|int, mixed>|string $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public static function from_shortcode( $atts ): array {
		$atts  = is_array( $atts ) ? $atts : array();
		$given = array();
		foreach ( $atts as $key => $value ) {
			if ( is_string( $key ) ) {
				$given[ strtolower( $key ) ] = $value;
			}
		}
		$attributes = array();
		foreach ( self::attributes() as $name => $definition ) {
			$key = strtolower( $name );
			if ( array_key_exists( $key, $given ) ) {
				$attributes[ $name ] = self::from_text( $definition, (string) $given[ $key ] );
			}
		}
		return self::from_block( $attributes );
	}

	/**
	 * A shortcode value (always text) in the attribute's type.
	 *
	 * @param array<string, mixed> $definition Attribute definition.
	 * @param string               $value      Text.
	 * @return mixed
	 */
	private static function from_text( array $definition, string $value ) {
		$value = trim( $value );
		switch ( $definition['type'] ?? 'string' ) {
			case 'boolean':
				return in_array( strtolower( $value ), array( '1', 'true', 'yes', 'oui', 'on' ), true );
			case 'array':
				return wp_parse_id_list( $value );
			default:
				return $value;
		}
	}

	/**
	 * One value in its attribute's type, bounded; the default when it does not fit.
	 *
	 * @param string               $name       Attribute name.
	 * @param array<string, mixed> $definition Attribute definition.
	 * @param mixed                $value      Value.
	 * @return mixed
	 */
	private static function cast( string $name, array $definition, $value ) {
		$default = $definition['default'] ?? null;
		switch ( $definition['type'] ?? 'string' ) {
			case 'boolean':
				return is_bool( $value ) ? $value : in_array( strtolower( (string) $value ), array( '1', 'true', 'yes', 'oui', 'on' ), true );
			case 'number':
			case 'integer':
				if ( ! is_numeric( $value ) ) {
					return $default;
				}
				return self::bound( $name, (float) $value );
			case 'array':
				return is_array( $value ) ? array_values( array_filter( wp_parse_id_list( $value ) ) ) : array_values( array_filter( wp_parse_id_list( (string) $value ) ) );
			default:
				if ( ! is_scalar( $value ) ) {
					return $default;
				}
				$value = (string) $value;
				if ( isset( $definition['enum'] ) && is_array( $definition['enum'] ) && ! in_array( $value, $definition['enum'], true ) ) {
					return $default;
				}
				if ( str_ends_with( $name, 'Color' ) ) {
					return self::color( $value, (string) $default );
				}
				if ( str_ends_with( $name, 'Labels' ) ) {
					return self::labels( $value );
				}
				return sanitize_text_field( $value );
		}
	}

	/**
	 * Numbers within their ranges.
	 *
	 * @param string $name  Attribute name.
	 * @param float  $value Number.
	 * @return int|float
	 */
	private static function bound( string $name, float $value ) {
		$ranges            = array(
			'itemsPerPage' => array( 1, 100 ),
			'columns'      => array( 1, 4 ),
			'scrollSpeed'  => array( 0, 30 ),
		);
		list( $min, $max ) = $ranges[ $name ] ?? array( 0, 200 );
		$value             = max( $min, min( $max, $value ) );
		return 'scrollSpeed' === $name ? round( $value, 2 ) : (int) round( $value );
	}

	/**
	 * A CSS colour (#hex, rgb(), rgba(), hsl(), hsla()), or the default.
	 *
	 * @param string $value   Colour.
	 * @param string $default Default colour.
	 */
	private static function color( string $value, string $default ): string {
		$value = trim( $value );
		if ( '' === $value ) {
			return $default;
		}
		if ( sanitize_hex_color( $value ) ) {
			return $value;
		}
		if ( preg_match( '/^(rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s\/]+\)$/i', $value ) ) {
			return $value;
		}
		return $default;
	}

	/**
	 * A label list: a JSON array of names, or names separated by commas (made into a JSON
	 * array). Other JSON text is kept as it is: the front end refuses it and applies no filter.
	 *
	 * @param string $value Label list.
	 */
	private static function labels( string $value ): string {
		$value = trim( $value );
		if ( '' === $value || str_starts_with( $value, '[' ) ) {
			return $value;
		}
		$names = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), 'strlen' ) );
		return (string) wp_json_encode( $names, JSON_UNESCAPED_UNICODE );
	}
}
