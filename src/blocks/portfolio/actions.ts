/**
 * What opening an item does (specification §4.2).
 */
import { isHttpUrl, isVideoServiceUrl } from './urls';
import type { PortfolioItem } from './types';

export type ItemAction =
	| { kind: 'video'; url: string }
	| { kind: 'image'; url: string }
	| { kind: 'link'; url: string; newTab: boolean }
	| { kind: 'preview'; url: string; video: boolean }
	| { kind: 'none' };

function isOn( value: unknown ): boolean {
	return value === 1 || value === '1' || value === true;
}

/**
 * | portfolio-type | condition                          | result                          |
 * | video          | always                             | video overlay, video URL        |
 * | image          | always                             | image lightbox, lightbox image  |
 * | iframe         | acces-site-open-in-new-tab = 1     | link to the site URL, new tab   |
 * | iframe         | otherwise                          | preview of the site URL         |
 * | page           | open-portfolio-in new-tab/same-tab | link to `link`, that target     |
 * | page           | otherwise                          | preview of `link`               |
 * A URL that is not http(s) opens nothing.
 * @param item The item.
 */
export function itemAction( item: PortfolioItem ): ItemAction {
	const type = item[ 'portfolio-type' ];
	let action: Exclude< ItemAction, { kind: 'none' } >;
	if ( type === 'video' ) {
		action = { kind: 'video', url: item[ 'portfolio-video-url' ] };
	} else if ( type === 'image' ) {
		action = { kind: 'image', url: item[ 'lightbox-image-url' ] };
	} else if ( type === 'iframe' ) {
		const url = item[ 'acces-site-url' ];
		action = isOn( item[ 'acces-site-open-in-new-tab' ] )
			? { kind: 'link', url, newTab: true }
			: { kind: 'preview', url, video: isVideoServiceUrl( url ) };
	} else {
		const openIn = item[ 'acces-site-open-portfolio-in' ];
		action =
			openIn === 'new-tab' || openIn === 'same-tab'
				? { kind: 'link', url: item.link, newTab: openIn === 'new-tab' }
				: { kind: 'preview', url: item.link, video: false };
	}
	return isHttpUrl( action.url ) ? action : { kind: 'none' };
}
