/**
 * Filtering 10,000 places within the budget: the indexes are built once (category, commune
 * and disability families as small integers, both sort orders precomputed), so that each
 * filter change is one O(n) pass with no sorting and no string comparison.
 */
/* eslint-disable no-bitwise -- disability families are bits of one byte per place. */
import type { Place } from '../shared/types';
import type { SearchState, SortKey } from './state';

export interface PlaceIndex {
	readonly places: readonly Place[];
	/** Per place: its category's number, -1 when none. */
	readonly category: Int32Array;
	/** Per place: its commune's number. */
	readonly commune: Int32Array;
	/** Per place: its disability families as bits. */
	readonly families: Uint8Array;
	/** Place positions in each sort order. */
	readonly order: Record< SortKey, Uint32Array >;
	readonly categoryIds: ReadonlyMap< string, number >;
	readonly communeIds: ReadonlyMap< string, number >;
	readonly familyBits: ReadonlyMap< string, number >;
}

const FAMILIES = [ 'moteur', 'visuel', 'auditif', 'mental' ];

function idsOf( values: Iterable< string > ): Map< string, number > {
	const ids = new Map< string, number >();
	for ( const value of values ) {
		if ( ! ids.has( value ) ) {
			ids.set( value, ids.size );
		}
	}
	return ids;
}

/**
 * A French sort key: accents and case folded, punctuation (hyphens, apostrophes) as spaces.
 * @param text
 */
export function sortKey( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /œ/g, 'oe' )
		.replace( /æ/g, 'ae' )
		.replace( /[^a-z0-9]+/g, ' ' )
		.trim();
}

function compare( a: string, b: string ): number {
	if ( a < b ) {
		return -1;
	}
	return a > b ? 1 : 0;
}

/**
 * Builds the index (once per data set).
 * @param places
 */
export function buildIndex( places: readonly Place[] ): PlaceIndex {
	const n = places.length;
	const categoryIds = idsOf(
		places.map( ( p ) => p.category ).filter( Boolean )
	);
	const communeIds = idsOf( places.map( ( p ) => p.commune ) );
	const familyBits = new Map( FAMILIES.map( ( f, i ) => [ f, 1 << i ] ) );
	const category = new Int32Array( n );
	const commune = new Int32Array( n );
	const families = new Uint8Array( n );
	for ( let i = 0; i < n; i++ ) {
		const place = places[ i ];
		category[ i ] = place.category
			? categoryIds.get( place.category ) ?? -1
			: -1;
		commune[ i ] = communeIds.get( place.commune ) ?? -1;
		let bits = 0;
		for ( const family of place.disabilities ?? [] ) {
			bits |= familyBits.get( family ) ?? 0;
		}
		families[ i ] = bits;
	}
	// Sort keys computed once per place (accents and case folded), compared as plain strings.
	const nameKey = places.map( ( p ) => sortKey( p.name ) );
	const communeKey = places.map( ( p ) => sortKey( p.commune ) );
	const positions = Array.from( { length: n }, ( _v, i ) => i );
	const byName = [ ...positions ].sort(
		( a, b ) =>
			compare( nameKey[ a ], nameKey[ b ] ) ||
			compare( communeKey[ a ], communeKey[ b ] ) ||
			a - b
	);
	const byCommune = [ ...positions ].sort(
		( a, b ) =>
			compare( communeKey[ a ], communeKey[ b ] ) ||
			compare( nameKey[ a ], nameKey[ b ] ) ||
			a - b
	);
	return {
		places,
		category,
		commune,
		families,
		order: {
			nom: Uint32Array.from( byName ),
			commune: Uint32Array.from( byCommune ),
		},
		categoryIds,
		communeIds,
		familyBits,
	};
}

function selection(
	values: readonly string[],
	ids: ReadonlyMap< string, number >
): Uint8Array | null {
	if ( ! values.length ) {
		return null;
	}
	const chosen = new Uint8Array( ids.size + 1 );
	for ( const value of values ) {
		const id = ids.get( value );
		if ( id !== undefined ) {
			chosen[ id ] = 1;
		}
	}
	return chosen;
}

/**
 * The places matching the state, in its sort order: OR within a filter, AND across filters,
 * an empty filter restricts nothing. One pass over the places.
 * @param index
 * @param state
 */
export function filterPlaces( index: PlaceIndex, state: SearchState ): Place[] {
	const categories = selection( state.categorie, index.categoryIds );
	const communes = selection( state.commune, index.communeIds );
	let familyMask = 0;
	for ( const family of state.acces ) {
		familyMask |= index.familyBits.get( family ) ?? 0;
	}
	const anyFamily = state.acces.length > 0;
	const order = index.order[ state.tri ] ?? index.order.nom;
	const out: Place[] = [];
	for ( let k = 0; k < order.length; k++ ) {
		const i = order[ k ];
		if (
			categories &&
			( index.category[ i ] < 0 || ! categories[ index.category[ i ] ] )
		) {
			continue;
		}
		if (
			communes &&
			( index.commune[ i ] < 0 || ! communes[ index.commune[ i ] ] )
		) {
			continue;
		}
		if ( anyFamily && ( index.families[ i ] & familyMask ) === 0 ) {
			continue;
		}
		out.push( index.places[ i ] );
	}
	return out;
}
