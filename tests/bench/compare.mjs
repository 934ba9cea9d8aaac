/**
 * `BENCH_COMPARE=<git ref> npm run bench`: the added server time of this checkout's plugin and
 * of the plugin at another commit, measured side by side on one server (issue 7 §7).
 *
 * Two separate bench runs minutes apart drift by more than most single changes save. Here every
 * round makes three requests to the same page, in an order that rotates: without the plugin,
 * with this checkout's plugin (wp-content/plugins/acces-tourisme) and with the other commit's
 * (wp-content/plugins/acces-tourisme-baseline, chosen per request by the bench must-use plugin).
 * The medians of the per-round differences are reported: each version's added time, and the
 * candidate minus the baseline. Written as artifacts/bench/compare.md and compare.json.
 *
 * Environment: BENCH_BASE, BENCH_SITE, BENCH_ROOT (set by tools/bench.sh), BENCH_COMPARE (the
 * baseline's ref, for the report), BENCH_COMPARE_ROUNDS (1000 per page), BENCH_COMPARE_PAGES (paths,
 * comma-separated: only those of the two pages).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { medianInterval } from './stats.mjs';

const BASE = process.env.BENCH_BASE;
const PORT = new URL( BASE ).port;
const SITE = process.env.BENCH_SITE;
const ROOT = process.env.BENCH_ROOT;
const REF = process.env.BENCH_COMPARE || 'baseline';
const ROUNDS = Number( process.env.BENCH_COMPARE_ROUNDS || 1000 );
const OUT = path.join( ROOT, 'artifacts', 'bench' );
const PAGES = [
	{
		label: 'Plain page (accessibility statement)',
		path: '/declaration-accessibilite/',
	},
	{ label: 'Home page', path: '/' },
].filter(
	( p ) =>
		! process.env.BENCH_COMPARE_PAGES ||
		process.env.BENCH_COMPARE_PAGES.split( ',' ).includes( p.path )
);
// The three sides of a round, as the bench must-use plugin's X-Acces-Bench-Plugin header.
const SIDES = [ 'off', 'baseline', 'candidate' ];

const log = ( msg ) => process.stderr.write( `[bench] ${ msg }\n` );
const token = crypto.randomBytes( 8 ).toString( 'hex' );

async function start() {
	fs.rmSync( path.join( SITE, 'wp-content', 'object-cache.php' ), {
		force: true,
	} );
	const server = spawn(
		'php',
		[
			'-d',
			'memory_limit=512M',
			'-d',
			'opcache.enable_cli=1',
			'-S',
			`127.0.0.1:${ PORT }`,
			'-t',
			SITE,
			path.join( ROOT, 'tools', 'router.php' ),
		],
		{
			env: {
				...process.env,
				PHP_CLI_SERVER_WORKERS: '1',
				ACCES_BENCH_TOKEN: token,
			},
			stdio: 'ignore',
			detached: true,
		}
	);
	for ( let i = 0; i < 100; i++ ) {
		try {
			const res = await fetch( BASE + '/wp-login.php' );
			await res.arrayBuffer();
			if ( res.headers.get( 'x-acces-bench-server' ) === token ) {
				return server;
			}
			throw new Error( 'Another server answers on the bench port.' );
		} catch ( e ) {
			if ( /Another server/.test( e.message ) ) {
				throw e;
			}
			await new Promise( ( r ) => setTimeout( r, 200 ) );
		}
	}
	throw new Error( 'The bench server did not start.' );
}

/**
 * One request on one side; its server time (request start to shutdown, from the must-use
 * plugin), after checking that the side asked for answered.
 *
 * @param {string} url  Page.
 * @param {string} side off, baseline or candidate.
 */
function serverMs( url, side ) {
	return new Promise( ( resolve, reject ) => {
		const headers = { 'Accept-Encoding': 'gzip' };
		if ( side !== 'candidate' ) {
			headers[ 'X-Acces-Bench-Plugin' ] = side;
		}
		const req = http.get( url, { headers }, ( res ) => {
			const chunks = [];
			res.on( 'data', ( c ) => chunks.push( c ) );
			res.on( 'end', () => {
				const answered =
					res.headers[ 'x-acces-bench-plugin' ] || 'candidate';
				if (
					res.statusCode !== 200 ||
					res.headers[ 'x-acces-bench-server' ] !== token
				) {
					reject(
						new Error(
							`${ url }: HTTP ${ res.statusCode } or another server.`
						)
					);
				} else if ( answered !== side ) {
					reject(
						new Error(
							`${ url }: asked for ${ side }, ${ answered } answered.`
						)
					);
				} else {
					resolve( Number( res.headers[ 'x-acces-server-ms' ] ) );
				}
			} );
		} );
		req.on( 'error', reject );
	} );
}

const round = ( x ) => Math.round( x * 1000 ) / 1000;

/**
 * The median of the differences, and a 90 % interval for it from 1,000 resamplings (bootstrap).
 *
 * @param {number[]} diffs Per-round differences.
 */
function summary( diffs ) {
	const { median, low, high } = medianInterval( diffs );
	return { median: round( median ), low: round( low ), high: round( high ) };
}

async function main() {
	fs.mkdirSync( OUT, { recursive: true } );
	const server = await start();
	const rows = [];
	try {
		for ( const page of PAGES ) {
			const url = BASE + page.path;
			log( `compare: ${ page.path }, ${ ROUNDS } rounds` );
			for ( let i = 0; i < 5; i++ ) {
				for ( const side of SIDES ) {
					await serverMs( url, side );
				}
			}
			const added = { baseline: [], candidate: [], change: [] };
			for ( let i = 0; i < ROUNDS; i++ ) {
				// Every order of the three sides in turn: none is always first after a pause.
				const order = [ ...SIDES ];
				const shift = i % 3;
				const rotated = order
					.slice( shift )
					.concat( order.slice( 0, shift ) );
				if ( i % 6 >= 3 ) {
					rotated.reverse();
				}
				const ms = {};
				for ( const side of rotated ) {
					ms[ side ] = await serverMs( url, side );
				}
				added.baseline.push( ms.baseline - ms.off );
				added.candidate.push( ms.candidate - ms.off );
				added.change.push( ms.candidate - ms.baseline );
			}
			rows.push( {
				page: page.label,
				rounds: ROUNDS,
				baseline: summary( added.baseline ),
				candidate: summary( added.candidate ),
				change: summary( added.change ),
			} );
		}
	} finally {
		try {
			process.kill( -server.pid );
		} catch ( e ) {}
	}
	const cell = ( s ) =>
		`${ s.median.toFixed( 2 ) } ms (${ s.low.toFixed(
			2
		) } to ${ s.high.toFixed( 2 ) })`;
	const md = [
		`## Added server time: this checkout against ${ REF } (no object cache)`,
		'',
		'Medians of the per-round differences (three requests a round, rotating order), with a 90 % bootstrap interval.',
		'',
		`| page | rounds | ${ REF } added | this checkout added | this checkout − ${ REF } |`,
		'|---|---|---|---|---|',
		...rows.map(
			( r ) =>
				`| ${ r.page } | ${ r.rounds } | ${ cell(
					r.baseline
				) } | ${ cell( r.candidate ) } | ${ cell( r.change ) } |`
		),
		'',
	].join( '\n' );
	fs.writeFileSync(
		path.join( OUT, 'compare.json' ),
		JSON.stringify(
			{ date: new Date().toISOString(), ref: REF, rows },
			null,
			2
		)
	);
	fs.writeFileSync( path.join( OUT, 'compare.md' ), md );
	process.stdout.write( md );
}

main().catch( ( e ) => {
	process.stderr.write( `${ e.stack || e }\n` );
	process.exit( 1 );
} );
