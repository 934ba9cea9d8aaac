/**
 * Nothing lost (issue 8 §5): `wp acces import` killed in the middle of a large file leaves only
 * whole providers, the map data shows every provider that was committed, and running the same
 * import again completes it without duplicating anyone.
 *
 * Runs on both engines: transactions behave differently on SQLite and MariaDB.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { siteDir } from '../fixtures';

const ROOT = path.join( __dirname, '..', '..', '..' );
const WP = path.join( ROOT, 'vendor', 'bin', 'wp' );
const PREFIX = 'interruption-';
const ROWS = 300;
// WP-CLI 2.4 predates PHP 8.2: silence its deprecation notices (not the plugin's warnings).
const cliEnv = { ...process.env, WP_CLI_PHP_ARGS: '-d error_reporting=24575' };

type Row = {
	key: string;
	id: number;
	title: string;
	author: number;
	status: string;
	lat: string;
	lng: string;
	category: string;
};

function inspect( site: string, action: 'list' | 'delete' ): Row[] {
	const out = execFileSync(
		'php',
		[ path.join( __dirname, 'inspect.php' ), site, PREFIX, action ],
		{ encoding: 'utf8', env: { ...process.env, ACCES_QUIET: '1' } }
	);
	return action === 'list' ? ( JSON.parse( out ) as Row[] ) : [];
}

function csv(): string {
	const communes = [ 'Montech', 'Canals', 'Grisolles', 'Verdun-sur-Garonne' ];
	const lines = [
		'cle;nom;categorie;commune;latitude;longitude;handicaps;description',
	];
	for ( let i = 1; i <= ROWS; i++ ) {
		const lat = ( 43.7 + ( i % 300 ) / 1000 ).toFixed( 4 );
		const lng = ( 1.2 + ( i % 200 ) / 1000 ).toFixed( 4 );
		lines.push(
			`${ PREFIX }${ i };Essai interruption ${ i };hotels;${
				communes[ i % communes.length ]
			};${ lat };${ lng };moteur;Ligne ${ i }.`
		);
	}
	return lines.join( '\n' ) + '\n';
}

test.describe( 'import interrupted', () => {
	test.setTimeout( 150_000 );

	test( 'a killed import leaves whole providers, and the same import again completes it without duplicates', async ( {
		request,
	}, testInfo ) => {
		const site = siteDir( testInfo.project.name );
		const file = path.join(
			os.tmpdir(),
			`acces-import-${ testInfo.project.name }-${ process.pid }.csv`
		);
		fs.writeFileSync( file, csv() );
		inspect( site, 'delete' );
		try {
			// Start the import and kill it (SIGKILL: no clean-up of any kind) mid-file.
			const child = spawn(
				WP,
				[ '--allow-root', `--path=${ site }`, 'acces', 'import', file ],
				{ detached: true, stdio: 'ignore', env: cliEnv }
			);
			let exited = false;
			child.on( 'exit', () => ( exited = true ) );
			let seen = 0;
			for ( let i = 0; i < 600 && ! exited; i++ ) {
				seen = inspect( site, 'list' ).length;
				if ( seen >= 60 ) {
					break;
				}
				await new Promise( ( r ) => setTimeout( r, 100 ) );
			}
			expect(
				exited,
				'the import must still be running when it is killed (make the file larger)'
			).toBe( false );
			process.kill( -child.pid!, 'SIGKILL' );
			await new Promise( ( r ) => setTimeout( r, 500 ) );

			const left = inspect( site, 'list' );
			expect( left.length ).toBeGreaterThanOrEqual( 60 );
			expect( left.length ).toBeLessThan( ROWS );
			for ( const row of left ) {
				const n = Number( row.key.slice( PREFIX.length ) );
				expect(
					row.key,
					`post ${ row.id } has its import key`
				).toMatch( new RegExp( `^${ PREFIX }\\d+$` ) );
				expect( row.title ).toBe( `Essai interruption ${ n }` );
				expect( row.status ).toBe( 'publish' );
				// Run without --user: the site's first administrator is the author.
				expect(
					row.author,
					'the import gives its providers an author'
				).toBe( 1 );
				expect( row.category ).toBe( 'hotels' );
				expect( Number( row.lat ) ).toBeCloseTo(
					43.7 + ( n % 300 ) / 1000,
					4
				);
				expect( Number( row.lng ) ).toBeCloseTo(
					1.2 + ( n % 200 ) / 1000,
					4
				);
			}

			// The map data holds every provider that was committed.
			const res = await request.get(
				'/wp-json/acces/v1/providers?categorie=hotels'
			);
			expect( res.status() ).toBe( 200 );
			const names = new Set(
				( ( await res.json() ).features as any[] ).map(
					( f ) => f.properties.name
				)
			);
			for ( const row of left ) {
				expect( names.has( row.title ), row.title ).toBe( true );
			}

			// The same file again: what was committed is unchanged, the rest is created.
			const out = execFileSync(
				WP,
				[ '--allow-root', `--path=${ site }`, 'acces', 'import', file ],
				{
					encoding: 'utf8',
					stdio: [ 'ignore', 'pipe', 'pipe' ],
					env: cliEnv,
				}
			);
			expect( out ).toContain(
				`Créés\u00a0: ${
					ROWS - left.length
				}, mis à jour\u00a0: 0, inchangés\u00a0: ${
					left.length
				}, refusés\u00a0: 0.`
			);
			const all = inspect( site, 'list' );
			expect( all ).toHaveLength( ROWS );
			expect( new Set( all.map( ( r ) => r.key ) ).size ).toBe( ROWS );
		} finally {
			inspect( site, 'delete' );
			fs.rmSync( file, { force: true } );
		}
	} );
} );
