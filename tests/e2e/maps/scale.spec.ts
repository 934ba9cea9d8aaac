/**
 * The maps at scale, in the browser: 600 providers generated with WP-CLI (`wp acces
 * generate`, deleted afterwards) on top of the 11 demo ones: more than the page inlines (500)
 * and than the map draws unclustered (100), and cheap to generate. The list map fetches them from
 * the route, clusters them with its Web Worker, keeps the DOM small, lets Tab reach a cluster
 * and Enter open it; the map search follows a filter change with its count, markers and list.
 * Serial: the generated providers are there for this file only.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, siteDir } from '../fixtures';

const GENERATED = 600;

function wp( engine: string, ...args: string[] ): void {
	execFileSync(
		path.join( __dirname, '..', '..', '..', 'vendor', 'bin', 'wp' ),
		[ '--allow-root', `--path=${ siteDir( engine ) }`, ...args ],
		{
			stdio: 'pipe',
			env: {
				...process.env,
				WP_CLI_PHP_ARGS: '-d error_reporting=24575',
			},
		}
	);
}

/**
 * How many providers with coordinates the GeoJSON route gives (optionally for one category).
 * @param page
 * @param query
 */
async function providerCount( page: Page, query = '' ): Promise< number > {
	const response = await page.request.get(
		`/wp-json/acces/v1/providers${ query }`
	);
	expect( response.status() ).toBe( 200 );
	return ( ( await response.json() ) as { features: unknown[] } ).features
		.length;
}

const CLUSTER_NAME =
	/^([\d\s]+)\slieux\sregroupés\sici\s;\szoomer\spour\sles\safficher$/;

async function clusterCounts( region: Locator ): Promise< number[] > {
	const names = await region
		.locator( '.acces-map-cluster' )
		.evaluateAll( ( els ) =>
			els.map( ( el ) => el.getAttribute( 'aria-label' ) || '' )
		);
	return names.map( ( name ) => {
		const match = name.match( CLUSTER_NAME );
		expect( match, `cluster name « ${ name } »` ).not.toBeNull();
		return Number(
			( match as RegExpMatchArray )[ 1 ].replace( /\D/g, '' )
		);
	} );
}

function french( n: number ): RegExp {
	// "1 011" with whatever space the browser's French number format uses.
	return new RegExp(
		String( n ).replace( /\B(?=(\d{3})+(?!\d))/g, '[\\s\\u202f\\u00a0]' )
	);
}

test.describe.configure( { mode: 'serial' } );

test.describe( `${ GENERATED } generated providers`, () => {
	test.beforeAll( ( {}, testInfo ) => {
		wp(
			testInfo.project.name,
			'acces',
			'generate',
			`--count=${ GENERATED }`
		);
	} );
	test.afterAll( ( {}, testInfo ) => {
		wp( testInfo.project.name, 'acces', 'generate', '--delete' );
	} );

	test( 'the list map clusters them in a worker, keeps a few elements in the DOM, and Tab and Enter reach and open a cluster', async ( {
		page,
	} ) => {
		const total = await providerCount( page );
		expect( total ).toBeGreaterThan( GENERATED );
		// The chunks that the map script loads itself (the worker, the lazy index), as the
		// browser asks for them: each with its content version, so that no browser keeps an
		// old worker beside a new map script after an update.
		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			if (
				/\/acces-tourisme\/build\/(?:map\/cluster(?:-worker)?|\d+)\.js$/.test(
					url.pathname
				)
			) {
				chunks.push( url.pathname + url.search );
			}
		} );
		await page.goto( '/carte-des-prestataires/' );
		const region = page.getByRole( 'region', {
			name: 'Carte des prestataires',
		} );
		await expect( region ).toHaveAttribute(
			'data-acces-places',
			String( total )
		);
		await expect( region ).toHaveAttribute(
			'data-acces-clustering',
			'worker'
		);
		expect(
			chunks.some( ( url ) => url.includes( '/map/cluster-worker.js' ) ),
			`the worker's script was requested: ${ chunks.join( ', ' ) }`
		).toBe( true );
		for ( const url of chunks ) {
			expect( url ).toMatch( /\.js\?ver=[0-9a-f]{20}$/ );
		}
		const counts = await clusterCounts( region );
		expect( counts.length ).toBeGreaterThan( 0 );
		const singles = await region
			.locator( '.leaflet-marker-icon:not(.acces-map-cluster)' )
			.count();
		// The fitted view holds every place: the clusters and single markers count them all,
		// with a handful of elements.
		expect( counts.reduce( ( a, b ) => a + b, 0 ) + singles ).toBe( total );
		// What the index answers for the view is drawn in the view: its places are the
		// right ones (the index is built from the points before the places are read).
		const box = ( await region.boundingBox() )!;
		const outside = await region
			.locator( '.leaflet-marker-icon' )
			.evaluateAll(
				( els, b ) =>
					els.filter( ( el ) => {
						const r = el.getBoundingClientRect();
						const x = r.left + r.width / 2;
						const y = r.bottom;
						return (
							x < b.x - 40 ||
							x > b.x + b.width + 40 ||
							y < b.y - 40 ||
							y > b.y + b.height + 40
						);
					} ).length,
				box
			);
		expect( outside ).toBe( 0 );
		expect(
			await region.locator( '.leaflet-marker-icon' ).count()
		).toBeLessThanOrEqual( 300 );
		// The list alternative holds them all, 50 at a time.
		await expect( page.locator( '.acces-place-list__count' ) ).toHaveText(
			new RegExp(
				`^50 lieux affichés sur ${ french( total ).source }\\.$`
			)
		);

		// Tab: the skip link, the map, then the first cluster or place in reading order.
		const first = region.locator( '.leaflet-marker-icon' ).first();
		let reached = false;
		for ( let i = 0; i < 40 && ! reached; i++ ) {
			await page.keyboard.press( 'Tab' );
			reached = await first.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			);
		}
		expect( reached, 'Tab reaches the first marker' ).toBe( true );
		const cluster = region.locator( '.acces-map-cluster:focus' );
		if ( ( await cluster.count() ) === 0 ) {
			// The first stop was a single place: go on to a cluster.
			const anyCluster = region.locator( '.acces-map-cluster' ).first();
			for ( let i = 0; i < 40; i++ ) {
				await page.keyboard.press( 'Tab' );
				if (
					await anyCluster.evaluate(
						( el ) => el === el.ownerDocument.activeElement
					)
				) {
					break;
				}
			}
		}
		await expect(
			region.locator( '.acces-map-cluster:focus' )
		).toHaveCount( 1 );
		const name = ( await region
			.locator( '.acces-map-cluster:focus' )
			.getAttribute( 'aria-label' ) ) as string;
		const count = Number(
			( name.match( CLUSTER_NAME ) as RegExpMatchArray )[ 1 ].replace(
				/\D/g,
				''
			)
		);
		const zoom = Number( await region.getAttribute( 'data-acces-zoom' ) );
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( async () =>
				Number( await region.getAttribute( 'data-acces-zoom' ) )
			)
			.toBeGreaterThan( zoom );
		await expect( region ).toBeFocused();
		await expect( region.locator( '..' ) ).toContainText(
			new RegExp( `Zoom sur ${ french( count ).source } lieux\\.` )
		);
	} );

	test( 'the map search follows a filter change: count, markers and list', async ( {
		page,
	} ) => {
		const total = await providerCount( page );
		const hotels = await providerCount( page, '?categorie=hotels' );
		// Generated providers take the six categories in turn: about 100 hotels.
		expect( hotels ).toBeGreaterThan( 50 );
		await page.goto( '/recherche-sur-la-carte/' );
		const status = page.locator(
			'.acces-map-search__count[role="status"]'
		);
		const region = page.getByRole( 'region', {
			name: 'Carte des résultats de la recherche',
		} );
		await expect( status ).toHaveText(
			new RegExp( `^${ french( total ).source } prestataires trouvés$` )
		);
		await expect( region ).toHaveAttribute(
			'data-acces-places',
			String( total )
		);
		await page.getByRole( 'combobox', { name: 'Catégorie' } ).click();
		await page
			.getByRole( 'listbox', { name: 'Catégorie' } )
			.getByRole( 'option', { name: 'Hôtels', exact: true } )
			.click();
		await page.keyboard.press( 'Escape' );
		await expect( status ).toHaveText(
			new RegExp( `^${ french( hotels ).source } prestataires trouvés$` )
		);
		await expect( region ).toHaveAttribute(
			'data-acces-places',
			String( hotels )
		);
		const counts = await clusterCounts( region );
		const singles = await region
			.locator( '.leaflet-marker-icon:not(.acces-map-cluster)' )
			.count();
		expect( counts.reduce( ( a, b ) => a + b, 0 ) + singles ).toBe(
			hotels
		);
		// The list shows hotels only, the first 50 of them.
		const metas = page.locator( '.acces-map-search__result-meta' );
		await expect( metas ).toHaveCount( 50 );
		for ( const meta of await metas.allTextContents() ) {
			expect( meta ).toMatch( /Hôtels$/ );
		}
	} );
} );
