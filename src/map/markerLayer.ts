/**
 * The markers of a list map. Only what is inside the current view is in the DOM (so markers
 * and clusters out of view leave the tab order), in reading order (north to south, then west
 * to east). Up to CLUSTER_THRESHOLD places each place is a marker; beyond, places cluster
 * (the cluster index is loaded on demand).
 */
import * as L from 'leaflet';
import type { Place } from '../shared/types';
import type { ClusterIndex, ViewItem } from './clusterIndex';
import {
	CLUSTER_THRESHOLD,
	ICON_ANCHOR,
	ICON_SIZE,
	POPUP_ANCHOR,
} from './constants';
import { shiftElement, spreadTargets } from './declutter';
import { clusterMarker, placeMarker } from './markers';
import { iconUrls, markerType } from './places';

export interface MarkerLayerOptions {
	iconBase: string;
	/** A place's marker was activated (click, Enter or Space). */
	onPlace: ( place: Place, marker: HTMLElement ) => void;
	/** A cluster was activated: the layer zooms in, then calls this. */
	onCluster?: ( count: number ) => void;
	clusterThreshold?: number;
}

type Index = Pick< ClusterIndex, 'items' > &
	Partial< Pick< ClusterIndex, 'expansionZoom' > >;

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

function keyOf( item: ViewItem ): string {
	return item.kind === 'place' ? `p${ item.place.id }` : `c${ item.id }`;
}

export class MarkerLayer {
	private readonly map: L.Map;
	private readonly options: MarkerLayerOptions;
	private readonly markers = new Map< string, L.Marker >();
	private readonly icons = new Map< string, L.Icon >();
	private index: Index = plainIndex( [] );
	private generation = 0;
	private readonly onMove = () => this.update();

	constructor( map: L.Map, options: MarkerLayerOptions ) {
		this.map = map;
		this.options = options;
		map.on( 'moveend', this.onMove );
	}

	/**
	 * Replaces the places; resolves once the markers in view are drawn.
	 * @param places The places.
	 */
	async setPlaces( places: Place[] ): Promise< void > {
		const generation = ++this.generation;
		const threshold = this.options.clusterThreshold ?? CLUSTER_THRESHOLD;
		let index: Index;
		if ( places.length > threshold ) {
			const { createClusterIndex } = await import(
				/* webpackChunkName: "map/cluster" */ './clusterIndex'
			);
			index = await createClusterIndex( places );
		} else {
			index = plainIndex( places );
		}
		if ( generation !== this.generation ) {
			return;
		}
		this.index = index;
		this.clear();
		this.update();
	}

	/**
	 * The marker element of a place, when it is drawn.
	 * @param placeId
	 */
	elementFor( placeId: number ): HTMLElement | null {
		const marker = this.markers.get( `p${ placeId }` );
		return marker ? marker.getElement() ?? null : null;
	}

	/** How many markers and clusters are in the DOM. */
	size(): number {
		return this.markers.size;
	}

	/** Draws what is in view, removes the rest. */
	update(): void {
		const size = this.map.getSize();
		if ( size.x === 0 || size.y === 0 ) {
			return;
		}
		const bounds = this.map.getBounds();
		const items = this.index
			.items(
				[
					Math.max( -180, bounds.getWest() ),
					Math.max( -90, bounds.getSouth() ),
					Math.min( 180, bounds.getEast() ),
					Math.min( 90, bounds.getNorth() ),
				],
				this.map.getZoom()
			)
			.sort( ( a, b ) => b.lat - a.lat || a.lng - b.lng );
		const wanted = new Set( items.map( keyOf ) );
		this.markers.forEach( ( marker, key ) => {
			if ( ! wanted.has( key ) ) {
				marker.remove();
				this.markers.delete( key );
			}
		} );
		const doc = this.map.getContainer().ownerDocument;
		const focused = doc.activeElement as HTMLElement | null;
		let previous: HTMLElement | null = null;
		for ( const item of items ) {
			const key = keyOf( item );
			let marker = this.markers.get( key );
			if ( ! marker ) {
				marker = this.create( item );
				this.markers.set( key, marker );
				marker.addTo( this.map );
			}
			// Keep the DOM (and so the tab order) in reading order.
			const element = marker.getElement();
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
			const element = this.markers.get( keyOf( item ) )?.getElement();
			if ( ! element ) {
				return;
			}
			shiftElement( element, shifts[ i ] );
		} );
	}

	/** Removes every marker and stops following the map. */
	destroy(): void {
		this.generation++;
		this.clear();
		this.map.off( 'moveend', this.onMove );
	}

	private clear(): void {
		this.markers.forEach( ( marker ) => marker.remove() );
		this.markers.clear();
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

	private create( item: ViewItem ): L.Marker {
		if ( item.kind === 'place' ) {
			const { place } = item;
			return placeMarker( place, this.icon( place.type ), ( element ) =>
				this.options.onPlace( place, element )
			);
		}
		const { count, id } = item;
		return clusterMarker( item, () => {
			const zoom = this.index.expansionZoom
				? this.index.expansionZoom( id )
				: this.map.getZoom() + 1;
			this.map.setView(
				[ item.lat, item.lng ],
				Math.min( zoom, this.map.getMaxZoom() ),
				{ animate: false }
			);
			this.options.onCluster?.( count );
		} );
	}
}
