/**
 * The single-point map (specification §2.4): centred on the point at zoom 18 with a 20 m
 * circle; zoom up to 25, the tiles being upscaled beyond their native zoom 19.
 */
import type * as L from 'leaflet';
import { circle } from 'leaflet';
import { createElement, useEffect, useRef } from '@wordpress/element';
import type { TileSettings } from '../shared/types';
import { createBaseMap } from './baseMap';
import { POINT_CIRCLE_RADIUS, POINT_MAX_ZOOM, POINT_ZOOM } from './constants';

export interface PointMapProps {
	lat: number;
	lng: number;
	tiles: TileSettings;
	height?: number;
	label: string;
	onMapReady?: ( map: L.Map ) => void;
}

export function PointMap( {
	lat,
	lng,
	tiles,
	height = 400,
	label,
	onMapReady,
}: PointMapProps ): JSX.Element {
	const container = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const element = container.current;
		if ( ! element ) {
			return undefined;
		}
		const map = createBaseMap( element, {
			center: [ lat, lng ],
			zoom: POINT_ZOOM,
			maxZoom: POINT_MAX_ZOOM,
			tiles,
		} );
		element.setAttribute( 'role', 'region' );
		element.setAttribute( 'aria-label', label );
		circle( [ lat, lng ], {
			radius: POINT_CIRCLE_RADIUS,
			interactive: false,
			color: '#0a4b78',
			weight: 3,
			fillColor: '#0072b2',
			fillOpacity: 0.25,
			className: 'acces-map-point',
		} ).addTo( map );
		const syncZoom = () =>
			element.setAttribute( 'data-acces-zoom', String( map.getZoom() ) );
		map.on( 'zoomend', syncZoom );
		syncZoom();
		onMapReady?.( map );
		return () => {
			map.remove();
		};
		// The map is drawn once per point; the label is kept up to date below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ lat, lng ] );

	useEffect( () => {
		container.current?.setAttribute( 'aria-label', label );
	}, [ label ] );

	return (
		<div className="acces-map">
			<div
				ref={ container }
				className="acces-map__canvas"
				style={ { height: `${ height }px` } }
			/>
		</div>
	);
}
