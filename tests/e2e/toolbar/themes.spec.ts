/**
 * The toolbar's text sizes and colour themes on the demo site, axe clean at each, the
 * preferences kept (size 12 hours, colour 90 days). Listed for the SQLite project only
 * (playwright.config.ts): it happens in the browser, and the MariaDB side runs the 1280 px
 * half of the accessibility sweep instead.
 */
import { test, expect, expectNoAxeViolations } from '../fixtures';
import {
	POLICY,
	acceptedCookies,
	consentCookies,
	expectLifetime,
	videoPage,
} from '../consent/helpers';
import { SIZES, openToolbar, rootFontSize } from './helpers';

test.describe( 'accessibility toolbar: sizes and colours (SQLite only: engine independent)', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		// A visitor who already answered the banner (it is tested on its own).
		await context.addCookies( acceptedCookies( baseURL! ) );
	} );

	test( 'every text size, from 100 % then 120 % to 200 %, enlarges the whole page with axe clean', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		await page.goto( '/' );
		const panel = await openToolbar( page );
		const larger = panel.getByRole( 'button', { name: 'Agrandir' } );
		const base = parseFloat( await rootFontSize( page ) );
		const bodyBase = await page.evaluate( () =>
			parseFloat( getComputedStyle( document.body ).fontSize )
		);
		for ( const size of SIZES ) {
			if ( size > 100 ) {
				await larger.click();
			}
			await expect(
				panel.getByText( `${ size }\u00a0%`, { exact: true } )
			).toBeVisible();
			await expect
				.poll( async () => parseFloat( await rootFontSize( page ) ) )
				.toBeCloseTo( ( base * size ) / 100, 1 );
			const bodySize = await page.evaluate( () =>
				parseFloat( getComputedStyle( document.body ).fontSize )
			);
			expect( bodySize ).toBeGreaterThanOrEqual(
				bodyBase * ( size / 100 ) * 0.9
			);
			await expectNoAxeViolations( page );
		}
		await expect( larger ).toHaveAttribute( 'aria-disabled', 'true' );
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Taille du texte' } )
		).toHaveText( /Taille du texte\s:\s200\s%/ );
		const stored = await page.evaluate( () =>
			JSON.parse( localStorage.getItem( 'acces_toolbar' ) || '{}' )
		);
		expect( stored.size ).toBe( 200 );
		// Kept 12 hours.
		expect(
			Math.abs( stored.expires - ( Date.now() + 12 * 3600000 ) )
		).toBeLessThan( 120000 );
		await panel.getByRole( 'button', { name: 'Taille normale' } ).click();
		// The size is applied after React re-renders: wait for it rather than read at once.
		await expect
			.poll( async () => parseFloat( await rootFontSize( page ) ) )
			.toBeCloseTo( base, 1 );
	} );

	for ( const theme of [
		{ label: 'Contraste élevé', value: 'contrast' },
		{ label: 'Sombre', value: 'dark' },
		{ label: 'Par défaut', value: 'default' },
	] ) {
		test( `the "${ theme.label }" colours pass axe on the demo pages and stay 90 days`, async ( {
			page,
			context,
		} ) => {
			test.setTimeout( 240_000 );
			await page.goto( '/' );
			const panel = await openToolbar( page );
			if ( theme.value === 'default' ) {
				await panel.getByRole( 'radio', { name: 'Sombre' } ).check();
			}
			await panel.getByRole( 'radio', { name: theme.label } ).check();
			const cookie = ( await consentCookies( context ) ).acces_color;
			expect( cookie.value ).toBe( theme.value );
			expectLifetime( cookie.expires, 90 );
			expect( cookie.path ).toBe( '/' );
			// Axe with the panel open, then on each demo page (preferences applied on arrival).
			await expectNoAxeViolations( page );
			if ( theme.value !== 'default' ) {
				// Every text size in this theme too (the default theme's are in the test above).
				const base = parseFloat( await rootFontSize( page ) );
				const larger = panel.getByRole( 'button', {
					name: 'Agrandir',
				} );
				for ( const size of SIZES.filter( ( s ) => s > 100 ) ) {
					await larger.click();
					await expect
						.poll( async () =>
							parseFloat( await rootFontSize( page ) )
						)
						.toBeCloseTo( ( base * size ) / 100, 1 );
					await expectNoAxeViolations( page );
				}
				await panel
					.getByRole( 'button', { name: 'Taille normale' } )
					.click();
			}
			const pages = [
				'/',
				POLICY,
				'/declaration-accessibilite/',
				await videoPage( page ),
				'/?s=accessible',
			];
			for ( const path of pages ) {
				await page.goto( path );
				if ( theme.value !== 'default' ) {
					await expect( page.locator( 'html' ) ).toHaveClass(
						new RegExp( `acces-theme-${ theme.value }` )
					);
				}
				await expectNoAxeViolations( page );
			}
			// With the banner open too.
			await context.clearCookies( { name: 'acces_consent' } );
			await page.goto( POLICY );
			await expect(
				page.getByRole( 'region', {
					name: 'Cookies et contenus externes',
				} )
			).toBeVisible();
			await page.getByRole( 'button', { name: 'Personnaliser' } ).click();
			await expectNoAxeViolations( page );
		} );
	}
} );
