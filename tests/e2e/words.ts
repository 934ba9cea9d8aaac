/**
 * Words cut in two by a line break, for the browser tests of enlarged text (the headings' fit,
 * the portfolio at 200 %): a line may only break between words or after a hyphen.
 */
import type { Frame, Page } from '@playwright/test';

export interface Words {
	/** The element's text, trimmed. */
	text: string;
	/** Its words that lie on two lines or more (text for screen readers only aside). */
	cut: string[];
	scrollWidth: number;
	clientWidth: number;
}

/**
 * Each element matching `selector`, in document order, with its cut words.
 * @param page
 * @param selector
 */
export function cutWords( page: Page | Frame, selector: string ) {
	return page.evaluate(
		( sel ) =>
			Array.from( document.querySelectorAll< HTMLElement >( sel ) ).map(
				( el ): Words => {
					const cut: string[] = [];
					const walker = document.createTreeWalker(
						el,
						NodeFilter.SHOW_TEXT
					);
					for (
						let node = walker.nextNode() as Text | null;
						node;
						node = walker.nextNode() as Text | null
					) {
						if (
							node.parentElement?.closest( '.screen-reader-text' )
						) {
							continue;
						}
						for ( const match of node.data.matchAll(
							/[^\s\-‐]+/g
						) ) {
							const range = document.createRange();
							range.setStart( node, match.index! );
							range.setEnd(
								node,
								match.index! + match[ 0 ].length
							);
							const lines = new Set(
								Array.from( range.getClientRects() )
									.filter( ( r ) => r.width > 0 )
									.map( ( r ) => Math.round( r.top ) )
							);
							if ( lines.size > 1 ) {
								cut.push( match[ 0 ] );
							}
						}
					}
					return {
						text: el.textContent?.trim() ?? '',
						cut,
						scrollWidth: el.scrollWidth,
						clientWidth: el.clientWidth,
					};
				}
			),
		selector
	);
}
