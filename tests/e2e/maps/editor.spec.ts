/**
 * Editors: the map blocks in the block editor (preview, settings, saved attributes drawn on
 * the site) and the « Cartes » section of Réglages › Accès Tourisme (a bad tile URL is
 * refused in French and the previous one stays).
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	expectNoAxeViolations,
	closeWelcomeGuide,
	login,
	SETTINGS_PAGE,
	saveSettings,
	restNonce,
} from '../fixtures';

type EditorWindow = {
	wp: {
		blocks: {
			createBlock: ( name: string, attributes?: object ) => object;
		};
		data: {
			dispatch: ( store: string ) => {
				insertBlocks: ( blocks: object[] ) => void;
				editPost: ( edits: object ) => void;
				savePost: () => Promise< void >;
			};
			select: ( store: string ) => {
				getCurrentPostId: () => number;
				getEditedPostAttribute: ( name: string ) => string;
				isSavingPost: () => boolean;
				getPermalink: () => string;
			};
		};
	};
};

async function newPage( page: Page ): Promise< void > {
	await login( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await closeWelcomeGuide( page );
}

async function insert(
	page: Page,
	name: string,
	attributes: object = {}
): Promise< void > {
	await page.waitForFunction(
		() => !! ( window as unknown as EditorWindow ).wp?.blocks
	);
	await page.evaluate(
		( [ blockName, attrs ] ) => {
			const { wp } = window as unknown as EditorWindow;
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( [
					wp.blocks.createBlock(
						blockName as string,
						attrs as object
					),
				] );
		},
		[ name, attributes ]
	);
}

async function hotels( page: Page ): Promise< number > {
	const response = await page.request.get(
		'/wp-json/acces/v1/providers?categorie=hotels'
	);
	return ( ( await response.json() ) as { features: unknown[] } ).features
		.length;
}

test.describe( 'map blocks in the editor', () => {
	test( 'the list map previews its places, takes a category and is drawn on the site with it', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		const count = await hotels( page );
		expect( count ).toBeGreaterThan( 0 );
		await newPage( page );
		await insert( page, 'acces-tourisme/map' );
		const preview = page.locator( '.wp-block-acces-tourisme-map' );
		await expect( preview ).toContainText( 'Carte des prestataires' );
		await expect( preview ).toContainText(
			/11 lieux sur une carte de 400\u00a0px de haut, suivie de leur liste\./
		);

		await page
			.getByRole( 'combobox', { name: 'Catégorie' } )
			.selectOption( 'hotels' );
		await expect( preview ).toContainText(
			'Carte des prestataires : Hôtels'
		);
		await expect( preview ).toContainText(
			count > 1
				? `${ count } lieux sur une carte`
				: `${ count } lieu sur une carte`
		);

		const link = await page.evaluate( async () => {
			const { wp } = window as unknown as EditorWindow;
			wp.data.dispatch( 'core/editor' ).editPost( {
				title: 'Carte des hôtels (test)',
				status: 'publish',
			} );
			await wp.data.dispatch( 'core/editor' ).savePost();
			return wp.data.select( 'core/editor' ).getPermalink();
		} );
		const content = await page.evaluate( () =>
			( window as unknown as EditorWindow ).wp.data
				.select( 'core/editor' )
				.getEditedPostAttribute( 'content' )
		);
		expect( content ).toContain(
			'<!-- wp:acces-tourisme/map {"category":"hotels"} /-->'
		);

		const id = await page.evaluate( () =>
			( window as unknown as EditorWindow ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);
		try {
			await page.goto( link );
			const map = page.getByRole( 'region', {
				name: 'Carte des prestataires : Hôtels',
			} );
			await expect( map.locator( '.leaflet-marker-icon' ) ).toHaveCount(
				count
			);
			await expect(
				map.getByRole( 'button', { name: /, [A-ZÉÈ]/ } )
			).toHaveCount( count );
		} finally {
			const nonce = await restNonce( page );
			await page.request.delete(
				`/wp-json/wp/v2/pages/${ id }?force=true`,
				{
					headers: { 'X-WP-Nonce': nonce },
				}
			);
		}
	} );

	test( 'the place map checks the coordinates as they are typed, in French', async ( {
		page,
	} ) => {
		await newPage( page );
		await insert( page, 'acces-tourisme/map-place' );
		const preview = page.locator( '.wp-block-acces-tourisme-map-place' );
		await expect( preview ).toContainText( 'Carte d’un lieu' );
		await expect( preview ).toContainText(
			'Sur la page d’un prestataire, la carte montre ce prestataire.'
		);
		const latitude = page.getByRole( 'textbox', { name: 'Latitude' } );
		await latitude.fill( '95' );
		await expect(
			page.getByText(
				'Saisissez une latitude entre -90 et 90, par exemple 43.858.'
			)
		).toBeVisible();
		await expect( latitude ).toHaveAttribute( 'aria-invalid', 'true' );
		await latitude.fill( '43.9' );
		await page.getByRole( 'textbox', { name: 'Longitude' } ).fill( '1.4' );
		await expect( page.getByText( 'Saisissez une latitude' ) ).toHaveCount(
			0
		);
		await expect( preview ).toContainText(
			'Carte centrée sur 43.9, 1.4 (zoom\u00a018, cercle de 20\u00a0m).'
		);
	} );
} );

test.describe( 'map settings', () => {
	test( 'a bad tile URL is refused with a French message and the previous one stays', async ( {
		page,
	} ) => {
		await login( page );
		await page.goto( SETTINGS_PAGE );
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Cartes' } )
		).toBeVisible();
		const url = page.getByRole( 'textbox', {
			name: 'Modèle d’URL des tuiles',
		} );
		await expect( url ).toHaveValue(
			'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
		);
		await url.fill( 'ftp://tiles.example.org/{z}/{x}/{y}.png' );
		await saveSettings( page );
		const refused =
			/Le modèle d’URL des tuiles n’a pas été enregistré.*Le modèle précédent est conservé\./;
		// At the top of the page, and under the field, which is marked invalid and described by
		// it (what a screen reader says on reaching it).
		await expect(
			page.locator( '#setting-error-acces_maps_tile_url' )
		).toContainText( refused );
		await expect(
			page.locator( '#acces_maps_tile_url_notice' )
		).toHaveText( refused );
		await expect( url ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( url ).toHaveAccessibleDescription( refused );
		await expect(
			page.getByText( 'Les autres réglages ont été enregistrés.' )
		).toBeVisible();
		// The refused entry is shown back to be corrected, and said to be unsaved; the saved
		// template is what the maps use, and what the field shows once the page is left.
		await expect( url ).toHaveValue(
			'ftp://tiles.example.org/{z}/{x}/{y}.png'
		);
		await expect( url ).toHaveAccessibleDescription(
			/Le modèle précédent est conservé\. Ce champ montre ce que vous avez saisi\. Ce texte n’est pas enregistré\s: corrigez-le\.$/
		);
		await expect(
			page.getByRole( 'textbox', {
				name: 'Centre par défaut : latitude',
			} )
		).toHaveValue( '43.858' );
		await expectNoAxeViolations( page, '#wpbody-content' );
		// The refusal has the focus (a screen reader reads it); its link leads to the field.
		const notice = page.locator( '#setting-error-acces_maps_tile_url' );
		await expect( notice ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			notice.getByRole( 'link', { name: 'Aller au champ' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( url ).toBeFocused();
		// With its label in view above it, under the admin bar.
		const label = page.locator( 'label[for="acces_maps_tile_url"]' );
		await expect( label ).toBeInViewport( { ratio: 1 } );
		const labelTop = ( await label.boundingBox() )?.y ?? 0;
		expect( labelTop ).toBeGreaterThanOrEqual( 32 );
		await page.goto( SETTINGS_PAGE );
		await expect( url ).toHaveValue(
			'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
		);
		await expect( url ).not.toHaveAttribute( 'aria-invalid' );
	} );

	test( 'an empty or marked-up attribution is refused and the maps keep their credit', async ( {
		page,
	} ) => {
		await login( page );
		const settings = SETTINGS_PAGE;
		const save = () => saveSettings( page );
		const credit =
			'© <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>';
		await page.goto( settings );
		const attribution = page.getByRole( 'textbox', {
			name: 'Attribution des tuiles',
		} );
		await expect( attribution ).toHaveValue( credit );
		try {
			for ( const [ given, message ] of [
				[ '', /elle ne peut pas être vide/ ],
				[
					'<a href="https://example.org/" onclick="alert(1)">x</a><img src=x onerror=alert(1)>',
					/elle ne peut contenir que du texte et des liens \(<a href="https:\/\/…">, avec les attributs href, hreflang et title\), rien d’autre\./,
				],
			] as const ) {
				await attribution.fill( given );
				await save();
				await expect(
					page.locator( '#setting-error-acces_maps_attribution' )
				).toContainText( message );
				// The refusal quotes « <a href="https://…"> »: as text, not as a link that
				// would wrap the rest of the page (WordPress prints these notices as HTML).
				await expect(
					page.locator( '#setting-error-acces_maps_attribution a' )
				).toHaveText( [ 'Aller au champ' ] );
				await expect(
					page.locator( 'a :is(form, input, textarea, h2)' )
				).toHaveCount( 0 );
				await expect( attribution ).toHaveAttribute(
					'aria-invalid',
					'true'
				);
				// Marked-up: shown back to be corrected. Emptied: nothing to correct, the field
				// shows the credit kept. The maps keep the saved credit.
				await expect( attribution ).toHaveAccessibleDescription(
					given
						? /Du texte et des liens seulement.*L’attribution précédente est conservée\. Ce champ montre ce que vous avez saisi\. Ce texte n’est pas enregistré\s: corrigez-le\.$/
						: /Du texte et des liens seulement.*L’attribution précédente est conservée\.$/
				);
				await expect( attribution ).toHaveValue( given || credit );
				await page.goto( '/carte-des-prestataires/' );
				await expect(
					page.locator( '.leaflet-control-attribution' )
				).toContainText( 'les contributeurs d’OpenStreetMap' );
				await page.goto( settings );
				await expect( attribution ).toHaveValue( credit );
			}
			// Written with a backslash, saved as written.
			await attribution.fill( 'Fond \\ ' + credit );
			await save();
			await expect(
				page.getByText( 'Réglages enregistrés.' )
			).toBeVisible();
			await expect( attribution ).toHaveValue( 'Fond \\ ' + credit );
			await expect( attribution ).not.toHaveAttribute( 'aria-invalid' );
		} finally {
			await page.goto( settings );
			await page
				.getByRole( 'textbox', { name: 'Attribution des tuiles' } )
				.fill( credit );
			await save();
		}
		await expect( attribution ).toHaveValue( credit );
	} );

	// An outside audit (2026-12-07): the tile URL's help, one web address wider than a phone,
	// made the whole page scroll sideways at 320 px (349 px; 419 px with the refusal shown);
	// a typed « & » came back as « &amp; »; a URL with a user name and password was saved.
	test( 'at 320 px nothing scrolls sideways, a refusal shown or not; a tile server with a password is refused; « & » comes back as typed', async ( {
		page,
	} ) => {
		await login( page );
		await page.setViewportSize( { width: 320, height: 640 } );
		await page.goto( SETTINGS_PAGE );
		const overflow = () =>
			page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			);
		const url = page.getByRole( 'textbox', {
			name: 'Modèle d’URL des tuiles',
		} );
		await expect( url ).toBeVisible();
		expect( await overflow() ).toBeLessThanOrEqual( 0 );
		await url.fill(
			'https://user:secret@tiles.example.org/{z}/{x}/{y}.png'
		);
		await saveSettings( page );
		await expect(
			page.locator( '#acces_maps_tile_url_notice' )
		).toHaveText(
			/Le modèle d’URL des tuiles n’a pas été enregistré.*ni identifiant ni mot de passe.*Le modèle précédent est conservé\./
		);
		await expect( url ).toHaveValue(
			'https://user:secret@tiles.example.org/{z}/{x}/{y}.png'
		);
		expect( await overflow() ).toBeLessThanOrEqual( 0 );
		// On a phone, the notice's link brings the field and its label (above it) into view.
		await page
			.locator( '#setting-error-acces_maps_tile_url' )
			.getByRole( 'link', { name: 'Aller au champ' } )
			.click();
		await expect( url ).toBeFocused();
		await expect(
			page.locator( 'label[for="acces_maps_tile_url"]' )
		).toBeInViewport( { ratio: 1 } );
		expect(
			(
				await page
					.locator( 'label[for="acces_maps_tile_url"]' )
					.boundingBox()
			)?.y ?? 0
		).toBeGreaterThanOrEqual( 46 );
		await page.goto( SETTINGS_PAGE );
		await expect( url ).toHaveValue(
			'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
		);

		const credit =
			'© <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>';
		const attribution = page.getByRole( 'textbox', {
			name: 'Attribution des tuiles',
		} );
		try {
			await attribution.fill( 'Tuiles & données ' + credit );
			await saveSettings( page );
			await expect(
				page.getByText( 'Réglages enregistrés.' )
			).toBeVisible();
			await expect( attribution ).toHaveValue(
				'Tuiles & données ' + credit
			);
			// On the site, the credit reads as typed.
			await page.goto( '/carte-des-prestataires/' );
			await expect(
				page.locator( '.leaflet-control-attribution' )
			).toContainText( 'Tuiles & données' );
		} finally {
			await page.goto( SETTINGS_PAGE );
			await attribution.fill( credit );
			await saveSettings( page );
		}
		await expect( attribution ).toHaveValue( credit );
	} );
} );
