/**
 * The portfolio block reserves the space of its first page before its script runs (issue 6,
 * budget CLS < 0.1): the server prints a placeholder of the first page (filter header and
 * skeleton cards, hidden from assistive technology) inside the wrapper, the app keeps it, with
 * its spinner over it, while the first page loads, and the real header and cards take its place
 * in one frame without moving the page.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../fixtures';
import { recordShifts, recordedShifts } from '../layout-shift';
import {
	PER_PAGE,
	PORTFOLIO,
	decideConsent,
	portfolio,
	titles,
} from './helpers';

const PLACEHOLDER = '.acces-portfolio__placeholder';

/**
 * The summed layout shift without recent input, and the entries (for the failure message).
 * Shifts of the theme's elements above the block only (its header, when a web font or its
 * navigation settles under load) are not counted: nothing below them moves them.
 * @param page
 */
async function layoutShift( page: Page ) {
	const recorded = await recordedShifts( page );
	const counted = recorded.filter( ( s ) => ! s.before );
	return {
		total: counted.reduce( ( sum, s ) => sum + s.value, 0 ),
		detail: JSON.stringify( recorded, null, 1 ),
	};
}

/**
 * Answers the portfolio's REST requests as a slower network would: the category lists after
 * 200 ms, the items after 500 ms, so that every state of the block is painted on its way.
 * @param page
 */
async function slowRest( page: Page ) {
	const later = ( ms: number ) => async ( route: Route ) => {
		await new Promise( ( resolve ) => setTimeout( resolve, ms ) );
		await route.fallback();
	};
	await page.route(
		( url ) => /\/wp-json\/wp\/v2\/acces-portfolio-/.test( url.pathname ),
		later( 200 )
	);
	await page.route(
		( url ) => /\/wp-json\/wp\/v2\/acces-portfolio$/.test( url.pathname ),
		later( 500 )
	);
}

/**
 * Waits until the first page is shown and the thumbnails near the viewport have loaded (the
 * others wait for a scroll: loading="lazy").
 * @param page
 */
async function waitForFirstPage( page: Page ) {
	await expect( titles( page ) ).toHaveCount( PER_PAGE );
	await expect( portfolio( page ).getByRole( 'status' ) ).toHaveCount( 0 );
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll< HTMLImageElement >(
				'.acces-portfolio img'
			)
		)
			.filter(
				( img ) =>
					img.getBoundingClientRect().top < window.innerHeight * 1.5
			)
			.every( ( img ) => img.complete && img.naturalWidth > 0 )
	);
	// Two frames, then a pause: any late shift is reported by then.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	await page.waitForTimeout( 500 );
}

/**
 * What a visitor with a screen reader or a keyboard could reach in the placeholder.
 * @param page
 */
function placeholderState( page: Page ) {
	return page.evaluate( ( selector ) => {
		const el = document.querySelector( selector );
		if ( ! el ) {
			return null;
		}
		return {
			ariaHidden: el.getAttribute( 'aria-hidden' ),
			cards: el.querySelectorAll( '.acces-portfolio__card' ).length,
			focusable: el.querySelectorAll(
				'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable]'
			).length,
			text: ( el.textContent ?? '' ).trim(),
		};
	}, PLACEHOLDER );
}

test.describe( 'portfolio layout stability (MariaDB only: engine independent)', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await decideConsent( context, baseURL! );
	} );

	// Lighthouse's mobile screen, and a desktop one of Lighthouse's height.
	for ( const viewport of [
		{ width: 412, height: 823 },
		{ width: 1280, height: 940 },
	] ) {
		test( `the first page takes the reserved space without moving the page at ${ viewport.width } px`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await recordShifts( page, '.acces-portfolio' );
			await slowRest( page );
			await page.goto( PORTFOLIO );
			await waitForFirstPage( page );
			await expect( page.locator( PLACEHOLDER ) ).toHaveCount( 0 );
			const { total, detail } = await layoutShift( page );
			// The budget is 0.05 for this block; what it reaches is 0. Asserted near 0: before
			// the placeholder, the demo page moved by 0.03 to 0.14 at 412 px (by when each
			// state was painted) and by 0.013 at 1280 px, where only the header grew.
			expect( total, detail ).toBeLessThan( 0.005 );
		} );
	}

	test( 'the app keeps the space the server reserved, aria-hidden, until the first page shows', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 412, height: 823 } );

		// The server's page alone (the view script does not load).
		await page.route( '**/build/blocks/portfolio/view.js*', ( route ) =>
			route.abort()
		);
		await page.goto( PORTFOLIO );
		const served = await placeholderState( page );
		expect( served ).toEqual( {
			ariaHidden: 'true',
			cards: PER_PAGE,
			focusable: 0,
			text: '',
		} );
		const reserved = ( await portfolio( page ).boundingBox() )!.height;
		// The placeholder is taller than the screen: whatever it holds, nothing below the block
		// is in view before the first page shows.
		expect( reserved ).toBeGreaterThan( 823 );
		await page.unroute( '**/build/blocks/portfolio/view.js*' );

		// With the app, its first page held back: the spinner sits in the same space.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			( url ) =>
				/\/wp-json\/wp\/v2\/acces-portfolio$/.test( url.pathname ),
			async ( route ) => {
				await held;
				await route.fallback();
			}
		);
		await page.goto( PORTFOLIO );
		await expect(
			portfolio( page ).getByRole( 'status' ).filter( {
				hasText: 'Chargement…',
			} )
		).toBeAttached();
		await expect( portfolio( page ) ).not.toHaveAttribute(
			'data-settings',
			/.*/
		);
		expect( await placeholderState( page ) ).toEqual( served );
		expect( ( await portfolio( page ).boundingBox() )!.height ).toBeCloseTo(
			reserved,
			0
		);

		release();
		await expect( titles( page ) ).toHaveCount( PER_PAGE );
		await expect( page.locator( PLACEHOLDER ) ).toHaveCount( 0 );
	} );
} );
