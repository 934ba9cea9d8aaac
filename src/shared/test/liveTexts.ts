/**
 * Records the successive texts of a live region, as a screen reader sees them change (one
 * entry for each batch of DOM changes). Stop it with `disconnect()`.
 *
 * @param region The live region.
 * @return The texts seen so far, and the function that stops recording.
 */
export function liveTexts( region: HTMLElement ): {
	texts: string[];
	disconnect: () => void;
} {
	const texts: string[] = [];
	const observer = new MutationObserver( () =>
		texts.push( region.textContent ?? '' )
	);
	observer.observe( region, {
		childList: true,
		characterData: true,
		subtree: true,
	} );
	return { texts, disconnect: () => observer.disconnect() };
}
