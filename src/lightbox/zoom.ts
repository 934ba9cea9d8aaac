/**
 * Zoom: the image shown at twice its fitted size (or its own size, if larger) in a scrollable
 * region that takes the focus (its arrow keys scroll it instead of changing images).
 */
import { __ } from '@wordpress/i18n';

/**
 * Turns the zoom on or off for the image shown.
 * @param modal  The dialog.
 * @param media  The current slide's media element.
 * @param zoomed Whether to zoom.
 */
export function markZoom(
	modal: HTMLElement,
	media: Element | null,
	zoomed: boolean
): void {
	modal.classList.toggle( 'acces-lightbox--zoomed', zoomed );
	modal.querySelectorAll( '.acces-lightbox__zoom' ).forEach( ( region ) => {
		region.classList.remove( 'acces-lightbox__zoom' );
		region.removeAttribute( 'tabindex' );
		region.removeAttribute( 'role' );
		region.removeAttribute( 'aria-label' );
		region.querySelector( 'img' )?.style.removeProperty( 'width' );
	} );
	if ( zoomed && media ) {
		const img = media.querySelector( 'img' );
		if ( img ) {
			const fitted = img.getBoundingClientRect().width;
			const width = Math.max(
				img.naturalWidth,
				Math.round( fitted * 2 )
			);
			img.style.setProperty( 'width', `${ width }px`, 'important' );
		}
		media.classList.add( 'acces-lightbox__zoom' );
		media.setAttribute( 'tabindex', '0' );
		media.setAttribute( 'role', 'region' );
		media.setAttribute(
			'aria-label',
			__(
				'Enlarged image: scroll it with the arrow keys',
				'acces-tourisme'
			)
		);
	}
}
