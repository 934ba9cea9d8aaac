/**
 * The benchmark report: server time, query count and front-end bytes per page type, each next
 * to its baseline measured in the same run (plugin deactivated), written as JSON and Markdown.
 *
 * Run through `npm run bench` (tools/bench.sh prepares the site and the server).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BASE = process.env.BENCH_BASE;
const SITE = process.env.BENCH_SITE;
const ROOT = process.env.BENCH_ROOT;
const REQUESTS = Number( process.env.BENCH_REQUESTS || 200 );
const OUT = path.join( ROOT, 'artifacts', 'bench' );

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
];

async function measure( label ) {
	const out = {};
	for ( const page of PAGES ) {
		const url = BASE + page.path;
		process.stderr.write( `[bench] ${ label }: ${ page.path }\n` );
		out[ page.id ] = {
			...( await timeRequests( url, REQUESTS ) ),
			assets: await assetBytes( url ),
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
			lines.push(
				`| ${ page.label } | ${ mode } | ${ r.status } | ${ r.median_ms } | ${ r.p95_ms } | ${ r.queries } | ${ a.js.ours } / ${ a.js.wordpress } / ${ a.js.third_party } | ${ a.css.ours } / ${ a.css.wordpress } / ${ a.css.third_party } |`
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

async function main() {
	fs.mkdirSync( OUT, { recursive: true } );
	const results = {};
	wpSite( 'activate' );
	results.active = await measure( 'plugin active' );
	wpSite( 'deactivate' );
	results.deactivated = await measure( 'plugin deactivated' );
	wpSite( 'activate' );
	const deltas = {};
	for ( const page of PAGES ) {
		const a = results.active[ page.id ];
		const b = results.deactivated[ page.id ];
		deltas[ page.id ] = {
			median_ms: round( a.median_ms - b.median_ms ),
			p95_ms: round( a.p95_ms - b.p95_ms ),
			queries: a.queries - b.queries,
			js_ours: a.assets.js.ours,
			css_ours: a.assets.css.ours,
		};
	}
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
	process.exit( 1 );
} );
