<?php
/**
 * Holds back a password-protected provider's fields in the wp/v2 REST answers.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress hides a password-protected post's content and excerpt from whoever has not given
 * the password, but not its registered meta: a provider's address, phone, e-mail, coordinates
 * and photos would be read from /wp/v2/acces-providers. Those fields get the same treatment as
 * the content: left out unless the user may edit the provider or the request carries the
 * password (core's "password" parameter).
 */
final class ProtectedProviderRest implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'rest_prepare_' . ProviderPostType::POST_TYPE, array( $this, 'hold_back' ), 10, 3 );
	}

	/**
	 * Removes the fields of a protected provider from the answer.
	 *
	 * @param mixed $response The answer.
	 * @param mixed $post     The provider.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public function hold_back( $response, $post, $request ) {
		if ( ! $response instanceof \WP_REST_Response || ! $post instanceof \WP_Post || '' === $post->post_password ) {
			return $response;
		}
		if ( current_user_can( 'edit_post', $post->ID ) ) {
			return $response;
		}
		$password = $request instanceof \WP_REST_Request ? $request->get_param( 'password' ) : null;
		if ( is_string( $password ) && hash_equals( $post->post_password, $password ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && isset( $data['meta'] ) ) {
			$data['meta']      = (object) array();
			$data['protected'] = true;
			$response->set_data( $data );
		}
		return $response;
	}
}
