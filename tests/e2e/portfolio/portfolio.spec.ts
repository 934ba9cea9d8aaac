/**
 * The portfolio showcase on the demo page "Portfolio" (specification §2.7–§2.10, §4.1, §4.2):
 * filtering, search (through the REST API), a failed load, Load More to the end, each overlay
 * by mouse and by keyboard, the device switcher, consent before any video request, axe with
 * each overlay open, 320 px reflow. At 200 % text: text-size.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, expectNoAxeViolations } from '../fixtures';
import { expectFrameFocused } from '../keyboard';
import { accessibilityTree } from '../media/helpers';
import {
	PER_PAGE,
	TOTAL,
	decideConsent,
	dialog,
	expectFocusTrapped,
	expectFocusSettled,
	settledFocus,
	itemRequests,
	openPortfolio,
	portfolio,
	titles,
} from './helpers';

const VIDEO = 'Découverte en fauteuil tout-terrain';
const IMAGE = 'Plage aménagée du lac';
const PREVIEW = 'Plan interactif du centre-ville';
const QUICK_VIEW_PAGE = 'Ferme & Fromages d’Antan';

test.describe( 'portfolio', () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		await decideConsent( context, baseURL! );
	} );

	test( 'shows the French filter header, the first page of items and no axe violation', async ( {
		page,
		thirdParty,
	} ) => {
		await openPortfolio( page );
		const block = portfolio( page );
		await expect( block ).not.toHaveAttribute( 'data-settings', /.*/ );
		const groups = block.getByRole( 'group' );
		await expect( groups ).toHaveCount( 2 );
		await expect( groups.nth( 0 ) ).toHaveAccessibleName(
			'Autres catégories'
		);
		await expect( groups.nth( 0 ).getByRole( 'button' ) ).toHaveText( [
			'Tous',
			'Photos',
			'Sites web',
			'Vidéos',
			'Visites virtuelles',
		] );
		await expect( groups.nth( 1 ) ).toHaveAccessibleName( 'Catégories' );
		// "Archives" has no item: no link. Names are decoded, as text.
		await expect( groups.nth( 1 ).getByRole( 'button' ) ).toHaveText( [
			'Tous',
			'Hébergements',
			'Loisirs',
			'Patrimoine',
			'Restaurants',
			'Vins & Terroirs',
		] );
		const search = block.getByRole( 'searchbox', { name: 'Rechercher' } );
		await expect( search ).toHaveAttribute( 'placeholder', 'Rechercher…' );
		await expect(
			block.getByRole( 'button', { name: 'Voir plus' } )
		).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: `Aperçu rapide : ${ VIDEO }` } )
		).toBeVisible();
		await expectNoAxeViolations( page );
		expect( thirdParty ).toEqual( [] );
	} );

	test( 'the grid does not move once its items are painted: the masonry reserves their space', async ( {
		page,
	} ) => {
		// Every layout shift of the page, with whether it moved something inside the grid.
		await page.addInitScript( () => {
			( window as any ).__shifts = [];
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as any[] ) {
					( window as any ).__shifts.push( {
						value: entry.value,
						input: entry.hadRecentInput,
						inGrid: ( entry.sources || [] ).some(
							( s: any ) =>
								s.node?.closest?.(
									'.acces-portfolio__grid, .acces-portfolio ul'
								)
						),
						at: entry.startTime,
					} );
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await openPortfolio( page );
		// Every thumbnail loaded (they arrive after the grid is painted).
		await page.waitForFunction( () =>
			Array.from(
				document.querySelectorAll< HTMLImageElement >(
					'.acces-portfolio img'
				)
			).every( ( img ) => img.complete )
		);
		await page.waitForTimeout( 500 );
		const shifts = ( await page.evaluate(
			() => ( window as any ).__shifts
		) ) as Array< { value: number; input: boolean; inGrid: boolean } >;
		// The masonry reserves its items' space: nothing inside the grid moves. (The page
		// below the block does not move either: layout-shift.spec.ts.)
		const inGrid = shifts.filter( ( s ) => s.inGrid && ! s.input );
		expect( inGrid, JSON.stringify( shifts ) ).toEqual( [] );
	} );

	test( 'filters by other category and category, fetching page 1 each time', async ( {
		page,
	} ) => {
		await openPortfolio( page );
		const requests = itemRequests( page );
		const block = portfolio( page );
		const videos = block.getByRole( 'button', { name: 'Vidéos' } );
		await videos.click();
		await expect( videos ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( titles( page ) ).toHaveCount( 5 );
		await expect(
			block.getByRole( 'button', { name: 'Voir plus' } )
		).toHaveCount( 0 );
		expect( requests.at( -1 )?.searchParams.get( 'page' ) ).toBe( '1' );
		expect(
			requests
				.at( -1 )
				?.searchParams.has( 'acces-portfolio-other-categories' )
		).toBe( true );
		expect(
			requests.at( -1 )?.searchParams.has( 'acces-portfolio-categories' )
		).toBe( false );

		await block.getByRole( 'button', { name: 'Restaurants' } ).click();
		await expect( titles( page ) ).toHaveText( [
			'Cuisine adaptée : le cassoulet',
		] );
		expect(
			requests.at( -1 )?.searchParams.has( 'acces-portfolio-categories' )
		).toBe( true );

		await block
			.getByRole( 'group', { name: 'Autres catégories' } )
			.getByRole( 'button', { name: 'Tous' } )
			.click();
		await expect( titles( page ) ).toHaveCount( 5 );
		await expect( titles( page ) ).toContainText( [
			'Terrasse de l’Auberge',
		] );
		expect(
			requests
				.at( -1 )
				?.searchParams.has( 'acces-portfolio-other-categories' )
		).toBe( false );
		// The list and its live region tell the new count.
		await expect( block.locator( '[aria-live="polite"]' ) ).toHaveText(
			'5 éléments affichés sur 5.'
		);
	} );

	test( 'searches every published item through the REST API, with the filters and Load More', async ( {
		page,
	} ) => {
		await openPortfolio( page );
		const requests = itemRequests( page );
		const block = portfolio( page );
		const live = block.locator( '[aria-live="polite"]' );
		const search = block.getByRole( 'searchbox', { name: 'Rechercher' } );
		// « Vendanges accessibles » is not on the first page: the API finds it.
		await expect(
			titles( page ).filter( { hasText: 'Vendanges' } )
		).toHaveCount( 0 );
		await search.fill( 'Vendanges' );
		await expect( titles( page ) ).toHaveText( [
			'Vendanges accessibles',
		] );
		await expect( live ).toHaveText( '1 élément trouvé.' );
		await expect( block.getByText( 'Aucun élément trouvé' ) ).toHaveCount(
			0
		);
		expect( requests.at( -1 )?.searchParams.get( 'search' ) ).toBe(
			'Vendanges'
		);
		expect( requests.at( -1 )?.searchParams.get( 'page' ) ).toBe( '1' );

		// More than a page found: Load More goes on with the same search.
		const found = Number(
			(
				await page.request.get(
					'/wp-json/wp/v2/acces-portfolio?search=du&per_page=1'
				)
			).headers()[ 'x-wp-total' ]
		);
		expect( found ).toBeGreaterThan( PER_PAGE );
		await search.fill( 'du' );
		await expect( live ).toHaveText( `${ found } éléments trouvés.` );
		await expect( titles( page ) ).toHaveCount( PER_PAGE );
		await block.getByRole( 'button', { name: 'Voir plus' } ).click();
		await expect( titles( page ) ).toHaveCount(
			Math.min( found, 2 * PER_PAGE )
		);
		expect( requests.at( -1 )?.searchParams.get( 'search' ) ).toBe( 'du' );
		expect( requests.at( -1 )?.searchParams.get( 'page' ) ).toBe( '2' );

		// A filter keeps the search.
		await search.fill( 'FAUTEUIL' );
		await expect( titles( page ) ).toHaveText( [ VIDEO ] );
		await block.getByRole( 'button', { name: 'Vidéos' } ).click();
		// The same single item shows before and after the filter's answer: wait for its
		// request, not for the list.
		await expect
			.poll(
				() =>
					requests
						.at( -1 )
						?.searchParams.has( 'acces-portfolio-other-categories' )
			)
			.toBe( true );
		expect( requests.at( -1 )?.searchParams.get( 'search' ) ).toBe(
			'FAUTEUIL'
		);
		await expect( titles( page ) ).toHaveText( [ VIDEO ] );

		await search.fill( 'introuvable' );
		await expect( titles( page ) ).toHaveCount( 0 );
		await expect( block.getByText( 'Aucun élément trouvé' ) ).toBeVisible();
		await expect( live ).toHaveText( '0 élément trouvé.' );
		await search.fill( '' );
		await expect( titles( page ) ).toHaveCount( 5 );
		await expect( live ).toHaveText( '5 éléments affichés sur 5.' );
	} );

	test( 'a failed load keeps the items, says so visibly and in the live region, and « Réessayer » or « Voir plus » loads again', async ( {
		page,
	} ) => {
		await openPortfolio( page );
		const block = portfolio( page );
		const live = block.locator( '[aria-live="polite"]' );
		const message =
			'Le chargement a échoué : la liste n’a pas été mise à jour.';
		let failing = true;
		await page.route(
			( url ) =>
				url.pathname.endsWith( '/wp-json/wp/v2/acces-portfolio' ),
			( route ) =>
				failing
					? route.fulfill( {
							status: 500,
							contentType: 'application/json',
							body: '{"code":"internal_server_error"}',
					  } )
					: route.continue()
		);
		const first = await titles( page ).allTextContents();

		// A filter change that fails: the items shown stay.
		const videos = block.getByRole( 'button', { name: 'Vidéos' } );
		await videos.click();
		await expect(
			block.locator( 'p', { hasText: message } )
		).toBeVisible();
		await expect( live ).toHaveText( message );
		await expect( titles( page ) ).toHaveText( first );
		await expect( block.getByText( 'Aucun élément trouvé' ) ).toHaveCount(
			0
		);
		const retry = block.getByRole( 'button', { name: 'Réessayer' } );
		failing = false;
		await retry.click();
		await expect( titles( page ) ).toHaveCount( 5 );
		await expect( live ).toHaveText( '5 éléments affichés sur 5.' );
		await expect( retry ).toHaveCount( 0 );

		// Load More that fails: the items stay, Load More stays to retry and keeps the focus
		// (PRODUCT.md §3), with no second retry button.
		await block
			.getByRole( 'group', { name: 'Autres catégories' } )
			.getByRole( 'button', { name: 'Tous' } )
			.click();
		await expect( titles( page ) ).toHaveCount( PER_PAGE );
		failing = true;
		await block.getByRole( 'button', { name: 'Voir plus' } ).click();
		await expect(
			block.getByRole( 'button', { name: 'Voir plus' } )
		).toBeFocused();
		await expect( retry ).toHaveCount( 0 );
		await expect( live ).toHaveText( message );
		await expect( titles( page ) ).toHaveCount( PER_PAGE );
		await expectNoAxeViolations( page );
		failing = false;
		await page.keyboard.press( 'Enter' );
		await expect( titles( page ) ).toHaveCount( 2 * PER_PAGE );
		await expect(
			titles( page ).nth( PER_PAGE ).locator( 'a, button' )
		).toBeFocused();
		await expect( live ).toHaveText(
			`${ 2 * PER_PAGE } éléments affichés sur ${ TOTAL }.`
		);
	} );

	for ( const reducedMotion of [ 'no-preference', 'reduce' ] as const ) {
		test( `while a page loads, the spinner shows it: it turns, or under reduced motion fades in and out without turning (${ reducedMotion })`, async ( {
			page,
		} ) => {
			await page.emulateMedia( { reducedMotion } );
			await openPortfolio( page );
			let release = () => {};
			const held = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			await page.route(
				( url ) =>
					url.pathname.endsWith( '/wp-json/wp/v2/acces-portfolio' ),
				async ( route ) => {
					await held;
					await route.continue();
				}
			);
			await portfolio( page )
				.getByRole( 'button', { name: 'Voir plus' } )
				.click();
			const spinner = portfolio( page ).getByRole( 'status' );
			await expect( spinner ).toHaveText( 'Chargement…' );
			// Two readings of its painted state, 300 ms apart.
			const reading = () =>
				spinner.evaluate( ( el ) => {
					const style = getComputedStyle( el );
					return {
						transform: style.transform,
						opacity: Number( style.opacity ),
					};
				} );
			const first = await reading();
			await page.waitForTimeout( 300 );
			const second = await reading();
			if ( reducedMotion === 'reduce' ) {
				expect( [ first.transform, second.transform ] ).toEqual( [
					'none',
					'none',
				] );
				expect(
					Math.abs( first.opacity - second.opacity )
				).toBeGreaterThan( 0.05 );
			} else {
				expect( second.transform ).not.toBe( first.transform );
			}
			release();
			await expect( titles( page ) ).toHaveCount( 2 * PER_PAGE );
			await expect( spinner ).toHaveCount( 0 );
		} );
	}

	test( 'its search landmark has a name of its own (axe landmark-unique)', async ( {
		page,
	} ) => {
		await openPortfolio( page );
		await expect(
			portfolio( page ).getByRole( 'search', {
				name: 'Rechercher dans le portfolio',
			} )
		).toBeVisible();
		const results = await new AxeBuilder( { page } )
			.withRules( [ 'landmark-unique' ] )
			.analyze();
		expect(
			results.violations.map( ( v ) =>
				v.nodes.map( ( n ) => n.target.join( ' ' ) )
			)
		).toEqual( [] );
	} );

	test( 'Load More goes to the end, moving the focus to the first new item', async ( {
		page,
	} ) => {
		await openPortfolio( page );
		const block = portfolio( page );
		for ( let loaded = PER_PAGE; loaded < TOTAL; loaded += PER_PAGE ) {
			const firstNew = titles( page ).nth( loaded );
			await block.getByRole( 'button', { name: 'Voir plus' } ).click();
			await expect( titles( page ) ).toHaveCount(
				Math.min( TOTAL, loaded + PER_PAGE )
			);
			await expect( firstNew.locator( 'a, button' ) ).toBeFocused();
		}
		await expect(
			block.getByRole( 'button', { name: 'Voir plus' } )
		).toHaveCount( 0 );
		await expect( block.locator( '[aria-live="polite"]' ) ).toHaveText(
			`${ TOTAL } éléments affichés sur ${ TOTAL }.`
		);
		// Every item is laid out in the grid, in three columns at this width.
		const lefts = await block
			.locator( '.acces-portfolio__item' )
			.evaluateAll( ( items ) =>
				Array.from(
					new Set(
						items.map( ( el ) =>
							Math.round( el.getBoundingClientRect().left )
						)
					)
				)
			);
		expect( lefts ).toHaveLength( 3 );
	} );

	test( 'the video overlay waits for the media consent: no request to the video host before it', async ( {
		page,
		context,
		thirdParty,
	} ) => {
		await openPortfolio( page );
		await portfolio( page )
			.getByRole( 'button', { name: VIDEO, exact: true } )
			.click();
		const box = dialog( page );
		await expect( box ).toHaveAccessibleName( VIDEO );
		await expect( box ).toContainText(
			'Cette vidéo vient de youtube.com. Si vous la chargez ici, youtube.com reçoit votre adresse IP et peut déposer des cookies. « Charger la vidéo » autorise les vidéos et contenus externes sur tout le site et garde ce choix en mémoire.'
		);
		await expect( box.locator( 'iframe' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page );
		expect( thirdParty ).toEqual( [] );

		await page.evaluate( () => {
			(
				window as unknown as { consentRequests: unknown[] }
			 ).consentRequests = [];
			document.addEventListener( 'acces:consent-request', ( event ) =>
				(
					window as unknown as { consentRequests: unknown[] }
				 ).consentRequests.push( ( event as CustomEvent ).detail )
			);
		} );
		await box.getByRole( 'button', { name: 'Charger la vidéo' } ).click();
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { consentRequests: unknown[] } )
						.consentRequests
			)
		).toEqual( [ { category: 'media' } ] );
		// As the overlay says: the choice is recorded for the whole site, and kept.
		await expect
			.poll( async () =>
				( await context.cookies() )
					.filter( ( c ) =>
						/^acces_consent(_media)?$/.test( c.name )
					)
					.map( ( c ) => `${ c.name }=${ c.value }` )
					.sort()
			)
			.toEqual( [ 'acces_consent=yes', 'acces_consent_media=yes' ] );
		const player = box.getByTitle( 'Aperçu vidéo' );
		await expect( player ).toHaveAttribute(
			'src',
			'https://www.youtube.com/embed/aBcDeFgHiJ1?autoplay=1'
		);
		await expectFrameFocused( player );
		await expect
			.poll( () => thirdParty.map( ( r ) => r.host ) )
			.toContain( 'www.youtube.com' );
	} );

	test( 'video overlay by mouse: opens with the player, closes on the backdrop, not on its content; axe clean', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await decideConsent( context, baseURL!, true );
		await openPortfolio( page );
		const opener = portfolio( page ).getByRole( 'button', {
			name: VIDEO,
			exact: true,
		} );
		await opener.click();
		const box = dialog( page );
		await expect( box ).toHaveAttribute( 'aria-modal', 'true' );
		await expect( box.getByTitle( 'Aperçu vidéo' ) ).toHaveAttribute(
			'allow',
			'autoplay; encrypted-media; fullscreen'
		);
		await expectNoAxeViolations( page );
		await box.getByRole( 'heading', { name: VIDEO } ).click();
		await expect( box ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( dialog( page ) ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
		await opener.click();
		await dialog( page ).getByRole( 'button', { name: 'Fermer' } ).click();
		await expect( dialog( page ) ).toHaveCount( 0 );
	} );

	test( 'video overlay by keyboard: Enter opens, focus stays in, Escape closes and returns focus', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await decideConsent( context, baseURL!, true );
		await openPortfolio( page );
		const opener = portfolio( page ).getByRole( 'button', {
			name: `Aperçu rapide : ${ VIDEO }`,
		} );
		await opener.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			dialog( page ).getByRole( 'button', { name: 'Fermer' } )
		).toBeFocused();
		// The player's frame (a fixture here) is loaded first: focus that enters a frame still
		// loading lands in it later, after the test has read where it is.
		await expect(
			dialog( page )
				.frameLocator( 'iframe[title="Aperçu vidéo"]' )
				.getByText( 'Lecteur vidéo' )
		).toBeVisible();
		await expectFocusTrapped( page );
		// The player's frame (another origin) keeps its keys (docs/portfolio.md): when the
		// presses above left the focus in it, Shift+Tab is the way back to « Fermer ».
		const close = dialog( page ).getByRole( 'button', { name: 'Fermer' } );
		for (
			let i = 0;
			i < 3 && ! ( await settledFocus( page ) ).onClose;
			i++
		) {
			await page.keyboard.press( 'Shift+Tab' );
		}
		await expectFocusSettled( page, 'onClose' );
		await expect( close ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
	} );

	test( 'image lightbox by mouse and by keyboard, the page behind inert; axe clean', async ( {
		page,
	} ) => {
		await openPortfolio( page );
		const opener = portfolio( page ).getByRole( 'button', {
			name: IMAGE,
			exact: true,
		} );
		await opener.click();
		const box = dialog( page );
		await expect( box ).toHaveAccessibleName( IMAGE );
		const image = box.getByRole( 'img', { name: `Photo : ${ IMAGE }` } );
		await expect( image ).toHaveAttribute(
			'src',
			/portfolio-plage-du-lac\.jpg$/
		);
		await expect
			.poll( () =>
				image.evaluate(
					( img ) => ( img as HTMLImageElement ).naturalWidth
				)
			)
			.toBeGreaterThan( 0 );
		await expectNoAxeViolations( page );
		// The page behind is out of the accessibility tree (inert), for a screen reader's browse
		// mode and voice control's numbers too: the toolbar's button, Load More, the cards.
		const behind = [ 'Accessibilité', 'Voir plus', IMAGE ];
		const buttons = async () =>
			( await accessibilityTree( page ) )
				.filter( ( node ) => node.role?.value === 'button' )
				.map( ( node ) => node.name?.value ?? '' );
		expect(
			( await buttons() ).filter( ( name ) => behind.includes( name ) )
		).toEqual( [] );
		expect( await buttons() ).toContain( 'Fermer' );
		await box.getByRole( 'button', { name: 'Fermer' } ).click();
		await expect( dialog( page ) ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
		expect( await buttons() ).toEqual( expect.arrayContaining( behind ) );

		await page.keyboard.press( 'Enter' );
		await expect( dialog( page ) ).toBeVisible();
		await expectFocusTrapped( page, 5 );
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
	} );

	test( 'iframe preview: device switcher after 500 ms, desktop active, tablet and mobile resize; body marked; axe clean', async ( {
		page,
		baseURL,
	} ) => {
		await openPortfolio( page );
		const opener = portfolio( page ).getByRole( 'button', {
			name: PREVIEW,
			exact: true,
		} );
		await opener.click();
		const box = dialog( page );
		await expect( box ).toHaveAccessibleName( PREVIEW );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/acces-lightbox-active/
		);
		const frame = box.getByTitle( `Aperçu\u00a0: ${ PREVIEW }` );
		await expect( frame ).toHaveAttribute(
			'src',
			`${ baseURL }/portfolio/plan-centre-ville/?width=600&height=550`
		);
		await expect( frame ).toHaveAttribute( 'sandbox', /allow-scripts/ );
		const devices = box.getByRole( 'group', {
			name: 'Taille de l’aperçu',
		} );
		await expect( devices ).toBeVisible();
		const desktop = devices.getByRole( 'button', { name: 'Ordinateur' } );
		const tablet = devices.getByRole( 'button', { name: 'Tablette' } );
		const mobile = devices.getByRole( 'button', { name: 'Mobile' } );
		await expect( desktop ).toHaveAttribute( 'aria-pressed', 'true' );
		const desktopWidth = ( await frame.boundingBox() )!.width;

		await tablet.click();
		await expect( tablet ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( desktop ).toHaveAttribute( 'aria-pressed', 'false' );
		// The frame's content box has the device's width (plus its 1 px border).
		await expect
			.poll( () => frame.evaluate( ( el ) => el.clientWidth ) )
			.toBe( 768 );
		await mobile.click();
		await expect( mobile ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect
			.poll( () => frame.evaluate( ( el ) => el.clientWidth ) )
			.toBe( 375 );
		const dialogWidth = ( await box.boundingBox() )!.width;
		expect( dialogWidth ).toBeLessThan( desktopWidth );
		// The preview shows the item's page.
		await expect(
			page
				.frameLocator( 'iframe[title^="Aperçu"]' )
				.getByRole( 'heading', { name: PREVIEW } )
				.first()
		).toBeVisible();
		await expectNoAxeViolations( page );

		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toHaveCount( 0 );
		await expect( page.locator( 'body' ) ).not.toHaveClass(
			/acces-lightbox-active/
		);
		await expect( opener ).toBeFocused();
	} );

	test( 'quick view of a page by keyboard: the device buttons are reachable, the focus stays in', async ( {
		page,
		baseURL,
	} ) => {
		await openPortfolio( page );
		const opener = portfolio( page ).getByRole( 'button', {
			name: `Aperçu rapide : ${ QUICK_VIEW_PAGE }`,
		} );
		await opener.focus();
		await page.keyboard.press( 'Enter' );
		const box = dialog( page );
		await expect(
			box.getByTitle( `Aperçu\u00a0: ${ QUICK_VIEW_PAGE }` )
		).toHaveAttribute(
			'src',
			`${ baseURL }/portfolio/ferme-fromages/?width=600&height=550`
		);
		const tablet = box.getByRole( 'button', { name: 'Tablette' } );
		await expect( tablet ).toBeVisible();
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			box.getByRole( 'button', { name: 'Mobile' } )
		).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await expect( tablet ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( tablet ).toHaveAttribute( 'aria-pressed', 'true' );
		await expectFocusTrapped( page, 6 );
		// Escape closes from inside the previewed page too, once it has loaded.
		await expect(
			box
				.frameLocator( 'iframe' )
				.getByRole( 'heading', { level: 1, name: QUICK_VIEW_PAGE } )
		).toBeVisible();
		await box.getByRole( 'button', { name: 'Fermer' } ).focus();
		await page.keyboard.press( 'Tab' );
		await expect
			.poll( () =>
				page.evaluate(
					// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
					() => document.activeElement?.tagName
				)
			)
			.toBe( 'IFRAME' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
	} );

	test( 'links that open in a new tab or the same tab go where the item says', async ( {
		page,
		baseURL,
	} ) => {
		await openPortfolio( page );
		const block = portfolio( page );
		const newTab = block.getByRole( 'link', {
			name: 'Gîte des Quatre Vents (s’ouvre dans un nouvel onglet)',
			exact: true,
		} );
		await expect( newTab ).toHaveAttribute( 'target', '_blank' );
		await expect( newTab ).toHaveAttribute(
			'href',
			`${ baseURL }/portfolio/gite-quatre-vents/`
		);
		const partner = block.getByRole( 'link', {
			name: 'Sport & Handicap 82 (s’ouvre dans un nouvel onglet)',
			exact: true,
		} );
		await expect( partner ).toHaveAttribute(
			'href',
			'https://www.example.org/sport-handicap/'
		);
		const sameTab = block.getByRole( 'link', {
			name: 'Musée de la Batellerie',
			exact: true,
		} );
		await expect( sameTab ).toHaveAttribute( 'target', '_self' );
		await sameTab.click();
		await expect( page ).toHaveURL(
			`${ baseURL }/portfolio/musee-batellerie/`
		);
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Musée de la Batellerie',
			} )
		).toBeVisible();
	} );

	test( 'reflows at 320 px: one column, no horizontal scrolling, overlays fit', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 320, height: 640 } );
		await openPortfolio( page );
		const lefts = await portfolio( page )
			.locator( '.acces-portfolio__item' )
			.evaluateAll( ( items ) =>
				Array.from(
					new Set(
						items.map( ( el ) =>
							Math.round( el.getBoundingClientRect().left )
						)
					)
				)
			);
		expect( lefts ).toHaveLength( 1 );
		const scroll = await page.evaluate(
			() => document.documentElement.scrollWidth
		);
		expect( scroll ).toBeLessThanOrEqual( 320 );
		await portfolio( page )
			.getByRole( 'button', { name: PREVIEW, exact: true } )
			.click();
		const box = ( await dialog( page ).boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width ).toBeLessThanOrEqual( 320 );
		await expectNoAxeViolations( page );
	} );
} );
