/**
 * The cluster index of a large map, started before the map exists: the map script starts a
 * cluster worker as it runs (startWorkerEarly()), and the places, fetched meanwhile
 * (prefetch.ts), go to it as soon as they are parsed (indexEarly()). The worker builds the
 * index while the page's apps mount; the map's layer then takes that worker and its index
 * (MarkerLayer.prepare() and preload()) instead of starting its own.
 */
import type { ClusterIndex } from './clusterIndex';
import type { ClusterWorker } from './clusterWorker';
import { CLUSTER_THRESHOLD } from './constants';
import type { PointPlaces } from './places';

/** The worker started early, until a map's layer takes it. */
let spare: Promise< ClusterWorker | null > | null = null;

/** The early index of each reading of places: its worker, and its generation once built. */
const loads = new WeakMap< PointPlaces, EarlyLoad >();

/** An early index: in the worker (its generation once built), and on the main thread. */
export interface EarlyLoad {
	worker: Promise< ClusterWorker | null >;
	ready: Promise< number | null >;
	/**
	 * The same index built on the main thread in small slices: a worker takes a few hundred
	 * milliseconds to start while the page loads, so the first clusters come from whichever
	 * is ready first (the same clusters either way).
	 */
	main: Promise< ClusterIndex | null >;
}

/** Starts a cluster worker now, where the browser can (the map script, for large maps). */
export function startWorkerEarly(): void {
	if ( spare || typeof Worker !== 'function' ) {
		return;
	}
	spare = import( /* webpackMode: "eager" */ './clusterWorker' )
		.then( ( { ClusterWorker: Cluster } ) => new Cluster() )
		.catch( () => null );
}

/**
 * Sends the points of these places to the early worker (a copy: the page keeps its own).
 * @param read The places' points (pointPlaces()).
 */
export function indexEarly( read: PointPlaces ): void {
	const worker = spare;
	if (
		! worker ||
		loads.has( read ) ||
		read.points.length / 2 <= CLUSTER_THRESHOLD
	) {
		return;
	}
	const ready = worker.then( ( w ) =>
		w && w.usable
			? w
					.loadCoordinates( new Float64Array( read.points ) )
					.catch( () => null )
			: null
	);
	const main = import(
		/* webpackChunkName: "map/cluster" */ './clusterIndex'
	)
		.then( ( { createPointIndex } ) =>
			createPointIndex( new Float64Array( read.points ), read.placeAt )
		)
		.catch( () => null );
	loads.set( read, { worker, ready, main } );
}

/**
 * The early worker, for the first layer that asks (null when there is none or it is taken).
 */
export function takeSpareWorker(): Promise< ClusterWorker | null > | null {
	const worker = spare;
	spare = null;
	return worker;
}

/**
 * The early index of these places, if indexEarly() started one.
 * @param read The places' points (pointPlaces()).
 */
export function earlyLoad( read: PointPlaces ): EarlyLoad | null {
	return loads.get( read ) ?? null;
}
