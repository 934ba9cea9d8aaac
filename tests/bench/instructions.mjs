/**
 * `BENCH_INSTRUCTIONS=1 npm run bench`: the plugin's added server work on the pages without
 * its blocks (issue 7 §7), counted in CPU instructions instead of milliseconds.
 *
 * The millisecond measure (tests/bench/run.mjs, paired requests) moves by a few tenths of a
 * millisecond from run to run on a shared machine, more than most single changes save. Under
 * Valgrind's callgrind, the number of instructions a request executes is the same to within
 * about 0.01 % from one request to the next: a change of 1 % of the plugin's cost shows. Use it
 * to compare two versions of the code (run it on each); the budget itself stays in
 * milliseconds, measured by run.mjs.
 *
 * The PHP server of the bench site runs under callgrind with instrumentation off; for each
 * measured request it is switched on, zeroed, and the counters are dumped after the answer
 * (callgrind_control). Requests alternate with and without the plugin (the bench must-use
 * plugin's X-Acces-Bench-Plugin header), after warm-up requests that fill OPcache and PHP's
 * caches. Environment: BENCH_BASE, BENCH_SITE, BENCH_ROOT (set by tools/bench.sh),
 * BENCH_INSTRUCTIONS_RUNS (3 per page and side).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BASE = process.env.BENCH_BASE;
const PORT = new URL( BASE ).port;
const SITE = process.env.BENCH_SITE;
const ROOT = process.env.BENCH_ROOT;
const RUNS = Number( process.env.BENCH_INSTRUCTIONS_RUNS || 3 );
const OUT = path.join( ROOT, 'artifacts', 'bench' );
const PAGES = [
	{
		id: 'plain-page',
		label: 'Plain page (accessibility statement)',
		path: '/declaration-accessibilite/',
	},
	{ id: 'home', label: 'Home page', path: '/' },
];

const log = ( msg ) => process.stderr.write( `[bench] ${ msg }\n` );
const dumps = fs.mkdtempSync( path.join( os.tmpdir(), 'acces-callgrind-' ) );

/** Starts the site's PHP server under callgrind, instrumentation off. */
async function start() {
	const server = spawn(
		'valgrind',
		[
			'--tool=callgrind',
			'--instr-atstart=no',
			`--callgrind-out-file=${ path.join( dumps, 'cg.%p' ) }`,
			'php',
			'-d',
			'memory_limit=512M',
			'-d',
			'opcache.enable_cli=1',
			// No file checks while measuring (the code does not change during the run): with
			// PHP's default of a check every 2 seconds, requests slowed down by callgrind
			// would each pay them, some more than others.
			'-d',
			'opcache.validate_timestamps=0',
			'-S',
			`127.0.0.1:${ PORT }`,
			'-t',
			SITE,
			path.join( ROOT, 'tools', 'router.php' ),
		],
		{
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '1' },
			stdio: 'ignore',
			detached: true,
		}
	);
	for ( let i = 0; i < 300; i++ ) {
		try {
			const res = await fetch( BASE + '/wp-login.php' );
			await res.arrayBuffer();
			return server;
		} catch ( e ) {
			await new Promise( ( r ) => setTimeout( r, 200 ) );
		}
	}
	throw new Error( 'The PHP server under callgrind did not start.' );
}

function control( pid, ...args ) {
	execFileSync( 'callgrind_control', [ ...args, String( pid ) ], {
		stdio: 'ignore',
	} );
}

async function request( url, side ) {
	const off = side === 'off';
	// Uncompressed: the test server's router (tools/router.php) gzips for clients that accept
	// it, which a production web server does outside PHP, and which the server time of
	// run.mjs does not include either.
	const headers = { 'Accept-Encoding': 'identity' };
	if ( side !== 'candidate' ) {
		headers[ 'X-Acces-Bench-Plugin' ] = side;
	}
	const res = await fetch( url, {
		headers,
		redirect: 'manual',
	} );
	const body = await res.text();
	if ( res.status !== 200 ) {
		throw new Error( `${ url }: HTTP ${ res.status }` );
	}
	if (
		( res.headers.get( 'x-acces-bench-plugin' ) || 'candidate' ) !== side
	) {
		throw new Error( `${ url }: the plugin was not switched as asked.` );
	}
	if ( ! off && ! body.includes( '/plugins/acces-tourisme' ) ) {
		throw new Error(
			`${ url }: the page has none of the plugin's output.`
		);
	}
}

/**
 * Instructions of one request: counting on, counters zeroed, the request, a dump, counting off.
 *
 * @param {number} pid  Valgrind's process id.
 * @param {string} url  Page.
 * @param {string} side off (without the plugin), candidate (this checkout's) or baseline.
 */
async function instructions( pid, url, side ) {
	control( pid, '--instr=on' );
	control( pid, '--zero' );
	await request( url, side );
	for ( const f of fs.readdirSync( dumps ) ) {
		fs.rmSync( path.join( dumps, f ) );
	}
	control( pid, '--dump' );
	control( pid, '--instr=off' );
	for ( const f of fs.readdirSync( dumps ) ) {
		const text = fs.readFileSync( path.join( dumps, f ), 'utf8' );
		const m = text.match( /^(?:summary|totals):\s+(\d+)/m );
		if ( m && Number( m[ 1 ] ) > 0 ) {
			return Number( m[ 1 ] );
		}
	}
	throw new Error( 'callgrind wrote no counters.' );
}

const median = ( list ) =>
	[ ...list ].sort( ( a, b ) => a - b )[ Math.floor( list.length / 2 ) ];

async function main() {
	fs.rmSync( path.join( SITE, 'wp-content', 'object-cache.php' ), {
		force: true,
	} );
	fs.mkdirSync( OUT, { recursive: true } );
	const server = await start();
	const pid = server.pid;
	const rows = [];
	// With BENCH_COMPARE, another commit's plugin is installed beside this checkout's.
	const baseline = fs.existsSync(
		path.join( SITE, 'wp-content', 'plugins', 'acces-tourisme-baseline' )
	);
	const sides = baseline
		? [ 'candidate', 'off', 'baseline' ]
		: [ 'candidate', 'off' ];
	try {
		for ( const page of PAGES ) {
			const url = BASE + page.path;
			log( `instructions: ${ page.path }` );
			for ( let i = 0; i < 3; i++ ) {
				for ( const side of sides ) {
					await request( url, side );
				}
			}
			const counts = Object.fromEntries(
				sides.map( ( s ) => [ s, [] ] )
			);
			for ( let i = 0; i < RUNS; i++ ) {
				for ( const side of sides ) {
					counts[ side ].push( await instructions( pid, url, side ) );
				}
			}
			const without = median( counts.off );
			const row = ( side ) => ( {
				side,
				active: median( counts[ side ] ),
				added: median( counts[ side ] ) - without,
				added_percent:
					Math.round(
						( ( median( counts[ side ] ) - without ) / without ) *
							10000
					) / 100,
				spread:
					Math.max( ...counts[ side ] ) -
					Math.min( ...counts[ side ] ),
			} );
			rows.push( {
				page: page.id,
				label: page.label,
				runs: RUNS,
				without,
				spread_without:
					Math.max( ...counts.off ) - Math.min( ...counts.off ),
				sides: sides.filter( ( s ) => s !== 'off' ).map( row ),
			} );
		}
	} finally {
		try {
			process.kill( -server.pid );
		} catch ( e ) {}
		fs.rmSync( dumps, { recursive: true, force: true } );
	}
	const fmt = ( n ) => n.toLocaleString( 'en-US' );
	const name = ( side ) =>
		side === 'candidate'
			? 'this checkout'
			: process.env.BENCH_COMPARE || 'baseline';
	const md = [
		'## Added server work in CPU instructions (pages without our blocks, no object cache)',
		'',
		'One request at a time under callgrind, with and without the plugin; the median of ' +
			`${ RUNS } requests per side. "spread" is the largest minus the smallest of them.`,
		'',
		'| page | plugin | with plugin | without | added | added % | spread (with / without) |',
		'|---|---|---|---|---|---|---|',
		...rows.flatMap( ( r ) =>
			r.sides.map(
				( s ) =>
					`| ${ r.label } | ${ name( s.side ) } | ${ fmt(
						s.active
					) } | ${ fmt( r.without ) } | **${ fmt( s.added ) }** | ${
						s.added_percent
					} % | ${ fmt( s.spread ) } / ${ fmt( r.spread_without ) } |`
			)
		),
		'',
	].join( '\n' );
	fs.writeFileSync(
		path.join( OUT, 'instructions.json' ),
		JSON.stringify( { date: new Date().toISOString(), rows }, null, 2 )
	);
	fs.writeFileSync( path.join( OUT, 'instructions.md' ), md );
	process.stdout.write( md );
}

main().catch( ( e ) => {
	process.stderr.write( `${ e.stack || e }\n` );
	process.exit( 1 );
} );
