<?php
/**
 * Refuses invalid provider fields in REST with a French message, before anything is saved.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * On POST/PUT/PATCH /wp/v2/acces-providers[/id], validates the "meta" object with
 * ProviderFields: any refused field answers 400 with the reasons (message) and one reason per
 * field (data.params), and neither the post nor any field is changed.
 */
final class ProviderRestValidation implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'validate' ), 10, 3 );
	}

	/**
	 * Replaces the response with a 400 when a field is refused.
	 *
	 * @param mixed            $response Response so far (a WP_Error when core's checks failed).
	 * @param array            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function validate( $response, $handler, $request ) {
		if ( ! $request instanceof \WP_REST_Request || ! in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH' ), true ) ) {
			return $response;
		}
		$rest_base = (string) get_post_type_object( ProviderPostType::POST_TYPE )?->rest_base;
		if ( ! preg_match( '#^/wp/v2/' . preg_quote( $rest_base, '#' ) . '(?:/(\d+))?$#', $request->get_route(), $match ) ) {
			return $response;
		}
		// Whoever may not save gets the permission error, not a lesson on the fields.
		$allowed = isset( $match[1] ) ? current_user_can( 'edit_post', (int) $match[1] ) : current_user_can( 'edit_posts' );
		// The same value core saves: JSON body, then form body, then query string.
		$meta = $request->get_param( 'meta' );
		if ( ! $allowed || ! is_array( $meta ) ) {
			return $response;
		}
		$errors = self::errors( $meta );
		if ( array() === $errors ) {
			// Core checks each value against its REST schema only after saving the post: hand
			// it the normalised values ("oui", "43,9"), which that schema accepts.
			$request->set_param( 'meta', self::normalised( $meta ) );
			return $response;
		}
		return new \WP_Error(
			'acces_invalid_field',
			implode( ' ', $errors ),
			array(
				'status' => 400,
				'params' => $errors,
			)
		);
	}

	/**
	 * The fields as they will be stored (every one valid): "oui" as true, "43,9" as 43.9, a
	 * list as an array; a cleared coordinate as null, which deletes it.
	 *
	 * @param array<string, mixed> $meta Meta key => raw value.
	 * @return array<string, mixed>
	 */
	public static function normalised( array $meta ): array {
		foreach ( $meta as $key => $value ) {
			if ( null === $value || ! in_array( $key, ProviderFields::keys(), true ) ) {
				continue;
			}
			$result       = ProviderFields::validate( $key, $value );
			$meta[ $key ] = '' === $result && 'number' === ProviderFields::types()[ $key ] ? null : $result;
		}
		return $meta;
	}

	/**
	 * The refusal message of each invalid field (null values delete a field: always accepted).
	 *
	 * @param array<string, mixed> $meta Meta key => raw value.
	 * @return array<string, string>
	 */
	public static function errors( array $meta ): array {
		$errors = array();
		foreach ( $meta as $key => $value ) {
			if ( null === $value || ! in_array( $key, ProviderFields::keys(), true ) ) {
				continue;
			}
			$result = ProviderFields::validate( $key, $value );
			if ( is_wp_error( $result ) ) {
				$errors[ $key ] = $result->get_error_message();
			}
		}
		return $errors;
	}
}
