/**
 * Share targets of the lightbox: two social networks and a pin service (specification §2.10).
 * Each address carries the page's and the image's addresses, URL-encoded.
 */

export interface ShareTarget {
	/** Network name, shown as the link text. */
	name: string;
	url: string;
}

/**
 * The share links for an image of a page.
 * @param pageUrl  The page's address.
 * @param imageUrl The image file's address.
 * @param title    The image's title (text), may be empty.
 */
export function shareTargets(
	pageUrl: string,
	imageUrl: string,
	title: string
): ShareTarget[] {
	const page = encodeURIComponent( pageUrl );
	const image = encodeURIComponent( imageUrl );
	const text = encodeURIComponent( title );
	return [
		{
			name: 'Facebook',
			url: `https://www.facebook.com/sharer/sharer.php?u=${ page }&picture=${ image }`,
		},
		{
			name: 'X',
			url: `https://x.com/intent/tweet?url=${ page }&text=${ text }${
				text ? '%20' : ''
			}${ image }`,
		},
		{
			name: 'Pinterest',
			url: `https://pinterest.com/pin/create/button/?url=${ page }&media=${ image }&description=${ text }`,
		},
	];
}
