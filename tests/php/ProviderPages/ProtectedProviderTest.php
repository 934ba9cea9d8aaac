<?php
/**
 * A password-protected provider: its name and the password form until the password is given,
 * and nothing of it in the lists, the maps, the search, the JSON-LD or the REST answers.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\ProviderPages\DetailRenderer;
use AccesTourisme\ProviderPages\ProviderBlocks;
use AccesTourisme\ProviderPages\ProviderJsonLd;
use AccesTourisme\Maps\PlaceSource;
use AccesTourisme\Providers\ProviderRepository;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Password-protected providers.
 */
final class ProtectedProviderTest extends TestCase {

	use ProviderFactory;
	use PageFixtures;

	/**
	 * Restores the request globals.
	 */
	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/';
		unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		parent::tear_down();
	}

	/**
	 * A full provider protected by the password "secret", and an open one beside it.
	 */
	private function protected_provider(): int {
		$id = $this->full_provider();
		wp_update_post(
			array(
				'ID'            => $id,
				'post_password' => 'secret',
			)
		);
		$this->place( 'Auberge ouverte', 'hotels', 'Moissac', 44.10, 1.08 );
		return $id;
	}

	/**
	 * The cookie WordPress sets once a visitor has typed the password.
	 *
	 * @param string $password Password typed.
	 */
	private function give_password( string $password ): void {
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$hasher = new \PasswordHash( 8, true );
		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = $hasher->HashPassword( $password );
	}

	public function test_the_detail_page_shows_the_name_and_the_password_form_only(): void {
		$id   = $this->protected_provider();
		$html = DetailRenderer::render( get_post( $id ) );
		$xpath = $this->dom( $html );

		// WordPress's own title of a protected post: "Protégé : …".
		$this->assertMatchesRegularExpression( '/^Protégé\\s*: Hôtel des Remparts$/u', implode( '', $this->texts( $xpath, '//h1' ) ) );
		$this->assertSame( 1, $xpath->query( '//form[contains(@class,"post-password-form")]//input[@type="password"]' )->length );
		foreach ( array( 'Un hôtel au cœur', 'rue des Carmes', 'accueil@remparts.example', '05 63 12 34 56', 'MONTAUBAN', '44.0176' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $html, $secret );
		}
		$this->assertSame( array( home_url( '/prestataires-accessibles/hotels/' ) ), $this->attrs( $xpath, '//*[contains(@class,"acces-provider-back")]/a', 'href' ) );
		$this->assertNull( PlaceSource::provider_point( $id ), 'No map point either.' );

		$this->give_password( 'secret' );
		$html = DetailRenderer::render( get_post( $id ) );
		$this->assertStringContainsString( 'Un hôtel au cœur de la ville.', $html );
		$this->assertStringContainsString( 'accueil@remparts.example', $html );
		$this->assertNotNull( PlaceSource::provider_point( $id ) );
	}

	public function test_no_json_ld_until_the_password_is_given(): void {
		$this->protected_provider();
		$this->visit( '/prestataires-accessibles/hotels/hotel-des-remparts/' );
		ob_start();
		( new ProviderJsonLd() )->print_script();
		$this->assertSame( '', (string) ob_get_clean() );

		$this->give_password( 'secret' );
		ob_start();
		( new ProviderJsonLd() )->print_script();
		$this->assertStringContainsString( 'accueil@remparts.example', (string) ob_get_clean() );
	}

	public function test_it_is_out_of_the_maps_the_search_and_the_lists(): void {
		$this->protected_provider();
		$names = array_column( ProviderRepository::places(), 'name' );
		$this->assertSame( array( 'Auberge ouverte' ), $names );
		$this->assertNotContains( 'Montauban', ProviderRepository::communes() );

		$this->visit( '/prestataires-accessibles/hotels/' );
		$xpath = $this->dom( ( new ProviderBlocks() )->render_list() );
		$this->assertSame( array( 'Auberge ouverte' ), $this->texts( $xpath, '//li[@class="acces-provider-card"]/h3/a' ) );
		$this->assertSame( array( '1 prestataire' ), $this->texts( $xpath, '//h2[@id="acces-provider-list-count"]' ) );

		$response = rest_do_request( new \WP_REST_Request( 'GET', '/acces/v1/providers' ) );
		$this->assertSame( 200, $response->get_status() );
		$body = wp_json_encode( $response->get_data() );
		$this->assertStringNotContainsString( 'Remparts', (string) $body );
		$this->assertStringContainsString( 'Auberge ouverte', (string) $body );
	}

	public function test_rest_holds_back_its_fields_from_whoever_has_not_the_password(): void {
		$id    = $this->protected_provider();
		$route = "/wp/v2/acces-providers/{$id}";

		$data = rest_do_request( new \WP_REST_Request( 'GET', $route ) )->get_data();
		$this->assertEquals( (object) array(), $data['meta'] );
		$this->assertTrue( $data['content']['protected'] );
		$list = wp_json_encode( rest_do_request( new \WP_REST_Request( 'GET', '/wp/v2/acces-providers' ) )->get_data() );
		$this->assertStringNotContainsString( 'accueil@remparts.example', (string) $list );

		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_param( 'password', 'secret' );
		$this->assertSame( 'accueil@remparts.example', rest_do_request( $request )->get_data()['meta']['acces_email'] );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( 'accueil@remparts.example', rest_do_request( new \WP_REST_Request( 'GET', $route ) )->get_data()['meta']['acces_email'] );
	}
}
