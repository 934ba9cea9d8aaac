/**
 * The image between the bar and the caption: both lie over the screen's edges (the bar at the
 * top, or down the right side of a short landscape screen; the caption at the bottom), and
 * their sizes change with the text size (the toolbar's 200 % wraps the bar onto more rows),
 * the screen and each image's caption. The bar's height and width and the caption's height go
 * to the container as `--acces-lightbox-top`, `--acces-lightbox-side` and
 * `--acces-lightbox-bottom`, which lightbox.scss uses to place the images and the arrows in
 * the room they leave.
 */

/**
 * Follows the sizes of `bar` and `caption` on `container` until the returned function is
 * called. A ResizeObserver reports before the first paint of the open dialog, so the image is
 * never drawn under the bar first.
 * @param container The element that holds the bar, the images and the caption.
 * @param bar       The controls' bar.
 * @param caption   The caption, at the bottom (hidden when an image has no text).
 */
export function followBars(
	container: HTMLElement,
	bar: HTMLElement,
	caption: HTMLElement
): () => void {
	if ( typeof ResizeObserver === 'undefined' ) {
		return () => undefined;
	}
	const set = ( name: string, px: number ) =>
		container.style.setProperty( name, `${ Math.ceil( px ) }px` );
	const observer = new ResizeObserver( () => {
		const box = bar.getBoundingClientRect();
		set( '--acces-lightbox-top', box.height );
		set( '--acces-lightbox-side', box.width );
		set(
			'--acces-lightbox-bottom',
			caption.getBoundingClientRect().height
		);
	} );
	observer.observe( bar );
	observer.observe( caption );
	// The heights stay set: the dialog fades out with its image where it was.
	return () => observer.disconnect();
}
