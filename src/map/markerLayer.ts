/**
 * The markers of a list map. Only what is inside the current view is in the DOM (so markers
 * and clusters out of view leave the tab order), in reading order (north to south, then west
 * to east). Up to CLUSTER_THRESHOLD places each place is a marker; beyond, places cluster
 * (the cluster index is loaded on demand).
 */
import * as L from 'leaflet';
import type { Place } from '../shared/types';
import type { ViewItem } from './clusterIndex';
import type { ClusterWorker } from './clusterWorker';
import {
	CLUSTER_THRESHOLD,
	ICON_ANCHOR,
	ICON_SIZE,
	POPUP_ANCHOR,
} from './constants';
import { shiftElement, spreadTargets } from './declutter';
import { clusterMarker, placeMarker } from './markers';
import { earlyLoad, takeSpareWorker } from './earlyIndex';
import { iconUrls, markerType, type PointPlaces } from './places';

export interface MarkerLayerOptions {
	iconBase: string;
	/** A place's marker was activated (click, Enter or Space). */
	onPlace: ( place: Place, marker: HTMLElement ) => void;
	/** A cluster was activated: the layer zooms in, then calls this. */
	onCluster?: ( count: number ) => void;
	clusterThreshold?: number;
}

type Items = ViewItem[] | Promise< ViewItem[] | null >;

/** What the layer asks of an index: plain (in-thread) or the cluster worker's (async). */
interface Index {
	items: ( bbox: [ number, number, number, number ], zoom: number ) => Items;
	expansionZoom?: (
		clusterId: number
	) => number | null | Promise< number | null >;
}

/**
 * Every place in the bounding box, unclustered.
 * @param places The places.
 */
function plainIndex( places: Place[] ): Index {
	return {
		items: ( [ west, south, east, north ] ) =>
			places
				.filter(
					( p ) =>
						p.lat >= south &&
						p.lat <= north &&
						p.lng >= west &&
						p.lng <= east
				)
				.map( ( place ) => ( {
					kind: 'place',
					lat: place.lat,
					lng: place.lng,
					place,
				} ) ),
	};
}

/**
 * The first of these that resolves with an index; null when none does.
 * @param indexes Indexes on their way (null: none).
 */
function firstOf(
	indexes: Array< Promise< Index | null > >
): Promise< Index | null > {
	return new Promise( ( resolve ) => {
		let left = indexes.length;
		for ( const index of indexes ) {
			index.then(
				( found ) => {
					left--;
					if ( found ) {
						resolve( found );
					} else if ( left === 0 ) {
						resolve( null );
					}
				},
				() => {
					left--;
					if ( left === 0 ) {
						resolve( null );
					}
				}
			);
		}
	} );
}

/**
 * A place keeps its marker (by id) from one list to the next; a cluster keeps its marker
 * while it stays the same (position and count), whatever index produced it.
 * @param item A place or a cluster.
 */
function keyOf( item: ViewItem ): string {
	return item.kind === 'place'
		? `p${ item.place.id }`
		: `c${ item.lat.toFixed( 6 ) },${ item.lng.toFixed( 6 ) },${
				item.count
		  }`;
}

interface Entry {
	marker: L.Marker;
	/** The latest item drawn by this marker (a cluster's id changes with its index). */
	item: ViewItem;
}

/** How the cluster index is built: in a worker, or in slices on the main thread. */
export type ClusterMode = 'worker' | 'main';

export class MarkerLayer {
	private readonly map: L.Map;
	private readonly options: MarkerLayerOptions;
	private readonly markers = new Map< string, Entry >();
	private readonly icons = new Map< string, L.Icon >();
	private index: Index = plainIndex( [] );
	private drawnIndex: Index | null = null;
	private generation = 0;
	private updates = 0;
	private worker: ClusterWorker | null | undefined = undefined;
	private starting: Promise< void > | null = null;
	private mode: ClusterMode | null = null;
	private preloaded: {
		count: number;
		ready: Promise< number | null >;
		placeAt?: ( index: number ) => Place | undefined;
		/** The same index built on the main thread (earlyIndex.ts), if started. */
		main?: Promise< Index | null >;
	} | null = null;
	private readonly onMove = () => {
		this.update();
	};

	constructor( map: L.Map, options: MarkerLayerOptions ) {
		this.map = map;
		this.options = options;
		map.on( 'moveend', this.onMove );
	}

	/**
	 * Replaces the places; resolves once the markers in view are drawn. Markers that stay
	 * (same place, same cluster) are kept; only what changed is added or removed.
	 * @param places       The places.
	 * @param inPointOrder The same places in the order of the points given to preload().
	 */
	async setPlaces(
		places: Place[],
		inPointOrder: Place[] | null = null
	): Promise< void > {
		const generation = ++this.generation;
		const threshold = this.options.clusterThreshold ?? CLUSTER_THRESHOLD;
		const index =
			places.length > threshold
				? await this.clusterIndex( places, inPointOrder )
				: plainIndex( places );
		if ( ! index || generation !== this.generation ) {
			return;
		}
		this.index = index;
		// A move during an asynchronous update may have superseded it: draw until this
		// index is the one drawn (or a newer list came).
		for ( let i = 0; i < 3 && this.drawnIndex !== index; i++ ) {
			await this.update();
			if ( generation !== this.generation ) {
				return;
			}
		}
	}

	/**
	 * Starts the cluster worker now (many places are on their way): its script loads while
	 * the places are fetched. Harmless where no worker can start.
	 */
	prepare(): Promise< void > {
		if ( ! this.starting ) {
			this.starting = ( async () => {
				if ( typeof Worker !== 'function' ) {
					return;
				}
				// The worker the map script started early, if no other map took it.
				const spare = takeSpareWorker();
				const adopted = spare ? await spare : null;
				if ( adopted && this.worker === undefined ) {
					this.worker = adopted;
					return;
				}
				try {
					const { ClusterWorker } = await import(
						/* webpackMode: "eager" */ './clusterWorker'
					);
					if ( this.worker === undefined ) {
						this.worker = new ClusterWorker();
					}
				} catch ( e ) {
					this.worker = null;
				}
			} )();
		}
		return this.starting;
	}

	/**
	 * Starts the cluster index of many places from their points alone, while the places are
	 * still being read on the main thread: setPlaces() then uses it when given the places in
	 * the order of these points (and the same number of them). With `placeAt`, the view can be
	 * drawn from it before that (drawPreloaded()). Returns false when the points are too few
	 * to cluster (nothing is started). When the map script already sent these points to the
	 * worker this layer took (earlyIndex.ts), that index is used.
	 * @param read The points (their buffer may be handed over to the worker) and their places.
	 */
	preload( read: PointPlaces ): boolean {
		const coords = read.points;
		const threshold = this.options.clusterThreshold ?? CLUSTER_THRESHOLD;
		if ( coords.length / 2 <= threshold ) {
			return false;
		}
		const count = coords.length / 2;
		const send = () =>
			this.worker && this.worker.usable
				? this.worker.loadCoordinates( coords ).catch( () => null )
				: null;
		const early = earlyLoad( read );
		let ready: Promise< number | null >;
		if ( early ) {
			ready = this.prepare().then( async () => {
				const worker = await early.worker;
				const generation = await early.ready;
				return worker &&
					worker === this.worker &&
					worker.usable &&
					generation !== null
					? generation
					: send();
			} );
		} else {
			// Sent now when the worker is there already (prepare()), so that it starts at once.
			ready =
				this.worker !== undefined
					? Promise.resolve( send() )
					: this.prepare().then( send );
		}
		const placeAt = read.placeAt;
		this.preloaded = { count, ready, placeAt, main: early?.main };
		return true;
	}

	/**
	 * Draws the view from the preloaded points (their places read on demand), before
	 * setPlaces() is given every place: clusters show while the list is still being read.
	 * Resolves true once drawn; false when there is nothing to draw this way (no points with
	 * places, no worker) or a list was given meanwhile.
	 */
	async drawPreloaded(): Promise< boolean > {
		const preloaded = this.preloaded;
		if ( ! preloaded || ! preloaded.placeAt ) {
			return false;
		}
		const generation = this.generation;
		const placeAt = preloaded.placeAt;
		const fromWorker = preloaded.ready.then( ( loaded ) =>
			loaded !== null && this.worker
				? this.worker.indexFor( loaded, placeAt )
				: null
		);
		const index = await firstOf(
			preloaded.main ? [ fromWorker, preloaded.main ] : [ fromWorker ]
		);
		if (
			! index ||
			generation !== this.generation ||
			this.preloaded !== preloaded
		) {
			return false;
		}
		this.index = index;
		await this.update();
		return this.drawnIndex === index;
	}

	/** How the current cluster index was built, if there is one. */
	clusterMode(): ClusterMode | null {
		return this.mode;
	}

	/**
	 * The cluster index of many places: in a worker where the browser can start one,
	 * otherwise in slices on the main thread. Null when a newer list came meanwhile.
	 * @param places       The places.
	 * @param inPointOrder The same places in the order of the points given to preload().
	 */
	private async clusterIndex(
		places: Place[],
		inPointOrder: Place[] | null
	): Promise< Index | null > {
		const preloaded = this.preloaded;
		this.preloaded = null;
		if (
			preloaded &&
			inPointOrder &&
			inPointOrder.length === preloaded.count
		) {
			const loaded = await preloaded.ready;
			const index =
				loaded !== null && this.worker
					? this.worker.indexFor( loaded, inPointOrder )
					: null;
			if ( index ) {
				this.mode = 'worker';
				return index;
			}
		}
		await this.prepare();
		if ( this.worker && this.worker.usable ) {
			try {
				const index = await this.worker.load( places );
				if ( index ) {
					this.mode = 'worker';
				}
				return index;
			} catch ( e ) {
				// The worker failed: build the index here instead.
			}
		}
		const generation = this.generation;
		const { createClusterIndex } = await import(
			/* webpackChunkName: "map/cluster" */ './clusterIndex'
		);
		const index = await createClusterIndex( places );
		if ( generation !== this.generation ) {
			return null;
		}
		this.mode = 'main';
		return index;
	}

	/**
	 * The marker element of a place, when it is drawn.
	 * @param placeId
	 */
	elementFor( placeId: number ): HTMLElement | null {
		const entry = this.markers.get( `p${ placeId }` );
		return entry ? entry.marker.getElement() ?? null : null;
	}

	/** How many markers and clusters are in the DOM. */
	size(): number {
		return this.markers.size;
	}

	/** Draws what is in view, removes the rest; resolves once drawn (or superseded). */
	update(): Promise< void > {
		const size = this.map.getSize();
		if ( size.x === 0 || size.y === 0 ) {
			return Promise.resolve();
		}
		const bounds = this.map.getBounds();
		const index = this.index;
		const sequence = ++this.updates;
		const found = index.items(
			[
				Math.max( -180, bounds.getWest() ),
				Math.max( -90, bounds.getSouth() ),
				Math.min( 180, bounds.getEast() ),
				Math.min( 90, bounds.getNorth() ),
			],
			this.map.getZoom()
		);
		if ( Array.isArray( found ) ) {
			this.draw( found, index );
			return Promise.resolve();
		}
		return found.then( ( items ) => {
			if ( items && sequence === this.updates && index === this.index ) {
				this.draw( items, index );
			}
		} );
	}

	/**
	 * Puts these items in the DOM, in reading order, and removes the others.
	 * @param found The items in view.
	 * @param index The index they come from.
	 */
	private draw( found: ViewItem[], index: Index ): void {
		const items = found.sort( ( a, b ) => b.lat - a.lat || a.lng - b.lng );
		const wanted = new Set( items.map( keyOf ) );
		this.markers.forEach( ( entry, key ) => {
			if ( ! wanted.has( key ) ) {
				entry.marker.remove();
				this.markers.delete( key );
			}
		} );
		const doc = this.map.getContainer().ownerDocument;
		const focused = doc.activeElement as HTMLElement | null;
		let previous: HTMLElement | null = null;
		for ( const item of items ) {
			const key = keyOf( item );
			let entry = this.markers.get( key );
			if ( entry ) {
				entry.item = item;
			} else {
				entry = this.create( item );
				this.markers.set( key, entry );
				entry.marker.addTo( this.map );
			}
			// Keep the DOM (and so the tab order) in reading order.
			const element = entry.marker.getElement();
			if ( element && element.parentNode ) {
				const expected: ChildNode | null = previous
					? previous.nextSibling
					: element.parentNode.firstChild;
				if ( expected !== element ) {
					element.parentNode.insertBefore( element, expected );
				}
				previous = element;
			}
		}
		this.spread( items );
		this.drawnIndex = index;
		if ( focused && focused !== doc.activeElement && focused.isConnected ) {
			focused.focus( { preventScroll: true } );
		}
	}

	/**
	 * Nudges markers that would cover each other (see declutter.ts).
	 * @param items What is drawn, in drawing order.
	 */
	private spread( items: ViewItem[] ): void {
		const shifts = spreadTargets(
			items.map( ( item ) =>
				this.map.latLngToLayerPoint( [ item.lat, item.lng ] )
			)
		);
		items.forEach( ( item, i ) => {
			const element = this.markers
				.get( keyOf( item ) )
				?.marker.getElement();
			if ( ! element ) {
				return;
			}
			shiftElement( element, shifts[ i ] );
		} );
	}

	/** Removes every marker and stops following the map. */
	destroy(): void {
		this.generation++;
		this.updates++;
		this.markers.forEach( ( entry ) => entry.marker.remove() );
		this.markers.clear();
		this.map.off( 'moveend', this.onMove );
		this.worker?.terminate();
		this.worker = null;
	}

	private icon( type: string ): L.Icon {
		const key = markerType( type );
		let icon = this.icons.get( key );
		if ( ! icon ) {
			const urls = iconUrls( this.options.iconBase, key );
			icon = L.icon( {
				iconUrl: urls.url,
				iconRetinaUrl: urls.retinaUrl,
				iconSize: ICON_SIZE,
				iconAnchor: ICON_ANCHOR,
				popupAnchor: POPUP_ANCHOR,
				className: 'acces-map-marker',
			} );
			this.icons.set( key, icon );
		}
		return icon;
	}

	private create( item: ViewItem ): Entry {
		if ( item.kind === 'place' ) {
			const { place } = item;
			return {
				item,
				marker: placeMarker(
					place,
					this.icon( place.type ),
					( element ) => this.options.onPlace( place, element )
				),
			};
		}
		const entry: Entry = {
			item,
			marker: clusterMarker( item, () => this.expand( entry ) ),
		};
		return entry;
	}

	/**
	 * Zooms to where a cluster splits (one level more if the index cannot tell).
	 * @param entry The cluster's marker and its latest item.
	 */
	private async expand( entry: Entry ): Promise< void > {
		const item = entry.item;
		if ( item.kind !== 'cluster' ) {
			return;
		}
		const index = this.index;
		const zoom =
			( index.expansionZoom
				? await index.expansionZoom( item.id )
				: null ) ?? this.map.getZoom() + 1;
		this.map.setView(
			[ item.lat, item.lng ],
			Math.min( zoom, this.map.getMaxZoom() ),
			{ animate: false }
		);
		this.options.onCluster?.( item.count );
	}
}
