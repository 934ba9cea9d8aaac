/**
 * What the first paint of each page type waits for: no stylesheet of the plugin is a
 * render-blocking request (the banner's, the toolbar's, the map's and the provider page's are
 * printed inside the page; the lightbox's, needed only once it opens, at the end of the body),
 * and the server compresses text as production servers do (tools/router.php).
 */
import { test, expect } from '../fixtures';
import { CLUB, openGalleryImage } from '../media/helpers';

const PAGES = [
	{ name: 'plain page', path: '/declaration-accessibilite/', inline: [] },
	{
		name: 'provider page',
		path: '/prestataires-accessibles/hotels/hotel-les-glycines-bleues/',
		inline: [ 'map-index', 'provider-pages-index' ],
		footer: 'lightbox-index',
	},
	{
		name: 'category page',
		path: '/prestataires-accessibles/hotels/',
		inline: [ 'map-index' ],
	},
	{
		name: 'list map page',
		path: '/carte-des-prestataires/',
		inline: [ 'map-index' ],
	},
	{
		name: 'map search page',
		path: '/recherche-sur-la-carte/',
		inline: [ 'map-index' ],
	},
	{
		name: 'portfolio page',
		path: '/portfolio/',
		inline: [ 'blocks-portfolio-view' ],
	},
	{
		name: 'club page',
		path: '/club-handisport/',
		inline: [ 'blocks-slider-view', 'particles-index' ],
		footer: 'lightbox-index',
	},
];

/**
 * Every `<link rel="stylesheet">` of the plugin in a piece of HTML, by its id.
 * @param html
 */
function pluginLinks( html: string ): string[] {
	return [ ...html.matchAll( /<link\b[^>]*>/g ) ]
		.map( ( m ) => m[ 0 ] )
		.filter(
			( tag ) =>
				/rel=['"]stylesheet/.test( tag ) &&
				/\/plugins\/acces-tourisme\//.test( tag )
		)
		.map( ( tag ) => /id=['"]([^'"]+)/.exec( tag )?.[ 1 ] ?? tag );
}

test.describe( 'first paint', () => {
	for ( const type of PAGES ) {
		test( `${ type.name }: no render-blocking stylesheet of the plugin`, async ( {
			request,
		} ) => {
			const response = await request.get( type.path );
			expect( response.status() ).toBe( 200 );
			const html = await response.text();
			const end = html.indexOf( '</head>' );
			expect( end ).toBeGreaterThan( 0 );
			const head = html.slice( 0, end );
			expect( pluginLinks( head ) ).toEqual( [] );
			// The consent and toolbar's style (one entry for both, src/site), and the page's own.
			for ( const entry of [ 'site-index', ...type.inline ] ) {
				// Printed inside the page, with its rules.
				const style = new RegExp(
					`<style id='acces-${ entry }-inline-css'>\\s*\\S[^<]{100,}</style>`
				);
				expect( head, entry ).toMatch( style );
			}
			if ( type.footer ) {
				// After the content, before the scripts that use it.
				expect( pluginLinks( html.slice( end ) ) ).toContain(
					`acces-${ type.footer }-css`
				);
			}
		} );
	}

	test( 'the lightbox is styled when it opens, from the stylesheet at the end of the page', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const dialog = await openGalleryImage( page );
		await expect(
			dialog.getByRole( 'button', { name: 'Fermer' } )
		).toBeVisible();
		// GLightbox's container covers the viewport only with its stylesheet.
		const box = await page.locator( '.glightbox-container' ).boundingBox();
		const viewport = page.viewportSize()!;
		expect( box?.width ).toBe( viewport.width );
		expect( box?.height ).toBe( viewport.height );
		expect(
			await page
				.locator( '.glightbox-container' )
				.evaluate( ( el ) => getComputedStyle( el ).position )
		).toBe( 'fixed' );
	} );

	test( 'the server compresses pages, scripts and styles for a browser that accepts gzip', async ( {
		request,
	} ) => {
		for ( const path of [
			'/declaration-accessibilite/',
			'/wp-includes/js/dist/vendor/react-dom.min.js',
			'/wp-content/plugins/acces-tourisme/build/map/index.css',
		] ) {
			const response = await request.get( path, {
				headers: { 'Accept-Encoding': 'gzip' },
			} );
			expect( response.status(), path ).toBe( 200 );
			expect( response.headers()[ 'content-encoding' ], path ).toBe(
				'gzip'
			);
			expect( response.headers().vary, path ).toMatch(
				/Accept-Encoding/
			);
		}
	} );
} );
