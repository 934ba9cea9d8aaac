/**
 * The places of a large map are requested as soon as the map script runs (before the page's
 * DOMContentLoaded and the apps' first renders), and parsed as soon as they arrive, so that
 * they are ready (and their cluster index on its way, earlyIndex.ts) while the page gets
 * ready; the map then takes them instead of starting its own request.
 */
import type { CompactPlaces } from './places';

const requested = new Map< string, Promise< CompactPlaces > >();

/**
 * Fetches and parses the compact places of a map-places route; rejects when the route does not
 * answer with them. The map and the map search both read their places through it.
 * @param url The map-places route.
 */
export function request( url: string ): Promise< CompactPlaces > {
	return window
		.fetch( url, {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		} )
		.then( ( response ) => {
			if ( ! response.ok ) {
				throw new Error( `HTTP ${ response.status }` );
			}
			return response.json() as Promise< CompactPlaces >;
		} );
}

/**
 * Starts fetching `url` now, once (a second call for the same URL does nothing until
 * takePlaces() has taken it).
 * @param url    The map-places route.
 * @param onData Called with the places once parsed.
 */
export function prefetchPlaces(
	url: string,
	onData?: ( data: CompactPlaces ) => void
): void {
	if ( ! requested.has( url ) && typeof window.fetch === 'function' ) {
		const data = request( url ).then( ( places ) => {
			onData?.( places );
			return places;
		} );
		// Taken or not, a failure here is the map's to report (takePlaces()).
		data.catch( () => undefined );
		requested.set( url, data );
	}
}

/**
 * The places of `url`, parsed: those prefetchPlaces() requested, taken once, or a new
 * request. Rejects when the route does not answer with them.
 * @param url The map-places route.
 */
export function takePlaces( url: string ): Promise< CompactPlaces > {
	const data = requested.get( url );
	if ( data ) {
		requested.delete( url );
		return data;
	}
	return request( url );
}

/**
 * The route of a map wrapper whose places are fetched, read from its JSON attribute without
 * parsing the rest; null for a wrapper with inline places or malformed JSON.
 * @param el A map wrapper.
 */
export function sourceOf( el: Element ): string | null {
	try {
		const data = JSON.parse( el.getAttribute( 'data-acces-map' ) ?? '' );
		return data &&
			typeof data.source === 'string' &&
			data.source &&
			! data.places
			? data.source
			: null;
	} catch ( e ) {
		return null;
	}
}
