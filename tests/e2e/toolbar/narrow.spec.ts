/**
 * The plugin's own boxes on a phone with text at 200 % (docs/consent-and-toolbar.md, "Narrow
 * screens with large text"): their padding grows with the text only up to a share of the
 * screen, and their titles are no larger than the text there, so that words stay whole. The
 * banner (first view and « Personnaliser »), the toolbar's panel, the video placeholder; the
 * toolbar's boxes and buttons all one size; the theme's side margins capped, so that the
 * club page's words stay whole. Engine independent (SQLite only).
 */
import { test, expect } from '../fixtures';
import {
	choosePreferences,
	seedPreferencesScript,
	TEXT_SPACING,
} from '../a11y/helpers';
import { installCutWords, cutWords } from '../words';
import { acceptedCookies, banner, POLICY } from '../consent/helpers';
import { CLUB } from '../media/helpers';
import { openToolbar } from './helpers';
import { PORTFOLIO } from '../portfolio/helpers';
import { expectTheme, useTheme } from '../provider-pages/helpers';

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

/**
 * Expects every element matching `selector` to hold its words whole (none cut by a line break),
 * and at least `atLeast` such elements, so that a selector that no longer matches fails.
 * @param page
 * @param selector
 * @param where    Says which screen, in the failure message.
 * @param atLeast
 */
async function expectWholeWords(
	page: import('@playwright/test').Page,
	selector: string,
	where: string,
	atLeast = 1
) {
	const boxes = await cutWords( page, selector );
	expect( boxes.length, `${ where }: ${ selector }` ).toBeGreaterThanOrEqual(
		atLeast
	);
	for ( const box of boxes ) {
		expect( box.cut, `${ where }: « ${ box.text } »` ).toEqual( [] );
	}
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
			await expectWholeWords(
				page,
				'.acces-consent__title, .acces-consent__button, .acces-consent__category label, .acces-consent__categories legend',
				`${ width } px`,
				6
			);
			await region
				.getByRole( 'button', { name: 'Tout refuser' } )
				.click();

			const panel = await openToolbar( page );
			// No more than at 100 % (2 × 20 px); it was 2 × 40 px.
			expect(
				await sidePadding( page, '.acces-toolbar__panel' )
			).toBeLessThanOrEqual( 40 );
			await expectWholeWords(
				page,
				'.acces-toolbar__title, .acces-toolbar__panel button, .acces-toolbar__panel legend, .acces-toolbar__choice label',
				`${ width } px`,
				9
			);
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

	// At 200 % the floating buttons were 88 px across on every phone: a quarter of a sideways
	// phone's height, over the banner's text and then the page's.
	for ( const screen of [
		{ width: 320, height: 640 },
		{ width: 740, height: 360 },
		{ width: 915, height: 412 },
	] ) {
		test( `${ screen.width }×${ screen.height }: the floating buttons show their icon, at least 44 px but no more than 6 % of the screen's shorter side; the banner and what the keyboard focuses stay clear of them`, async ( {
			page,
			context,
		} ) => {
			await page.setViewportSize( screen );
			await page.goto( CLUB );
			await expect( page.locator( 'html' ) ).toHaveCSS(
				'font-size',
				'32px'
			);
			// 6 % of the shorter side is the font size; the button is 2.5 times it and its border.
			const most =
				Math.max(
					44,
					2.5 *
						Math.max(
							16,
							0.06 * Math.min( screen.width, screen.height )
						) +
						4
				) + 0.5;
			const expectSmall = async ( name: string ) => {
				const button = page.getByRole( 'button', { name } );
				await expect( button ).toBeVisible();
				const box = ( await button.boundingBox() )!;
				expect( box.width, `${ name }: width` ).toBeGreaterThanOrEqual(
					44
				);
				expect(
					box.height,
					`${ name }: height`
				).toBeGreaterThanOrEqual( 44 );
				expect( box.width, `${ name }: width` ).toBeLessThanOrEqual(
					most
				);
				expect( box.height, `${ name }: height` ).toBeLessThanOrEqual(
					most
				);
				// Its icon fills it (the name is read out, not shown).
				const icon = ( await button.locator( 'svg' ).boundingBox() )!;
				expect( icon.width ).toBeGreaterThanOrEqual( box.width * 0.5 );
				return box;
			};
			const toggle = await expectSmall( 'Accessibilité' );

			// The banner is in the flow, at the top: the keyboard's way through it brings
			// each of its controls clear of the button.
			const region = banner( page );
			await expect( region ).toBeVisible();
			await expect( page.locator( 'html' ) ).toHaveClass(
				/acces-consent-inline/
			);
			for ( const name of [ 'Tout accepter', 'Tout refuser' ] ) {
				const control = region.getByRole( 'button', { name } );
				await control.focus();
				const box = ( await control.boundingBox() )!;
				expect(
					box.y + box.height,
					`${ name } above the floating button`
				).toBeLessThanOrEqual( toggle.y + 0.5 );
			}
			await region
				.getByRole( 'button', { name: 'Tout refuser' } )
				.click();
			await expect( region ).toBeHidden();

			// « Haut de page », after a screen of scrolling, is the same size.
			await page.mouse.wheel( 0, screen.height * 2 );
			await expectSmall( 'Haut de page' );

			// The end of the page still scrolls clear of them.
			await page.evaluate( () =>
				window.scrollTo( 0, document.documentElement.scrollHeight )
			);
			const last = await page.evaluate( () => {
				const footer = document.querySelector( 'footer' )!;
				return footer.getBoundingClientRect().bottom;
			} );
			expect( last ).toBeLessThanOrEqual( toggle.y + 0.5 );
			await context.clearCookies( { name: 'acces_consent' } );
		} );
	}

	test( '1280×800: the floating buttons still grow with the text and show their names', async ( {
		page,
		context,
		baseURL,
	} ) => {
		// The banner answered: while it is open in the page's flow, « Accessibilité » shows
		// its icon alone (the test below).
		await context.addCookies( acceptedCookies( baseURL! ) );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( CLUB );
		const toggle = page.getByRole( 'button', { name: 'Accessibilité' } );
		await expect( toggle ).toBeVisible();
		await expect( toggle.locator( '.acces-toolbar__label' ) ).toHaveText(
			'Accessibilité'
		);
		const label = ( await toggle
			.locator( '.acces-toolbar__label' )
			.boundingBox() )!;
		expect( label.width ).toBeGreaterThan( 100 );
		const box = ( await toggle.boundingBox() )!;
		expect( box.height ).toBeGreaterThanOrEqual( 80 );
	} );

	// A second outside audit (2026-12-07): on a tablet held upright, with the text at 200 %,
	// « Accessibilité » (358 px) and « Haut de page » (374 px) overlapped by 28 px. A third
	// (2026-12-07): under a reader's text spacing (WCAG 1.4.12) they overlapped at 170 % and
	// more, up to 939 px wide.
	test( '768 to 1023 px wide, text at 170 to 200 %, with and without text spacing: the two floating buttons do not overlap, « Accessibilité » keeps its name', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( acceptedCookies( baseURL! ) );
		const toggle = page.getByRole( 'button', { name: 'Accessibilité' } );
		const top = page.getByRole( 'button', { name: 'Haut de page' } );
		for ( const size of [ 170, 180, 190, 200 ] ) {
			await choosePreferences( context, baseURL!, 'default', size );
			await page.setViewportSize( { width: 1023, height: 1024 } );
			await page.goto( CLUB );
			for ( const spacing of [ false, true ] ) {
				if ( spacing ) {
					await page.addStyleTag( { content: TEXT_SPACING } );
				}
				for ( const width of [ 768, 800, 819, 860, 900, 939, 1023 ] ) {
					const where = `${ width } px, ${ size } %${
						spacing ? ', text spacing' : ''
					}`;
					await page.setViewportSize( { width, height: 1024 } );
					await page.evaluate( () =>
						window.scrollTo( 0, window.innerHeight + 10 )
					);
					await expect( top, where ).toBeVisible();
					const a = ( await toggle.boundingBox() )!;
					const b = ( await top.boundingBox() )!;
					expect( a.x + a.width, where ).toBeLessThanOrEqual( b.x );
					expect( a.height, where ).toBeGreaterThanOrEqual( 44 );
					expect( b.width, where ).toBeGreaterThanOrEqual( 44 );
					// Its name shows (a name read out only is a 1 px box).
					const label = ( await toggle
						.locator( '.acces-toolbar__label' )
						.boundingBox() )!;
					expect( label.width, where ).toBeGreaterThan( 100 );
				}
			}
		}
	} );

	test( '« Haut de page » keeps its name at 1024 px and wider, and below 170 %', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( acceptedCookies( baseURL! ) );
		const top = page.getByRole( 'button', { name: 'Haut de page' } );
		for ( const [ size, width ] of [
			[ 200, 1024 ],
			[ 200, 1280 ],
			[ 160, 768 ],
			[ 160, 1000 ],
		] ) {
			await choosePreferences( context, baseURL!, 'default', size );
			await page.setViewportSize( { width, height: 1024 } );
			await page.goto( CLUB );
			await page.evaluate( () =>
				window.scrollTo( 0, window.innerHeight + 10 )
			);
			await expect( top ).toBeVisible();
			const label = ( await top
				.locator( '.acces-scroll-top__label' )
				.boundingBox() )!;
			expect( label.width, `${ width } px, ${ size } %` ).toBeGreaterThan(
				100
			);
		}
	} );

	// A regression audit (2026-12-07): with large text on a tablet the banner opens in the
	// page's flow, at the top of the first view, and « Accessibilité » with its name lay over
	// up to 69 % of one of its buttons' labels (« Tout refuser » at 190 % and 768 px).
	test( '768 to 1023 px wide, text at 170 to 200 %, the banner open in the page: « Accessibilité » covers none of its labels', async ( {
		page,
		context,
		baseURL,
	} ) => {
		const toggle = page.getByRole( 'button', { name: 'Accessibilité' } );
		let inFlow = 0;
		for ( const size of [ 170, 180, 190, 200 ] ) {
			await choosePreferences( context, baseURL!, 'default', size );
			await context.clearCookies( { name: 'acces_consent' } );
			await page.setViewportSize( { width: 1023, height: 900 } );
			await page.goto( CLUB );
			await expect( banner( page ) ).toBeVisible();
			for ( const spacing of [ false, true ] ) {
				if ( spacing ) {
					await page.addStyleTag( { content: TEXT_SPACING } );
				}
				for ( const height of [ 900, 1024 ] ) {
					for ( const width of [ 768, 800, 819, 860, 900, 1023 ] ) {
						await page.setViewportSize( { width, height } );
						await page.evaluate( () => window.scrollTo( 0, 0 ) );
						const where = `${ width }×${ height }, ${ size } %${
							spacing ? ', text spacing' : ''
						}`;
						await expect( toggle, where ).toBeVisible();
						const found = await page.evaluate( () => {
							const t = document
								.querySelector( '.acces-toolbar__toggle' )!
								.getBoundingClientRect();
							const covered: string[] = [];
							for ( const control of document.querySelectorAll(
								'.acces-consent :is(button, a)'
							) ) {
								const range = document.createRange();
								range.selectNodeContents( control );
								for ( const r of range.getClientRects() ) {
									const x =
										Math.min( r.right, t.right ) -
										Math.max( r.left, t.left );
									const y =
										Math.min( r.bottom, t.bottom ) -
										Math.max( r.top, t.top );
									if ( x > 0 && y > 0 ) {
										covered.push(
											control.textContent!.trim()
										);
									}
								}
							}
							return {
								covered,
								inFlow: document.documentElement.classList.contains(
									'acces-consent-inline'
								),
							};
						} );
						inFlow += found.inFlow ? 1 : 0;
						expect( found.covered, where ).toEqual( [] );
					}
				}
			}
		}
		// The case the test is about: the banner in the page's flow.
		expect( inFlow ).toBeGreaterThan( 40 );
	} );

	// A second outside audit (2026-12-07): at 320 px and 200 % the focus target of « Haut de
	// page », shown while focused, ran to the screen's edge and its ring was cut.
	test( '320 px: the focus target of « Haut de page » shows whole, its ring on the screen', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( acceptedCookies( baseURL! ) );
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( CLUB );
		await page.evaluate( () =>
			window.scrollTo( 0, window.innerHeight + 10 )
		);
		const top = page.getByRole( 'button', { name: 'Haut de page' } );
		await expect( top ).toBeVisible();
		await top.focus();
		await page.keyboard.press( 'Enter' );
		const target = page.locator( '#acces-top' );
		await expect( target ).toBeFocused();
		const ring = await target.evaluate( ( el ) => {
			const style = getComputedStyle( el );
			const box = el.getBoundingClientRect();
			const out =
				parseFloat( style.outlineOffset ) +
				parseFloat( style.outlineWidth );
			return { left: box.left - out, right: box.right + out };
		} );
		expect( ring.left ).toBeGreaterThanOrEqual( 0 );
		expect( ring.right ).toBeLessThanOrEqual( 320 );
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
			await expectWholeWords(
				page,
				'main :is(h1, h2, h3, p, li, figcaption, button, summary)',
				`${ width } px`,
				21
			);
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
			await expectWholeWords(
				page,
				'.acces-video-placeholder button, .acces-video-placeholder__title',
				`${ width } px`,
				3
			);
		}
	} );

	test( "320 and 360 px: a category page's cards and category links keep their words whole", async ( {
		page,
	} ) => {
		for ( const width of [ 320, 360 ] ) {
			await page.setViewportSize( { width, height: 640 } );
			await page.goto( '/prestataires-accessibles/hotels/' );
			// Their side padding doubled with the text: « MONTAUBAN » in a card (2 × 40 px
			// of 288), « Hébergements » in its link. The current category's link, in bold
			// and with a thicker border, may still break that word: it is wider than the
			// screen leaves it.
			await expectWholeWords(
				page,
				'.acces-provider-card, .acces-provider-list-categories a:not([aria-current])',
				`${ width } px`,
				7
			);
		}
	} );

	test( "the cookie policy's table: one box per row on a phone, each value led by its column's name, words whole, still a table for screen readers", async ( {
		page,
		context,
		baseURL,
	} ) => {
		const table = page.locator( '.acces-cookie-table table' );
		/** How many columns the first row's cells make on screen, and its first cell's text. */
		const layout = () =>
			table
				.locator( 'tbody tr' )
				.first()
				.evaluate( ( row ) => {
					const cells = Array.from( row.children );
					const first = getComputedStyle( cells[ 0 ], '::before' );
					return {
						columns: new Set(
							cells.map( ( cell ) =>
								Math.round( cell.getBoundingClientRect().left )
							)
						).size,
						label: first.content,
						headers: (
							row
								.closest( 'table' )!
								.querySelector( 'thead' ) as HTMLElement
						 ).getBoundingClientRect().height,
					};
				} );
		for ( const [ width, size ] of [
			[ 320, 200 ],
			[ 320, 100 ],
			[ 360, 100 ],
		] ) {
			await choosePreferences( context, baseURL!, 'default', size );
			await page.setViewportSize( { width, height: 640 } );
			await page.goto( POLICY );
			const shown = await layout();
			expect( shown.columns, `${ width } px, ${ size } %` ).toBe( 1 );
			expect( shown.label ).toMatch( /^"Nom\u00a0: " \/ ""$/ );
			expect( shown.headers ).toBeLessThanOrEqual( 1 );
			// Three columns of 90 px broke « Catégorie/s » and « Accessibili/té » at 100 %.
			await expectWholeWords(
				page,
				'.acces-cookie-table tbody td:not(:first-child), .acces-cookie-table caption',
				`${ width } px, ${ size } %`,
				13
			);
			// The names are not read: the table, its headers and its cells are.
			await expect( table ).toMatchAriaSnapshot( `
				- 'table "Cookies et stockage local du site : nom, rôle et durée de conservation"':
				  - caption
				  - rowgroup:
				    - row "Nom Rôle Durée":
				      - columnheader "Nom"
				      - columnheader "Rôle"
				      - columnheader "Durée"
				  - rowgroup:
				    - row:
				      - cell "acces_consent"
				      - cell /^Mémorise que vous avez fait un choix/
				      - cell "365 jours (13 mois au plus)"
			` );
		}
		// Where three columns fit, the table keeps them and shows its headers.
		await choosePreferences( context, baseURL!, 'default', 100 );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( POLICY );
		const wide = await layout();
		expect( wide.columns ).toBe( 3 );
		expect( wide.headers ).toBeGreaterThan( 10 );
	} );
} );

/**
 * Where each box of ours lies across the screen (left and right edges, px), and how far the
 * page scrolls sideways.
 * @param page
 * @param selector
 */
async function across(
	page: import('@playwright/test').Page,
	selector: string
) {
	return page.evaluate( ( sel ) => {
		const boxes = [ ...document.querySelectorAll( sel ) ]
			.map( ( el ) => el.getBoundingClientRect() )
			.filter( ( r ) => r.width > 0 );
		return {
			count: boxes.length,
			left: Math.min( ...boxes.map( ( r ) => r.left ) ),
			right: Math.max( ...boxes.map( ( r ) => r.right ) ),
			sideways:
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth,
		};
	}, selector );
}

test.describe( 'narrow screens with text at 200 %, classic theme (Twenty Twenty-One)', () => {
	// Twenty Twenty-One's body text is 1.25rem (40 px at 200 %) and its side margins are
	// 15 px at 320 px: a long word is wider than many of our boxes there. Before, the map's
	// tile notice (its host, one word, in a flex box), the legend's category names and the
	// portfolio's grid (8 px wider each side than the block, 16 px with the text at 200 %)
	// made the page scroll sideways, and the provider pages' own margins were 40 px.
	test.describe.configure( { mode: 'serial' } );
	useTheme( 'classic' );

	test.beforeEach( async ( { context, baseURL } ) => {
		await seedPreferencesScript( context );
		await choosePreferences( context, baseURL!, 'default', 200 );
	} );

	const pages: [ string, string ][] = [
		[
			'/carte-des-prestataires/',
			'.acces-map-tiles__text, .acces-map-legend__item',
		],
		[
			'/recherche-sur-la-carte/',
			'.acces-map-tiles__text, .acces-map-legend__item',
		],
		[
			'/prestataires-accessibles/',
			'.acces-map-legend__item, .acces-provider-card',
		],
		[ PORTFOLIO, '.acces-portfolio__grid, .acces-portfolio__card' ],
	];

	for ( const [ path, selector ] of pages ) {
		test( `${ path } at 320 and 360 px: nothing wider than the screen`, async ( {
			page,
		} ) => {
			for ( const width of [ 320, 360 ] ) {
				await page.setViewportSize( { width, height: 640 } );
				await page.goto( path );
				await expectTheme( page, 'classic' );
				await expect( page.locator( 'html' ) ).toHaveCSS(
					'font-size',
					'32px'
				);
				await expect( page.locator( selector ).first() ).toBeVisible();
				const where = `${ path }, ${ width } px`;
				const box = await across( page, selector );
				expect( box.count, where ).toBeGreaterThan( 2 );
				expect( box.left, where ).toBeGreaterThanOrEqual( 0 );
				expect( box.right, where ).toBeLessThanOrEqual( width );
				expect( box.sideways, `${ where }: scrolls sideways` ).toBe(
					0
				);
			}
		} );
	}

	test( "the provider pages' side margins: 20 px at 100 %, not doubled on a phone at 200 %, wider on a large screen", async ( {
		page,
		context,
		baseURL,
	} ) => {
		const margin = async () =>
			page
				.locator( '.acces-classic-content' )
				.evaluate( ( el ) => getComputedStyle( el ).paddingLeft );
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( '/prestataires-accessibles/hotels/' );
		await expectTheme( page, 'classic' );
		expect( await margin() ).toBe( '20px' );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( '/prestataires-accessibles/hotels/' );
		expect( await margin() ).toBe( '40px' );
		await choosePreferences( context, baseURL!, 'default', 100 );
		for ( const width of [ 320, 1280 ] ) {
			await page.setViewportSize( { width, height: 640 } );
			await page.goto( '/prestataires-accessibles/hotels/' );
			expect( await margin(), `${ width } px, 100 %` ).toBe( '20px' );
		}
	} );
} );
