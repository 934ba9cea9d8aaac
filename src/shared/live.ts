/**
 * The text of a live region (`role="status"`) that says what the visitor's last action did.
 *
 * A screen reader reads a live region when its text changes: a message equal to the one
 * already shown (the same choice confirmed twice, "Normal size" pressed again) would be
 * silent. Such a message is taken out first and written again after a short pause; any
 * other message is written at once.
 */
import { useCallback, useEffect, useRef, useState } from './element';

/** The pause between taking a repeated message out and writing it again (ms). */
export const REPEAT_DELAY = 100;

/**
 * @return The region's text, and the function that says a message.
 */
export function useLiveMessage(): [ string, ( message: string ) => void ] {
	const [ text, setText ] = useState( '' );
	const shown = useRef( '' );
	const timer = useRef< number >();
	useEffect( () => () => window.clearTimeout( timer.current ), [] );
	const say = useCallback( ( message: string ) => {
		window.clearTimeout( timer.current );
		if ( message !== shown.current ) {
			shown.current = message;
			setText( message );
			return;
		}
		setText( '' );
		timer.current = window.setTimeout(
			() => setText( message ),
			REPEAT_DELAY
		);
	}, [] );
	return [ text, say ];
}
