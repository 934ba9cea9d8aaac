/**
 * The consent banner, the toolbar and "Haut de page" appear without moving anything (issue 7
 * §7: no layout shift; issue 8: CLS of every page): on a first visit, where the banner opens
 * and the toolbar moves above it, and on a later one.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { acceptedCookies, banner } from '../consent/helpers';
import { recordShifts, recordedShifts } from '../layout-shift';

const PAGES = [ '/declaration-accessibilite/', '/carte-des-prestataires/' ];

async function shifts( page: Page ) {
	// The apps mount after the page is parsed; a second is ample for them to settle.
	await page.waitForTimeout( 1000 );
	// Shifts of the plugin's elements, or of a box without an element (the end-of-page spacer
	// is a pseudo-element), count. The theme's own (its navigation adjusting to its web font,
	// now and then) are listed but not counted: the bench's Lighthouse figure gives the whole
	// page's.
	const all = await recordedShifts( page );
	return {
		cls: all
			.filter( ( s ) => s.ours )
			.reduce( ( sum, s ) => sum + s.value, 0 ),
		list: all.map(
			( s ) =>
				`${ s.ours ? '' : '(theme, not counted) ' }${ s.value.toFixed(
					4
				) } ${ s.sources.join( ', ' ) }`
		),
	};
}

for ( const width of [ 412, 1280 ] ) {
	test.describe( `no layout shift at ${ width } px (MariaDB only: engine independent)`, () => {
		test.use( { viewport: { width, height: 823 } } );

		for ( const path of PAGES ) {
			test( `${ path }, first visit: the banner opens and the toolbar moves above it without a shift`, async ( {
				page,
			} ) => {
				await recordShifts( page );
				await page.goto( path );
				await expect( banner( page ) ).toBeVisible();
				const toggle = page.getByRole( 'button', {
					name: 'Accessibilité',
				} );
				await expect( toggle ).toBeVisible();
				const { cls, list } = await shifts( page );
				// Nothing that a visitor sees move: the spacer's shift was 0.09 and the
				// toolbar's 0.0125; a sub-pixel adjustment of an icon (0.0004) is tolerated.
				expect( cls, list.join( '; ' ) ).toBeLessThan( 0.005 );
				// The toolbar is above the banner, not under it (it moved by a transform).
				const bannerBox = await banner( page ).boundingBox();
				const toggleBox = await toggle.boundingBox();
				if ( width < 768 ) {
					expect(
						toggleBox!.y + toggleBox!.height
					).toBeLessThanOrEqual( bannerBox!.y + 1 );
				}
			} );
		}

		test( 'a later visit: toolbar and "Haut de page" without a shift', async ( {
			page,
			context,
			baseURL,
		} ) => {
			await context.addCookies( acceptedCookies( baseURL! ) );
			await recordShifts( page );
			await page.goto( PAGES[ 0 ] );
			await expect(
				page.getByRole( 'button', { name: 'Accessibilité' } )
			).toBeVisible();
			const { cls, list } = await shifts( page );
			expect( cls, list.join( '; ' ) ).toBeLessThan( 0.005 );
			// The end of the page still scrolls clear of the floating buttons.
			const spacer = await page.evaluate(
				() => getComputedStyle( document.body, '::after' ).height
			);
			expect( parseFloat( spacer ) ).toBeGreaterThanOrEqual( 72 );
		} );
	} );
}
