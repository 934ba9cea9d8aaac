/**
 * Shared steps of the consent and toolbar browser tests.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, login, restNonce } from '../fixtures';

export const DAY = 86_400;
export const POLICY = '/politique-de-cookies/';
/** The demo sites' host (playwright.config.ts: http://localhost:{port}). */
const SITE_HOST = 'localhost';
/** Pages that hold a YouTube embed: the club page (media feature), else the consent demo's. */
const VIDEO_PAGES = [ '/club-handisport/', '/video-de-presentation/' ];

/**
 * The banner, by its role and French name.
 * @param page
 */
export function banner( page: Page ) {
	return page.getByRole( 'region', { name: 'Cookies et contenus externes' } );
}

/**
 * The footer's « Gérer mes cookies », pressed from the keyboard: the recorded choices open.
 * @param page
 * @return The footer's button (the focus comes back to it on closing).
 */
export async function reopenFromFooter( page: Page ) {
	const manage = page
		.getByRole( 'contentinfo' )
		.getByRole( 'button', { name: 'Gérer mes cookies' } );
	await manage.focus();
	await page.keyboard.press( 'Enter' );
	await expect( banner( page ) ).toBeVisible();
	return manage;
}

/**
 * The demo page that has a video placeholder.
 * @param page
 */
export async function videoPage( page: Page ): Promise< string > {
	for ( const path of VIDEO_PAGES ) {
		const response = await page.request.get( path );
		if (
			response.ok() &&
			( await response.text() ).includes( 'acces-video-placeholder' )
		) {
			return path;
		}
	}
	throw new Error( 'No demo page with a video embed.' );
}

/**
 * The plugin's cookies (acces_*) that the open pages' scripts see, name => value, with the
 * page's host name; pages of other hosts (fixtures of third-party sites, blank tabs) are left out.
 * @param context
 * @param hosts   The host names the plugin's cookies belong to.
 */
async function cookiesSeenByPages(
	context: BrowserContext,
	hosts: string[]
): Promise< { host: string; values: Record< string, string > }[] > {
	const seen: { host: string; values: Record< string, string > }[] = [];
	for ( const page of context.pages() ) {
		const host = /^https?:/.test( page.url() )
			? new URL( page.url() ).hostname
			: '';
		if ( ! hosts.includes( host ) ) {
			continue;
		}
		const text = await page
			.evaluate( () => document.cookie )
			.catch( () => null ); // A page that is navigating or closed: skipped.
		if ( null === text ) {
			continue;
		}
		seen.push( {
			host,
			values: Object.fromEntries(
				text
					.split( /;\s*/ )
					.map( ( pair ) => pair.split( '=' ) )
					.filter( ( [ name ] ) => name.startsWith( 'acces_' ) )
					.map( ( [ name, ...value ] ) => [
						name,
						decodeURIComponent( value.join( '=' ) ),
					] )
			),
		} );
	}
	return seen;
}

/**
 * The consent cookies of the context, by name, with their attributes (expiry...). A script's
 * `document.cookie` write or removal reaches the browser's cookie store (which
 * context.cookies() reads) a moment later: this waits, up to 5 seconds, until the store holds
 * exactly the script-readable acces_* cookies the pages see, no more, no fewer.
 * @param context
 */
export async function consentCookies( context: BrowserContext ) {
	const read = async () =>
		Object.fromEntries(
			( await context.cookies() )
				.filter( ( c ) => c.name.startsWith( 'acces_' ) )
				.map( ( c ) => [ c.name, c ] )
		);
	const deadline = Date.now() + 5000;
	let cookies = await read();
	while ( Date.now() < deadline ) {
		const stored = cookies;
		const readable = Object.values( stored ).filter(
			( cookie ) => ! cookie.httpOnly
		);
		const seen = await cookiesSeenByPages( context, [
			...new Set( readable.map( ( cookie ) => cookie.domain ) ),
			SITE_HOST,
		] );
		if (
			seen.every(
				( { host, values } ) =>
					Object.entries( values ).every(
						( [ name, value ] ) => stored[ name ]?.value === value
					) &&
					readable
						.filter( ( cookie ) => cookie.domain === host )
						.every( ( cookie ) => cookie.name in values )
			)
		) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		cookies = await read();
	}
	return cookies;
}

/**
 * Expects a cookie to expire in about `days` days from now (give or take a minute).
 * @param expires Unix time in seconds, as context.cookies() gives it.
 * @param days    Expected lifetime.
 */
export function expectLifetime( expires: number, days: number ) {
	const expected = Date.now() / 1000 + days * DAY;
	expect( Math.abs( expires - expected ) ).toBeLessThan( 120 );
}

/**
 * Expects the five consent cookies to hold a choice, each kept 365 days (renewed by every
 * choice), for the whole site, SameSite=Lax.
 * @param context    The browser context.
 * @param statistics The statistics category's value.
 * @param media      The media category's value.
 */
export async function expectChoice(
	context: BrowserContext,
	statistics: 'yes' | 'no',
	media: 'yes' | 'no'
) {
	const cookies = await consentCookies( context );
	const expected: Record< string, string > = {
		acces_consent: statistics === 'yes' || media === 'yes' ? 'yes' : 'no',
		acces_consent_necessary: 'yes',
		acces_consent_obligatoire: 'yes',
		acces_consent_statistics: statistics,
		acces_consent_media: media,
	};
	for ( const [ name, value ] of Object.entries( expected ) ) {
		expect( cookies[ name ]?.value, name ).toBe( value );
		expectLifetime( cookies[ name ].expires, 365 );
		expect( cookies[ name ].path, name ).toBe( '/' );
		expect( cookies[ name ].sameSite, name ).toBe( 'Lax' );
	}
}

/**
 * No horizontal scrolling.
 * @param page
 */
export async function expectNoHorizontalScroll( page: Page ) {
	const { scroll, width } = await page.evaluate( () => ( {
		scroll: document.documentElement.scrollWidth,
		width: window.innerWidth,
	} ) );
	expect( scroll ).toBeLessThanOrEqual( width );
}

/**
 * The cookies a visitor who accepted everything has.
 * @param baseURL
 */
export function acceptedCookies( baseURL: string ) {
	const url = new URL( baseURL );
	return [
		'acces_consent',
		...[ 'necessary', 'obligatoire', 'statistics', 'media' ].map(
			( c ) => `acces_consent_${ c }`
		),
	].map( ( name ) => ( {
		name,
		value: 'yes',
		domain: url.hostname,
		path: '/',
		expires: Math.round( Date.now() / 1000 ) + 365 * DAY,
		sameSite: 'Lax' as const,
	} ) );
}

/**
 * Publishes a page of this content as the administrator, runs `visit` with its address as a
 * visitor (the context's cookies cleared), and deletes the page afterwards, whatever happened.
 * @param page
 * @param title
 * @param content Block markup.
 * @param visit
 */
export async function withPublishedPage(
	page: Page,
	title: string,
	content: string,
	visit: ( link: string ) => Promise< void >
): Promise< void > {
	await login( page );
	const created = await page.request.post( '/wp-json/wp/v2/pages', {
		headers: { 'X-WP-Nonce': await restNonce( page ) },
		data: { title, status: 'publish', content },
	} );
	expect( created.status() ).toBe( 201 );
	const { link, id } = ( await created.json() ) as {
		link: string;
		id: number;
	};
	try {
		await page.context().clearCookies();
		await visit( link );
	} finally {
		await login( page );
		await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		} );
	}
}
