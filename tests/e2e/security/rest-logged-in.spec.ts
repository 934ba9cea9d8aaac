/**
 * The providers route answered a logged-in user (cookie and nonce, as the block editor
 * calls it) with `Cache-Control: public` and three "headers already sent" warnings in the
 * PHP log: WordPress 6.1 sends its no-cache headers after the plugin had printed the body.
 * A browser or a proxy could then keep an answer meant for one logged-in user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, login, restNonce, siteDir } from '../fixtures';

test( 'a logged-in user gets the providers with no-cache headers and no PHP warning', async ( {
	page,
}, testInfo ) => {
	const log = path.join(
		siteDir( testInfo.project.name ),
		'wp-content',
		'debug.log'
	);
	const before = fs.existsSync( log ) ? fs.statSync( log ).size : 0;
	await login( page );
	const nonce = await restNonce( page );
	for ( const url of [
		'/wp-json/acces/v1/providers',
		'/wp-json/acces/v1/providers?categorie=hotels',
	] ) {
		// Not compressed: the test server (tools/router.php) would otherwise hold the whole
		// answer in its gzip buffer, which hides the defect.
		const res = await page.request.get( url, {
			headers: { 'X-WP-Nonce': nonce, 'Accept-Encoding': 'identity' },
		} );
		expect( res.status(), url ).toBe( 200 );
		expect( res.headers()[ 'cache-control' ], url ).toMatch( /no-cache/ );
		expect( res.headers()[ 'cache-control' ], url ).not.toMatch( /public/ );
		expect( ( await res.json() ).type, url ).toBe( 'FeatureCollection' );
	}
	const added = fs.existsSync( log )
		? fs.readFileSync( log, 'utf8' ).slice( before )
		: '';
	expect( added ).not.toContain( 'Cannot modify header information' );

	// Visitors keep the cacheable answer.
	const anonymous = await page.context().browser()!.newContext();
	const res = await anonymous.request.get(
		new URL( '/wp-json/acces/v1/providers', page.url() ).toString()
	);
	expect( res.headers()[ 'cache-control' ] ).toMatch( /public/ );
	await anonymous.close();
} );
