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

/**
 * Keeps the gestures made on the enlarged image for the image itself. GLightbox's swipe (touch)
 * and drag (mouse) change images, which turned the zoom off: on a phone, most of an enlarged
 * photo could never be seen (an outside audit, WCAG 2.5.7). Now a finger scrolls it, as the
 * browser scrolls any box, and the mouse drags it; the previous and next buttons and the arrow
 * keys (outside the image) still change images.
 * @param modal The dialog.
 * @return The function that removes the listeners.
 */
export function keepZoomGestures( modal: HTMLElement ): () => void {
	const doc = modal.ownerDocument;
	let drag: {
		region: HTMLElement;
		x: number;
		y: number;
		left: number;
		top: number;
	} | null = null;
	let dragged = false;
	const regionOf = ( event: Event ) =>
		( event.target as Element ).closest?.< HTMLElement >(
			'.acces-lightbox__zoom'
		);
	const onTouch = ( event: Event ) => {
		if ( regionOf( event ) ) {
			event.stopPropagation();
		}
	};
	const onMove = ( event: MouseEvent ) => {
		if ( drag ) {
			const dx = event.clientX - drag.x;
			const dy = event.clientY - drag.y;
			dragged ||= Math.abs( dx ) + Math.abs( dy ) > 4;
			drag.region.scrollLeft = drag.left - dx;
			drag.region.scrollTop = drag.top - dy;
		}
	};
	const onUp = () => {
		drag?.region.classList.remove( 'is-dragged' );
		drag = null;
		doc.removeEventListener( 'mousemove', onMove );
		doc.removeEventListener( 'mouseup', onUp );
	};
	const onDown = ( event: MouseEvent ) => {
		const region = regionOf( event );
		dragged = false;
		if ( ! region ) {
			return;
		}
		event.stopPropagation();
		if ( event.button !== 0 ) {
			return;
		}
		// Neither the browser's drag of the image nor a selection; the focus as a click gives
		// it, so that the arrow keys scroll the image next.
		event.preventDefault();
		region.focus( { preventScroll: true } );
		region.classList.add( 'is-dragged' );
		drag = {
			region,
			x: event.clientX,
			y: event.clientY,
			left: region.scrollLeft,
			top: region.scrollTop,
		};
		doc.addEventListener( 'mousemove', onMove );
		doc.addEventListener( 'mouseup', onUp );
	};
	// The click that ends a drag is no click: released outside the image, it closed the viewer.
	// Heard on the whole document: released outside the window, the drag ends with a click on
	// the page's root, and the next click in the dialog, made with the keyboard too, was lost.
	const onClick = ( event: MouseEvent ) => {
		if ( dragged ) {
			dragged = false;
			if ( modal.contains( event.target as Node ) ) {
				event.stopImmediatePropagation();
			}
		}
	};
	const onKey = () => ( dragged = false );
	const touches = [ 'touchstart', 'touchmove', 'touchend', 'touchcancel' ];
	touches.forEach( ( type ) =>
		modal.addEventListener( type, onTouch, {
			capture: true,
			passive: true,
		} )
	);
	modal.addEventListener( 'mousedown', onDown, true );
	doc.addEventListener( 'click', onClick, true );
	doc.addEventListener( 'keydown', onKey, true );
	return () => {
		onUp();
		touches.forEach( ( type ) =>
			modal.removeEventListener( type, onTouch, true )
		);
		modal.removeEventListener( 'mousedown', onDown, true );
		doc.removeEventListener( 'click', onClick, true );
		doc.removeEventListener( 'keydown', onKey, true );
	};
}
