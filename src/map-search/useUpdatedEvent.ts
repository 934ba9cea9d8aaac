/**
 * Dispatches `acces:search-updated` ({ detail: { count } }) on the document once an update of
 * the results is drawn: the list is committed by React, and the map's markers are drawn when
 * the map marks its canvas with data-acces-places (ProviderMap does after each setPlaces).
 * The event then waits for the next frame to be painted.
 */
import { useEffect, useRef } from '@wordpress/element';
import type { Place } from '../shared/types';

export const UPDATED_EVENT = 'acces:search-updated';
/** If the map never reports (no map, an error), the event still comes after this delay. */
const MAP_TIMEOUT_MS = 2000;

function afterPaint( callback: () => void ): () => void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const frame = window.requestAnimationFrame( () => {
		timer = setTimeout( callback, 0 );
	} );
	return () => {
		window.cancelAnimationFrame( frame );
		clearTimeout( timer );
	};
}

export function useUpdatedEvent( results: Place[], ready: boolean ) {
	const container = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( ! ready ) {
			return undefined;
		}
		const count = results.length;
		let cancelPaint: ( () => void ) | undefined;
		let done = false;
		const dispatch = () => {
			if ( done ) {
				return;
			}
			done = true;
			observer?.disconnect();
			clearTimeout( fallback );
			cancelPaint = afterPaint( () =>
				document.dispatchEvent(
					new CustomEvent( UPDATED_EVENT, { detail: { count } } )
				)
			);
		};
		const canvas = container.current?.querySelector( '.acces-map__canvas' );
		const observer =
			canvas && typeof MutationObserver !== 'undefined'
				? new MutationObserver( ( records ) => {
						if (
							records.some(
								( r ) => r.attributeName === 'data-acces-places'
							)
						) {
							dispatch();
						}
				  } )
				: null;
		observer?.observe( canvas as Element, {
			attributes: true,
			attributeFilter: [ 'data-acces-places' ],
		} );
		const fallback = setTimeout( dispatch, observer ? MAP_TIMEOUT_MS : 0 );
		return () => {
			done = true;
			observer?.disconnect();
			clearTimeout( fallback );
			cancelPaint?.();
		};
	}, [ results, ready ] );

	return container;
}
