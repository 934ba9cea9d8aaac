/**
 * The consent banner's first view, drawn by the consent's head script before the first paint
 * (docs/consent-and-toolbar.md, "The banner's first view"): on a slow connection the consent's
 * script may arrive seconds later; a button pressed in the meantime counts, and without the
 * script no dead banner stays. The server never reads the consent cookies: on the SQLite site
 * only (playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { POLICY, banner } from './helpers';

const PAGE = '/declaration-accessibilite/';
/** The site entry: the consent's and the toolbar's script. */
const SCRIPT = /\/build\/site\/index\.js/;

/**
 * The first view's button, found by its text: it is hidden from assistive technologies until
 * the banner replaces it, so it has no role to find it by.
 * @param page
 * @param name
 */
function stillButton( page: Page, name: string ) {
	return page.locator( '#acces-consent button.acces-consent__button', {
		hasText: name,
	} );
}

/**
 * Holds the consent's script back, as a slow connection would, until release() is called.
 * @param page
 */
async function holdScript( page: Page ): Promise< () => void > {
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( SCRIPT, async ( route ) => {
		await held;
		await route.continue();
	} );
	return () => release();
}

test( 'a slow connection: the first view is there before the consent’s script, and a button pressed in it counts', async ( {
	page,
	context,
} ) => {
	const release = await holdScript( page );
	// The cookie policy page runs a statistics script once that category is accepted.
	await page.goto( POLICY, { waitUntil: 'commit' } );
	const accept = stillButton( page, 'Tout accepter' );
	await expect( accept ).toBeVisible();
	// The still copy: out of the accessibility tree and of the tab order, the script not run.
	await expect( banner( page ) ).toHaveCount( 0 );
	await expect( accept ).toHaveAttribute( 'tabindex', '-1' );
	await expect( page.locator( '#acces-consent' ) ).not.toHaveAttribute(
		'data-acces-mounted',
		/.*/
	);
	await accept.click();
	const answer = async () =>
		( await context.cookies() ).find( ( c ) => c.name === 'acces_consent' )
			?.value;
	expect( await answer() ).toBeUndefined();
	release();
	// The script runs: the press is recorded, announced and acted on; the banner does not
	// come back.
	await expect.poll( answer ).toBe( 'yes' );
	await expect( page.locator( '#acces-consent [role="status"]' ) ).toHaveText(
		'Vos choix de cookies sont enregistrés.'
	);
	await expect( page.locator( '.acces-consent' ) ).toHaveCount( 0 );
	await expect( page.locator( '#acces-demo-statistics' ) ).toHaveText(
		'active'
	);
} );

test( 'a slow connection, « Personnaliser » pressed early: the switches, the focus on the first', async ( {
	page,
} ) => {
	const release = await holdScript( page );
	await page.goto( PAGE, { waitUntil: 'commit' } );
	await stillButton( page, 'Personnaliser' ).click();
	release();
	await expect(
		banner( page ).getByRole( 'switch', { name: 'Mesure d’audience' } )
	).toBeFocused();
} );

test( 'without the consent’s script (blocked): the first view goes once the page has loaded', async ( {
	page,
} ) => {
	await page.route( SCRIPT, ( route ) => route.abort( 'blockedbyclient' ) );
	await page.goto( PAGE );
	await expect( stillButton( page, 'Tout accepter' ) ).toHaveCount( 1 );
	await expect( page.locator( '#acces-consent' ) ).toHaveCount( 0, {
		timeout: 6000,
	} );
	await expect( page.locator( 'html' ) ).not.toHaveClass(
		/acces-consent-inline/
	);
} );
