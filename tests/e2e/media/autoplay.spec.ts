/**
 * A slider whose editor turned autoplay on (WCAG 2.2.2): the slides turn by themselves, a visible
 * button pauses and restarts them, and a visitor who asks for reduced motion gets a still slider
 * that the same button can start.
 */
import type { Page } from '@playwright/test';
import { test, expect, login, restNonce } from '../fixtures';
import { answeredBanner, clubSliderIds } from './helpers';

const LABEL = 'Diaporama automatique';

/**
 * The number of the slide in view (its name « 2 sur 4 » → 2).
 * @param page
 */
async function current( page: Page ): Promise< number > {
	const name = await page
		.getByRole( 'region', { name: LABEL } )
		.locator( '.swiper-slide:not([inert])' )
		.first()
		.getAttribute( 'aria-label' );
	return Number( ( name || '' ).split( ' sur ' )[ 0 ] );
}

test.describe( 'slider with autoplay', () => {
	let link = '';
	let id = 0;
	let nonce = '';

	test.beforeEach( async ( { page, context, baseURL } ) => {
		await login( page );
		nonce = await restNonce( page );
		// The club page's slider images, in a new page whose slider turns every 2 s.
		const ids = await clubSliderIds( page, nonce );
		const created = await page.request.post( '/wp-json/wp/v2/pages', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'Diaporama',
				status: 'publish',
				content: `<!-- wp:acces-tourisme/slider ${ JSON.stringify( {
					ids,
					label: LABEL,
					autoplay: true,
					delay: 2000,
					linkToFile: true,
				} ) } /-->`,
			},
		} );
		expect( created.status() ).toBe( 201 );
		( { link, id } = ( await created.json() ) as {
			link: string;
			id: number;
		} );
		await context.clearCookies();
		await answeredBanner( context, baseURL! );
	} );

	test.afterEach( async ( { page } ) => {
		await login( page );
		nonce = await restNonce( page );
		await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
	} );

	test( 'turns by itself, and the visible button pauses and restarts it from the keyboard', async ( {
		page,
	} ) => {
		await page.goto( link );
		const slider = page.getByRole( 'region', { name: LABEL } );
		const pause = slider.getByRole( 'button', {
			name: 'Mettre en pause le défilement',
		} );
		await expect( pause ).toBeVisible();
		expect( await current( page ) ).toBe( 1 );
		// 2 s delay + 1 s transition: the second slide comes by itself.
		await expect.poll( () => current( page ), { timeout: 8000 } ).toBe( 2 );

		await pause.focus();
		await page.keyboard.press( 'Enter' );
		const play = slider.getByRole( 'button', {
			name: 'Lancer le défilement',
		} );
		await expect( play ).toBeFocused();
		await page.waitForTimeout( 1100 ); // A transition under way ends.
		const paused = await current( page );
		await page.waitForTimeout( 4000 ); // Two delays: nothing moves.
		expect( await current( page ) ).toBe( paused );

		await page.keyboard.press( 'Enter' );
		await expect( pause ).toBeFocused();
		// Focus on the button itself does not hold the slides.
		await expect
			.poll( () => current( page ), { timeout: 8000 } )
			.not.toBe( paused );
	} );

	test( 'holds still behind the lightbox opened from it, and the focus comes back to its image', async ( {
		page,
	} ) => {
		await page.goto( link );
		const slider = page.getByRole( 'region', { name: LABEL } );
		const shown = slider.locator( '.swiper-slide:not([inert]) a' ).first();
		await expect( shown ).toBeVisible();
		// The image in view now (the slides may have turned since the page loaded).
		const href = ( await shown.getAttribute( 'href' ) )!;
		const image = slider.locator( `a[href="${ href }"]` );
		await image.focus();
		const held = await current( page );
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		await expect( dialog ).toBeVisible();
		// Two delays and a transition: the focus leaving the slider for the dialog restarted
		// the slides behind it, and the image opened went out of view. (The page behind the
		// dialog is inert: its slider is found by its markup.) Read once, not polled: turning,
		// the slides come back to the same one.
		await page.waitForTimeout( 5500 );
		expect(
			await page
				.locator( `.acces-slider[aria-label="${ LABEL }"]` )
				.locator( '.swiper-slide:not([inert])' )
				.getAttribute( 'aria-label' )
		).toMatch( new RegExp( `^${ held } sur ` ) );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( image ).toBeFocused();
		expect( await current( page ) ).toBe( held );
	} );

	test( 'starting moves nothing on a phone, even at 200 % text, and the button keeps its size', async ( {
		page,
	} ) => {
		// Where the first image and the end of the slider are, and the pause button's box.
		const places = async () => {
			await page.waitForLoadState( 'load' );
			return page.evaluate( async ( name ) => {
				await document.fonts.ready;
				const root = document.querySelector(
					`.acces-slider[aria-label="${ name }"]`
				)!;
				const box = ( el: Element ) => el.getBoundingClientRect();
				return [
					box( root.querySelector( 'img' )! ).top,
					box( root ).bottom,
				].map( ( y ) => Math.round( y + window.scrollY ) );
			}, LABEL );
		};
		for ( const [ width, size ] of [
			[ 320, 100 ],
			[ 412, 100 ],
			[ 412, 200 ],
			[ 1280, 200 ],
		] ) {
			await page.setViewportSize( { width, height: 800 } );
			await page.goto( link );
			await page.evaluate(
				( chosen ) =>
					chosen === 100
						? localStorage.removeItem( 'acces_toolbar' )
						: localStorage.setItem(
								'acces_toolbar',
								JSON.stringify( {
									size: chosen,
									underline: false,
									still: false,
									expires: Date.now() + 3600000,
								} )
						  ),
				size
			);
			// The page as a slow connection paints it, before the slider's script has arrived.
			await page.route( /\/blocks\/slider\/view\.js/, ( route ) =>
				route.abort()
			);
			await page.goto( link );
			const before = await places();
			await expect(
				page.locator( '.acces-slider.is-ready' )
			).toHaveCount( 0 );
			// Its controls are there, neither seen nor reachable.
			await expect(
				page.getByRole( 'button', { name: /défilement/ } )
			).toHaveCount( 0 );
			await page.unrouteAll();

			await page.reload();
			const pause = page.getByRole( 'button', {
				name: 'Mettre en pause le défilement',
			} );
			await expect( pause ).toBeVisible();
			const after = await places();
			const where = `${ width } px at ${ size } %: ${ before } → ${ after }`;
			after.forEach( ( y, i ) =>
				expect(
					Math.abs( y - before[ i ] ),
					where
				).toBeLessThanOrEqual( 1 )
			);
			const boxSize = async ( name: string ) => {
				const box = await page
					.getByRole( 'button', { name } )
					.boundingBox();
				return [ box?.width, box?.height ];
			};
			const pressed = await boxSize( 'Mettre en pause le défilement' );
			await pause.click();
			expect( await boxSize( 'Lancer le défilement' ), where ).toEqual(
				pressed
			);
		}
	} );

	test( 'stays still under reduced motion until the visitor starts it', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( link );
		const slider = page.getByRole( 'region', { name: LABEL } );
		const play = slider.getByRole( 'button', {
			name: 'Lancer le défilement',
		} );
		await expect( play ).toBeVisible();
		await page.waitForTimeout( 4000 );
		expect( await current( page ) ).toBe( 1 );

		await play.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			slider.getByRole( 'button', {
				name: 'Mettre en pause le défilement',
			} )
		).toBeFocused();
		await expect.poll( () => current( page ), { timeout: 8000 } ).toBe( 2 );
	} );
} );
