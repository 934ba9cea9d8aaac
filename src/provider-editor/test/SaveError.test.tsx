/**
 * The server's refusal, shown in the panel.
 */
import { render, screen } from '@testing-library/react';
import { createElement } from '@wordpress/element';
import { SaveError, saveErrorMessages } from '../components/SaveError';
import { effectiveMarkerType } from '../markerType';
import { getEditorSettings } from '../settings';
import { loadFrench } from './french';

beforeAll( loadFrench );

describe( 'SaveError', () => {
	it( 'shows nothing without an error', () => {
		const { container } = render( <SaveError error={ undefined } /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows the server’s message and the message of each refused field', () => {
		render(
			<SaveError
				error={ {
					message: 'Paramètre(s) non valide(s) : meta',
					data: {
						params: {
							meta: 'La latitude doit être comprise entre −90 et 90.',
						},
					},
				} }
			/>
		);
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Le prestataire n’a pas pu être enregistré :'
		);
		expect(
			screen.getAllByRole( 'listitem' ).map( ( li ) => li.textContent )
		).toEqual( [
			'Paramètre(s) non valide(s) : meta',
			'La latitude doit être comprise entre −90 et 90.',
		] );
	} );

	it( 'keeps each message once and ignores what is not text', () => {
		expect(
			saveErrorMessages( {
				message: 'Refusé.',
				data: {
					params: { a: 'Refusé.', b: 42 },
					details: { c: { message: 'Détail.' } },
				},
			} )
		).toEqual( [ 'Refusé.', 'Détail.' ] );
	} );
} );

describe( 'effectiveMarkerType', () => {
	it( 'is the beach icon when chosen, else the category’s icon, else empty', () => {
		expect(
			effectiveMarkerType( 'icon-handiplage', 'equipements-de-loisirs' )
		).toBe( 'icon-handiplage' );
		expect( effectiveMarkerType( '', 'hotels' ) ).toBe( 'icon-hotels' );
		expect( effectiveMarkerType( undefined, '' ) ).toBe( 'empty' );
	} );
} );

describe( 'getEditorSettings', () => {
	it( 'falls back to OpenStreetMap and the region’s centre, and prefers the maps feature’s tiles', () => {
		const win = {} as Window;
		expect( getEditorSettings( win ).tiles.url ).toBe(
			'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
		);
		expect( getEditorSettings( win ).center ).toEqual( {
			lat: 43.858,
			lng: 1.425,
		} );
		const withMaps = {
			accesProviderEditor: {
				tiles: {
					url: 'https://a.example/{z}/{x}/{y}.png',
					attribution: 'A',
				},
			},
			accesMapSettings: {
				tiles: {
					url: 'https://b.example/{z}/{x}/{y}.png',
					attribution: 'B',
				},
			},
		} as unknown as Window;
		expect( getEditorSettings( withMaps ).tiles ).toEqual( {
			url: 'https://b.example/{z}/{x}/{y}.png',
			attribution: 'B',
		} );
	} );

	it( 'drops malformed features', () => {
		const win = {
			accesProviderEditor: {
				features: [
					{ slug: 'x', label: 'X', families: [] },
					{ slug: 3 },
				],
			},
		} as unknown as Window;
		expect( getEditorSettings( win ).features ).toEqual( [
			{ slug: 'x', label: 'X', families: [] },
		] );
	} );
} );
