/**
 * The cluster index of a large set of places (supercluster): loaded on demand, only by maps
 * with more than CLUSTER_THRESHOLD places, so that small maps never download it.
 */
import Supercluster from 'supercluster';
import type { Place } from '../shared/types';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './constants';
import { yieldToMain } from './yield';

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
type Index = Supercluster< Props, Record< string, never > >;

/** Supercluster 8's internals, used to build the index one zoom level at a time. */
interface Internals {
	points: unknown[];
	trees: unknown[];
	stride: number;
	_createTree: ( data: number[] ) => unknown;
	_cluster: ( tree: unknown, zoom: number ) => number[];
}

/**
 * Loads the index as supercluster's load() does, one zoom level per task, so that building
 * it for 10,000 places never blocks the page for long (no long task). Falls back to load()
 * if supercluster's internals are not the expected ones.
 * @param index    The index.
 * @param features The points.
 */
async function loadInSlices(
	index: Index,
	features: Supercluster.PointFeature< Props >[]
): Promise< void > {
	const inner = index as unknown as Internals;
	if (
		typeof inner._createTree !== 'function' ||
		typeof inner._cluster !== 'function' ||
		! Array.isArray( inner.trees ) ||
		inner.stride !== 6
	) {
		index.load( features );
		return;
	}
	inner.points = features;
	const data: number[] = [];
	features.forEach( ( feature, i ) => {
		const [ lng, lat ] = feature.geometry.coordinates;
		const sin = Math.sin( ( lat * Math.PI ) / 180 );
		const y =
			0.5 - ( 0.25 * Math.log( ( 1 + sin ) / ( 1 - sin ) ) ) / Math.PI;
		data.push(
			Math.fround( lng / 360 + 0.5 ),
			Math.fround( Math.min( 1, Math.max( 0, y ) ) ),
			Infinity,
			i,
			-1,
			1
		);
	} );
	await yieldToMain();
	let tree = ( inner.trees[ CLUSTER_MAX_ZOOM + 1 ] =
		inner._createTree( data ) );
	for ( let z = CLUSTER_MAX_ZOOM; z >= 0; z-- ) {
		await yieldToMain();
		tree = inner.trees[ z ] = inner._createTree(
			inner._cluster( tree, z )
		);
	}
}

/**
 * Builds the index, in slices.
 * @param places The places.
 */
export function createClusterIndex( places: Place[] ): Promise< ClusterIndex > {
	const points = new Float64Array( places.length * 2 );
	places.forEach( ( place, i ) => {
		points[ 2 * i ] = place.lng;
		points[ 2 * i + 1 ] = place.lat;
	} );
	return createPointIndex( points, ( i ) => places[ i ] );
}

/**
 * Builds the index of points (lng, lat pairs), in slices; a place in view is asked of
 * `placeAt` by its point's index.
 * @param points  The points.
 * @param placeAt The place of the point at an index.
 */
export async function createPointIndex(
	points: Float64Array,
	placeAt: ( index: number ) => Place | undefined
): Promise< ClusterIndex > {
	const index: Index = new Supercluster< Props, Record< string, never > >( {
		radius: CLUSTER_RADIUS,
		maxZoom: CLUSTER_MAX_ZOOM,
		minZoom: 0,
	} );
	const features: Supercluster.PointFeature< Props >[] = [];
	for ( let i = 0; 2 * i + 1 < points.length; i++ ) {
		features.push( {
			type: 'Feature' as const,
			geometry: {
				type: 'Point' as const,
				coordinates: [ points[ 2 * i ], points[ 2 * i + 1 ] ],
			},
			properties: { i },
		} );
	}
	await loadInSlices( index, features );
	return {
		items( bbox, zoom ) {
			const out: ViewItem[] = [];
			for ( const feature of index.getClusters(
				bbox,
				Math.round( zoom )
			) ) {
				const [ lng, lat ] = feature.geometry.coordinates;
				const props = feature.properties as Partial< ClusterProps > &
					Partial< Props >;
				if ( props.cluster ) {
					out.push( {
						kind: 'cluster',
						lat,
						lng,
						id: Number( props.cluster_id ),
						count: Number( props.point_count ),
					} );
					continue;
				}
				const place = placeAt( Number( props.i ) );
				if ( place ) {
					out.push( {
						kind: 'place',
						lat: place.lat,
						lng: place.lng,
						place,
					} );
				}
			}
			return out;
		},
		expansionZoom( clusterId ) {
			return index.getClusterExpansionZoom( clusterId );
		},
	};
}
