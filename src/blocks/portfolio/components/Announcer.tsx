/**
 * A polite live region that tells how many items are shown, after each load and after a
 * search settles.
 */
import { createElement, useEffect, useRef, useState } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';

export const SEARCH_DELAY = 600;

export function useAnnouncement( {
	shown,
	loaded,
	total,
	loading,
	searching,
}: {
	shown: number;
	loaded: number;
	total: number | null;
	loading: boolean;
	searching: boolean;
} ): string {
	const [ message, setMessage ] = useState( '' );
	const first = useRef( true );
	useEffect( () => {
		if ( loading || total === null ) {
			return undefined;
		}
		if ( first.current ) {
			// The first page is not announced: it is the page's content.
			first.current = false;
			return undefined;
		}
		const count = searching ? shown : loaded;
		const text = searching
			? sprintf(
					/* translators: %d: number of items found. */
					_n(
						'%d item found.',
						'%d items found.',
						count,
						'acces-tourisme'
					),
					count
			  )
			: sprintf(
					/* translators: 1: number of items shown, 2: number of items in all. */
					_n(
						'%1$d item shown out of %2$d.',
						'%1$d items shown out of %2$d.',
						count,
						'acces-tourisme'
					),
					count,
					total
			  );
		const timer = window.setTimeout(
			() => setMessage( text ),
			searching ? SEARCH_DELAY : 0
		);
		return () => window.clearTimeout( timer );
	}, [ shown, loaded, total, loading, searching ] );
	return message;
}

export function Announcer( { message }: { message: string } ) {
	return (
		<div
			className="screen-reader-text acces-portfolio__status"
			aria-live="polite"
			aria-atomic="true"
		>
			{ message }
		</div>
	);
}
