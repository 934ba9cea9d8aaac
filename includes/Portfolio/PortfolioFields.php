<?php
/**
 * The portfolio item fields: post meta (checked on every write) and the REST fields at the top
 * level of each item.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\MetaOnDemand;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the meta and the REST fields of PRODUCT.md §2: portfolio-type,
 * acces-site-open-portfolio-in, acces-site-open-in-new-tab, acces-site-url, acces-site-type,
 * thumbnail-image-url, thumbnail-image-meta, lightbox-image-url, portfolio-video-url.
 */
final class PortfolioFields implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_meta' ) );
		add_action( 'rest_api_init', array( $this, 'register_rest_fields' ) );
		add_filter( 'update_post_metadata', array( $this, 'refuse_invalid_meta' ), 10, 4 );
		add_filter( 'add_post_metadata', array( $this, 'refuse_invalid_meta' ), 10, 4 );
	}

	/**
	 * The meta, one per editable field.
	 */
	public function register_meta(): void {
		// On a front-end page, once a field is read without a saved value or written.
		MetaOnDemand::register(
			PortfolioPostType::POST_TYPE,
			array_column( PortfolioFieldRules::fields(), 'meta' ),
			array( $this, 'register_keys' )
		);
	}

	/**
	 * Registers every field's meta key.
	 */
	public function register_keys(): void {
		foreach ( PortfolioFieldRules::fields() as $field => $rule ) {
			register_post_meta(
				PortfolioPostType::POST_TYPE,
				$rule['meta'],
				array(
					'type'              => 'string',
					'single'            => true,
					'default'           => $rule['default'],
					'show_in_rest'      => false,
					'sanitize_callback' => static function ( $value ) use ( $field ) {
						$checked = PortfolioFieldRules::check( $field, $value );
						// An invalid value goes on unchanged, so that refuse_invalid_meta() sees it and refuses it.
						return is_wp_error( $checked ) ? $value : $checked;
					},
					'auth_callback'     => static function ( $allowed, $meta_key, $post_id ) {
						return current_user_can( 'edit_post', (int) $post_id );
					},
				)
			);
		}
	}

	/**
	 * Refuses to store an invalid value in one of the fields' meta: the previous value stays.
	 *
	 * @param null|bool $check    Short-circuit value.
	 * @param int       $post_id  Post id.
	 * @param string    $meta_key Meta key.
	 * @param mixed     $value    Value (already sanitised).
	 * @return null|bool
	 */
	public function refuse_invalid_meta( $check, $post_id, $meta_key, $value ) {
		$field = PortfolioFieldRules::field_for_meta( (string) $meta_key );
		if ( null === $field || null !== $check || PortfolioPostType::POST_TYPE !== get_post_type( (int) $post_id ) ) {
			return $check;
		}
		return is_wp_error( PortfolioFieldRules::check( $field, $value ) ) ? false : $check;
	}

	/**
	 * The REST fields.
	 */
	public function register_rest_fields(): void {
		foreach ( PortfolioFieldRules::fields() as $field => $rule ) {
			$schema = array(
				'description' => PortfolioFieldRules::label( $field ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit', 'embed' ),
				'arg_options' => array(
					'validate_callback' => static function ( $value ) use ( $field ) {
						$checked = PortfolioFieldRules::check( $field, $value );
						return is_wp_error( $checked ) ? $checked : true;
					},
					'sanitize_callback' => static function ( $value ) use ( $field ) {
						return PortfolioFieldRules::check( $field, $value );
					},
				),
			);
			if ( 'type' === $rule['kind'] ) {
				$schema['enum'] = PortfolioFieldRules::TYPES;
			} elseif ( 'open-in' === $rule['kind'] ) {
				$schema['enum'] = PortfolioFieldRules::OPEN_IN;
			} elseif ( 'flag' === $rule['kind'] ) {
				$schema['enum'] = array( '0', '1' );
			} elseif ( 'url' === $rule['kind'] ) {
				$schema['format'] = 'uri';
			}
			register_rest_field(
				PortfolioPostType::POST_TYPE,
				$field,
				array(
					'get_callback'    => array( $this, 'get_field' ),
					'update_callback' => array( $this, 'update_field' ),
					'schema'          => $schema,
				)
			);
		}
		register_rest_field(
			PortfolioPostType::POST_TYPE,
			'thumbnail-image-url',
			array(
				'get_callback' => array( $this, 'get_field' ),
				'schema'       => array(
					'description' => __( 'The featured image, for the grid.', 'acces-tourisme' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
					'context'     => array( 'view', 'edit', 'embed' ),
				),
			)
		);
		register_rest_field(
			PortfolioPostType::POST_TYPE,
			'thumbnail-image-meta',
			array(
				'get_callback' => array( $this, 'get_field' ),
				'schema'       => array(
					'description' => __( 'The featured image\'s alternative text and size.', 'acces-tourisme' ),
					'type'        => 'object',
					'readonly'    => true,
					'context'     => array( 'view', 'edit', 'embed' ),
					'properties'  => array(
						'alt'    => array( 'type' => 'string' ),
						'width'  => array( 'type' => 'integer' ),
						'height' => array( 'type' => 'integer' ),
					),
				),
			)
		);
	}

	/**
	 * Reads a field of an item (REST get_callback).
	 *
	 * @param array<string, mixed> $item  The item as prepared so far.
	 * @param string               $field Field name.
	 * @return mixed
	 */
	public function get_field( array $item, string $field ) {
		$post_id = (int) ( $item['id'] ?? 0 );
		return PortfolioItemData::field( $post_id, $field );
	}

	/**
	 * Writes a field of an item (REST update_callback). The value was validated and sanitised
	 * by the field's arg_options before anything was saved.
	 *
	 * @param mixed    $value Sanitised value.
	 * @param \WP_Post $post  The item.
	 * @param string   $field Field name.
	 * @return true|\WP_Error
	 */
	public function update_field( $value, \WP_Post $post, string $field ) {
		$checked = PortfolioFieldRules::check( $field, $value );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$rule = PortfolioFieldRules::fields()[ $field ];
		update_post_meta( $post->ID, $rule['meta'], wp_slash( $checked ) );
		return true;
	}
}
