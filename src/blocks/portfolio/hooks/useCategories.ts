/**
 * One category list of the filter header: fetched once, on mount, only when the list is shown
 * (PRODUCT.md §3). A failed fetch logs 'Error fetching portfolio categories:' and leaves the
 * list empty.
 */
import { useEffect, useState } from '@wordpress/element';
import { fetchCategories } from '../api';
import type { PortfolioCategory } from '../types';

export interface CategoryList {
	list: PortfolioCategory[];
	/** Answered or failed (from the start for a list that is not shown). */
	settled: boolean;
}

export function useCategories( url: string, enabled: boolean ): CategoryList {
	const [ state, setState ] = useState< CategoryList >( {
		list: [],
		settled: ! enabled,
	} );
	useEffect( () => {
		if ( ! enabled ) {
			return undefined;
		}
		let live = true;
		fetchCategories( url ).then(
			( list ) => live && setState( { list, settled: true } ),
			( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.error( 'Error fetching portfolio categories:', error );
				if ( live ) {
					setState( { list: [], settled: true } );
				}
			}
		);
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return state;
}
