<?php
/**
 * The schema.org JSON-LD in the head of a provider's page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\ProviderPages\ProviderData;
use AccesTourisme\ProviderPages\ProviderJsonLd;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Types, fields, escaping.
 */
final class JsonLdTest extends TestCase {

	use ProviderFactory;
	use PageFixtures;

	/**
	 * Restores the request globals that visit() replaced.
	 */
	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/';
		parent::tear_down();
	}

	/**
	 * What wp_head prints for the JSON-LD on the page just visited.
	 */
	private function head(): string {
		ob_start();
		( new ProviderJsonLd() )->print_script();
		return (string) ob_get_clean();
	}

	/**
	 * The decoded JSON-LD of the page just visited.
	 *
	 * @return array<string, mixed>
	 */
	private function json_ld(): array {
		$this->assertSame( 1, preg_match( '#^<script type="application/ld\+json">(.*)</script>\n$#s', $this->head(), $m ) );
		$data = json_decode( $m[1], true );
		$this->assertIsArray( $data );
		return $data;
	}

	public function test_a_hotel_is_a_lodging_business_with_address_geo_contact_photos_and_features(): void {
		$photo = $this->photo( 'facade', 'La façade' );
		$this->full_provider( array( 'acces_photos' => array( $photo ) ) );
		$this->visit( '/prestataires-accessibles/hotels/hotel-des-remparts/' );
		$data = $this->json_ld();

		$this->assertSame( 'https://schema.org', $data['@context'] );
		$this->assertSame( 'LodgingBusiness', $data['@type'] );
		$this->assertSame( 'Hôtel des Remparts', $data['name'] );
		$this->assertSame( home_url( '/prestataires-accessibles/hotels/hotel-des-remparts/' ), $data['url'] );
		$this->assertSame( 'Un hôtel au cœur de la ville.', $data['description'] );
		$this->assertSame(
			array(
				'@type'           => 'PostalAddress',
				'streetAddress'   => '12 rue des Carmes',
				'postalCode'      => '82000',
				'addressLocality' => 'Montauban',
				'addressCountry'  => 'FR',
			),
			$data['address']
		);
		$this->assertSame(
			array(
				'@type'     => 'GeoCoordinates',
				'latitude'  => 44.0176,
				'longitude' => 1.355,
			),
			$data['geo']
		);
		$this->assertSame( '+33563123456', $data['telephone'] );
		$this->assertSame( 'accueil@remparts.example', $data['email'] );
		$this->assertSame( array( wp_get_upload_dir()['baseurl'] . '/2024/06/facade.jpg' ), $data['image'] );
		$this->assertSame(
			array( 'Entrée de plain-pied', 'Chiens guides bienvenus', "Accueil adapté\u{a0}: Handicap moteur", "Accueil adapté\u{a0}: Handicap visuel", 'Label Tourisme & Handicap' ),
			array_column( $data['amenityFeature'], 'name' )
		);
		foreach ( $data['amenityFeature'] as $feature ) {
			$this->assertSame( 'LocationFeatureSpecification', $feature['@type'] );
			$this->assertTrue( $feature['value'] );
		}
	}

	/**
	 * Category => expected type.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string|string[]}>
	 */
	public function types(): array {
		return array(
			'hotel'      => array( 'hotels', '', 'LodgingBusiness' ),
			'residence'  => array( 'residences', '', 'LodgingBusiness' ),
			'village'    => array( 'villages-vacances', '', 'LodgingBusiness' ),
			'rental'     => array( 'hebergements-locatifs-meubles-et-chambres-dhotes', '', 'LodgingBusiness' ),
			'restaurant' => array( 'restauration', '', 'Restaurant' ),
			'leisure'    => array( 'equipements-de-loisirs', '', 'TouristAttraction' ),
			'beach'      => array( 'equipements-de-loisirs', 'icon-handiplage', array( 'TouristAttraction', 'Beach' ) ),
			'none'       => array( '', '', 'LocalBusiness' ),
		);
	}

	/**
	 * The type follows the category.
	 *
	 * @dataProvider types
	 *
	 * @param string          $category Category slug.
	 * @param string          $marker   Marker type.
	 * @param string|string[] $type     Expected @type.
	 */
	public function test_the_type_follows_the_category( string $category, string $marker, $type ): void {
		$id = $this->provider( 'Lieu', $category, array( 'acces_marker_type' => $marker ) );
		$this->assertSame( $type, ProviderJsonLd::data( ProviderData::from_post( get_post( $id ) ) )['@type'] );
	}

	public function test_missing_fields_are_left_out(): void {
		$id   = $this->provider( 'Lieu sans détails', 'restauration' );
		$data = ProviderJsonLd::data( ProviderData::from_post( get_post( $id ) ) );
		$this->assertSame( array( '@context', '@type', '@id', 'name', 'url' ), array_keys( $data ) );
	}

	public function test_data_cannot_close_the_script_element(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$title = 'Chez </script><script>alert(1)</script> & « Fils »';
		$id    = $this->provider( 'Chez Fils', 'restauration', array( 'acces_commune' => 'Moissac' ) );
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => $title,
			)
		);
		wp_set_current_user( 0 );
		$this->visit( '/prestataires-accessibles/restauration/chez-fils/' );
		$head = $this->head();

		$this->assertSame( 1, substr_count( strtolower( $head ), '</script' ) );
		$this->assertSame( 1, substr_count( strtolower( $head ), '<script' ) );
		$this->assertSame( $title, $this->json_ld()['name'] );
	}

	public function test_only_provider_pages_carry_it(): void {
		$this->full_provider();
		$this->visit( '/prestataires-accessibles/hotels/' );
		$this->assertSame( '', $this->head() );
		$this->visit( '/' );
		$this->assertSame( '', $this->head() );
	}

	public function test_it_is_printed_in_the_head(): void {
		$this->assertSame( 20, has_action( 'wp_head', array( $this->registered(), 'print_script' ) ) );
	}

	/**
	 * The ProviderJsonLd instance whose hook is attached.
	 */
	private function registered(): ProviderJsonLd {
		global $wp_filter;
		foreach ( $wp_filter['wp_head']->callbacks[20] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof ProviderJsonLd ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'ProviderJsonLd is not hooked to wp_head.' );
	}
}
