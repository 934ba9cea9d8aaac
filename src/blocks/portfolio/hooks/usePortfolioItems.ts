/**
 * The list state of specification §4.1: a filter change (or a change of the configured id
 * lists) clears the list and the total, resets the page to 1 and fetches page 1; Load More
 * fetches the next page and appends it; the total comes from X-WP-Total after each reset.
 * After a failed fetch the spinner goes, the loaded items stay and Load More can retry.
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
}

export interface ListQuery {
	apiUrl: string;
	perPage: number;
	category: Selection;
	otherCategory: Selection;
	categoryIds: number[];
	otherCategoryIds: number[];
	tagIds: number[];
}

const EMPTY: ListState = {
	items: [],
	total: null,
	page: 0,
	loading: true,
	failed: false,
};

export function usePortfolioItems( query: ListQuery ): {
	state: ListState;
	loadMore: () => void;
	canLoadMore: boolean;
} {
	const [ state, setState ] = useState< ListState >( EMPTY );
	const generation = useRef( 0 );
	const queryRef = useRef( query );
	queryRef.current = query;
	const pageRef = useRef( 0 );

	const load = useCallback( ( page: number, reset: boolean ) => {
		if ( reset ) {
			generation.current++;
			pageRef.current = 0;
		}
		const current = generation.current;
		const q = queryRef.current;
		setState( ( s ) =>
			reset ? { ...EMPTY } : { ...s, loading: true, failed: false }
		);
		const itemsQuery: ItemsQuery = {
			perPage: q.perPage,
			page,
			category: q.category,
			otherCategory: q.otherCategory,
			categoryIds: q.categoryIds,
			otherCategoryIds: q.otherCategoryIds,
			tagIds: q.tagIds,
		};
		fetchItems( q.apiUrl, itemsQuery ).then(
			( result ) => {
				if ( current !== generation.current ) {
					return;
				}
				pageRef.current = page;
				setState( ( s ) => ( {
					items:
						page === 1
							? result.items
							: [ ...s.items, ...result.items ],
					total:
						page === 1 || s.total === null ? result.total : s.total,
					page,
					loading: false,
					failed: false,
				} ) );
			},
			( error: unknown ) => {
				if ( current !== generation.current ) {
					return;
				}
				// eslint-disable-next-line no-console
				console.error( 'Error fetching data:', error );
				setState( ( s ) => ( { ...s, loading: false, failed: true } ) );
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
	].join( '|' );

	useEffect( () => {
		load( 1, true );
	}, [ key, load ] );

	const loadMore = useCallback( () => {
		load( pageRef.current + 1, false );
	}, [ load ] );

	const canLoadMore =
		! state.loading &&
		( state.failed ||
			( state.total !== null && state.items.length < state.total ) );

	return { state, loadMore, canLoadMore };
}
