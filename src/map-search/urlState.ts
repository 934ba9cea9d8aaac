/**
 * The search state in the URL query, so that a result can be shared and the back button
 * works: `?categorie=hotels,restauration&commune=Montauban&acces=moteur&tri=commune`.
 *
 * Reading also accepts the no-JavaScript form's shape (`categorie[]=hotels&categorie[]=…`);
 * unknown values are ignored (and listed by ignoredValues(), for the page to say so). Writing keeps every other parameter of the page's URL (such as
 * `page_id` with plain permalinks) and drops the server list's page number (`pg`).
 */
import {
	DEFAULT_SORT,
	FILTER_KEYS,
	SORT_KEYS,
	normaliseValues,
	type AllowedValues,
	type FilterKey,
	type SearchState,
	type SortKey,
} from './state';

/** The server-rendered list's page parameter. */
export const PAGE_PARAM = 'pg';

function readList( params: URLSearchParams, key: string ): string[] {
	const out: string[] = [];
	for ( const raw of [
		...params.getAll( key ),
		...params.getAll( `${ key }[]` ),
	] ) {
		for ( const part of raw.split( ',' ) ) {
			const value = part.trim();
			if ( value ) {
				out.push( value );
			}
		}
	}
	return out;
}

/**
 * The state a query string describes.
 * @param search  `location.search` (with or without '?').
 * @param allowed The values each filter accepts.
 */
export function parseSearch(
	search: string,
	allowed: AllowedValues
): SearchState {
	let params: URLSearchParams;
	try {
		params = new URLSearchParams( search );
	} catch {
		params = new URLSearchParams();
	}
	const tri = params.get( 'tri' ) ?? '';
	return {
		categorie: normaliseValues(
			readList( params, 'categorie' ),
			allowed.categorie
		),
		commune: normaliseValues(
			readList( params, 'commune' ),
			allowed.commune
		),
		acces: normaliseValues( readList( params, 'acces' ), allowed.acces ),
		tri: ( SORT_KEYS as readonly string[] ).includes( tri )
			? ( tri as SortKey )
			: DEFAULT_SORT,
	};
}

/** A value of the query string that no option has: [ filter, value as written ]. */
export type IgnoredValue = [ FilterKey, string ];

/**
 * The values of a query string that no option has (parseSearch drops them), once each, in the
 * query's order: the page says so, so that a shared link with a typo does not pass for a
 * filtered search.
 * @param search  `location.search` (with or without '?').
 * @param allowed The values each filter accepts.
 */
export function ignoredValues(
	search: string,
	allowed: AllowedValues
): IgnoredValue[] {
	let params: URLSearchParams;
	try {
		params = new URLSearchParams( search );
	} catch {
		return [];
	}
	const out: IgnoredValue[] = [];
	for ( const key of FILTER_KEYS ) {
		for ( const value of new Set( readList( params, key ) ) ) {
			if ( ! normaliseValues( [ value ], allowed[ key ] ).length ) {
				out.push( [ key, value ] );
			}
		}
	}
	return out;
}

/**
 * A value in a query string: percent-encoded, but commas stay the list separator.
 * @param value
 */
function encodeValue( value: string ): string {
	return encodeURIComponent( value ).replace( /%20/g, '+' );
}

/**
 * The query string (with '?', or '' when empty) for a state, keeping the other parameters of
 * `currentSearch`.
 * @param state
 * @param currentSearch
 */
export function toSearch( state: SearchState, currentSearch = '' ): string {
	const kept: string[] = [];
	const ours = new Set< string >( [ 'tri', PAGE_PARAM ] );
	for ( const key of FILTER_KEYS ) {
		ours.add( key );
		ours.add( `${ key }[]` );
	}
	const current = currentSearch.replace( /^\?/, '' );
	for ( const pair of current ? current.split( '&' ) : [] ) {
		if ( ! pair ) {
			continue;
		}
		const rawKey = pair.split( '=' )[ 0 ];
		let key = rawKey;
		try {
			key = decodeURIComponent( rawKey.replace( /\+/g, ' ' ) );
		} catch {
			// Keep a malformed key as it is.
		}
		if ( ! ours.has( key ) ) {
			kept.push( pair );
		}
	}
	const added: string[] = [];
	for ( const key of FILTER_KEYS ) {
		if ( state[ key ].length ) {
			added.push(
				`${ key }=${ state[ key ].map( encodeValue ).join( ',' ) }`
			);
		}
	}
	if ( state.tri !== DEFAULT_SORT ) {
		added.push( `tri=${ state.tri }` );
	}
	const all = [ ...kept, ...added ];
	return all.length ? `?${ all.join( '&' ) }` : '';
}
