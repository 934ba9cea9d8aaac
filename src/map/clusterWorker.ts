/**
 * The page's side of the cluster worker (cluster.worker.ts): one worker per large map, which
 * builds the index of each new list of places off the main thread and answers the map's
 * questions (what is in this view, where does this cluster split) asynchronously.
 *
 * Loaded only by maps with more than CLUSTER_THRESHOLD places, through a dynamic import, and
 * only where `Worker` exists (never in Jest, whose jsdom has none: this module's
 * `import.meta` is webpack's). If the worker cannot start or fails (a CDN on another origin,
 * a Content-Security-Policy without worker-src), the map builds the index in slices on the
 * main thread instead (clusterIndex.ts).
 */
import type { Place } from '../shared/types';
import type { ViewItem } from './clusterIndex';

export interface AsyncIndex {
	items: (
		bbox: [ number, number, number, number ],
		zoom: number
	) => Promise< ViewItem[] | null >;
	expansionZoom: ( clusterId: number ) => Promise< number | null >;
}

type Pending = ( data: Record< string, unknown > | null ) => void;

export class ClusterWorker {
	private readonly worker: Worker;
	private generation = 0;
	private query = 0;
	private readonly pending = new Map< number, Pending >();
	private loading: {
		generation: number;
		resolve: ( ok: boolean ) => void;
	} | null = null;
	private broken = false;

	constructor() {
		this.worker = new Worker(
			/* webpackChunkName: "map/cluster-worker" */
			new URL( './cluster.worker.ts', import.meta.url )
		);
		this.worker.onmessage = ( event: MessageEvent ) =>
			this.receive( event.data );
		this.worker.onerror = () => this.fail();
		this.worker.onmessageerror = () => this.fail();
	}

	/** False once the worker has failed: use the main-thread index instead. */
	get usable(): boolean {
		return ! this.broken;
	}

	/**
	 * Sends a new list of places to index; resolves with its index, or null when a newer
	 * list was sent meanwhile. Rejects if the worker fails.
	 * @param places The places.
	 */
	load( places: Place[] ): Promise< AsyncIndex | null > {
		const coords = new Float64Array( places.length * 2 );
		places.forEach( ( place, i ) => {
			coords[ 2 * i ] = place.lng;
			coords[ 2 * i + 1 ] = place.lat;
		} );
		return this.loadCoordinates( coords ).then( ( generation ) =>
			generation === null ? null : this.indexFor( generation, places )
		);
	}

	/**
	 * Starts building the index of these points (lng, lat pairs; the buffer is handed over to
	 * the worker) before the places themselves are read. Resolves with the index's generation
	 * once built, or null when a newer load superseded it.
	 * @param coords The points, in the order of the places that indexFor() will be given.
	 */
	loadCoordinates( coords: Float64Array ): Promise< number | null > {
		const generation = ++this.generation;
		this.loading?.resolve( false );
		return new Promise( ( resolve, reject ) => {
			if ( this.broken ) {
				reject( new Error( 'The cluster worker failed.' ) );
				return;
			}
			this.loading = {
				generation,
				resolve: ( ok ) => {
					if ( this.broken ) {
						reject( new Error( 'The cluster worker failed.' ) );
					} else {
						resolve( ok ? generation : null );
					}
				},
			};
			this.worker.postMessage( { type: 'load', generation, coords }, [
				coords.buffer,
			] );
		} );
	}

	/**
	 * The index of a load, answering with these places (in the order of its points), or with
	 * the place of each point as `placeAt` reads it; null when a newer load replaced it.
	 * @param generation The load's generation.
	 * @param places     The places, in the order of the points loaded, or the place of a point.
	 */
	indexFor(
		generation: number,
		places: Place[] | ( ( index: number ) => Place | undefined )
	): AsyncIndex | null {
		return generation === this.generation
			? this.index( generation, places )
			: null;
	}

	terminate(): void {
		this.broken = true;
		this.worker.terminate();
		this.flush();
	}

	private index(
		generation: number,
		places: Place[] | ( ( index: number ) => Place | undefined )
	): AsyncIndex {
		const placeAt =
			typeof places === 'function'
				? places
				: ( i: number ): Place | undefined => places[ i ];
		return {
			items: async ( bbox, zoom ) => {
				const answer = await this.ask( generation, {
					type: 'items',
					bbox,
					zoom,
				} );
				if ( ! answer ) {
					return null;
				}
				const rows = answer.rows as Float64Array;
				const out: ViewItem[] = [];
				for ( let n = 0; n < rows.length; n += 5 ) {
					if ( rows[ n ] === 1 ) {
						out.push( {
							kind: 'cluster',
							lat: rows[ n + 1 ],
							lng: rows[ n + 2 ],
							id: rows[ n + 3 ],
							count: rows[ n + 4 ],
						} );
					} else {
						const place = placeAt( rows[ n + 3 ] );
						if ( place ) {
							out.push( {
								kind: 'place',
								lat: place.lat,
								lng: place.lng,
								place,
							} );
						}
					}
				}
				return out;
			},
			expansionZoom: async ( id ) => {
				const answer = await this.ask( generation, {
					type: 'expansion',
					id,
				} );
				const zoom = answer ? Number( answer.zoom ) : -1;
				return zoom >= 0 ? zoom : null;
			},
		};
	}

	private ask(
		generation: number,
		message: Record< string, unknown >
	): Promise< Record< string, unknown > | null > {
		if ( this.broken || generation !== this.generation ) {
			return Promise.resolve( null );
		}
		const query = ++this.query;
		return new Promise( ( resolve ) => {
			this.pending.set( query, ( data ) =>
				resolve( data && data.generation === generation ? data : null )
			);
			this.worker.postMessage( { ...message, generation, query } );
		} );
	}

	private receive( data: Record< string, unknown > ): void {
		if ( ! data ) {
			return;
		}
		if ( data.type === 'loaded' ) {
			if ( this.loading && this.loading.generation === data.generation ) {
				const { resolve } = this.loading;
				this.loading = null;
				resolve( true );
			}
			return;
		}
		const done = this.pending.get( Number( data.query ) );
		if ( done ) {
			this.pending.delete( Number( data.query ) );
			done( data );
		}
	}

	private fail(): void {
		if ( this.broken ) {
			return;
		}
		this.broken = true;
		this.worker.terminate();
		this.flush();
	}

	private flush(): void {
		const loading = this.loading;
		this.loading = null;
		loading?.resolve( false );
		this.pending.forEach( ( done ) => done( null ) );
		this.pending.clear();
	}
}
