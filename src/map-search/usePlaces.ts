/**
 * The places of the search: inlined by PHP, or fetched once from the compact places route
 * (large sets), with a retry after a failure.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import type { Place } from '../shared/types';
import { decodePlacesInSlices } from '../map/places';
import { request as requestPlaces } from '../map/prefetch';

export type LoadState = 'ready' | 'loading' | 'failed';

export function usePlaces(
	inline: Place[] | null,
	source: string | null
): { places: Place[]; load: LoadState; retry: () => void } {
	const [ places, setPlaces ] = useState< Place[] >( inline ?? [] );
	const [ load, setLoad ] = useState< LoadState >(
		inline || ! source ? 'ready' : 'loading'
	);

	const fetchPlaces = useCallback( () => {
		if ( ! source ) {
			return;
		}
		setLoad( 'loading' );
		requestPlaces( source )
			// In slices: no long task while 10,000 places are read.
			.then( ( data ) => decodePlacesInSlices( data ) )
			.then( ( decoded ) => {
				setPlaces( decoded );
				setLoad( 'ready' );
			} )
			.catch( ( error ) => {
				// eslint-disable-next-line no-console
				console.error( 'Error fetching the search places:', error );
				setLoad( 'failed' );
			} );
	}, [ source ] );

	useEffect( () => {
		if ( ! inline && source ) {
			fetchPlaces();
		}
	}, [ inline, source, fetchPlaces ] );

	return { places, load, retry: fetchPlaces };
}
