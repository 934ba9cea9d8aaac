/**
 * Keeps the map fitted to the latest results. Leaflet drops a setView/fitBounds asked for
 * while a zoom animation runs (its _tryAnimatedZoom returns early), and a pan can be
 * overridden by the end of a running zoom: after quick changes (two choices in a row, back
 * then forward) the map could stay on the previous results. After each change, every time
 * the map stops moving, this checks that the results are in view and fits them again if not
 * (at most twice per change): in view, at the zoom the fit chooses.
 */
import type * as L from 'leaflet';
import { latLngBounds, point } from 'leaflet';
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { FIT_PADDING, LIST_MAX_ZOOM } from '../map/constants';
import { fitToPlaces } from '../map/ProviderMap';
import type { Place } from '../shared/types';

const MAX_REFITS = 2;

export function useKeepFitted( results: Place[] ): ( map: L.Map ) => void {
	const latest = useRef( results );
	latest.current = results;
	const checking = useRef( false );
	const refits = useRef( 0 );

	useEffect( () => {
		checking.current = true;
		refits.current = 0;
	}, [ results ] );

	return useCallback( ( map: L.Map ) => {
		map.on( 'moveend', () => {
			const places = latest.current;
			if ( ! checking.current || places.length === 0 ) {
				return;
			}
			const wanted = latLngBounds(
				places.map( ( p ) => [ p.lat, p.lng ] as [ number, number ] )
			);
			const zoom = Math.min(
				LIST_MAX_ZOOM,
				map.getBoundsZoom(
					wanted,
					false,
					point( 2 * FIT_PADDING, 2 * FIT_PADDING )
				)
			);
			const fitted =
				map.getZoom() === zoom && map.getBounds().contains( wanted );
			if ( fitted || refits.current >= MAX_REFITS ) {
				checking.current = false;
				return;
			}
			refits.current++;
			fitToPlaces( map, places );
		} );
	}, [] );
}
