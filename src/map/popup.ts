/**
 * A place's popup, built from DOM text (specification §2.3): its name, its commune in
 * capitals and a "Lire la suite" link to its page. A name such as
 * `<img src=x onerror=alert(1)>` shows those characters.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Place } from '../shared/types';

let counter = 0;

/**
 * The popup content of a place: a non-modal dialog named by the place, focusable so that
 * keyboard users land in it when it opens.
 * @param place The place.
 */
export function buildPopupContent(
	place: Pick< Place, 'name' | 'adress' | 'url' >
): HTMLElement {
	counter++;
	const nameId = `acces-map-popup-name-${ counter }`;
	const box = document.createElement( 'div' );
	box.className = 'acces-map-popup';
	box.setAttribute( 'role', 'dialog' );
	box.setAttribute( 'aria-labelledby', nameId );
	box.tabIndex = -1;

	const name = document.createElement( 'p' );
	name.className = 'acces-map-popup__name';
	name.id = nameId;
	name.textContent = place.name;
	box.appendChild( name );

	if ( place.adress ) {
		const commune = document.createElement( 'p' );
		commune.className = 'acces-map-popup__commune';
		commune.textContent = place.adress;
		box.appendChild( commune );
	}

	if ( place.url ) {
		const link = document.createElement( 'a' );
		link.className = 'acces-map-popup__link';
		link.href = place.url;
		link.textContent = __( 'Read more', 'acces-tourisme' );
		const hidden = document.createElement( 'span' );
		hidden.className = 'screen-reader-text';
		hidden.textContent = sprintf(
			/* translators: %s: a place's name, after "Read more" (hidden, for screen readers). */
			__( ' about %s', 'acces-tourisme' ),
			place.name
		);
		link.appendChild( hidden );
		const paragraph = document.createElement( 'p' );
		paragraph.className = 'acces-map-popup__more';
		paragraph.appendChild( link );
		box.appendChild( paragraph );
	}
	return box;
}
