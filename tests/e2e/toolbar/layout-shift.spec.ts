/**
 * The consent banner, the toolbar and "Haut de page" appear without moving anything (issue 7
 * §7: no layout shift; issue 8: CLS of every page): on a first visit, where the banner opens
 * and the toolbar moves above it, and on a later one; and where the banner takes its place at
 * the top of the page, in the flow (a phone with enlarged text, a phone turned sideways).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { acceptedCookies, banner } from '../consent/helpers';
import { recordShifts, recordedShifts } from '../layout-shift';
import { viewAt } from '../a11y/helpers';

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
			// The end of the page still scrolls clear of the floating buttons: the spacer
			// after it is at least as tall as the toolbar's button and its offset.
			const { spacer, room } = await page.evaluate( () => {
				const toggle = document
					.querySelector( '.acces-toolbar__toggle' )!
					.getBoundingClientRect();
				return {
					spacer: parseFloat(
						getComputedStyle( document.body, '::after' ).height
					),
					room: window.innerHeight - toggle.top,
				};
			} );
			expect( room ).toBeGreaterThanOrEqual( 44 );
			expect( spacer ).toBeGreaterThanOrEqual( room + 4 );
		} );
	} );
}

// Where the fixed banner would leave too little of the screen, it is at the top of the page,
// in the flow. It used to arrive there once the consent's script ran, after the first paint,
// and push the whole page down (a shift of 1.0 at 320×640 with text at 200 %, 0.32 on a phone
// turned sideways): the consent's head script now draws its first view as the body begins.
for ( const screen of [
	{ width: 320, height: 640, size: 200 },
	{ width: 740, height: 360, size: 100 },
] ) {
	test( `no choice yet, ${ screen.width }×${ screen.height } with text at ${ screen.size } %: the banner is at the top of the page from the first paint, nothing moves`, async ( {
		page,
		context,
		baseURL,
	} ) => {
		await viewAt( page, context, baseURL!, screen );
		// When the banner was put in the flow, against the first paint.
		await page.addInitScript( () => {
			const w = window as unknown as { __inlineAt?: number };
			new MutationObserver( () => {
				if (
					w.__inlineAt === undefined &&
					document.documentElement.classList.contains(
						'acces-consent-inline'
					)
				) {
					w.__inlineAt = performance.now();
				}
			} ).observe( document, {
				attributes: true,
				attributeFilter: [ 'class' ],
				subtree: true,
			} );
		} );
		await recordShifts( page );
		await page.goto( PAGES[ 0 ] );
		await expect( banner( page ) ).toBeVisible();
		// Every shift counts here, the theme's too: the whole page is what moved.
		await page.waitForTimeout( 1000 );
		const all = await recordedShifts( page );
		const cls = all.reduce( ( sum, s ) => sum + s.value, 0 );
		expect(
			cls,
			all
				.map(
					( s ) =>
						`${ s.value.toFixed( 4 ) } ${ s.sources.join( ', ' ) }`
				)
				.join( '; ' )
		).toBeLessThan( 0.005 );
		await expect
			.poll( () =>
				page.evaluate(
					() => performance.getEntriesByName( 'first-paint' ).length
				)
			)
			.toBe( 1 );
		const [ inlineAt, paintAt ] = await page.evaluate( () => [
			( window as unknown as { __inlineAt?: number } ).__inlineAt,
			performance.getEntriesByName( 'first-paint' )[ 0 ].startTime,
		] );
		expect( inlineAt ).toBeDefined();
		expect( inlineAt! ).toBeLessThanOrEqual( paintAt! );
		// In the flow, at the top of the page, before the theme's header.
		await expect( banner( page ) ).toHaveCSS( 'position', 'relative' );
		const box = await banner( page ).boundingBox();
		expect( box!.y ).toBeLessThan( 20 );
		// The banner itself (not its still first view): its buttons work, by keyboard too,
		// and it is the only one.
		await expect( page.locator( '.acces-consent' ) ).toHaveCount( 1 );
		const reject = banner( page ).getByRole( 'button', {
			name: 'Tout refuser',
		} );
		await reject.focus();
		await page.keyboard.press( 'Enter' );
		await expect( banner( page ) ).toBeHidden();
		await expect
			.poll(
				async () =>
					( await context.cookies() ).find(
						( c ) => c.name === 'acces_consent'
					)?.value
			)
			.toBe( 'no' );
		// A later page: no banner, not even its first view.
		await page.goto( PAGES[ 0 ] );
		await expect(
			page.getByRole( 'button', { name: 'Accessibilité' } )
		).toBeVisible();
		await expect( page.locator( '.acces-consent' ) ).toHaveCount( 0 );
		await expect( page.locator( 'html' ) ).not.toHaveClass(
			/acces-consent-inline/
		);
	} );
}
