/* global location, history, PopStateEvent, MutationObserver */
/**
 * Scale measurements for the benchmark report: with about 100 and then 10,000 providers,
 * the GeoJSON route (warm cache, cold rebuild, gzip size), the map page in headless Chromium
 * (time to usable clusters after DOMContentLoaded, longest main-thread task, layout shift,
 * place data transferred) and the map search (main-thread time of one filter change).
 */
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.cjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

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

/*
 * The browser measurements (mapMetrics, filterMetrics). Third-party hosts (map tiles) are
 * made unresolvable instead of being answered with page.route(): Playwright turns the HTTP
 * cache off as soon as a route exists, and the map budget is defined on a warm cache.
 */
const BROWSER_ARGS = [
	...LAUNCH.args,
	'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

async function observe( page ) {
	await page.addInitScript( () => {
		window.__acces = { longest: 0, longTasks: 0, cls: 0, usable: null };
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
		// "Usable": the first marker or cluster is in the DOM and the main thread is free
		// again (the next task runs), so a click or a key press would be handled.
		const seen = new MutationObserver( () => {
			if (
				document.querySelector(
					'.acces-map__canvas .acces-map-cluster, .acces-map__canvas .leaflet-marker-icon'
				)
			) {
				seen.disconnect();
				const channel = new MessageChannel();
				channel.port1.onmessage = () => {
					window.__acces.usable = performance.now();
				};
				channel.port2.postMessage( null );
			}
		} );
		seen.observe( document, { childList: true, subtree: true } );
	} );
}

/**
 * Time to usable clusters after DOMContentLoaded (warm cache), longest main-thread task,
 * layout shift, marker elements and place data of a map page: medians of five warm loads.
 *
 * "Warm cache" is a returning visitor's browser: by default a browser profile of its own (a
 * fresh user-data folder, removed afterwards), whose caches are those of any installed
 * browser: the HTTP cache and V8's cache of compiled scripts, which Chromium keeps for a
 * script seen before. With `{ private: true }` the loads run in a private context (what
 * Playwright's newContext() makes), which has an HTTP cache but no compiled-code cache, so
 * every script is compiled again at every load (Leaflet's alone: 50-110 ms on this machine).
 *
 * @param {string}  base            Site URL.
 * @param {string}  pagePath        Path of the map page.
 * @param {Object}  options         Options.
 * @param {boolean} options.private Measure in a private context instead.
 */
export async function mapMetrics( base, pagePath, options = {} ) {
	let browser = null;
	let context;
	let profile = null;
	if ( options.private ) {
		browser = await chromium.launch( { ...LAUNCH, args: BROWSER_ARGS } );
		context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
	} else {
		profile = fs.mkdtempSync( path.join( os.tmpdir(), 'acces-map-' ) );
		context = await chromium.launchPersistentContext( profile, {
			...LAUNCH,
			args: BROWSER_ARGS,
			viewport: { width: 1280, height: 900 },
		} );
	}
	try {
		const runs = [];
		let placeBytes = 0;
		// The first two loads warm the caches (HTTP cache: scripts, and the places, which the
		// route allows to cache for 60 s; Chromium keeps a script's compiled code from its
		// second load on); the next five are measured.
		const warmUp = 2;
		for ( let i = 0; i < warmUp + 5; i++ ) {
			const page = await context.newPage();
			await observe( page );
			// The place data is the same at every load: read and weighed at the first (warm-up)
			// load only. Reading a 1 MB body through the browser's protocol and compressing it
			// would otherwise compete for this machine's two cores with the page being timed.
			if ( i === 0 ) {
				page.on( 'response', async ( res ) => {
					if ( /map-places|acces\/v1\/providers/.test( res.url() ) ) {
						try {
							placeBytes += zlib.gzipSync(
								await res.body()
							).length;
						} catch ( e ) {}
					}
				} );
			}
			await page.goto( base + pagePath, {
				waitUntil: 'domcontentloaded',
			} );
			await page.waitForFunction( () => window.__acces.usable !== null, {
				timeout: 30000,
			} );
			await page.waitForTimeout( 1000 );
			const stats = await page.evaluate( () => {
				const nav = performance.getEntriesByType( 'navigation' )[ 0 ];
				return {
					...window.__acces,
					dcl: nav.domContentLoadedEventStart,
					markerElements: document.querySelectorAll(
						'.leaflet-marker-icon'
					).length,
					clusters:
						document.querySelectorAll( '.acces-map-cluster' )
							.length,
				};
			} );
			// HTML inline data counts as place data too.
			const html = await page.content();
			const inline = ( html.match( /data-acces-map[^>]*/g ) || [] ).join(
				''
			);
			runs.push( {
				usable_after_dcl_ms: round( stats.usable - stats.dcl ),
				longest_task_ms: round( stats.longest ),
				long_tasks: stats.longTasks,
				cls: round( stats.cls ),
				marker_elements: stats.markerElements,
				cluster_elements: stats.clusters,
				place_data_gzip_bytes:
					placeBytes + zlib.gzipSync( Buffer.from( inline ) ).length,
			} );
			await page.close();
		}
		const warm = runs.slice( warmUp );
		const pick = ( k ) => median( warm.map( ( r ) => r[ k ] ) );
		return {
			...Object.fromEntries(
				Object.keys( warm[ 0 ] ).map( ( k ) => [ k, pick( k ) ] )
			),
			usable_after_dcl_max_ms: Math.max(
				...warm.map( ( r ) => r.usable_after_dcl_ms )
			),
			longest_task_max_ms: Math.max(
				...warm.map( ( r ) => r.longest_task_ms )
			),
		};
	} finally {
		await context.close();
		if ( browser ) {
			await browser.close();
		}
		if ( profile ) {
			fs.rmSync( profile, { recursive: true, force: true } );
		}
	}
}

/**
 * Main-thread time of 20 filter changes. Each change toggles one category through the page's
 * own search state (URL and popstate, the way a visitor's choice or the back button does);
 * its cost is the main thread's task time (Chromium's Performance.getMetrics TaskDuration:
 * scripts, style, layout, paint; a Web Worker's time is not counted) from the change until
 * the update event (list and markers drawn) plus 300 ms, so that the work that follows the
 * event (the fit animation, markers of the final view) is counted too. The same window
 * without a change is measured as the idle baseline.
 *
 * @param {string} base     Site URL.
 * @param {string} pagePath Path of the map search page.
 */
export async function filterMetrics( base, pagePath ) {
	const browser = await chromium.launch( { ...LAUNCH, args: BROWSER_ARGS } );
	try {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const page = await context.newPage();
		await observe( page );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Performance.enable' );
		const taskMs = async () => {
			const { metrics } = await cdp.send( 'Performance.getMetrics' );
			return (
				metrics.find( ( m ) => m.name === 'TaskDuration' ).value * 1000
			);
		};
		await page.goto( base + pagePath );
		await page.waitForSelector( '.acces-map__canvas[data-acces-places]', {
			timeout: 30000,
		} );
		await page.waitForTimeout( 1500 );
		const cats = [
			'hotels',
			'restauration',
			'residences',
			'villages-vacances',
			'equipements-de-loisirs',
		];
		const idle = [];
		for ( let i = 0; i < 5; i++ ) {
			const t0 = await taskMs();
			await page.evaluate(
				() => new Promise( ( r ) => setTimeout( r, 300 ) )
			);
			idle.push( ( await taskMs() ) - t0 );
		}
		await page.evaluate( () => {
			window.__acces.longest = 0;
			window.__acces.longTasks = 0;
		} );
		const samples = [];
		const walls = [];
		for ( let i = 0; i < 20; i++ ) {
			const t0 = await taskMs();
			const wall = await page.evaluate(
				async ( category ) => {
					const url = new URL( location.href );
					url.searchParams.set( 'categorie', category );
					const done = new Promise( ( resolve ) =>
						document.addEventListener(
							'acces:search-updated',
							resolve,
							{ once: true }
						)
					);
					const start = performance.now();
					history.pushState( null, '', url );
					window.dispatchEvent( new PopStateEvent( 'popstate' ) );
					await Promise.race( [
						done,
						new Promise( ( r ) => setTimeout( r, 5000 ) ),
					] );
					const end = performance.now() - start;
					await new Promise( ( r ) => setTimeout( r, 300 ) );
					return end;
				},
				cats[ i % cats.length ]
			);
			samples.push( ( await taskMs() ) - t0 );
			walls.push( wall );
			await page.waitForTimeout( 100 );
		}
		const stats = await page.evaluate( () => window.__acces );
		return {
			filter_change_median_ms: round( median( samples ) ),
			filter_change_max_ms: round( Math.max( ...samples ) ),
			idle_window_median_ms: round( median( idle ) ),
			filter_change_wall_median_ms: round( median( walls ) ),
			longest_task_ms: round( stats.longest ),
			long_tasks: stats.longTasks,
		};
	} finally {
		await browser.close();
	}
}
