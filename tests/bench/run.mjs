/**
 * The benchmark report: server time, query count and front-end bytes per page type, each next
 * to its baseline measured in the same run (plugin deactivated), written as JSON and Markdown.
 *
 * Run through `npm run bench` (tools/bench.sh prepares the site and the server).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filterMetrics, mapMetrics, routeTimings } from './scale.mjs';

const BASE = process.env.BENCH_BASE;
const PORT = new URL( BASE ).port;
const SITE = process.env.BENCH_SITE;
const ROOT = process.env.BENCH_ROOT;
const REQUESTS = Number( process.env.BENCH_REQUESTS || 200 );
const OUT = path.join( ROOT, 'artifacts', 'bench' );

let server = null;

/**
 * (Re)starts the bench site's server; a restart also empties its APCu object cache.
 *
 * @param {number} workers Number of PHP workers.
 */
async function startServer( workers ) {
	stopServer();
	// Wait until the previous server has let the port go.
	for ( let i = 0; i < 50; i++ ) {
		try {
			await fetch( BASE + '/wp-login.php' );
			await new Promise( ( r ) => setTimeout( r, 100 ) );
		} catch ( e ) {
			break;
		}
	}
	// detached: the server leads its own process group, so its workers stop with it.
	server = spawn(
		'php',
		[
			'-d',
			'apc.enable_cli=1',
			'-d',
			'memory_limit=512M',
			'-S',
			`127.0.0.1:${ PORT }`,
			'-t',
			SITE,
			path.join( ROOT, 'tools', 'router.php' ),
		],
		{
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String( workers ) },
			stdio: 'ignore',
			detached: true,
		}
	);
	for ( let i = 0; i < 100; i++ ) {
		try {
			await fetch( BASE + '/wp-login.php' );
			return;
		} catch ( e ) {
			await new Promise( ( r ) => setTimeout( r, 200 ) );
		}
	}
	throw new Error( 'The bench server did not start.' );
}

function stopServer() {
	if ( server ) {
		try {
			process.kill( -server.pid );
		} catch ( e ) {}
		server = null;
	}
}

function wpCli( ...args ) {
	execFileSync(
		path.join( ROOT, 'vendor', 'bin', 'wp' ),
		[ '--allow-root', `--path=${ SITE }`, ...args ],
		{
			stdio: [ 'ignore', 'ignore', 'inherit' ],
			env: {
				...process.env,
				WP_CLI_PHP_ARGS: '-d error_reporting=24575',
			},
		}
	);
}

function wpSite( action ) {
	execFileSync(
		'php',
		[ path.join( ROOT, 'tools', 'wp-site.php' ), action, SITE ],
		{
			stdio: 'inherit',
		}
	);
}

function quantile( sorted, q ) {
	const i = Math.min( sorted.length - 1, Math.floor( q * sorted.length ) );
	return sorted[ i ];
}

async function timeRequests( url, n ) {
	const times = [];
	let queries = null;
	let status = 0;
	for ( let i = 0; i < n + 3; i++ ) {
		const t0 = performance.now();
		const res = await fetch( url, { redirect: 'manual' } );
		await res.arrayBuffer();
		const dt = performance.now() - t0;
		status = res.status;
		queries = Number( res.headers.get( 'x-acces-queries' ) ?? NaN );
		if ( i >= 3 ) {
			times.push( dt ); // 3 warm-up requests.
		}
	}
	times.sort( ( a, b ) => a - b );
	return {
		status,
		median_ms: round( quantile( times, 0.5 ) ),
		p95_ms: round( quantile( times, 0.95 ) ),
		queries,
	};
}

function round( x ) {
	return Math.round( x * 100 ) / 100;
}

function classify( url ) {
	const u = new URL( url, BASE );
	if ( u.host !== new URL( BASE ).host ) {
		return 'third_party';
	}
	if ( u.pathname.includes( '/wp-content/plugins/acces-tourisme/' ) ) {
		return 'ours';
	}
	return 'wordpress';
}

async function assetBytes( url ) {
	const res = await fetch( url );
	const html = await res.text();
	const totals = {
		js: { ours: 0, wordpress: 0, third_party: 0 },
		css: { ours: 0, wordpress: 0, third_party: 0 },
	};
	const gz = ( s ) => zlib.gzipSync( Buffer.from( s ), { level: 9 } ).length;
	const scripts = [
		...html.matchAll( /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi ),
	].map( ( m ) => m[ 1 ] );
	const styles = [
		...html.matchAll( /<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi ),
	]
		.map( ( m ) => ( m[ 0 ].match( /href=["']([^"']+)["']/i ) || [] )[ 1 ] )
		.filter( Boolean );
	for ( const [ kind, list ] of [
		[ 'js', scripts ],
		[ 'css', styles ],
	] ) {
		for ( const src of list ) {
			const abs = new URL( src.replace( /&amp;/g, '&' ), url ).href;
			const cls = classify( abs );
			if ( cls === 'third_party' ) {
				totals[ kind ].third_party += 0; // Never fetched: the bench is offline.
				continue;
			}
			const body = await ( await fetch( abs ) ).text();
			totals[ kind ][ cls ] += gz( body );
		}
	}
	// Inline scripts and styles count as WordPress's unless they carry our ids.
	for ( const m of html.matchAll(
		/<script\b([^>]*)>([\s\S]*?)<\/script>/gi
	) ) {
		if ( /\bsrc=/.test( m[ 1 ] ) || ! m[ 2 ].trim() ) {
			continue;
		}
		totals.js[ /acces/.test( m[ 1 ] ) ? 'ours' : 'wordpress' ] += gz(
			m[ 2 ]
		);
	}
	for ( const m of html.matchAll(
		/<style\b([^>]*)>([\s\S]*?)<\/style>/gi
	) ) {
		totals.css[ /acces/.test( m[ 1 ] ) ? 'ours' : 'wordpress' ] += gz(
			m[ 2 ]
		);
	}
	totals.html_gzip = gz( html );
	totals.plugin_script_tags = scripts.filter(
		( s ) => classify( new URL( s, url ).href ) === 'ours'
	);
	return totals;
}

const PAGES = [
	{
		id: 'plain-page',
		label: 'Plain page (accessibility statement)',
		path: '/declaration-accessibilite/',
	},
	{ id: 'home', label: 'Home page', path: '/' },
	{ id: 'provider', label: 'Provider page', path: null },
	{
		id: 'category',
		label: 'Category page (hotels)',
		path: '/prestataires-accessibles/hotels/',
	},
	{ id: 'map', label: 'Map page', path: '/carte-des-prestataires/' },
	{
		id: 'map-search',
		label: 'Map search page',
		path: '/recherche-sur-la-carte/',
	},
	{ id: 'portfolio', label: 'Portfolio page', path: '/portfolio/' },
	{
		id: 'club',
		label: 'Club page (gallery, carousel, video)',
		path: '/club-handisport/',
	},
	{
		id: 'geojson',
		label: 'GeoJSON route',
		path: '/wp-json/acces/v1/providers',
		api: true,
	},
	{
		id: 'portfolio-rest',
		label: 'Portfolio REST page (12 items)',
		path: '/wp-json/wp/v2/acces-portfolio?per_page=12',
		api: true,
	},
];

/** Finds the URL of a demo provider's page (while the plugin is active). */
async function discoverProviderPath() {
	const res = await fetch( BASE + '/wp-json/acces/v1/providers' );
	const json = await res.json();
	const url = json?.features?.[ 0 ]?.properties?.url;
	return url ? new URL( url ).pathname : '/prestataires-accessibles/';
}

async function measure( label ) {
	const out = {};
	for ( const page of PAGES ) {
		const url = BASE + page.path;
		process.stderr.write( `[bench] ${ label }: ${ page.path }\n` );
		out[ page.id ] = {
			...( await timeRequests( url, REQUESTS ) ),
			assets: page.api ? null : await assetBytes( url ),
		};
	}
	return out;
}

function markdown( report ) {
	const lines = [
		'# Benchmark report',
		'',
		`Measured ${ report.date } on ${ report.machine }; ${ report.requests } requests per page (after 3 warm-up requests), one PHP worker, MariaDB, WordPress ${ report.wordpress }.`,
		'',
		'| page | plugin | HTTP | median ms | p95 ms | queries | JS gzip ours / WP / 3rd | CSS gzip ours / WP / 3rd |',
		'|---|---|---|---|---|---|---|---|',
	];
	for ( const page of PAGES ) {
		for ( const mode of [ 'active', 'deactivated' ] ) {
			const r = report.results[ mode ][ page.id ];
			const a = r.assets;
			const js = a
				? `${ a.js.ours } / ${ a.js.wordpress } / ${ a.js.third_party }`
				: '—';
			const css = a
				? `${ a.css.ours } / ${ a.css.wordpress } / ${ a.css.third_party }`
				: '—';
			lines.push(
				`| ${ page.label } | ${ mode } | ${ r.status } | ${ r.median_ms } | ${ r.p95_ms } | ${ r.queries } | ${ js } | ${ css } |`
			);
		}
		const d = report.deltas[ page.id ];
		lines.push(
			`| ${ page.label } | **difference** | | ${ d.median_ms } | ${ d.p95_ms } | ${ d.queries } | ${ d.js_ours } | ${ d.css_ours } |`
		);
	}
	lines.push(
		'',
		'Bytes are gzip (level 9) sizes of every script and stylesheet the page loads, inline ones included.'
	);
	return lines.join( '\n' ) + '\n';
}

async function scale( label, workersForBrowser ) {
	process.stderr.write( `[bench] scale: ${ label }\n` );
	await startServer( 1 );
	const route = await routeTimings( BASE, Math.min( REQUESTS, 100 ), () =>
		execFileSync( 'curl', [
			'-s',
			'-o',
			'/dev/null',
			BASE + '/?acces_bench_bump=1',
		] )
	);
	await startServer( workersForBrowser );
	const map = await mapMetrics( BASE, '/carte-des-prestataires/' );
	const search = await filterMetrics( BASE, '/recherche-sur-la-carte/' );
	return { route, map, search };
}

async function main() {
	fs.mkdirSync( OUT, { recursive: true } );
	const results = {};
	await startServer( 1 );
	wpSite( 'activate' );
	PAGES.find( ( p ) => p.id === 'provider' ).path =
		await discoverProviderPath();
	results.active = await measure( 'plugin active' );
	wpSite( 'deactivate' );
	await startServer( 1 );
	results.deactivated = await measure( 'plugin deactivated' );
	wpSite( 'activate' );
	await startServer( 1 );
	const deltas = {};
	for ( const page of PAGES ) {
		const a = results.active[ page.id ];
		const b = results.deactivated[ page.id ];
		deltas[ page.id ] = {
			median_ms: round( a.median_ms - b.median_ms ),
			p95_ms: round( a.p95_ms - b.p95_ms ),
			queries: a.queries - b.queries,
			js_ours: a.assets ? a.assets.js.ours : '—',
			css_ours: a.assets ? a.assets.css.ours : '—',
		};
	}
	// Scale: about 100, then 10,000 providers (generated), then back to the demo set.
	const scaleResults = {};
	if ( process.env.BENCH_SCALE !== '0' ) {
		stopServer();
		wpCli( 'acces', 'generate', '--count=89' );
		scaleResults.providers_100 = await scale( '100 providers', 4 );
		stopServer();
		wpCli( 'acces', 'generate', '--count=9900' );
		scaleResults.providers_10000 = await scale( '10,000 providers', 4 );
		stopServer();
		wpCli( 'acces', 'generate', '--delete' );
	}
	stopServer();
	const version = fs
		.readFileSync( path.join( SITE, 'wp-includes', 'version.php' ), 'utf8' )
		.match( /\$wp_version = '([^']+)'/ )[ 1 ];
	const report = {
		date: new Date().toISOString(),
		machine: `${ process.platform } ${ process.arch }, ${
			( await import( 'node:os' ) ).cpus().length
		} cores`,
		wordpress: version,
		requests: REQUESTS,
		results,
		deltas,
		scale: scaleResults,
	};
	fs.writeFileSync(
		path.join( OUT, 'report.json' ),
		JSON.stringify( report, null, 2 )
	);
	fs.writeFileSync( path.join( OUT, 'report.md' ), markdown( report ) );
	process.stdout.write( markdown( report ) );
}

main().catch( ( e ) => {
	console.error( e );
	stopServer();
	process.exit( 1 );
} );
