/**
 * Page helpers for the media features' front-end scripts (lightbox, slider, particles). They
 * are plain DOM code: importing src/shared/mount.tsx would make these scripts depend on
 * WordPress's React, which they do not use.
 */

/**
 * True on block-editor and admin screens, where front-end scripts stay inert.
 * @param doc The document.
 */
export function isEditorScreen( doc: Document = document ): boolean {
	const body = doc.body;
	return (
		!! body &&
		( body.classList.contains( 'block-editor-page' ) ||
			body.classList.contains( 'wp-admin' ) )
	);
}

/**
 * Runs `callback` once the DOM is ready, at once when it already is: for the lightbox, whose
 * click handler must be there before the first click. Start-up work that may wait a task or
 * two (a slider, the particles) goes through the shared queue instead (src/shared/ready.ts).
 * @param callback What to run.
 */
export function whenReady( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}

/**
 * Parses a JSON data attribute; null when it is missing or not valid JSON.
 * @param el        The element.
 * @param attribute The attribute's name.
 */
export function readJson( el: Element, attribute: string ): unknown {
	try {
		return JSON.parse( el.getAttribute( attribute ) ?? 'null' );
	} catch {
		return null;
	}
}
