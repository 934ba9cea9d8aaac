import type { Disability, Place } from '../../shared/types';
import { buildIndex, filterPlaces, sortKey } from '../filterPlaces';
import { emptyState, type SearchState } from '../state';

let nextId = 1;
function place(
	name: string,
	category: string,
	commune: string,
	disabilities: Disability[]
): Place {
	return {
		id: nextId++,
		lat: 43.8,
		lng: 1.4,
		name,
		adress: commune.toUpperCase(),
		commune,
		url: `https://example.org/${ nextId }/`,
		type: `icon-${ category }`,
		category,
		disabilities,
	};
}

const PLACES = [
	place( 'Hôtel du Quercy', 'hotels', 'Montauban', [ 'moteur', 'auditif' ] ),
	place( 'Auberge des Saules', 'restauration', 'Moissac', [ 'moteur' ] ),
	place( 'Base de loisirs', 'equipements-de-loisirs', 'Montauban', [
		'visuel',
		'mental',
	] ),
	place( 'Le Relais', 'hotels', 'Caussade', [ 'visuel' ] ),
	place(
		'Zénith Gîte',
		'hebergements-locatifs-meubles-et-chambres-dhotes',
		'Albias',
		[]
	),
	place( 'Étape gourmande', 'restauration', 'Montauban', [ 'auditif' ] ),
];
const index = buildIndex( PLACES );

function names( state: Partial< SearchState > ): string[] {
	return filterPlaces( index, { ...emptyState(), ...state } ).map(
		( p ) => p.name
	);
}

describe( 'filterPlaces', () => {
	it( 'restricts nothing when every filter is empty, sorted by name (French order)', () => {
		expect( names( {} ) ).toEqual( [
			'Auberge des Saules',
			'Base de loisirs',
			'Étape gourmande',
			'Hôtel du Quercy',
			'Le Relais',
			'Zénith Gîte',
		] );
	} );

	it( 'combines the values of one filter with OR', () => {
		expect( names( { categorie: [ 'hotels', 'restauration' ] } ) ).toEqual(
			[
				'Auberge des Saules',
				'Étape gourmande',
				'Hôtel du Quercy',
				'Le Relais',
			]
		);
		expect( names( { acces: [ 'visuel', 'mental' ] } ) ).toEqual( [
			'Base de loisirs',
			'Le Relais',
		] );
	} );

	it( 'combines filters with AND', () => {
		expect(
			names( { categorie: [ 'hotels' ], acces: [ 'moteur' ] } )
		).toEqual( [ 'Hôtel du Quercy' ] );
		expect(
			names( {
				categorie: [ 'hotels', 'restauration' ],
				commune: [ 'Montauban' ],
				acces: [ 'auditif' ],
			} )
		).toEqual( [ 'Étape gourmande', 'Hôtel du Quercy' ] );
		expect(
			names( { commune: [ 'Albias' ], acces: [ 'moteur' ] } )
		).toEqual( [] );
	} );

	it( 'matches nothing for a value no place has', () => {
		expect( names( { categorie: [ 'villages-vacances' ] } ) ).toEqual( [] );
		expect( names( { commune: [ 'Paris' ] } ) ).toEqual( [] );
	} );

	it( 'sorts by commune, then name', () => {
		expect( names( { tri: 'commune' } ) ).toEqual( [
			'Zénith Gîte',
			'Le Relais',
			'Auberge des Saules',
			'Base de loisirs',
			'Étape gourmande',
			'Hôtel du Quercy',
		] );
	} );

	it( 'folds accents, case and punctuation in sort keys', () => {
		expect( sortKey( 'Cœur d’Étoile' ) ).toBe( 'coeur d etoile' );
	} );

	it( 'filters 10,000 places in one linear pass', () => {
		const communes = Array.from(
			{ length: 60 },
			( _v, i ) => `Commune ${ i }`
		);
		const cats = [
			'hotels',
			'restauration',
			'residences',
			'villages-vacances',
		];
		const fams: Disability[] = [ 'moteur', 'visuel', 'auditif', 'mental' ];
		const many = Array.from( { length: 10000 }, ( _v, i ) =>
			place(
				`Lieu ${ i }`,
				cats[ i % cats.length ],
				communes[ i % communes.length ],
				[ fams[ i % 4 ], fams[ ( i + 1 ) % 4 ] ]
			)
		);
		const big = buildIndex( many );
		const state = {
			...emptyState(),
			categorie: [ 'hotels' ],
			acces: [ 'moteur' ],
		};
		// The best of five runs, so that a busy machine does not decide.
		let elapsed = Infinity;
		let found: Place[] = [];
		for ( let run = 0; run < 5; run++ ) {
			const started = performance.now();
			found = filterPlaces( big, state );
			elapsed = Math.min( elapsed, performance.now() - started );
		}
		// i % 4 === 0 (hotels) and families { i%4, (i+1)%4 } ∋ moteur (0): every hotel.
		expect( found ).toHaveLength( 2500 );
		expect( elapsed ).toBeLessThan( 50 );
	} );
} );
