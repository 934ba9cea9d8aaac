/**
 * Whether motion should stop: the visitor's system asks for reduced motion, or the
 * accessibility toolbar's "stop animations" class is on the page. Shared by the slider, the
 * lightbox and the particle background (no UI strings here).
 */

/** The class the accessibility toolbar puts on the body to stop animations. */
export const STOP_ANIMATIONS_CLASS = 'acces-stop-animations';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery( win: Window ): MediaQueryList | null {
	return typeof win.matchMedia === 'function'
		? win.matchMedia( QUERY )
		: null;
}

/**
 * True when animations should not run.
 * @param win The window (tests).
 */
export function motionReduced( win: Window = window ): boolean {
	const doc = win.document;
	return (
		!! mediaQuery( win )?.matches ||
		!! doc.body?.classList.contains( STOP_ANIMATIONS_CLASS ) ||
		doc.documentElement.classList.contains( STOP_ANIMATIONS_CLASS )
	);
}

/**
 * Calls `callback` with the new value whenever it changes (system setting or toolbar class).
 * Returns a function that stops watching.
 * @param callback Receives true when motion must stop.
 * @param win      The window (tests).
 */
export function watchMotion(
	callback: ( reduced: boolean ) => void,
	win: Window = window
): () => void {
	let last = motionReduced( win );
	const check = () => {
		const now = motionReduced( win );
		if ( now !== last ) {
			last = now;
			callback( now );
		}
	};
	const query = mediaQuery( win );
	query?.addEventListener?.( 'change', check );
	let observer: MutationObserver | null = null;
	if ( typeof MutationObserver === 'function' ) {
		observer = new MutationObserver( check );
		const targets = [ win.document.documentElement, win.document.body ];
		targets
			.filter( ( el ): el is HTMLElement => !! el )
			.forEach(
				( el ) =>
					observer?.observe( el, {
						attributes: true,
						attributeFilter: [ 'class' ],
					} )
			);
	}
	return () => {
		query?.removeEventListener?.( 'change', check );
		observer?.disconnect();
	};
}
