/**
 * The demo site itself: French, with the search field in the header, accessible, offline.
 */
import { test, expect, expectNoAxeViolations, login } from '../fixtures';

const PAGES = [
	{ name: 'home page', path: '/' },
	{ name: 'content page', path: '/declaration-accessibilite/' },
	{ name: 'search results', path: '/?s=accessible' },
	{ name: 'not found', path: '/cette-page-n-existe-pas/' },
];

test.describe( 'demo site', () => {
	for ( const { name, path } of PAGES ) {
		test( `${ name } is French and has no axe violation`, async ( {
			page,
			thirdParty,
		} ) => {
			await page.goto( path );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'fr-FR'
			);
			await expectNoAxeViolations( page );
			expect( thirdParty.map( ( r ) => r.url ) ).toEqual( [] );
		} );
	}

	test( 'the words of WordPress and of the theme are French too: skip link, menu, footer, not found, no results; no sample content', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/' );
		// The skip link, the menu button (the menu folds at this width) and the footer.
		await expect(
			page.getByRole( 'link', { name: 'Aller au contenu' } )
		).toHaveCount( 1 );
		const open = page.getByRole( 'button', { name: 'Ouvrir le menu' } );
		await expect( open ).toBeVisible();
		await open.click();
		await expect(
			page.getByRole( 'button', { name: 'Fermer le menu' } )
		).toBeVisible();
		// WordPress's sample page and post are not part of the demo.
		await expect(
			page.getByRole( 'link', { name: /Sample Page|Hello world/ } )
		).toHaveCount( 0 );
		await expect( page.getByRole( 'contentinfo' ) ).toContainText(
			'Fièrement propulsé par'
		);
		await page.goto( '/cette-page-n-existe-pas/' );
		await expect(
			page.getByText( 'Cette page est introuvable.' )
		).toBeVisible();
		await expect(
			page
				.getByRole( 'main' )
				.getByRole( 'searchbox', { name: 'Rechercher' } )
		).toHaveAttribute( 'placeholder', 'Rechercher…' );
		await page.goto( '/?s=zzzz' );
		await expect( page ).toHaveTitle( /^Résultats de recherche pour/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toContainText(
			'Résultats de recherche pour'
		);
		await expect(
			page.getByText( 'Désolé, rien ne correspond à votre recherche.', {
				exact: false,
			} )
		).toBeVisible();
	} );

	test( 'the header holds the site search, which finds the accessibility statement', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const search = page
			.getByRole( 'banner' )
			.getByRole( 'searchbox', { name: 'Rechercher' } );
		await expect( search ).toBeVisible();
		// Its label is hidden: its name is the words it shows (a voice-control user says them).
		await expect( search ).toHaveAccessibleName( 'Rechercher sur le site' );
		await expect( search ).toHaveAttribute(
			'placeholder',
			'Rechercher sur le site'
		);
		await search.fill( 'accessibilité' );
		await search.press( 'Enter' );
		await expect( page ).toHaveURL( /\?s=accessibilit/ );
		await expect(
			page
				.getByRole( 'link', { name: 'Déclaration d’accessibilité' } )
				.first()
		).toBeVisible();
	} );

	test( 'the home page introduces the six provider categories', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		for ( const name of [
			'Résidences',
			'Équipements de loisirs',
			'Restauration',
			'Hôtels',
			'Hébergements locatifs meublés et chambres d’hôtes',
			'Villages vacances',
		] ) {
			await expect(
				page
					.getByRole( 'link', { name: name.replace( '’', "'" ) } )
					.or( page.getByRole( 'link', { name } ) )
					.first()
			).toBeVisible();
		}
	} );

	test( 'the settings page is in French and saves its option', async ( {
		page,
	} ) => {
		await login( page );
		await page.goto( '/wp-admin/options-general.php?page=acces-tourisme' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Réglages d’Accès Tourisme',
			} )
		).toBeVisible();
		const box = page.getByRole( 'checkbox', { name: 'Contenu' } );
		await expect( box ).not.toBeChecked();
		await box.check();
		await page
			.getByRole( 'button', { name: 'Enregistrer les modifications' } )
			.click();
		await expect( page.getByText( 'Réglages enregistrés.' ) ).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', { name: 'Contenu' } )
		).toBeChecked();
		await page.getByRole( 'checkbox', { name: 'Contenu' } ).uncheck();
		await page
			.getByRole( 'button', { name: 'Enregistrer les modifications' } )
			.click();
		await expect(
			page.getByRole( 'checkbox', { name: 'Contenu' } )
		).not.toBeChecked();
	} );
} );
