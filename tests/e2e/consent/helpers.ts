/**
 * Shared steps of the consent and toolbar browser tests.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const DAY = 86_400;
export const POLICY = '/politique-de-cookies/';
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
 * The plugin's cookies (acces_*) that the open pages' scripts see, name => value.
 * @param context
 */
async function cookiesSeenByPages(
	context: BrowserContext
): Promise< Record< string, string >[] > {
	const seen: Record< string, string >[] = [];
	for ( const page of context.pages() ) {
		const text = await page
			.evaluate( () => document.cookie )
			.catch( () => null ); // A page that is navigating or closed: skipped.
		if ( null === text ) {
			continue;
		}
		seen.push(
			Object.fromEntries(
				text
					.split( /;\s*/ )
					.map( ( pair ) => pair.split( '=' ) )
					.filter( ( [ name ] ) => name.startsWith( 'acces_' ) )
					.map( ( [ name, ...value ] ) => [
						name,
						decodeURIComponent( value.join( '=' ) ),
					] )
			)
		);
	}
	return seen;
}

/**
 * The consent cookies of the context, by name, with their attributes (expiry...). A script's
 * `document.cookie` write reaches the browser's cookie store (which context.cookies() reads)
 * a moment later: this waits, up to 5 seconds, until the store holds what the pages see.
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
		const seen = await cookiesSeenByPages( context );
		const stored = cookies;
		if (
			seen.every( ( values ) =>
				Object.entries( values ).every(
					( [ name, value ] ) => stored[ name ]?.value === value
				)
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
