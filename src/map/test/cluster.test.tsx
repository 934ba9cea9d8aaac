/**
 * Clustering at scale (issue 4 §3, §4): beyond CLUSTER_THRESHOLD places the map draws
 * clusters, each a focusable button named in French with its count; activating one zooms in
 * to where it splits and says so; only what is in view is in the DOM (so out of view leaves
 * the tab order), and the DOM stays small whatever the number of places; a new list keeps
 * the markers of the places that stay. jsdom has no Web Worker: the index is built here in
 * slices on the main thread (clusterIndex.ts), the browser tests cover the worker.
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
import type { Place } from '../../shared/types';
import { CLUSTER_THRESHOLD } from '../constants';
import { ProviderMap } from '../ProviderMap';
import { giveElementsASize, loadFrench } from './french';
import { ICON_BASE, TILES, place } from './fixtures';

beforeAll( () => {
	loadFrench();
	giveElementsASize();
} );

/**
 * Places on a regular grid around Montauban (deterministic), ids from 1.
 * @param count How many.
 */
function grid( count: number ): Place[] {
	const side = Math.ceil( Math.sqrt( count ) );
	return Array.from( { length: count }, ( _, i ) =>
		place( {
			id: i + 1,
			name: `Lieu ${ String( i + 1 ).padStart( 5, '0' ) }`,
			lat: 43.7 + 0.4 * ( Math.floor( i / side ) / side ),
			lng: 1.2 + 0.5 * ( ( i % side ) / side ),
		} )
	);
}

const CLUSTER_NAME =
	/^([\d\s]+)\slieux?\sregroupés?\sici\s;\szoomer\spour\sl(?:es|’)\s?afficher$/;

function clusters( map: HTMLElement ): HTMLElement[] {
	return within( map ).queryAllByRole( 'button', { name: CLUSTER_NAME } );
}

function countOf( cluster: HTMLElement ): number {
	const name = cluster.getAttribute( 'aria-label' ) || '';
	return Number(
		( name.match( CLUSTER_NAME ) || [ '', '0' ] )[ 1 ].replace( /\D/g, '' )
	);
}

function placeMarkers( map: HTMLElement ): HTMLElement[] {
	return within( map ).queryAllByRole( 'button', { name: /^Lieu \d+, / } );
}

function renderMap( places: Place[] ) {
	let map: L.Map | null = null;
	const view = render(
		<ProviderMap
			places={ places }
			iconBase={ ICON_BASE }
			tiles={ TILES }
			label="Carte"
			onMapReady={ ( m ) => ( map = m ) }
		/>
	);
	const region = screen.getByRole( 'region', { name: 'Carte' } );
	return { ...view, region, map: () => map as unknown as L.Map };
}

describe( 'clusters', () => {
	it( 'up to the threshold, every place in view is its own marker and nothing clusters', async () => {
		const { region } = renderMap( grid( CLUSTER_THRESHOLD ) );
		await waitFor( () =>
			expect( placeMarkers( region ) ).toHaveLength( CLUSTER_THRESHOLD )
		);
		expect( clusters( region ) ).toHaveLength( 0 );
	} );

	it( 'beyond it, clusters appear: focusable buttons named in French with their count, few elements in the DOM', async () => {
		const places = grid( 2000 );
		const { region, container } = renderMap( places );
		await waitFor( () =>
			expect( clusters( region ).length ).toBeGreaterThan( 0 )
		);
		const found = clusters( region );
		for ( const cluster of found ) {
			expect( cluster ).toHaveAttribute( 'tabindex', '0' );
			expect( countOf( cluster ) ).toBeGreaterThan( 1 );
			// The visible count says the same as the name.
			expect( cluster.textContent ).toBe( String( countOf( cluster ) ) );
		}
		// The fitted view holds every place: clusters plus single markers count them all.
		const total =
			found.reduce( ( sum, c ) => sum + countOf( c ), 0 ) +
			placeMarkers( region ).length;
		expect( total ).toBe( places.length );
		// Never one element per place.
		expect(
			container.querySelectorAll( '.leaflet-marker-icon' ).length
		).toBeLessThanOrEqual( 300 );
		expect(
			container.querySelectorAll( '.leaflet-marker-icon' ).length
		).toBeLessThan( places.length / 10 );
	} );

	it( 'activating a cluster with the keyboard zooms in where it splits, moves the focus to the map and announces it', async () => {
		const { region, map } = renderMap( grid( 2000 ) );
		await waitFor( () =>
			expect( clusters( region ).length ).toBeGreaterThan( 0 )
		);
		const before = map().getZoom();
		const biggest = clusters( region ).sort(
			( a, b ) => countOf( b ) - countOf( a )
		)[ 0 ];
		const count = countOf( biggest );
		biggest.focus();
		await act( async () => {
			fireEvent.keyDown( biggest, { key: 'Enter' } );
			await Promise.resolve();
		} );
		expect( map().getZoom() ).toBeGreaterThan( before );
		expect( region ).toHaveFocus();
		expect(
			screen.getByText(
				`Zoom sur ${ count.toLocaleString( 'fr-FR' ) } lieux.`
			)
		).toBeInTheDocument();
		// What was one cluster is now several clusters or places.
		await waitFor( () =>
			expect(
				clusters( region ).length + placeMarkers( region ).length
			).toBeGreaterThan( 1 )
		);
		expect( clusters( region ) ).not.toContain( biggest );
	} );

	it( 'clusters and markers out of view leave the DOM, so the tab order', async () => {
		const { region, map } = renderMap( grid( 2000 ) );
		await waitFor( () =>
			expect( clusters( region ).length ).toBeGreaterThan( 0 )
		);
		act( () => {
			map().setView( [ 48.8566, 2.3522 ], 12, { animate: false } );
		} );
		await waitFor( () =>
			expect(
				clusters( region ).length + placeMarkers( region ).length
			).toBe( 0 )
		);
		expect(
			region.querySelectorAll( '[tabindex="0"].leaflet-marker-icon' )
		).toHaveLength( 0 );
		// Zoomed in on one corner: only the places of that corner, one marker each.
		act( () => {
			map().setView( [ 43.7, 1.2 ], 17, { animate: false } );
		} );
		await waitFor( () =>
			expect( placeMarkers( region ).length ).toBeGreaterThan( 0 )
		);
		const bounds = map().getBounds();
		expect( placeMarkers( region ).length ).toBeLessThan( 50 );
		expect( clusters( region ) ).toHaveLength( 0 );
		for ( const marker of placeMarkers( region ) ) {
			const name = marker.getAttribute( 'alt' ) as string;
			const p = grid( 2000 ).find( ( q ) =>
				name.startsWith( q.name + ',' )
			) as Place;
			expect( bounds.contains( [ p.lat, p.lng ] ) ).toBe( true );
		}
	} );

	it( 'a new list (a filter change) keeps the markers of the places that stay and removes the others', async () => {
		// Corners kept, so that the fitted view does not move.
		const places = grid( 64 );
		const { region, rerender } = renderMap( places );
		await waitFor( () =>
			expect( placeMarkers( region ) ).toHaveLength( 64 )
		);
		const before = new Map(
			placeMarkers( region ).map( ( m ) => [
				m.getAttribute( 'alt' ),
				m,
			] )
		);
		const filtered = places.filter( ( p ) => p.id % 3 !== 2 );
		rerender(
			<ProviderMap
				places={ filtered }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
			/>
		);
		await waitFor( () =>
			expect( placeMarkers( region ) ).toHaveLength( filtered.length )
		);
		for ( const marker of placeMarkers( region ) ) {
			// The same element, not a new one.
			expect( before.get( marker.getAttribute( 'alt' ) ) ).toBe( marker );
		}
		expect(
			placeMarkers( region ).map( ( m ) => m.getAttribute( 'alt' ) )
		).not.toContain( 'Lieu 00002, MONTAUBAN' );
	} );

	it( 'the same places again (a filter undone) keep their cluster elements', async () => {
		const places = grid( 2000 );
		const { region, rerender } = renderMap( places );
		await waitFor( () =>
			expect( clusters( region ).length ).toBeGreaterThan( 0 )
		);
		const before = clusters( region );
		// Drawn again: the map marks its canvas once the new list is drawn.
		region.removeAttribute( 'data-acces-places' );
		rerender(
			<ProviderMap
				places={ [ ...places ] }
				iconBase={ ICON_BASE }
				tiles={ TILES }
				label="Carte"
			/>
		);
		await waitFor( () =>
			expect( region.getAttribute( 'data-acces-places' ) ).toBe( '2000' )
		);
		const after = clusters( region );
		expect( after.map( countOf ).sort() ).toEqual(
			before.map( countOf ).sort()
		);
		for ( const cluster of after ) {
			expect( before ).toContain( cluster );
		}
	} );
} );
