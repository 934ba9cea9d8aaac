/**
 * One map wrapper: decides the form (list, single point or nothing), fetches large lists,
 * and puts the skip link, the map, its legend and its list alternative together.
 */
import {
	createElement,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { MapPageValues, Place, TileSettings } from '../shared/types';
import { decideForm } from './form';
import { mark } from './marks';
import { nextId } from './ids';
import { MapLegend } from './MapLegend';
import {
	decodeInSlices,
	placeLabel,
	pointPlaces,
	type PointPlaces,
} from './places';
import { PlaceList } from './PlaceList';
import { PointMap } from './PointMap';
import { takePlaces } from './prefetch';
import { yieldToMain } from './yield';
import { ProviderMap } from './ProviderMap';

export interface MapAppProps {
	/** The page-level values of specification §3.2. */
	values: MapPageValues;
	/** URL of the compact places when they are too many to be inlined. */
	source?: string | null;
	tiles: TileSettings;
	height: number;
	/** Accessible name of the map. */
	label: string;
	/** The place of a single-point map, when it is a provider. */
	point?: Pick< Place, 'name' | 'adress' > | null;
	/** Level of the list's heading. */
	headingLevel?: number;
}

/** The list while none is loaded: one array, so that a render changes nothing downstream. */
const NO_PLACES: Place[] = [];

type Load = { state: 'ready' } | { state: 'loading' } | { state: 'failed' };

function SkipLink( { target }: { target: string } ): JSX.Element {
	return (
		<a className="acces-map__skip" href={ `#${ target }` }>
			{ __( 'Skip the map', 'acces-tourisme' ) }
		</a>
	);
}

function coordinate( value: number ): string {
	return value.toLocaleString( 'fr-FR', { maximumFractionDigits: 5 } );
}

export function MapApp( {
	values,
	source = null,
	tiles,
	height,
	label,
	point = null,
	headingLevel = 2,
}: MapAppProps ): JSX.Element | null {
	// One state, so that the places and the end of loading make one render (React 17 renders
	// each update of a promise callback on its own).
	const [ { places, load }, setData ] = useState< {
		places: Place[] | null;
		load: Load;
	} >( {
		places: values.places,
		load: { state: source && ! values.places ? 'loading' : 'ready' },
	} );
	const setLoad = useCallback(
		( next: Load ) => setData( ( data ) => ( { ...data, load: next } ) ),
		[]
	);
	const [ afterId ] = useState( () => nextId( 'acces-map-after' ) );
	const [ points, setPoints ] = useState< PointPlaces | null >( null );
	// Set with the places, in the same render (no render of its own).
	const inRowOrder = useRef< Place[] | null >( null );

	const fetchPlaces = useCallback( () => {
		if ( ! source ) {
			return;
		}
		setLoad( { state: 'loading' } );
		takePlaces( source )
			.then( async ( data ) => {
				mark( 'acces-map:fetched' );
				// Parsing the places took a task: the next steps get tasks of their own.
				await yieldToMain();
				// The cluster index is built from the points while the places are read,
				// and the clusters in view are drawn from it before the list is ready.
				setPoints( pointPlaces( data ) );
				await yieldToMain();
				return decodeInSlices( data );
			} )
			.then( ( decoded ) => {
				mark( 'acces-map:decoded' );
				inRowOrder.current = decoded.inRowOrder;
				setData( {
					places: decoded.places,
					load: { state: 'ready' },
				} );
			} )
			.catch( ( error ) => {
				// eslint-disable-next-line no-console
				console.error( 'Error fetching map places:', error );
				setLoad( { state: 'failed' } );
			} );
	}, [ source, setLoad ] );

	useEffect( () => {
		if ( source && ! values.places ) {
			fetchPlaces();
		}
	}, [ source, values.places, fetchPlaces ] );

	const form = decideForm( {
		places: values.places,
		deferred: !! source,
		latitude: values.latitude,
		longitude: values.longitude,
	} );

	if ( form === 'none' ) {
		return null;
	}

	if ( form === 'point' ) {
		const lat = values.latitude as number;
		const lng = values.longitude as number;
		return (
			<div className="acces-map-app acces-map-app--point">
				<SkipLink target={ afterId } />
				<PointMap
					lat={ lat }
					lng={ lng }
					tiles={ tiles }
					height={ height }
					label={ label }
				/>
				<p
					id={ afterId }
					tabIndex={ -1 }
					className="acces-map-app__location"
				>
					{ point && point.name
						? sprintf(
								/* translators: 1: a place's name and commune, 2: latitude, 3: longitude. */
								__(
									'%1$s: latitude %2$s, longitude %3$s.',
									'acces-tourisme'
								),
								placeLabel( point ),
								coordinate( lat ),
								coordinate( lng )
						  )
						: sprintf(
								/* translators: 1: latitude, 2: longitude. */
								__(
									'Location: latitude %1$s, longitude %2$s.',
									'acces-tourisme'
								),
								coordinate( lat ),
								coordinate( lng )
						  ) }
				</p>
			</div>
		);
	}

	const shown = places ?? NO_PLACES;
	return (
		<div className="acces-map-app acces-map-app--list">
			<SkipLink target={ afterId } />
			<ProviderMap
				places={ shown }
				iconBase={ values.iconBase }
				tiles={ tiles }
				height={ height }
				label={ label }
				center={ values.defaultCenter }
				expectMany={ load.state === 'loading' }
				points={ points }
				inPointOrder={ inRowOrder.current }
			/>
			<MapLegend places={ shown } iconBase={ values.iconBase } />
			{ load.state === 'failed' && (
				<div className="acces-map-app__error" role="alert">
					<p>
						{ __(
							'The places of the map could not be loaded.',
							'acces-tourisme'
						) }
					</p>
					<button type="button" onClick={ fetchPlaces }>
						{ __( 'Try again', 'acces-tourisme' ) }
					</button>
				</div>
			) }
			<PlaceList
				places={ shown }
				id={ afterId }
				headingLevel={ headingLevel }
				busy={ load.state === 'loading' }
			/>
		</div>
	);
}
