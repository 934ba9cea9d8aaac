/**
 * When the app may replace the placeholder of its first page (issue 6: no layout shift). The
 * header, the grid and Load More take its place in one frame once the first page has answered
 * (or failed) and so have the category lists shown; a list that comes later would make the
 * header grow above cards already painted. The lists are waited for at most LISTS_WAIT after
 * the items. Once true, it stays true: later loads (filters, Load More) show the spinner as
 * before.
 */
import { useEffect, useState } from '@wordpress/element';

/** How long the first page waits for the category lists once its items are in (ms). */
export const LISTS_WAIT = 2000;

/**
 * @param itemsSettled The first page has answered or failed.
 * @param listsSettled Every category list shown has answered or failed.
 */
export function useFirstPageShown(
	itemsSettled: boolean,
	listsSettled: boolean
): boolean {
	const [ shown, setShown ] = useState( false );
	const [ waited, setWaited ] = useState( false );
	if ( ! shown && itemsSettled && ( listsSettled || waited ) ) {
		// Set while rendering: React renders again at once, before committing anything.
		setShown( true );
	}
	useEffect( () => {
		if ( shown || ! itemsSettled ) {
			return undefined;
		}
		const timer = window.setTimeout( () => setWaited( true ), LISTS_WAIT );
		return () => window.clearTimeout( timer );
	}, [ shown, itemsSettled ] );
	return shown;
}
