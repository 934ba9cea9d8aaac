/**
 * The attribution line, built as DOM: the tile attribution is limited HTML (links only, kept
 * by wp_kses on the server); it is parsed in an inert document and rebuilt here from text
 * nodes and http(s) links, never handed to an HTML-string API.
 */
import { __ } from '@wordpress/i18n';

function safeHref( href: string | null ): string | null {
	if ( ! href ) {
		return null;
	}
	try {
		const url = new URL( href, window.location.href );
		return url.protocol === 'http:' || url.protocol === 'https:'
			? url.href
			: null;
	} catch {
		return null;
	}
}

/**
 * Appends the text and links of `html` to `target`: every element other than a link gives
 * its text only.
 * @param target The element to fill.
 * @param html   Limited HTML.
 */
export function appendAttribution( target: HTMLElement, html: string ): void {
	const doc = new window.DOMParser().parseFromString(
		`<body>${ html }</body>`,
		'text/html'
	);
	const walk = ( from: Node, to: HTMLElement ) => {
		from.childNodes.forEach( ( node ) => {
			if ( node.nodeType === Node.TEXT_NODE ) {
				to.appendChild(
					document.createTextNode( node.textContent ?? '' )
				);
			} else if ( node.nodeType === Node.ELEMENT_NODE ) {
				const el = node as Element;
				const href =
					el.tagName === 'A'
						? safeHref( el.getAttribute( 'href' ) )
						: null;
				if ( href ) {
					const link = document.createElement( 'a' );
					link.href = href;
					const hreflang = el.getAttribute( 'hreflang' );
					if ( hreflang ) {
						link.hreflang = hreflang;
					}
					walk( el, link );
					to.appendChild( link );
				} else {
					walk( el, to );
				}
			}
		} );
	};
	walk( doc.body, target );
}

/**
 * The "Leaflet" credit, in French.
 */
export function leafletCredit(): HTMLAnchorElement {
	const link = document.createElement( 'a' );
	link.href = 'https://leafletjs.com';
	link.hreflang = 'en';
	link.title = __(
		'Leaflet, a JavaScript library for interactive maps (in English)',
		'acces-tourisme'
	);
	link.textContent = 'Leaflet';
	return link;
}
