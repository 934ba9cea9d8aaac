/**
 * The site-wide image lightbox. PHP enqueues it only on pages whose content links
 * to an image file (AccesTourisme\Media\LightboxLoader). A click (or Enter) on such a link
 * opens the lightbox on the link's group: its gallery, or its content area.
 */
import 'glightbox/dist/css/glightbox.css';

import { isEditorScreen } from '../media-common/page';
import { Lightbox } from './dialog';
import { isImageLink } from './match';
import { readData } from './settings';
import { groupLinks, slideOf } from './slides';
import './lightbox.scss';

export interface StartedLightbox {
	lightbox: Lightbox;
	/** Removes the click handler (tests). */
	stop: () => void;
}

/**
 * Starts the lightbox on `doc`: image links announce a dialog, and open it.
 * @param doc The document.
 * @return The lightbox, or null when it is turned off.
 */
export function startLightbox(
	doc: Document = document
): StartedLightbox | null {
	const data = readData();
	if ( ! data.options.enabled || isEditorScreen( doc ) ) {
		return null;
	}
	const lightbox = new Lightbox( data.options );
	doc.querySelectorAll( 'a[href]' ).forEach( ( link ) => {
		if ( isImageLink( link ) ) {
			link.setAttribute( 'aria-haspopup', 'dialog' );
		}
	} );
	const onClick = ( event: MouseEvent ) => {
		if (
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		const link = ( event.target as Element | null )?.closest?.( 'a[href]' );
		if ( ! link || ! isImageLink( link ) || lightbox.isOpen ) {
			return;
		}
		const links = groupLinks( link );
		event.preventDefault();
		lightbox.open(
			links.map( ( item ) => slideOf( item, data ) ),
			Math.max( 0, links.indexOf( link ) )
		);
	};
	doc.addEventListener( 'click', onClick );
	return {
		lightbox,
		stop: () => doc.removeEventListener( 'click', onClick ),
	};
}
