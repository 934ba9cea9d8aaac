import { createElement } from '@wordpress/element';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Disability, Place } from '../../shared/types';
import { MapSearch, type MapSearchProps } from '../MapSearch';
import { loadFrench } from '../test-utils/french';

// The map components are the maps feature's (tested in the browser): here, stand-ins that
// show which places they were given.
jest.mock( '../../map/ProviderMap', () => ( {
	ProviderMap: ( { places, label }: { places: Place[]; label: string } ) => (
		<ul aria-label={ label }>
			{ places.map( ( p ) => (
				<li key={ p.id }>{ p.name }</li>
			) ) }
		</ul>
	),
	fitToPlaces: () => undefined,
} ) );
jest.mock( '../../map/MapLegend', () => ( { MapLegend: () => null } ) );

beforeAll( loadFrench );
// Rendering the whole search with user-event is slow on a loaded machine.
jest.setTimeout( 30000 );

let id = 0;
function place(
	name: string,
	category: string,
	commune: string,
	disabilities: Disability[]
): Place {
	id++;
	return {
		id,
		lat: 44,
		lng: 1.4,
		name,
		adress: commune.toUpperCase(),
		commune,
		url: `https://example.org/p/${ id }/`,
		type: `icon-${ category }`,
		category,
		disabilities,
	};
}

const PROPS: MapSearchProps = {
	id: 'recherche',
	options: {
		categorie: [
			{ value: 'restauration', label: 'Restauration' },
			{ value: 'hotels', label: 'Hôtels' },
		],
		commune: [
			{ value: 'Moissac', label: 'Moissac' },
			{ value: 'Montauban', label: 'Montauban' },
		],
		acces: [
			{ value: 'moteur', label: 'Handicap moteur' },
			{ value: 'visuel', label: 'Handicap visuel' },
		],
		tri: [
			{ value: 'nom', label: 'Nom' },
			{ value: 'commune', label: 'Commune' },
		],
	},
	places: [
		place( 'Hôtel du Quercy', 'hotels', 'Montauban', [
			'moteur',
			'visuel',
		] ),
		place( 'Le Relais', 'hotels', 'Moissac', [ 'visuel' ] ),
		place( 'Auberge des Saules', 'restauration', 'Moissac', [ 'moteur' ] ),
	],
	source: null,
	height: 400,
	map: {
		tiles: { url: '', attribution: '' },
		iconBase: '',
		center: { lat: 44, lng: 1.4 },
	},
};

function results(): string[] {
	return within(
		screen.getByRole( 'region', { name: 'Résultats de la recherche' } )
	)
		.queryAllByRole( 'link' )
		.map( ( a ) => a.textContent ?? '' );
}

function onMap(): string[] {
	return within(
		screen.getByRole( 'list', {
			name: 'Carte des résultats de la recherche',
		} )
	)
		.queryAllByRole( 'listitem' )
		.map( ( li ) => li.textContent ?? '' );
}

describe( 'MapSearch', () => {
	beforeEach( () => {
		window.history.replaceState( null, '', '/recherche/' );
	} );

	it( 'filters the map and the list, announces the count, keeps the state in the URL', async () => {
		const user = userEvent.setup();
		render( <MapSearch { ...PROPS } /> );
		const count = screen.getByRole( 'status' );
		expect( count ).toHaveTextContent( '3 prestataires trouvés' );
		expect( results() ).toEqual( [
			'Auberge des Saules',
			'Hôtel du Quercy',
			'Le Relais',
		] );

		await user.click(
			screen.getByRole( 'combobox', { name: 'Catégorie' } )
		);
		await user.click( screen.getByRole( 'option', { name: 'Hôtels' } ) );
		expect( count ).toHaveTextContent( '2 prestataires trouvés' );
		expect( window.location.search ).toBe( '?categorie=hotels' );

		await user.keyboard( '{Escape}' );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Accessibilité' } )
		);
		await user.click(
			screen.getByRole( 'option', { name: 'Handicap moteur' } )
		);
		expect( count ).toHaveTextContent( '1 prestataire trouvé' );
		expect( results() ).toEqual( [ 'Hôtel du Quercy' ] );
		expect( onMap() ).toEqual( [ 'Hôtel du Quercy' ] );
		expect( window.location.search ).toBe(
			'?categorie=hotels&acces=moteur'
		);
		expect( screen.getByText( 'MONTAUBAN, Hôtels' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				// The no-break space before the colon is normalised to a space.
				'Handicaps accueillis : Handicap moteur, Handicap visuel'
			)
		).toBeInTheDocument();

		await user.click( screen.getByRole( 'combobox', { name: 'Commune' } ) );
		await user.click( screen.getByRole( 'option', { name: 'Moissac' } ) );
		expect( count ).toHaveTextContent(
			'Aucun prestataire ne correspond à ces critères'
		);
		expect( results() ).toEqual( [] );
		expect( onMap() ).toEqual( [] );

		await user.click(
			screen.getByRole( 'button', { name: 'Effacer les filtres' } )
		);
		expect( count ).toHaveTextContent( '3 prestataires trouvés' );
		expect( window.location.search ).toBe( '' );
	} );

	it( 'says a new order in the status, which nothing else announces, until the next filter change', async () => {
		const user = userEvent.setup();
		render( <MapSearch { ...PROPS } /> );
		const count = screen.getByRole( 'status' );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Trier par' } )
		);
		await user.click( screen.getByRole( 'option', { name: 'Commune' } ) );
		expect( results() ).toEqual( [
			'Auberge des Saules',
			'Le Relais',
			'Hôtel du Quercy',
		] );
		expect( count ).toHaveTextContent(
			'3 prestataires trouvés, triés par commune'
		);
		// Back to the name's order (the browser's Back): no longer said.
		act( () => {
			window.history.pushState( null, '', '/recherche/' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( count ).toHaveTextContent( /^3 prestataires trouvés$/ );
		act( () => {
			window.history.pushState( null, '', '/recherche/?tri=commune' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( count ).toHaveTextContent(
			'3 prestataires trouvés, triés par commune'
		);
		await user.keyboard( '{Escape}' );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Catégorie' } )
		);
		await user.click( screen.getByRole( 'option', { name: 'Hôtels' } ) );
		expect( count ).toHaveTextContent( /^2 prestataires trouvés$/ );
		expect( results() ).toEqual( [ 'Le Relais', 'Hôtel du Quercy' ] );
	} );

	it( 'starts from the URL and follows back and forward', async () => {
		window.history.replaceState(
			null,
			'',
			'/recherche/?categorie=hotels&tri=commune&x=1'
		);
		render( <MapSearch { ...PROPS } /> );
		expect(
			screen.getByRole( 'combobox', { name: 'Catégorie' } )
		).toHaveTextContent( 'Hôtels' );
		expect(
			screen.getByRole( 'combobox', { name: 'Trier par' } )
		).toHaveTextContent( 'Commune' );
		expect( results() ).toEqual( [ 'Le Relais', 'Hôtel du Quercy' ] );

		act( () => {
			window.history.pushState( null, '', '/recherche/?acces=visuel' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'2 prestataires trouvés'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Catégorie' } )
		).toHaveTextContent( 'Toutes les catégories' );
		expect(
			screen.getByRole( 'combobox', { name: 'Accessibilité' } )
		).toHaveTextContent( 'Handicap visuel' );
		expect( results() ).toEqual( [ 'Hôtel du Quercy', 'Le Relais' ] );
	} );

	it( 'says which values of the link do not exist, until the visitor changes the search', async () => {
		const user = userEvent.setup();
		const typo = '/recherche/?categorie=hotels&commune=Montaubn&acces=psy';
		window.history.replaceState( null, '', typo );
		const notice =
			'Ces valeurs de recherche n’existent pas et ont été ignorées : Commune « Montaubn », Accessibilité « psy ».';
		render( <MapSearch { ...PROPS } /> );
		expect( screen.getByText( notice ) ).toBeInTheDocument();
		// It comes first, before the form, where reading the page starts.
		expect(
			screen.getByRole( 'search', { name: 'Recherche de prestataires' } )
				.parentElement?.firstElementChild
		).toHaveTextContent( notice );
		expect( results() ).toEqual( [ 'Hôtel du Quercy', 'Le Relais' ] );

		await user.click( screen.getByRole( 'combobox', { name: 'Commune' } ) );
		await user.click( screen.getByRole( 'option', { name: 'Moissac' } ) );
		expect( window.location.search ).toBe(
			'?categorie=hotels&commune=Moissac'
		);
		expect(
			screen.queryByText( /Ces valeurs de recherche/ )
		).not.toBeInTheDocument();

		// Back to the link's own entry: said again.
		act( () => {
			window.history.replaceState( null, '', typo );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( screen.getByText( notice ) ).toBeInTheDocument();
	} );

	it( 'tells when an update is drawn, with the count', async () => {
		const counts: number[] = [];
		const listener = ( e: Event ) =>
			counts.push(
				( e as CustomEvent< { count: number } > ).detail.count
			);
		document.addEventListener( 'acces:search-updated', listener );
		const user = userEvent.setup();
		render( <MapSearch { ...PROPS } /> );
		await screen.findByRole( 'status' );
		await act( () => new Promise( ( r ) => setTimeout( r, 50 ) ) );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Catégorie' } )
		);
		await user.click(
			screen.getByRole( 'option', { name: 'Restauration' } )
		);
		await act( () => new Promise( ( r ) => setTimeout( r, 50 ) ) );
		document.removeEventListener( 'acces:search-updated', listener );
		expect( counts ).toEqual( [ 3, 1 ] );
	} );

	it( 'shows 50 results at a time and moves the focus to the first new one', async () => {
		const user = userEvent.setup();
		const many = Array.from( { length: 120 }, ( _v, i ) =>
			place(
				`Lieu ${ String( i ).padStart( 3, '0' ) }`,
				'hotels',
				'Moissac',
				[ 'moteur' ]
			)
		);
		render( <MapSearch { ...PROPS } places={ many } /> );
		expect( results() ).toHaveLength( 50 );
		expect(
			screen.getByText( '50 résultats affichés sur 120.' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', {
				name: 'Afficher 50 résultats de plus',
			} )
		);
		expect( results() ).toHaveLength( 100 );
		expect(
			screen.getByRole( 'link', { name: 'Lieu 050' } )
		).toHaveFocus();
		await user.click(
			screen.getByRole( 'button', {
				name: 'Afficher 20 résultats de plus',
			} )
		);
		expect( results() ).toHaveLength( 120 );
		expect(
			screen.queryByRole( 'button', { name: /résultats? de plus/ } )
		).toBeNull();
	} );
} );
