/**
 * The portfolio at the accessibility toolbar's largest text size (200 %: the root font size,
 * set before the first paint), at 1280 and 320 px: fewer, wider columns, no word cut in two
 * (a line may only break between words or after a hyphen), no text out of its box, Load More
 * and the quick view's controls growing with the text.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { choosePreferences, seedPreferencesScript } from '../a11y/helpers';
import { cutWords, installCutWords } from '../words';
import { decideConsent, dialog, openPortfolio, portfolio } from './helpers';

const PREVIEW = 'Plan interactif du centre-ville';

/**
 * The words of the elements under `selector` that lie on more than one line, and the elements
 * whose text is wider than their box (text of screen readers only aside).
 * @param page
 * @param selector
 */
async function brokenText( page: Page, selector: string ): Promise< string[] > {
	return ( await cutWords( page, selector ) ).flatMap( ( el ) => [
		...el.cut.map( ( word ) => `« ${ word } » cut in ${ selector }` ),
		...( el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1
			? [
					`« ${ el.text } » wider than its box (${ el.scrollWidth } > ${ el.clientWidth })`,
			  ]
			: [] ),
	] );
}

/**
 * The computed font size of an element, in px.
 * @param page
 * @param selector
 */
function fontSize( page: Page, selector: string ): Promise< number > {
	return page
		.locator( selector )
		.first()
		.evaluate( ( el ) => parseFloat( getComputedStyle( el ).fontSize ) );
}

const GRID_TEXT = [
	'.acces-portfolio__title',
	'.acces-portfolio__open',
	'.acces-portfolio__badge',
	'.acces-portfolio__quick-view',
	'.acces-portfolio__filter',
	'.acces-portfolio__load-more',
].join( ', ' );

const DIALOG_TEXT = [
	'.acces-portfolio-dialog__title',
	'.acces-portfolio-devices__button',
	'.acces-portfolio-dialog__close',
].join( ', ' );

test.describe( 'portfolio at 200 % text', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await installCutWords( context );
		await decideConsent( context, baseURL! );
		await seedPreferencesScript( context );
	} );

	test( '1280 px: fewer, wider columns, whole words, Load More and the dialog grow with the text', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await choosePreferences( context, baseURL!, 'default', 100 );
		await openPortfolio( page );
		const loadMoreAt100 = await fontSize(
			page,
			'.acces-portfolio__load-more'
		);
		const columnsAt100 = await columns( page );
		// At 100 % text, PRODUCT.md §3's breakpoints hold: ≥ 900 px, the configured count.
		const configured = Number(
			/has-(\d)-columns/.exec(
				( await portfolio( page )
					.locator( '.acces-portfolio__grid' )
					.getAttribute( 'class' ) ) ?? ''
			)?.[ 1 ]
		);
		expect( columnsAt100 ).toBe( configured );

		await choosePreferences( context, baseURL!, 'default', 200 );
		await openPortfolio( page );
		expect(
			await page.evaluate( () =>
				parseFloat(
					getComputedStyle( document.documentElement ).fontSize
				)
			)
		).toBe( 32 );
		// Fewer columns, each at least 8em wide (9rem a column, less its gutter).
		expect( await columns( page ) ).toBeLessThan( columnsAt100 );
		const widths = await portfolio( page )
			.locator( '.acces-portfolio__card' )
			.evaluateAll( ( cards ) =>
				cards.map(
					( card ) =>
						card.getBoundingClientRect().width /
						parseFloat( getComputedStyle( card ).fontSize )
				)
			);
		expect( Math.min( ...widths ) ).toBeGreaterThanOrEqual( 8 );
		expect( await brokenText( page, GRID_TEXT ) ).toEqual( [] );
		// « Voir plus » follows the text size.
		expect(
			await fontSize( page, '.acces-portfolio__load-more' )
		).toBeCloseTo( 2 * loadMoreAt100, 1 );

		// The quick view: the device buttons and « × » keep their text inside.
		await portfolio( page )
			.getByRole( 'button', { name: PREVIEW, exact: true } )
			.click();
		await expect(
			dialog( page ).getByRole( 'button', { name: 'Mobile' } )
		).toBeVisible();
		expect( await brokenText( page, DIALOG_TEXT ) ).toEqual( [] );
		await expectGlyphInside( page );
	} );

	test( '320 px: one column, no horizontal scrolling, the device buttons stack with whole words', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await page.setViewportSize( { width: 320, height: 640 } );
		await choosePreferences( context, baseURL!, 'default', 200 );
		await openPortfolio( page );
		expect( await columns( page ) ).toBe( 1 );
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBeLessThanOrEqual( 320 );
		// The cards' and the filters' words are whole (« Hébergements » broke in its
		// filter while the theme's margins and the filters' padding grew with the text).
		expect( await brokenText( page, GRID_TEXT ) ).toEqual( [] );

		await portfolio( page )
			.getByRole( 'button', { name: PREVIEW, exact: true } )
			.click();
		const mobile = dialog( page ).getByRole( 'button', { name: 'Mobile' } );
		await expect( mobile ).toBeVisible();
		expect( await brokenText( page, DIALOG_TEXT ) ).toEqual( [] );
		// Each device button is one line high and wholly inside the dialog.
		const box = ( await dialog( page ).boundingBox() )!;
		for ( const name of [ 'Ordinateur', 'Tablette', 'Mobile' ] ) {
			const button = dialog( page ).getByRole( 'button', { name } );
			const b = ( await button.boundingBox() )!;
			const size = await button.evaluate( ( el ) =>
				parseFloat( getComputedStyle( el ).fontSize )
			);
			expect( b.height, name ).toBeLessThan( 3 * size );
			expect( b.x, name ).toBeGreaterThanOrEqual( box.x );
			expect( b.x + b.width, name ).toBeLessThanOrEqual(
				box.x + box.width
			);
		}
		await expectGlyphInside( page );
	} );
} );

/**
 * How many columns the grid shows.
 * @param page
 */
async function columns( page: Page ): Promise< number > {
	const lefts = await portfolio( page )
		.locator( '.acces-portfolio__item' )
		.evaluateAll( ( items ) =>
			items.map( ( el ) => Math.round( el.getBoundingClientRect().left ) )
		);
	return new Set( lefts ).size;
}

/**
 * Expects the close button's « × » inside its box, which is at least 44 px square.
 * @param page
 */
async function expectGlyphInside( page: Page ) {
	const close = dialog( page ).getByRole( 'button', { name: 'Fermer' } );
	const outer = ( await close.boundingBox() )!;
	const inner = ( await close.locator( 'span' ).boundingBox() )!;
	expect( outer.width ).toBeGreaterThanOrEqual( 44 );
	expect( outer.height ).toBeGreaterThanOrEqual( 44 );
	expect( inner.x ).toBeGreaterThanOrEqual( outer.x );
	expect( inner.y ).toBeGreaterThanOrEqual( outer.y );
	expect( inner.x + inner.width ).toBeLessThanOrEqual(
		outer.x + outer.width
	);
	expect( inner.y + inner.height ).toBeLessThanOrEqual(
		outer.y + outer.height
	);
}
