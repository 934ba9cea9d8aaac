/**
 * Mounting on the wrappers that PHP printed (specification §2.7, §5, §8).
 */
import { screen, waitFor } from '@testing-library/react';
import { mountPortfolios } from '../view';
import { normaliseSettings, texts } from '../settings';
import { API, fakeServer, makeItem } from './server';

function wrapper( settings: string ) {
	const el = document.createElement( 'div' );
	el.className = 'wp-block-acces-tourisme-portfolio acces-portfolio';
	el.setAttribute( 'data-settings', settings );
	el.setAttribute( 'data-api-url', API );
	el.setAttribute(
		'data-categories-url',
		'http://localhost/wp-json/wp/v2/acces-portfolio-categories'
	);
	el.setAttribute(
		'data-other-categories-url',
		'http://localhost/wp-json/wp/v2/acces-portfolio-other-categories'
	);
	document.body.appendChild( el );
	return el;
}

afterEach( () => {
	document.body.innerHTML = '';
	document.body.className = '';
} );

describe( 'mounting', () => {
	it( 'mounts on the wrapper, removes the settings attribute once read and uses apiUrl', async () => {
		const server = fakeServer( [
			makeItem( { title: { rendered: 'Gîte' } } ),
		] );
		const el = wrapper( '{"itemsPerPage":6,"showSearch":false}' );
		expect( mountPortfolios() ).toBe( 1 );
		expect( el ).not.toHaveAttribute( 'data-settings' );
		expect(
			await screen.findByRole( 'heading', { name: 'Gîte' } )
		).toBeInTheDocument();
		expect( server.itemRequests()[ 0 ].href ).toBe(
			`${ API }?per_page=6&page=1`
		);
		expect( screen.queryByRole( 'searchbox' ) ).not.toBeInTheDocument();
		await waitFor( () =>
			expect( el.querySelector( '[role="status"]' ) ).toBeNull()
		);
	} );

	it( 'renders nothing and logs when the settings are not valid JSON', () => {
		const server = fakeServer( [] );
		const el = wrapper( '{"itemsPerPage":' );
		expect( mountPortfolios() ).toBe( 0 );
		expect( el ).toBeEmptyDOMElement();
		expect( server.fetch ).not.toHaveBeenCalled();
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console
		const errors = ( console.error as unknown as jest.Mock ).mock.calls;
		const [ message ] = errors[ 0 ];
		expect( message ).toBe( 'Error with rendering portfolio block:' );
	} );

	it( 'stays inert in the block editor', () => {
		const server = fakeServer( [] );
		document.body.classList.add( 'block-editor-page' );
		const el = wrapper( '{}' );
		expect( mountPortfolios() ).toBe( 0 );
		expect( el ).toBeEmptyDOMElement();
		expect( server.fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'settings', () => {
	it( 'fill every missing or mistyped setting from block.json', () => {
		const s = normaliseSettings( {
			columns: 9,
			itemsPerPage: 'x',
			showSearch: 'no',
			titlePosition: 'left',
			scrollSpeed: '2.5',
		} );
		expect( s.columns ).toBe( 4 );
		expect( s.itemsPerPage ).toBe( 12 );
		expect( s.showSearch ).toBe( false );
		expect( s.showCategories ).toBe( true );
		expect( s.titlePosition ).toBe( 'bottom' );
		expect( s.scrollSpeed ).toBe( 2.5 );
		expect( s[ 'show-quick-view' ] ).toBe( 'yes' );
		expect( normaliseSettings( null ).loadMoreButtonText ).toBe(
			'Load More'
		);
	} );

	it( 'show the default texts translated and custom texts as written', () => {
		expect( texts( normaliseSettings( {} ) ) ).toEqual( {
			quickView: 'Quick View',
			loadMore: 'Load More',
		} );
		expect(
			texts(
				normaliseSettings( {
					quickViewText: 'Voir',
					loadMoreButtonText: 'Encore',
				} )
			)
		).toEqual( {
			quickView: 'Voir',
			loadMore: 'Encore',
		} );
	} );
} );
