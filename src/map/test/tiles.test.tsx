/**
 * Third-party tiles wait for the `media` consent category (tileConsent.ts): the notice that
 * stands for them (just after the map), its two buttons, the choices made elsewhere (the banner's
 * `acces:consent-change`), and the tiles of the site's own host, which never wait.
 */
import './svg-support';
import { createElement } from '@wordpress/element';
import * as L from 'leaflet';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TileSettings } from '../../shared/types';
import { PointMap } from '../PointMap';
import { sampleTileUrl, tilesNeedConsent } from '../tileConsent';
import { giveElementsASize, loadFrench } from './french';
import { TILES } from './fixtures';

const SHOW = 'Afficher le fond de carte';
const ALWAYS = 'Toujours afficher (vidéos et cartes)';

beforeAll( () => {
	loadFrench();
	giveElementsASize();
} );

afterEach( () => {
	document.cookie = 'acces_consent_media=; max-age=0';
} );

function drawMap( tiles: TileSettings = TILES ): {
	map: L.Map;
	region: HTMLElement;
	unmount: () => void;
} {
	let map: L.Map | null = null;
	const { unmount } = render(
		<PointMap
			lat={ 43.9 }
			lng={ 1.4 }
			tiles={ tiles }
			label="Emplacement du prestataire"
			onMapReady={ ( m ) => ( map = m ) }
		/>
	);
	return {
		map: map as unknown as L.Map,
		region: screen.getByRole( 'region', {
			name: 'Emplacement du prestataire',
		} ),
		unmount,
	};
}

function tileLayers( map: L.Map ): L.TileLayer[] {
	const found: L.TileLayer[] = [];
	map.eachLayer( ( layer ) => {
		if ( layer instanceof L.TileLayer ) {
			found.push( layer );
		}
	} );
	return found;
}

function tileImages( region: HTMLElement ): number {
	return region.querySelectorAll( 'img.leaflet-tile' ).length;
}

/**
 * Gives the tile notice a layout height (jsdom lays nothing out); returns the spy to restore.
 * @param px The notice's height.
 */
function noticeHeight( px: number ): jest.SpyInstance {
	return jest
		.spyOn( HTMLElement.prototype, 'offsetHeight', 'get' )
		.mockImplementation( function ( this: HTMLElement ) {
			return this.classList.contains( 'acces-map-tiles' ) ? px : 0;
		} );
}

/** Records the `acces:consent-request` events' details until `stop()`. */
function recordRequests(): { requests: unknown[]; stop: () => void } {
	const requests: unknown[] = [];
	const listen = ( event: Event ) =>
		requests.push( ( event as CustomEvent ).detail );
	document.addEventListener( 'acces:consent-request', listen );
	return {
		requests,
		stop: () =>
			document.removeEventListener( 'acces:consent-request', listen ),
	};
}

function announceChoice( media: boolean ): void {
	act( () => {
		document.dispatchEvent(
			new CustomEvent( 'acces:consent-change', {
				detail: {
					categories: { necessary: true, statistics: false, media },
				},
			} )
		);
	} );
}

describe( 'the tile server’s host', () => {
	it( 'is read from the template, its subdomain placeholder left out', () => {
		expect(
			new URL(
				sampleTileUrl(
					'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png'
				)
			).host
		).toBe( 'tile.openstreetmap.org' );
		expect(
			tilesNeedConsent( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' )
		).toBe( true );
		// jsdom's page is http://localhost/.
		expect(
			tilesNeedConsent( 'http://localhost/tuiles/{z}/{x}/{y}.png' )
		).toBe( false );
		expect( tilesNeedConsent( '/tuiles/{z}/{x}/{y}.png' ) ).toBe( false );
		expect(
			tilesNeedConsent( 'http://localhost:9000/tuiles/{z}/{x}/{y}.png' )
		).toBe( true );
	} );
} );

describe( 'third-party tiles before consent', () => {
	it( 'are not requested: the map shows its place, and a French notice names the tile server', () => {
		const { map, region } = drawMap();
		expect( tileLayers( map ) ).toEqual( [] );
		expect( tileImages( region ) ).toBe( 0 );
		const text = screen.getByText(
			'Le fond de carte vient de tile.openstreetmap.org, qui reçoit votre adresse IP quand il s’affiche.'
		);
		// Just after the map, outside it: it hides no marker.
		expect( region.contains( text ) ).toBe( false );
		expect(
			// eslint-disable-next-line no-bitwise
			text.compareDocumentPosition( region ) &
				Node.DOCUMENT_POSITION_PRECEDING
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: SHOW } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: ALWAYS } )
		).toBeInTheDocument();
		// The zoom buttons and the attribution are there as before.
		expect(
			within( region ).getByRole( 'button', { name: 'Zoom avant' } )
		).toBeInTheDocument();
	} );

	it( 'take no room from the page: the map is shorter by the notice’s height while it shows', () => {
		const offsetHeight = noticeHeight( 80 );
		const { region } = drawMap();
		expect( region.style.height ).toBe( '320px' );
		fireEvent.click( screen.getByRole( 'button', { name: SHOW } ) );
		expect( region.style.height ).toBe( '400px' );
		offsetHeight.mockRestore();
	} );

	it( 'fit the map again when the notice grows (the toolbar’s text size): map and notice keep the map’s height', () => {
		const reports: Array< () => void > = [];
		const observed: Element[] = [];
		const win = window as unknown as { ResizeObserver?: unknown };
		const before = win.ResizeObserver;
		win.ResizeObserver = class {
			constructor( callback: () => void ) {
				reports.push( callback );
			}
			observe( element: Element ) {
				observed.push( element );
			}
			disconnect() {
				observed.length = 0;
			}
		};
		let px = 80;
		const offsetHeight = jest
			.spyOn( HTMLElement.prototype, 'offsetHeight', 'get' )
			.mockImplementation( function ( this: HTMLElement ) {
				return this.classList.contains( 'acces-map-tiles' ) ? px : 0;
			} );
		try {
			const { region } = drawMap();
			expect( region.style.height ).toBe( '320px' );
			expect( observed ).toHaveLength( 1 );
			expect( observed[ 0 ] ).toHaveClass( 'acces-map-tiles' );
			// Text at 200 %: the notice wraps onto more lines.
			px = 130;
			reports.forEach( ( report ) => report() );
			expect( region.style.height ).toBe( '300px' );
			px = 60;
			reports.forEach( ( report ) => report() );
			expect( region.style.height ).toBe( '340px' );
			// Shown: the map has its own height again, and the notice is no longer followed.
			fireEvent.click( screen.getByRole( 'button', { name: SHOW } ) );
			expect( region.style.height ).toBe( '400px' );
			expect( observed ).toHaveLength( 0 );
		} finally {
			offsetHeight.mockRestore();
			win.ResizeObserver = before;
		}
	} );

	it( 'leave the map 300 px at least above a very tall notice (a phone with large text)', () => {
		const offsetHeight = noticeHeight( 320 );
		const { region } = drawMap();
		expect( region.style.height ).toBe( '300px' );
		offsetHeight.mockRestore();
	} );

	it( '« Afficher le fond de carte » shows this map’s tiles without recording anything, and the focus goes to the map', () => {
		const { requests, stop } = recordRequests();
		const { map, region } = drawMap();
		const button = screen.getByRole( 'button', { name: SHOW } );
		button.focus();
		fireEvent.click( button );
		stop();
		expect( tileLayers( map ) ).toHaveLength( 1 );
		expect( tileImages( region ) ).toBeGreaterThan( 0 );
		expect( screen.queryByRole( 'button', { name: SHOW } ) ).toBeNull();
		expect( region ).toHaveFocus();
		expect( requests ).toEqual( [] );
		expect( document.cookie ).not.toContain( 'acces_consent_media' );

		// A later refusal does not take back what the visitor asked for on this map.
		announceChoice( false );
		expect( tileLayers( map ) ).toHaveLength( 1 );
	} );

	it( '« Toujours afficher » shows the tiles and asks the consent feature for `media`', () => {
		const { requests, stop } = recordRequests();
		const { map, region } = drawMap();
		fireEvent.click( screen.getByRole( 'button', { name: ALWAYS } ) );
		stop();
		expect( tileLayers( map ) ).toHaveLength( 1 );
		expect( requests ).toEqual( [ { category: 'media' } ] );
		expect( region ).toHaveFocus();
	} );

	it( 'come when `media` is accepted elsewhere (the banner), without a reload, and go when it is withdrawn', () => {
		const { map, region } = drawMap();
		const outside = document.createElement( 'button' );
		document.body.append( outside );
		outside.focus();

		announceChoice( true );
		expect( tileLayers( map ) ).toHaveLength( 1 );
		expect( screen.queryByRole( 'button', { name: SHOW } ) ).toBeNull();
		// The visitor was in the banner: the focus stays there.
		expect( outside ).toHaveFocus();

		announceChoice( false );
		expect( tileLayers( map ) ).toEqual( [] );
		expect( tileImages( region ) ).toBe( 0 );
		expect(
			screen.getByRole( 'button', { name: SHOW } )
		).toBeInTheDocument();
		outside.remove();
	} );

	it( 'stop listening to the choices once the map is gone', () => {
		const { map, unmount } = drawMap();
		const removed = jest.spyOn( document, 'removeEventListener' );
		unmount();
		expect( removed ).toHaveBeenCalledWith(
			'acces:consent-change',
			expect.any( Function )
		);
		removed.mockRestore();
		expect( screen.queryByRole( 'button', { name: SHOW } ) ).toBeNull();
		expect( () => announceChoice( true ) ).not.toThrow();
		expect( tileLayers( map ) ).toEqual( [] );
	} );
} );

describe( 'tiles that need no consent', () => {
	it( 'load at once when `media` was accepted before', () => {
		document.cookie = 'acces_consent_media=yes';
		const { map, region } = drawMap();
		expect( tileLayers( map ) ).toHaveLength( 1 );
		expect( tileImages( region ) ).toBeGreaterThan( 0 );
		expect( screen.queryByRole( 'button', { name: SHOW } ) ).toBeNull();
	} );

	it( 'load at once from the site’s own host, whatever the choice', () => {
		const { map, region } = drawMap( {
			url: '/tuiles/{z}/{x}/{y}.png',
			attribution: '© Mes tuiles',
		} );
		expect( tileLayers( map ) ).toHaveLength( 1 );
		expect( tileImages( region ) ).toBeGreaterThan( 0 );
		expect( screen.queryByRole( 'button', { name: SHOW } ) ).toBeNull();
		announceChoice( false );
		expect( tileLayers( map ) ).toHaveLength( 1 );
	} );
} );
