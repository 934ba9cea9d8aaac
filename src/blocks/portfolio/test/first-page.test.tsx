/**
 * The first page takes the place of the server's placeholder in one go (issue 6: no layout
 * shift): the placeholder stays, hidden from assistive technology and with the spinner over it,
 * until the first page and the category lists have answered.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { mountPortfolios } from '../view';
import { LISTS_WAIT } from '../hooks/useFirstPageShown';
import { renderPortfolio } from './render';
import { API, fakeServer, makeItem } from './server';

/**
 * A wrapper as PHP prints it, with its placeholder (PortfolioPlaceholder.php, shortened).
 * @param settings The data-settings attribute.
 */
function wrapperWithPlaceholder( settings: string ) {
	const el = document.createElement( 'div' );
	el.className = 'wp-block-acces-tourisme-portfolio acces-portfolio';
	el.setAttribute( 'data-settings', settings );
	el.setAttribute( 'data-api-url', API );
	const placeholder = document.createElement( 'div' );
	placeholder.className = 'acces-portfolio__placeholder';
	placeholder.setAttribute( 'aria-hidden', 'true' );
	for ( let i = 0; i < 2; i++ ) {
		const card = document.createElement( 'div' );
		card.className = 'acces-portfolio__card';
		placeholder.appendChild( card );
	}
	el.appendChild( placeholder );
	document.body.appendChild( el );
	return { el, placeholder };
}

/**
 * Holds the category lists' answers until `release()`.
 */
function holdCategoryLists() {
	const answer = window.fetch;
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	window.fetch = ( async ( input: string ) => {
		if ( new URL( input ).pathname.endsWith( '-categories' ) ) {
			await held;
		}
		return answer( input );
	} ) as unknown as typeof window.fetch;
	return () => act( async () => release() );
}

function grid() {
	return screen.queryByRole( 'list', { name: 'Portfolio items' } );
}

afterEach( () => {
	document.body.innerHTML = '';
	jest.useRealTimers();
} );

describe( 'first page', () => {
	it( 'keeps the server placeholder, aria-hidden, under the spinner, then replaces it with the items', async () => {
		const server = fakeServer( [
			makeItem( { title: { rendered: 'Gîte' } } ),
		] );
		server.hold();
		const { el, placeholder } = wrapperWithPlaceholder(
			'{"itemsPerPage":2,"showCategories":false,"showOtherCategories":false}'
		);
		expect( mountPortfolios() ).toBe( 1 );
		expect( el ).not.toHaveAttribute( 'data-settings' );
		// Moved into the app, not dropped: the space stays reserved.
		expect( el ).toContainElement( placeholder );
		expect( placeholder ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( placeholder.parentElement ).toHaveClass(
			'acces-portfolio__loading',
			'has-placeholder'
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( grid() ).not.toBeInTheDocument();

		await act( () => server.release() );
		expect(
			await screen.findByRole( 'heading', { name: 'Gîte' } )
		).toBeInTheDocument();
		expect( placeholder ).not.toBeInTheDocument();
		expect( el.querySelector( '.acces-portfolio__loading' ) ).toBeNull();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'drops the placeholder when the settings are not valid JSON', () => {
		fakeServer( [] );
		const { el } = wrapperWithPlaceholder( '{"itemsPerPage":' );
		expect( mountPortfolios() ).toBe( 0 );
		expect( el ).toBeEmptyDOMElement();
		expect( console ).toHaveErrored();
	} );

	it( 'shows the header and the items together, once the category lists have answered', async () => {
		const server = fakeServer( [ makeItem(), makeItem() ] );
		const release = holdCategoryLists();
		renderPortfolio();
		await waitFor( () =>
			expect( server.itemRequests() ).toHaveLength( 1 )
		);
		// The items are in; the lists are not: nothing moves yet.
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 0 ) )
		);
		expect( grid() ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'group' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toBeInTheDocument();

		await release();
		await waitFor( () => expect( grid() ).toBeInTheDocument() );
		expect(
			screen.getByRole( 'button', { name: 'Hôtels' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Sites web' } )
		).toBeInTheDocument();
		expect( screen.getAllByRole( 'heading', { level: 3 } ) ).toHaveLength(
			2
		);
	} );

	it( 'waits for the category lists no longer than LISTS_WAIT after the items', async () => {
		const server = fakeServer( [ makeItem() ] );
		const release = holdCategoryLists();
		jest.useFakeTimers();
		renderPortfolio();
		await waitFor( () =>
			expect( server.itemRequests() ).toHaveLength( 1 )
		);
		await act( async () => {
			await Promise.resolve();
		} );
		act( () => {
			jest.advanceTimersByTime( LISTS_WAIT - 1 );
		} );
		expect( grid() ).not.toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( grid() ).toBeInTheDocument();
		expect(
			screen.getByRole( 'searchbox', { name: 'Search' } )
		).toBeInTheDocument();
		jest.useRealTimers();
		// The lists still come in when they answer.
		await release();
		expect(
			await screen.findByRole( 'button', { name: 'Hôtels' } )
		).toBeInTheDocument();
	} );
} );
