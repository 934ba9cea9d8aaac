/**
 * The accessibility toolbar and "Haut de page" on the demo site: preferences kept and applied
 * before the page is drawn, keyboard use, reflow at 320 px. Every text size and colour theme
 * with axe clean: themes.spec.ts.
 */
import { test, expect, expectNoAxeViolations } from '../fixtures';
import { SIZES, openToolbar, rootFontSize, toolbarClasses } from './helpers';
import { contrast } from '../contrast';
import {
	POLICY,
	acceptedCookies,
	consentCookies,
	expectNoHorizontalScroll,
} from '../consent/helpers';

test.describe( 'accessibility toolbar (MariaDB only: engine independent)', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		// A visitor who already answered the banner (it is tested on its own).
		await context.addCookies( acceptedCookies( baseURL! ) );
	} );

	test( 'a disclosure at the bottom left, honest about what it is; Escape closes it and gives the focus back', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const toggle = page.getByRole( 'button', { name: 'Accessibilité' } );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		const box = await toggle.boundingBox();
		expect( box!.x ).toBeLessThan( 40 );
		expect( box!.y + box!.height ).toBeGreaterThan(
			page.viewportSize()!.height - 40
		);
		await toggle.focus();
		await page.keyboard.press( 'Enter' );
		const panel = page.getByRole( 'complementary', {
			name: 'Accessibilité',
		} );
		await expect(
			panel.getByRole( 'heading', { name: 'Réglages d’affichage' } )
		).toBeVisible();
		// How long each is kept, as the toolbar keeps them (an outside audit: it said 12 hours
		// for all, and the colours stay 90 days).
		await expect( panel ).toContainText(
			/Ces réglages sont un confort de lecture, conservés sur cet appareil\s: les couleurs 90\sjours, les autres 12\sheures\./
		);
		await expect( panel ).toContainText(
			'conçu pour être accessible sans eux'
		);
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Escape' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( toggle ).toBeFocused();
		await expect(
			panel.getByRole( 'heading', { name: 'Réglages d’affichage' } )
		).toBeHidden();
	} );

	for ( const viewport of [
		{ width: 768, height: 1024 },
		{ width: 320, height: 640 },
	] ) {
		test( `the panel closes when the focus leaves it, and never covers what the keyboard focuses next (${ viewport.width } px)`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await page.goto( '/recherche-sur-la-carte/' );
			const toggle = page.getByRole( 'button', {
				name: 'Accessibilité',
			} );
			const panel = page.locator( '#acces-toolbar-panel' );
			// The focused element, and whether it is what the page shows at its centre
			// (the element itself or something in it): not covered by the panel or anything.
			const focused = () =>
				page.evaluate( () => {
					const el = document.querySelector( ':focus' );
					if ( ! el ) {
						return 'body';
					}
					const name = `${ el.tagName } ${ (
						el.textContent ||
						el.getAttribute( 'aria-label' ) ||
						''
					)
						.trim()
						.slice( 0, 40 ) }`;
					if ( el.closest( '.acces-toolbar' ) ) {
						return `${ name } in the toolbar`;
					}
					const r = el.getBoundingClientRect();
					const hit = document.elementFromPoint(
						r.left + r.width / 2,
						r.top + r.height / 2
					);
					return hit && ( hit === el || el.contains( hit ) )
						? 'visible'
						: `${ name } covered by ${
								hit ? hit.outerHTML.slice( 0, 60 ) : 'nothing'
						  }`;
				} );

			// Tab past "Fermer": the panel closes, the settings stay, the focus lands where
			// Tab was going, in view.
			await openToolbar( page );
			await panel
				.getByRole( 'checkbox', { name: 'Souligner les liens' } )
				.check();
			await panel.getByRole( 'button', { name: 'Fermer' } ).focus();
			await page.keyboard.press( 'Tab' );
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( panel ).toBeHidden();
			await expect.poll( focused ).toBe( 'visible' );
			await expect( page.locator( 'html' ) ).toHaveClass(
				/acces-underline-links/
			);
			// The next stops too, down to the search's filters (which the open panel covered
			// at 768 px): it stays closed.
			for ( let i = 0; i < 15; i++ ) {
				await page.keyboard.press( 'Tab' );
				await expect
					.poll( focused, { timeout: 2000 } )
					.toBe( 'visible' );
			}
			await expect( panel ).toBeHidden();

			// A click outside it closes it; one on its text does not.
			await openToolbar( page );
			await panel.getByText( 'Ces réglages sont un confort' ).click();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			await page.mouse.click( viewport.width - 3, 5 );
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

			// Escape still closes it and gives the focus back.
			await openToolbar( page );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.press( 'Escape' );
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( toggle ).toBeFocused();
		} );
	}

	test( 'the preferences are applied before the page is drawn, by the head script alone', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const panel = await openToolbar( page );
		await panel.getByRole( 'button', { name: 'Agrandir' } ).click();
		await panel.getByRole( 'button', { name: 'Agrandir' } ).click();
		await panel.getByRole( 'radio', { name: 'Sombre' } ).check();
		await panel
			.getByRole( 'checkbox', { name: 'Souligner les liens' } )
			.check();
		// Without the toolbar's script (the site entry, which holds it), and checked as soon as
		// the HTML is parsed.
		await page.route( '**/build/site/index.js*', ( route ) =>
			route.abort()
		);
		const seen: string[] = [];
		page.on( 'domcontentloaded', async () => {
			seen.push(
				await page.evaluate(
					() =>
						document.documentElement.className +
						'|' +
						document.documentElement.style.fontSize
				)
			);
		} );
		await page.goto( POLICY );
		await expect.poll( () => seen.length ).toBe( 1 );
		expect( seen[ 0 ] ).toContain( 'acces-theme-dark' );
		expect( seen[ 0 ] ).toContain( 'acces-underline-links' );
		expect( seen[ 0 ] ).toContain( '130%' );
		const decoration = await page
			.getByRole( 'contentinfo' )
			.getByRole( 'link', { name: 'Politique de cookies' } )
			.evaluate( ( a ) => getComputedStyle( a ).textDecorationLine );
		expect( decoration ).toBe( 'underline' );
		const background = await page.evaluate(
			() => getComputedStyle( document.body ).backgroundColor
		);
		expect( background ).toBe( 'rgb(22, 22, 22)' );
	} );

	test( 'a setting changed in one tab is applied at once in the site’s other open tabs', async ( {
		page,
		context,
	} ) => {
		await page.goto( POLICY );
		const other = await context.newPage();
		await other.goto( '/' );
		const panel = await openToolbar( other );
		await panel.getByRole( 'button', { name: 'Agrandir' } ).click();
		await panel.getByRole( 'radio', { name: 'Sombre' } ).check();
		await panel
			.getByRole( 'checkbox', { name: 'Souligner les liens' } )
			.check();
		// The first tab, not reloaded, follows: text size, theme, links; its panel says so.
		await expect
			.poll( () => rootFontSize( page ) )
			.toBe( `${ 0.16 * 120 }px` );
		await expect( page.locator( 'html' ) ).toHaveClass(
			/acces-theme-dark/
		);
		await expect( page.locator( 'body' ) ).toHaveClass(
			/acces-underline-links/
		);
		const here = await openToolbar( page );
		await expect(
			here.getByRole( 'radio', { name: 'Sombre' } )
		).toBeChecked();
		await expect(
			here.getByRole( 'checkbox', { name: 'Souligner les liens' } )
		).toBeChecked();
		// And back: reset here, the other tab returns to the defaults.
		await here
			.getByRole( 'button', { name: 'Tout réinitialiser' } )
			.click();
		await expect
			.poll( () => toolbarClasses( other ) )
			.toBe( 'acces-floating' );
		expect( await rootFontSize( other ) ).toBe( '16px' );
		await other.close();
	} );

	test( 'a page of the site in the portfolio’s quick view follows the settings changed in another tab', async ( {
		page,
		context,
	} ) => {
		await page.goto( '/portfolio/' );
		await page
			.getByRole( 'button', {
				name: 'Aperçu rapide : Ferme & Fromages d’Antan',
			} )
			.click();
		const heading = page
			.getByRole( 'dialog' )
			.frameLocator( 'iframe' )
			.getByRole( 'heading', {
				level: 1,
				name: 'Ferme & Fromages d’Antan',
			} );
		await expect( heading ).toBeVisible();
		const framed = page.frame( { url: /\/portfolio\/ferme-fromages\// } )!;
		// No toolbar of its own in the frame: the visitor chooses around it.
		await expect(
			page
				.getByRole( 'dialog' )
				.frameLocator( 'iframe' )
				.getByRole( 'button', { name: 'Accessibilité' } )
		).toHaveCount( 0 );
		expect( await rootFontSize( framed ) ).toBe( '16px' );
		const other = await context.newPage();
		await other.goto( POLICY );
		const panel = await openToolbar( other );
		await panel.getByRole( 'button', { name: 'Agrandir' } ).click();
		await panel.getByRole( 'radio', { name: 'Contraste élevé' } ).check();
		await panel
			.getByRole( 'checkbox', { name: 'Arrêter les animations' } )
			.check();
		await expect
			.poll( () => rootFontSize( framed ) )
			.toBe( `${ 0.16 * 120 }px` );
		const classes = await framed.evaluate( () => [
			document.documentElement.className,
			document.body.className,
		] );
		for ( const list of classes ) {
			expect( list ).toContain( 'acces-theme-contrast' );
			expect( list ).toContain( 'acces-stop-animations' );
		}
		// The quick view stays open; « Tout réinitialiser » in the other tab undoes it there.
		await panel
			.getByRole( 'button', { name: 'Tout réinitialiser' } )
			.click();
		await expect.poll( () => rootFontSize( framed ) ).toBe( '16px' );
		expect(
			await framed.evaluate( () => document.documentElement.className )
		).not.toMatch( /acces-theme-contrast|acces-stop-animations/ );
		await expect( heading ).toBeVisible();
		await other.close();
	} );

	test( 'settings older than 12 hours are forgotten', async ( { page } ) => {
		await page.goto( '/' );
		await page.evaluate( () =>
			localStorage.setItem(
				'acces_toolbar',
				JSON.stringify( {
					size: 150,
					underline: true,
					still: true,
					expires: Date.now() - 1000,
				} )
			)
		);
		await page.reload();
		await expect(
			page.getByRole( 'button', { name: 'Accessibilité' } )
		).toBeVisible();
		// No preference applied ("acces-floating" only says the buttons are there).
		expect(
			await page.evaluate( () => document.documentElement.className )
		).not.toMatch(
			/acces-(text-zoom|underline-links|stop-animations|theme-)/
		);
		expect(
			await page.evaluate( () => localStorage.getItem( 'acces_toolbar' ) )
		).toBeNull();
	} );

	test( 'stop animations and reset everything', async ( {
		page,
		context,
	} ) => {
		await page.goto( '/' );
		const panel = await openToolbar( page );
		await panel
			.getByRole( 'checkbox', { name: 'Arrêter les animations' } )
			.check();
		await expect( page.locator( 'body' ) ).toHaveClass(
			/acces-stop-animations/
		);
		await expect( page.locator( 'html' ) ).toHaveClass(
			/acces-stop-animations/
		);
		await panel.getByRole( 'radio', { name: 'Contraste élevé' } ).check();
		await panel.getByRole( 'button', { name: 'Agrandir' } ).click();
		await panel
			.getByRole( 'button', { name: 'Tout réinitialiser' } )
			.click();
		await expect
			.poll( () => toolbarClasses( page ) )
			.toBe( 'acces-floating' );
		await expect
			.poll( () =>
				page.evaluate( () => localStorage.getItem( 'acces_toolbar' ) )
			)
			.toBeNull();
		expect(
			( await consentCookies( context ) ).acces_color
		).toBeUndefined();
		await expect(
			panel.getByRole( 'radio', { name: 'Par défaut' } )
		).toBeChecked();
	} );

	test( '"Haut de page" appears after one screen and takes the focus to the top, instantly under reduced motion', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.setViewportSize( { width: 1280, height: 500 } );
		await page.goto( POLICY );
		const top = page.getByRole( 'button', { name: 'Haut de page' } );
		await expect( top ).toBeHidden();
		const height = await page.evaluate(
			() => document.documentElement.scrollHeight
		);
		expect( height ).toBeGreaterThan( 1000 );
		await page.evaluate( () =>
			window.scrollTo( 0, window.innerHeight + 10 )
		);
		await expect( top ).toBeVisible();
		await expectNoAxeViolations( page );
		// The focus target says nothing until it has the focus: a screen reader does not
		// start every page with it.
		const target = page.locator( '#acces-top' );
		await expect( target ).toBeEmpty();
		await top.focus();
		await page.keyboard.press( 'Enter' );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		await expect( target ).toBeFocused();
		await expect( target ).toHaveText( 'Haut de la page' );
		await expect( top ).toBeHidden();
		// Seen where the focus went: at the top of the page, whole, with its focus ring.
		await expect( target ).toBeInViewport( { ratio: 1 } );
		const shown = await target.evaluate( ( el ) => {
			const style = getComputedStyle( el );
			const box = el.getBoundingClientRect();
			return {
				width: box.width,
				top: box.top,
				outline: `${ style.outlineStyle } ${ style.outlineWidth }`,
			};
		} );
		expect( shown.width ).toBeGreaterThan( 50 );
		expect( shown.top ).toBeLessThan( 20 );
		expect( shown.outline ).toBe( 'solid 3px' );
		// The next Tab starts from the top of the page.
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Accessibilité' } )
		).toBeFocused();
		await expect( target ).toBeEmpty();
		expect(
			await target.evaluate( ( el ) => el.getBoundingClientRect().width )
		).toBeLessThanOrEqual( 1 );
	} );

	test( 'the focus ring of the floating buttons shows on dark content as on light content', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 500 } );
		await page.goto( POLICY );
		await page.evaluate( () =>
			window.scrollTo( 0, window.innerHeight + 10 )
		);
		const buttons = [
			page.getByRole( 'button', { name: 'Accessibilité' } ),
			page.getByRole( 'button', { name: 'Haut de page' } ),
		];
		await expect( buttons[ 1 ] ).toBeVisible();
		for ( const button of buttons ) {
			await button.focus();
			const ring = await button.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				// The box-shadow's first ring: "<colour> 0px 0px 0px <spread>".
				const inner = style.boxShadow.match(
					/^(rgba?\([^)]+\)) 0px 0px 0px (\d+)px/
				);
				return {
					visible: el.matches( ':focus-visible' ),
					outline: style.outlineColor,
					outlineWidth: parseFloat( style.outlineWidth ),
					offset: parseFloat( style.outlineOffset ),
					inner: inner ? inner[ 1 ] : '',
					innerWidth: inner ? Number( inner[ 2 ] ) : 0,
				};
			} );
			expect( ring.visible ).toBe( true );
			// The outline and the ring that fills its offset: one of them stands out from any
			// page behind the button, light (white) or dark (a video placeholder, #1e1e1e; the
			// particle background's navy, #14213d).
			expect( ring.outlineWidth ).toBeGreaterThanOrEqual( 2 );
			expect( ring.innerWidth ).toBeGreaterThanOrEqual( ring.offset );
			for ( const behind of [
				'rgb(255, 255, 255)',
				'rgb(30, 30, 30)',
				'rgb(20, 33, 61)',
			] ) {
				expect(
					Math.max(
						contrast( ring.outline, behind ),
						contrast( ring.inner, behind )
					),
					`focus ring on ${ behind }`
				).toBeGreaterThanOrEqual( 3 );
			}
		}
	} );

	test( 'on a phone, the size button pressed by keyboard stays in sight at every step', async ( {
		page,
	} ) => {
		// Where the pressed button lies against the screen and the panel's visible part (the
		// panel scrolls): larger text pushed « Agrandir » below it, out of sight with its focus.
		const inSight = () =>
			page.evaluate( () => {
				// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
				const el = document.activeElement!;
				const panel = document.getElementById( 'acces-toolbar-panel' )!;
				const [ b, p ] = [ el, panel ].map( ( e ) =>
					e.getBoundingClientRect()
				);
				return {
					name: el.textContent,
					size: document.documentElement.style.fontSize,
					// With its focus ring (3 px, 2 px away).
					seen:
						b.top - 5 >= Math.max( 0, p.top ) &&
						b.bottom + 5 <= Math.min( innerHeight, p.bottom ),
					at: `${ Math.round( b.top ) }–${ Math.round(
						b.bottom
					) } in ${ Math.round( p.top ) }–${ Math.round(
						p.bottom
					) }`,
				};
			} );
		for ( const viewport of [
			{ width: 320, height: 640 },
			{ width: 375, height: 667 },
		] ) {
			await page.setViewportSize( viewport );
			await page.goto( '/' );
			const toggle = page.getByRole( 'button', {
				name: 'Accessibilité',
			} );
			await toggle.focus();
			await page.keyboard.press( 'Enter' );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.press( 'Tab' );
			const steps = [];
			for ( const size of SIZES.slice( 1 ) ) {
				await page.keyboard.press( 'Enter' );
				await expect
					.poll( () =>
						page.evaluate(
							() => document.documentElement.style.fontSize
						)
					)
					.toBe( `${ size }%` );
				steps.push( await inSight() );
			}
			await page.keyboard.press( 'Shift+Tab' );
			for ( const size of SIZES.slice( 0, -1 ).reverse() ) {
				await page.keyboard.press( 'Enter' );
				await expect
					.poll( () =>
						page.evaluate(
							() => document.documentElement.style.fontSize
						)
					)
					.toBe( size === 100 ? '' : `${ size }%` );
				steps.push( await inSight() );
			}
			expect( steps.map( ( s ) => s.name ) ).toEqual( [
				...Array( 9 ).fill( 'Agrandir' ),
				...Array( 9 ).fill( 'Réduire' ),
			] );
			expect(
				steps.filter( ( s ) => ! s.seen ),
				`${ viewport.width } px`
			).toEqual( [] );
		}
	} );

	test( 'reflows at 320 px with the panel open at every text size', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( '/' );
		const panel = await openToolbar( page );
		const base = parseFloat( await rootFontSize( page ) );
		const larger = panel.getByRole( 'button', { name: 'Agrandir' } );
		for ( const size of SIZES ) {
			if ( size > 100 ) {
				await larger.click();
			}
			// The page is at that size before it is judged.
			await expect
				.poll( async () => parseFloat( await rootFontSize( page ) ) )
				.toBeCloseTo( ( base * size ) / 100, 1 );
			await expectNoHorizontalScroll( page );
		}
		await expect( larger ).toHaveAttribute( 'aria-disabled', 'true' );
		const box = await page.locator( '#acces-toolbar-panel' ).boundingBox();
		expect( box!.x ).toBeGreaterThanOrEqual( 0 );
		expect( box!.x + box!.width ).toBeLessThanOrEqual( 320 );
		expect( box!.y ).toBeGreaterThanOrEqual( 0 );
		await expectNoAxeViolations( page );
		for ( const path of [ POLICY, '/declaration-accessibilite/' ] ) {
			await page.goto( path );
			await expectNoHorizontalScroll( page );
		}
	} );
} );
