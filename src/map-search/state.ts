/**
 * The search state: three filters (OR within a filter, AND across filters, empty = no
 * restriction) and a sort order.
 */

export type FilterKey = 'categorie' | 'commune' | 'acces';
export type SortKey = 'nom' | 'commune';

export const FILTER_KEYS: readonly FilterKey[] = [
	'categorie',
	'commune',
	'acces',
];
export const SORT_KEYS: readonly SortKey[] = [ 'nom', 'commune' ];
export const DEFAULT_SORT: SortKey = 'nom';

export interface SearchState {
	categorie: string[];
	commune: string[];
	acces: string[];
	tri: SortKey;
}

/** The values each filter accepts, in display order. */
export type AllowedValues = Record< FilterKey, readonly string[] >;

export function emptyState(): SearchState {
	return { categorie: [], commune: [], acces: [], tri: DEFAULT_SORT };
}

export function sameState( a: SearchState, b: SearchState ): boolean {
	return (
		a.tri === b.tri &&
		FILTER_KEYS.every(
			( key ) =>
				a[ key ].length === b[ key ].length &&
				a[ key ].every( ( v, i ) => v === b[ key ][ i ] )
		)
	);
}

/**
 * Keeps the allowed values only, once each, in the allowed order. Matching is exact, then
 * case- and accent-insensitive (a hand-typed "montauban" is "Montauban").
 * @param values
 * @param allowed
 */
export function normaliseValues(
	values: readonly string[],
	allowed: readonly string[]
): string[] {
	const fold = ( s: string ) =>
		s
			.normalize( 'NFD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.toLowerCase()
			.trim();
	const wanted = new Set< string >();
	const folded = new Set< string >();
	for ( const v of values ) {
		wanted.add( v );
		folded.add( fold( v ) );
	}
	return allowed.filter(
		( value ) => wanted.has( value ) || folded.has( fold( value ) )
	);
}
