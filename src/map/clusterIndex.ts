/**
 * The cluster index of a large set of places (supercluster): loaded on demand, only by maps
 * with more than CLUSTER_THRESHOLD places, so that small maps never download it.
 */
import Supercluster from 'supercluster';
import type { Place } from '../shared/types';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './constants';

/** What the map draws at one zoom: a place, or a cluster of several. */
export type ViewItem =
	| { kind: 'place'; lat: number; lng: number; place: Place }
	| {
			kind: 'cluster';
			lat: number;
			lng: number;
			id: number;
			count: number;
	  };

export interface ClusterIndex {
	/** Items whose position is inside [west, south, east, north] at this zoom. */
	items: (
		bbox: [ number, number, number, number ],
		zoom: number
	) => ViewItem[];
	/** The zoom at which a cluster splits. */
	expansionZoom: ( clusterId: number ) => number;
}

type Props = { i: number };
type ClusterProps = Supercluster.ClusterProperties;

/**
 * Builds the index.
 * @param places The places.
 */
export function createClusterIndex( places: Place[] ): ClusterIndex {
	const index = new Supercluster< Props, Record< string, never > >( {
		radius: CLUSTER_RADIUS,
		maxZoom: CLUSTER_MAX_ZOOM,
		minZoom: 0,
	} );
	index.load(
		places.map( ( place, i ) => ( {
			type: 'Feature' as const,
			geometry: {
				type: 'Point' as const,
				coordinates: [ place.lng, place.lat ],
			},
			properties: { i },
		} ) )
	);
	return {
		items( bbox, zoom ) {
			return index
				.getClusters( bbox, Math.round( zoom ) )
				.map( ( feature ): ViewItem => {
					const [ lng, lat ] = feature.geometry.coordinates;
					const props =
						feature.properties as Partial< ClusterProps > &
							Partial< Props >;
					if ( props.cluster ) {
						return {
							kind: 'cluster',
							lat,
							lng,
							id: Number( props.cluster_id ),
							count: Number( props.point_count ),
						};
					}
					const place = places[ Number( props.i ) ];
					return {
						kind: 'place',
						lat: place.lat,
						lng: place.lng,
						place,
					};
				} );
		},
		expansionZoom( clusterId ) {
			return index.getClusterExpansionZoom( clusterId );
		},
	};
}
