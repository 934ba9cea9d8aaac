/**
 * A polite live region that tells what each load brought: how many items are shown, how many a
 * search found, or that the load failed. The first page is not announced (it is the page's
 * content). The region is emptied before each message, so that the same message said twice
 * (two failures in a row) is read twice.
 */
import { createElement, useEffect, useRef, useState } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';

/** How long the search field waits after the last key before searching (ms). */
export const SEARCH_DELAY = 400;

/** The pause between emptying the live region and writing the next message (ms). */
export const ANNOUNCE_DELAY = 100;

export function countMessage( {
	loaded,
	total,
	page,
	search,
}: {
	loaded: number;
	total: number;
	page: number;
	search: string;
} ): string {
	if ( search !== '' && page === 1 ) {
		return sprintf(
			/* translators: %d: number of items found. */
			_n( '%d item found.', '%d items found.', total, 'acces-tourisme' ),
			total
		);
	}
	return sprintf(
		/* translators: 1: number of items shown, 2: number of items in all. */
		_n(
			'%1$d item shown out of %2$d.',
			'%1$d items shown out of %2$d.',
			loaded,
			'acces-tourisme'
		),
		loaded,
		total
	);
}

/**
 * The live region's text.
 * @param settled How many loads have ended: each one says its message.
 * @param message The message of the last load that ended.
 * @param failed  That load failed (a failed first page is announced too).
 */
export function useAnnouncement(
	settled: number,
	message: string,
	failed: boolean
): string {
	const [ text, setText ] = useState( '' );
	const first = useRef( true );
	useEffect( () => {
		if ( settled === 0 ) {
			return undefined;
		}
		const isFirst = first.current;
		first.current = false;
		if ( isFirst && ! failed ) {
			// The first page is not announced: it is the page's content.
			return undefined;
		}
		setText( '' );
		const timer = window.setTimeout(
			() => setText( message ),
			ANNOUNCE_DELAY
		);
		return () => window.clearTimeout( timer );
		// Only a load that ends says something (the message changes with it).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ settled ] );
	return text;
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
