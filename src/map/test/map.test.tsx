/**
 * The maps in the DOM: markers as named buttons, popups opened and closed with the keyboard,
 * focus going in and back, French controls, the skip link, the list alternative, the
 * single-point map and "neither".
 */
import './svg-support';
import { createElement } from '@wordpress/element';
import * as L from 'leaflet';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { MapPageValues, Place } from '../../shared/types';
import { MapApp } from '../MapApp';
import { ProviderMap } from '../ProviderMap';
import { PointMap } from '../PointMap';
import { giveElementsASize, loadFrench } from './french';
import { ICON_BASE, PLACES, TILES } from './fixtures';

beforeAll( () => {
	loadFrench();
	giveElementsASize();
} );

function values(
	places: Place[] | null,
	lat: number | null = null,
	lng: number | null = null
): MapPageValues {
	return {
		places,
		latitude: lat,
		longitude: lng,
		iconBase: ICON_BASE,
		defaultCenter: { lat: 43.858, lng: 1.425 },
		type: '',
	};
}

async function drawn(): Promise< void > {
	// The first list is drawn in the task after the map's creation, its markers once their
	// index is ready (a resolved promise).
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		await Promise.resolve();
	} );
}

describe( 'list map', () => {
	it( 'draws one marker per place, a focusable button named in French, with its 30×35 icon', async () => {
		render(
			<MapApp
				values={ values( PLACES ) }
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		await drawn();
		const map = screen.getByRole( 'region', {
			name: 'Carte des prestataires',
		} );
		const hotel = within( map ).getByRole( 'button', {
			name: 'Hôtel du Lac, MONTAUBAN',
		} );
		expect( hotel ).toHaveAttribute( 'tabindex', '0' );
		expect( hotel ).toHaveAttribute(
			'src',
			`${ ICON_BASE }/icon-hotels.png`
		);
		expect( hotel ).toHaveStyle( { width: '30px', height: '35px' } );
		const empty = within( map ).getByRole( 'button', {
			name: 'Plage du Lac Bleu, LA FRANÇAISE',
		} );
		expect( empty ).toHaveAttribute( 'src', `${ ICON_BASE }/empty.png` );
		expect(
			within( map ).getByRole( 'button', {
				name: '<img src=x onerror=alert(1)>, SAINT-ANTONIN-NOBLE-VAL',
			} )
		).toBeInTheDocument();
		expect( map.querySelectorAll( '.leaflet-marker-icon' ) ).toHaveLength(
			3
		);
		expect( map.querySelector( 'img[src="x"]' ) ).toBeNull();
	} );

	it( 'opens a popup with Enter, moves the focus into it, and Escape gives it back to the marker', async () => {
		render(
			<MapApp
				values={ values( PLACES ) }
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		await drawn();
		const marker = screen.getByRole( 'button', {
			name: 'Hôtel du Lac, MONTAUBAN',
		} );
		marker.focus();
		fireEvent.keyDown( marker, { key: 'Enter', keyCode: 13 } );
		const dialog = screen.getByRole( 'dialog', { name: 'Hôtel du Lac' } );
		expect( dialog ).toHaveFocus();
		expect( dialog ).toHaveTextContent( 'MONTAUBAN' );
		expect(
			within( dialog ).getByRole( 'link', {
				name: 'Lire la suite : Hôtel du Lac',
			} )
		).toHaveAttribute( 'href', PLACES[ 0 ].url );
		fireEvent.keyDown( dialog, { key: 'Escape', keyCode: 27 } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Hôtel du Lac, MONTAUBAN' } )
		).toHaveFocus();
	} );

	it( 'opens a popup with Space too, and its close button "Fermer" gives the focus back', async () => {
		render(
			<MapApp
				values={ values( PLACES ) }
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		await drawn();
		const marker = screen.getByRole( 'button', {
			name: '<img src=x onerror=alert(1)>, SAINT-ANTONIN-NOBLE-VAL',
		} );
		marker.focus();
		fireEvent.keyDown( marker, { key: ' ', keyCode: 32 } );
		const dialog = screen.getByRole( 'dialog', {
			name: '<img src=x onerror=alert(1)>',
		} );
		expect( dialog ).toHaveFocus();
		expect( dialog.querySelector( 'img' ) ).toBeNull();
		const close = screen.getByRole( 'button', { name: 'Fermer' } );
		close.focus();
		fireEvent.click( close );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( marker ).toHaveFocus();
	} );

	it( 'has French zoom buttons, a French Leaflet credit and the tile attribution', async () => {
		render(
			<MapApp
				values={ values( PLACES ) }
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		await drawn();
		expect(
			screen.getByRole( 'button', { name: 'Zoom avant' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Zoom arrière' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Leaflet' } )
		).toHaveAttribute( 'hreflang', 'en' );
		expect(
			screen.getByRole( 'link', {
				name: 'les contributeurs d’OpenStreetMap',
			} )
		).toHaveAttribute( 'href', 'https://www.openstreetmap.org/copyright' );
		expect(
			screen.queryByText(
				/Zoom in|Zoom out|Close popup|A JavaScript library/
			)
		).toBeNull();
	} );

	it( 'has a skip link to the list of the same places, with links and a count', async () => {
		render(
			<MapApp
				values={ values( PLACES ) }
				tiles={ TILES }
				height={ 400 }
				label="Carte des prestataires"
			/>
		);
		await drawn();
		const skip = screen.getByRole( 'link', { name: 'Passer la carte' } );
		const list = screen.getByRole( 'region', {
			name: 'Les lieux de la carte',
		} );
		expect( skip.getAttribute( 'href' ) ).toBe( `#${ list.id }` );
		expect( list ).toHaveTextContent( '3 lieux.' );
		const links = within( list ).getAllByRole( 'link' );
		expect( links.map( ( a ) => a.textContent ) ).toEqual(
			PLACES.map( ( p ) => p.name )
		);
		expect( links.map( ( a ) => a.getAttribute( 'href' ) ) ).toEqual(
			PLACES.map( ( p ) => p.url )
		);
		expect( list ).toHaveTextContent( 'Hôtel du Lac, MONTAUBAN' );
		const legend = screen.getByText( 'Légende de la carte' )
			.parentElement as HTMLElement;
		expect(
			within( legend )
				.getAllByRole( 'listitem' )
				.map( ( li ) => li.textContent )
		).toEqual( [ 'Restauration', 'Hôtels', 'Sans catégorie' ] );
	} );

	it( 'starts at 43.858, 1.425 zoom 12, then fits every place with 50 px padding, maximum zoom 19', async () => {
		const fit = jest.spyOn( L.Map.prototype, 'fitBounds' );
		let map: L.Map | null = null;
		let start: [ number, number, number ] | null = null;
		const setView = jest
			.spyOn( L.Map.prototype, 'setView' )
			.mockImplementationOnce( function (
				this: L.Map,
				center: L.LatLngExpression,
				zoom?: number,
				options?: L.ZoomPanOptions
			) {
				const c = L.latLng( center );
				start = [ c.lat, c.lng, zoom as number ];
				setView.mockRestore();
				return this.setView( center, zoom, options );
			} );
		render(
			<ProviderMap
				places={ PLACES }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
				onMapReady={ ( m ) => ( map = m ) }
			/>
		);
		await drawn();
		expect( start ).toEqual( [ 43.858, 1.425, 12 ] );
		expect( fit ).toHaveBeenCalledWith(
			expect.anything(),
			expect.objectContaining( { padding: [ 50, 50 ], maxZoom: 19 } )
		);
		const m = map as unknown as L.Map;
		expect( m.getMaxZoom() ).toBe( 19 );
		for ( const p of PLACES ) {
			expect( m.getBounds().contains( [ p.lat, p.lng ] ) ).toBe( true );
		}
		fit.mockRestore();
	} );

	it( 'removes markers out of view from the DOM (and so from the tab order)', async () => {
		let map: L.Map | null = null;
		render(
			<ProviderMap
				places={ PLACES }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
				onMapReady={ ( m ) => ( map = m ) }
			/>
		);
		await drawn();
		expect(
			screen.getAllByRole( 'button', { name: /, [A-Z]/ } )
		).toHaveLength( 3 );
		act( () => {
			( map as unknown as L.Map ).setView( [ 48.8566, 2.3522 ], 12, {
				animate: false,
			} );
		} );
		expect(
			screen.queryAllByRole( 'button', { name: /, [A-Z]/ } )
		).toHaveLength( 0 );
		act( () => {
			( map as unknown as L.Map ).setView( [ 44.0175, 1.355 ], 14, {
				animate: false,
			} );
		} );
		expect(
			screen
				.getAllByRole( 'button', { name: /, [A-Z]/ } )
				.map( ( b ) => b.getAttribute( 'alt' ) )
		).toEqual( [ 'Hôtel du Lac, MONTAUBAN' ] );
	} );

	it( 'follows its places when they change (the map search filters them)', async () => {
		const { rerender } = render(
			<ProviderMap
				places={ PLACES }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
			/>
		);
		await drawn();
		rerender(
			<ProviderMap
				places={ [ PLACES[ 2 ] ] }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
			/>
		);
		await drawn();
		expect(
			screen
				.getAllByRole( 'button', { name: /, [A-Z]/ } )
				.map( ( b ) => b.getAttribute( 'alt' ) )
		).toEqual( [ 'Plage du Lac Bleu, LA FRANÇAISE' ] );
	} );

	it( 'moves along with the arrow keys from the focused map, without a pointer', async () => {
		let map: L.Map | null = null;
		render(
			<ProviderMap
				places={ PLACES }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
				onMapReady={ ( m ) => ( map = m ) }
			/>
		);
		await drawn();
		const region = screen.getByRole( 'region', { name: 'Carte' } );
		expect( region ).toHaveAttribute( 'tabindex', '0' );
		const before = ( map as unknown as L.Map ).getCenter();
		region.focus();
		fireEvent.focus( region );
		fireEvent.keyDown( document, {
			key: 'ArrowRight',
			code: 'ArrowRight',
			keyCode: 39,
		} );
		await waitFor( () =>
			expect(
				( map as unknown as L.Map ).getCenter().lng
			).toBeGreaterThan( before.lng )
		);
	} );
} );

describe( 'reduced motion', () => {
	it( 'turns off zoom, fade and marker animations and inertia when the visitor asks for it', () => {
		const original = window.matchMedia;
		window.matchMedia = ( ( query: string ) => ( {
			matches: query === '(prefers-reduced-motion: reduce)',
			media: query,
		} ) ) as unknown as typeof window.matchMedia;
		let map: L.Map | null = null;
		try {
			render(
				<PointMap
					lat={ 43.9 }
					lng={ 1.4 }
					tiles={ TILES }
					label="Emplacement"
					onMapReady={ ( m ) => ( map = m ) }
				/>
			);
		} finally {
			window.matchMedia = original;
		}
		const options = ( map as unknown as L.Map ).options;
		expect( options.zoomAnimation ).toBe( false );
		expect( options.fadeAnimation ).toBe( false );
		expect( options.markerZoomAnimation ).toBe( false );
		expect( options.inertia ).toBe( false );
	} );
} );

describe( 'single-point map', () => {
	it( 'centres on the point at zoom 18 with a 20 m circle, zoom up to 25 on upscaled tiles', () => {
		// Third-party tiles wait for the `media` category (tiles.test.tsx): accepted here.
		document.cookie = 'acces_consent_media=yes';
		let map: L.Map | null = null;
		render(
			<PointMap
				lat={ 43.9 }
				lng={ 1.4 }
				tiles={ TILES }
				label="Emplacement"
				onMapReady={ ( m ) => ( map = m ) }
			/>
		);
		const m = map as unknown as L.Map;
		expect( m.getZoom() ).toBe( 18 );
		expect( m.getCenter() ).toEqual( L.latLng( 43.9, 1.4 ) );
		expect( m.getMaxZoom() ).toBe( 25 );
		const layers: L.Layer[] = [];
		m.eachLayer( ( layer ) => layers.push( layer ) );
		const tiles = layers.find(
			( l ) => l instanceof L.TileLayer
		) as L.TileLayer;
		document.cookie = 'acces_consent_media=; max-age=0';
		expect( tiles.options.maxZoom ).toBe( 25 );
		expect( tiles.options.maxNativeZoom ).toBe( 19 );
		const circle = layers.find(
			( l ) => l instanceof L.Circle
		) as L.Circle;
		expect( circle.getRadius() ).toBe( 20 );
		expect( circle.getLatLng() ).toEqual( L.latLng( 43.9, 1.4 ) );
		// Its <svg> is decorative: hidden from assistive technologies (Chromium would expose
		// it as an image without a name).
		const svg = m.getContainer().querySelector( 'svg' );
		expect( svg ).not.toBeNull();
		expect( svg?.closest( '[aria-hidden="true"]' ) ).not.toBeNull();
		expect(
			svg
				?.closest( '[aria-hidden="true"]' )
				?.contains(
					m.getContainer().querySelector( '.leaflet-control-zoom-in' )
				)
		).toBe( false );
		expect(
			screen.getByRole( 'region', { name: 'Emplacement' } )
		).toHaveAttribute( 'data-acces-zoom', '18' );
	} );

	it( 'is used by a wrapper with coordinates and no list, with a skip link and the location as text', () => {
		render(
			<MapApp
				values={ values( null, 43.9, 1.4 ) }
				tiles={ TILES }
				height={ 300 }
				label="Hôtel du Lac : emplacement sur la carte"
				point={ { name: 'Hôtel du Lac', adress: 'MONTAUBAN' } }
			/>
		);
		expect(
			screen.getByRole( 'region', {
				name: 'Hôtel du Lac : emplacement sur la carte',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Hôtel du Lac, MONTAUBAN : latitude 43,9, longitude 1,4.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Passer la carte' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /MONTAUBAN/ } )
		).toBeNull();
	} );
} );

describe( 'neither a list nor a point', () => {
	it( 'draws nothing and throws nothing', () => {
		const { container } = render(
			<MapApp
				values={ values( null ) }
				tiles={ TILES }
				height={ 400 }
				label="Carte"
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
