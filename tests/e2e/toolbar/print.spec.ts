/**
 * Printing a page (a visitor who takes a place's details or the club's page along on paper):
 * the screen's site-wide boxes are left out, and every printed text stays readable on the white
 * sheet, whatever colour theme the visitor chose. Browsers print without backgrounds unless an
 * element asks for its own (`print-color-adjust: exact`), so a text is measured against the
 * background it keeps on paper: its own when it asks for it, the sheet's white otherwise.
 * Listed for the MariaDB project only (playwright.config.ts): decided in the browser.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { banner } from '../consent/helpers';
import { contrast } from '../contrast';
import {
	CLUB,
	answeredBanner,
	expectSlidesAllInView,
	openGalleryImage,
	slideBoxes,
} from '../media/helpers';

const WHITE = 'rgb(255, 255, 255)';

/**
 * Every visible text of the page as printed, with its colour and the background it keeps on
 * paper (the first ancestor, itself included, with a background colour that prints).
 * @param page Page, its media emulated as print.
 */
function printedTexts(
	page: Page
): Promise< { text: string; color: string; background: string }[] > {
	return page.evaluate( () => {
		const paper = ( el: Element | null ): string => {
			for ( let e = el; e; e = e.parentElement ) {
				const cs = getComputedStyle( e );
				if (
					cs.printColorAdjust === 'exact' &&
					! /^(transparent|rgba\(.*, 0\))$/.test( cs.backgroundColor )
				) {
					return cs.backgroundColor;
				}
			}
			return 'rgb(255, 255, 255)';
		};
		const found = [];
		for ( const el of document.querySelectorAll( 'body *' ) ) {
			const text = Array.from( el.childNodes )
				.filter( ( n ) => n.nodeType === 3 && n.textContent!.trim() )
				.map( ( n ) => n.textContent!.trim() )
				.join( ' ' );
			if (
				! text ||
				! el.getClientRects().length ||
				el.closest(
					'script, style, noscript, .screen-reader-text, .acces-sr-only'
				)
			) {
				continue;
			}
			const cs = getComputedStyle( el );
			if ( cs.visibility !== 'visible' || cs.opacity === '0' ) {
				continue;
			}
			found.push( {
				text: text.slice( 0, 40 ),
				color: cs.color,
				background: paper( el ),
			} );
		}
		return found;
	} );
}

/**
 * The printed texts whose contrast with what they lie on is below 4.5:1.
 * @param page Page, its media emulated as print.
 */
async function paleOnPaper( page: Page ): Promise< string[] > {
	const texts = await printedTexts( page );
	expect( texts.length ).toBeGreaterThan( 10 );
	return texts
		.map( ( t ) => ( { ...t, ratio: contrast( t.color, t.background ) } ) )
		.filter( ( t ) => t.ratio < 4.5 )
		.map(
			( t ) => `${ t.text } (${ t.color }: ${ t.ratio.toFixed( 2 ) })`
		);
}

test.describe( 'printing a page (MariaDB only: engine independent)', () => {
	for ( const theme of [ '', 'contrast', 'dark' ] ) {
		test( `the club page prints without the banner, the floating buttons and the slider's controls, its texts dark on the sheet (colour theme: ${
			theme || 'none'
		})`, async ( { context, page, baseURL } ) => {
			if ( theme ) {
				await context.addCookies( [
					{ name: 'acces_color', value: theme, url: baseURL! },
				] );
			}
			await page.goto( CLUB );
			const toggle = page.getByRole( 'button', {
				name: 'Accessibilité',
			} );
			const top = page.getByRole( 'button', { name: 'Haut de page' } );
			const slider = page.locator( '.acces-slider.is-ready' ).first();
			const placeholder = page.locator( '.acces-video-placeholder' );
			await expect( banner( page ) ).toBeVisible();
			await expect( toggle ).toBeVisible();
			await expect(
				slider.locator( '.acces-slider__controls' )
			).toBeVisible();
			await expect(
				slider.locator( '.acces-slider__pagination' )
			).toBeVisible();
			await expect(
				page.locator( '.acces-particles__canvas' )
			).toBeVisible();
			await expect(
				placeholder.getByRole( 'button', { name: 'Charger la vidéo' } )
			).toBeVisible();
			const manage = page.locator( 'footer [data-acces-consent-open]' );
			await expect( manage ).toBeVisible();
			await page.mouse.wheel( 0, 2000 );
			await expect( top ).toBeVisible();
			const onScreen = await page.evaluate(
				() => getComputedStyle( document.body ).color
			);
			// The theme is on, on the screen: light text (a page without one is dark).
			expect( contrast( onScreen, WHITE ) < 2 ).toBe( !! theme );

			await page.emulateMedia( { media: 'print' } );
			for ( const box of [
				banner( page ),
				toggle,
				top,
				slider.locator( '.acces-slider__controls' ),
				slider.locator( '.acces-slider__pagination' ),
				page.locator( '.acces-particles__canvas' ),
				placeholder.getByRole( 'button' ).first(),
				// The footer's « Gérer mes cookies ».
				manage,
			] ) {
				await expect( box ).toBeHidden();
			}
			// The video is still there on paper: its title and its address.
			await expect(
				placeholder.getByText( 'Vidéo YouTube', { exact: true } )
			).toBeVisible();
			const link = placeholder.getByRole( 'link', {
				name: 'Regarder la vidéo sur YouTube',
			} );
			await expect( link ).toBeVisible();
			expect(
				await link.evaluate(
					( a ) => getComputedStyle( a, '::after' ).content
				)
			).toContain( 'https://www.youtube.com/watch?v=' );
			// No room is kept at the end of the page for the floating boxes.
			expect(
				await page.evaluate(
					() => getComputedStyle( document.body, '::after' ).content
				)
			).toBe( 'none' );
			expect( await paleOnPaper( page ) ).toEqual( [] );

			// Back on the screen, the visitor's theme is still there.
			await page.emulateMedia( { media: 'screen' } );
			expect(
				await page.evaluate(
					() => getComputedStyle( document.body ).color
				)
			).toBe( onScreen );
			await expect( toggle ).toBeVisible();
		} );
	}

	test( 'every slide of the slider and of the carousel is printed, in the editor’s order, none over another, even after the visitor turned them', async ( {
		context,
		page,
		baseURL,
	} ) => {
		await answeredBanner( context, baseURL! );
		// The editor's order: the slides' images as the server wrote them.
		const html = await ( await page.request.get( CLUB ) ).text();
		await page.goto( CLUB );
		const written = await page.evaluate(
			( source ) =>
				Array.from(
					new DOMParser()
						.parseFromString( source, 'text/html' )
						.querySelectorAll( '.acces-slider' ),
					( slider ) =>
						Array.from(
							slider.querySelectorAll( '.swiper-slide img' ),
							( img ) => img.getAttribute( 'src' )
						)
				),
			html
		);
		expect( written ).toHaveLength( 2 );
		// Turned back by the visitor from the first slide: the loop moves the last slides in
		// front of it, in the page.
		const sliders = page.locator( '.acces-slider.is-ready' );
		await expect( sliders ).toHaveCount( 2 );
		for ( const slider of await sliders.all() ) {
			await slider
				.getByRole( 'button', { name: 'Diapositive précédente' } )
				.click();
		}
		await expect
			.poll( async () =>
				( await slideBoxes( page, '.acces-slider.is-ready' ) ).map(
					( slides ) => slides.map( ( box ) => box.src )
				)
			)
			.not.toEqual( written );
		// An A4 sheet's width.
		await page.setViewportSize( { width: 794, height: 1123 } );
		await page.emulateMedia( { media: 'print' } );
		const printed = await slideBoxes( page, '.acces-slider.is-ready' );
		for ( const [ n, slides ] of printed.entries() ) {
			// On the sheet, inside the slider's width, none over another, not a sliver.
			expectSlidesAllInView( slides );
			for ( const box of slides ) {
				expect( box.width ).toBeGreaterThan( box.frame / 4 );
			}
			// Read row by row, left to right: the editor's order.
			const reading = [ ...slides ]
				.sort( ( a, b ) =>
					Math.abs( a.top - b.top ) > 1
						? a.top - b.top
						: a.left - b.left
				)
				.map( ( box ) => box.src );
			expect( reading ).toEqual( written[ n ] );
		}
		await page.emulateMedia( { media: 'screen' } );
	} );

	test( 'printed with the image viewer open, the page prints as it is behind it, not the viewer', async ( {
		context,
		page,
		baseURL,
	} ) => {
		await answeredBanner( context, baseURL! );
		await page.goto( CLUB );
		const dialog = await openGalleryImage( page );
		await expect( dialog ).toBeVisible();
		await page.emulateMedia( { media: 'print' } );
		await expect( dialog ).toBeHidden();
		// The page is not held still: all of it prints.
		expect(
			await page.evaluate( () =>
				[ document.documentElement, document.body ].map(
					( el ) => getComputedStyle( el ).overflowY
				)
			)
		).toEqual( [ 'visible', 'visible' ] );
		// Inert while the viewer is open: found by its element, not its role.
		await expect(
			page.locator( 'h2', { hasText: 'Le club en images' } )
		).toBeVisible();
		expect( await paleOnPaper( page ) ).toEqual( [] );
		await page.emulateMedia( { media: 'screen' } );
		await expect( dialog ).toBeVisible();
	} );

	test( 'the map page, a provider page and the portfolio print every text readable, without the buttons that do nothing on paper (the map’s background and zoom, « Voir plus »)', async ( {
		context,
		page,
		baseURL,
	} ) => {
		// Refused: the map waits for its background behind its buttons.
		await answeredBanner( context, baseURL! );
		for ( const path of [
			'/carte-des-prestataires/',
			'/prestataires-accessibles/villages-vacances/village-vacances-le-hameau-des-ecureuils/',
			'/portfolio/',
		] ) {
			await page.goto( path );
			await expect(
				page.getByRole( 'button', { name: 'Accessibilité' } )
			).toBeVisible();
			const tiles = page.getByRole( 'button', {
				name: 'Afficher le fond de carte',
			} );
			const zoom = page.getByRole( 'button', { name: 'Zoom avant' } );
			const more = page.getByRole( 'button', { name: 'Voir plus' } );
			const onScreen =
				path === '/portfolio/' ? [ more ] : [ tiles, zoom ];
			for ( const button of onScreen ) {
				await expect( button.first() ).toBeVisible();
			}
			await page.emulateMedia( { media: 'print' } );
			for ( const button of onScreen ) {
				await expect( button.first() ).toBeHidden();
			}
			expect( await paleOnPaper( page ), path ).toEqual( [] );
			await page.emulateMedia( { media: 'screen' } );
		}
	} );
} );
