/**
 * The toolbar and « Haut de page » turned off in Réglages › Accès Tourisme (issue 7 §6). The
 * pages then load the consent's script alone (its own entry, build/consent/index.js, instead of
 * the site script that holds the consent, the toolbar and « Haut de page »): no other browser
 * test runs it. The consent must work the same; a visitor's earlier display settings are not
 * applied (nothing on the page could change them back); the banner's first view is still drawn
 * by the consent's head script, so nothing moves. Writes an option, so on both engines (each
 * engine's tests run one at a time: nothing else runs while the toolbar is off).
 */
import type { Page } from '@playwright/test';
import { test, expect, login, expectNoAxeViolations } from '../fixtures';
import { banner, consentCookies, videoPage } from '../consent/helpers';
import { choosePreferences, seedPreferencesScript } from '../a11y/helpers';
import { recordShifts, recordedShifts } from '../layout-shift';
import { rootFontSize } from './helpers';

const SETTINGS = '/wp-admin/options-general.php?page=acces-tourisme';
const STATEMENT = '/declaration-accessibilite/';

/** The settings page's two boxes, each named by the sentence beside it. */
const BOXES = [
	/^Afficher le bouton « Accessibilité » et ses réglages d’affichage/,
	/^Afficher un bouton « Haut de page »/,
];

/**
 * Sets both boxes of the settings page's « Réglages d’affichage des visiteurs » section and
 * saves.
 * @param admin A logged-in page.
 * @param on    Checked or not.
 */
async function setToolbar( admin: Page, on: boolean ) {
	await admin.goto( SETTINGS );
	for ( const name of BOXES ) {
		await admin.getByRole( 'checkbox', { name } ).setChecked( on );
	}
	await admin
		.getByRole( 'button', { name: 'Enregistrer les modifications' } )
		.click();
	await expect( admin.getByText( 'Réglages enregistrés.' ) ).toBeVisible();
	for ( const name of BOXES ) {
		await expect( admin.getByRole( 'checkbox', { name } ) ).toBeChecked( {
			checked: on,
		} );
	}
}

test.describe( 'the toolbar turned off', () => {
	test( 'no toolbar, no « Haut de page », no earlier display setting applied; the consent works alone, drawn before the first paint, without a shift', async ( {
		page,
		context,
		browser,
		baseURL,
		thirdParty,
	} ) => {
		const adminContext = await browser.newContext( {
			baseURL,
			locale: 'fr-FR',
		} );
		const admin = await adminContext.newPage();
		await login( admin );
		try {
			await setToolbar( admin, false );

			// A visitor who chose dark colours and text at 200 % while the toolbar was there,
			// on a phone turned sideways (where the banner takes its place in the flow).
			await seedPreferencesScript( context );
			await choosePreferences( context, baseURL!, 'dark', 200 );
			await page.setViewportSize( { width: 740, height: 360 } );
			await recordShifts( page );
			const response = await page.goto( STATEMENT );
			const html = await response!.text();
			// The consent's head script and its own entry; nothing of the toolbar.
			expect( html ).toContain( 'id="acces-consent-prepaint"' );
			expect( html ).not.toContain( 'acces-toolbar-prepaint' );
			expect( html ).toMatch( /build\/consent\/index\.js/ );
			expect( html ).not.toMatch( /build\/site\/index\.js/ );

			const region = banner( page );
			await expect( region ).toBeVisible();
			// The live banner (React's), not only its still first view.
			await expect(
				region.locator(
					'xpath=ancestor::*[@data-acces-mounted="true"]'
				)
			).toHaveCount( 1 );
			// The earlier settings are not applied: nothing here could undo them.
			expect( await rootFontSize( page ) ).toBe( '16px' );
			await expect( page.locator( 'html' ) ).not.toHaveClass(
				/acces-theme-dark|acces-text-zoom/
			);
			await expect(
				page.getByRole( 'button', { name: 'Accessibilité' } )
			).toHaveCount( 0 );

			// Nothing moved while the page was drawn and the banner's script took over.
			await page.waitForTimeout( 1000 );
			const shifts = await recordedShifts( page );
			expect(
				shifts.reduce( ( sum, s ) => sum + s.value, 0 ),
				shifts
					.map( ( s ) => `${ s.value.toFixed( 4 ) } ${ s.sources }` )
					.join( '; ' )
			).toBeLessThan( 0.005 );
			await expect( page.locator( '.acces-consent' ) ).toHaveCount( 1 );
			await expectNoAxeViolations( page );

			// The first Tab lands in the banner; its buttons work by keyboard.
			await page.keyboard.press( 'Tab' );
			expect(
				await region.evaluate( ( el ) =>
					el.contains( el.ownerDocument.activeElement )
				)
			).toBe( true );
			await region
				.getByRole( 'button', { name: 'Tout refuser' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect( region ).toBeHidden();
			expect(
				( await consentCookies( context ) ).acces_consent.value
			).toBe( 'no' );

			// No « Haut de page » after scrolling several screens.
			await page.evaluate( () =>
				window.scrollTo( 0, document.body.scrollHeight )
			);
			await page.waitForTimeout( 500 );
			await expect(
				page.getByRole( 'button', { name: 'Haut de page' } )
			).toHaveCount( 0 );

			// « Gérer mes cookies » reopens the choices; Escape gives the focus back.
			const manage = page
				.getByRole( 'contentinfo' )
				.getByRole( 'button', { name: 'Gérer mes cookies' } );
			await manage.focus();
			await page.keyboard.press( 'Enter' );
			await expect( region ).toBeVisible();
			await expect(
				page.getByRole( 'heading', {
					name: 'Cookies et contenus externes',
				} )
			).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( region ).toBeHidden();
			await expect( manage ).toBeFocused();

			// The blocking: a video page makes no third-party request while the choice is
			// « Tout refuser »; « Tout accepter » loads the video without a reload.
			await page.goto( await videoPage( page ) );
			const placeholder = page
				.locator( '.acces-video-placeholder' )
				.first();
			await expect(
				placeholder.getByRole( 'button', { name: 'Charger la vidéo' } )
			).toBeVisible();
			await page.waitForLoadState( 'networkidle' );
			expect( thirdParty.map( ( r ) => r.url ) ).toEqual( [] );
			await page
				.getByRole( 'contentinfo' )
				.getByRole( 'button', { name: 'Gérer mes cookies' } )
				.click();
			await region
				.getByRole( 'button', { name: 'Tout accepter' } )
				.click();
			await expect(
				page.locator( '.acces-video iframe' ).first()
			).toHaveAttribute(
				'src',
				/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/
			);
			expect(
				( await consentCookies( context ) ).acces_consent.value
			).toBe( 'yes' );
		} finally {
			await setToolbar( admin, true );
			await adminContext.close();
		}
		// Turned on again: the same visitor gets the toolbar and their settings back.
		await page.goto( STATEMENT );
		await expect(
			page.getByRole( 'button', { name: 'Accessibilité' } )
		).toBeVisible();
		expect( await rootFontSize( page ) ).toBe( '32px' );
	} );
} );
