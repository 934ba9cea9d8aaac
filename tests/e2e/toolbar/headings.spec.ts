/**
 * Headings with enlarged text (docs/consent-and-toolbar.md, "Headings with enlarged text"): the
 * toolbar enlarges the root font size, so a block theme's large headings double too; on a phone
 * their words no longer fit and broke in the middle (« Accu/eil » at 320 px and 200 %). The head
 * script gives the headings of a level the size at which each word of that level fits its box,
 * before the first paint; never more than a higher level, never under 1.2 times the body text;
 * nothing changes where the words fit (a wide screen) or at 100 %.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { acceptedCookies } from '../consent/helpers';
import { choosePreferences, seedPreferencesScript } from '../a11y/helpers';
import { installCutWords } from '../words';
import { openToolbar } from './helpers';

const CLUB = '/club-handisport/';
const STATEMENT = '/declaration-accessibilite/';

interface Heading {
	text: string;
	level: number;
	size: number;
	/** Words of the heading that lie on two lines or more. */
	cut: string[];
	fitted: boolean;
}

/**
 * The visible headings of the main content, with their size and their cut words, and the body
 * text's size, at one moment.
 * @param page
 */
function headings( page: Page ) {
	return page.evaluate( () => {
		const list: Heading[] = [];
		for ( const el of Array.from(
			document.querySelectorAll< HTMLElement >( 'h1, h2, h3, h4, h5, h6' )
		) ) {
			// The banner's and the toolbar's own titles are not the page's headings.
			if (
				! el.getClientRects().length ||
				el.closest( '#acces-consent, #acces-toolbar' )
			) {
				continue;
			}
			list.push( {
				text: el.textContent!.trim(),
				level: Number( el.tagName[ 1 ] ),
				size: parseFloat( getComputedStyle( el ).fontSize ),
				cut: window.e2eCutWords!( el ),
				fitted: el.style.getPropertyValue( '--acces-fit' ) !== '',
			} );
		}
		return {
			body: parseFloat( getComputedStyle( document.body ).fontSize ),
			list,
		};
	} );
}

/**
 * What the rule promises, on the page as it is now.
 * @param page
 */
async function expectFitted( page: Page ) {
	const { body, list } = await headings( page );
	const floor = 1.2 * body;
	expect( list.length ).toBeGreaterThan( 1 );
	for ( const h of list ) {
		// Larger than the body text; whole words, unless even the smallest size allowed
		// cannot hold one (« d’accessibilité » in a 224 px column at 200 %).
		expect( h.size, h.text ).toBeGreaterThanOrEqual( floor - 0.1 );
		if ( h.size > floor + 0.1 ) {
			expect( h.cut, h.text ).toEqual( [] );
		}
	}
	// One size per level, and no level larger than one above it.
	for ( const h of list ) {
		for ( const other of list ) {
			if ( other.level === h.level ) {
				expect( other.size, `${ h.text } / ${ other.text }` ).toBe(
					h.size
				);
			}
			if ( other.level > h.level ) {
				expect(
					other.size,
					`${ other.text } (h${ other.level }) ≤ ${ h.text }`
				).toBeLessThanOrEqual( h.size );
			}
		}
	}
	return list;
}

test.describe( 'headings with enlarged text', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await installCutWords( context );
		await context.addCookies( acceptedCookies( baseURL! ) );
		await seedPreferencesScript( context );
	} );

	test( '320 and 390 px at 200 %: whole words, one size per level, set before the first paint', async ( {
		page,
		context,
		baseURL,
	} ) => {
		// When a heading first got its size, against the first paint.
		await page.addInitScript( () => {
			const w = window as unknown as { __fitAt?: number };
			new MutationObserver( ( records ) => {
				if (
					w.__fitAt === undefined &&
					records.some(
						( r ) =>
							( r.target as HTMLElement ).style?.getPropertyValue(
								'--acces-fit'
							)
					)
				) {
					w.__fitAt = performance.now();
				}
			} ).observe( document, {
				attributes: true,
				attributeFilter: [ 'style' ],
				subtree: true,
			} );
		} );
		await choosePreferences( context, baseURL!, 'default', 200 );
		for ( const width of [ 320, 390 ] ) {
			await page.setViewportSize( { width, height: 640 } );
			for ( const path of [ CLUB, STATEMENT, '/' ] ) {
				await page.goto( path );
				const list = await expectFitted( page );
				// The theme's headings are 84 to 87 px at 200 %: they were made smaller.
				expect(
					list.some( ( h ) => h.fitted ),
					`${ path } at ${ width } px`
				).toBe( true );
				await expect
					.poll( () =>
						page.evaluate(
							() =>
								performance.getEntriesByName( 'first-paint' )
									.length
						)
					)
					.toBe( 1 );
				const [ fitAt, paintAt ] = await page.evaluate( () => [
					( window as unknown as { __fitAt?: number } ).__fitAt,
					performance.getEntriesByName( 'first-paint' )[ 0 ]
						.startTime,
				] );
				expect( fitAt, `${ path } at ${ width } px` ).toBeDefined();
				expect( fitAt! ).toBeLessThanOrEqual( paintAt! );
			}
		}
	} );

	test( 'a heading that a script adds later is fitted in the frame that first draws it', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await choosePreferences( context, baseURL!, 'default', 200 );
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( STATEMENT );
		await expectFitted( page );
		// As a search result or a dialog would: a section with a heading of the theme's size
		// whose longest word is wider than the column at 200 %. Checked in the first frame
		// after it was added, before that frame is painted: the check is asked for after the
		// observer's callback has run, so it comes after the fit in that frame's callbacks.
		const drawn = await page.evaluate(
			() =>
				new Promise< { fit: string; cut: string[] } >( ( resolve ) => {
					const section = document.createElement( 'section' );
					const heading = document.createElement( 'h2' );
					heading.textContent = 'Les hébergements accessibles';
					section.append( heading );
					document.querySelector( 'main' )!.append( section );
					queueMicrotask( () =>
						queueMicrotask( () =>
							requestAnimationFrame( () =>
								resolve( {
									fit: heading.style.getPropertyValue(
										'--acces-fit'
									),
									cut: window.e2eCutWords!( heading ),
								} )
							)
						)
					);
				} )
		);
		expect( drawn.fit ).not.toBe( '' );
		expect( drawn.cut ).toEqual( [] );
		const list = await expectFitted( page );
		expect( list.map( ( h ) => h.text ) ).toContain(
			'Les hébergements accessibles'
		);
	} );

	test( 'the panel’s text size, a wider screen and « Taille normale »: the sizes follow', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( CLUB );
		// At 100 %, the theme's sizes, untouched.
		const theme = await headings( page );
		expect( theme.list.every( ( h ) => ! h.fitted ) ).toBe( true );
		expect( theme.list.every( ( h ) => h.cut.length === 0 ) ).toBe( true );

		const panel = await openToolbar( page );
		const larger = panel.getByRole( 'button', { name: 'Agrandir' } );
		// 100 %, then 120 % to 200 %: nine steps.
		for ( let step = 0; step < 9; step++ ) {
			await larger.click();
		}
		await expect
			.poll( () =>
				page.evaluate(
					() => getComputedStyle( document.documentElement ).fontSize
				)
			)
			.toBe( '32px' );
		await page.keyboard.press( 'Escape' );
		const fitted = await expectFitted( page );
		expect( fitted.some( ( h ) => h.fitted ) ).toBe( true );

		// A wide screen: the words fit at the theme's doubled size, which comes back.
		await page.setViewportSize( { width: 1280, height: 800 } );
		await expect
			.poll( async () =>
				( await headings( page ) ).list.map( ( h ) => h.fitted )
			)
			.not.toContain( true );
		const wide = await headings( page );
		for ( const h of wide.list ) {
			const before = theme.list.find( ( t ) => t.text === h.text )!;
			expect( h.size, h.text ).toBeCloseTo( 2 * before.size, 0 );
			expect( h.cut, h.text ).toEqual( [] );
		}

		// Back on the phone: fitted again.
		await page.setViewportSize( { width: 320, height: 640 } );
		await expect
			.poll( async () =>
				( await headings( page ) ).list.some( ( h ) => h.fitted )
			)
			.toBe( true );
		await expectFitted( page );

		// « Taille normale »: the theme's sizes again.
		const reopened = await openToolbar( page );
		await reopened
			.getByRole( 'button', { name: 'Taille normale' } )
			.click();
		await reopened.getByRole( 'button', { name: 'Fermer' } ).click();
		await expect
			.poll( async () =>
				( await headings( page ) ).list.map( ( h ) => h.size )
			)
			.toEqual( theme.list.map( ( h ) => h.size ) );
		expect(
			( await headings( page ) ).list.every( ( h ) => ! h.fitted )
		).toBe( true );
	} );
} );
