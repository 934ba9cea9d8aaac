/**
 * The list map under a classic theme (Twenty Twenty-One): the block renders inside the
 * theme's content, its script and style load late (in the footer) and it draws the same
 * markers, legend and list as under the block theme. Switches the theme and back.
 */
import { test, expect } from '../fixtures';
import { useTheme } from '../provider-pages/helpers';

test.describe.configure( { mode: 'serial' } );

test.describe( 'classic theme', () => {
	useTheme( 'classic' );

	test( 'the list map draws its markers, its legend and its list', async ( {
		page,
	} ) => {
		const response = await page.request.get(
			'/wp-json/acces/v1/providers'
		);
		const features = (
			( await response.json() ) as {
				features: { properties: { name: string; adress: string } }[];
			}
		 ).features;
		await page.goto( '/carte-des-prestataires/' );
		// The classic theme is the one in use.
		await expect(
			page.locator( 'link[rel="stylesheet"][href*="twentytwentyone"]' )
		).not.toHaveCount( 0 );
		const region = page.getByRole( 'region', {
			name: 'Carte des prestataires',
		} );
		await expect( region ).toHaveAttribute(
			'data-acces-places',
			String( features.length )
		);
		const box = await region.boundingBox();
		expect( box?.height ).toBeGreaterThan( 200 );
		const markers = region.locator( '.leaflet-marker-icon' );
		await expect( markers ).toHaveCount( features.length );
		const names = await markers.evaluateAll( ( els ) =>
			els.map( ( el ) => el.getAttribute( 'alt' ) ?? '' )
		);
		expect( names.sort() ).toEqual(
			features
				.map(
					( f ) => `${ f.properties.name }, ${ f.properties.adress }`
				)
				.sort()
		);
		// Tiles are laid out by Leaflet's stylesheet (absolutely placed, 256 px wide before any
		// transform: the bounding box would be scaled while the fit-to-markers zoom animates).
		const tile = region.locator( '.leaflet-tile' ).first();
		await expect( tile ).toBeVisible();
		await expect
			.poll( () =>
				tile.evaluate( ( el ) => [
					( el as HTMLElement ).offsetWidth,
					getComputedStyle( el ).position,
				] )
			)
			.toEqual( [ 256, 'absolute' ] );
		await expect( page.getByText( 'Légende de la carte' ) ).toBeVisible();
		const list = page.locator( '.acces-place-list' );
		await expect( list.getByRole( 'link' ) ).toHaveCount( features.length );
		expect(
			( await list.getByRole( 'link' ).allTextContents() ).sort()
		).toEqual( features.map( ( f ) => f.properties.name ).sort() );
	} );
} );
