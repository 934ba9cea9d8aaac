/**
 * The list alternative, the wrapper that PHP renders, and the places fetched for large maps.
 */
import './svg-support';
import { createElement } from '@wordpress/element';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { renderFrontend } from '../../shared/mount';
import type { Place } from '../../shared/types';
import { MapApp } from '../MapApp';
import { PlaceList } from '../PlaceList';
import { prefetchPlaces, sourceOf, takePlaces } from '../prefetch';
import { readWrapper, WRAPPER_SELECTOR } from '../wrapper';
import { giveElementsASize, loadFrench } from './french';
import { ICON_BASE, PLACES, TILES, place } from './fixtures';

beforeAll( () => {
	loadFrench();
	giveElementsASize();
} );

const MANY: Place[] = Array.from( { length: 120 }, ( _, i ) =>
	place( { id: i + 1, name: `Lieu ${ String( i + 1 ).padStart( 3, '0' ) }` } )
);

describe( 'list alternative', () => {
	it( 'shows long lists 50 at a time with a clear count, and moves the focus to the first new place', () => {
		render( <PlaceList places={ MANY } /> );
		const list = screen.getByRole( 'region', {
			name: 'Les lieux de la carte',
		} );
		expect( within( list ).getAllByRole( 'link' ) ).toHaveLength( 50 );
		expect( list ).toHaveTextContent( '50 lieux affichés sur 120.' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Afficher 50 lieux de plus' } )
		);
		expect( within( list ).getAllByRole( 'link' ) ).toHaveLength( 100 );
		expect(
			screen.getByRole( 'link', { name: 'Lieu 051' } )
		).toHaveFocus();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Afficher 20 lieux de plus' } )
		);
		expect( within( list ).getAllByRole( 'link' ) ).toHaveLength( 120 );
		expect( list ).toHaveTextContent( '120 lieux.' );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'says when there is no place, and uses the heading level it is given', () => {
		render( <PlaceList places={ [] } headingLevel={ 3 } /> );
		expect(
			screen.getByRole( 'heading', {
				level: 3,
				name: 'Les lieux de la carte',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Aucun lieu à afficher.' )
		).toBeInTheDocument();
	} );

	it( 'shows names as text', () => {
		render( <PlaceList places={ PLACES } /> );
		expect(
			screen.getByRole( 'link', { name: '<img src=x onerror=alert(1)>' } )
		).toBeInTheDocument();
		expect( document.querySelector( 'img[src="x"]' ) ).toBeNull();
	} );
} );

describe( 'wrapper rendered by PHP', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.accesMapSettings;
	} );

	it( 'reads the instance values and the global settings into the page-level values', () => {
		window.accesMapSettings = {
			iconBase: ICON_BASE,
			tiles: TILES,
			defaultCenter: { lat: 44, lng: 1.5 },
		};
		const el = document.createElement( 'div' );
		el.className = 'acces-map-block';
		el.setAttribute(
			'data-acces-map',
			JSON.stringify( {
				label: 'Carte des prestataires',
				height: 480,
				places: {
					base: 'https://example.org',
					path: '/prestataires-accessibles/',
					communes: [ 'Montauban' ],
					adresses: [ 'MONTAUBAN' ],
					types: [ 'icon-hotels' ],
					categories: [ 'hotels' ],
					disabilities: [ 'moteur', 'visuel', 'auditif', 'mental' ],
					id: [ 1 ],
					lat: [ 44.0175 ],
					lng: [ 1.355 ],
					name: [ 'Hôtel du Lac' ],
					commune: [ 0 ],
					type: [ 0 ],
					category: [ 0 ],
					url: [ '/h/' ],
					access: [ 1 ],
				},
			} )
		);
		const props = readWrapper( el );
		expect( props.height ).toBe( 480 );
		expect( props.label ).toBe( 'Carte des prestataires' );
		expect( props.values ).toEqual( {
			latitude: null,
			longitude: null,
			places: [ place( { url: 'https://example.org/h/' } ) ],
			iconBase: ICON_BASE,
			defaultCenter: { lat: 44, lng: 1.5 },
			type: '',
		} );
		expect( props.source ).toBeNull();
	} );

	it( 'mounts on every wrapper and leaves a malformed one empty without breaking the others', () => {
		document.body.innerHTML =
			'<div class="acces-map-block" data-acces-map="{oops"></div>' +
			`<div class="acces-map-block" data-acces-map='{"lat":43.9,"lng":1.4,"label":"Emplacement"}'></div>`;
		let mounted = 0;
		act( () => {
			mounted = renderFrontend( {
				selector: WRAPPER_SELECTOR,
				Block: MapApp,
				getProps: readWrapper,
				name: 'map',
			} );
		} );
		expect( console ).toHaveErrored();
		expect( mounted ).toBe( 1 );
		expect(
			screen.getByRole( 'region', { name: 'Emplacement' } )
		).toBeInTheDocument();
	} );
} );

describe( 'large lists fetched from the route', () => {
	const payload = {
		base: 'https://example.org',
		path: '/prestataires-accessibles/',
		communes: [ 'Montauban', 'Albi' ],
		adresses: [ 'MONTAUBAN', 'ALBI' ],
		types: [ 'icon-hotels' ],
		categories: [ 'hotels' ],
		disabilities: [ 'moteur', 'visuel', 'auditif', 'mental' ],
		id: [ 1, 1 ],
		lat: [ 44.0175, 43.928 ],
		lng: [ 1.355, 2.146 ],
		name: [ 'Hôtel du Lac', 'Hôtel des Lices' ],
		commune: [ 0, 1 ],
		type: [ 0, 0 ],
		category: [ 0, 0 ],
		url: [ 'a', 'b' ],
		access: [ 0, 0 ],
	};

	afterEach( () => {
		delete ( window as { fetch?: unknown } ).fetch;
	} );

	it( 'requests the places once as the script runs, and the map takes that request', async () => {
		const response = { ok: true, json: () => Promise.resolve( payload ) };
		window.fetch = jest.fn( () =>
			Promise.resolve( response )
		) as unknown as typeof window.fetch;
		const url = 'https://example.org/wp-json/acces/v1/map-places';
		const parsed = jest.fn();
		prefetchPlaces( url, parsed );
		prefetchPlaces( url, parsed );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
		expect( await takePlaces( url ) ).toBe( payload );
		// Handed over once parsed (to the early cluster index).
		expect( parsed ).toHaveBeenCalledTimes( 1 );
		expect( parsed ).toHaveBeenCalledWith( payload );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
		// Taken once: "Try again" asks again.
		await takePlaces( url );
		expect( window.fetch ).toHaveBeenCalledTimes( 2 );
		// A route that does not answer with the places is an error for the map to show.
		window.fetch = jest.fn( () =>
			Promise.resolve( { ok: false, status: 503 } )
		) as unknown as typeof window.fetch;
		prefetchPlaces( url );
		await expect( takePlaces( url ) ).rejects.toThrow( 'HTTP 503' );
		const wrapper = document.createElement( 'div' );
		wrapper.setAttribute(
			'data-acces-map',
			JSON.stringify( { source: url } )
		);
		expect( sourceOf( wrapper ) ).toBe( url );
		wrapper.setAttribute(
			'data-acces-map',
			JSON.stringify( { source: url, places: payload } )
		);
		expect( sourceOf( wrapper ) ).toBeNull();
		wrapper.setAttribute( 'data-acces-map', '{source' );
		expect( sourceOf( wrapper ) ).toBeNull();
	} );

	it( 'shows the map at once, then the places once fetched', async () => {
		window.fetch = jest.fn( () =>
			Promise.resolve( {
				ok: true,
				json: () => Promise.resolve( payload ),
			} )
		) as unknown as typeof window.fetch;
		render(
			<MapApp
				values={ {
					places: null,
					latitude: null,
					longitude: null,
					iconBase: ICON_BASE,
					defaultCenter: { lat: 43.858, lng: 1.425 },
					type: '',
				} }
				source="https://example.org/wp-json/acces/v1/map-places"
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		expect(
			screen.getByRole( 'region', { name: 'Carte des prestataires' } )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.getByText( '2 lieux.' ) ).toBeInTheDocument()
		);
		expect( window.fetch ).toHaveBeenCalledWith(
			'https://example.org/wp-json/acces/v1/map-places',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Hôtel des Lices, ALBI' } )
			).toBeInTheDocument()
		);
	} );

	it( 'says in French when the places could not be fetched, and tries again on demand', async () => {
		window.fetch = jest
			.fn()
			.mockResolvedValueOnce( { ok: false, status: 500 } )
			.mockResolvedValueOnce( {
				ok: true,
				json: () => Promise.resolve( payload ),
			} ) as unknown as typeof window.fetch;
		render(
			<MapApp
				values={ {
					places: null,
					latitude: null,
					longitude: null,
					iconBase: ICON_BASE,
					defaultCenter: { lat: 43.858, lng: 1.425 },
					type: '',
				} }
				source="https://example.org/wp-json/acces/v1/map-places"
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Les lieux de la carte n’ont pas pu être chargés.'
		);
		expect( console ).toHaveErrored();
		fireEvent.click(
			within( alert ).getByRole( 'button', { name: 'Réessayer' } )
		);
		await waitFor( () =>
			expect( screen.getByText( '2 lieux.' ) ).toBeInTheDocument()
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
