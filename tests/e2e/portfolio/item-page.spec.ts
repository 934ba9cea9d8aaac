/**
 * A portfolio item's own page (`/portfolio/{slug}/`, where the grid sends an item of type
 * « page » without a site address), in the block theme (the plugin's template) and in a classic
 * theme: the item's title, image, text and details (type, categories, tags as links, the site it
 * presents), nothing left of the theme's post meta, axe clean, 320 px.
 * Serial: the classic part switches the site's theme and switches it back.
 */
import { test, expect, expectNoAxeViolations } from '../fixtures';
import { expectTheme, useTheme } from '../provider-pages/helpers';
import { decideConsent } from './helpers';

test.describe.configure( { mode: 'serial' } );

const GITE = '/portfolio/gite-quatre-vents/';
const CLUB = '/portfolio/sport-handicap/';
const FRAMED = '/portfolio/plan-centre-ville/';

for ( const mode of [ 'block', 'classic' ] as const ) {
	test.describe( `portfolio item page, ${ mode } theme`, () => {
		useTheme( mode );

		test.beforeEach( async ( { context, baseURL } ) => {
			await decideConsent( context, baseURL! );
		} );

		test( 'shows the item with its details in French, without dangling post meta; its links work', async ( {
			page,
		} ) => {
			await page.goto( GITE );
			await expectTheme( page, mode );
			const main = page.getByRole( 'main' );
			await expect(
				main.getByRole( 'heading', { level: 1 } )
			).toHaveText( 'Gîte des Quatre Vents' );
			await expect(
				main.getByRole( 'img', {
					name: 'Page d’accueil du site « Gîte des Quatre Vents »',
				} )
			).toBeVisible();
			const details = main.locator( '.acces-portfolio-item > p' );
			await expect( details ).toHaveText( [
				'Type : Gîte',
				'Catégories : Hébergements',
				'Autres catégories : Sites web',
				'Étiquettes : Label Tourisme & Handicap',
			] );
			// Twenty Twenty-Three's post meta named a post's categories and tags: « dans » and
			// « Étiquettes : » with nothing after them.
			const text = ( await page.locator( 'body' ).innerText() ).replace(
				/\s+/g,
				' '
			);
			expect( text ).not.toMatch( /\bdans( Par| par|$)/ );
			expect( text.match( /Étiquettes :/g ) ).toHaveLength( 1 );
			await expectNoAxeViolations( page );

			await main.getByRole( 'link', { name: 'Hébergements' } ).click();
			await expect( page ).toHaveURL(
				/\/acces-portfolio-categories\/hebergements\/$/
			);
			await expect(
				page.getByRole( 'heading', { name: 'Gîte des Quatre Vents' } )
			).toBeVisible();
		} );

		test( 'links the site it presents, in a new tab when the item asks, never to itself', async ( {
			page,
		} ) => {
			await page.goto( CLUB );
			const site = page
				.getByRole( 'main' )
				.getByRole( 'link', { name: /^Visiter le site/ } );
			await expect( site ).toHaveText(
				'Visiter le site « Sport & Handicap 82 » (s’ouvre dans un nouvel onglet)'
			);
			await expect( site ).toHaveAttribute(
				'href',
				'https://www.example.org/sport-handicap/'
			);
			await expect( site ).toHaveAttribute( 'target', '_blank' );

			// This item presents its own page (the quick view frames it).
			await page.goto( FRAMED );
			await expect(
				page
					.getByRole( 'main' )
					.getByText( 'Catégories :', { exact: true } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: /^Visiter le site/ } )
			).toHaveCount( 0 );
		} );

		test( 'reflows at 320 px with the whole image on screen', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 320, height: 640 } );
			await page.goto( GITE );
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				)
			).toBe( 0 );
			if ( mode === 'block' ) {
				// The screenshot of a site (800 × 1400) is shown whole, not taller than the screen.
				const image = page.getByRole( 'main' ).locator( 'figure img' );
				expect( ( await image.boundingBox() )!.height ).toBeLessThan(
					640
				);
			}
		} );
	} );
}
