<?php
/**
 * Places, communes and marker types, their filters, cache and query budget.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderRepository;
use AccesTourisme\Tests\TestCase;

/**
 * ProviderRepository.
 */
final class ProviderRepositoryTest extends TestCase {

	use ProviderFactory;

	/**
	 * Ids of the fixture places.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * Four places in three communes.
	 */
	private function fixture(): void {
		$this->ids = array(
			'hotel'   => $this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355, array( 'acces_disabilities' => array( 'moteur', 'visuel' ) ) ),
			'plage'   => $this->place( 'Étang des Libellules', 'equipements-de-loisirs', 'Bessens', 43.8833, 1.2667, array( 'acces_disabilities' => array( 'moteur' ), 'acces_marker_type' => 'icon-handiplage' ) ),
			'bistrot' => $this->place( 'Bistrot du Héron', 'restauration', 'Fronton', 43.8397, 1.3894, array( 'acces_disabilities' => array( 'auditif' ) ) ),
			'gite'    => $this->place( 'Gîte des Tilleuls', 'hebergements-locatifs-meubles-et-chambres-dhotes', 'montauban', 44.03, 1.36, array( 'acces_disabilities' => array( 'mental' ) ) ),
		);
	}

	/**
	 * Names of places.
	 *
	 * @param array<int, array<string, mixed>> $places Places.
	 * @return string[]
	 */
	private function names( array $places ): array {
		return array_column( $places, 'name' );
	}

	public function test_places_have_the_place_shape_and_are_sorted_by_name(): void {
		$this->fixture();
		$places = ProviderRepository::places();
		$this->assertSame( array( 'Bistrot du Héron', 'Étang des Libellules', 'Gîte des Tilleuls', 'Hôtel du Vieux Pont' ), $this->names( $places ), 'Accents do not push É after Z.' );
		$hotel = $places[3];
		$this->assertSame( array( 'id', 'lat', 'lng', 'name', 'adress', 'commune', 'url', 'type', 'category', 'disabilities' ), array_keys( $hotel ) );
		$this->assertSame( $this->ids['hotel'], $hotel['id'] );
		$this->assertSame( 44.0176, $hotel['lat'] );
		$this->assertSame( 1.355, $hotel['lng'] );
		$this->assertSame( 'MONTAUBAN', $hotel['adress'] );
		$this->assertSame( 'Montauban', $hotel['commune'] );
		$this->assertSame( get_permalink( $this->ids['hotel'] ), $hotel['url'] );
		$this->assertSame( 'icon-hotels', $hotel['type'] );
		$this->assertSame( 'hotels', $hotel['category'] );
		$this->assertSame( array( 'moteur', 'visuel' ), $hotel['disabilities'] );
		$this->assertSame( 'icon-handiplage', $places[1]['type'] );
	}

	public function test_only_published_providers_with_coordinates_are_places(): void {
		$this->fixture();
		$this->provider( 'Sans coordonnées', 'hotels', array( 'acces_commune' => 'Nohic' ) );
		$this->place( 'Brouillon', 'hotels', 'Orgueil', 43.9, 1.41 );
		wp_update_post(
			array(
				'ID'          => $this->place( 'Brouillon', 'hotels', 'Orgueil', 43.9, 1.41 ),
				'post_status' => 'draft',
			)
		);
		$this->assertNotContains( 'Sans coordonnées', $this->names( ProviderRepository::places() ) );
		$this->assertCount( 5, ProviderRepository::places() );
		$this->assertContains( 'Nohic', ProviderRepository::communes(), 'A provider without coordinates still has its commune.' );
	}

	public function test_marker_type_follows_the_category_unless_handiplage(): void {
		$this->fixture();
		$this->assertSame( 'icon-hotels', ProviderRepository::marker_type( $this->ids['hotel'] ) );
		$this->assertSame( 'icon-handiplage', ProviderRepository::marker_type( $this->ids['plage'] ) );
		$this->assertSame( 'icon-hebergements-locatifs-meubles-et-chambres-dhotes', ProviderRepository::marker_type( $this->ids['gite'] ) );
		$this->assertSame( 'empty', ProviderRepository::marker_type( $this->provider( 'Sans catégorie', '' ) ) );
		wp_insert_term( 'Musées', ProviderCategory::TAXONOMY, array( 'slug' => 'musees' ) );
		$this->assertSame( 'empty', ProviderRepository::marker_type( $this->provider( 'Musée', 'musees' ) ), 'A category without an icon gives "empty".' );
	}

	public function test_filters_or_within_and_across(): void {
		$this->fixture();
		$this->assertSame( array( 'Bistrot du Héron', 'Hôtel du Vieux Pont' ), $this->names( ProviderRepository::places( array( 'categorie' => array( 'hotels', 'restauration' ) ) ) ) );
		$this->assertSame( array( 'Gîte des Tilleuls', 'Hôtel du Vieux Pont' ), $this->names( ProviderRepository::places( array( 'commune' => array( 'MONTAUBAN' ) ) ) ), 'Communes match whatever their case.' );
		$this->assertSame( array( 'Bistrot du Héron', 'Gîte des Tilleuls' ), $this->names( ProviderRepository::places( array( 'acces' => array( 'auditif', 'mental' ) ) ) ) );
		$this->assertSame( array( 'Étang des Libellules', 'Hôtel du Vieux Pont' ), $this->names( ProviderRepository::places( array( 'acces' => array( 'moteur' ) ) ) ) );
		$this->assertSame( array( 'Hôtel du Vieux Pont' ), $this->names( ProviderRepository::places( array( 'acces' => array( 'moteur' ), 'commune' => array( 'Montauban' ) ) ) ) );
		$this->assertSame( array( 'Gîte des Tilleuls', 'Hôtel du Vieux Pont' ), $this->names( ProviderRepository::places( array( 'bbox' => array( 1.3, 44.0, 1.4, 44.1 ) ) ) ) );
		$this->assertSame( array(), ProviderRepository::places( array( 'categorie' => array( 'villages-vacances' ) ) ) );
		$this->assertCount( 4, ProviderRepository::places( array( 'categorie' => array(), 'acces' => array() ) ), 'Empty filters do not restrict.' );
	}

	public function test_communes_are_unique_and_sorted(): void {
		$this->fixture();
		$this->assertSame( array( 'Bessens', 'Fronton', 'Montauban' ), ProviderRepository::communes() );
	}

	public function test_every_change_of_a_provider_shows_at_once(): void {
		$this->fixture();
		ProviderRepository::places();
		ProviderRepository::communes();

		wp_update_post(
			array(
				'ID'         => $this->ids['hotel'],
				'post_title' => 'Hôtel du Pont Neuf',
			)
		);
		$this->assertContains( 'Hôtel du Pont Neuf', $this->names( ProviderRepository::places() ), 'Title' );

		update_post_meta( $this->ids['hotel'], 'acces_lat', 44.1 );
		$this->assertSame( 44.1, ProviderRepository::places( array( 'categorie' => array( 'hotels' ) ) )[0]['lat'], 'Field' );

		update_post_meta( $this->ids['bistrot'], 'acces_commune', 'Nohic' );
		$this->assertContains( 'Nohic', ProviderRepository::communes(), 'Commune' );

		wp_set_object_terms( $this->ids['hotel'], 'residences', ProviderCategory::TAXONOMY );
		$this->assertSame( 'icon-residences', ProviderRepository::places( array( 'commune' => array( 'Montauban' ) ) )[1]['type'], 'Category' );

		$term = get_term_by( 'slug', 'residences', ProviderCategory::TAXONOMY );
		wp_update_term( $term->term_id, ProviderCategory::TAXONOMY, array( 'slug' => 'residences-de-tourisme' ) );
		$this->assertStringContainsString( '/residences-de-tourisme/', ProviderRepository::places( array( 'commune' => array( 'Montauban' ) ) )[1]['url'], 'Category slug' );

		wp_trash_post( $this->ids['gite'] );
		$this->assertNotContains( 'Gîte des Tilleuls', $this->names( ProviderRepository::places() ), 'Trash' );

		wp_delete_post( $this->ids['bistrot'], true );
		$this->assertNotContains( 'Bistrot du Héron', $this->names( ProviderRepository::places() ), 'Delete' );
		$this->assertNotContains( 'Nohic', ProviderRepository::communes() );
	}

	public function test_a_warm_cache_costs_no_query(): void {
		$this->fixture();
		ProviderRepository::places();
		ProviderRepository::communes();
		global $wpdb;
		$before = $wpdb->num_queries;
		ProviderRepository::places( array( 'acces' => array( 'moteur' ) ) );
		ProviderRepository::communes();
		$this->assertSame( 0, $wpdb->num_queries - $before );

	}

	/**
	 * Queries of one cold build of the places for n providers.
	 *
	 * @param int $count Providers.
	 */
	private function cold_queries( int $count ): int {
		global $wpdb;
		ProviderCategory::create_default_terms();
		$categories = array_keys( ProviderCategory::defaults() );
		for ( $i = 0; $i < $count; $i++ ) {
			$this->place( "Prestataire {$count}-{$i}", $categories[ $i % 6 ], 'Commune ' . ( $i % 7 ), 43.8 + $i / 1000, 1.4, array( 'acces_disabilities' => array( 'moteur' ) ) );
		}
		ProviderCache::bump();
		wp_cache_flush();
		ProviderCache::version(); // The autoloaded options: one query that every request makes anyway.
		$before = $wpdb->num_queries;
		$places = ProviderRepository::places();
		$this->assertGreaterThanOrEqual( $count, count( $places ) );
		return $wpdb->num_queries - $before;
	}

	public function test_the_number_of_queries_does_not_grow_with_the_providers(): void {
		$ten   = $this->cold_queries( 10 );
		$fifty = $this->cold_queries( 40 );
		$this->assertSame( $ten, $fifty );
		$this->assertSame( 3, $ten, 'Posts, their fields, their categories.' );
	}
}
