/**
 * The provider detail page, a category page and the all-providers page on the demo site,
 * first in the block theme (Twenty Twenty-Three), then in a classic theme (Twenty Twenty-One).
 * Serial: the classic part switches the site's theme and switches it back.
 */
import { test, expect, expectNoAxeViolations } from '../fixtures';
import {
	BEACH,
	HOTEL,
	expectAll200,
	providerJsonLd,
	siteLinks,
	expectTheme,
	useTheme,
} from './helpers';

test.describe.configure( { mode: 'serial' } );

const CONTENT = {
	block: '.wp-block-acces-tourisme-provider-details, .wp-block-acces-tourisme-provider-list',
	classic: '.acces-classic-content',
};

for ( const mode of [ 'block', 'classic' ] as const ) {
	test.describe( `${ mode } theme`, () => {
		useTheme( mode );

		test( 'the detail page shows the provider, its accessibility and its contact', async ( {
			page,
		} ) => {
			await page.goto( HOTEL.path );
			await expectTheme( page, mode );
			const main = page.getByRole( 'main' );
			await expect(
				main.getByRole( 'heading', { level: 1, name: HOTEL.name } )
			).toBeVisible();
			await expect(
				main.getByRole( 'link', { name: HOTEL.category, exact: true } )
			).toHaveAttribute(
				'href',
				new RegExp( `${ HOTEL.categoryPath }$` )
			);
			await expect(
				main.getByText( HOTEL.commune, { exact: true } )
			).toBeVisible();
			await expect(
				main.getByText( 'Labellisé Tourisme & Handicap' )
			).toBeVisible();

			// Families: pictograms hidden from assistive technologies, next to their text.
			const families = main.locator( 'ul.acces-families > li' );
			await expect( families ).toHaveText( [
				'Handicap moteur',
				'Handicap visuel',
				'Handicap auditif',
				'Handicap mental',
			] );
			await expect( families.locator( 'svg' ).first() ).toHaveAttribute(
				'aria-hidden',
				'true'
			);
			await expect(
				main.getByRole( 'heading', {
					level: 3,
					name: 'Équipements et services',
				} )
			).toBeVisible();
			await expect(
				main.locator( '.acces-provider-features li' )
			).toContainText( [
				'Entrée de plain-pied',
				'Chambre adaptée',
				'Boucle magnétique pour appareils auditifs',
			] );

			// Contact.
			await expect( main.locator( 'address' ) ).toContainText(
				'14 allée des Platanes'
			);
			await expect( main.locator( 'address' ) ).toContainText(
				'82000 MONTAUBAN'
			);
			await expect(
				main.getByRole( 'link', { name: '05 36 49 10 01' } )
			).toHaveAttribute( 'href', 'tel:+33536491001' );
			await expect(
				main.getByRole( 'link', {
					name: 'contact@hotel-loutre-curieuse.example.org',
				} )
			).toHaveAttribute(
				'href',
				'mailto:contact@hotel-loutre-curieuse.example.org'
			);
			await expect(
				main.getByRole( 'link', {
					name: `Site web du prestataire « ${ HOTEL.name } »`,
				} )
			).toHaveAttribute(
				'href',
				'https://hotel-loutre-curieuse.example.org/'
			);

			// Photos, linked to their full-size file, described by their alt text.
			const photos = main.locator( '.acces-provider-gallery a' );
			await expect( photos ).toHaveCount( 3 );
			await expect(
				main.getByRole( 'link', {
					name: 'Façade de l’hôtel avec son entrée de plain-pied et sa rampe d’accès',
				} )
			).toHaveAttribute(
				'href',
				/\/wp-content\/uploads\/.+\.(png|jpe?g|webp)$/i
			);

			await expect(
				main.getByRole( 'link', {
					name: `Retour à la catégorie « ${ HOTEL.category } »`,
				} )
			).toHaveAttribute(
				'href',
				new RegExp( `${ HOTEL.categoryPath }$` )
			);
		} );

		test( 'the detail page’s links and photos answer 200', async ( {
			page,
		} ) => {
			await page.goto( HOTEL.path );
			await expectAll200(
				page,
				await siteLinks( page, CONTENT[ mode ] )
			);
		} );

		test( 'the detail page’s photos open in the lightbox, one group, and Escape gives the focus back', async ( {
			page,
		} ) => {
			// A provider with several photos.
			const glycines =
				'/prestataires-accessibles/hotels/hotel-les-glycines-bleues/';
			await page.goto( glycines );
			await expectTheme( page, mode );
			const photos = page.locator(
				`:is(${ CONTENT[ mode ] }) a[href$=".jpg"]`
			);
			const count = await photos.count();
			expect( count ).toBeGreaterThan( 1 );
			// Under the classic theme the page's HTML is printed by the plugin's template, not
			// through the content's filters: the lightbox was not loaded and Enter opened the
			// photo's file instead.
			await photos.first().focus();
			await page.keyboard.press( 'Enter' );
			const dialog = page.getByRole( 'dialog', {
				name: 'Visionneuse d’images',
			} );
			await expect( dialog ).toBeVisible();
			expect( new URL( page.url() ).pathname ).toBe( glycines );
			await expect(
				dialog.locator( '.acces-lightbox__count' )
			).toHaveText( `1 / ${ count }` );
			// The photo's title from the media library (the demo's titles are the alt texts).
			await expect(
				dialog.locator( '.acces-lightbox__title' )
			).toHaveText( 'Façade fleurie de l’hôtel au bord du canal' );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect( photos.first() ).toBeFocused();
		} );

		test( 'the detail page’s JSON-LD parses and describes the place', async ( {
			page,
		} ) => {
			await page.goto( HOTEL.path );
			const data = await providerJsonLd( page, HOTEL.name );
			expect( data[ '@context' ] ).toBe( 'https://schema.org' );
			expect( data[ '@type' ] ).toBe( 'LodgingBusiness' );
			expect( data.url ).toBe( page.url() );
			expect( data.address ).toEqual( {
				'@type': 'PostalAddress',
				streetAddress: '14 allée des Platanes',
				postalCode: '82000',
				addressLocality: 'Montauban',
				addressCountry: 'FR',
			} );
			expect( data.geo ).toEqual( {
				'@type': 'GeoCoordinates',
				latitude: 44.0176,
				longitude: 1.355,
			} );
			expect( data.telephone ).toBe( '+33536491001' );
			expect( data.image ).toHaveLength( 3 );
			const features = data.amenityFeature as Array<
				Record< string, unknown >
			>;
			expect(
				features.every(
					( f ) =>
						f[ '@type' ] === 'LocationFeatureSpecification' &&
						f.value === true
				)
			).toBe( true );
			expect( features.map( ( f ) => f.name ) ).toEqual(
				expect.arrayContaining( [
					'Entrée de plain-pied',
					'Chiens guides bienvenus',
					'Label Tourisme & Handicap',
				] )
			);

			await page.goto( BEACH.path );
			expect(
				( await providerJsonLd( page, BEACH.name ) )[ '@type' ]
			).toEqual( [ 'TouristAttraction', 'Beach' ] );
		} );

		test( 'the detail page has no axe violation and reflows at 320 px', async ( {
			page,
		} ) => {
			await page.goto( HOTEL.path );
			await expectNoAxeViolations(
				page,
				mode === 'block' ? undefined : CONTENT.classic
			);
			await page.setViewportSize( { width: 320, height: 800 } );
			await page.goto( HOTEL.path );
			// Reflow: nothing scrolls sideways at 320 CSS pixels.
			const width = await page.evaluate( () => [
				document.documentElement.scrollWidth,
				window.innerWidth,
			] );
			expect( width[ 0 ] ).toBeLessThanOrEqual( width[ 1 ] );
			await expect(
				page.getByRole( 'heading', { level: 1, name: HOTEL.name } )
			).toBeInViewport();
		} );

		test( 'a category page lists its providers with commune and families, and a map', async ( {
			page,
		} ) => {
			await page.goto( HOTEL.categoryPath );
			const main = page.getByRole( 'main' );
			await expect(
				main.getByRole( 'heading', { level: 1, name: HOTEL.category } )
			).toBeVisible();
			const cards = main.locator( 'li.acces-provider-card' );
			await expect(
				cards.getByRole( 'heading', { level: 3 } )
			).toHaveText( [ HOTEL.name, 'Hôtel Les Glycines Bleues' ] );
			await expect(
				cards.first().locator( '.acces-provider-card-commune' )
			).toHaveText( HOTEL.commune );
			await expect(
				cards.first().locator( '.acces-families li' )
			).toHaveText( [
				'Handicap moteur',
				'Handicap visuel',
				'Handicap auditif',
				'Handicap mental',
			] );
			await expect(
				main.getByRole( 'heading', {
					level: 2,
					name: '2 prestataires',
				} )
			).toBeVisible();
			await expect(
				main
					.getByRole( 'navigation', {
						name: 'Catégories de prestataires',
					} )
					.getByRole( 'link', { name: HOTEL.category } )
			).toHaveAttribute( 'aria-current', 'page' );
			// The list-map slot holds the maps feature's map of this category.
			await expect( main.locator( '[data-acces-map]' ) ).toHaveCount( 1 );

			await cards.getByRole( 'link', { name: HOTEL.name } ).click();
			await expect( page ).toHaveURL( new RegExp( `${ HOTEL.path }$` ) );
		} );

		test( 'a category page’s links answer 200 and it has no axe violation', async ( {
			page,
		} ) => {
			await page.goto( HOTEL.categoryPath );
			await expectAll200(
				page,
				await siteLinks( page, CONTENT[ mode ] )
			);
			await expectNoAxeViolations(
				page,
				mode === 'block' ? undefined : CONTENT.classic
			);
		} );

		test( 'the all-providers page lists the eleven demo providers with their category', async ( {
			page,
		} ) => {
			await page.goto( '/prestataires-accessibles/' );
			const main = page.getByRole( 'main' );
			await expect(
				main.getByRole( 'heading', {
					level: 1,
					name: 'Prestataires accessibles',
				} )
			).toBeVisible();
			await expect(
				main.getByRole( 'heading', {
					level: 2,
					name: '11 prestataires',
				} )
			).toBeVisible();
			const cards = main.locator( 'li.acces-provider-card' );
			await expect( cards ).toHaveCount( 11 );
			const names = await cards
				.getByRole( 'heading', { level: 3 } )
				.allTextContents();
			expect( names ).toEqual(
				[ ...names ].sort( ( a, b ) => a.localeCompare( b, 'fr' ) )
			);
			await expect(
				cards
					.filter( { hasText: BEACH.name } )
					.locator( '.acces-provider-card-category' )
			).toHaveText( 'Catégorie : Équipements de loisirs' );
			await expect(
				main
					.getByRole( 'navigation', {
						name: 'Catégories de prestataires',
					} )
					.getByRole( 'link', { name: 'Tous les prestataires' } )
			).toHaveAttribute( 'aria-current', 'page' );
			await expectAll200(
				page,
				await siteLinks( page, CONTENT[ mode ] )
			);
			await expectNoAxeViolations(
				page,
				mode === 'block' ? undefined : CONTENT.classic
			);
		} );

		test( 'the pages keep the theme’s header and footer', async ( {
			page,
		} ) => {
			for ( const path of [
				HOTEL.path,
				HOTEL.categoryPath,
				'/prestataires-accessibles/',
			] ) {
				await page.goto( path );
				await expect( page.getByRole( 'banner' ) ).toBeVisible();
				await expect( page.getByRole( 'contentinfo' ) ).toBeVisible();
				await expect( page.locator( 'html' ) ).toHaveAttribute(
					'lang',
					'fr-FR'
				);
			}
			if ( mode === 'block' ) {
				await expect(
					page
						.getByRole( 'banner' )
						.getByRole( 'searchbox', { name: 'Rechercher' } )
				).toBeVisible();
			}
		} );
	} );
}
