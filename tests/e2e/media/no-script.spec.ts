/**
 * A visitor whose browser runs no JavaScript (turned off for privacy or by an institution's
 * policy): the club page's content is all there to see, and no button is shown that needs a
 * script to do anything. Listed for the MariaDB project only (playwright.config.ts): decided in
 * the browser.
 */
import { test, expect } from '../fixtures';
import { CLUB, expectSlidesAllInView, slideBoxes } from './helpers';

test.describe( 'JavaScript turned off (MariaDB only: engine independent)', () => {
	test.use( { javaScriptEnabled: false } );

	for ( const [ width, perRow ] of [
		[ 1280, 3 ],
		[ 800, 2 ],
		[ 390, 1 ],
	] ) {
		test( `at ${ width } px every slide of the slider and of the carousel is in view, as many to a row as the carousel shows, without controls`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( CLUB );
			const [ slider, carousel ] = await slideBoxes( page );
			expect( slider.length ).toBeGreaterThan( 2 );
			expect( carousel.length ).toBeGreaterThan( 3 );
			for ( const slides of [ slider, carousel ] ) {
				expectSlidesAllInView( slides );
			}
			// The slider shows one image at a time: one to a row.
			expect( new Set( slider.map( ( b ) => b.top ) ).size ).toBe(
				slider.length
			);
			expect(
				carousel.filter( ( b ) => b.top === carousel[ 0 ].top )
			).toHaveLength( perRow );
			for ( const controls of await page
				.locator( '.acces-slider__controls, .acces-slider__pagination' )
				.all() ) {
				await expect( controls ).toBeHidden();
			}
		} );
	}

	test( 'no button that needs a script: the video keeps its link to its own site, « Gérer mes cookies » is left out', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const placeholder = page.locator( '.acces-video-placeholder' );
		await expect(
			placeholder.getByText( 'Vidéo YouTube', { exact: true } )
		).toBeVisible();
		await expect(
			placeholder.getByRole( 'link', {
				name: 'Regarder la vidéo sur YouTube',
			} )
		).toBeVisible();
		await expect( placeholder.locator( 'button' ) ).toHaveCount( 2 );
		for ( const button of await placeholder.locator( 'button' ).all() ) {
			await expect( button ).toBeHidden();
		}
		// As tall as its text: no empty 16:9 screen.
		const box = ( await placeholder.boundingBox() )!;
		expect( box.height ).toBeLessThan( ( box.width * 9 ) / 16 / 2 );
		const footer = page.locator( 'footer, .site-footer' ).last();
		await expect(
			footer.locator( '[data-acces-consent-open]' )
		).toHaveCount( 1 );
		await expect(
			footer.locator( '[data-acces-consent-open]' )
		).toBeHidden();
		await expect(
			page.getByRole( 'button', { name: 'Gérer mes cookies' } )
		).toHaveCount( 0 );
		// In its place, why (Playwright's text locators skip <noscript>: found by its class).
		await expect(
			footer.locator( '.acces-cookie-settings-noscript' )
		).toHaveText(
			'Vos choix de cookies ne se changent qu’avec JavaScript, que votre navigateur n’exécute pas. Sans lui, les contenus qui attendent votre accord (comme les vidéos) restent bloqués.'
		);
		await expect(
			footer.locator( '.acces-cookie-settings-noscript' )
		).toBeVisible();
	} );

	test( 'the map and the portfolio, which need a script, say so; the map leads to the list of its places', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		// Playwright's text and role locators skip <noscript>: found by its class.
		await page.goto( '/carte-des-prestataires/' );
		const note = page.locator( '.acces-map-noscript' );
		await expect( note ).toBeVisible();
		await expect( note ).toHaveText(
			'La carte a besoin de JavaScript, que votre navigateur n’exécute pas. Voir la liste de ces prestataires'
		);
		await note.locator( 'a' ).click();
		await expect( page ).toHaveURL( /\/prestataires-accessibles\/$/ );
		const place = page
			.getByRole( 'main' )
			.getByRole( 'link', { name: /Village vacances/ } )
			.first();
		await expect( place ).toBeVisible();
		// The list's own page has its map above the list: the note does not link to itself.
		await expect( note ).toHaveText(
			'La carte a besoin de JavaScript, que votre navigateur n’exécute pas.'
		);
		await expect( note.locator( 'a' ) ).toHaveCount( 0 );
		// A place's map names its place in words.
		await place.click();
		const name = (
			await page.getByRole( 'heading', { level: 1 } ).innerText()
		).trim();
		await expect( note ).toBeVisible();
		await expect( note ).toHaveText(
			new RegExp(
				`^La carte a besoin de JavaScript, que votre navigateur n’exécute pas\\. Le lieu\\s: ${ name.replace(
					/[.*+?^${}()|[\]\\]/g,
					'\\$&'
				) }, [A-ZÀ-ÖØ-Þ' -]+\\.$`
			)
		);
		await page.goto( '/portfolio/' );
		const portfolioNote = page.locator( '.acces-portfolio__noscript' );
		await expect( portfolioNote ).toBeVisible();
		await expect( portfolioNote ).toHaveText(
			'Le portfolio a besoin de JavaScript, que votre navigateur n’exécute pas.'
		);

		// With scripts the map is there, and the note is not (a context of its own takes the
		// test's options unless told otherwise).
		const withScripts = await browser.newContext( {
			baseURL,
			javaScriptEnabled: true,
		} );
		try {
			const scripted = await withScripts.newPage();
			await scripted.goto( '/carte-des-prestataires/' );
			await expect(
				scripted.locator( '.leaflet-container' )
			).toBeVisible();
			await expect(
				scripted.locator( '.acces-map-noscript' )
			).toHaveCount( 0 );
		} finally {
			await withScripts.close();
		}
	} );
} );
