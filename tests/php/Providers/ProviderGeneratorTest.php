<?php
/**
 * Synthetic providers for scale tests.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Generate\ProviderGenerator;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderRepository;
use AccesTourisme\Tests\TestCase;

/**
 * wp acces generate's engine.
 */
final class ProviderGeneratorTest extends TestCase {

	use ProviderFactory;

	public function test_generated_providers_are_valid_places_spread_over_the_region(): void {
		$ticks = array();
		$done  = ( new ProviderGenerator() )->generate(
			300,
			static function ( int $count ) use ( &$ticks ) {
				$ticks[] = $count;
			}
		);
		$this->assertSame( 300, $done );
		$this->assertSame( 300, end( $ticks ), 'The progress reaches the total.' );
		$this->assertGreaterThan( 1, count( $ticks ), 'Progress is reported batch by batch.' );

		$places = ProviderRepository::places();
		$this->assertCount( 300, $places );
		$this->assertCount( 6, array_unique( array_column( $places, 'category' ) ) );
		$this->assertGreaterThanOrEqual( 20, count( ProviderRepository::communes() ) );
		foreach ( $places as $place ) {
			$this->assertEqualsWithDelta( 43.9, $place['lat'], 0.3 );
			$this->assertEqualsWithDelta( 1.4, $place['lng'], 0.45 );
			$this->assertNotEmpty( $place['disabilities'] );
			$this->assertSame( get_permalink( $place['id'] ), $place['url'] );
		}
		$this->assertContains( 'icon-handiplage', array_column( $places, 'type' ) );

		$first = $places[0]['id'];
		foreach ( ProviderFields::keys() as $key ) {
			if ( metadata_exists( 'post', $first, $key ) ) {
				$this->assertFalse( is_wp_error( ProviderFields::validate( $key, get_post_meta( $first, $key, true ) ) ), $key );
			}
		}
		$hotels = get_term_by( 'slug', 'hotels', ProviderCategory::TAXONOMY );
		$this->assertSame( 50, (int) $hotels->count, 'Category counts are up to date.' );
	}

	public function test_delete_removes_exactly_the_generated_providers(): void {
		$kept      = $this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355 );
		$generator = new ProviderGenerator();
		$generator->generate( 20 );
		$generator->generate( 20 );
		$this->assertSame( 40, $generator->count() );
		$titles = array_column( ProviderRepository::places(), 'name' );
		$this->assertSame( $titles, array_unique( $titles ), 'A second run goes on numbering.' );
		$this->assertCount( 41, ProviderRepository::places() );

		$this->assertSame( 40, $generator->delete() );
		$this->assertSame( 0, $generator->count() );
		$this->assertSame( array( $kept ), array_column( ProviderRepository::places(), 'id' ) );
		$this->assertSame( 1, (int) get_term_by( 'slug', 'hotels', ProviderCategory::TAXONOMY )->count );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} m LEFT JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.ID IS NULL" ), 'No orphan field is left.' );
	}
}
