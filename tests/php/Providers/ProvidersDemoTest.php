<?php
/**
 * The demo providers.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Demo\ProvidersDemo;
use AccesTourisme\Demo\ProvidersDemoData;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Providers\ProviderRepository;
use AccesTourisme\Tests\TestCase;

/**
 * Eleven invented providers in real communes, idempotent, with photos.
 */
final class ProvidersDemoTest extends TestCase {

	public function test_the_data_covers_the_six_categories_in_ten_communes_with_valid_fields(): void {
		$data = ProvidersDemoData::providers();
		$this->assertCount( 11, $data );
		$this->assertEqualsCanonicalizing( array_keys( ProviderCategory::defaults() ), array_values( array_unique( array_column( $data, 'category' ) ) ) );
		$this->assertGreaterThanOrEqual( 10, count( array_unique( array_column( $data, 'commune' ) ) ) );
		foreach ( $data as $key => $provider ) {
			$this->assertMatchesRegularExpression( '/^05 36 49 \d\d \d\d$/', $provider['phone'], 'Phone numbers are in the range reserved for fiction.' );
			$this->assertEqualsWithDelta( 43.9, $provider['lat'], 0.25, $key );
			$this->assertEqualsWithDelta( 1.35, $provider['lng'], 0.4, $key );
			$this->assertNotEmpty( $provider['photos'] );
			$this->assertLessThanOrEqual( 3, count( $provider['photos'] ) );
			foreach ( array( 'lat', 'lng', 'phone', 'postcode', 'disabilities', 'features' ) as $field ) {
				$this->assertFalse( is_wp_error( ProviderFields::validate( 'acces_' . $field, $provider[ $field ] ) ), "$key $field" );
			}
		}
		$beaches = array_filter( $data, static fn( $p ) => 'icon-handiplage' === ( $p['marker_type'] ?? '' ) );
		$this->assertNotEmpty( $beaches );
		$this->assertSame( array( 'equipements-de-loisirs' ), array_values( array_unique( array_column( $beaches, 'category' ) ) ) );
	}

	public function test_install_creates_the_providers_once_with_photos_and_french_alt_texts(): void {
		$demo   = new ProvidersDemo();
		$report = $demo->install();
		$first = get_posts(
			array(
				'post_type'   => ProviderPostType::POST_TYPE,
				'numberposts' => -1,
				'fields'      => 'ids',
				'meta_key'    => ProvidersDemo::KEY_META,
			)
		);
		$this->assertCount( 11, $first );
		$this->assertCount( 11, $report );
		$this->assertMatchesRegularExpression( '/^Prestataire [a-z0-9-]+\x{a0}: \d+$/u', $report[0], 'the report is in the site’s language' );
		$demo->install();
		$again = get_posts(
			array(
				'post_type'   => ProviderPostType::POST_TYPE,
				'numberposts' => -1,
				'fields'      => 'ids',
				'meta_key'    => ProvidersDemo::KEY_META,
			)
		);
		$this->assertEqualsCanonicalizing( $first, $again, 'Running it again creates nothing.' );

		$places = ProviderRepository::places();
		$this->assertCount( 11, $places );
		$this->assertGreaterThanOrEqual( 10, count( ProviderRepository::communes() ) );
		$this->assertContains( 'icon-handiplage', array_column( $places, 'type' ) );

		foreach ( $first as $id ) {
			$photos = get_post_meta( $id, 'acces_photos', true );
			$this->assertNotEmpty( $photos );
			$this->assertSame( $photos[0], get_post_thumbnail_id( $id ) );
			foreach ( $photos as $photo ) {
				$this->assertTrue( wp_attachment_is_image( $photo ) );
				$this->assertNotSame( '', get_post_meta( $photo, '_wp_attachment_image_alt', true ) );
			}
			$this->assertStringEndsWith( '.example.org', get_post_meta( $id, 'acces_email', true ) );
		}
	}
}
