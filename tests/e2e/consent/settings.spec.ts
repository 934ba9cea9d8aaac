/**
 * The consent settings (Réglages › Accès Tourisme) on the demo site: the duration saved through
 * the settings page, a bad value refused in French with the previous one kept. On both
 * engines: it writes an option (the banner's journeys, all in the browser, are in
 * consent.spec.ts, on one engine).
 */
import { test, expect, login } from '../fixtures';
import { banner, consentCookies, expectLifetime } from './helpers';

test.describe( 'consent settings', () => {
	test( 'the duration is configurable, never beyond 13 months; a bad value gets a French error and the previous one stays', async ( {
		page,
		context,
	} ) => {
		await login( page );
		const settings = '/wp-admin/options-general.php?page=acces-tourisme';
		const save = () =>
			page
				.getByRole( 'button', {
					name: 'Enregistrer les modifications',
				} )
				.click();
		await page.goto( settings );
		await expect(
			page.getByRole( 'heading', { name: 'Consentement aux cookies' } )
		).toBeVisible();
		const days = page.getByRole( 'spinbutton', {
			name: 'Durée du consentement (jours)',
		} );
		try {
			await days.fill( '30' );
			await save();
			await expect(
				page.getByText( 'Réglages enregistrés.' )
			).toBeVisible();
			await expect( days ).toHaveValue( '30' );

			// The browser's own check is bypassed to reach the server's.
			await page
				.locator( 'form' )
				.filter( { has: days } )
				.evaluate( ( form ) => form.setAttribute( 'novalidate', '' ) );
			await days.fill( '400' );
			await save();
			await expect(
				page.getByText(
					'La durée du consentement doit être un nombre entier de jours, de 1 à 395 (13 mois au plus). La durée précédente, 30 jours, est conservée.'
				)
			).toBeVisible();
			await expect( days ).toHaveValue( '30' );

			await context.clearCookies();
			await page.goto( '/' );
			await banner( page )
				.getByRole( 'button', { name: 'Tout accepter' } )
				.click();
			const cookies = await consentCookies( context );
			expectLifetime( cookies.acces_consent.expires, 30 );
			expectLifetime( cookies.acces_consent_media.expires, 30 );
		} finally {
			await login( page );
			await page.goto( settings );
			await page
				.getByRole( 'spinbutton', {
					name: 'Durée du consentement (jours)',
				} )
				.fill( '365' );
			await save();
		}
	} );
} );
