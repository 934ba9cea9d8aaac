/**
 * The provider editor's sidebar: an editor places a provider and fixes a wrong latitude; the
 * saved change shows on the provider's page. The provider's previous values are restored
 * afterwards (other tests read the demo providers).
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	expectNoAxeViolations,
	closeWelcomeGuide,
	login,
} from '../fixtures';
import { providerJsonLd } from './helpers';

const PROVIDER = {
	slug: 'hotel-les-glycines-bleues',
	path: '/prestataires-accessibles/hotels/hotel-les-glycines-bleues/',
	name: 'Hôtel Les Glycines Bleues',
};

async function providerId( page: Page ): Promise< number > {
	const response = await page.request.get(
		`/wp-json/wp/v2/acces-providers?slug=${ PROVIDER.slug }&_fields=id,meta`
	);
	expect( response.status() ).toBe( 200 );
	const [ item ] = ( await response.json() ) as Array< { id: number } >;
	return item.id;
}

async function openEditor( page: Page, id: number ): Promise< void > {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await closeWelcomeGuide( page );
	const panel = page.getByRole( 'button', {
		name: 'Adresse et carte',
		exact: true,
	} );
	// The editor may still restore its panels' saved state while the page settles: a click read
	// against a state that then changes closed the panel again (a CI run). Open it until it
	// stays open.
	await expect( async () => {
		if ( ( await panel.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await panel.click();
		}
		await expect( panel ).toHaveAttribute( 'aria-expanded', 'true', {
			timeout: 1000,
		} );
	} ).toPass( { timeout: 15_000 } );
	await expect( panel ).toHaveAttribute( 'aria-expanded', 'true' );
}

test( 'an editor places the provider, sees a French error for a wrong latitude, and saves a valid change', async ( {
	page,
	thirdParty,
} ) => {
	// The block editor is slow to start on a shared test machine.
	test.setTimeout( 180_000 );
	await login( page );
	const id = await providerId( page );
	await openEditor( page, id );
	const original = ( await page.evaluate(
		( postId ) =>
			( window as any ).wp.apiFetch( {
				path: `/wp/v2/acces-providers/${ postId }?context=edit&_fields=meta`,
			} ),
		id
	) ) as { meta: Record< string, unknown > };

	try {
		const sidebar = page.locator( '.acces-provider-panel' ).first();
		const map = sidebar.getByRole( 'region', {
			name: 'Carte pour placer le prestataire',
		} );
		await expect( map ).toBeVisible();
		await expect(
			map.getByRole( 'img', { name: 'La position du prestataire' } )
		).toBeVisible();
		await expect
			.poll(
				() =>
					thirdParty.filter(
						( r ) => r.host === 'tile.openstreetmap.org'
					).length
			)
			.toBeGreaterThan( 0 );

		const latitude = sidebar.getByRole( 'textbox', { name: 'Latitude' } );
		const longitude = sidebar.getByRole( 'textbox', { name: 'Longitude' } );
		await expect( latitude ).toHaveValue( '44.1053' );
		await expect( longitude ).toHaveValue( '1.0853' );

		// A click on the map moves the pin there and fills the coordinates.
		const box = await map.boundingBox();
		expect( box ).not.toBeNull();
		await page.mouse.click(
			box!.x + box!.width * 0.25,
			box!.y + box!.height * 0.75
		);
		await expect( latitude ).not.toHaveValue( '44.1053' );
		expect( Number( await latitude.inputValue() ) ).toBeLessThan( 44.1053 );
		expect( Number( await longitude.inputValue() ) ).toBeLessThan( 1.0853 );

		// A latitude beyond 90: French message, field marked, saving blocked.
		await latitude.fill( '95' );
		await latitude.press( 'Tab' );
		const error = sidebar.getByRole( 'alert' );
		await expect( error ).toHaveText(
			'La latitude doit être comprise entre −90 et 90.'
		);
		await expect( latitude ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			sidebar.getByText(
				'Corrigez les champs signalés en rouge pour enregistrer le prestataire.'
			)
		).toBeVisible();
		const save = page.getByRole( 'button', {
			name: /^(Mettre à jour|Update)$/,
		} );
		await expect( save ).toBeDisabled();
		await expectNoAxeViolations( page, '.acces-provider-panel' );

		// Valid values: the error goes, saving works, the page shows them.
		await latitude.fill( '44.1061' );
		await expect( error ).toHaveCount( 0 );
		await longitude.fill( '1,0871' );
		await sidebar
			.getByRole( 'textbox', { name: 'Adresse (rue)' } )
			.fill( '5 quai des Mariniers' );
		await expect( save ).toBeEnabled();
		const saved = page.waitForResponse(
			( r ) =>
				r.url().includes( `/wp/v2/acces-providers/${ id }` ) &&
				r.request().method() === 'POST'
		);
		await save.click();
		expect( ( await saved ).status() ).toBe( 200 );

		await page.goto( PROVIDER.path );
		await expect(
			page.getByRole( 'main' ).locator( 'address' )
		).toContainText( '5 quai des Mariniers' );
		const data = await providerJsonLd( page, PROVIDER.name );
		expect( data.geo ).toEqual( {
			'@type': 'GeoCoordinates',
			latitude: 44.1061,
			longitude: 1.0871,
		} );
	} finally {
		// Put the demo provider back as it was.
		await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
		await page.waitForFunction( () => !! ( window as any ).wp?.apiFetch );
		await page.evaluate(
			( [ postId, meta ] ) =>
				( window as any ).wp.apiFetch( {
					path: `/wp/v2/acces-providers/${ postId }`,
					method: 'POST',
					data: {
						meta: {
							acces_lat: meta.acces_lat,
							acces_lng: meta.acces_lng,
							acces_address: meta.acces_address,
						},
					},
				} ),
			[ id, original.meta ] as const
		);
	}
} );

test( 'a value the server refuses shows its French reason in the panel, and the saved value stays', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	await login( page );
	const id = await providerId( page );
	await openEditor( page, id );
	const read = () =>
		page.evaluate(
			( postId ) =>
				( window as any ).wp
					.apiFetch( {
						path: `/wp/v2/acces-providers/${ postId }?context=edit&_fields=meta`,
					} )
					.then(
						( r: { meta: Record< string, unknown > } ) =>
							r.meta.acces_email
					),
			id
		);
	const before = await read();
	// A script (or an out-of-date editor) sends what the sidebar would have stopped: the
	// server refuses, and its reason appears where the editor works.
	await page.evaluate(
		( postId ) =>
			( window as any ).wp.data
				.dispatch( 'core' )
				.saveEntityRecord( 'postType', 'acces-provider', {
					id: postId,
					meta: { acces_email: 'pas-un-courriel' },
				} ),
		id
	);
	const alert = page
		.locator( '.acces-provider-panel' )
		.first()
		.getByRole( 'alert' );
	await expect( alert ).toContainText(
		'Le prestataire n’a pas pu être enregistré :'
	);
	await expect( alert ).toContainText(
		'L’adresse e-mail n’est pas valide ; exemple : contact@example.org.'
	);
	expect( await read() ).toBe( before );
} );
