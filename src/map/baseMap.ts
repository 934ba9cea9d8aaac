/**
 * A Leaflet map with French controls: zoom buttons "Zoom avant" / "Zoom arrière", the
 * attribution (built as DOM, with a French "Leaflet" credit), and the tile layer (third-party
 * tiles wait for consent: tileConsent.ts). Animations are off when the visitor asks for reduced
 * motion.
 */
import * as L from 'leaflet';
import { __ } from '@wordpress/i18n';
import type { TileSettings } from '../shared/types';
import { appendAttribution, leafletCredit } from './attribution';
import { NATIVE_MAX_ZOOM } from './constants';
import { addTilesWithConsent } from './tileConsent';

export interface BaseMapOptions {
	center: [ number, number ];
	zoom: number;
	maxZoom: number;
	tiles: TileSettings;
}

/**
 * True when the visitor asked the system for reduced motion.
 */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

const AttributionControl = L.Control.extend( {
	options: { position: 'bottomright', attribution: '' },
	onAdd(): HTMLElement {
		const box = L.DomUtil.create( 'div', 'leaflet-control-attribution' );
		L.DomEvent.disableClickPropagation( box );
		box.appendChild( leafletCredit() );
		const attribution = (
			this as unknown as { options: { attribution: string } }
		 ).options.attribution;
		if ( attribution ) {
			box.appendChild( document.createTextNode( ' | ' ) );
			appendAttribution( box, attribution );
		}
		return box;
	},
} );

/**
 * Activates role="button" links (Leaflet's zoom and close buttons) with the space bar too.
 * @param event The keydown event.
 */
function spaceActivatesButtons( event: KeyboardEvent ): void {
	const target = event.target as HTMLElement | null;
	if (
		event.key === ' ' &&
		target &&
		target.tagName === 'A' &&
		target.getAttribute( 'role' ) === 'button'
	) {
		event.preventDefault();
		target.click();
	}
}

/**
 * Creates the map in `container`.
 * @param container The element that becomes the map.
 * @param options   Centre, zoom, maximum zoom, tiles.
 */
export function createBaseMap(
	container: HTMLElement,
	options: BaseMapOptions
): L.Map {
	const animate = ! prefersReducedMotion();
	const map = L.map( container, {
		center: options.center,
		zoom: options.zoom,
		maxZoom: options.maxZoom,
		zoomControl: false,
		attributionControl: false,
		zoomAnimation: animate,
		fadeAnimation: animate,
		markerZoomAnimation: animate,
		inertia: animate,
		keyboard: true,
		scrollWheelZoom: false,
	} );
	// Vector layers (the single-place map's 20 m circle) are drawn in an <svg> that Chromium
	// would expose as an image without a name. They only draw what the region's name, the
	// markers and the text after the map already say, and are never interactive: hidden from
	// assistive technologies, like the tiles (Leaflet gives those an empty alt).
	map.getPane( 'overlayPane' )?.setAttribute( 'aria-hidden', 'true' );
	L.control
		.zoom( {
			zoomInTitle: __( 'Zoom in', 'acces-tourisme' ),
			zoomOutTitle: __( 'Zoom out', 'acces-tourisme' ),
		} )
		.addTo( map );
	new AttributionControl( {
		attribution: options.tiles.attribution,
	} as L.ControlOptions ).addTo( map );
	addTilesWithConsent(
		map,
		L.tileLayer( options.tiles.url, {
			maxZoom: options.maxZoom,
			maxNativeZoom: Math.min( NATIVE_MAX_ZOOM, options.maxZoom ),
			crossOrigin: false,
		} ),
		options.tiles.url
	);
	container.addEventListener( 'keydown', spaceActivatesButtons );
	// The wheel zooms only once the visitor has chosen the map (focus or click), so that
	// scrolling the page never gets caught by it.
	map.on( 'focus click', () => map.scrollWheelZoom.enable() );
	map.on( 'blur', () => map.scrollWheelZoom.disable() );
	return map;
}
