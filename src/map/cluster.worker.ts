/**
 * The cluster index in a Web Worker (bundled by webpack from clusterWorker.ts): building the
 * supercluster index of 10,000 places costs tens of milliseconds, which must not run on the
 * page's main thread at every filter change. Protocol (see clusterWorker.ts):
 * - { type: 'load', generation, coords: Float64Array [ lng0, lat0, lng1, lat1, … ] }
 *   → { type: 'loaded', generation };
 * - { type: 'items', generation, query, bbox, zoom }
 *   → { type: 'items', generation, query, rows: Float64Array } with five numbers per item:
 *   kind (0 place, 1 cluster), lat, lng, the place's position in the list or the cluster's
 *   id, the cluster's count;
 * - { type: 'expansion', generation, query, id } → { type: 'expansion', generation, query, zoom }.
 * Every answer carries the generation of the index that produced it, so that the page can
 * ignore answers about a list it no longer shows.
 */
import Supercluster from 'supercluster';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './constants';

type Props = { i: number };

interface Scope {
	onmessage: ( ( event: MessageEvent ) => void ) | null;
	postMessage: ( message: unknown, transfer?: Transferable[] ) => void;
}

const scope = self as unknown as Scope;
let index: Supercluster< Props, Record< string, never > > | null = null;
let generation = 0;

function load( coords: Float64Array ): void {
	const features: Supercluster.PointFeature< Props >[] = [];
	for ( let i = 0; i < coords.length / 2; i++ ) {
		features.push( {
			type: 'Feature',
			geometry: {
				type: 'Point',
				coordinates: [ coords[ 2 * i ], coords[ 2 * i + 1 ] ],
			},
			properties: { i },
		} );
	}
	index = new Supercluster< Props, Record< string, never > >( {
		radius: CLUSTER_RADIUS,
		maxZoom: CLUSTER_MAX_ZOOM,
		minZoom: 0,
	} ).load( features );
}

function items(
	bbox: [ number, number, number, number ],
	zoom: number
): Float64Array {
	const found = index ? index.getClusters( bbox, Math.round( zoom ) ) : [];
	const rows = new Float64Array( found.length * 5 );
	found.forEach( ( feature, n ) => {
		const [ lng, lat ] = feature.geometry.coordinates;
		const props = feature.properties as Partial<
			Supercluster.ClusterProperties & Props
		>;
		rows.set(
			props.cluster
				? [
						1,
						lat,
						lng,
						Number( props.cluster_id ),
						Number( props.point_count ),
				  ]
				: [ 0, lat, lng, Number( props.i ), 1 ],
			n * 5
		);
	} );
	return rows;
}

scope.onmessage = ( event: MessageEvent ) => {
	const data = event.data || {};
	if ( data.type === 'load' ) {
		generation = data.generation;
		load( data.coords );
		scope.postMessage( { type: 'loaded', generation } );
	} else if ( data.type === 'items' ) {
		const rows = items( data.bbox, data.zoom );
		scope.postMessage(
			{ type: 'items', generation, query: data.query, rows },
			[ rows.buffer ]
		);
	} else if ( data.type === 'expansion' ) {
		let zoom = -1;
		try {
			zoom = index ? index.getClusterExpansionZoom( data.id ) : -1;
		} catch ( e ) {
			// A cluster of an older index: the page zooms in by one level.
		}
		scope.postMessage( {
			type: 'expansion',
			generation,
			query: data.query,
			zoom,
		} );
	}
};
