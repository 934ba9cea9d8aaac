/* global location, history, PopStateEvent */
/**
 * Scale measurements for the benchmark report: with about 100 and then 10,000 providers,
 * the GeoJSON route (warm cache, cold rebuild, gzip size), the map page in headless Chromium
 * (time to usable clusters after DOMContentLoaded, longest main-thread task, layout shift,
 * place data transferred) and the map search (main-thread time of one filter change).
 */
import { chromium } from 'playwright-core';
import zlib from 'node:zlib';

const LAUNCH = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--headless',
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run',
	],
};

const round = ( x ) => Math.round( x * 100 ) / 100;
const median = ( a ) => {
	const s = [ ...a ].sort( ( x, y ) => x - y );
	return s.length ? s[ Math.floor( s.length / 2 ) ] : null;
};

export async function routeTimings( base, n, bump ) {
	const url = base + '/wp-json/acces/v1/providers';
	const body = Buffer.from( await ( await fetch( url ) ).arrayBuffer() );
	const warm = [];
	for ( let i = 0; i < n; i++ ) {
		const t0 = performance.now();
		const res = await fetch( url );
		await res.arrayBuffer();
		warm.push( performance.now() - t0 );
	}
	const cold = [];
	let coldQueries = null;
	for ( let i = 0; i < 5; i++ ) {
		bump();
		const t0 = performance.now();
		const res = await fetch( url );
		await res.arrayBuffer();
		cold.push( performance.now() - t0 );
		coldQueries = Number( res.headers.get( 'x-acces-queries' ) );
	}
	const res = await fetch( url );
	await res.arrayBuffer();
	return {
		features: JSON.parse( body.toString() ).features?.length ?? null,
		warm_median_ms: round( median( warm ) ),
		cold_median_ms: round( median( cold ) ),
		warm_queries: Number( res.headers.get( 'x-acces-queries' ) ),
		cold_queries: coldQueries,
		bytes: body.length,
		gzip_bytes: zlib.gzipSync( body, { level: 6 } ).length,
	};
}

async function observe( page ) {
	await page.addInitScript( () => {
		window.__acces = { longest: 0, longTasks: 0, cls: 0 };
		new PerformanceObserver( ( list ) => {
			for ( const e of list.getEntries() ) {
				window.__acces.longest = Math.max(
					window.__acces.longest,
					e.duration
				);
				window.__acces.longTasks++;
			}
		} ).observe( { type: 'longtask', buffered: true } );
		new PerformanceObserver( ( list ) => {
			for ( const e of list.getEntries() ) {
				if ( ! e.hadRecentInput ) {
					window.__acces.cls += e.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

export async function mapMetrics( base, path ) {
	const browser = await chromium.launch( LAUNCH );
	try {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		// Tiles are third-party: answer them locally, like the browser tests do.
		await context.route( /^https?:\/\/(?!localhost)/, ( route ) =>
			route.fulfill( { status: 204, body: '' } )
		);
		const runs = [];
		for ( let i = 0; i < 4; i++ ) {
			const page = await context.newPage();
			await observe( page );
			let placeBytes = 0;
			page.on( 'response', async ( res ) => {
				if ( /map-places|acces\/v1\/providers/.test( res.url() ) ) {
					try {
						placeBytes += zlib.gzipSync( await res.body() ).length;
					} catch ( e ) {}
				}
			} );
			await page.goto( base + path, { waitUntil: 'domcontentloaded' } );
			const dcl = await page.evaluate(
				() =>
					performance.timing.domContentLoadedEventEnd -
					performance.timing.navigationStart
			);
			await page.waitForSelector(
				'.leaflet-marker-icon, .marker-cluster, .acces-map__cluster',
				{ timeout: 30000 }
			);
			const usable = await page.evaluate( () => performance.now() );
			await page.waitForTimeout( 1000 );
			const stats = await page.evaluate( () => ( {
				...window.__acces,
				markerElements: document.querySelectorAll(
					'.leaflet-marker-icon'
				).length,
			} ) );
			// HTML inline data counts as place data too.
			const html = await page.content();
			const inline = ( html.match( /data-acces-map[^>]*/g ) || [] ).join(
				''
			);
			runs.push( {
				usable_after_dcl_ms: round( usable - dcl ),
				longest_task_ms: round( stats.longest ),
				long_tasks: stats.longTasks,
				cls: round( stats.cls ),
				marker_elements: stats.markerElements,
				place_data_gzip_bytes:
					placeBytes + zlib.gzipSync( Buffer.from( inline ) ).length,
			} );
			await page.close();
		}
		const warm = runs.slice( 1 ); // The first run warms the caches.
		const pick = ( k ) => median( warm.map( ( r ) => r[ k ] ) );
		return Object.fromEntries(
			Object.keys( warm[ 0 ] ).map( ( k ) => [ k, pick( k ) ] )
		);
	} finally {
		await browser.close();
	}
}

export async function filterMetrics( base, path ) {
	const browser = await chromium.launch( LAUNCH );
	try {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		await context.route( /^https?:\/\/(?!localhost)/, ( route ) =>
			route.fulfill( { status: 204, body: '' } )
		);
		const page = await context.newPage();
		await observe( page );
		await page.goto( base + path );
		await page.waitForSelector( '.leaflet-container', { timeout: 30000 } );
		await page.waitForTimeout( 1500 );
		// Each change toggles one category through the page's own search state (URL), the way a
		// visitor's choice does, and measures main-thread time until the update event.
		const samples = await page.evaluate( async () => {
			const cats = [
				'hotels',
				'restauration',
				'residences',
				'villages-vacances',
				'equipements-de-loisirs',
			];
			const out = [];
			for ( let i = 0; i < 20; i++ ) {
				const url = new URL( location.href );
				url.searchParams.set( 'categorie', cats[ i % cats.length ] );
				const done = new Promise( ( resolve ) =>
					document.addEventListener(
						'acces:search-updated',
						resolve,
						{ once: true }
					)
				);
				const t0 = performance.now();
				history.pushState( null, '', url );
				window.dispatchEvent( new PopStateEvent( 'popstate' ) );
				await Promise.race( [
					done,
					new Promise( ( r ) => setTimeout( r, 5000 ) ),
				] );
				out.push( performance.now() - t0 );
				await new Promise( ( r ) => setTimeout( r, 100 ) );
			}
			return out;
		} );
		const stats = await page.evaluate( () => window.__acces );
		return {
			filter_change_median_ms: round( median( samples ) ),
			filter_change_max_ms: round( Math.max( ...samples ) ),
			longest_task_ms: round( stats.longest ),
		};
	} finally {
		await browser.close();
	}
}
