/**
 * Entry of the consent feature, loaded on every public page (in the footer).
 * Its root goes at the very start of the body, so that the banner comes first in the reading
 * and tab order without taking the focus; the consent's head script may have made it already,
 * with the banner's still first view in it (src/consent/prepaint.js), which the banner
 * replaces. In a frame (a page of the site previewed in the
 * portfolio's quick view, or another site's frame) there is no banner: see framed.ts.
 */
import { onReady, renderFrontend } from '../shared/mount';
import { clampDays } from './cookies';
import { ConsentApp, type ConsentSettings } from './ConsentApp';
import { FRAMED_CLASS, isFramed } from './framed';
import './consent.scss';

declare global {
	interface Window {
		accesConsentSettings?: Partial< ConsentSettings >;
	}
}

function settings(): ConsentSettings {
	const given = window.accesConsentSettings || {};
	return {
		days: clampDays( given.days ),
		title: given.title || '',
		message: given.message || '',
		policyUrl: given.policyUrl || '',
		descriptions: {
			necessary: given.descriptions?.necessary || '',
			statistics: given.descriptions?.statistics || '',
			media: given.descriptions?.media || '',
		},
	};
}

const framed = isFramed();
if ( framed ) {
	// Hides the "Gérer mes cookies" buttons from now on (consent.scss).
	document.documentElement.classList.add( FRAMED_CLASS );
}

onReady( () => {
	let root = document.getElementById( 'acces-consent' );
	if ( ! root ) {
		root = document.createElement( 'div' );
		root.id = 'acces-consent';
		root.className = 'acces-consent-root';
		const top = document.getElementById( 'acces-top' );
		if ( top ) {
			top.after( root );
		} else {
			document.body.prepend( root );
		}
	}
	renderFrontend( {
		selector: '#acces-consent',
		Block: ConsentApp,
		getProps: () => ( { settings: settings(), framed } ),
		name: 'consent',
	} );
} );
