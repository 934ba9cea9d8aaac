/**
 * The list map (specification §2.3): one marker per place, popups, fitted to the places with
 * 50 px padding, maximum zoom 19; clusters beyond CLUSTER_THRESHOLD places. Its markers,
 * clusters and fitted bounds follow `places` when it changes (the map search relies on it).
 */
import type * as L from 'leaflet';
import { latLngBounds, point } from 'leaflet';
import {
	createElement,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Place, TileSettings } from '../shared/types';
import { createBaseMap } from './baseMap';
import { motionReduced } from '../media-common/reduced-motion';
import {
	DEFAULT_CENTER,
	FIT_PADDING,
	LIST_MAX_ZOOM,
	LIST_START_ZOOM,
} from './constants';
import { shiftOf } from './declutter';
import type { PointPlaces } from './places';
import { MarkerLayer } from './markerLayer';
import { PlacePopup } from './placePopup';
import { formatCount } from './PlaceList';
import { nextId } from './ids';
import { mark } from './marks';
import { yieldToMain } from './yield';

export interface ProviderMapProps {
	places: Place[];
	iconBase: string;
	tiles: TileSettings;
	/** Height in CSS pixels. */
	height?: number;
	/** Accessible name of the map, e.g. "Carte des prestataires". */
	label: string;
	/** Where the map starts before it fits the places. */
	center?: { lat: number; lng: number };
	/** Called once the Leaflet map exists (tests, the map search). */
	onMapReady?: ( map: L.Map ) => void;
	/** True while many places are being fetched: the cluster worker starts meanwhile. */
	expectMany?: boolean;
	/**
	 * The points of the places on their way (lng, lat pairs) and their places on demand,
	 * known before the places are read: the cluster index is built from them meanwhile, and
	 * the map fits them and draws its clusters before the list is ready.
	 */
	points?: PointPlaces | null;
	/** `places` in the order of `points`. */
	inPointOrder?: Place[] | null;
}

interface Parts {
	map: L.Map;
	layer: MarkerLayer;
	popup: PlacePopup;
}

/** South, west, north and east edges. */
type Box = [ number, number, number, number ];

/**
 * The bounding box of the places; null without places.
 * @param places The places.
 */
function boxOfPlaces( places: Place[] ): Box | null {
	if ( places.length === 0 ) {
		return null;
	}
	let south = Infinity;
	let west = Infinity;
	let north = -Infinity;
	let east = -Infinity;
	for ( const p of places ) {
		south = Math.min( south, p.lat );
		north = Math.max( north, p.lat );
		west = Math.min( west, p.lng );
		east = Math.max( east, p.lng );
	}
	return [ south, west, north, east ];
}

/**
 * The bounding box of points (lng, lat pairs); null without points.
 * @param points The points.
 */
function boxOfPoints( points: Float64Array ): Box | null {
	if ( points.length < 2 ) {
		return null;
	}
	let south = Infinity;
	let west = Infinity;
	let north = -Infinity;
	let east = -Infinity;
	for ( let i = 0; i + 1 < points.length; i += 2 ) {
		west = Math.min( west, points[ i ] );
		east = Math.max( east, points[ i ] );
		south = Math.min( south, points[ i + 1 ] );
		north = Math.max( north, points[ i + 1 ] );
	}
	return [ south, west, north, east ];
}

/**
 * Fits the map to a bounding box, 50 px from its edges.
 * @param map     The map.
 * @param box     South, west, north and east edges.
 * @param animate Whether a zoom change may be animated.
 */
function fitToBox( map: L.Map, box: Box, animate: boolean ): void {
	const bounds = latLngBounds(
		[ box[ 0 ], box[ 1 ] ],
		[ box[ 2 ], box[ 3 ] ]
	);
	// A zoom is animated by the compositor (CSS), a pan frame by frame on the main thread:
	// when the zoom stays, the map jumps to its new centre instead of sliding there.
	const zoom = Math.min(
		LIST_MAX_ZOOM,
		map.getBoundsZoom(
			bounds,
			false,
			point( 2 * FIT_PADDING, 2 * FIT_PADDING )
		)
	);
	map.fitBounds( bounds, {
		padding: [ FIT_PADDING, FIT_PADDING ],
		maxZoom: LIST_MAX_ZOOM,
		animate: animate && ! motionReduced() && zoom !== map.getZoom(),
	} );
}

/**
 * Fits the map to the places, 50 px from its edges.
 * @param map     The map.
 * @param places  The places.
 * @param animate Whether a zoom change may be animated (not for the first places shown: the
 *                map jumps to them instead of drawing every zoom level on the way while the
 *                page loads).
 */
export function fitToPlaces(
	map: L.Map,
	places: Place[],
	animate = true
): void {
	const box = boxOfPlaces( places );
	if ( box ) {
		fitToBox( map, box, animate );
	}
}

export function ProviderMap( {
	places,
	iconBase,
	tiles,
	height = 400,
	label,
	center = DEFAULT_CENTER,
	onMapReady,
	expectMany = false,
	points = null,
	inPointOrder = null,
}: ProviderMapProps ): JSX.Element {
	const container = useRef< HTMLDivElement >( null );
	const parts = useRef< Parts | null >( null );
	const fitted = useRef( false );
	// The box fitted from the points before the places came: the same places then need no
	// second fit (and no layout read in the task that renders their list).
	const fittedEarly = useRef< string | null >( null );
	// How many lists the map was given (the first one is drawn a task later).
	const lists = useRef( 0 );
	const [ helpId ] = useState( () => nextId( 'acces-map-help' ) );
	const [ message, setMessage ] = useState( '' );

	useEffect( () => {
		const element = container.current;
		if ( ! element ) {
			return undefined;
		}
		const map = createBaseMap( element, {
			center: [ center.lat, center.lng ],
			zoom: LIST_START_ZOOM,
			maxZoom: LIST_MAX_ZOOM,
			tiles,
		} );
		element.setAttribute( 'role', 'region' );
		element.setAttribute( 'aria-label', label );
		element.setAttribute( 'aria-describedby', helpId );
		const layer: MarkerLayer = new MarkerLayer( map, {
			iconBase,
			onPlace: ( place, marker ) =>
				popup.open( place, shiftOf( marker ) ),
			onCluster: ( count ) => {
				element.focus( { preventScroll: true } );
				setMessage(
					sprintf(
						/* translators: %s: number of places. */
						_n(
							'Zoomed in on %s place.',
							'Zoomed in on %s places.',
							count,
							'acces-tourisme'
						),
						formatCount( count )
					)
				);
			},
		} );
		const popup = new PlacePopup( map, ( id ) => layer.elementFor( id ) );
		const syncZoom = () =>
			element.setAttribute( 'data-acces-zoom', String( map.getZoom() ) );
		map.on( 'zoomend', syncZoom );
		syncZoom();
		parts.current = { map, layer, popup };
		onMapReady?.( map );
		return () => {
			parts.current = null;
			popup.destroy();
			layer.destroy();
			map.remove();
		};
		// The map is created once; later prop changes are applied by the effects below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		container.current?.setAttribute( 'aria-label', label );
	}, [ label ] );

	useEffect( () => {
		if ( expectMany ) {
			parts.current?.layer.prepare();
		}
	}, [ expectMany ] );

	// In the commit that brings the points (a layout effect), so that the worker gets them
	// before the places are read, not after the first slices of that reading.
	useLayoutEffect( () => {
		const current = parts.current;
		if ( ! current || ! points || points.points.length === 0 ) {
			return;
		}
		// Measured before the points are handed over to the cluster worker (which empties
		// their buffer), so before preload() can return.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return
		const box = boxOfPoints( points.points );
		if ( ! current.layer.preload( points ) ) {
			return;
		}
		// In a task of its own, after the points are sent: the map moves (and asks for its
		// tiles) while the worker indexes them.
		yieldToMain().then( () => {
			if ( parts.current !== current ) {
				return;
			}
			if ( box && ! fitted.current ) {
				fitToBox( current.map, box, false );
				fitted.current = true;
				fittedEarly.current = box.join();
			}
			current.layer.drawPreloaded().then( ( drawn ) => {
				if ( drawn ) {
					mark( 'acces-map:clusters' );
				}
			} );
		} );
	}, [ points ] );

	useEffect( () => {
		const current = parts.current;
		if ( ! current ) {
			return;
		}
		const list = ++lists.current;
		const show = () => {
			current.popup.close();
			const box = boxOfPlaces( places );
			if ( box && box.join() !== fittedEarly.current ) {
				fitToBox( current.map, box, fitted.current );
				fitted.current = true;
			}
			fittedEarly.current = null;
			current.layer.setPlaces( places, inPointOrder ).then( () => {
				if ( places.length > 0 ) {
					mark( 'acces-map:drawn' );
				}
				const mode = current.layer.clusterMode();
				if ( mode ) {
					container.current?.setAttribute(
						'data-acces-clustering',
						mode
					);
				}
				container.current?.setAttribute(
					'data-acces-places',
					String( places.length )
				);
			} );
		};
		if ( list > 1 ) {
			show();
			return;
		}
		// The first list is drawn in a task of its own: the map was just created (Leaflet,
		// its tiles) in this one.
		yieldToMain().then( () => {
			if ( lists.current === list && parts.current === current ) {
				show();
			}
		} );
		// Only a new list redraws: `inPointOrder` comes with it (same render).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ places ] );

	return (
		<div className="acces-map">
			<div
				ref={ container }
				className="acces-map__canvas"
				style={ { height: `${ height }px` } }
			/>
			<p id={ helpId } className="acces-map__help">
				{ __(
					'Use the arrow keys to move the map and the + and − keys to zoom. Tab goes through the places in view; Enter opens a place. The list after the map holds the same places.',
					'acces-tourisme'
				) }
			</p>
			<p className="acces-map-sr" aria-live="polite">
				{ message }
			</p>
		</div>
	);
}
