/**
 * XSS sweep: the corpus of tests/fixtures/xss-corpus.json stored in every text field of
 * providers, portfolio items, their terms, an image and the plugin's settings
 * (xss-site.php), then every page type and component visited: no dialog, no payload runs
 * (window.__xss stays undefined), nothing is injected, and the payloads read as text.
 *
 * What a page shows of stored data does not depend on the database: the sweep runs on the
 * MariaDB site only (the PHP sweep, tests/php/Security, runs on both engines).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, login, siteDir } from '../fixtures';

interface Seeded {
	providers: Record< string, { token: string; url: string } >;
	portfolio: Record< string, string >;
	category: string;
	pages: { map: string; search: string; portfolio: string; lightbox: string };
}

// The one engine whose project lists this file (playwright.config.ts).
const ENGINE = 'mariadb';

function site( action: 'seed' | 'clean' ): Seeded {
	const out = execFileSync(
		'php',
		[ path.join( __dirname, 'xss-site.php' ), action, siteDir( ENGINE ) ],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	return JSON.parse( out.trim().split( '\n' ).pop() as string );
}

/** The corpus entries, as stored (plain-text settings show exactly what was typed). */
const CORPUS: Record< string, string > = Object.fromEntries(
	(
		JSON.parse(
			fs.readFileSync(
				path.join(
					__dirname,
					'..',
					'..',
					'fixtures',
					'xss-corpus.json'
				),
				'utf8'
			)
		).entries as { id: string; value: string; repeat?: number }[]
	 ).map( ( e ) => [ e.id, e.value.repeat( e.repeat ?? 1 ) ] )
);

/** The text a visitor must read for the entity-encoded payloads in HTML fields (titles, names). */
// (Without the quotes, which WordPress typographically curls in titles.)
const IMG_TEXT = '<img src=x onerror=window.__xss=';
const SCRIPT_TEXT = '<script>window.__xss=';

/**
 * Nothing ran, nothing was injected in the part of the page the payloads went to.
 * @param page
 * @param where What is being checked, for messages.
 * @param scope CSS selector of the part to inspect.
 */
async function expectInert( page: Page, where: string, scope = 'body' ) {
	expect(
		await page.evaluate( () => ( window as any ).__xss ),
		`${ where }: a payload ran`
	).toBeUndefined();
	const injected = await page.evaluate( ( selector ) => {
		const found: string[] = [];
		for ( const root of Array.from(
			document.querySelectorAll( selector )
		) ) {
			for ( const el of [
				root,
				...Array.from( root.querySelectorAll( '*' ) ),
			] ) {
				for ( const attr of Array.from( el.attributes ) ) {
					const value = attr.value.replace(
						/[\s\u0000-\u001f]+/g,
						''
					);
					if (
						/^on/i.test( attr.name ) ||
						( /^(href|src|action|formaction|srcdoc|data)$/i.test(
							attr.name
						) &&
							/^(javascript|vbscript|data:text\/html)/i.test(
								value
							) ) ||
						attr.name === 'srcdoc'
					) {
						found.push(
							`<${ el.tagName } ${ attr.name }="${ attr.value }">`
						);
					}
				}
				// A payload's script element (data scripts may hold payloads as JSON strings).
				if (
					el.tagName === 'SCRIPT' &&
					/^\s*(window|parent)\.__xss/.test( el.textContent || '' )
				) {
					found.push( `<script>${ el.textContent?.slice( 0, 80 ) }` );
				}
				// Post content, excerpts and term descriptions are HTML by design (filtered by
				// kses on save): an image without its handler may stay there, nowhere else.
				if (
					el.tagName === 'IMG' &&
					el.getAttribute( 'src' ) === 'x' &&
					! el.closest(
						'.acces-provider-description, [class*="description"], [class*="intro"], [class*="excerpt"], .wp-block-post-content, .entry-content'
					)
				) {
					found.push( '<img src=x>' );
				}
				if (
					/^(IFRAME|OBJECT|EMBED|DETAILS|MATH)$/.test( el.tagName ) &&
					/xss/i.test( el.outerHTML )
				) {
					found.push( el.outerHTML.slice( 0, 80 ) );
				}
			}
		}
		return found;
	}, scope );
	expect( injected, `${ where }: injected markup` ).toEqual( [] );
}

test.describe( 'XSS sweep (engine-independent: runs on the MariaDB site only)', () => {
	test.describe.configure( { mode: 'serial' } );
	let seeded: Seeded;

	test.beforeAll( ( {}, testInfo ) => {
		if ( testInfo.project.name === ENGINE ) {
			seeded = site( 'seed' );
		}
	} );

	test.afterAll( ( {}, testInfo ) => {
		if ( testInfo.project.name === ENGINE ) {
			site( 'clean' );
		}
	} );

	test( 'every page type and component shows the stored payloads as text, and none runs', async ( {
		page,
	} ) => {
		test.setTimeout( 150_000 );
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			void dialog.dismiss();
		} );

		// Consent banner (no choice yet) and toolbar, on the first provider page.
		const img = seeded.providers[ 'entity-img-hex' ];
		await page.goto( img.url );
		const banner = page
			.getByRole( 'dialog', { name: /Cookies/ } )
			.or( page.getByRole( 'region', { name: /Cookies/ } ) );
		await expect( banner.first() ).toBeVisible();
		// Plain-text settings: the banner shows the characters that were typed.
		await expect( banner.first() ).toContainText(
			`Cookies ${ CORPUS[ 'entity-img-hex' ] }`
		);
		await expect( banner.first() ).toContainText(
			CORPUS[ 'entity-script' ]
		);
		await expectInert( page, 'consent banner' );
		await banner
			.first()
			.getByRole( 'button', { name: 'Personnaliser' } )
			.click();
		await expectInert( page, 'consent choices' );
		await banner
			.first()
			.getByRole( 'button', { name: 'Tout refuser' } )
			.click();

		// Provider page: the name, the commune and the address as text.
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: `${ img.token } ${ IMG_TEXT }`,
				exact: false,
			} )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Accessibilité' } ).click();
		await expect(
			page.getByRole( 'complementary', { name: 'Accessibilité' } )
		).toBeVisible();
		await expectInert( page, 'provider page and toolbar' );
		for ( const id of [
			'script',
			'attr-break-svg',
			'title-breaker',
			'json-breaker',
			'unicode',
			'long-markup',
		] ) {
			await page.goto( seeded.providers[ id ].url );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toContainText( seeded.providers[ id ].token );
			await expectInert( page, `provider page ${ id }` );
		}

		// Category page and archive.
		await page.goto( seeded.category );
		await expect(
			page.getByText( `Catégorie ${ IMG_TEXT }` ).first()
		).toBeVisible();
		await expectInert( page, 'category page' );
		await page.goto( '/prestataires-accessibles/' );
		await expectInert( page, 'archive' );

		// List map: open popups.
		await page.goto( seeded.pages.map );
		const map = page.locator( '.acces-map-block' ).first();
		await expect(
			map.locator( '.leaflet-marker-icon' ).first()
		).toBeVisible();
		const attribution = map.locator( '.leaflet-control-attribution' );
		await expect( attribution ).toContainText( IMG_TEXT );
		for ( let i = 0; i < 3; i++ ) {
			// A fresh page for each popup: an open popup pans the map, and the markers that
			// leave the view leave the DOM (a later nth() could name one on its way out).
			if ( i > 0 ) {
				await page.goto( seeded.pages.map );
			}
			const marker = map.locator( '.leaflet-marker-icon' ).nth( i );
			await expect( marker ).toBeVisible();
			await marker.click();
			await expect( map.locator( '.leaflet-popup' ) ).toBeVisible();
			await expectInert( page, `list map popup ${ i }` );
		}
		await expect(
			page.getByText( `${ img.token } ${ IMG_TEXT }` ).first()
		).toBeAttached();
		await expectInert( page, 'list map and its list' );

		// Map search with the category list open and the result list.
		await page.goto( `${ seeded.pages.search }?categorie%5B%5D=xss-sweep` );
		await expect(
			page.getByText( `${ img.token } ${ IMG_TEXT }` ).first()
		).toBeVisible();
		await page.getByRole( 'combobox', { name: 'Catégorie' } ).click();
		await expect(
			page.getByRole( 'listbox', { name: 'Catégorie' } )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		// The communes are the stored texts: every one is an option, as text.
		await page.getByRole( 'combobox', { name: 'Commune' } ).click();
		await expect(
			page
				.getByRole( 'listbox', { name: 'Commune' } )
				.getByRole( 'option', { name: img.token } )
		).toBeVisible();
		await expectInert( page, 'map search' );
		await page.keyboard.press( 'Escape' );

		// Portfolio grid, quick view and lightbox.
		await page.goto( seeded.pages.portfolio );
		const grid = page.locator( '.acces-portfolio' );
		await expect(
			grid
				.getByRole( 'button', {
					name: `P${ img.token } ${ IMG_TEXT }`,
				} )
				.first()
		).toBeVisible();
		await expect(
			grid.getByRole( 'button', { name: `Rubrique ${ SCRIPT_TEXT }` } )
		).toBeVisible();
		await expectInert( page, 'portfolio grid' );
		await grid
			.getByRole( 'button', {
				name: new RegExp( `Aperçu.*P${ img.token }` ),
			} )
			.first()
			.click();
		await expect( page.getByRole( 'dialog' ).last() ).toBeVisible();
		await expectInert( page, 'portfolio quick view' );
		await page.keyboard.press( 'Escape' );

		await page.goto( seeded.pages.lightbox );
		await page.locator( '.wp-block-image a' ).first().click();
		const lightbox = page.getByRole( 'dialog' ).last();
		await expect( lightbox ).toBeVisible();
		await expect( lightbox ).toContainText( IMG_TEXT );
		await expectInert( page, 'lightbox' );
		await page.keyboard.press( 'Escape' );

		// Site search results.
		await page.goto( '/?s=XSS01' );
		await expectInert( page, 'search results' );

		// The settings page, in the administration.
		await login( page );
		await page.goto( '/wp-admin/options-general.php?page=acces-tourisme' );
		await expect( page.locator( '#acces_consent_title' ) ).toHaveValue(
			/^Cookies .*window\.__xss='entity-img-hex'/
		);
		await expectInert( page, 'settings page', '.wrap form' );

		expect( dialogs, 'no payload opened a dialog' ).toEqual( [] );
	} );
} );
