/**
 * The list state of specification §4.1: a filter or search change (or a change of the
 * configured id lists) clears the list and the total, resets the page to 1 and fetches page 1;
 * Load More fetches the next page of the same selection and search and appends it; the total
 * comes from X-WP-Total after each reset.
 *
 * After a failed fetch the spinner goes and the list shown before stays (after a failed reset,
 * the list of the previous selection comes back): `failed` is set, Load More is not offered
 * and retry() fetches again what failed (page 1 of the current selection, or the next page).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { fetchItems, type ItemsQuery } from '../api';
import type { PortfolioItem, Selection } from '../types';

export interface ListState {
	items: PortfolioItem[];
	/** null until the first page after a reset has answered. */
	total: number | null;
	/** The last page loaded (0: none). */
	page: number;
	loading: boolean;
	failed: boolean;
	/** The failed fetch was page 1 of a new selection (the list shown is the previous one). */
	failedReset: boolean;
	/** The search text that the items were loaded for ('' = none). */
	search: string;
	/** How many fetches have ended (answered or failed): each end may be announced. */
	settled: number;
}

export interface ListQuery {
	apiUrl: string;
	perPage: number;
	category: Selection;
	otherCategory: Selection;
	categoryIds: number[];
	otherCategoryIds: number[];
	tagIds: number[];
	/** The search text, already trimmed ('' = none). */
	search: string;
}

type Shown = Pick< ListState, 'items' | 'total' | 'page' | 'search' >;

const NOTHING: Shown = { items: [], total: null, page: 0, search: '' };

export function usePortfolioItems( query: ListQuery ): {
	state: ListState;
	loadMore: () => void;
	retry: () => void;
	canLoadMore: boolean;
} {
	const [ state, setState ] = useState< ListState >( {
		...NOTHING,
		loading: true,
		failed: false,
		failedReset: false,
		settled: 0,
	} );
	const generation = useRef( 0 );
	const queryRef = useRef( query );
	queryRef.current = query;
	const pageRef = useRef( 0 );
	// The last list that answered: what comes back when a reset fails.
	const shownRef = useRef< Shown >( NOTHING );

	const load = useCallback( ( page: number, reset: boolean ) => {
		if ( reset ) {
			generation.current++;
		}
		const current = generation.current;
		const q = queryRef.current;
		setState( ( s ) =>
			reset
				? {
						...s,
						...NOTHING,
						loading: true,
						failed: false,
						failedReset: false,
				  }
				: { ...s, loading: true, failed: false, failedReset: false }
		);
		const itemsQuery: ItemsQuery = {
			perPage: q.perPage,
			page,
			category: q.category,
			otherCategory: q.otherCategory,
			categoryIds: q.categoryIds,
			otherCategoryIds: q.otherCategoryIds,
			tagIds: q.tagIds,
			search: q.search,
		};
		fetchItems( q.apiUrl, itemsQuery ).then(
			( result ) => {
				if ( current !== generation.current ) {
					return;
				}
				pageRef.current = page;
				setState( ( s ) => {
					const shown: Shown = {
						items:
							page === 1
								? result.items
								: [ ...s.items, ...result.items ],
						total:
							page === 1 || s.total === null
								? result.total
								: s.total,
						page,
						search: q.search,
					};
					shownRef.current = shown;
					return {
						...shown,
						loading: false,
						failed: false,
						failedReset: false,
						settled: s.settled + 1,
					};
				} );
			},
			( error: unknown ) => {
				if ( current !== generation.current ) {
					return;
				}
				// eslint-disable-next-line no-console
				console.error( 'Error fetching data:', error );
				setState( ( s ) => ( {
					...( reset ? shownRef.current : s ),
					loading: false,
					failed: true,
					failedReset: reset,
					settled: s.settled + 1,
				} ) );
			}
		);
	}, [] );

	const key = [
		query.apiUrl,
		query.perPage,
		query.category,
		query.otherCategory,
		query.categoryIds.join( ',' ),
		query.otherCategoryIds.join( ',' ),
		query.tagIds.join( ',' ),
		query.search,
	].join( '|' );

	useEffect( () => {
		load( 1, true );
	}, [ key, load ] );

	const loadMore = useCallback( () => {
		load( pageRef.current + 1, false );
	}, [ load ] );

	const failedReset = state.failedReset;
	const retry = useCallback( () => {
		if ( failedReset ) {
			load( 1, true );
		} else {
			load( pageRef.current + 1, false );
		}
	}, [ load, failedReset ] );

	// After a failed Load More, Load More stays to retry (PRODUCT.md §3); after a failed
	// filter or search change, the error's own button retries that change.
	const canLoadMore =
		! state.loading &&
		! ( state.failed && state.failedReset ) &&
		state.total !== null &&
		state.items.length < state.total;

	return { state, loadMore, retry, canLoadMore };
}
