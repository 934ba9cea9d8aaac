/**
 * The plugin's own boxes on a phone with text at 200 % (docs/consent-and-toolbar.md, "Narrow
 * screens with large text"): their padding grows with the text only up to a share of the
 * screen, and their titles are no larger than the text there, so that words stay whole. The
 * banner (first view and « Personnaliser »), the toolbar's panel, the video placeholder; the
 * toolbar's boxes and buttons all one size; the theme's side margins capped, so that the
 * club page's words stay whole. Engine independent (SQLite only).
 */
import { test, expect } from '../fixtures';
import { choosePreferences, seedPreferencesScript } from '../a11y/helpers';
import { installCutWords, cutWords } from '../words';
import { banner } from '../consent/helpers';
import { CLUB } from '../media/helpers';
import { openToolbar } from './helpers';

/**
 * The horizontal padding of the first element matching `selector`, in px.
 * @param page
 * @param selector
 */
async function sidePadding(
	page: import('@playwright/test').Page,
	selector: string
) {
	return page
		.locator( selector )
		.first()
		.evaluate( ( el ) => {
			const style = getComputedStyle( el );
			return (
				parseFloat( style.paddingLeft ) +
				parseFloat( style.paddingRight )
			);
		} );
}

test.describe( 'narrow screens with text at 200 %', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await installCutWords( context );
		await seedPreferencesScript( context );
		await choosePreferences( context, baseURL!, 'default', 200 );
	} );

	test( '320 and 360 px: whole words in the banner and the toolbar, boxes of one size, padding that does not double', async ( {
		page,
		context,
	} ) => {
		for ( const width of [ 320, 360 ] ) {
			await context.clearCookies( { name: 'acces_consent' } );
			await page.setViewportSize( { width, height: 640 } );
			await page.goto( CLUB );
			await expect( page.locator( 'html' ), 'text at 200 %' ).toHaveCSS(
				'font-size',
				'32px'
			);
			const region = banner( page );
			await expect( region ).toBeVisible();
			// Text at 200 % doubled the padding with it: 2 × 24 px of 304 at 320 px.
			expect(
				await sidePadding( page, '.acces-consent' )
			).toBeLessThanOrEqual( 0.1 * width );
			await region
				.getByRole( 'button', { name: 'Personnaliser' } )
				.click();
			for ( const box of await cutWords(
				page,
				'.acces-consent__title, .acces-consent__button, .acces-consent__category label, .acces-consent__categories legend'
			) ) {
				expect( box.cut, `${ width } px: « ${ box.text } »` ).toEqual(
					[]
				);
			}
			await region
				.getByRole( 'button', { name: 'Tout refuser' } )
				.click();

			const panel = await openToolbar( page );
			// No more than at 100 % (2 × 20 px); it was 2 × 40 px.
			expect(
				await sidePadding( page, '.acces-toolbar__panel' )
			).toBeLessThanOrEqual( 40 );
			const words = await cutWords(
				page,
				'.acces-toolbar__title, .acces-toolbar__panel button, .acces-toolbar__panel legend, .acces-toolbar__choice label'
			);
			expect( words.length ).toBeGreaterThan( 8 );
			for ( const box of words ) {
				expect( box.cut, `${ width } px: « ${ box.text } »` ).toEqual(
					[]
				);
			}
			// Every radio button and checkbox the same size, whatever its label: beside a long
			// label they shrank (19 to 40 px wide).
			const sizes = await panel
				.locator( '.acces-toolbar__choice input' )
				.evaluateAll( ( inputs ) =>
					inputs.map( ( input ) => {
						const rect = input.getBoundingClientRect();
						return `${ Math.round( rect.width ) }×${ Math.round(
							rect.height
						) }`;
					} )
				);
			expect( sizes.length ).toBe( 5 );
			expect( new Set( sizes ).size, sizes.join( ', ' ) ).toBe( 1 );
			expect( sizes[ 0 ] ).toBe( '40×40' );
			await page.keyboard.press( 'Escape' );
		}
	} );

	test( "320 and 360 px: the theme's side margins grow with the text only up to 5 % of the screen; the club page's words are whole", async ( {
		page,
		context,
		baseURL,
	} ) => {
		/**
		 * The left edge of the page's first paragraph, and where a full-width block added to
		 * its container lies (the theme's negative margins read the same margins).
		 */
		const edges = () =>
			page.evaluate( () => {
				const paragraph = document.querySelector( 'main p' )!;
				const full = document.createElement( 'div' );
				full.className = 'wp-block-group alignfull';
				full.style.height = '4px';
				paragraph.parentElement!.append( full );
				const rect = full.getBoundingClientRect();
				full.remove();
				return {
					text: paragraph.getBoundingClientRect().left,
					full: [ rect.left, rect.right ],
				};
			} );
		for ( const width of [ 320, 360 ] ) {
			await page.setViewportSize( { width, height: 640 } );
			await page.goto( CLUB );
			await expect( page.locator( 'html' ) ).toHaveCSS(
				'font-size',
				'32px'
			);
			// The demo theme's margins are 1.5rem: 2 × 48 px of 320 at 200 %.
			const zoomed = await edges();
			expect( zoomed.text ).toBe( Math.max( 16, 0.05 * width ) );
			expect( zoomed.full ).toEqual( [ 0, width ] );
			const words = await cutWords(
				page,
				'main :is(h1, h2, h3, p, li, figcaption, button, summary)'
			);
			expect( words.length ).toBeGreaterThan( 20 );
			for ( const box of words ) {
				expect( box.cut, `${ width } px: « ${ box.text } »` ).toEqual(
					[]
				);
			}
		}
		// At 100 % the theme's own margins, untouched.
		await choosePreferences( context, baseURL!, 'default', 100 );
		await page.goto( CLUB );
		await expect( page.locator( 'html' ) ).toHaveCSS( 'font-size', '16px' );
		const normal = await edges();
		expect( normal.text ).toBe( 24 );
		expect( normal.full ).toEqual( [ 0, 360 ] );
	} );

	test( '320 and 360 px: the video waiting for consent keeps its width for its text', async ( {
		page,
	} ) => {
		for ( const width of [ 320, 360 ] ) {
			await page.setViewportSize( { width, height: 640 } );
			await page.goto( CLUB );
			const placeholder = page
				.locator( '.acces-video-placeholder' )
				.first();
			await placeholder.scrollIntoViewIfNeeded();
			const box = await placeholder.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				return {
					width: el.getBoundingClientRect().width,
					padding:
						parseFloat( style.paddingLeft ) +
						parseFloat( style.paddingRight ),
				};
			} );
			// No more than at 100 % (2 × 20 px): at 200 % it was 2 × 40 px of a 224 px box at
			// 320 px, which left the text 144 px, seven letters a line.
			expect( box.padding ).toBeLessThanOrEqual( 40 );
			expect( box.padding / box.width ).toBeLessThan( 0.2 );
			// « autoriser », 9 letters in bold, broke at 320 px while the theme's margins
			// grew with the text too.
			for ( const button of await cutWords(
				page,
				'.acces-video-placeholder button, .acces-video-placeholder__title'
			) ) {
				expect(
					button.cut,
					`${ width } px: « ${ button.text } »`
				).toEqual( [] );
			}
		}
	} );
} );
