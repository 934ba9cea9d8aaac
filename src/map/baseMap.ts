/**
 * A Leaflet map with French controls: zoom buttons "Zoom avant" / "Zoom arrière", the
 * attribution (built as DOM, with a French "Leaflet" credit), and the tile layer (third-party
 * tiles wait for consent: tileConsent.ts). Animations are off when the visitor asks for reduced
 * motion or stops them with the toolbar, and follow either when it changes on the page.
 */
import * as L from 'leaflet';
import { __ } from '@wordpress/i18n';
import type { TileSettings } from '../shared/types';
import { appendAttribution, leafletCredit } from './attribution';
import { NATIVE_MAX_ZOOM } from './constants';
import { addTilesWithConsent } from './tileConsent';
import { motionReduced, watchMotion } from '../media-common/reduced-motion';

export interface BaseMapOptions {
	center: [ number, number ];
	zoom: number;
	maxZoom: number;
	tiles: TileSettings;
}

/** Leaflet's own state: whether zooms are animated (read at each zoom). */
type AnimatedMap = L.Map & { _zoomAnimated?: boolean };

/**
 * Keeps the map's motion in step with the visitor's choice, now and whenever it changes:
 * inertia after a drag, tile and popup fades, animated zooms (only where Leaflet built its
 * zoom proxy, a map created with them), and the pans of the arrow keys and of a popup that
 * opens near an edge, which `panBy` animates frame by frame whatever the options.
 * @param map The map.
 */
function followMotion( map: L.Map ): void {
	const animated = map as AnimatedMap;
	const canZoomAnimate = !! animated._zoomAnimated;
	const apply = ( reduced: boolean ) => {
		map.options.inertia = ! reduced;
		map.options.fadeAnimation = ! reduced;
		map.options.markerZoomAnimation = ! reduced;
		animated._zoomAnimated = canZoomAnimate && ! reduced;
	};
	const panBy = map.panBy.bind( map );
	map.panBy = ( offset, panOptions ) =>
		panBy(
			offset,
			motionReduced() ? { ...panOptions, animate: false } : panOptions
		);
	const stop = watchMotion( apply );
	map.on( 'unload', stop );
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
	const animate = ! motionReduced();
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
	followMotion( map );
	container.addEventListener( 'keydown', spaceActivatesButtons );
	// The wheel zooms only once the visitor has chosen the map (focus or click), so that
	// scrolling the page never gets caught by it.
	map.on( 'focus click', () => map.scrollWheelZoom.enable() );
	map.on( 'blur', () => map.scrollWheelZoom.disable() );
	return map;
}
