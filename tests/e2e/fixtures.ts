/**
 * Test fixtures shared by every browser test.
 *
 * The browser never reaches the internet: every request to a host other than the site is
 * answered here, from local fixtures for the third-party hosts the plugin may use (map tiles,
 * video services), or refused otherwise, and recorded in `thirdParty` so that a test can
 * assert which ones happened.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';

export const AXE_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22aa',
];

const TILE = fs.readFileSync( path.join( __dirname, 'fixtures', 'tile.png' ) );

export interface ThirdPartyRequest {
	url: string;
	host: string;
	answered: boolean;
}

function isLocal( host: string ): boolean {
	return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export const test = base.extend< { thirdParty: ThirdPartyRequest[] } >( {
	thirdParty: async ( { context }, use ) => {
		const seen: ThirdPartyRequest[] = [];
		await context.route( '**/*', async ( route ) => {
			const url = new URL( route.request().url() );
			if (
				url.protocol === 'data:' ||
				url.protocol === 'blob:' ||
				isLocal( url.hostname )
			) {
				return route.continue();
			}
			const host = url.hostname;
			if (
				/(^|\.)tile\.openstreetmap\.org$/.test( host ) ||
				/tile/.test( host )
			) {
				seen.push( { url: url.href, host, answered: true } );
				return route.fulfill( {
					status: 200,
					contentType: 'image/png',
					body: TILE,
				} );
			}
			if (
				/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)$/.test(
					host
				)
			) {
				seen.push( { url: url.href, host, answered: true } );
				return route.fulfill( {
					status: 200,
					contentType: 'text/html; charset=utf-8',
					body: '<!doctype html><html lang="fr"><title>Lecteur vidéo (fixture)</title><p>Lecteur vidéo</p></html>',
				} );
			}
			seen.push( { url: url.href, host, answered: false } );
			return route.abort( 'blockedbyclient' );
		} );
		await use( seen );
	},
	page: async ( { page, thirdParty }, use ) => {
		// Depend on thirdParty so that routing is always in place.
		void thirdParty;
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( String( error ) ) );
		await use( page );
		expect( errors, 'uncaught errors in the page' ).toEqual( [] );
	},
} );

export { expect };

/**
 * Runs axe with the WCAG 2.2 AA tags on the page (or a part of it) and expects no violation.
 * @param page
 * @param include
 */
export async function expectNoAxeViolations(
	page: Page,
	include?: string
): Promise< void > {
	let builder = new AxeBuilder( { page } ).withTags( AXE_TAGS );
	if ( include ) {
		builder = builder.include( include );
	}
	const results = await builder.analyze();
	const summary = results.violations.map(
		( v ) =>
			`${ v.id } (${ v.impact }): ${ v.help }\n    ${ v.nodes
				.map( ( n ) => n.target.join( ' ' ) )
				.slice( 0, 5 )
				.join( '\n    ' ) }`
	);
	expect( summary, `axe violations on ${ page.url() }` ).toEqual( [] );
}

/** Réglages › Accès Tourisme. */
export const SETTINGS_PAGE =
	'/wp-admin/options-general.php?page=acces-tourisme';

/**
 * Submits the settings page's form, as the admin does.
 * @param page A page on the settings page.
 */
export function saveSettings( page: Page ): Promise< void > {
	return page
		.getByRole( 'button', { name: 'Enregistrer les modifications' } )
		.click();
}

/**
 * Logs in to wp-admin as the demo administrator.
 * @param page
 */
export async function login( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	// The login page focuses and selects the user name 200 ms after loading: filling before
	// that can type the password into the user name (seen in CI). Wait for it, then check.
	const user = page.locator( '#user_login' );
	const pass = page.locator( '#user_pass' );
	await expect( user ).toBeFocused();
	await user.fill( 'admin' );
	await pass.fill( 'password' );
	await expect( user ).toHaveValue( 'admin' );
	await expect( pass ).toHaveValue( 'password' );
	await page.getByRole( 'button', { name: 'Se connecter' } ).click();
	await page.waitForURL( /wp-admin/ );
}

/**
 * A REST API nonce for the logged-in user of `page` (login() first), for the X-WP-Nonce header
 * of page.request calls.
 * @param page
 */
export async function restNonce( page: Page ): Promise< string > {
	return (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
}

type EditorData = {
	wp?: {
		data?: {
			select: ( store: string ) => {
				isFeatureActive?: ( feature: string ) => boolean;
			} | null;
			dispatch: ( store: string ) => {
				toggleFeature: ( feature: string ) => void;
			};
		};
	};
};

/**
 * Waits for the block editor of the current page, then turns its welcome guide off through
 * the editor's own preference (a new user is greeted by it). Not by pressing Escape: the
 * guide only hears Escape once it has taken the focus, which a slow machine may not have
 * done yet when the guide first shows (seen in CI).
 *
 * @param page A page on post.php or post-new.php.
 */
export async function closeWelcomeGuide( page: Page ): Promise< void > {
	await page.locator( '.edit-post-layout' ).waitFor();
	await page.waitForFunction(
		() =>
			typeof ( window as unknown as EditorData ).wp?.data?.select(
				'core/edit-post'
			)?.isFeatureActive === 'function'
	);
	// The editor's preferences arrive asynchronously (WordPress restores them from the user's
	// saved ones after the first render): the guide can come back after a first look found it
	// off (seen in CI). Turned off each time it is on, until two readings 250 ms apart find
	// it off and not shown.
	let quiet = 0;
	for ( let i = 0; i < 60 && quiet < 2; i++ ) {
		const shown = await page.evaluate( () => {
			const data = ( window as unknown as EditorData ).wp?.data;
			const on = !! data
				?.select( 'core/edit-post' )
				?.isFeatureActive?.( 'welcomeGuide' );
			if ( on ) {
				data!
					.dispatch( 'core/edit-post' )
					.toggleFeature( 'welcomeGuide' );
			}
			return (
				on ||
				null !== document.querySelector( '.edit-post-welcome-guide' )
			);
		} );
		quiet = shown ? 0 : quiet + 1;
		await page.waitForTimeout( 250 );
	}
	await expect( page.locator( '.edit-post-welcome-guide' ) ).toHaveCount( 0 );
}

/**
 * Absolute path of the WordPress site that a project's baseURL serves (for tests that
 * switch the theme with tools/wp-site.php or run WP-CLI).
 *
 * @param engine The project name: "sqlite" or "mariadb".
 */
export function siteDir( engine: string ): string {
	const sites =
		process.env.ACCES_WP_SITES ||
		path.join( __dirname, '..', '..', '.wp', 'sites' );
	return path.join(
		sites,
		`e2e-${ engine }${ process.env.ACCES_INSTANCE_SUFFIX || '' }`
	);
}
