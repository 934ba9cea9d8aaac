/**
 * The accessibility toolbar and the "Haut de page" button, part of the site entry (src/site)
 * that every public page loads in the footer. The preferences were already applied before the
 * first paint by the inline head script; this mounts the controls.
 *
 * Not the "Accessibilité" button in a frame (a page of the site previewed in the portfolio's
 * quick view): a setting chosen there would not apply around it, where the visitor chooses
 * them; the frame shows the page with the settings already chosen (the head script) and
 * follows those the visitor changes later (framed.ts).
 */
import { onReady, renderFrontend } from '../shared/mount';
import { isFramed } from '../consent/framed';
import { Toolbar } from './Toolbar';
import { followSettings } from './framed';
import { ScrollTop, TOP_ID } from './ScrollTop';
import './toolbar.scss';

declare global {
	interface Window {
		accesToolbarSettings?: { toolbar?: boolean; scrollTop?: boolean };
	}
}

function element( tag: string, id: string, className: string ): HTMLElement {
	const el = document.createElement( tag );
	el.id = id;
	el.className = className;
	return el;
}

onReady( () => {
	const settings = window.accesToolbarSettings || {};
	const body = document.body;
	if ( settings.scrollTop !== false && ! document.getElementById( TOP_ID ) ) {
		// The focus target of "Haut de page": the very start of the page. Empty until it has
		// the focus (ScrollTop), so that a screen reader reading the page does not start every
		// page with it.
		const top = element( 'span', TOP_ID, 'acces-sr-only' );
		top.tabIndex = -1;
		body.prepend( top );
	}
	const framed = isFramed();
	const toolbar = settings.toolbar !== false && ! framed;
	if ( settings.toolbar !== false && framed ) {
		followSettings();
	}
	if ( toolbar ) {
		const root = element( 'div', 'acces-toolbar', 'acces-toolbar-root' );
		const after =
			document.getElementById( 'acces-consent' ) ||
			document.getElementById( TOP_ID );
		if ( after ) {
			after.after( root );
		} else {
			body.prepend( root );
		}
		renderFrontend( {
			selector: '#acces-toolbar',
			Block: Toolbar,
			getProps: () => ( {} ),
			name: 'toolbar',
		} );
	}
	if ( settings.scrollTop !== false ) {
		body.append(
			element( 'div', 'acces-scroll-top', 'acces-scroll-top-root' )
		);
		renderFrontend( {
			selector: '#acces-scroll-top',
			Block: ScrollTop,
			getProps: () => ( {} ),
			name: 'scroll-top',
		} );
	}
	// The space kept at the end of the page for the floating buttons (toolbar.scss): added
	// once the page is parsed, so that it never moves while the page loads (layout shift).
	if ( toolbar || settings.scrollTop !== false ) {
		document.documentElement.classList.add( 'acces-floating' );
	}
} );
