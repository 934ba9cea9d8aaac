/**
 * The maps on the demo site: the list map of the page "Carte des prestataires" (markers,
 * popups, fitted bounds, keyboard, list alternative, tiles, axe) and the single-place map
 * (zoom 18, 20 m circle) on a provider page and on a page with [acces_carte_lieu lat lng].
 */
import type { Locator, Page } from '@playwright/test';
import {
	test,
	expect,
	expectNoAxeViolations,
	login,
	restNonce,
} from '../fixtures';
import { acceptedCookies } from '../consent/helpers';
import { tabTo } from '../keyboard';

const MAP_PAGE = '/carte-des-prestataires/';

interface Feature {
	geometry: { coordinates: [ number, number ] };
	properties: { name: string; adress: string; url: string };
}

/**
 * The providers with coordinates, from the GeoJSON route (sorted by name, as the list).
 * @param page
 */
async function providers(
	page: Page
): Promise< Array< Feature[ 'properties' ] & { lat: number } > > {
	const response = await page.request.get( '/wp-json/acces/v1/providers' );
	expect( response.status() ).toBe( 200 );
	const body = ( await response.json() ) as { features: Feature[] };
	return body.features.map( ( f ) => ( {
		...f.properties,
		lat: f.geometry.coordinates[ 1 ],
	} ) );
}

function mapRegion( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Carte des prestataires' } );
}

function markers( page: Page ): Locator {
	return mapRegion( page ).locator( '.leaflet-marker-icon' );
}

async function openMapPage( page: Page ): Promise< void > {
	await page.goto( MAP_PAGE );
	await expect( mapRegion( page ) ).toHaveAttribute(
		'data-acces-places',
		/\d+/
	);
}

test.describe( 'list map', () => {
	test( 'draws one marker per provider with coordinates, all inside the fitted map', async ( {
		page,
	} ) => {
		const expected = await providers( page );
		expect( expected.length ).toBeGreaterThanOrEqual( 11 );
		await openMapPage( page );
		await expect( markers( page ) ).toHaveCount( expected.length );
		const names = await markers( page ).evaluateAll( ( els ) =>
			els.map( ( el ) => el.getAttribute( 'alt' ) ?? '' )
		);
		expect( names.sort() ).toEqual(
			expected.map( ( p ) => `${ p.name }, ${ p.adress }` ).sort()
		);
		const box = await mapRegion( page ).boundingBox();
		expect( box ).not.toBeNull();
		for ( const marker of await markers( page ).all() ) {
			const m = await marker.boundingBox();
			expect( m ).not.toBeNull();
			// The pin's tip (the place itself) is inside the map, 50 px from its edges at most.
			const tipX = ( m?.x ?? 0 ) + 15;
			const tipY = ( m?.y ?? 0 ) + 34;
			expect( tipX ).toBeGreaterThanOrEqual( ( box?.x ?? 0 ) + 40 );
			expect( tipX ).toBeLessThanOrEqual(
				( box?.x ?? 0 ) + ( box?.width ?? 0 ) - 40
			);
			expect( tipY ).toBeGreaterThanOrEqual( ( box?.y ?? 0 ) + 40 );
			expect( tipY ).toBeLessThanOrEqual(
				( box?.y ?? 0 ) + ( box?.height ?? 0 ) - 40
			);
			expect( m?.width ).toBe( 30 );
			expect( m?.height ).toBe( 35 );
		}
	} );

	test( 'each popup shows the name, the commune in capitals and a link that answers 200', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		const expected = await providers( page );
		for ( const provider of expected ) {
			// Fresh page each time: a popup pans the map, and markers out of view leave the DOM.
			await openMapPage( page );
			const marker = mapRegion( page ).getByRole( 'button', {
				name: `${ provider.name }, ${ provider.adress }`,
				exact: true,
			} );
			await marker.click();
			const dialog = page.getByRole( 'dialog', {
				name: provider.name,
				exact: true,
			} );
			await expect( dialog ).toBeVisible();
			await expect( dialog ).toContainText( provider.adress );
			expect( provider.adress ).toBe(
				provider.adress.toLocaleUpperCase( 'fr-FR' )
			);
			const link = dialog.getByRole( 'link', { name: /^Lire la suite/ } );
			await expect( link ).toHaveAttribute( 'href', provider.url );
			expect( ( await page.request.get( provider.url ) ).status() ).toBe(
				200
			);
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toHaveCount( 0 );
		}
	} );

	test( 'works with the keyboard: Tab to a marker, Enter opens its popup with the focus inside, Escape returns to the marker', async ( {
		page,
	} ) => {
		await openMapPage( page );
		const skip = page.getByRole( 'link', { name: 'Passer la carte' } );
		await tabTo( page, skip, 60 );
		await expect( skip ).toBeVisible();
		await page.keyboard.press( 'Tab' ); // The map itself (arrow keys move it).
		await expect( mapRegion( page ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		const focused = page.locator( ':focus' );
		await expect( focused ).toHaveClass( /leaflet-marker-icon/ );
		const name = ( await focused.getAttribute( 'alt' ) ) ?? '';
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: name.split( ', ' )[ 0 ],
			exact: true,
		} );
		await expect( dialog ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			dialog.getByRole( 'link', { name: /^Lire la suite/ } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			mapRegion( page ).getByRole( 'button', { name, exact: true } )
		).toBeFocused();
		// Space opens it too, and the close button "Fermer" gives the focus back.
		await page.keyboard.press( ' ' );
		await expect( dialog ).toBeFocused();
		await page.getByRole( 'button', { name: 'Fermer' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			mapRegion( page ).getByRole( 'button', { name, exact: true } )
		).toBeFocused();
	} );

	test( 'the skip link passes the map, the zoom buttons and keyboard panning work without a pointer', async ( {
		page,
	} ) => {
		await openMapPage( page );
		const skip = page.getByRole( 'link', { name: 'Passer la carte' } );
		await tabTo( page, skip, 60 );
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'region', { name: 'Les lieux de la carte' } )
		).toBeFocused();

		const zoom = async () =>
			Number( await mapRegion( page ).getAttribute( 'data-acces-zoom' ) );
		const before = await zoom();
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Zoom arrière' } ),
			200
		).catch( async () => {
			await page.getByRole( 'button', { name: 'Zoom arrière' } ).focus();
		} );
		await page.getByRole( 'button', { name: 'Zoom arrière' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( zoom ).toBe( before - 1 );
		await page.getByRole( 'button', { name: 'Zoom avant' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( zoom ).toBe( before );

		await mapRegion( page ).focus();
		const centre = async () =>
			mapRegion( page ).evaluate( ( el ) => {
				const pane = el.querySelector(
					'.leaflet-map-pane'
				) as HTMLElement;
				return (
					pane.style.transform ||
					`${ pane.style.left },${ pane.style.top }`
				);
			} );
		const start = await centre();
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( centre ).not.toBe( start );
	} );

	// Leaflet's `panBy` (the arrow keys, a popup opened near an edge) slides the map frame by
	// frame whatever its options, and the toolbar's « Arrêter les animations » left the maps'
	// inertia and animated zooms on (an outside audit, 2026-12-07).
	for ( const setting of [
		'reduced motion',
		'« Arrêter les animations », switched on after the map is drawn',
	] ) {
		test( `under ${ setting }, the arrow keys and a drag move the map in one step, nothing glides`, async ( {
			page,
		} ) => {
			if ( setting === 'reduced motion' ) {
				await page.emulateMedia( { reducedMotion: 'reduce' } );
			}
			await openMapPage( page );
			if ( setting !== 'reduced motion' ) {
				// What the toolbar's checkbox does.
				await page.evaluate( () =>
					document.documentElement.classList.add(
						'acces-stop-animations'
					)
				);
			}
			const region = mapRegion( page );
			await region.focus();
			// The map pane's positions, one a frame, for 700 ms after `act`.
			const positions = async ( act: () => Promise< void > ) => {
				await region.evaluate( ( el ) => {
					const pane = el.querySelector(
						'.leaflet-map-pane'
					) as HTMLElement;
					const seen: string[] = [];
					( window as unknown as { accesSeen: string[] } ).accesSeen =
						seen;
					const start = performance.now();
					const sample = () => {
						seen.push( pane.style.transform );
						if ( performance.now() - start < 1500 ) {
							requestAnimationFrame( sample );
						}
					};
					sample();
				} );
				await act();
				await page.waitForTimeout( 700 );
				return page.evaluate( () =>
					Array.from(
						new Set(
							(
								window as unknown as { accesSeen: string[] }
							 ).accesSeen
						)
					)
				);
			};
			// Before: the pane still; after the key, one new position (it slid through 17).
			const key = await positions( () =>
				page.keyboard.press( 'ArrowRight' )
			);
			expect( key.length, key.join( ' | ' ) ).toBe( 2 );
			// A quick drag released: the map stops where it is let go (it glided 60 px on).
			const box = ( await region.boundingBox() )!;
			const x = box.x + box.width / 2;
			const y = box.y + box.height / 2;
			await page.mouse.move( x, y );
			await page.mouse.down();
			await page.mouse.move( x - 60, y, { steps: 3 } );
			await page.mouse.move( x - 120, y, { steps: 3 } );
			const released = await region.evaluate(
				( el ) =>
					( el.querySelector( '.leaflet-map-pane' ) as HTMLElement )
						.style.transform
			);
			const drag = await positions( () => page.mouse.up() );
			expect( drag, drag.join( ' | ' ) ).toEqual( [ released ] );
		} );
	}

	test( 'the list alternative holds the same places, with links', async ( {
		page,
	} ) => {
		const expected = await providers( page );
		await openMapPage( page );
		const list = page.getByRole( 'region', {
			name: 'Les lieux de la carte',
		} );
		await expect( list ).toContainText( `${ expected.length } lieux.` );
		const links = list.getByRole( 'link' );
		await expect( links ).toHaveCount( expected.length );
		const shown = await links.evaluateAll( ( els ) =>
			els.map( ( a ) => [ a.textContent, a.getAttribute( 'href' ) ] )
		);
		expect( shown.sort() ).toEqual(
			expected.map( ( p ) => [ p.name, p.url ] ).sort()
		);
		await expect( page.getByText( 'Légende de la carte' ) ).toBeVisible();
	} );

	test( 'loads no tile before consent; « Afficher le fond de carte » loads them from the tile host only, in French, without axe violations', async ( {
		page,
		context,
		thirdParty,
	} ) => {
		await openMapPage( page );
		// A first visit: the tiles wait for the `media` category; the notice names their host.
		const show = page.getByRole( 'button', {
			name: 'Afficher le fond de carte',
		} );
		await expect( show ).toBeVisible();
		await expect(
			page.getByText(
				'Le fond de carte vient de tile.openstreetmap.org, qui reçoit votre adresse IP quand il s’affiche.'
			)
		).toBeVisible();
		await expect( markers( page ).first() ).toBeVisible();
		await expectNoAxeViolations( page );
		await page.waitForLoadState( 'networkidle' );
		expect( thirdParty ).toEqual( [] );
		await expect(
			mapRegion( page ).locator( '.leaflet-tile' )
		).toHaveCount( 0 );

		await show.click();
		await expect(
			mapRegion( page ).locator( '.leaflet-tile-loaded' ).first()
		).toBeVisible();
		await expect( show ).toHaveCount( 0 );
		await expect( mapRegion( page ) ).toBeFocused();
		expect( thirdParty.length ).toBeGreaterThan( 0 );
		expect( thirdParty.filter( ( r ) => ! r.answered ) ).toEqual( [] );
		expect( [ ...new Set( thirdParty.map( ( r ) => r.host ) ) ] ).toEqual( [
			'tile.openstreetmap.org',
		] );
		// This map only: nothing was recorded.
		expect(
			( await context.cookies() ).filter( ( c ) =>
				c.name.startsWith( 'acces_consent' )
			)
		).toEqual( [] );
		await expect(
			page.getByRole( 'link', {
				name: 'les contributeurs d’OpenStreetMap',
			} )
		).toHaveAttribute( 'href', 'https://www.openstreetmap.org/copyright' );
		await expect(
			page.getByRole( 'link', { name: 'Leaflet', exact: true } )
		).toBeVisible();
		await expectNoAxeViolations( page );
		// The popup too (it covers the map under it, as a popup does).
		await markers( page ).first().click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await expectNoAxeViolations( page, '.leaflet-popup' );
	} );

	test( 'reflows at 320 px', async ( { page } ) => {
		await page.setViewportSize( { width: 320, height: 640 } );
		await openMapPage( page );
		const overflow = await page.evaluate(
			() =>
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
		await expect( markers( page ).first() ).toBeVisible();
	} );
} );

test.describe( 'single-place map', () => {
	/**
	 * Expects a 20 m circle at zoom 18 in the middle of the map.
	 * @param page
	 * @param region
	 * @param lat
	 */
	async function expectPoint(
		page: Page,
		region: Locator,
		lat: number
	): Promise< void > {
		await expect( region ).toHaveAttribute( 'data-acces-zoom', '18' );
		const circle = region.locator( 'path.acces-map-point' );
		await expect( circle ).toBeVisible();
		const box = await circle.boundingBox();
		const map = await region.boundingBox();
		// Metres per CSS pixel at zoom 18 (Web Mercator, 256 px tiles).
		const metresPerPixel =
			( 40075016.686 * Math.cos( ( lat * Math.PI ) / 180 ) ) /
			2 ** ( 18 + 8 );
		const diameter = ( 2 * 20 ) / metresPerPixel;
		expect( Math.abs( ( box?.width ?? 0 ) - diameter ) ).toBeLessThan( 5 );
		expect( Math.abs( ( box?.height ?? 0 ) - diameter ) ).toBeLessThan( 5 );
		const cx = ( box?.x ?? 0 ) + ( box?.width ?? 0 ) / 2;
		const mx = ( map?.x ?? 0 ) + ( map?.width ?? 0 ) / 2;
		expect( Math.abs( cx - mx ) ).toBeLessThan( 3 );
		await expect(
			page.getByRole( 'button', { name: 'Zoom avant' } )
		).toBeVisible();
	}

	test( 'a provider page centres its map on the provider at zoom 18 with a 20 m circle', async ( {
		page,
		context,
		baseURL,
		thirdParty,
	} ) => {
		// A visitor who accepted everything: the tiles load with the map.
		await context.addCookies( acceptedCookies( baseURL! ) );
		const [ first ] = await providers( page );
		await page.goto( first.url );
		const region = page.getByRole( 'region', {
			name: `${ first.name } : emplacement sur la carte`,
		} );
		await expectPoint( page, region, first.lat );
		// Zooming goes beyond the tiles' native 19, up to 25, on upscaled tiles.
		const zoomIn = page.getByRole( 'button', { name: 'Zoom avant' } );
		for ( let z = 19; z <= 25; z++ ) {
			await zoomIn.click();
			await expect( region ).toHaveAttribute(
				'data-acces-zoom',
				String( z )
			);
		}
		await expect( zoomIn ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( thirdParty.filter( ( r ) => ! r.answered ) ).toEqual( [] );
		await expect
			.poll( () =>
				thirdParty.some( ( r ) => /\/19\/\d+\/\d+\.png$/.test( r.url ) )
			)
			.toBe( true );
		expect(
			thirdParty.some( ( r ) => /\/20\/\d+\/\d+\.png$/.test( r.url ) )
		).toBe( false );
		await expectNoAxeViolations( page );
	} );

	test( 'a provider page’s map gives assistive technologies no image without a name, and says where the place is without elision', async ( {
		page,
	} ) => {
		const [ first ] = await providers( page );
		await page.goto( first.url );
		const region = page.getByRole( 'region', {
			name: `${ first.name } : emplacement sur la carte`,
		} );
		await expect( region ).toHaveAttribute( 'data-acces-zoom', '18' );
		await expect(
			region.locator( 'svg path.acces-map-point' )
		).toHaveCount( 1 );
		await expect(
			page.getByText( `${ first.name }, ${ first.adress } : latitude ` )
		).toBeVisible();
		// Chromium's own accessibility tree: every image in the map (its SVG overlay, the
		// tiles, any icon) is either hidden or named.
		const session = await page.context().newCDPSession( page );
		const { nodes } = ( await session.send(
			'Accessibility.getFullAXTree'
		) ) as {
			nodes: Array< {
				ignored?: boolean;
				role?: { value?: string };
				name?: { value?: string };
				backendDOMNodeId?: number;
			} >;
		};
		const unnamed: string[] = [];
		for ( const node of nodes ) {
			if (
				node.ignored ||
				! /^(image|img|graphics-document|graphics-symbol|SvgRoot)$/.test(
					node.role?.value ?? ''
				) ||
				( node.name?.value ?? '' ).trim() ||
				! node.backendDOMNodeId
			) {
				continue;
			}
			const { object } = ( await session.send( 'DOM.resolveNode', {
				backendNodeId: node.backendDOMNodeId,
			} ) ) as { object: { objectId?: string } };
			const { result } = ( await session.send( 'Runtime.callFunctionOn', {
				objectId: object.objectId,
				functionDeclaration:
					'function () { return this.closest( ".acces-map-app" ) ? this.outerHTML.slice( 0, 120 ) : ""; }',
				returnByValue: true,
			} ) ) as { result: { value: string } };
			if ( result.value ) {
				unnamed.push( result.value );
			}
		}
		await session.detach();
		expect( unnamed ).toEqual( [] );
		// The same with axe's rules for images, SVG included.
		await expectNoAxeViolations( page );
	} );

	test( 'a page with [acces_carte_lieu lat lng] shows that point', async ( {
		page,
	} ) => {
		await login( page );
		const nonce = await restNonce( page );
		const created = await page.request.post( '/wp-json/wp/v2/pages', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'Point de rendez-vous',
				status: 'publish',
				content:
					'<!-- wp:shortcode -->[acces_carte_lieu lat="43.9" lng="1.4" hauteur="350"]<!-- /wp:shortcode -->',
			},
		} );
		expect( created.status() ).toBe( 201 );
		const { link, id } = ( await created.json() ) as {
			link: string;
			id: number;
		};
		try {
			await page.goto( link );
			const region = page.getByRole( 'region', {
				name: 'Carte de l’emplacement',
			} );
			await expectPoint( page, region, 43.9 );
			// Before consent the map gives its tile notice the room it needs, down to 300 px
			// (src/map/tileConsent.ts); with the tiles it has its 350 px again.
			const notice = page.locator( '.acces-map-tiles' );
			const noticeHeight = await notice.evaluate(
				( el ) => ( el as HTMLElement ).offsetHeight
			);
			const mapHeight = await region.evaluate( ( el ) =>
				parseFloat( getComputedStyle( el ).height )
			);
			expect( noticeHeight ).toBeGreaterThan( 40 );
			expect(
				Math.abs( mapHeight - Math.max( 350 - noticeHeight, 300 ) )
			).toBeLessThanOrEqual( 1 );
			await page
				.getByRole( 'button', { name: 'Afficher le fond de carte' } )
				.click();
			await expect( region ).toHaveCSS( 'height', '350px' );
			await expect(
				page.getByText( 'Emplacement : latitude 43,9, longitude 1,4.' )
			).toBeVisible();
			await expectNoAxeViolations( page );
		} finally {
			await page.request.delete(
				`/wp-json/wp/v2/pages/${ id }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
		}
	} );
} );

test( 'a page without a map loads no map script or style', async ( {
	page,
} ) => {
	const requests: string[] = [];
	page.on( 'request', ( r ) => requests.push( r.url() ) );
	await page.goto( '/declaration-accessibilite/' );
	expect(
		requests.filter( ( u ) => /\/build\/map\/|leaflet/i.test( u ) )
	).toEqual( [] );
	expect( await page.evaluate( () => 'accesMapSettings' in window ) ).toBe(
		false
	);
} );
