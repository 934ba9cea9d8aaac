<?php
/**
 * The map search's query: comma-joined or repeated values, validated against the options,
 * bad values ignored.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\MapSearch;

use AccesTourisme\MapSearch\SearchRequest;
use AccesTourisme\Tests\TestCase;

/**
 * SearchRequest::from_query().
 */
final class SearchRequestTest extends TestCase {

	private const ALLOWED = array(
		'categorie' => array( 'residences', 'restauration', 'hotels' ),
		'commune'   => array( 'Lafrançaise', 'Montauban', 'Saint-Antonin-Noble-Val' ),
		'acces'     => array( 'moteur', 'visuel', 'auditif', 'mental' ),
	);

	public function test_reads_comma_joined_values_and_the_sort(): void {
		$request = SearchRequest::from_query(
			array(
				'categorie' => 'hotels,restauration',
				'commune'   => 'Montauban',
				'acces'     => 'moteur',
				'tri'       => 'commune',
				'pg'        => '3',
			),
			self::ALLOWED
		);
		$this->assertSame(
			array(
				'categorie' => array( 'restauration', 'hotels' ),
				'commune'   => array( 'Montauban' ),
				'acces'     => array( 'moteur' ),
			),
			$request->filters
		);
		$this->assertSame( 'commune', $request->sort );
		$this->assertSame( 3, $request->page );
		$this->assertTrue( $request->has_filters() );
	}

	public function test_reads_the_forms_repeated_values_slashed_as_in_get(): void {
		$request = SearchRequest::from_query(
			wp_slash(
				array(
					'categorie' => array( 'residences', 'hotels' ),
					'commune'   => array( 'lafrancaise', 'Saint-Antonin-Noble-Val' ),
				)
			),
			self::ALLOWED
		);
		$this->assertSame( array( 'residences', 'hotels' ), $request->filters['categorie'] );
		$this->assertSame( array( 'Lafrançaise', 'Saint-Antonin-Noble-Val' ), $request->filters['commune'] );
		$this->assertSame( 'nom', $request->sort );
	}

	public function test_ignores_unknown_and_malformed_values(): void {
		$request = SearchRequest::from_query(
			array(
				'categorie' => array( 'piscines', array( 'hotels' ), 12, '' ),
				'commune'   => 'Paris,,<script>alert(1)</script>',
				'acces'     => array( 'moteur' => 'x' ),
				'tri'       => array( 'commune' ),
				'pg'        => array( '2' ),
			),
			self::ALLOWED
		);
		$this->assertSame(
			array(
				'categorie' => array(),
				'commune'   => array(),
				'acces'     => array(),
			),
			$request->filters
		);
		$this->assertFalse( $request->has_filters() );
		$this->assertSame( 'nom', $request->sort );
		$this->assertSame( 1, $request->page );
		$this->assertSame( 'nom', SearchRequest::from_query( array( 'tri' => 'prix' ), self::ALLOWED )->sort );
		$this->assertSame( 1, SearchRequest::from_query( array( 'pg' => '-4' ), self::ALLOWED )->page );
	}

	public function test_keeps_aside_the_values_no_option_has_once_each_as_written(): void {
		$request = SearchRequest::from_query(
			array(
				'categorie' => 'hotels,piscines,piscines',
				'commune'   => array( 'Montaubn', 'montauban', 'lafrancaise' ),
				'acces'     => 'psy',
				'tri'       => 'prix',
			),
			self::ALLOWED
		);
		$this->assertSame(
			array(
				array( 'categorie', 'piscines' ),
				array( 'commune', 'Montaubn' ),
				array( 'acces', 'psy' ),
			),
			$request->ignored
		);
		$this->assertSame( array( 'Lafrançaise', 'Montauban' ), $request->filters['commune'] );
		$this->assertSame( array(), SearchRequest::from_query( array( 'commune' => 'saint-antonin-noble-val' ), self::ALLOWED )->ignored );
	}

	public function test_writes_the_canonical_query_for_links(): void {
		$request = SearchRequest::from_query(
			array(
				'categorie' => array( 'hotels', 'restauration' ),
				'commune'   => 'Lafrançaise',
				'tri'       => 'commune',
			),
			self::ALLOWED
		);
		$this->assertSame(
			array(
				'categorie' => 'restauration,hotels',
				'commune'   => 'Lafran%C3%A7aise',
				'tri'       => 'commune',
				'pg'        => '2',
			),
			$request->query_args( 2 )
		);
		$this->assertSame( array(), SearchRequest::from_query( array(), self::ALLOWED )->query_args() );
	}
}
