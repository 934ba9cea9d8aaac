/**
 * A keyboard-only journey (issue 8 §4): from the home page, with the keyboard alone (no
 * click, no mouse), a visitor refuses the cookies, goes to the map search through the menu,
 * finds a hotel welcoming wheelchair users (Handicap moteur) in Moissac, opens its page, views
 * a photo in the lightbox and closes it, goes back in the history, then opens the cookie
 * settings, accepts, and withdraws. At every step the test asserts where the focus is and that
 * it is visible and not covered (the probe of ./helpers), and Tab always moves on. Run by
 * keyboard-journey.spec.ts (block theme) and keyboard-journey-classic.spec.ts (Twenty Twenty-One).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../fixtures';
import { consentCookies } from '../consent/helpers';
import { focusReport, installFocusProbe } from './helpers';

const HOTEL = 'Hôtel Les Glycines Bleues';
const COMMUNE = 'Moissac';

/**
 * Expects the focus on `target`, visible and not covered.
 * @param page
 * @param target
 * @param step   What the visitor just did (for the failure message).
 */
async function expectFocusOn( page: Page, target: Locator, step: string ) {
	await expect( target, step ).toBeFocused();
	const report = await focusReport( page );
	expect( report.problem, `${ step }: ${ report.element }` ).toBeNull();
}

/**
 * Presses Tab until `target` has the focus; every element met on the way shows a visible,
 * uncovered focus and the focus never stays put (no trap).
 * @param page
 * @param target
 * @param max
 */
async function tabTo( page: Page, target: Locator, max = 120 ) {
	let previous: string | null = null;
	for ( let i = 0; i < max; i++ ) {
		await page.keyboard.press( 'Tab' );
		const report = await focusReport( page );
		expect(
			report.problem,
			`Tab ${ i + 1 } towards ${ target }: ${ report.element }`
		).toBeNull();
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		// The focus moves on at each press (a widget that kept it would be a trap).
		expect(
			report.element === null || report.element !== previous,
			`Tab stayed on ${ report.element }`
		).toBe( true );
		previous = report.element;
	}
	throw new Error( `${ target } was not reached with ${ max } Tab presses.` );
}

/**
 * The journey, on the site's current theme.
 * @param page
 * @param context
 * @param theme   The theme in use: where the footer's « Gérer mes cookies » is.
 */
export async function keyboardJourney(
	page: Page,
	context: BrowserContext,
	theme: 'block' | 'classic'
): Promise< void > {
	await page.goto( '/' );
	await installFocusProbe( page );

	// 1. The cookie banner is the first stop; the visitor refuses.
	const region = page.getByRole( 'region', {
		name: 'Cookies et contenus externes',
	} );
	await tabTo(
		page,
		region.getByRole( 'button', { name: 'Tout refuser' } ),
		10
	);
	await page.keyboard.press( 'Enter' );
	await expect( region ).toBeHidden();
	await expectFocusOn(
		page,
		page.getByRole( 'button', { name: 'Accessibilité' } ),
		'after refusing the cookies'
	);
	expect( ( await consentCookies( context ) ).acces_consent.value ).toBe(
		'no'
	);

	// 2. Through the menu to the map search.
	const menuLink = page
		.getByRole( 'navigation' )
		.getByRole( 'link', { name: 'Recherche sur la carte' } );
	await tabTo( page, menuLink, 40 );
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( /\/recherche-sur-la-carte\/$/ );
	const count = page.locator( '.acces-map-search__count[role="status"]' );
	await expect( count ).toHaveText( '11 prestataires trouvés' );
	await installFocusProbe( page );

	// 3. Catégorie: Hôtels.
	const categorie = page.getByRole( 'combobox', { name: 'Catégorie' } );
	await tabTo( page, categorie );
	await page.keyboard.press( 'ArrowDown' );
	await expect( categorie ).toHaveAttribute( 'aria-expanded', 'true' );
	await chooseOption( page, categorie, 'Catégorie', 'Hôtels' );
	await expect( count ).toHaveText( '2 prestataires trouvés' );
	await page.keyboard.press( 'Escape' );
	await expect( categorie ).toHaveAttribute( 'aria-expanded', 'false' );
	await expectFocusOn( page, categorie, 'after closing Catégorie' );

	// Commune: Moissac.
	const commune = page.getByRole( 'combobox', { name: 'Commune' } );
	await tabTo( page, commune, 3 );
	await page.keyboard.press( 'ArrowDown' );
	await chooseOption( page, commune, 'Commune', COMMUNE );
	await page.keyboard.press( 'Escape' );
	await expectFocusOn( page, commune, 'after closing Commune' );
	await expect( count ).toHaveText( '1 prestataire trouvé' );

	// Accessibilité: Handicap moteur.
	const acces = page.getByRole( 'combobox', { name: 'Accessibilité' } );
	await tabTo( page, acces, 3 );
	await page.keyboard.press( 'ArrowDown' );
	await chooseOption( page, acces, 'Accessibilité', 'Handicap moteur' );
	await page.keyboard.press( 'Escape' );
	await expectFocusOn( page, acces, 'after closing Accessibilité' );
	await expect( count ).toHaveText( '1 prestataire trouvé' );
	await expect( page ).toHaveURL( /categorie=hotels/ );
	await expect( page ).toHaveURL( /commune=Moissac/ );
	await expect( page ).toHaveURL( /acces=moteur/ );
	const searchURL = page.url();

	// 4. The result's page.
	const result = page
		.locator( '.acces-map-search__result-title' )
		.getByRole( 'link', { name: HOTEL } );
	await tabTo( page, result, 60 );
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL(
		/\/prestataires-accessibles\/hotels\/hotel-les-glycines-bleues\/$/
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: HOTEL } )
	).toBeVisible();
	await installFocusProbe( page );

	// 5. A photo in the lightbox, then back to it.
	const photo = page.locator( 'main a[href$=".jpg"]' ).first();
	await tabTo( page, photo, 60 );
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Visionneuse d’images' } );
	await expect( dialog ).toBeVisible();
	await expectFocusOn(
		page,
		dialog.getByRole( 'button', { name: 'Fermer' } ),
		'lightbox opened'
	);
	await expect( dialog.locator( '.acces-lightbox__count' ) ).toHaveText(
		/^1 \/ \d+$/
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect( dialog.locator( '.acces-lightbox__count' ) ).toHaveText(
		/^2 \/ \d+$/
	);
	// A modal dialog keeps the focus inside while it is open; Escape leaves it.
	for ( let i = 0; i < 6; i++ ) {
		await page.keyboard.press( 'Tab' );
		const report = await focusReport( page );
		expect(
			report.problem,
			`in the lightbox: ${ report.element }`
		).toBeNull();
		expect(
			await dialog.evaluate( ( el ) =>
				el.contains( el.ownerDocument.activeElement )
			)
		).toBe( true );
	}
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expectFocusOn( page, photo, 'lightbox closed' );

	// 6. Back to the search, which comes back as it was left. Alt+Left is a shortcut of the
	// browser's own interface, which headless Chromium does not have (the key reaches the
	// page and nothing else): the same history step is taken with goBack().
	await page.goBack();
	await expect( page ).toHaveURL( searchURL );
	await expect( count ).toHaveText( '1 prestataire trouvé' );
	await expect(
		page.locator( '.acces-map-search__result-title a' )
	).toHaveText( [ HOTEL ] );
	await installFocusProbe( page );

	// 7. Cookie settings from the footer: accept everything.
	// The block theme's footer holds it; a classic theme's footer widget area (Twenty
	// Twenty-One prints it before its footer, as a complementary region).
	const manage = page
		.getByRole( theme === 'block' ? 'contentinfo' : 'complementary' )
		.getByRole( 'button', { name: 'Gérer mes cookies' } );
	await tabTo( page, manage, 80 );
	await page.keyboard.press( 'Enter' );
	await expect( region ).toBeVisible();
	await expectFocusOn(
		page,
		page.getByRole( 'heading', { name: 'Cookies et contenus externes' } ),
		'cookie settings opened'
	);
	await tabTo(
		page,
		region.getByRole( 'button', { name: 'Tout accepter' } ),
		10
	);
	await page.keyboard.press( 'Enter' );
	await expect( region ).toBeHidden();
	await expectFocusOn( page, manage, 'after accepting' );
	let cookies = await consentCookies( context );
	expect( cookies.acces_consent.value ).toBe( 'yes' );
	expect( cookies.acces_consent_media.value ).toBe( 'yes' );
	expect( cookies.acces_consent_statistics.value ).toBe( 'yes' );

	// 8. Withdraw.
	await page.keyboard.press( 'Enter' );
	await expect( region ).toBeVisible();
	await tabTo(
		page,
		region.getByRole( 'button', { name: 'Tout refuser' } ),
		10
	);
	await page.keyboard.press( 'Enter' );
	await expect( region ).toBeHidden();
	await expectFocusOn( page, manage, 'after withdrawing' );
	cookies = await consentCookies( context );
	expect( cookies.acces_consent.value ).toBe( 'no' );
	expect( cookies.acces_consent_media.value ).toBe( 'no' );
	expect( cookies.acces_consent_statistics.value ).toBe( 'no' );
	// Tab still moves on from the button that reopened the choices.
	await page.keyboard.press( 'Tab' );
	expect( ( await focusReport( page ) ).element ).not.toBeNull();
	await expect( manage ).not.toBeFocused();
	await expectNoAxeViolations( page );
}

/**
 * With the list of `combo` open, moves with ArrowDown to `name` and chooses it with Space,
 * checking that the active option is announced (aria-activedescendant) and visible.
 * @param page
 * @param combo
 * @param list
 * @param name
 */
async function chooseOption(
	page: Page,
	combo: Locator,
	list: string,
	name: string
) {
	const option = page
		.getByRole( 'listbox', { name: list } )
		.getByRole( 'option', { name, exact: true } );
	const id = await option.getAttribute( 'id' );
	expect( id ).toBeTruthy();
	for ( let i = 0; i < 20; i++ ) {
		if ( ( await combo.getAttribute( 'aria-activedescendant' ) ) === id ) {
			break;
		}
		await page.keyboard.press( 'ArrowDown' );
	}
	await expect( combo ).toHaveAttribute( 'aria-activedescendant', id! );
	await expect( option ).toBeInViewport();
	await page.keyboard.press( 'Space' );
	await expect( option ).toHaveAttribute( 'aria-selected', 'true' );
	await expectFocusOn( page, combo, `${ list }: ${ name } chosen` );
}
