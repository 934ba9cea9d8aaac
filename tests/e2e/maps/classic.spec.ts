/**
 * Under a classic theme (Twenty Twenty-One): the list map (the block renders inside the
 * theme's content, its script and style load late, in the footer, and it draws the same
 * markers, legend and list as under the block theme), and the banner's, the toolbar's and the
 * map's tile notice's buttons against the theme's own button styles, and the portfolio's filters
 * against them. Switches the theme and back.
 */
import { test, expect } from '../fixtures';
import { expectTheme, useTheme } from '../provider-pages/helpers';
import { acceptedCookies, banner } from '../consent/helpers';
import { openToolbar } from '../toolbar/helpers';
import { contrast } from '../contrast';
import { PORTFOLIO } from '../portfolio/helpers';
import { CLUB } from '../media/helpers';
import { tabTo } from '../keyboard';

test.describe.configure( { mode: 'serial' } );

test.describe( 'classic theme', () => {
	useTheme( 'classic' );

	test( 'the list map draws its markers, its legend and its list', async ( {
		page,
	} ) => {
		const response = await page.request.get(
			'/wp-json/acces/v1/providers'
		);
		const features = (
			( await response.json() ) as {
				features: { properties: { name: string; adress: string } }[];
			}
		 ).features;
		await page.goto( '/carte-des-prestataires/' );
		// The classic theme is the one in use.
		await expect(
			page.locator( 'link[rel="stylesheet"][href*="twentytwentyone"]' )
		).not.toHaveCount( 0 );
		const region = page.getByRole( 'region', {
			name: 'Carte des prestataires',
		} );
		await expect( region ).toHaveAttribute(
			'data-acces-places',
			String( features.length )
		);
		// A first visit: the tiles come on the visitor's word (src/map/tileConsent.ts).
		await page
			.getByRole( 'button', { name: 'Afficher le fond de carte' } )
			.click();
		const box = await region.boundingBox();
		expect( box?.height ).toBeGreaterThan( 200 );
		const markers = region.locator( '.leaflet-marker-icon' );
		await expect( markers ).toHaveCount( features.length );
		const names = await markers.evaluateAll( ( els ) =>
			els.map( ( el ) => el.getAttribute( 'alt' ) ?? '' )
		);
		expect( names.sort() ).toEqual(
			features
				.map(
					( f ) => `${ f.properties.name }, ${ f.properties.adress }`
				)
				.sort()
		);
		// Tiles are laid out by Leaflet's stylesheet (absolutely placed, 256 px wide before any
		// transform: the bounding box would be scaled while the fit-to-markers zoom animates).
		const tile = region.locator( '.leaflet-tile' ).first();
		await expect( tile ).toBeVisible();
		await expect
			.poll( () =>
				tile.evaluate( ( el ) => [
					( el as HTMLElement ).offsetWidth,
					getComputedStyle( el ).position,
				] )
			)
			.toEqual( [ 256, 'absolute' ] );
		await expect( page.getByText( 'Légende de la carte' ) ).toBeVisible();
		const list = page.locator( '.acces-place-list' );
		await expect( list.getByRole( 'link' ) ).toHaveCount( features.length );
		expect(
			( await list.getByRole( 'link' ).allTextContents() ).sort()
		).toEqual( features.map( ( f ) => f.properties.name ).sort() );
	} );

	test( 'the banner’s, the toolbar’s and the tile notice’s buttons stay readable under the pointer and while pressed', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await expect(
			page.locator( 'link#twenty-twenty-one-style-css' )
		).toHaveCount( 1 );
		// The theme's `button:hover, button:active` inherits the text colour and drops the
		// background: the plugin's buttons keep their own.
		const readable = async ( name: string ) => {
			const button = page.getByRole( 'button', { name, exact: true } );
			await button.hover();
			const hovered = await button.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				return [ style.color, style.backgroundColor ];
			} );
			expect(
				contrast( hovered[ 0 ], hovered[ 1 ] ),
				`${ name } under the pointer: ${ hovered.join( ' on ' ) }`
			).toBeGreaterThanOrEqual( 4.5 );
			await page.mouse.down();
			const pressed = await button.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				return [ style.color, style.backgroundColor ];
			} );
			await page.mouse.move( 0, 0 );
			await page.mouse.up();
			expect(
				contrast( pressed[ 0 ], pressed[ 1 ] ),
				`${ name } pressed: ${ pressed.join( ' on ' ) }`
			).toBeGreaterThanOrEqual( 4.5 );
		};
		await expect( banner( page ) ).toBeVisible();
		for ( const name of [
			'Tout accepter',
			'Tout refuser',
			'Personnaliser',
		] ) {
			await readable( name );
		}
		await readable( 'Accessibilité' );
		// The buttons that stand for the map's tiles until consent.
		await page.goto( '/carte-des-prestataires/' );
		await readable( 'Afficher le fond de carte' );
		await readable( 'Toujours afficher (vidéos et cartes)' );
	} );

	test( 'in the high-contrast and dark colours, the toolbar’s chosen colour and ticked boxes show their mark; « Gérer mes cookies » reads as a link', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies(
			acceptedCookies( baseURL! ).map( ( c ) => ( {
				...c,
				value: 'no',
			} ) )
		);
		// The theme draws its boxes and radios itself: the tick a border of `::after`, the
		// dot its background, in the theme's dark text colour (1.5:1 on these backgrounds).
		for ( const [ theme, label ] of [
			[ 'contrast', 'Contraste élevé' ],
			[ 'dark', 'Sombre' ],
		] ) {
			await context.addCookies( [
				{ name: 'acces_color', value: theme, url: baseURL! },
			] );
			await page.goto( '/' );
			await expectTheme( page, 'classic' );
			const panel = await openToolbar( page );
			const radio = panel.getByRole( 'radio', { name: label } );
			await expect( radio ).toBeChecked();
			const underline = panel.getByRole( 'checkbox', {
				name: 'Souligner les liens',
			} );
			await underline.check();
			const marks = {
				radio: await radio.evaluate( ( el ) => [
					getComputedStyle( el, '::after' ).backgroundColor,
					getComputedStyle( el ).backgroundColor,
				] ),
				tick: await underline.evaluate( ( el ) => [
					getComputedStyle( el, '::after' ).borderRightColor,
					getComputedStyle( el ).backgroundColor,
				] ),
			};
			for ( const [ what, [ mark, ground ] ] of Object.entries(
				marks
			) ) {
				expect(
					contrast( mark, ground ),
					`${ theme }, ${ what }: ${ mark } on ${ ground }`
				).toBeGreaterThanOrEqual( 3 );
			}
			await underline.uncheck();
		}
		// The footer widget's « Gérer mes cookies »: text on the footer, not one of the theme's dark
		// buttons whose focus ring (in its text colour) was the page's background colour.
		await context.clearCookies( { name: 'acces_color' } );
		await page.goto( '/' );
		const manage = page
			.locator( '.widget-area' )
			.getByRole( 'button', { name: 'Gérer mes cookies' } );
		await expect( manage ).toHaveCSS(
			'background-color',
			'rgba(0, 0, 0, 0)'
		);
		await tabTo( page, manage );
		const ring = await manage.evaluate( ( el ) => {
			let under: Element | null = el.parentElement;
			let ground = 'rgba(0, 0, 0, 0)';
			while ( under && ground === 'rgba(0, 0, 0, 0)' ) {
				ground = getComputedStyle( under ).backgroundColor;
				under = under.parentElement;
			}
			return [ getComputedStyle( el ).outlineColor, ground ];
		} );
		expect(
			contrast( ring[ 0 ], ring[ 1 ] ),
			`focus ring ${ ring.join( ' on ' ) }`
		).toBeGreaterThanOrEqual( 3 );
	} );

	test( 'the toolbar’s colour choices and boxes sit beside their labels, in the panel’s text size', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies(
			acceptedCookies( baseURL! ).map( ( c ) => ( {
				...c,
				value: 'no',
			} ) )
		);
		await page.goto( '/' );
		await expectTheme( page, 'classic' );
		const panel = await openToolbar( page );
		const size = await panel.evaluate(
			( el ) => getComputedStyle( el ).fontSize
		);
		const boxes = panel.locator(
			'input[type="radio"], input[type="checkbox"]'
		);
		await expect( boxes ).toHaveCount( 5 );
		for ( const box of await boxes.all() ) {
			const id = await box.getAttribute( 'id' );
			const label = panel.locator( `label[for="${ id }"]` );
			const [ b, l ] = [
				( await box.boundingBox() )!,
				( await label.boundingBox() )!,
			];
			// The theme gave a colour's label a bottom margin of 20 px: it sat half a line above
			// its circle. One line each: their middles meet.
			expect(
				Math.abs( b.y + b.height / 2 - ( l.y + l.height / 2 ) ),
				`${ await label.innerText() }: box ${ b.y }+${
					b.height
				}, label ${ l.y }+${ l.height }`
			).toBeLessThanOrEqual( 2 );
			expect( l.x ).toBeGreaterThan( b.x + b.width );
			await expect( label ).toHaveCSS( 'font-size', size );
		}
	} );

	test( 'on a phone, the first visit’s banner in the flow leaves the theme’s « Menu » button in sight and reachable, and the open menu lies above the banner and the floating buttons', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( CLUB );
		await expectTheme( page, 'classic' );
		const region = banner( page );
		await expect( region ).toBeVisible();
		// The banner is too tall for a fixed place: it is first on the page, in the flow.
		await expect( page.locator( 'html' ) ).toHaveClass(
			/acces-consent-inline/
		);
		const menu = page.locator( '#primary-mobile-menu' );
		await expect( menu ).toBeVisible();
		// The theme places its button from the top of the page: it lay under the banner,
		// out of sight and out of reach of the pointer (the banner's title took its clicks).
		const bannerBox = ( await region.boundingBox() )!;
		const menuBox = ( await menu.boundingBox() )!;
		expect( menuBox.y ).toBeGreaterThanOrEqual(
			bannerBox.y + bannerBox.height
		);
		// The keyboard: the banner first, then the page, the button among it, not covered.
		await tabTo( page, menu, 15 );
		await expect( menu ).toBeFocused();
		const onTop = async ( target: import('@playwright/test').Locator ) =>
			target.evaluate( ( el ) => {
				const r = el.getBoundingClientRect();
				const hit = document.elementFromPoint(
					r.left + Math.min( 10, r.width / 2 ),
					r.top + r.height / 2
				);
				return !! hit && ( el === hit || el.contains( hit ) );
			} );
		expect(
			await onTop( menu ),
			'the focused « Menu » button is not covered'
		).toBe( true );
		// Open: its links, over the whole screen, are above the banner and the floating buttons.
		await page.keyboard.press( 'Enter' );
		await expect( menu ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( region ).toBeHidden();
		await expect(
			page.getByRole( 'button', { name: 'Accessibilité', exact: true } )
		).toBeHidden();
		const links = page.locator( '#primary-menu-list a' );
		expect( await links.count() ).toBeGreaterThan( 5 );
		// Once the theme's opening transition (it slides and fades in) has ended.
		for ( const link of await links.all() ) {
			await expect
				.poll( () => onTop( link ), {
					message: `« ${ await link.textContent() } » is not covered`,
					timeout: 3000,
				} )
				.toBe( true );
		}
		// Closed: the banner and the buttons are back.
		await menu.click();
		await expect( menu ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( region ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Accessibilité', exact: true } )
		).toBeVisible();
	} );

	test( 'the portfolio’s filters are text on the block’s header, readable at rest, and a filter under the pointer does not look chosen', async ( {
		page,
	} ) => {
		await page.goto( PORTFOLIO );
		await expectTheme( page, 'classic' );
		const filters = page.locator(
			'.acces-portfolio__filter:not(.is-skeleton)'
		);
		await expect( filters.first() ).toBeVisible();
		// The theme paints every button dark (contrast 1.25 with the filters' text, before).
		const looks = await filters.evaluateAll( ( buttons ) =>
			buttons.map( ( el ) => {
				let under: Element | null = el;
				let ground = 'rgba(0, 0, 0, 0)';
				while ( under && ground === 'rgba(0, 0, 0, 0)' ) {
					ground = getComputedStyle( under ).backgroundColor;
					under = under.parentElement;
				}
				const style = getComputedStyle( el );
				return {
					text: el.textContent,
					own: style.backgroundColor,
					color: style.color,
					ground,
				};
			} )
		);
		expect( looks.length ).toBeGreaterThan( 8 );
		for ( const look of looks ) {
			expect( look.own, `« ${ look.text } »` ).toBe( 'rgba(0, 0, 0, 0)' );
			expect(
				contrast( look.color, look.ground ),
				`« ${ look.text } »: ${ look.color } on ${ look.ground }`
			).toBeGreaterThanOrEqual( 4.5 );
		}
		// Only the chosen filter is underlined by its border.
		const other = filters.filter( { hasText: 'Photos' } );
		await other.hover();
		await expect( other ).toHaveCSS(
			'border-bottom-color',
			'rgba(0, 0, 0, 0)'
		);
		await expect( other ).toHaveCSS( 'text-decoration-line', 'underline' );
		const chosen = filters.and( page.locator( '.is-active' ) ).first();
		await chosen.hover();
		await expect( chosen ).not.toHaveCSS(
			'border-bottom-color',
			'rgba(0, 0, 0, 0)'
		);
	} );
} );
