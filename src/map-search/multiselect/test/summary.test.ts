import { summaryText, MAX_LISTED } from '../summary';
import { loadFrench } from '../../test-utils/french';

beforeAll( loadFrench );

const communes = [
	'Albias',
	'Bressols',
	'Caussade',
	'Lafrançaise',
	'Montauban',
	'Moissac',
	'Nègrepelisse',
	'Réalville',
	'Saint-Antonin-Noble-Val',
	'Villemade',
].map( ( name ) => ( { value: name, label: name } ) );

describe( 'summaryText', () => {
	it( 'shows the placeholder when nothing is chosen', () => {
		expect( summaryText( communes, [], 'Toutes les communes' ) ).toBe(
			'Toutes les communes'
		);
	} );

	it( 'shows the one chosen label', () => {
		expect( summaryText( communes, [ 'Moissac' ], 'x' ) ).toBe( 'Moissac' );
	} );

	it( 'lists up to 8 labels, comma-joined, in the options’ order', () => {
		const eight = communes.slice( 0, MAX_LISTED ).map( ( o ) => o.value );
		expect( MAX_LISTED ).toBe( 8 );
		expect( summaryText( communes, [ ...eight ].reverse(), 'x' ) ).toBe(
			'Albias, Bressols, Caussade, Lafrançaise, Montauban, Moissac, Nègrepelisse, Réalville'
		);
	} );

	it( 'shows a count beyond 8', () => {
		const nine = communes.slice( 0, 9 ).map( ( o ) => o.value );
		expect( summaryText( communes, nine, 'x' ) ).toBe( '9 sélectionnés' );
	} );

	it( 'shows « Tous » when every option is chosen', () => {
		expect(
			summaryText(
				communes,
				communes.map( ( o ) => o.value ),
				'x'
			)
		).toBe( 'Tous' );
		expect(
			summaryText( communes.slice( 0, 2 ), [ 'Bressols', 'Albias' ], 'x' )
		).toBe( 'Tous' );
	} );

	it( 'says there is no result when there is nothing to choose', () => {
		expect( summaryText( [], [], 'Toutes les communes' ) ).toBe(
			'Pas de résultat'
		);
	} );

	it( 'ignores unknown values', () => {
		expect( summaryText( communes, [ 'Paris', 'Albias' ], 'x' ) ).toBe(
			'Albias'
		);
		expect( summaryText( communes, [ 'Paris' ], 'Aucune' ) ).toBe(
			'Aucune'
		);
	} );

	it( 'never says « Tous » in single mode', () => {
		const sorts = [
			{ value: 'nom', label: 'Nom' },
			{ value: 'commune', label: 'Commune' },
		];
		expect( summaryText( sorts.slice( 0, 1 ), [ 'nom' ], 'x', true ) ).toBe(
			'Nom'
		);
		expect( summaryText( sorts, [ 'commune' ], 'x', true ) ).toBe(
			'Commune'
		);
	} );
} );
