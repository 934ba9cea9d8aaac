/**
 * The image lightbox on the club page, with the keyboard: a labelled modal dialog, the counter,
 * the arrows, the focus kept inside and given back, share and download, axe clean, 320 px.
 * On the SQLite site only (playwright.config.ts): all of it happens in the browser.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, login } from '../fixtures';
import {
	choosePreferences,
	focusReport,
	installFocusProbe,
	largeText,
	seedPreferencesScript,
	viewAt,
} from '../a11y/helpers';
import {
	CLUB,
	answeredBanner,
	focusInside,
	horizontalOverflow,
	inCarousel,
	openGalleryImage,
} from './helpers';

/**
 * The club page at 320 px: opens its first gallery image with the keyboard.
 * @param page The page (its context's preferences already chosen).
 * @return The image's link and the dialog.
 */
async function openAt320( page: Page ) {
	await page.setViewportSize( { width: 320, height: 640 } );
	await page.goto( CLUB );
	const link = page
		.locator( '.wp-block-gallery' )
		.getByRole( 'link' )
		.first();
	await link.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', {
		name: 'Visionneuse d’images',
	} );
	return { link, dialog };
}

test.describe( 'image lightbox', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await answeredBanner( context, baseURL! );
	} );

	test( 'a gallery image opens with the keyboard in a labelled modal dialog; arrows change images; Escape gives the focus back', async ( {
		page,
		thirdParty,
	} ) => {
		await page.goto( CLUB );
		const links = page.locator( '.wp-block-gallery' ).getByRole( 'link' );
		await expect( links ).toHaveCount( 6 );
		await expect( links.first() ).toHaveAttribute(
			'aria-haspopup',
			'dialog'
		);

		await links.first().focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		await expect(
			dialog.getByRole( 'button', { name: 'Fermer' } )
		).toBeFocused();
		await expect( page.locator( '.wp-site-blocks' ) ).toHaveAttribute(
			'inert',
			''
		);

		const counter = dialog.locator( '.acces-lightbox__count' );
		const title = dialog.locator( '.acces-lightbox__title' );
		await expect( counter ).toHaveText( '1 / 6' );
		await expect( title ).toHaveText( 'Basket fauteuil à l’entraînement' );
		await expect(
			dialog.locator( '.acces-lightbox__description' )
		).toHaveText(
			'Séance de basket fauteuil ouverte aux débutants : le club prête les fauteuils de sport.'
		);
		await expect(
			dialog.getByRole( 'img', { name: /terrain de basket/ } )
		).toBeVisible();

		await page.keyboard.press( 'ArrowRight' );
		await expect( counter ).toHaveText( '2 / 6' );
		await expect( title ).toHaveText( 'Tennis de table adapté' );
		await expect( dialog.getByRole( 'status' ) ).toHaveText(
			'Image 2 sur 6 : Tennis de table adapté'
		);
		await page.keyboard.press( 'ArrowLeft' );
		await expect( counter ).toHaveText( '1 / 6' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( counter ).toHaveText( '6 / 6' );

		// The arrow buttons, by their French names.
		await dialog.getByRole( 'button', { name: 'Image suivante' } ).click();
		await expect( counter ).toHaveText( '1 / 6' );
		await dialog
			.getByRole( 'button', { name: 'Image précédente' } )
			.click();
		await expect( counter ).toHaveText( '6 / 6' );

		// Tab and Shift+Tab never leave the dialog.
		for ( let i = 0; i < 12; i++ ) {
			await page.keyboard.press( i % 4 === 3 ? 'Shift+Tab' : 'Tab' );
			expect( await focusInside( page, '.acces-lightbox' ) ).toBe( true );
		}

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( links.first() ).toBeFocused();
		await expect( page.locator( '.wp-site-blocks' ) ).not.toHaveAttribute(
			'inert',
			''
		);
		expect( thirdParty.map( ( request ) => request.url ) ).toEqual( [] );
	} );

	test( 'closed in full screen (« Fermer » or Escape), it leaves full screen and gives the focus back to the link', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const link = page
			.locator( '.wp-block-gallery' )
			.getByRole( 'link' )
			.nth( 2 );
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		for ( const closeWith of [ 'button', 'Escape' ] ) {
			await link.focus();
			await page.keyboard.press( 'Enter' );
			await expect( dialog ).toBeVisible();
			const fullscreen = dialog.getByRole( 'button', {
				name: 'Plein écran',
			} );
			await fullscreen.focus();
			await page.keyboard.press( 'Enter' );
			await expect( fullscreen ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			expect(
				await page.evaluate( () => !! document.fullscreenElement )
			).toBe( true );

			if ( closeWith === 'button' ) {
				await dialog.getByRole( 'button', { name: 'Fermer' } ).focus();
				await page.keyboard.press( 'Enter' );
			} else {
				await page.keyboard.press( 'Escape' );
			}
			await expect( dialog ).toBeHidden();
			await expect( link ).toBeFocused();
			expect(
				await page.evaluate( () => !! document.fullscreenElement )
			).toBe( false );
		}
	} );

	test( 'has no axe violation while open, nor with its share list open', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const dialog = await openGalleryImage( page, 2 );
		await expect( dialog.locator( '.acces-lightbox__count' ) ).toHaveText(
			'3 / 6'
		);
		await expect(
			dialog.locator( '.gslide-media img' ).nth( 2 )
		).toBeVisible();
		await expectNoAxeViolations( page );
		await dialog.getByRole( 'button', { name: 'Partager' } ).click();
		await expect(
			dialog.getByRole( 'link', {
				name: 'Pinterest (s’ouvre dans un nouvel onglet)',
			} )
		).toBeVisible();
		await expectNoAxeViolations( page );
	} );

	test( 'shares to Facebook, X and Pinterest in new tabs, downloads the file, zooms', async ( {
		page,
		thirdParty,
	} ) => {
		await page.goto( CLUB );
		const link = page
			.locator( '.wp-block-gallery' )
			.getByRole( 'link' )
			.nth( 3 );
		const image = ( await link.evaluate(
			( a ) => ( a as HTMLAnchorElement ).href
		) ) as string;
		await link.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		const share = dialog.getByRole( 'button', { name: 'Partager' } );
		await expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
		await share.focus();
		await page.keyboard.press( 'Enter' );
		await expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
		for ( const [ name, start ] of [
			[ 'Facebook', 'https://www.facebook.com/sharer/sharer.php?u=' ],
			[ 'X', 'https://x.com/intent/tweet?url=' ],
			[ 'Pinterest', 'https://pinterest.com/pin/create/button/?url=' ],
		] ) {
			const target = dialog.getByRole( 'link', {
				name: `${ name } (s’ouvre dans un nouvel onglet)`,
			} );
			await expect( target ).toHaveAttribute( 'target', '_blank' );
			await expect( target ).toHaveAttribute(
				'rel',
				'noopener noreferrer'
			);
			const href = ( await target.getAttribute( 'href' ) ) as string;
			expect( href.startsWith( start ) ).toBe( true );
			expect( href ).toContain( encodeURIComponent( page.url() ) );
			expect( href ).toContain( encodeURIComponent( image ) );
		}
		// Escape closes the list first, then the dialog.
		await page.keyboard.press( 'Escape' );
		await expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( share ).toBeFocused();
		await expect( dialog ).toBeVisible();

		const download = dialog.getByRole( 'link', { name: 'Télécharger' } );
		await expect( download ).toHaveAttribute( 'href', image );
		await expect( download ).toHaveAttribute( 'download', '' );

		const zoom = dialog.getByRole( 'button', { name: 'Zoom' } );
		await zoom.press( 'Enter' );
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
		const region = dialog.getByRole( 'region', {
			name: 'Image agrandie : faites-la défiler avec les touches fléchées du clavier',
		} );
		await expect( region ).toBeVisible();
		// The image is shown twice as large as it was, larger than the region: it scrolls.
		expect(
			await region.evaluate(
				( el ) =>
					el.scrollWidth > el.clientWidth &&
					el.scrollHeight > el.clientHeight
			)
		).toBe( true );
		await zoom.press( 'Enter' );
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( thirdParty.map( ( request ) => request.url ) ).toEqual( [] );
	} );

	test( 'the carousel’s images open as their own group', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const carousel = page.getByRole( 'region', {
			name: 'Nos disciplines',
		} );
		await carousel
			.locator( '.swiper-slide:not([inert]) a' )
			.first()
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		await expect( dialog.locator( '.acces-lightbox__count' ) ).toHaveText(
			/^\d \/ 6$/
		);
		await expect( dialog.locator( '.acces-lightbox__title' ) ).toHaveText(
			'Natation au centre aquatique'
		);
	} );

	test( 'a carousel image whose slide left the view while the lightbox was open (the window narrowed) gets the focus back, in view', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( CLUB );
		const carousel = page.getByRole( 'region', {
			name: 'Nos disciplines',
		} );
		// The third of the three slides in view.
		const link = carousel
			.locator( '.swiper-slide:not([inert]) a' )
			.nth( 2 );
		const href = ( await link.getAttribute( 'href' ) )!;
		await link.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		await expect( dialog ).toBeVisible();
		// Two slides in view from now on: that third one is out of view and out of reach.
		await page.setViewportSize( { width: 1024, height: 800 } );
		// (The page behind the dialog is inert: the carousel is found by its markup.)
		await expect(
			page.locator(
				'.acces-slider[aria-label="Nos disciplines"] .swiper-slide:not([inert])'
			)
		).toHaveCount( 2 );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		// The focus was left on the page's body: the next Tab went to its first control.
		const opener = carousel.locator( `a[href="${ href }"]` );
		await expect( opener ).toBeFocused();
		await expect.poll( () => inCarousel( opener ) ).toBe( true );
		await expect(
			carousel.locator( '.swiper-slide:not([inert])' )
		).toHaveCount( 2 );
	} );

	test( 'reflows at 320 px', async ( { page } ) => {
		const { link, dialog } = await openAt320( page );
		for ( const name of [
			'Zoom',
			'Plein écran',
			'Partager',
			'Fermer',
			'Image précédente',
			'Image suivante',
		] ) {
			const button = dialog.getByRole( 'button', { name } );
			await expect( button ).toBeVisible();
			const box = ( await button.boundingBox() )!;
			expect( box.x ).toBeGreaterThanOrEqual( 0 );
			expect( box.x + box.width ).toBeLessThanOrEqual( 320 );
			expect( box.height ).toBeGreaterThanOrEqual( 24 );
		}
		await expect(
			dialog.getByRole( 'link', { name: 'Télécharger' } )
		).toBeVisible();
		expect( await horizontalOverflow( page ) ).toBe( 0 );
		await expectNoAxeViolations( page );
		await page.keyboard.press( 'Escape' );
		await expect( link ).toBeFocused();
	} );

	for ( const { width, height, size } of [
		{ width: 1024, height: 600, size: 200 },
		{ width: 1280, height: 800, size: 200 },
		{ width: 568, height: 320, size: 100 },
		{ width: 568, height: 320, size: 200 },
		{ width: 844, height: 390, size: 200 },
	] ) {
		test( `the image and the arrows lie clear of the bar and the caption; each control, focused, is in view (${ width }×${ height }, text at ${ size } %)`, async ( {
			page,
			context,
			baseURL,
		} ) => {
			// The bar wraps with large text and the caption grows with it: drawn over the image,
			// they hid its top and its end (the bar's three rows at 200 % on a tablet; on a phone
			// turned sideways, the whole screen). On a short landscape screen the bar goes down
			// the side.
			await viewAt( page, context, baseURL!, { width, height, size } );
			await page.goto( CLUB );
			const dialog = await openGalleryImage( page );
			await expect( dialog ).toBeVisible();
			const image = dialog.locator( '.gslide.current img' );
			await expect
				.poll( () =>
					image.evaluate(
						( img: HTMLImageElement ) =>
							img.complete && img.naturalWidth
					)
				)
				.toBeGreaterThan( 0 );
			await expect(
				dialog.locator( '.acces-lightbox__caption' )
			).toContainText( 'Basket fauteuil' );
			type Box = { x: number; y: number; width: number; height: number };
			const box = async ( selector: string ): Promise< Box > =>
				( await dialog.locator( selector ).first().boundingBox() )!;
			const overlap = ( a: Box, b: Box ) =>
				Math.min( a.x + a.width, b.x + b.width ) -
					Math.max( a.x, b.x ) >
					1 &&
				Math.min( a.y + a.height, b.y + b.height ) -
					Math.max( a.y, b.y ) >
					1;
			const bar = await box( '.acces-lightbox__bar' );
			const caption = await box( '.acces-lightbox__caption' );
			const shown = await box( '.gslide.current img' );
			const clear: string[] = [];
			for ( const [ name, b ] of [
				[ 'image', shown ],
				[ 'previous', await box( '.gprev' ) ],
				[ 'next', await box( '.gnext' ) ],
			] as const ) {
				if ( overlap( b, bar ) ) {
					clear.push( `${ name } under the bar` );
				}
				if ( overlap( b, caption ) ) {
					clear.push( `${ name } under the caption` );
				}
				if (
					b.x < 0 ||
					b.y < 0 ||
					b.x + b.width > width ||
					b.y + b.height > height
				) {
					clear.push( `${ name } off screen` );
				}
			}
			expect( clear ).toEqual( [] );
			// Not reduced to a sliver.
			expect( shown.height ).toBeGreaterThanOrEqual( 100 );
			if ( width === 1024 ) {
				// The counter shares a row with the controls: two rows at 200 %, not three.
				expect( bar.height ).toBeLessThan( height * 0.4 );
			}
			if ( height < 500 ) {
				// Down the side of a short landscape screen.
				expect( bar.x + bar.width ).toBeCloseTo( width, 0 );
				expect( bar.height ).toBeCloseTo( height, 0 );
			}
			// Every control of the bar, focused in turn, is in view and uncovered, the share
			// list's links too.
			await installFocusProbe( page );
			await dialog.getByRole( 'button', { name: 'Partager' } ).click();
			const problems: string[] = [];
			const seen = new Set< string >();
			for ( let i = 0; i < 12; i++ ) {
				await page.keyboard.press( 'Tab' );
				const report = await focusReport( page );
				if ( report.element ) {
					seen.add( report.element );
				}
				if ( report.problem ) {
					problems.push( `${ report.element }: ${ report.problem }` );
				}
			}
			expect( problems ).toEqual( [] );
			expect(
				[ ...seen ].filter( ( element ) =>
					/Facebook|Pinterest|Fermer|Zoom|Télécharger/.test( element )
				).length
			).toBeGreaterThanOrEqual( 4 );
		} );
	}

	test( 'at 320 px with text at 200 %, every control of the bar is on screen when it has the focus, « Fermer » always', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await largeText( context, baseURL! );
		const { link, dialog } = await openAt320( page );
		await expect( page.locator( 'html' ) ).toHaveClass( /acces-text-zoom/ );
		const close = dialog.getByRole( 'button', { name: 'Fermer' } );
		await expect( close ).toBeFocused();
		const bar = dialog.locator( '.acces-lightbox__bar' );
		const controls = bar.locator( 'button, a[href]:visible' );
		// Zoom, Plein écran, Partager, Télécharger, Fermer.
		await expect( controls ).toHaveCount( 5 );
		const names = await controls.allTextContents();
		const inView = ( box: {
			x: number;
			y: number;
			width: number;
			height: number;
		} ) =>
			box.x >= 0 &&
			box.y >= 0 &&
			box.x + box.width <= 320 &&
			box.y + box.height <= 640;
		const seen = new Set< string >();
		// Tab goes round the dialog: the bar, the arrows, back to the bar.
		for ( let i = 0; i < 12 && seen.size < names.length; i++ ) {
			const focused = await page.evaluate( () => {
				// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
				const active = document.activeElement as HTMLElement;
				const rect = active.getBoundingClientRect();
				return {
					name: active.closest( '.acces-lightbox__bar' )
						? active.textContent ?? ''
						: '',
					box: {
						x: rect.x,
						y: rect.y,
						width: rect.width,
						height: rect.height,
					},
				};
			} );
			if ( focused.name ) {
				seen.add( focused.name );
				expect(
					inView( focused.box ),
					`« ${ focused.name } » with the focus: ${ JSON.stringify(
						focused.box
					) }`
				).toBe( true );
			}
			const closeBox = ( await close.boundingBox() )!;
			expect(
				inView( closeBox ),
				`« Fermer »: ${ JSON.stringify( closeBox ) }`
			).toBe( true );
			await page.keyboard.press( 'Tab' );
		}
		expect( [ ...seen ].sort() ).toEqual( [ ...names ].sort() );
		// The bar leaves most of the screen to the image.
		expect( ( await bar.boundingBox() )!.height ).toBeLessThan( 640 / 2 );
		// The counter is shown too, and the share list opens inside the screen.
		const counter = ( await dialog
			.locator( '.acces-lightbox__count' )
			.boundingBox() )!;
		expect( inView( counter ) ).toBe( true );
		await dialog.getByRole( 'button', { name: 'Partager' } ).click();
		for ( const target of await dialog
			.locator( '.acces-lightbox__share-link' )
			.all() ) {
			expect( inView( ( await target.boundingBox() )! ) ).toBe( true );
		}
		expect( await horizontalOverflow( page ) ).toBe( 0 );
		await expectNoAxeViolations( page );
		await page.keyboard.press( 'Escape' );
		await page.keyboard.press( 'Escape' );
		await expect( link ).toBeFocused();
	} );

	test( 'at 320 px with text at 200 %, the open share list and its links with the focus are never covered', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await largeText( context, baseURL! );
		const { dialog } = await openAt320( page );
		await expect( page.locator( 'html' ) ).toHaveClass( /acces-text-zoom/ );
		await installFocusProbe( page );
		await dialog.getByRole( 'button', { name: 'Partager' } ).focus();
		await page.keyboard.press( 'Enter' );
		const list = dialog.getByRole( 'list' );
		await expect( list ).toBeVisible();
		// What shows at points all over the open list, where it is on screen: the list.
		const covering = await list.evaluate( ( el ) => {
			const r = el.getBoundingClientRect();
			const left = Math.max( r.left, 0 ) + 2;
			const right = Math.min( r.right, window.innerWidth ) - 2;
			const top = Math.max( r.top, 0 ) + 2;
			const bottom = Math.min( r.bottom, window.innerHeight ) - 2;
			const hits: string[] = [];
			for ( let i = 0; i <= 4; i++ ) {
				for ( let j = 0; j <= 8; j++ ) {
					const hit = document.elementFromPoint(
						left + ( ( right - left ) * i ) / 4,
						top + ( ( bottom - top ) * j ) / 8
					);
					if ( hit && ! el.contains( hit ) ) {
						hits.push( hit.className.toString() );
					}
				}
			}
			return [ ...new Set( hits ) ];
		} );
		expect( covering ).toEqual( [] );
		const links = list.getByRole( 'link' );
		for ( const [ i, name ] of [
			/^Facebook/,
			/^X/,
			/^Pinterest/,
		].entries() ) {
			await page.keyboard.press( 'Tab' );
			await expect( links.nth( i ) ).toHaveAccessibleName( name );
			await expect( links.nth( i ) ).toBeFocused();
			const report = await focusReport( page );
			expect( report.problem, report.element ?? '' ).toBeNull();
		}
	} );

	test( 'zoomed, the mouse drags the enlarged image; released outside it, the viewer stays open on the same image', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( CLUB );
		const dialog = await openGalleryImage( page );
		const count = dialog.locator( '.acces-lightbox__count' );
		const zoom = dialog.getByRole( 'button', { name: 'Zoom' } );
		await zoom.click();
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
		const region = dialog.getByRole( 'region', {
			name: /^Image agrandie/,
		} );
		const box = ( await region.boundingBox() )!;
		const x = box.x + box.width / 2;
		const y = box.y + box.height / 2;
		await page.mouse.move( x, y );
		await page.mouse.down();
		await page.mouse.move( x - 300, y - 100, { steps: 10 } );
		await page.mouse.up();
		expect(
			await region.evaluate( ( el ) => [ el.scrollLeft, el.scrollTop ] )
		).toEqual( [ 300, 100 ] );
		// The arrow keys scroll it next: the drag gave it the focus, as a click does.
		await expect( region ).toBeFocused();
		await expect( count ).toHaveText( '1 / 6' );
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );

		// A drag released over the caption: the click it ends with lands on the viewer's frame
		// (the two elements' common box), where a click closes the viewer.
		await page.mouse.move( x, y );
		await page.mouse.down();
		await page.mouse.move( x, box.y + box.height + 40, { steps: 10 } );
		await page.mouse.up();
		await page.waitForTimeout( 300 );
		await expect( dialog ).toBeVisible();
		await expect( count ).toHaveText( '1 / 6' );

		// A drag released outside the window: the next click, here from the keyboard, works
		// the first time (a regression audit: the first one was lost).
		await page.mouse.move( x, y );
		await page.mouse.down();
		await page.mouse.move( -80, y, { steps: 10 } );
		await page.mouse.up();
		await zoom.focus();
		await page.keyboard.press( 'Space' );
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	// A regression audit (2026-12-07): GLightbox's own zoom was still on for each slide; a
	// click on the image showed it at its own size under the bars, and « Zoom » then doubled
	// that size instead of the fitted one.
	test( 'a click on the image does not zoom it; « Zoom » doubles the fitted size', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( CLUB );
		const dialog = await openGalleryImage( page );
		const image = dialog.locator( '.gslide:not([inert]) img' );
		await expect( image ).toBeVisible();
		await expect
			.poll( () => image.evaluate( ( img ) => img.clientWidth ) )
			.toBeGreaterThan( 0 );
		const fitted = await image.evaluate( ( img ) => img.clientWidth );
		await image.click();
		await page.waitForTimeout( 500 );
		expect( await image.evaluate( ( img ) => img.clientWidth ) ).toBe(
			fitted
		);
		await expect( dialog.locator( '.acces-lightbox__count' ) ).toHaveText(
			'1 / 6'
		);
		const zoom = dialog.getByRole( 'button', { name: 'Zoom' } );
		await zoom.click();
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
		const natural = await image.evaluate(
			( img ) => ( img as HTMLImageElement ).naturalWidth
		);
		const zoomed = await image.evaluate( ( img ) => img.clientWidth );
		expect(
			Math.abs( zoomed - Math.max( natural, fitted * 2 ) )
		).toBeLessThanOrEqual( 2 );
	} );

	test( 'a page without links to images does not load the lightbox', async ( {
		page,
	} ) => {
		await page.goto( '/declaration-accessibilite/' );
		await expect(
			page.locator( 'script[src*="/build/lightbox/"]' )
		).toHaveCount( 0 );
		await expect(
			page.locator( 'link[href*="/build/lightbox/"]' )
		).toHaveCount( 0 );
		await expect(
			page.locator( 'script[src*="/build/blocks/slider/"]' )
		).toHaveCount( 0 );
		await expect(
			page.locator( 'script[src*="/build/particles/"]' )
		).toHaveCount( 0 );

		await page.goto( CLUB );
		await expect(
			page.locator( 'script[src*="/build/lightbox/index.js"]' )
		).toHaveCount( 1 );
	} );

	// Last in this file: it changes a site-wide setting, then puts it back.
	test( 'its options are on Réglages › Accès Tourisme, in French, and apply to the site', async ( {
		page,
	} ) => {
		await login( page );
		await page.goto( '/wp-admin/options-general.php?page=acces-tourisme' );
		await expect(
			page.getByRole( 'heading', {
				name: 'Visionneuse d’images',
				exact: true,
			} )
		).toBeVisible();
		const counter = page.getByRole( 'checkbox', {
			name: 'Afficher le compteur (2 / 5)',
		} );
		const title = page.getByRole( 'combobox', {
			name: 'Titre dans la visionneuse',
		} );
		await expect( counter ).toBeChecked();
		await expect( title ).toHaveValue( 'title' );
		const save = page.getByRole( 'button', {
			name: 'Enregistrer les modifications',
		} );
		try {
			await counter.uncheck();
			await title.selectOption( { label: 'Texte alternatif' } );
			await save.click();
			await expect(
				page.getByText( 'Réglages enregistrés.' )
			).toBeVisible();
			await expect( counter ).not.toBeChecked();

			await page.goto( CLUB );
			const dialog = await openGalleryImage( page );
			await expect(
				dialog.locator( '.acces-lightbox__title' )
			).toHaveText( /^Dessin d’un terrain de basket/ );
			await expect(
				dialog.locator( '.acces-lightbox__counter' )
			).toBeHidden();
		} finally {
			await page.goto(
				'/wp-admin/options-general.php?page=acces-tourisme'
			);
			await page
				.getByRole( 'checkbox', {
					name: 'Afficher le compteur (2 / 5)',
				} )
				.check();
			await page
				.getByRole( 'combobox', { name: 'Titre dans la visionneuse' } )
				.selectOption( 'title' );
			await save.click();
			await expect(
				page.getByText( 'Réglages enregistrés.' )
			).toBeVisible();
		}
	} );
} );

// Windows' contrast themes (forced colours) recolour buttons but not an SVG's fixed fill: the
// arrows' white chevrons vanished on a light theme's white buttons. And every bar button got the
// same colours: « Zoom » pressed looked like the others.
for ( const colorScheme of [ 'light', 'dark' ] as const ) {
	test( `in a ${ colorScheme } Windows contrast theme (forced colours), the lightbox's arrows show and « Zoom » pressed looks pressed`, async ( {
		page,
		context,
		baseURL,
	} ) => {
		await answeredBanner( context, baseURL! );
		await page.emulateMedia( { forcedColors: 'active', colorScheme } );
		await page.goto( CLUB );
		const dialog = await openGalleryImage( page );
		await expect( dialog ).toBeVisible();
		for ( const name of [ 'Image précédente', 'Image suivante' ] ) {
			const arrow = dialog.getByRole( 'button', { name } );
			await expect( arrow ).toBeVisible();
			const look = await arrow.evaluate( ( button ) => ( {
				background: getComputedStyle( button ).backgroundColor,
				chevron: getComputedStyle( button.querySelector( 'path' )! )
					.fill,
				text: getComputedStyle( button ).color,
			} ) );
			// Drawn in the button's text colour, not in its background's.
			expect( look.chevron, name ).toBe( look.text );
			expect( look.chevron, name ).not.toBe( look.background );
		}
		const zoom = dialog.getByRole( 'button', { name: 'Zoom' } );
		const full = dialog.getByRole( 'button', { name: 'Plein écran' } );
		await zoom.press( 'Enter' );
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( full ).toHaveAttribute( 'aria-pressed', 'false' );
		// The focus elsewhere, so that only the pressed state tells them apart.
		await dialog.getByRole( 'button', { name: 'Fermer' } ).focus();
		const colours = ( button: typeof zoom ) =>
			button.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				return `${ style.backgroundColor } / ${ style.color }`;
			} );
		expect( await colours( zoom ) ).not.toBe( await colours( full ) );
	} );
}

test.describe( 'gallery on a phone', () => {
	test.use( {
		viewport: { width: 375, height: 740 },
		hasTouch: true,
		isMobile: true,
	} );

	test.beforeEach( async ( { context, baseURL } ) => {
		await answeredBanner( context, baseURL! );
		await seedPreferencesScript( context );
	} );

	/**
	 * Each gallery image's box, its caption's box, and whether the caption shows all of its
	 * text without scrolling.
	 * @param page The club page.
	 */
	function figures( page: Page ) {
		return page
			.locator( '.wp-block-gallery figure.wp-block-image' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( figure ) => {
					const image = figure.querySelector( 'img' )!;
					const caption = figure.querySelector( 'figcaption' )!;
					return {
						// The share of the gallery's width the image takes.
						share:
							figure.getBoundingClientRect().width /
							figure.parentElement!.getBoundingClientRect().width,
						imageBottom: image.getBoundingClientRect().bottom,
						captionTop: caption.getBoundingClientRect().top,
						whole: caption.scrollHeight <= caption.clientHeight + 1,
						fontSize: parseFloat(
							getComputedStyle( caption ).fontSize
						),
					};
				} )
			);
	}

	test( 'captions are under their images, whole, and grow with the text (one image a row at 200 %); a tap on the lower half of a thumbnail opens it', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await choosePreferences( context, baseURL!, 'default', 100 );
		await page.goto( CLUB );
		const atNormalSize = await figures( page );
		expect( atNormalSize ).toHaveLength( 6 );
		for ( const figure of atNormalSize ) {
			expect( figure.captionTop ).toBeGreaterThanOrEqual(
				figure.imageBottom - 1
			);
			expect( figure.whole ).toBe( true );
			// Two images a row on a phone.
			expect( figure.share ).toBeLessThan( 0.55 );
		}

		// Where WordPress's caption used to cover the image: the tap reaches the link.
		const image = page.locator( '.wp-block-gallery img' ).nth( 1 );
		await image.scrollIntoViewIfNeeded();
		const box = ( await image.boundingBox() )!;
		await page.touchscreen.tap(
			box.x + box.width / 2,
			box.y + box.height * 0.85
		);
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		await expect( dialog.locator( '.acces-lightbox__count' ) ).toHaveText(
			'2 / 6'
		);
		await dialog.getByRole( 'button', { name: 'Fermer' } ).tap();
		await expect( dialog ).toBeHidden();

		await choosePreferences( context, baseURL!, 'default', 200 );
		await page.goto( CLUB );
		const atDoubleSize = await figures( page );
		atDoubleSize.forEach( ( figure, index ) => {
			expect( figure.fontSize ).toBeCloseTo(
				2 * atNormalSize[ index ].fontSize,
				0
			);
			expect( figure.captionTop ).toBeGreaterThanOrEqual(
				figure.imageBottom - 1
			);
			expect( figure.whole ).toBe( true );
			// One a row: the larger captions are not cut in the middle of every word.
			expect( figure.share ).toBeGreaterThan( 0.95 );
		} );
		expect( await horizontalOverflow( page ) ).toBe( 0 );
	} );

	// An outside audit (2026-12-07, WCAG 2.5.7): a finger on the enlarged image changed images
	// and turned the zoom off (GLightbox's swipe), and the image did not scroll (its
	// `touch-action: none`): two thirds of a photo could never be seen on a phone.
	test( 'zoomed, a finger scrolls the enlarged image and stays on it; not zoomed, a swipe still changes images', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const link = page
			.locator( '.wp-block-gallery' )
			.getByRole( 'link' )
			.first();
		await link.scrollIntoViewIfNeeded();
		await link.tap();
		const dialog = page.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		const count = dialog.locator( '.acces-lightbox__count' );
		await expect( count ).toHaveText( '1 / 6' );
		const zoom = dialog.getByRole( 'button', { name: 'Zoom' } );
		await zoom.tap();
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
		const region = dialog.getByRole( 'region', {
			name: /^Image agrandie/,
		} );
		const scroll = () =>
			region.evaluate( ( el ) => [ el.scrollLeft, el.scrollTop ] );
		expect( await scroll() ).toEqual( [ 0, 0 ] );
		const box = ( await region.boundingBox() )!;
		const cdp = await page.context().newCDPSession( page );
		/**
		 * A finger put down in the middle of the region, moved by (dx, dy) in ten steps, lifted.
		 * @param dx
		 * @param dy
		 */
		const swipe = async ( dx: number, dy: number ) => {
			const x = box.x + box.width / 2;
			const y = box.y + box.height / 2;
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchStart',
				touchPoints: [ { x, y } ],
			} );
			for ( let step = 1; step <= 10; step++ ) {
				await cdp.send( 'Input.dispatchTouchEvent', {
					type: 'touchMove',
					touchPoints: [
						{
							x: x + ( dx * step ) / 10,
							y: y + ( dy * step ) / 10,
						},
					],
				} );
			}
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchEnd',
				touchPoints: [],
			} );
		};
		await swipe( -150, 0 );
		await expect
			.poll( async () => ( await scroll() )[ 0 ] )
			.toBeGreaterThan( 50 );
		await swipe( 0, -150 );
		await expect
			.poll( async () => ( await scroll() )[ 1 ] )
			.toBeGreaterThan( 50 );
		await page.waitForTimeout( 500 );
		await expect( count ).toHaveText( '1 / 6' );
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );

		await zoom.tap();
		await expect( zoom ).toHaveAttribute( 'aria-pressed', 'false' );
		await swipe( -150, 0 );
		await expect( count ).toHaveText( '2 / 6' );
	} );
} );
