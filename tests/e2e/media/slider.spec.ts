/**
 * The slider, the carousel and the particle background on the club page: keyboard, French
 * labels, slides out of view out of reach, axe clean, reduced motion, 320 px; the page
 * configuration object. On the SQLite site only (playwright.config.ts): all of it happens in
 * the browser.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	expectNoAxeViolations,
	login,
	restNonce,
} from '../fixtures';
import {
	CLUB,
	accessibilityTree,
	answeredBanner,
	clubSliderIds,
	focusFirstSlideLink,
	horizontalOverflow,
	inCarousel,
} from './helpers';
import { withPublishedPage } from '../consent/helpers';
import { contrast } from '../contrast';

/**
 * Where each slider's first image and the element after it are on the page, in CSS pixels
 * from the top of the document, once the page has loaded with its fonts.
 * @param page The page.
 */
async function sliderPlaces( page: Page ): Promise< number[] > {
	await page.waitForLoadState( 'load' );
	return page.evaluate( async () => {
		await document.fonts.ready;
		const top = ( el: Element | null ) =>
			Math.round( el!.getBoundingClientRect().top + window.scrollY );
		return Array.from(
			document.querySelectorAll( '.acces-slider' )
		).flatMap( ( el ) => [
			top( el.querySelector( 'img' ) ),
			top( el.nextElementSibling ),
		] );
	} );
}

/**
 * sliderPlaces() of a page painted before its sliders' script arrived (as on a slow
 * connection), then once the script has started them.
 * @param page  The page.
 * @param url   Its address.
 * @param count How many sliders it has.
 */
async function placesBeforeAndAfterStart(
	page: Page,
	url: string,
	count: number
): Promise< [ number[], number[] ] > {
	await page.route( /\/blocks\/slider\/view\.js/, ( route ) =>
		route.abort()
	);
	await page.goto( url );
	const before = await sliderPlaces( page );
	await expect( page.locator( '.acces-slider.is-ready' ) ).toHaveCount( 0 );
	await page.unrouteAll();

	await page.reload();
	await expect( page.locator( '.acces-slider.is-ready' ) ).toHaveCount(
		count
	);
	const after = await sliderPlaces( page );
	expect( before ).toHaveLength( 2 * count );
	return [ before, after ];
}

test.describe( 'slider and carousel', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await answeredBanner( context, baseURL! );
	} );

	test( 'the slider works with the keyboard, with the specification’s French labels', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const slider = page.getByRole( 'region', {
			name: 'Temps forts de la saison',
		} );
		const next = slider.getByRole( 'button', {
			name: 'Diapositive suivante',
		} );
		const prev = slider.getByRole( 'button', {
			name: 'Diapositive précédente',
		} );
		const inView = slider.locator( '.swiper-slide:not([inert])' );
		await expect( inView ).toHaveCount( 1 );
		await expect( inView.getByRole( 'img' ) ).toHaveAttribute(
			'alt',
			/terrain de basket/
		);
		await expect(
			slider.getByRole( 'group', { name: '1 sur 4' } )
		).toHaveAttribute( 'aria-roledescription', 'diapositive' );

		await next.focus();
		await page.keyboard.press( 'Enter' );
		await expect( inView.getByRole( 'img' ) ).toHaveAttribute(
			'alt',
			/table de tennis de table/
		);
		await expect(
			slider.getByRole( 'group', { name: '2 sur 4' } )
		).toBeVisible();
		await page.waitForTimeout( 1100 ); // The 1000 ms transition.
		await prev.focus();
		await page.keyboard.press( 'Space' );
		await expect( inView.getByRole( 'img' ) ).toHaveAttribute(
			'alt',
			/terrain de basket/
		);
		await page.waitForTimeout( 1100 );
		// Loop: before the first comes the last.
		await page.keyboard.press( 'Enter' );
		await expect(
			slider.getByRole( 'group', { name: '4 sur 4' } )
		).not.toHaveAttribute( 'inert', '' );
		await page.waitForTimeout( 1100 );

		const bullet = slider.getByRole( 'button', {
			name: 'Aller à la diapositive 3',
		} );
		await bullet.focus();
		await page.keyboard.press( 'Enter' );
		await expect( inView.getByRole( 'img' ) ).toHaveAttribute(
			'alt',
			/vagues blanches/
		);
		await expect( bullet ).toHaveAttribute( 'aria-current', 'true' );
		await expect(
			slider.getByRole( 'button', { name: /défilement/ } )
		).toHaveCount( 0 );
	} );

	test( 'Space and Enter on a pagination bullet change the slide without scrolling the page, as on a button', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const slider = page.getByRole( 'region', {
			name: 'Temps forts de la saison',
		} );
		const inView = slider.locator( '.swiper-slide:not([inert])' );
		for ( const [ key, index, alt ] of [
			[ 'Space', 3, /vagues blanches/ ],
			[ 'Enter', 1, /terrain de basket/ ],
		] as const ) {
			const bullet = slider.getByRole( 'button', {
				name: `Aller à la diapositive ${ index }`,
			} );
			await bullet.focus();
			await bullet.evaluate( ( el ) =>
				el.scrollIntoView( { block: 'center' } )
			);
			const scrolled = await page.evaluate( () => window.scrollY );
			expect( scrolled ).toBeGreaterThan( 0 );
			await page.keyboard.press( key );
			await expect( inView.getByRole( 'img' ) ).toHaveAttribute(
				'alt',
				alt
			);
			await expect( bullet ).toHaveAttribute( 'aria-current', 'true' );
			await expect( bullet ).toBeFocused();
			await expect( bullet ).toBeInViewport();
			expect( await page.evaluate( () => window.scrollY ) ).toBe(
				scrolled
			);
			await page.waitForTimeout( 1100 ); // The 1000 ms transition.
			// Activated once: still on that slide once it has arrived.
			await expect( inView.getByRole( 'img' ) ).toHaveAttribute(
				'alt',
				alt
			);
		}
	} );

	test( 'only the carousel’s slides in view can be reached with Tab', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const carousel = page.getByRole( 'region', {
			name: 'Nos disciplines',
		} );
		await expect(
			carousel.locator( '.swiper-slide:not([inert])' )
		).toHaveCount( 3 );
		await expect( carousel.locator( '.swiper-slide[inert]' ) ).toHaveCount(
			3
		);

		async function tabThroughSlides(): Promise< string[] > {
			await carousel
				.getByRole( 'button', { name: 'Diapositive suivante' } )
				.focus();
			const reached: string[] = [];
			for ( let i = 0; i < 4; i++ ) {
				await page.keyboard.press( 'Tab' );
				const focused = await page.evaluate( () => {
					// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
					const el = document.activeElement as HTMLElement;
					const slide = el.closest( '.swiper-slide' );
					const viewport = el.closest( '.swiper' );
					if ( ! slide || ! viewport ) {
						return el.getAttribute( 'aria-label' ) ?? el.tagName;
					}
					const a = slide.getBoundingClientRect();
					const b = viewport.getBoundingClientRect();
					const inside =
						a.left >= b.left - 1 && a.right <= b.right + 1;
					return `${ inside ? 'in view' : 'OUT OF VIEW' }: ${
						el.querySelector( 'img' )?.getAttribute( 'alt' ) ?? ''
					}`;
				} );
				reached.push( focused );
			}
			return reached;
		}

		const first = await tabThroughSlides();
		expect(
			first.slice( 0, 3 ).every( ( r ) => r.startsWith( 'in view:' ) )
		).toBe( true );
		expect( first[ 3 ] ).toBe( 'Aller à la diapositive 1' );

		await carousel
			.getByRole( 'button', { name: 'Diapositive suivante' } )
			.click();
		await page.waitForTimeout( 1100 );
		const second = await tabThroughSlides();
		expect(
			second.slice( 0, 3 ).every( ( r ) => r.startsWith( 'in view:' ) )
		).toBe( true );
		expect( second[ 0 ] ).toBe( first[ 1 ] );
		expect( second[ 3 ] ).toBe( 'Aller à la diapositive 1' );
	} );

	test( 'shows 2 slides on a tablet and 1 on a mobile, follows a window resize, and reflows at 320 px', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1024, height: 800 } );
		await page.goto( CLUB );
		const carousel = page.getByRole( 'region', {
			name: 'Nos disciplines',
		} );
		await expect(
			carousel.locator( '.swiper-slide:not([inert])' )
		).toHaveCount( 2 );
		// It follows a change of the window's width without a reload.
		await page.setViewportSize( { width: 1280, height: 800 } );
		await expect(
			carousel.locator( '.swiper-slide:not([inert])' )
		).toHaveCount( 3 );
		await page.setViewportSize( { width: 600, height: 800 } );
		await expect(
			carousel.locator( '.swiper-slide:not([inert])' )
		).toHaveCount( 1 );
		expect( await horizontalOverflow( page ) ).toBe( 0 );

		await page.setViewportSize( { width: 320, height: 640 } );
		await page.reload();
		await expect(
			carousel.locator( '.swiper-slide:not([inert])' )
		).toHaveCount( 1 );
		expect( await horizontalOverflow( page ) ).toBe( 0 );
		for ( const region of [
			'Temps forts de la saison',
			'Nos disciplines',
		] ) {
			const next = page
				.getByRole( 'region', { name: region } )
				.getByRole( 'button', { name: 'Diapositive suivante' } );
			await expect( next ).toBeVisible();
			const box = ( await next.boundingBox() )!;
			expect( box.x + box.width ).toBeLessThanOrEqual( 320 );
			expect( box.width ).toBeGreaterThanOrEqual( 24 );
		}
		await expectNoAxeViolations( page, '.acces-slider' );
	} );

	test( 'a window narrowed (a tablet turned) with the focus on a carousel image keeps the focus on it, in view', async ( {
		page,
		context,
		baseURL,
	} ) => {
		// The club's looping carousel of six (Swiper rebuilds its loop, moving the slides),
		// and a carousel of three, which does not loop (its third slide only goes out of view).
		await login( page );
		const ids = await clubSliderIds( page, await restNonce( page ) );
		const content = `<!-- wp:acces-tourisme/slider ${ JSON.stringify( {
			ids: ids.slice( 0, 3 ),
			label: 'Trois disciplines',
			variant: 'carousel',
			linkToFile: true,
		} ) } /-->`;
		await context.clearCookies();
		await withPublishedPage(
			page,
			'Trois disciplines',
			content,
			async ( three ) => {
				await answeredBanner( context, baseURL! );
				for ( const [ url, name ] of [
					[ CLUB, 'Nos disciplines' ],
					[ three, 'Trois disciplines' ],
				] ) {
					await page.setViewportSize( { width: 1280, height: 800 } );
					await page.goto( url );
					const carousel = page.getByRole( 'region', { name } );
					// The third of the three slides in view.
					const link = carousel
						.locator( '.swiper-slide:not([inert]) a' )
						.nth( 2 );
					const href = ( await link.getAttribute( 'href' ) )!;
					await link.focus();
					const opener = carousel.locator( `a[href="${ href }"]` );
					// Two slides in view, then one: the focus went to the start of the page.
					for ( const width of [ 1024, 600 ] ) {
						await page.setViewportSize( { width, height: 800 } );
						await expect(
							opener,
							`${ name }, ${ width } px`
						).toBeFocused();
						await expect
							.poll( () => inCarousel( opener ) )
							.toBe( true );
					}
					await expect(
						carousel.locator( '.swiper-slide:not([inert])' )
					).toHaveCount( 1 );
				}
			}
		);
	} );

	test( 'on a phone, the slides refit when the toolbar’s text size changes the page’s width', async ( {
		page,
	} ) => {
		// The content's side padding depends on the text size: the sliders get wider or
		// narrower without the window changing. Slides kept their old width: a blank strip
		// beside the image, or its right edge cut off.
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( CLUB );
		await expect( page.locator( '.acces-slider.is-ready' ) ).toHaveCount(
			2
		);
		const fits = () =>
			page.evaluate( () =>
				Array.from( document.querySelectorAll( '.acces-slider' ) ).map(
					( root ) => {
						const view = root
							.querySelector( '.swiper' )!
							.getBoundingClientRect();
						const slide = root
							.querySelector( '.swiper-slide:not([inert])' )!
							.getBoundingClientRect();
						return (
							Math.abs( slide.left - view.left ) <= 1 &&
							Math.abs( slide.width - view.width ) <= 1
						);
					}
				)
			);
		expect( await fits() ).toEqual( [ true, true ] );
		const toolbar = page.getByRole( 'button', { name: 'Accessibilité' } );
		await toolbar.click();
		const bigger = page.getByRole( 'button', { name: 'Agrandir' } );
		// 100 %, then 120 % to 200 %: nine steps.
		for ( let i = 0; i < 9; i++ ) {
			await bigger.click();
		}
		await expect( page.locator( 'html' ) ).toHaveCSS( 'font-size', '32px' );
		await expect.poll( fits ).toEqual( [ true, true ] );
		await page.getByRole( 'button', { name: 'Taille normale' } ).click();
		await expect( page.locator( 'html' ) ).toHaveCSS( 'font-size', '16px' );
		await expect.poll( fits ).toEqual( [ true, true ] );
	} );

	test( 'in Windows’ contrast themes (forced colours), the current slide’s bullet stands out from the others', async ( {
		page,
	} ) => {
		await page.emulateMedia( { forcedColors: 'active' } );
		await page.goto( CLUB );
		const slider = page.locator( '.acces-slider.is-ready' ).first();
		await expect( slider ).toBeVisible();
		const fills = () =>
			slider.evaluate( ( root ) =>
				Array.from(
					root.querySelectorAll( '.swiper-pagination-bullet' )
				).map( ( bullet ) => ( {
					current: bullet.classList.contains(
						'swiper-pagination-bullet-active'
					),
					fill: getComputedStyle( bullet, '::before' )
						.backgroundColor,
				} ) )
			);
		const bullets = await fills();
		const current = bullets.filter( ( b ) => b.current );
		const others = bullets.filter( ( b ) => ! b.current );
		expect( current ).toHaveLength( 1 );
		expect( others.length ).toBeGreaterThan( 0 );
		// Forced colours gave every bullet the same fill.
		for ( const other of others ) {
			expect( other.fill ).not.toBe( current[ 0 ].fill );
		}
	} );

	// Forced colours dropped the ring's shadow and recoloured its outline, which lay inside the
	// photo at the photo's contrast (1.7:1 on the club's first carousel image).
	test( 'in Windows’ contrast themes (forced colours), a focused slide’s image shows a ring of the text colour around one of the background colour', async ( {
		page,
	} ) => {
		await page.emulateMedia( {
			forcedColors: 'active',
			colorScheme: 'light',
		} );
		const link = await focusFirstSlideLink( page );
		const ring = await link.evaluate( ( el ) => {
			const body = getComputedStyle( document.body );
			const outer = getComputedStyle( el );
			const inner = getComputedStyle( el.querySelector( 'img' )! );
			return {
				text: body.color,
				background: body.backgroundColor,
				outer: `${ outer.outlineStyle } ${ outer.outlineColor } ${ outer.outlineWidth }`,
				inner: `${ inner.outlineStyle } ${ inner.outlineColor } ${ inner.outlineWidth }`,
			};
		} );
		expect( ring.outer ).toBe( `solid ${ ring.text } 3px` );
		expect( ring.inner ).toBe( `solid ${ ring.background } 3px` );
		expect( ring.text ).not.toBe( ring.background );
	} );

	test( 'starting moves nothing: the room of its controls is kept before its script runs', async ( {
		page,
	} ) => {
		for ( const width of [ 412, 1280 ] ) {
			await page.setViewportSize( { width, height: 800 } );
			const [ before, after ] = await placesBeforeAndAfterStart(
				page,
				CLUB,
				2
			);
			after.forEach( ( y, i ) =>
				expect(
					Math.abs( y - before[ i ] ),
					`${ width } px: ${ before } → ${ after }`
				).toBeLessThanOrEqual( 1 )
			);
		}
	} );

	test( 'starting moves nothing with all the images in view (no arrows) or many (bullets on two rows)', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await login( page );
		const headers = {
			'X-WP-Nonce': await restNonce( page ),
		};
		const ids = await clubSliderIds( page, headers[ 'X-WP-Nonce' ] );
		// Enough images for two rows of bullets on a phone.
		const many = (
			( await (
				await page.request.get(
					'/wp-json/wp/v2/media?media_type=image&per_page=16&_fields=id',
					{ headers }
				)
			).json() ) as Array< { id: number } >
		 ).map( ( image ) => image.id );
		expect( many ).toHaveLength( 16 );
		// One image; an autoplaying one; carousels of 2, 3 and 4; a slider of 16; each with a
		// paragraph after it.
		const sliders = [
			{ ids: ids.slice( 0, 1 ), label: 'Une image' },
			{
				ids: ids.slice( 0, 1 ),
				label: 'Une image animée',
				autoplay: true,
			},
			{ ids: ids.slice( 0, 2 ), label: 'Deux', variant: 'carousel' },
			{ ids: ids.slice( 0, 3 ), label: 'Trois', variant: 'carousel' },
			{ ids: ids.slice( 0, 4 ), label: 'Quatre', variant: 'carousel' },
			{ ids: many, label: 'Seize' },
		];
		const created = await page.request.post( '/wp-json/wp/v2/pages', {
			headers,
			data: {
				title: 'Peu d’images',
				status: 'publish',
				content: sliders
					.map(
						( attributes ) =>
							`<!-- wp:acces-tourisme/slider ${ JSON.stringify(
								attributes
							) } /-->\n<!-- wp:paragraph --><p>Après ${
								attributes.label
							}</p><!-- /wp:paragraph -->`
					)
					.join( '\n' ),
			},
		} );
		expect( created.status() ).toBe( 201 );
		const { link, id } = ( await created.json() ) as {
			link: string;
			id: number;
		};
		await context.clearCookies();
		await answeredBanner( context, baseURL! );
		try {
			// Phones (1 image in view), a tablet (2), a desktop (3).
			for ( const width of [ 320, 412, 900, 1280 ] ) {
				await page.setViewportSize( { width, height: 800 } );
				const [ before, after ] = await placesBeforeAndAfterStart(
					page,
					link,
					sliders.length
				);
				expect( after, `${ width } px` ).toEqual( before );
				// What the room was kept for: bullets on two rows on a phone,
				const bullets = await page
					.getByRole( 'region', { name: 'Seize' } )
					.locator( '.acces-slider__pagination' )
					.boundingBox();
				expect( bullets!.height > 40, `${ width } px` ).toBe(
					width < 768
				);
				// arrows where images are out of view.
				const arrows = await Promise.all(
					sliders.map( ( { label } ) =>
						page
							.getByRole( 'region', { name: label } )
							.getByRole( 'button', {
								name: 'Diapositive suivante',
							} )
							.isVisible()
					)
				);
				expect( arrows, `${ width } px` ).toEqual( [
					false,
					false,
					width < 768,
					width < 1025,
					true,
					true,
				] );
			}
		} finally {
			// A new login, a new nonce.
			await login( page );
			headers[ 'X-WP-Nonce' ] = await restNonce( page );
			const deleted = await page.request.delete(
				`/wp-json/wp/v2/pages/${ id }?force=true`,
				{ headers }
			);
			expect( deleted.status() ).toBe( 200 );
		}
	} );

	test( 'the arrows are read by their French names only, and drawn without a font: a font the visitor forces shows no English word on them', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		await expect( page.locator( '.acces-slider.is-ready' ) ).toHaveCount(
			2
		);
		const arrows = [];
		for ( const name of [
			'Diapositive précédente',
			'Diapositive suivante',
		] ) {
			const found = page.getByRole( 'button', { name, exact: true } );
			await expect( found ).toHaveCount( 2 );
			arrows.push( ...( await found.all() ) );
		}
		const seen = [];
		for ( const arrow of arrows ) {
			await expect( arrow ).toBeVisible();
			// A chevron: generated content with no text, drawn by its borders.
			const icon = await arrow.evaluate( ( el ) => {
				const style = getComputedStyle( el, '::after' );
				return {
					content: style.content,
					width: parseFloat( style.width ),
					border: parseFloat( style.borderTopWidth ),
				};
			} );
			expect( icon.content ).toBe( '""' );
			expect( icon.width ).toBeGreaterThan( 5 );
			expect( icon.border ).toBeGreaterThan( 1 );
			seen.push( await arrow.screenshot() );
		}
		// A font of the visitor's own on every element (as a dyslexia font extension does):
		// the arrows look the same (Swiper's icon font showed the words "prev" and "next").
		await page.addStyleTag( {
			content:
				'*, *::before, *::after { font-family: "DejaVu Serif", serif !important; }',
		} );
		for ( const [ i, arrow ] of arrows.entries() ) {
			expect( ( await arrow.screenshot() ).equals( seen[ i ] ) ).toBe(
				true
			);
		}
		// What assistive technologies get: the two names, never "prev" or "next".
		const nodes = await accessibilityTree( page );
		const texts = nodes.map( ( node ) => node.name?.value ?? '' );
		expect(
			texts.filter( ( text ) => /^(prev|next)$/i.test( text ) )
		).toEqual( [] );
		expect(
			nodes
				.filter(
					( node ) =>
						node.role?.value === 'button' &&
						/^Diapositive (précédente|suivante)$/.test(
							node.name?.value ?? ''
						)
				)
				.map( ( node ) => node.name?.value )
		).toEqual( [
			'Diapositive précédente',
			'Diapositive suivante',
			'Diapositive précédente',
			'Diapositive suivante',
		] );
	} );

	test( 'has no axe violation', async ( { page } ) => {
		await page.goto( CLUB );
		await expectNoAxeViolations( page );
	} );

	test( 'moves instantly when the visitor asks for reduced motion', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( CLUB );
		const slider = page.getByRole( 'region', {
			name: 'Temps forts de la saison',
		} );
		await slider
			.getByRole( 'button', { name: 'Diapositive suivante' } )
			.click();
		const wrapper = slider.locator( '.swiper-wrapper' );
		expect(
			await wrapper.evaluate(
				( el ) => getComputedStyle( el ).transitionDuration
			)
		).toBe( '0s' );
		await expect(
			slider.locator( '.swiper-slide:not([inert])' ).getByRole( 'img' )
		).toHaveAttribute( 'alt', /table de tennis de table/ );
	} );
} );

test.describe( 'particle background and page configuration', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await answeredBanner( context, baseURL! );
	} );

	test( 'the particle section is decorative and its text readable', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const section = page.locator( '.is-style-acces-particles' );
		await expect(
			section.getByRole( 'heading', { name: 'Rejoignez les Aigles' } )
		).toBeVisible();
		const canvas = section.locator( 'canvas' );
		await expect( canvas ).toHaveAttribute( 'aria-hidden', 'true' );
		await expect( canvas ).toBeVisible();
		await expectNoAxeViolations( page, '.is-style-acces-particles' );
	} );

	// An outside audit (2026-12-07): a background chosen alone kept the style's white text (1:1
	// on white), a text colour chosen alone its dark blue background (1.3:1 for black).
	test( 'a colour chosen alone for a particle section leaves the other to the theme: its text stays readable', async ( {
		page,
	} ) => {
		const group = ( attrs: string, classes: string, style: string ) =>
			`<!-- wp:group {"className":"is-style-acces-particles",${ attrs }} --><div class="wp-block-group is-style-acces-particles ${ classes }" style="${ style }"><!-- wp:paragraph --><p>Texte de la section</p><!-- /wp:paragraph --></div><!-- /wp:group -->`;
		await withPublishedPage(
			page,
			'Particules colorées',
			group(
				'"style":{"color":{"background":"#ffffff"}}',
				'has-background',
				'background-color:#ffffff'
			) +
				group(
					'"style":{"color":{"text":"#000000"}}',
					'has-text-color',
					'color:#000000'
				),
			async ( link ) => {
				await page.goto( link );
				const sections = page.locator( '.is-style-acces-particles' );
				await expect( sections ).toHaveCount( 2 );
				for ( const section of await sections.all() ) {
					const colours = await section.evaluate( ( el ) => {
						const p = el.querySelector( 'p' )!;
						let node: Element | null = el;
						let background = 'rgba(0, 0, 0, 0)';
						while (
							node &&
							/rgba\(0, 0, 0, 0\)|transparent/.test( background )
						) {
							background =
								getComputedStyle( node ).backgroundColor;
							node = node.parentElement;
						}
						return {
							text: getComputedStyle( p ).color,
							background: /rgba\(0, 0, 0, 0\)/.test( background )
								? 'rgb(255, 255, 255)'
								: background,
						};
					} );
					expect(
						contrast( colours.text, colours.background ),
						JSON.stringify( colours )
					).toBeGreaterThanOrEqual( 4.5 );
				}
			}
		);
	} );

	test( 'the page configuration object is printed once, as JSON', async ( {
		page,
	} ) => {
		await page.goto( CLUB );
		const element = page.locator( 'script#acces-page-config' );
		await expect( element ).toHaveCount( 1 );
		await expect( element ).toHaveAttribute( 'type', 'application/json' );
		const config = JSON.parse( ( await element.textContent() ) as string );
		expect( config.post.id ).toEqual( expect.any( Number ) );
		expect( config.post.title ).toBe(
			'Club handisport : les Aigles du Frontonnais'
		);
		expect( config.post.excerpt ).toContain( 'Le club handisport local' );
		// The values follow the settings (another test changes them for a moment): their shape here.
		expect( Object.keys( config.kit ).sort() ).toEqual( [
			'global_image_lightbox',
			'lightbox_description_src',
			'lightbox_enable_counter',
			'lightbox_enable_download',
			'lightbox_enable_fullscreen',
			'lightbox_enable_share',
			'lightbox_enable_zoom',
			'lightbox_title_src',
		] );
		expect( config.kit.global_image_lightbox ).toBe( 'yes' );
		for ( const key of [
			'counter',
			'fullscreen',
			'zoom',
			'share',
			'download',
		] ) {
			expect( [ 'yes', 'no' ] ).toContain(
				config.kit[ `lightbox_enable_${ key }` ]
			);
		}
		expect( config.editMode ).toBe( false );
		expect( config.previewMode ).toBe( false );

		await page.goto( '/?s=club' );
		await expect( page.locator( 'script#acces-page-config' ) ).toHaveCount(
			0
		);
	} );
} );
