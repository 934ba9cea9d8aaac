<?php
/**
 * The provider's fields, registered as post meta.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\MetaOnDemand;
use AccesTourisme\Request;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every field of docs/CONTRACTS.md with its schema, sanitize and auth callbacks, in
 * REST. A refused value is never saved, whoever saves it (REST, import, update_post_meta()):
 * the previous value stays. ProviderRestValidation answers REST clients with the French reason.
 */
final class ProviderMeta implements Service {

	/**
	 * The last refusal, for callers of update_post_meta() that want the reason.
	 *
	 * @var \WP_Error|null
	 */
	private static ?\WP_Error $last_error = null;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_meta' ) );
		add_filter( 'update_post_metadata', array( $this, 'short_circuit' ), 10, 4 );
		add_filter( 'add_post_metadata', array( $this, 'short_circuit' ), 10, 4 );
	}

	/**
	 * Registers the meta keys.
	 */
	public function register_meta(): void {
		// A page of the public site never reads the REST schemas: they are built (with their
		// translated lists) only for requests that may serve or check them, and for a REST
		// request made from a page (rest_do_request() from a theme) once its server starts.
		if ( Request::is_front_end() ) {
			// And only once a field is read without a saved value or written (MetaOnDemand).
			MetaOnDemand::register(
				ProviderPostType::POST_TYPE,
				ProviderFields::keys(),
				function (): void {
					if ( ! registered_meta_key_exists( 'post', ProviderFields::COMMUNE, ProviderPostType::POST_TYPE ) ) {
						$this->register_keys( false );
					}
				}
			);
			add_action( 'rest_api_init', array( $this, 'register_rest_meta' ), PHP_INT_MIN );
			return;
		}
		$this->register_keys( true );
	}

	/**
	 * The meta keys again, with their REST schemas (rest_api_init of a front-end page).
	 */
	public function register_rest_meta(): void {
		$this->register_keys( true );
	}

	/**
	 * Registers every provider meta key.
	 *
	 * @param bool $rest Whether with the REST schema (show_in_rest).
	 */
	private function register_keys( bool $rest ): void {
		foreach ( ProviderFields::types() as $key => $type ) {
			$args = array(
				'type'              => $type,
				'single'            => true,
				'sanitize_callback' => array( $this, 'sanitize' ),
				'auth_callback'     => array( $this, 'can_edit' ),
				'show_in_rest'      => $rest ? $this->rest_args( $key, $type ) : false,
			);
			// Coordinates have no default: a provider may not be placed yet.
			if ( 'number' !== $type ) {
				$args['default'] = $this->default_value( $type );
			}
			register_post_meta( ProviderPostType::POST_TYPE, $key, $args );
		}
	}

	/**
	 * REST arguments: the schema; an unplaced provider's coordinates read as null, not 0.
	 *
	 * @param string $key  Meta key.
	 * @param string $type Type.
	 * @return array<string, mixed>
	 */
	private function rest_args( string $key, string $type ): array {
		$args = array( 'schema' => ProviderSchema::of( $key ) );
		if ( 'number' === $type ) {
			// Stored values reach this callback as strings; a missing one as the schema's default.
			$args['prepare_callback'] = static fn( $value ) => is_string( $value ) && is_numeric( $value ) ? (float) $value : null;
		}
		return $args;
	}

	/**
	 * Default of a type.
	 *
	 * @param string $type Type.
	 * @return mixed
	 */
	private function default_value( string $type ) {
		if ( 'array' === $type ) {
			return array();
		}
		return 'boolean' === $type ? false : '';
	}

	/**
	 * Whether the current user may change this provider's fields.
	 *
	 * @param bool   $allowed  Whether allowed so far.
	 * @param string $meta_key Meta key.
	 * @param int    $post_id  Post id.
	 */
	public function can_edit( $allowed, $meta_key, $post_id ): bool {
		return current_user_can( 'edit_post', (int) $post_id );
	}

	/**
	 * Sanitize callback: the normalised value, or a RefusedValue that short_circuit() drops.
	 *
	 * @param mixed  $value    Raw value.
	 * @param string $meta_key Meta key.
	 * @return mixed
	 */
	public function sanitize( $value, $meta_key ) {
		$result = ProviderFields::validate( (string) $meta_key, $value );
		if ( is_wp_error( $result ) ) {
			self::$last_error = $result;
			return new RefusedValue( $result );
		}
		return $result;
	}

	/**
	 * Refuses to store a refused value; clearing a coordinate deletes it.
	 *
	 * @param mixed  $check     Null to go on with the save.
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 * @param mixed  $value     Sanitized value.
	 * @return mixed
	 */
	public function short_circuit( $check, $object_id, $meta_key, $value ) {
		if ( $value instanceof RefusedValue ) {
			return false;
		}
		if ( '' === $value && in_array( $meta_key, array( ProviderFields::LAT, ProviderFields::LNG ), true ) && ProviderPostType::POST_TYPE === get_post_type( (int) $object_id ) ) {
			delete_post_meta( (int) $object_id, $meta_key );
			return true;
		}
		return $check;
	}

	/**
	 * The last refusal of this request, if any (and forgets it).
	 */
	public static function take_last_error(): ?\WP_Error {
		$error            = self::$last_error;
		self::$last_error = null;
		return $error;
	}
}
