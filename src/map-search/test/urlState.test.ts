import { ignoredValues, parseSearch, toSearch } from '../urlState';
import { emptyState, type AllowedValues } from '../state';

const ALLOWED: AllowedValues = {
	categorie: [ 'residences', 'restauration', 'hotels', 'villages-vacances' ],
	commune: [
		'Albias',
		'Lafrançaise',
		'Montauban',
		'Saint-Antonin-Noble-Val',
	],
	acces: [ 'moteur', 'visuel', 'auditif', 'mental' ],
};

describe( 'parseSearch', () => {
	it( 'reads comma-joined lists and the sort', () => {
		expect(
			parseSearch(
				'?categorie=hotels,restauration&commune=Montauban&acces=moteur&tri=commune',
				ALLOWED
			)
		).toEqual( {
			categorie: [ 'restauration', 'hotels' ],
			commune: [ 'Montauban' ],
			acces: [ 'moteur' ],
			tri: 'commune',
		} );
	} );

	it( 'reads the no-JavaScript form’s repeated parameters', () => {
		expect(
			parseSearch(
				'categorie%5B%5D=hotels&categorie%5B%5D=residences&commune%5B%5D=Lafran%C3%A7aise&tri=nom',
				ALLOWED
			)
		).toEqual( {
			categorie: [ 'residences', 'hotels' ],
			commune: [ 'Lafrançaise' ],
			acces: [],
			tri: 'nom',
		} );
	} );

	it( 'ignores unknown values and malformed input without crashing', () => {
		expect(
			parseSearch(
				'?categorie=hotels,,piscines&commune=Paris&acces=moteur,<script>&tri=prix&x=%E0%A4%A',
				ALLOWED
			)
		).toEqual( {
			categorie: [ 'hotels' ],
			commune: [],
			acces: [ 'moteur' ],
			tri: 'nom',
		} );
		expect( parseSearch( '', ALLOWED ) ).toEqual( emptyState() );
		expect( parseSearch( '?categorie=%', ALLOWED ) ).toEqual(
			emptyState()
		);
	} );

	it( 'matches communes whatever their case and accents, once each', () => {
		expect(
			parseSearch( '?commune=montauban,LAFRANCAISE,Montauban', ALLOWED )
				.commune
		).toEqual( [ 'Lafrançaise', 'Montauban' ] );
	} );
} );

describe( 'toSearch', () => {
	it( 'writes lists comma-joined and encoded, the default sort left out', () => {
		expect(
			toSearch( {
				categorie: [ 'restauration', 'hotels' ],
				commune: [ 'Lafrançaise', 'Saint-Antonin-Noble-Val' ],
				acces: [ 'moteur' ],
				tri: 'nom',
			} )
		).toBe(
			'?categorie=restauration,hotels&commune=Lafran%C3%A7aise,Saint-Antonin-Noble-Val&acces=moteur'
		);
		expect( toSearch( { ...emptyState(), tri: 'commune' } ) ).toBe(
			'?tri=commune'
		);
		expect( toSearch( emptyState() ) ).toBe( '' );
	} );

	it( 'keeps the page’s other parameters and replaces ours', () => {
		expect(
			toSearch(
				{ ...emptyState(), acces: [ 'visuel' ] },
				'?page_id=12&categorie%5B%5D=hotels&pg=3&acces=moteur&utm=a%20b'
			)
		).toBe( '?page_id=12&utm=a%20b&acces=visuel' );
	} );

	it( 'round-trips', () => {
		const state = {
			categorie: [ 'residences' ],
			commune: [ 'Albias', 'Saint-Antonin-Noble-Val' ],
			acces: [ 'auditif', 'mental' ],
			tri: 'commune' as const,
		};
		expect(
			parseSearch( toSearch( state, '?page_id=3' ), ALLOWED )
		).toEqual( state );
	} );
} );

describe( 'ignoredValues', () => {
	it( 'lists what parseSearch drops, once each, as written', () => {
		expect(
			ignoredValues(
				'?categorie=hotels,piscines,piscines&commune=Montaubn,montauban&acces%5B%5D=psy&tri=prix&x=1',
				ALLOWED
			)
		).toEqual( [
			[ 'categorie', 'piscines' ],
			[ 'commune', 'Montaubn' ],
			[ 'acces', 'psy' ],
		] );
	} );

	it( 'is empty for known values, other parameters and malformed input', () => {
		expect(
			ignoredValues(
				'?categorie=hotels&commune=lafrancaise&page_id=3',
				ALLOWED
			)
		).toEqual( [] );
		expect( ignoredValues( '', ALLOWED ) ).toEqual( [] );
		expect( ignoredValues( '?categorie=%', ALLOWED ) ).toEqual( [
			[ 'categorie', '%' ],
		] );
	} );
} );
