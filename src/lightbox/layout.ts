/**
 * The image between the bar and the caption: both lie over the top and the bottom of the
 * screen, and their heights change with the text size (the toolbar's 200 % wraps the bar onto
 * two or three rows), the screen's width and each image's caption. Their heights go to the
 * container as `--acces-lightbox-top` and `--acces-lightbox-bottom`, which lightbox.scss uses
 * to place the images and the arrows in the room between them.
 */

/**
 * Follows the heights of `bar` and `caption` on `container` until the returned function is
 * called. A ResizeObserver reports before the first paint of the open dialog, so the image is
 * never drawn under the bar first.
 * @param container The element that holds the bar, the images and the caption.
 * @param bar       The controls' bar, at the top.
 * @param caption   The caption, at the bottom (hidden when an image has no text).
 */
export function followBarHeights(
	container: HTMLElement,
	bar: HTMLElement,
	caption: HTMLElement
): () => void {
	if ( typeof ResizeObserver === 'undefined' ) {
		return () => undefined;
	}
	const set = ( name: string, element: HTMLElement ) =>
		container.style.setProperty(
			name,
			`${ Math.ceil( element.getBoundingClientRect().height ) }px`
		);
	const observer = new ResizeObserver( () => {
		set( '--acces-lightbox-top', bar );
		set( '--acces-lightbox-bottom', caption );
	} );
	observer.observe( bar );
	observer.observe( caption );
	// The heights stay set: the dialog fades out with its image where it was.
	return () => observer.disconnect();
}
