<?php
/**
 * Saving portfolio fields: bad values are refused with a French message and the previous value
 * stays.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Tests\TestCase;

require_once __DIR__ . '/PortfolioFactory.php';

/**
 * POST /wp/v2/acces-portfolio/{id} and direct meta writes.
 */
final class PortfolioValidationTest extends TestCase {

	use PortfolioFactory;

	/**
	 * An item with known values, edited by an editor.
	 */
	private function editable_item(): int {
		$id = $this->item(
			'Gîte des Quatre Vents',
			array(
				'acces_portfolio_type'      => 'video',
				'acces_site_url'            => 'https://www.example.org/gite/',
				'acces_portfolio_video_url' => 'https://vimeo.com/123456789',
			),
			array(),
			false
		);
		wp_set_current_user( $this->create_user( 'editor' ) );
		return $id;
	}

	public function test_valid_values_are_saved(): void {
		$id       = $this->editable_item();
		$response = $this->rest(
			'POST',
			'/wp/v2/acces-portfolio/' . $id,
			array(
				'portfolio-type'               => 'iframe',
				'acces-site-open-portfolio-in' => 'same-tab',
				'acces-site-open-in-new-tab'   => true,
				'acces-site-url'               => ' http://www.example.org/autre/ ',
				'acces-site-type'              => '<b>Hôtel</b>',
				'lightbox-image-url'           => 'https://www.example.org/photo.jpg',
				'portfolio-video-url'          => '',
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'iframe', get_post_meta( $id, 'acces_portfolio_type', true ) );
		$this->assertSame( 'same-tab', get_post_meta( $id, 'acces_site_open_portfolio_in', true ) );
		$this->assertSame( '1', get_post_meta( $id, 'acces_site_open_in_new_tab', true ) );
		$this->assertSame( 'http://www.example.org/autre/', get_post_meta( $id, 'acces_site_url', true ) );
		$this->assertSame( 'Hôtel', get_post_meta( $id, 'acces_site_type', true ) );
		$this->assertSame( 'https://www.example.org/photo.jpg', $response->get_data()['lightbox-image-url'] );
		$this->assertSame( '', get_post_meta( $id, 'acces_portfolio_video_url', true ) );
	}

	/**
	 * Refused values.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: string}>
	 */
	public static function refused(): array {
		return array(
			'javascript: site URL' => array( 'acces-site-url', 'javascript:alert(1)', 'Adresse du site' ),
			'data: video URL'      => array( 'portfolio-video-url', 'data:text/html;base64,PHNjcmlwdD4=', 'Adresse de la vidéo' ),
			'relative URL'         => array( 'acces-site-url', '/page-locale/', 'Adresse du site' ),
			'ftp lightbox URL'     => array( 'lightbox-image-url', 'ftp://example.org/a.jpg', 'Adresse de l’image' ),
			'unknown type'         => array( 'portfolio-type', 'podcast', 'Type d’élément' ),
			'unknown open-in'      => array( 'acces-site-open-portfolio-in', 'popup', 'Ouvrir l’élément' ),
			'flag not 0 or 1'      => array( 'acces-site-open-in-new-tab', 'peut-être', 'nouvel onglet' ),
		);
	}

	/**
	 * A refused value: HTTP 400, a French message naming the field, nothing saved.
	 *
	 * @dataProvider refused
	 *
	 * @param string $field    REST field.
	 * @param mixed  $value    Refused value.
	 * @param string $fragment Part of the French field name in the message.
	 */
	public function test_refused_value_keeps_the_previous_one( string $field, $value, string $fragment ): void {
		$id       = $this->editable_item();
		$response = $this->rest(
			'POST',
			'/wp/v2/acces-portfolio/' . $id,
			array(
				'title' => 'Nouveau titre',
				$field  => $value,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] );
		$this->assertArrayHasKey( $field, $data['data']['params'] );
		$this->assertStringContainsString( $fragment, $data['data']['params'][ $field ] );
		$this->assertMatchesRegularExpression( '/(doit|valeur)/u', $data['data']['params'][ $field ] );
		// Nothing of the request was saved.
		$this->assertSame( 'Gîte des Quatre Vents', get_post( $id )->post_title );
		$this->assertSame( 'video', get_post_meta( $id, 'acces_portfolio_type', true ) );
		$this->assertSame( 'https://www.example.org/gite/', get_post_meta( $id, 'acces_site_url', true ) );
		$this->assertSame( 'https://vimeo.com/123456789', get_post_meta( $id, 'acces_portfolio_video_url', true ) );
	}

	public function test_direct_meta_writes_refuse_bad_values_too(): void {
		$id = $this->editable_item();
		$this->assertFalse( update_post_meta( $id, 'acces_site_url', 'javascript:alert(1)' ) );
		$this->assertSame( 'https://www.example.org/gite/', get_post_meta( $id, 'acces_site_url', true ) );
		$this->assertFalse( update_post_meta( $id, 'acces_portfolio_type', 'podcast' ) );
		$this->assertSame( 'video', get_post_meta( $id, 'acces_portfolio_type', true ) );
		$this->assertNotFalse( update_post_meta( $id, 'acces_portfolio_type', 'image' ) );
		$this->assertSame( 'image', get_post_meta( $id, 'acces_portfolio_type', true ) );
	}

	public function test_visitors_and_contributors_cannot_change_an_item(): void {
		$id = $this->editable_item();
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', '/wp/v2/acces-portfolio/' . $id, array( 'portfolio-type' => 'page' ) )->get_status() );
		wp_set_current_user( $this->create_user( 'contributor' ) );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/acces-portfolio/' . $id, array( 'portfolio-type' => 'page' ) )->get_status() );
		$this->assertSame( 'video', get_post_meta( $id, 'acces_portfolio_type', true ) );
	}
}
