/**
 * The consent settings (Réglages › Accès Tourisme) on the demo site: the duration saved through
 * the settings page, a bad value refused in French with the previous one kept. On both
 * engines: it writes an option (the banner's journeys, all in the browser, are in
 * consent.spec.ts, on one engine).
 */
import { test, expect, login, SETTINGS_PAGE, saveSettings } from '../fixtures';
import { banner, consentCookies, expectLifetime } from './helpers';

test.describe( 'consent settings', () => {
	test( 'the duration is configurable, never beyond 13 months; a bad value gets a French error and the previous one stays', async ( {
		page,
		context,
	} ) => {
		await login( page );
		const settings = SETTINGS_PAGE;
		const save = () => saveSettings( page );
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
			const refused =
				'La durée du consentement doit être un nombre entier de jours, de 1 à 395 (13 mois au plus). La durée précédente, 30 jours, est conservée.';
			await expect(
				page.locator( '#setting-error-acces_consent_days' )
			).toContainText( refused );
			// Under the field too, which is marked invalid and described by it.
			await expect( days ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( days ).toHaveAccessibleDescription(
				/^Durée de conservation du choix du visiteur.+Par défaut\s:\s365\.\sLa durée du consentement doit être un nombre entier de jours.+La durée précédente, 30\sjours, est conservée\. Ce champ montre ce que vous avez saisi\. Ce texte n’est pas enregistré\s: corrigez-le\.$/
			);
			await expect(
				page.getByText( 'Les autres réglages ont été enregistrés.' )
			).toBeVisible();
			// The refused entry is shown back, to be corrected; 30 days stay saved.
			await expect( days ).toHaveValue( '400' );
			await expect(
				page.locator( '#setting-error-acces_consent_days' )
			).toBeFocused();
			// Emptied and saved again: refused too, with nothing to correct, the field shows the
			// duration kept (an outside audit: it showed « 400 » again as if just typed).
			await page
				.locator( 'form' )
				.filter( { has: days } )
				.evaluate( ( form ) => form.setAttribute( 'novalidate', '' ) );
			await days.fill( '' );
			await save();
			await expect(
				page.locator( '#setting-error-acces_consent_days' )
			).toBeVisible();
			await expect( days ).toHaveValue( '30' );
			await expect( days ).not.toHaveAccessibleDescription(
				/votre saisie/
			);
			await page.goto( settings );
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

	test( 'the banner shows its texts as written; HTML tags are taken out and the admin is told', async ( {
		page,
		context,
	} ) => {
		await login( page );
		const settings = SETTINGS_PAGE;
		const save = () => saveSettings( page );
		await page.goto( settings );
		const title = page.getByRole( 'textbox', { name: 'Titre du bandeau' } );
		const message = page.getByRole( 'textbox', {
			name: 'Message du bandeau',
		} );
		// Empty: the default text, which each field names.
		await expect( title ).toHaveValue( '' );
		await expect( message ).toHaveAccessibleDescription(
			/^Texte brut, 1\s000 caractères au plus\. Laissé vide, le bandeau affiche ce texte par défaut\s: Avec votre accord/
		);
		try {
			await title.fill( 'Cookies & traceurs : 2 < 3' );
			await message.fill( '<b>Important</b> : vous choisissez.' );
			await save();
			await expect(
				page.locator( '#setting-error-acces_consent_message' )
			).toContainText(
				'Message du bandeau : les balises HTML ont été retirées, car le bandeau affiche du texte brut. Vérifiez le texte enregistré ci-dessous.'
			);
			await expect( message ).toHaveValue(
				'Important : vous choisissez.'
			);
			await expect( message ).toHaveAccessibleDescription(
				/les balises HTML ont été retirées/
			);
			await expect( message ).not.toHaveAttribute( 'aria-invalid' );
			await expect( title ).toHaveValue( 'Cookies & traceurs : 2 < 3' );
			await expect(
				page.getByText( 'Réglages enregistrés.' )
			).toBeVisible();

			await context.clearCookies();
			await page.goto( '/' );
			// The banner is a region named by its title.
			const region = page.getByRole( 'region', {
				name: 'Cookies & traceurs : 2 < 3',
			} );
			await expect(
				region.getByRole( 'heading', {
					name: 'Cookies & traceurs : 2 < 3',
				} )
			).toBeVisible();
			await expect( region ).toContainText(
				'Important : vous choisissez.'
			);
		} finally {
			await login( page );
			await page.goto( settings );
			await title.fill( '' );
			await message.fill( '' );
			await save();
		}
	} );
} );
