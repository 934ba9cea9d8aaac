/**
 * The portfolio list (specification §2.7, §4.1, §8; PRODUCT.md §3): filters, Load More, total,
 * search (through the REST API), entity decoding and the fetch error paths (kept list, visible
 * and announced message, Try again). The network is faked at window.fetch.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortfolio } from './render';
import { fakeServer, makeItem, type FakeItem } from './server';
import { SEARCH_DELAY } from '../components/Announcer';
import { liveTexts } from '../../../shared/test/liveTexts';

/**
 * Expects console.error( prefix, error ) with an error whose message holds `fragment` (errors
 * come from jsdom's realm, so they are matched by their message).
 * @param prefix   The console message.
 * @param fragment Part of the error's message.
 */
function expectErrored( prefix: string, fragment: string ) {
	expect( console ).toHaveErrored();
	// eslint-disable-next-line no-console
	const calls = ( console.error as unknown as jest.Mock ).mock.calls;
	expect(
		calls.some(
			( [ first, error ] ) =>
				first === prefix &&
				String( ( error as Error )?.message ?? error ).includes(
					fragment
				)
		)
	).toBe( true );
}

function items( count: number, overrides: Partial< FakeItem > = {} ) {
	return Array.from( { length: count }, ( _, i ) =>
		makeItem( { title: { rendered: `Lieu ${ i + 1 }` }, ...overrides } )
	);
}

function titles(): string[] {
	return within( screen.getByRole( 'list', { name: 'Portfolio items' } ) )
		.queryAllByRole( 'heading', { level: 3 } )
		.map( ( h ) => h.textContent ?? '' );
}

function liveRegion(): HTMLElement {
	return document.querySelector( '[aria-live="polite"]' ) as HTMLElement;
}

/**
 * After a failed fetch: the error logged, the failure said visibly and in the live region,
 * and no « No items found » (the items shown before stay).
 */
async function expectLoadError(): Promise< void > {
	await waitFor( () => expectErrored( 'Error fetching data:', 'HTTP 500' ) );
	await waitFor( () =>
		expect( liveRegion() ).toHaveTextContent(
			'Loading failed: the list was not updated.'
		)
	);
	expect(
		screen.getByText( 'Loading failed: the list was not updated.', {
			selector: 'p',
		} )
	).toBeVisible();
	expect( screen.queryByText( 'No items found' ) ).not.toBeInTheDocument();
}

/**
 * Records every text the live region takes from now on.
 */
function recordLiveRegion(): () => string[] {
	const { texts } = liveTexts( liveRegion() );
	return () => texts;
}

async function loaded( count: number ) {
	await waitFor( () => expect( titles() ).toHaveLength( count ) );
	await waitFor( () =>
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument()
	);
}

describe( 'portfolio list', () => {
	it( 'shows the header only when a list or the search is on, and fetches no category then', async () => {
		const server = fakeServer( items( 2 ) );
		renderPortfolio( {
			showCategories: false,
			showOtherCategories: false,
			showSearch: false,
		} );
		await loaded( 2 );
		expect( screen.queryByRole( 'searchbox' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'group' ) ).not.toBeInTheDocument();
		expect(
			server
				.urls()
				.filter( ( u ) =>
					new URL( u ).pathname.endsWith( '-categories' )
				)
		).toEqual( [] );
	} );

	it( 'fetches each category list once, on mount, only for the lists shown', async () => {
		const server = fakeServer(
			items( 2, { 'acces-portfolio-categories': [ 1 ] } )
		);
		renderPortfolio( { showOtherCategories: false } );
		await loaded( 2 );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Hôtels' } )
		);
		await loaded( 2 );
		const categoryCalls = server
			.urls()
			.filter( ( u ) => new URL( u ).pathname.endsWith( '-categories' ) );
		expect( categoryCalls ).toEqual( [
			'http://localhost/wp-json/wp/v2/acces-portfolio-categories?per_page=100',
		] );
	} );

	it( 'lists the other categories first, then the categories, each with All and without count-0 entries, names decoded', async () => {
		fakeServer( items( 1 ) );
		renderPortfolio();
		await loaded( 1 );
		const groups = await screen.findAllByRole( 'group' );
		expect( groups.map( ( g ) => g.getAttribute( 'aria-label' ) ) ).toEqual(
			[ 'Other categories', 'Categories' ]
		);
		await waitFor( () =>
			expect(
				within( groups[ 1 ] )
					.getAllByRole( 'button' )
					.map( ( b ) => b.textContent )
			).toEqual( [ 'All', 'Hôtels', 'Vins & Terroirs' ] )
		);
		expect(
			within( groups[ 0 ] )
				.getAllByRole( 'button' )
				.map( ( b ) => b.textContent )
		).toEqual( [ 'All', 'Sites web', 'Vidéos' ] );
	} );

	it( 'hides the All links when they are off', async () => {
		fakeServer( items( 1 ) );
		renderPortfolio( {
			showCategoriesAll: false,
			showOtherCategoriesAll: false,
		} );
		await screen.findByRole( 'button', { name: 'Hôtels' } );
		await screen.findByRole( 'button', { name: 'Sites web' } );
		expect(
			screen.queryByRole( 'button', { name: 'All' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows only the categories named in a label list', async () => {
		fakeServer( items( 1 ) );
		renderPortfolio( {
			categorySelectedLabels: '["Vins & Terroirs"]',
			otherCategorySelectedLabels: '["Vidéos","Inconnue"]',
		} );
		await screen.findByRole( 'button', { name: 'Vins & Terroirs' } );
		await screen.findByRole( 'button', { name: 'Vidéos' } );
		expect(
			screen.queryByRole( 'button', { name: 'Hôtels' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Sites web' } )
		).not.toBeInTheDocument();
	} );

	it( 'applies no label filter and logs when a label list cannot be parsed', async () => {
		fakeServer( items( 1 ) );
		renderPortfolio( { categorySelectedLabels: '["Hôtels"' } );
		await screen.findByRole( 'button', { name: 'Hôtels' } );
		await screen.findByRole( 'button', { name: 'Vins & Terroirs' } );
		expectErrored( 'Error parsing attributes:', 'JSON' );
	} );

	it( 'colours the active filter with activeHeaderTextColor and the others with headerTextColor', async () => {
		fakeServer( items( 2, { 'acces-portfolio-categories': [ 1 ] } ) );
		renderPortfolio( {
			headerColor: '#eeeeee',
			headerTextColor: '#222222',
			activeHeaderTextColor: '#0000aa',
		} );
		const hotels = await screen.findByRole( 'button', { name: 'Hôtels' } );
		const all = within(
			screen.getByRole( 'group', { name: 'Categories' } )
		).getByRole( 'button', { name: 'All' } );
		expect( all ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( all ).toHaveStyle( { color: '#0000aa' } );
		expect( hotels ).toHaveStyle( { color: '#222222' } );
		await userEvent.click( hotels );
		expect( hotels ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( hotels ).toHaveStyle( { color: '#0000aa' } );
		expect( all ).toHaveStyle( { color: '#222222' } );
		expect( all.closest( '.acces-portfolio__header' ) ).toHaveStyle( {
			backgroundColor: '#eeeeee',
		} );
		await loaded( 2 );
	} );

	it( 'sends no taxonomy parameter with All selected and no ids configured', async () => {
		const server = fakeServer( items( 2 ) );
		renderPortfolio();
		await loaded( 2 );
		const [ request ] = server.itemRequests();
		expect( request.search ).toBe( '?per_page=3&page=1' );
	} );

	it( 'sends the configured id lists, comma-joined', async () => {
		const server = fakeServer(
			items( 2, {
				'acces-portfolio-categories': [ 3 ],
				'acces-portfolio-tags': [ 7 ],
			} )
		);
		renderPortfolio( {
			categorySelectedNum: [ 3, 5 ],
			otherCategorySelectedNum: '',
			tagsSelectedNum: '7,9',
		} );
		await loaded( 2 );
		expect( server.itemRequests()[ 0 ].search ).toBe(
			'?per_page=3&page=1&acces-portfolio-categories=3,5&acces-portfolio-tags=7,9'
		);
	} );

	it( 'clears the list, resets to page 1 and refetches on each filter change', async () => {
		const hotels = items( 4, {
			'acces-portfolio-categories': [ 1 ],
			'acces-portfolio-other-categories': [ 10 ],
		} );
		const wine = items( 2, {
			'acces-portfolio-categories': [ 2 ],
			'acces-portfolio-other-categories': [ 11 ],
		} );
		const server = fakeServer( [ ...hotels, ...wine ] );
		renderPortfolio();
		await loaded( 3 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Load More' } )
		);
		await loaded( 6 );

		server.hold();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Vins & Terroirs' } )
		);
		// Cleared at once, while page 1 of the new selection loads.
		expect( titles() ).toEqual( [] );
		expect( screen.getByRole( 'status' ) ).toBeInTheDocument();
		await act( () => server.release() );
		await loaded( 2 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=1&acces-portfolio-categories=2'
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Vidéos' } )
		);
		await loaded( 2 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=1&acces-portfolio-categories=2&acces-portfolio-other-categories=11'
		);

		// The selected category wins over the configured ids; All goes back to them.
		const categories = screen.getByRole( 'group', { name: 'Categories' } );
		await userEvent.click(
			within( categories ).getByRole( 'button', { name: 'All' } )
		);
		await loaded( 2 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=1&acces-portfolio-other-categories=11'
		);
	} );

	it( 'refetches page 1 when the configured id lists change', async () => {
		const server = fakeServer( [
			...items( 2, { 'acces-portfolio-categories': [ 1 ] } ),
			...items( 1, {
				'acces-portfolio-categories': [ 2 ],
				'acces-portfolio-tags': [ 7 ],
			} ),
		] );
		const view = renderPortfolio( { categorySelectedNum: [ 1 ] } );
		await loaded( 2 );
		view.update( { categorySelectedNum: [ 2 ] } );
		await loaded( 1 );
		view.update( { categorySelectedNum: [ 2 ], tagsSelectedNum: [ 7 ] } );
		await waitFor( () =>
			expect( server.itemRequests() ).toHaveLength( 3 )
		);
		await loaded( 1 );
		view.update( {
			categorySelectedNum: [ 2 ],
			tagsSelectedNum: [ 7 ],
			otherCategorySelectedNum: [ 11 ],
		} );
		await waitFor( () =>
			expect( server.itemRequests() ).toHaveLength( 4 )
		);
		expect( server.itemRequests().map( ( u ) => u.search ) ).toEqual( [
			'?per_page=3&page=1&acces-portfolio-categories=1',
			'?per_page=3&page=1&acces-portfolio-categories=2',
			'?per_page=3&page=1&acces-portfolio-categories=2&acces-portfolio-tags=7',
			'?per_page=3&page=1&acces-portfolio-categories=2&acces-portfolio-other-categories=11&acces-portfolio-tags=7',
		] );
		await loaded( 0 );
	} );

	it( 'shows Load More only while fewer items than the total are loaded and nothing loads', async () => {
		const server = fakeServer( items( 7 ) );
		renderPortfolio();
		await loaded( 3 );
		const more = screen.getByRole( 'button', { name: 'Load More' } );

		server.hold();
		await userEvent.click( more );
		// A spinner replaces the button while the page loads.
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).not.toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		await act( () => server.release() );
		await loaded( 6 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=2'
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Load More' } )
		);
		await loaded( 7 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=3'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).not.toBeInTheDocument();
		expect( titles() ).toEqual(
			[ 1, 2, 3, 4, 5, 6, 7 ].map( ( n ) => `Lieu ${ n }` )
		);
	} );

	it( 'sizes Load More in rem, so that it follows the text size (the px settings are for 100 %)', async () => {
		fakeServer( items( 4 ) );
		renderPortfolio( {
			loadMoreSize: 18,
			loadMoreVerticalPadding: 12,
			loadMoreHorizantalPadding: 28,
			loadMoreBorderWidth: 2,
		} );
		await loaded( 3 );
		const more = screen.getByRole( 'button', { name: 'Load More' } );
		expect( more.style.fontSize ).toBe( '1.125rem' );
		expect( more.style.padding ).toBe( '0.75rem 1.75rem' );
		expect( more.style.borderWidth ).toBe( '2px' );
	} );

	it( 'moves focus to the first new item after Load More and announces the count', async () => {
		fakeServer( items( 5 ) );
		renderPortfolio();
		await loaded( 3 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Load More' } )
		);
		await loaded( 5 );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Lieu 4' } )
			).toHaveFocus()
		);
		await waitFor( () =>
			expect(
				document.querySelector( '[aria-live="polite"]' )
			).toHaveTextContent( '5 items shown out of 5.' )
		);
	} );

	it( 'reads the total from X-WP-Total again after a reset', async () => {
		fakeServer( [
			...items( 2, { 'acces-portfolio-categories': [ 1 ] } ),
			...items( 2, { 'acces-portfolio-categories': [ 2 ] } ),
		] );
		renderPortfolio( { itemsPerPage: 2 } );
		await loaded( 2 );
		// 4 in all: Load More is there.
		expect(
			screen.getByRole( 'button', { name: 'Load More' } )
		).toBeInTheDocument();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Hôtels' } )
		);
		await loaded( 2 );
		// 2 in all after the reset: everything is loaded.
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).not.toBeInTheDocument();
	} );

	it( 'searches every item through the REST API once typing pauses, with the filters, and announces what it found', async () => {
		const server = fakeServer( [
			...items( 3 ),
			makeItem( {
				title: { rendered: 'Auberge du Lac' },
				'acces-portfolio-categories': [ 1 ],
			} ),
			makeItem( { title: { rendered: 'Vendanges accessibles' } } ),
			makeItem( {
				title: { rendered: 'Camping du LAC vert' },
				'acces-portfolio-categories': [ 1 ],
			} ),
			makeItem( { title: { rendered: 'Plage du lac' } } ),
			makeItem( { title: { rendered: 'Lac de Montech' } } ),
		] );
		renderPortfolio();
		await loaded( 3 );
		const search = screen.getByRole( 'searchbox', { name: 'Search' } );
		expect( search ).toHaveAttribute( 'placeholder', 'Search…' );

		// « Vendanges accessibles » is not loaded yet: the API finds it.
		await userEvent.type( search, 'VENDANGES' );
		// One request, once typing pauses (not one per key).
		await waitFor( () =>
			expect( titles() ).toEqual( [ 'Vendanges accessibles' ] )
		);
		expect( server.itemRequests().map( ( u ) => u.search ) ).toEqual( [
			'?per_page=3&page=1',
			'?per_page=3&page=1&search=VENDANGES',
		] );
		expect(
			screen.queryByText( 'No items found' )
		).not.toBeInTheDocument();
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent( /^1 item found\.$/ )
		);

		// Four items hold « lac »: the first page, then Load More with the same search.
		await userEvent.clear( search );
		await userEvent.type( search, 'lac' );
		await waitFor( () =>
			expect( titles() ).toEqual( [
				'Auberge du Lac',
				'Camping du LAC vert',
				'Plage du lac',
			] )
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent( /^4 items found\.$/ )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Load More' } )
		);
		await loaded( 4 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=2&search=lac'
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				/^4 items shown out of 4\.$/
			)
		);

		// A filter keeps the search, and the search keeps the filter.
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Hôtels' } )
		);
		await loaded( 2 );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=1&acces-portfolio-categories=1&search=lac'
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent( /^2 items found\.$/ )
		);

		// Nothing found: said so, truly.
		await userEvent.type( search, 'x' );
		await waitFor( () =>
			expect( screen.getByText( 'No items found' ) ).toBeInTheDocument()
		);
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=3&page=1&acces-portfolio-categories=1&search=lacx'
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent( /^0 items found\.$/ )
		);

		// An empty field goes back to the whole selection.
		await userEvent.clear( search );
		await loaded( 2 );
		await waitFor( () =>
			expect( server.itemRequests().pop()?.search ).toBe(
				'?per_page=3&page=1&acces-portfolio-categories=1'
			)
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				/^2 items shown out of 2\.$/
			)
		);
	} );

	it( 'searches at once on Enter, without waiting for the pause', async () => {
		const server = fakeServer( [
			...items( 3 ),
			makeItem( { title: { rendered: 'Vendanges accessibles' } } ),
		] );
		renderPortfolio();
		await loaded( 3 );
		const search = screen.getByRole( 'searchbox', { name: 'Search' } );
		await userEvent.type( search, 'vendanges{Enter}' );
		await waitFor(
			() =>
				expect( server.itemRequests().pop()?.search ).toBe(
					'?per_page=3&page=1&search=vendanges'
				),
			{ timeout: SEARCH_DELAY / 2 }
		);
		await loaded( 1 );
		// The pause that follows sends nothing more.
		await act(
			() =>
				new Promise( ( resolve ) =>
					setTimeout( resolve, SEARCH_DELAY + 100 )
				)
		);
		expect( server.itemRequests() ).toHaveLength( 2 );
	} );

	it( 'names its search landmark, apart from the theme’s search form', async () => {
		fakeServer( items( 1 ) );
		renderPortfolio();
		await loaded( 1 );
		const landmark = screen.getByRole( 'search', {
			name: 'Search portfolio items',
		} );
		expect(
			within( landmark ).getByRole( 'searchbox', { name: 'Search' } )
		).toBeInTheDocument();
	} );

	it( 'shows No items found when the selection has no item', async () => {
		fakeServer( [] );
		renderPortfolio();
		expect(
			await screen.findByText( 'No items found' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).not.toBeInTheDocument();
	} );

	it( 'decodes entities in titles and shows them as text, never as HTML', async () => {
		fakeServer( [
			makeItem( {
				title: { rendered: 'Vins &amp; Terroirs d&rsquo;ici' },
			} ),
			makeItem( {
				title: { rendered: '&lt;img src=x onerror=alert(1)&gt;' },
			} ),
			makeItem( { title: { rendered: '<b>gras</b>' } } ),
		] );
		renderPortfolio();
		await loaded( 3 );
		expect( titles() ).toEqual( [
			'Vins & Terroirs d’ici',
			'<img src=x onerror=alert(1)>',
			'<b>gras</b>',
		] );
		const grid = screen.getByRole( 'list', { name: 'Portfolio items' } );
		expect( grid.querySelector( 'img[src="x"], b' ) ).toBeNull();
	} );

	it( 'keeps the items after a failed Load More, says so visibly and in the live region, and Load More stays to fetch the same page', async () => {
		const server = fakeServer( items( 5 ) );
		renderPortfolio();
		await loaded( 3 );
		server.failItems( true );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Load More' } )
		);
		await expectLoadError();
		await loaded( 3 );
		// Load More stays available to retry (PRODUCT.md §3) and has the focus back; no
		// second retry button.
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).not.toBeInTheDocument();
		const retry = screen.getByRole( 'button', { name: 'Load More' } );
		await waitFor( () => expect( retry ).toHaveFocus() );
		server.failItems( false );
		await userEvent.click( retry );
		await loaded( 5 );
		expect(
			screen.queryByText( 'Loading failed: the list was not updated.', {
				selector: 'p',
			} )
		).not.toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Lieu 4' } )
			).toHaveFocus()
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				'5 items shown out of 5.'
			)
		);
		expect( server.itemRequests().map( ( u ) => u.search ) ).toEqual( [
			'?per_page=3&page=1',
			'?per_page=3&page=2',
			'?per_page=3&page=2',
		] );
	} );

	it( 'keeps the list shown when a filter change fails, instead of the stale count, and Try again fetches the new selection', async () => {
		const server = fakeServer( [
			...items( 4 ),
			...items( 1, { 'acces-portfolio-categories': [ 1 ] } ),
		] );
		renderPortfolio( { itemsPerPage: 2 } );
		await loaded( 2 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Load More' } )
		);
		await loaded( 4 );
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				'4 items shown out of 5.'
			)
		);
		server.failItems( true );
		const hotels = await screen.findByRole( 'button', { name: 'Hôtels' } );
		await userEvent.click( hotels );
		await expectLoadError();
		// The four items shown before come back.
		await loaded( 4 );
		expect( titles() ).toEqual( [
			'Lieu 1',
			'Lieu 2',
			'Lieu 3',
			'Lieu 4',
		] );
		// The focus stays on the filter; Load More would mix two selections.
		expect( hotels ).toHaveFocus();
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).not.toBeInTheDocument();

		// Failing again says it again (the region is emptied first).
		const said = recordLiveRegion();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await waitFor( () =>
			expect( said() ).toEqual( [
				'',
				'Loading failed: the list was not updated.',
			] )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Try again' } )
			).toHaveFocus()
		);

		server.failItems( false );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await loaded( 1 );
		expect( titles() ).toEqual( [ 'Lieu 1' ] );
		expect( server.itemRequests().pop()?.search ).toBe(
			'?per_page=2&page=1&acces-portfolio-categories=1'
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Lieu 1' } )
			).toHaveFocus()
		);
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent( '1 item shown out of 1.' )
		);
	} );

	it( 'says when the first page fails and lets Try again load it', async () => {
		const server = fakeServer( items( 2 ) );
		server.failItems( true );
		renderPortfolio();
		const retry = await screen.findByRole( 'button', {
			name: 'Try again',
		} );
		expectErrored( 'Error fetching data:', 'HTTP 500' );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'No items found' )
		).not.toBeInTheDocument();
		await waitFor( () =>
			expect( liveRegion() ).toHaveTextContent(
				'Loading failed: the list was not updated.'
			)
		);
		server.failItems( false );
		await userEvent.click( retry );
		await loaded( 2 );
	} );

	it( 'logs a failed category fetch and still shows the items', async () => {
		const server = fakeServer( items( 2 ) );
		server.failCategories( true );
		renderPortfolio();
		await loaded( 2 );
		await waitFor( () =>
			expectErrored( 'Error fetching portfolio categories:', 'HTTP 500' )
		);
		expect(
			screen.getByRole( 'group', { name: 'Categories' } )
		).toBeInTheDocument();
	} );
} );
