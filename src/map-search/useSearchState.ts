/**
 * The search state, kept in the URL: each change is a new history entry (history.pushState),
 * and back/forward (popstate) restore the state of that entry. Also the values of the entry's
 * URL that no option has (until the visitor changes the search, which writes them out).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import {
	ignoredValues,
	parseSearch,
	toSearch,
	type IgnoredValue,
} from './urlState';
import { sameState, type AllowedValues, type SearchState } from './state';

export function useSearchState(
	allowed: AllowedValues
): [ SearchState, ( next: SearchState ) => void, IgnoredValue[] ] {
	const [ state, setState ] = useState< SearchState >( () =>
		parseSearch( window.location.search, allowed )
	);
	const [ ignored, setIgnored ] = useState< IgnoredValue[] >( () =>
		ignoredValues( window.location.search, allowed )
	);
	const current = useRef( state );
	current.current = state;

	useEffect( () => {
		const onPopState = () => {
			const next = parseSearch( window.location.search, allowed );
			setIgnored( ignoredValues( window.location.search, allowed ) );
			if ( ! sameState( current.current, next ) ) {
				setState( next );
			}
		};
		window.addEventListener( 'popstate', onPopState );
		return () => window.removeEventListener( 'popstate', onPopState );
	}, [ allowed ] );

	const update = useCallback( ( next: SearchState ) => {
		if ( sameState( current.current, next ) ) {
			return;
		}
		current.current = next;
		setState( next );
		setIgnored( [] );
		const { pathname, search, hash } = window.location;
		const nextSearch = toSearch( next, search );
		if ( nextSearch !== search ) {
			window.history.pushState(
				{ accesSearch: true },
				'',
				pathname + nextSearch + hash
			);
		}
	}, [] );

	return [ state, update, ignored ];
}
