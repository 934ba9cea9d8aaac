/**
 * The toolbar's text sizes and colour themes on the demo site, axe clean at each, the
 * preferences kept (size 12 hours, colour 90 days). Listed for the SQLite project only
 * (playwright.config.ts): it happens in the browser, and the MariaDB side runs the 1280 px
 * half of the accessibility sweep instead.
 */
import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../fixtures';
import {
	POLICY,
	acceptedCookies,
	consentCookies,
	expectLifetime,
	videoPage,
} from '../consent/helpers';
import { SIZES, openToolbar, rootFontSize } from './helpers';
import { contrast } from '../contrast';
import { CLUB, focusFirstSlideLink, openGalleryImage } from '../media/helpers';
import { choosePreferences, seedPreferencesScript } from '../a11y/helpers';
import { HOTEL } from '../provider-pages/helpers';
import { openPortfolio, portfolio } from '../portfolio/helpers';

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

	// What axe does not check (WCAG 1.4.11 and 2.4.7): graphics and states that the themes'
	// repainting had lost or left at their default colours.
	for ( const theme of [ 'contrast', 'dark' ] ) {
		test( `"${ theme }": the map search's list cursor shows, a focused carousel image's ring is whole, the maps' places stand out, popups and the quick view have an edge`, async ( {
			page,
			context,
			baseURL,
		} ) => {
			await context.addCookies( [
				{
					name: 'acces_color',
					value: theme,
					url: new URL( baseURL! ).origin,
				},
			] );

			// The map search's « Catégorie » list: the option the arrow keys are on (not chosen)
			// looked like every other one.
			await page.goto( '/recherche-sur-la-carte/' );
			const category = page.getByRole( 'combobox', {
				name: 'Catégorie',
			} );
			await category.focus();
			await page.keyboard.press( 'ArrowDown' );
			await page.keyboard.press( 'ArrowDown' );
			const list = page.getByRole( 'listbox', { name: 'Catégorie' } );
			await expect( list ).toBeVisible();
			const active = await category.getAttribute(
				'aria-activedescendant'
			);
			expect( active ).toBeTruthy();
			const looks = await list.evaluate( ( el, id ) => {
				const look = ( option: Element ) => {
					const style = getComputedStyle( option );
					return `${ style.backgroundColor } ${ style.boxShadow } ${ style.outlineStyle }`;
				};
				const options = Array.from(
					el.querySelectorAll( '[role="option"]' )
				);
				const cursor = options.find( ( o ) => o.id === id )!;
				const others = options.filter(
					( o ) =>
						o !== cursor &&
						o.getAttribute( 'aria-selected' ) !== 'true'
				);
				return {
					cursor: look( cursor ),
					others: others.map( look ),
				};
			}, active );
			expect( looks.others.length ).toBeGreaterThan( 0 );
			for ( const other of looks.others ) {
				expect( looks.cursor ).not.toBe( other );
			}
			await page.keyboard.press( 'Escape' );

			// A provider's place on its map: at least 3:1 against the map's background.
			await page.goto( HOTEL.path );
			const point = page.locator( 'path.acces-map-point' );
			await expect( point ).toHaveCount( 1 );
			const place = await point.evaluate( ( path ) => ( {
				stroke: getComputedStyle( path ).stroke,
				map: getComputedStyle( path.closest( '.leaflet-container' )! )
					.backgroundColor,
			} ) );
			expect(
				contrast( place.stroke, place.map ),
				JSON.stringify( place )
			).toBeGreaterThanOrEqual( 3 );

			// The markers get a light edge on the map's dark background.
			await page.goto( '/carte-des-prestataires/' );
			const marker = page.locator( '.acces-map-marker' ).first();
			await expect( marker ).toBeVisible();
			expect(
				await marker.evaluate(
					( img ) => getComputedStyle( img ).filter
				)
			).toMatch( /drop-shadow\(rgb\(255, 255, 255\)/ );

			// Boxes over the page of the same colour as it: an edge of at least 3:1 around
			// them, as their shadow is lost (a marker's popup, the portfolio's quick view).
			const expectEdge = async ( box: Locator ) => {
				await expect( box ).toBeVisible();
				const edge = await box.evaluate( ( el ) => {
					const style = getComputedStyle( el );
					return {
						width: style.borderTopWidth,
						style: style.borderTopStyle,
						colour: style.borderTopColor,
						box: style.backgroundColor,
					};
				} );
				expect(
					`${ edge.width } ${ edge.style }`,
					JSON.stringify( edge )
				).toBe( '1px solid' );
				expect(
					contrast( edge.colour, edge.box ),
					JSON.stringify( edge )
				).toBeGreaterThanOrEqual( 3 );
			};
			await marker.click();
			await expectEdge(
				page.locator( '.leaflet-popup-content-wrapper' )
			);
			await page.keyboard.press( 'Escape' );
			await openPortfolio( page );
			await portfolio( page )
				.getByRole( 'button', { name: /^Aperçu rapide : / } )
				.first()
				.click();
			const quick = page.locator( '.acces-portfolio-dialog' );
			await expectEdge( quick );
			await page.keyboard.press( 'Escape' );
			await expect( quick ).toHaveCount( 0 );

			// A carousel image's focus ring lies inside the image, where the slider's clipping
			// cannot cut it, with a ring of the background inside it.
			const link = await focusFirstSlideLink( page );
			const ring = await link.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				const clip = el.closest( '.swiper' )!.getBoundingClientRect();
				const box = el.getBoundingClientRect();
				const out =
					parseFloat( style.outlineOffset ) +
					parseFloat( style.outlineWidth );
				return {
					inside:
						box.left - out >= clip.left - 0.5 &&
						box.top - out >= clip.top - 0.5 &&
						box.right + out <= clip.right + 0.5 &&
						box.bottom + out <= clip.bottom + 0.5,
					offset: style.outlineOffset,
					inner: getComputedStyle( el.querySelector( 'img' )! )
						.outlineColor,
					page: getComputedStyle( document.body ).backgroundColor,
				};
			} );
			expect( ring.inside, ring.offset ).toBe( true );
			expect( ring.inner ).toBe( ring.page );
		} );
	}

	// The themes' focus offset (outside the box) pushed the ring of the lightbox's caption, at the
	// bottom of the screen, out of it: it was cut. The caption takes the focus only when it
	// scrolls: a phone turned sideways with the text at 200 %.
	for ( const theme of [ 'contrast', 'dark' ] as const ) {
		test( `"${ theme }": the lightbox's caption, focused, shows its whole ring on the screen`, async ( {
			page,
			context,
			baseURL,
		} ) => {
			await seedPreferencesScript( context );
			await choosePreferences( context, baseURL!, theme, 200 );
			await page.setViewportSize( { width: 568, height: 320 } );
			await page.goto( CLUB );
			const dialog = await openGalleryImage( page );
			const caption = dialog.locator( '.acces-lightbox__caption' );
			await expect( caption ).toHaveAttribute( 'tabindex', '0' );
			for ( let i = 0; i < 20; i++ ) {
				if (
					await caption.evaluate( ( el ) => el.matches( ':focus' ) )
				) {
					break;
				}
				await page.keyboard.press( 'Tab' );
			}
			await expect( caption ).toBeFocused();
			const ring = await caption.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				const box = el.getBoundingClientRect();
				const out =
					parseFloat( style.outlineOffset ) +
					parseFloat( style.outlineWidth );
				return {
					style: style.outlineStyle,
					out,
					inside:
						box.left - out >= -0.5 &&
						box.top - out >= -0.5 &&
						box.right + out <= window.innerWidth + 0.5 &&
						box.bottom + out <= window.innerHeight + 0.5,
				};
			} );
			expect( ring.style, JSON.stringify( ring ) ).toBe( 'solid' );
			expect( ring.inside, JSON.stringify( ring ) ).toBe( true );
		} );
	}

	// Windows' contrast themes (forced colours) leave an SVG's fixed colours alone, and Leaflet's
	// greyed zoom button had lost its grey to the map's ink, whatever the colours.
	test( "a provider's map: its place in the system's colours under forced colours; the zoom button at its limit greyed", async ( {
		page,
	} ) => {
		await page.emulateMedia( {
			forcedColors: 'active',
			colorScheme: 'dark',
		} );
		await page.goto( HOTEL.path );
		const point = page.locator( 'path.acces-map-point' );
		await expect( point ).toHaveCount( 1 );
		const place = await point.evaluate( ( path ) => ( {
			stroke: getComputedStyle( path ).stroke,
			text: getComputedStyle( document.body ).color,
		} ) );
		// CanvasText: the system's text colour, whatever the theme.
		expect( place.stroke ).toBe( place.text );

		await page.emulateMedia( {
			forcedColors: 'none',
			colorScheme: 'light',
		} );
		const zoomIn = page.getByRole( 'button', { name: 'Zoom avant' } );
		const zoomOut = page.getByRole( 'button', { name: 'Zoom arrière' } );
		await expect( zoomIn ).toBeVisible();
		for ( let i = 0; i < 25; i++ ) {
			if ( ( await zoomIn.getAttribute( 'aria-disabled' ) ) === 'true' ) {
				break;
			}
			await zoomIn.click();
			await page.waitForTimeout( 300 );
		}
		await expect( zoomIn ).toHaveAttribute( 'aria-disabled', 'true' );
		const colour = ( button: typeof zoomIn ) =>
			button.evaluate( ( el ) => getComputedStyle( el ).color );
		expect( await colour( zoomIn ) ).not.toBe( await colour( zoomOut ) );
		await page.emulateMedia( {
			forcedColors: 'active',
			colorScheme: 'light',
		} );
		expect( await colour( zoomIn ) ).not.toBe( await colour( zoomOut ) );
	} );
} );
