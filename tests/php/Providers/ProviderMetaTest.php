<?php
/**
 * The provider's fields: registration, normalisation and every refusal, through REST and
 * through update_post_meta().
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Tests\TestCase;

/**
 * Meta registration and validation.
 */
final class ProviderMetaTest extends TestCase {

	use ProviderFactory;

	/**
	 * Sends a JSON body to the REST API as the current user.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $body   Body.
	 */
	private function rest_json( string $method, string $route, array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * Valid values of every field.
	 *
	 * @return array<string, mixed>
	 */
	private function valid_fields(): array {
		return array(
			'acces_commune'      => 'Grisolles',
			'acces_address'      => '12 avenue de la Gare',
			'acces_postcode'     => '82170',
			'acces_lat'          => 43.8297,
			'acces_lng'          => 1.2966,
			'acces_phone'        => '05 99 00 12 34',
			'acces_email'        => 'contact@example.org',
			'acces_website'      => 'https://www.example.org/moulin',
			'acces_disabilities' => array( 'moteur', 'auditif' ),
			'acces_features'     => array( 'entree-plain-pied', 'boucle-magnetique' ),
			'acces_label'        => true,
			'acces_marker_type'  => '',
			'acces_photos'       => array(),
		);
	}

	public function test_every_field_is_registered_with_schema_sanitize_auth_and_rest(): void {
		$registered = get_registered_meta_keys( 'post', 'acces-provider' );
		foreach ( ProviderFields::keys() as $key ) {
			$this->assertArrayHasKey( $key, $registered, $key );
			$this->assertTrue( $registered[ $key ]['single'], $key );
			$this->assertIsCallable( $registered[ $key ]['sanitize_callback'], $key );
			$this->assertIsCallable( $registered[ $key ]['auth_callback'], $key );
			$this->assertIsArray( $registered[ $key ]['show_in_rest'], $key );
			$this->assertArrayHasKey( 'schema', $registered[ $key ]['show_in_rest'], $key );
		}
		$this->assertSame( array( 'moteur', 'visuel', 'auditif', 'mental' ), $registered['acces_disabilities']['show_in_rest']['schema']['items']['enum'] );
	}

	public function test_an_editor_saves_every_field_through_rest_and_reads_it_back(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id       = $this->provider( 'Moulin de la Lère' );
		$response = $this->rest_json( 'POST', "/wp/v2/acces-providers/{$id}", array( 'meta' => $this->valid_fields() ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$meta = $response->get_data()['meta'];
		$this->assertSame( 43.8297, $meta['acces_lat'] );
		$this->assertSame( 1.2966, $meta['acces_lng'] );
		$this->assertSame( '43.8297', get_post_meta( $id, 'acces_lat', true ) );

		$response = $this->rest_json( 'POST', "/wp/v2/acces-providers/{$id}", array( 'meta' => array( 'acces_lat' => null ) ) );
		$this->assertNull( $response->get_data()['meta']['acces_lat'], 'null clears a coordinate.' );
		$this->assertFalse( metadata_exists( 'post', $id, 'acces_lat' ) );
		$this->assertSame( array( 'moteur', 'auditif' ), $meta['acces_disabilities'] );
		$this->assertTrue( $meta['acces_label'] );
		$this->assertSame( 'Grisolles', get_post_meta( $id, 'acces_commune', true ) );
		$this->assertSame( array( 'entree-plain-pied', 'boucle-magnetique' ), get_post_meta( $id, 'acces_features', true ) );
	}

	public function test_values_are_normalised(): void {
		$id = $this->provider( 'Moulin de la Lère' );
		update_post_meta( $id, 'acces_phone', '+33 (0)5.99.00.12.34' );
		update_post_meta( $id, 'acces_lat', '43,8297' );
		update_post_meta( $id, 'acces_disabilities', 'mental, moteur' );
		update_post_meta( $id, 'acces_postcode', '82 170' );
		update_post_meta( $id, 'acces_label', 'oui' );
		$this->assertSame( '05 99 00 12 34', get_post_meta( $id, 'acces_phone', true ) );
		$this->assertSame( '43.8297', get_post_meta( $id, 'acces_lat', true ) );
		$this->assertSame( array( 'moteur', 'mental' ), get_post_meta( $id, 'acces_disabilities', true ), 'Known order, duplicates removed.' );
		$this->assertSame( '82170', get_post_meta( $id, 'acces_postcode', true ) );
		$this->assertSame( '1', get_post_meta( $id, 'acces_label', true ) );

		update_post_meta( $id, 'acces_lat', '' );
		$this->assertFalse( metadata_exists( 'post', $id, 'acces_lat' ), 'An empty coordinate removes it.' );
	}

	/**
	 * Every refusal: field, bad value, French message.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: string}>
	 */
	public function refusals(): array {
		return array(
			'latitude above 90'        => array( 'acces_lat', 90.5, 'La latitude doit être comprise entre −90 et 90.' ),
			'latitude below -90'       => array( 'acces_lat', -91, 'La latitude doit être comprise entre −90 et 90.' ),
			'longitude above 180'      => array( 'acces_lng', 181, 'La longitude doit être comprise entre −180 et 180.' ),
			'longitude below -180'     => array( 'acces_lng', -180.01, 'La longitude doit être comprise entre −180 et 180.' ),
			'non-numeric latitude'     => array( 'acces_lat', 'quarante-trois', 'La latitude doit être un nombre, par exemple 43.858.' ),
			'non-numeric longitude'    => array( 'acces_lng', '1.4.2', 'La longitude doit être un nombre, par exemple 1.425.' ),
			'e-mail without domain'    => array( 'acces_email', 'contact@', 'L’adresse e-mail n’est pas valide ; exemple : contact@example.org.' ),
			'e-mail with spaces'       => array( 'acces_email', 'con tact@example.org', 'L’adresse e-mail n’est pas valide ; exemple : contact@example.org.' ),
			'javascript URL'           => array( 'acces_website', 'javascript:alert(1)', 'L’adresse du site web doit commencer par http:// ou https://, par exemple https://www.example.org.' ),
			'ftp URL'                  => array( 'acces_website', 'ftp://example.org/', 'L’adresse du site web doit commencer par http:// ou https://, par exemple https://www.example.org.' ),
			'URL without scheme'       => array( 'acces_website', 'www.example.org', 'L’adresse du site web doit commencer par http:// ou https://, par exemple https://www.example.org.' ),
			'phone too short'          => array( 'acces_phone', '05 63 12 34', 'Le numéro de téléphone doit être un numéro français, par exemple 05 63 12 34 56 ou +33 5 63 12 34 56.' ),
			'phone with letters'       => array( 'acces_phone', '05 63 AB CD EF', 'Le numéro de téléphone doit être un numéro français, par exemple 05 63 12 34 56 ou +33 5 63 12 34 56.' ),
			'foreign phone'            => array( 'acces_phone', '+44 20 7946 0958', 'Le numéro de téléphone doit être un numéro français, par exemple 05 63 12 34 56 ou +33 5 63 12 34 56.' ),
			'unknown disability'       => array( 'acces_disabilities', array( 'moteur', 'psychique' ), 'Famille de handicap inconnue : « psychique ». Valeurs acceptées : moteur, visuel, auditif, mental.' ),
			'unknown feature'          => array( 'acces_features', array( 'jacuzzi' ), 'Équipement d’accessibilité inconnu : « jacuzzi ».' ),
			'unknown marker type'      => array( 'acces_marker_type', 'icon-piscine', 'Type de marqueur inconnu : « icon-piscine ».' ),
			'category icon as choice'  => array( 'acces_marker_type', 'icon-hotels', 'Type de marqueur inconnu : « icon-hotels ».' ),
			'postcode of four digits'  => array( 'acces_postcode', '8200', 'Le code postal doit comporter cinq chiffres, par exemple 82000.' ),
			'label neither yes nor no' => array( 'acces_label', 'peut-être', 'Le label Tourisme & Handicap doit valoir oui ou non.' ),
			'photo that is no image'   => array( 'acces_photos', array( 999999 ), 'La photo « 999999 » n’est pas une image de la médiathèque.' ),
		);
	}

	/**
	 * REST answers 400 with the French reason; nothing of the request is saved.
	 *
	 * @dataProvider refusals
	 *
	 * @param string $key     Meta key.
	 * @param mixed  $value   Refused value.
	 * @param string $message Expected French message (or its start).
	 */
	public function test_rest_refuses_with_a_french_message_and_keeps_what_was_saved( string $key, $value, string $message ): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id = $this->provider( 'Moulin de la Lère', 'hotels', $this->valid_fields() );
		$before = get_post_meta( $id, $key, true );

		$response = $this->rest_json(
			'POST',
			"/wp/v2/acces-providers/{$id}",
			array(
				'title' => 'Titre modifié',
				'meta'  => array(
					$key            => $value,
					'acces_commune' => 'Fronton',
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( $message, $response->get_data()['message'] );
		$this->assertStringStartsWith( $message, $response->get_data()['data']['params'][ $key ] );
		$this->assertSame( $before, get_post_meta( $id, $key, true ), 'The previous value stays.' );
		$this->assertSame( 'Grisolles', get_post_meta( $id, 'acces_commune', true ), 'No field of a refused request is saved.' );
		$this->assertSame( 'Moulin de la Lère', get_the_title( $id ), 'The post itself is not changed.' );
	}

	/**
	 * update_post_meta() stores nothing and the previous value stays.
	 *
	 * @dataProvider refusals
	 *
	 * @param string $key     Meta key.
	 * @param mixed  $value   Refused value.
	 * @param string $message Expected French message (or its start).
	 */
	public function test_direct_updates_keep_the_previous_value( string $key, $value, string $message ): void {
		$id     = $this->provider( 'Moulin de la Lère', 'hotels', $this->valid_fields() );
		$before = get_post_meta( $id, $key, true );
		$this->assertFalse( update_post_meta( $id, $key, $value ) );
		$this->assertSame( $before, get_post_meta( $id, $key, true ) );
		$this->assertStringStartsWith( $message, \AccesTourisme\Providers\ProviderMeta::take_last_error()->get_error_message() );

		$fresh = $this->provider( 'Sans valeur' );
		$this->assertFalse( add_post_meta( $fresh, $key, $value ) );
		$this->assertFalse( metadata_exists( 'post', $fresh, $key ) );
	}

	/**
	 * The fields may also come in the query string (core merges it with the body): they are
	 * checked the same way, before anything is saved.
	 */
	public function test_fields_in_the_query_string_are_refused_before_the_post_is_saved(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id      = $this->provider( 'Moulin de la Lère', 'hotels', $this->valid_fields() );
		$request = new \WP_REST_Request( 'POST', "/wp/v2/acces-providers/{$id}" );
		$request->set_query_params( array( 'meta' => array( 'acces_postcode' => 'ABC' ) ) );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( wp_json_encode( array( 'title' => 'Titre écrasé' ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( 'Le code postal doit comporter cinq chiffres', $response->get_data()['message'] );
		$this->assertSame( 'Moulin de la Lère', get_the_title( $id ) );
		$this->assertSame( '82170', get_post_meta( $id, 'acces_postcode', true ) );

		$before  = count( get_posts( array( 'post_type' => 'acces-provider', 'post_status' => 'any', 'numberposts' => -1 ) ) );
		$request = new \WP_REST_Request( 'POST', '/wp/v2/acces-providers' );
		$request->set_query_params( array( 'meta' => array( 'acces_lat' => '100' ) ) );
		$request->set_body_params( array( 'title' => 'Nouveau' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( 'La latitude doit être comprise', $response->get_data()['message'] );
		$this->assertCount( $before, get_posts( array( 'post_type' => 'acces-provider', 'post_status' => 'any', 'numberposts' => -1 ) ), 'No provider created.' );
	}

	/**
	 * What the plugin accepts in a looser form than the REST schema ("oui", a decimal comma,
	 * an emptied coordinate, a list as text) is saved, not refused by core after the post.
	 */
	public function test_the_accepted_french_forms_are_saved_through_rest(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id       = $this->provider( 'Moulin de la Lère', 'hotels', $this->valid_fields() );
		$response = $this->rest_json(
			'POST',
			"/wp/v2/acces-providers/{$id}",
			array(
				'title' => 'Moulin modifié',
				'meta'  => array(
					'acces_label'        => 'non',
					'acces_lat'          => '43,9',
					'acces_lng'          => '',
					'acces_disabilities' => 'mental, moteur',
					'acces_commune'      => 'Fronton',
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$meta = $response->get_data()['meta'];
		$this->assertFalse( $meta['acces_label'] );
		$this->assertSame( 43.9, $meta['acces_lat'] );
		$this->assertNull( $meta['acces_lng'] );
		$this->assertSame( array( 'moteur', 'mental' ), $meta['acces_disabilities'] );
		$this->assertSame( 'Moulin modifié', get_the_title( $id ) );
		$this->assertSame( 'Fronton', get_post_meta( $id, 'acces_commune', true ) );
		$this->assertFalse( metadata_exists( 'post', $id, 'acces_lng' ) );

		$response = $this->rest_json(
			'POST',
			'/wp/v2/acces-providers',
			array(
				'title'  => 'Plage de la Virgule',
				'status' => 'publish',
				'meta'   => array(
					'acces_label' => 'oui',
					'acces_lat'   => '43,85',
					'acces_lng'   => '1,42',
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$new = (int) $response->get_data()['id'];
		$this->assertSame( '43.85', get_post_meta( $new, 'acces_lat', true ) );
		$this->assertSame( '1.42', get_post_meta( $new, 'acces_lng', true ) );
		$this->assertSame( '1', get_post_meta( $new, 'acces_label', true ) );
	}

	/**
	 * A batch request's sub-requests are checked as single ones.
	 */
	public function test_a_batch_refuses_invalid_fields_before_saving(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id      = $this->provider( 'Moulin de la Lère', 'hotels', $this->valid_fields() );
		$request = new \WP_REST_Request( 'POST', '/batch/v1' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			wp_json_encode(
				array(
					'requests' => array(
						array(
							'method' => 'POST',
							'path'   => "/wp/v2/acces-providers/{$id}?meta[acces_postcode]=ABC",
							'body'   => array( 'title' => 'Titre écrasé' ),
						),
					),
				)
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 207, $response->get_status() );
		$answer = $response->get_data()['responses'][0];
		$this->assertSame( 400, $answer['status'] );
		$this->assertStringStartsWith( 'Le code postal doit comporter cinq chiffres', $answer['body']['message'] );
		$this->assertSame( 'Moulin de la Lère', get_the_title( $id ) );
	}

	public function test_a_refusal_lists_every_invalid_field(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id       = $this->provider( 'Moulin de la Lère' );
		$response = $this->rest_json(
			'POST',
			"/wp/v2/acces-providers/{$id}",
			array(
				'meta' => array(
					'acces_lat'   => 100,
					'acces_email' => 'nope',
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array( 'acces_lat', 'acces_email' ), array_keys( $response->get_data()['data']['params'] ) );
	}

	public function test_only_users_who_may_edit_the_provider_change_its_fields(): void {
		$id = $this->provider( 'Moulin de la Lère', 'hotels', array( 'acces_commune' => 'Grisolles' ) );

		$response = $this->rest_json( 'POST', "/wp/v2/acces-providers/{$id}", array( 'meta' => array( 'acces_commune' => 'Piratée' ) ) );
		$this->assertSame( 401, $response->get_status(), 'Anonymous visitors are refused.' );

		wp_set_current_user( $this->create_user( 'contributor' ) );
		$response = $this->rest_json( 'POST', "/wp/v2/acces-providers/{$id}", array( 'meta' => array( 'acces_lat' => 500 ) ) );
		$this->assertSame( 403, $response->get_status(), 'A contributor gets the permission error, not the field error.' );
		$this->assertSame( 'Grisolles', get_post_meta( $id, 'acces_commune', true ) );
		$this->assertFalse( current_user_can( 'edit_post_meta', $id, 'acces_commune' ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertTrue( current_user_can( 'edit_post_meta', $id, 'acces_commune' ) );
	}

	public function test_unset_fields_read_as_their_defaults_in_rest(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id   = $this->provider( 'Vide' );
		$meta = rest_do_request( new \WP_REST_Request( 'GET', "/wp/v2/acces-providers/{$id}" ) )->get_data()['meta'];
		$this->assertArrayHasKey( 'acces_lat', $meta );
		$this->assertNull( $meta['acces_lat'], 'Not placed yet: null, not 0.' );
		$this->assertSame( '', $meta['acces_commune'] );
		$this->assertSame( array(), $meta['acces_disabilities'] );
		$this->assertFalse( $meta['acces_label'] );
	}
}
