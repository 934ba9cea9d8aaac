/**
 * The consent banner, the toolbar and "Haut de page" appear without moving anything (issue 7
 * §7: no layout shift; issue 8: CLS of every page): on a first visit, where the banner opens
 * and the toolbar moves above it, and on a later one.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { acceptedCookies, banner } from '../consent/helpers';

const PAGES = [ '/declaration-accessibilite/', '/carte-des-prestataires/' ];

/**
 * Records the layout shifts of the page from its first byte, with their sources.
 * @param page
 */
async function recordShifts( page: Page ) {
	await page.addInitScript( () => {
		const w = window as unknown as { __shifts: string[]; __cls: number };
		w.__shifts = [];
		w.__cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as unknown as Array< {
				value: number;
				hadRecentInput: boolean;
				sources: Array< { node: Node | null } >;
			} > ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				// Shifts of the plugin's elements, or of a box without an element (the end-of-page
				// spacer is a pseudo-element). The theme's own (its navigation adjusting to its
				// web font, now and then) are listed but not counted: the bench's Lighthouse
				// figure gives the whole page's.
				const ours = entry.sources.some(
					( s ) =>
						! s.node ||
						s.node.nodeType !== 1 ||
						!! ( s.node as Element ).closest(
							'[class*="acces-"], [id^="acces-"]'
						)
				);
				if ( ours ) {
					w.__cls += entry.value;
				}
				w.__shifts.push(
					`${
						ours ? '' : '(theme, not counted) '
					}${ entry.value.toFixed( 4 ) } ${ entry.sources
						.map( ( s ) =>
							s.node && s.node.nodeType === 1
								? `${ s.node.nodeName.toLowerCase() }.${
										( s.node as Element ).getAttribute(
											'class'
										) || ''
								  }`
								: '(pseudo-element or removed)'
						)
						.join( ', ' ) }`
				);
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

async function shifts( page: Page ) {
	// The apps mount after the page is parsed; a second is ample for them to settle.
	await page.waitForTimeout( 1000 );
	return page.evaluate( () => {
		const w = window as unknown as { __shifts: string[]; __cls: number };
		return { cls: w.__cls, list: w.__shifts };
	} );
}

for ( const width of [ 412, 1280 ] ) {
	test.describe( `no layout shift at ${ width } px`, () => {
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
