/**
 * A small Leaflet map on which the editor places the provider: a click puts the pin there,
 * the pin can be dragged (or moved with the keyboard through the coordinate fields).
 */
import * as L from 'leaflet';
import { createElement, useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { EditorSettings } from '../types';

export interface LocationMapProps {
	lat: number | null;
	lng: number | null;
	/** Receives the new position, rounded to 6 decimals (about 10 cm). */
	onMove: ( lat: number, lng: number ) => void;
	settings: EditorSettings;
	/** Marker type, for the pin's icon. */
	markerType: string;
}

const ZOOM_PLACED = 16;
const ZOOM_UNPLACED = 10;

function round( value: number ): number {
	return Math.round( value * 1e6 ) / 1e6;
}

/**
 * The attribution as text: the tile settings may hold a link (HTML), shown here as its words.
 * @param attribution The tile attribution.
 */
function attributionText( attribution: string ): string {
	const doc = new DOMParser().parseFromString( attribution, 'text/html' );
	return ( doc.body.textContent || '' ).trim();
}

export function LocationMap( {
	lat,
	lng,
	onMove,
	settings,
	markerType,
}: LocationMapProps ): JSX.Element {
	const container = useRef< HTMLDivElement >( null );
	const map = useRef< L.Map | null >( null );
	const marker = useRef< L.Marker | null >( null );
	const onMoveRef = useRef( onMove );
	onMoveRef.current = onMove;

	const icon = ( type: string ) =>
		settings.iconBase
			? L.icon( {
					iconUrl: `${ settings.iconBase }/${ type }.png`,
					iconRetinaUrl: `${ settings.iconBase }/${
						type || 'empty'
					}@2x.png`,
					iconSize: [ 30, 35 ],
					iconAnchor: [ 15, 35 ],
			  } )
			: new L.Icon.Default();

	const placeMarker = ( at: L.LatLngExpression ) => {
		if ( ! map.current ) {
			return;
		}
		if ( marker.current ) {
			marker.current.setLatLng( at );
			return;
		}
		marker.current = L.marker( at, {
			draggable: true,
			icon: icon( markerType ),
			title: __( 'The provider’s position', 'acces-tourisme' ),
			alt: __( 'The provider’s position', 'acces-tourisme' ),
			keyboard: false,
		} ).addTo( map.current );
		marker.current.on( 'dragend', () => {
			const position = marker.current?.getLatLng();
			if ( position ) {
				onMoveRef.current(
					round( position.lat ),
					round( position.lng )
				);
			}
		} );
	};

	// Create the map once.
	useEffect( () => {
		if ( ! container.current ) {
			return undefined;
		}
		const placed = lat !== null && lng !== null;
		const instance = L.map( container.current, {
			center: placed ? [ lat, lng ] : settings.center,
			zoom: placed ? ZOOM_PLACED : ZOOM_UNPLACED,
			attributionControl: false,
			zoomControl: false,
			keyboard: false,
		} );
		L.control
			.zoom( {
				zoomInTitle: __( 'Zoom in', 'acces-tourisme' ),
				zoomOutTitle: __( 'Zoom out', 'acces-tourisme' ),
			} )
			.addTo( instance );
		L.tileLayer( settings.tiles.url, { maxZoom: 19 } ).addTo( instance );
		instance.on( 'click', ( event: L.LeafletMouseEvent ) => {
			placeMarker( event.latlng );
			onMoveRef.current(
				round( event.latlng.lat ),
				round( event.latlng.lng )
			);
		} );
		map.current = instance;
		if ( placed ) {
			placeMarker( [ lat, lng ] );
		}
		// The sidebar may still be opening: measure again once it is laid out.
		const observer =
			typeof ResizeObserver === 'function'
				? new ResizeObserver( () => instance.invalidateSize() )
				: null;
		observer?.observe( container.current );
		return () => {
			observer?.disconnect();
			instance.remove();
			map.current = null;
			marker.current = null;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Follow the coordinates typed in the fields.
	useEffect( () => {
		if ( ! map.current || lat === null || lng === null ) {
			return;
		}
		const current = marker.current?.getLatLng();
		if ( ! current || current.lat !== lat || current.lng !== lng ) {
			placeMarker( [ lat, lng ] );
			map.current.panTo( [ lat, lng ] );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ lat, lng ] );

	// Show the chosen marker type.
	useEffect( () => {
		marker.current?.setIcon( icon( markerType ) );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ markerType ] );

	return (
		<div className="acces-provider-map">
			<p id="acces-provider-map-help" className="acces-provider-map-help">
				{ __(
					'Click the map to place the provider, or drag the pin. With the keyboard, type the latitude and longitude below.',
					'acces-tourisme'
				) }
			</p>
			<div
				ref={ container }
				className="acces-provider-map-canvas"
				role="region"
				aria-label={ __(
					'Map to place the provider',
					'acces-tourisme'
				) }
				aria-describedby="acces-provider-map-help"
			/>
			<p className="acces-provider-map-attribution">
				{ attributionText( settings.tiles.attribution ) }
			</p>
		</div>
	);
}
