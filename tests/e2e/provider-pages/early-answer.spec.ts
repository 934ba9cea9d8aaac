/**
 * The map-data routes answer from the kept copy before WordPress loads the theme
 * (EarlyCachedAnswer), through the real server: the same body and validators as the REST
 * server's own answer, which a query parameter the shortcut does not take still gets.
 */
import { test, expect } from '@playwright/test';

test.describe( 'Map data answered early from the kept copy', () => {
	test( 'the providers route: same body, validators and headers as the REST server, 304 on its ETag', async ( {
		request,
	} ) => {
		// The first read keeps the answer (and its compressed copy) if it is not kept yet.
		await request.get( '/wp-json/acces/v1/providers' );
		const early = await request.get( '/wp-json/acces/v1/providers' );
		expect( early.status() ).toBe( 200 );
		expect( early.headers()[ 'x-acces-answer' ] ).toBe( 'early' );
		expect( early.headers()[ 'content-encoding' ] ).toBe( 'gzip' );

		// An empty filter is no filter for the route, but the shortcut leaves it to WordPress.
		const usual = await request.get(
			'/wp-json/acces/v1/providers?categorie='
		);
		expect( usual.status() ).toBe( 200 );
		expect( usual.headers()[ 'x-acces-answer' ] ).toBeUndefined();
		expect( await early.json() ).toEqual( await usual.json() );
		expect(
			( ( await early.json() ) as { features: unknown[] } ).features
				.length
		).toBeGreaterThan( 0 );
		for ( const name of [
			'etag',
			'last-modified',
			'cache-control',
			'content-type',
			'link',
			'x-content-type-options',
			'x-robots-tag',
			'allow',
			'access-control-expose-headers',
			'access-control-allow-headers',
		] ) {
			expect( early.headers()[ name ], name ).toBe(
				usual.headers()[ name ]
			);
		}

		const notModified = await request.get( '/wp-json/acces/v1/providers', {
			headers: { 'If-None-Match': early.headers().etag },
		} );
		expect( notModified.status() ).toBe( 304 );
		expect( notModified.headers()[ 'x-acces-answer' ] ).toBe( 'early' );
		expect( ( await notModified.body() ).length ).toBe( 0 );
	} );

	test( 'the list map places, and requests the shortcut never takes', async ( {
		request,
	} ) => {
		await request.get( '/wp-json/acces/v1/map-places' );
		const early = await request.get( '/wp-json/acces/v1/map-places' );
		expect( early.status() ).toBe( 200 );
		expect( early.headers()[ 'x-acces-answer' ] ).toBe( 'early' );
		const usual = await request.get(
			'/wp-json/acces/v1/map-places?_locale=site'
		);
		expect( usual.headers()[ 'x-acces-answer' ] ).toBeUndefined();
		expect( await early.json() ).toEqual( await usual.json() );
		expect( early.headers().etag ).toBe( usual.headers().etag );

		// Cross-origin reads get WordPress's CORS headers the usual way.
		const cors = await request.get( '/wp-json/acces/v1/providers', {
			headers: { Origin: 'https://example.org' },
		} );
		expect( cors.headers()[ 'x-acces-answer' ] ).toBeUndefined();
		expect( cors.headers()[ 'access-control-allow-origin' ] ).toBe(
			'https://example.org'
		);
		// Filters and unknown categories are answered (or refused) by the route itself.
		const refused = await request.get(
			'/wp-json/acces/v1/map-places?categorie=inconnue'
		);
		expect( refused.status() ).toBe( 400 );
		expect( ( await refused.json() ).data.params.categorie ).toBe(
			'Catégorie de prestataires inconnue.'
		);
	} );
} );
