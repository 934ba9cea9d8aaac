/**
 * Helpers of the provider pages' browser tests.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, siteDir, test } from '../fixtures';

export const HOTEL = {
	path: '/prestataires-accessibles/hotels/hotel-de-la-loutre-curieuse/',
	name: 'Hôtel de la Loutre Curieuse',
	category: 'Hôtels',
	categoryPath: '/prestataires-accessibles/hotels/',
	commune: 'MONTAUBAN',
};

export const BEACH = {
	path: '/prestataires-accessibles/equipements-de-loisirs/plage-accessible-du-lac-des-libellules/',
	name: 'Plage accessible du Lac des Libellules',
};

/**
 * The JSON-LD objects of the page.
 * @param page
 */
export async function jsonLd( page: Page ): Promise< Record< string, any >[] > {
	const scripts = await page
		.locator( 'script[type="application/ld+json"]' )
		.allTextContents();
	return scripts.map( ( text ) => JSON.parse( text ) );
}

/**
 * The JSON-LD object that describes the provider of the page.
 * @param page
 * @param name
 */
export async function providerJsonLd(
	page: Page,
	name: string
): Promise< Record< string, any > > {
	const found = ( await jsonLd( page ) ).filter( ( o ) => o.name === name );
	expect( found, `one JSON-LD object named ${ name }` ).toHaveLength( 1 );
	return found[ 0 ];
}

/**
 * Switches the test site's theme: "classic" (Twenty Twenty-One) or "block" (Twenty Twenty-Three).
 * @param engine The project name (sqlite or mariadb).
 * @param mode   classic or block.
 */
export function switchTheme( engine: string, mode: 'classic' | 'block' ): void {
	execFileSync(
		'php',
		[
			path.join( __dirname, '..', '..', '..', 'tools', 'wp-site.php' ),
			mode,
			siteDir( engine ),
		],
		{ stdio: 'pipe' }
	);
}

/**
 * In the classic part of a spec that runs in both themes (declared inside its describe, the
 * spec being serial): Twenty Twenty-One for that part, Twenty Twenty-Three again after it.
 * @param mode classic or block.
 */
export function useTheme( mode: 'classic' | 'block' ): void {
	if ( mode !== 'classic' ) {
		return;
	}
	test.beforeAll( ( {}, testInfo ) => {
		switchTheme( testInfo.project.name, 'classic' );
	} );
	test.afterAll( ( {}, testInfo ) => {
		switchTheme( testInfo.project.name, 'block' );
	} );
}

/**
 * Checks that the page is drawn by the theme this part is about.
 * @param page
 * @param mode classic or block.
 */
export async function expectTheme(
	page: Page,
	mode: 'classic' | 'block'
): Promise< void > {
	await expect(
		page.locator(
			mode === 'classic'
				? 'link#twenty-twenty-one-style-css'
				: 'body > .wp-site-blocks'
		)
	).toHaveCount( 1 );
}

/**
 * Every link of a part of the page that stays on the site, made absolute.
 * @param page
 * @param selector
 */
export async function siteLinks(
	page: Page,
	selector: string
): Promise< string[] > {
	const origin = new URL( page.url() ).origin;
	const hrefs = await page
		.locator( `:is(${ selector }) a[href]` )
		.evaluateAll( ( links ) =>
			links.map( ( a ) => ( a as HTMLAnchorElement ).href )
		);
	return [ ...new Set( hrefs ) ].filter( ( href ) =>
		href.startsWith( origin )
	);
}

/**
 * Expects every URL to answer 200.
 * @param page
 * @param urls
 */
export async function expectAll200(
	page: Page,
	urls: string[]
): Promise< void > {
	expect( urls.length ).toBeGreaterThan( 0 );
	for ( const url of urls ) {
		const response = await page.request.get( url, { maxRedirects: 0 } );
		expect( response.status(), url ).toBe( 200 );
	}
}
