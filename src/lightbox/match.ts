/**
 * Which links open in the lightbox: links to a png, jpg, jpeg, gif, svg, webp or avif file
 * (any case; the query string and the fragment are ignored).
 */

const IMAGE_PATH = /\.(?:png|jpe?g|gif|svg|webp|avif)$/i;

/** An ancestor with this attribute keeps its links out of the lightbox. */
export const OPT_OUT_ATTRIBUTE = 'data-acces-no-lightbox';

/**
 * True when the address points to an image file of the supported types.
 * @param href The link's address, as written or resolved.
 * @param base Base URL used to resolve relative addresses.
 */
export function isImageUrl(
	href: string,
	base = 'http://localhost/'
): boolean {
	let url: URL;
	try {
		url = new URL( href.trim(), base );
	} catch {
		return false;
	}
	if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
		return false;
	}
	let path = url.pathname;
	try {
		path = decodeURIComponent( path );
	} catch {
		// Keep the raw path.
	}
	return IMAGE_PATH.test( path );
}

/**
 * True when the link opens in the lightbox: an image address, no `download` attribute, not
 * inside an element that opted out.
 * @param link The link.
 */
export function isImageLink( link: Element ): link is HTMLAnchorElement {
	if ( link.tagName !== 'A' || link.hasAttribute( 'download' ) ) {
		return false;
	}
	const href = link.getAttribute( 'href' );
	if ( ! href || link.closest( `[${ OPT_OUT_ATTRIBUTE }]` ) ) {
		return false;
	}
	return isImageUrl( href, link.ownerDocument.baseURI );
}
