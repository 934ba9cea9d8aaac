/**
 * Words cut in two by a line break, for the browser tests of enlarged text (the headings' fit,
 * the portfolio at 200 %): a line may only break between words or after a hyphen.
 */
import type { BrowserContext, Frame, Page } from '@playwright/test';

/** What installCutWords() gives every page of the context. */
export type CutWordsIn = ( el: Element ) => string[];

declare global {
	interface Window {
		/** The words of `el` that lie on two lines or more (installCutWords()). */
		e2eCutWords?: CutWordsIn;
	}
}

/**
 * Gives every page of the context `window.e2eCutWords( el )`: the words of an element that lie
 * on two lines or more (text for screen readers only aside), for use inside page.evaluate()
 * where the measure must be taken with others at one moment. Call before the pages load.
 * @param context
 */
export async function installCutWords( context: BrowserContext ) {
	await context.addInitScript( () => {
		window.e2eCutWords = ( el ) => {
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
				if ( node.parentElement?.closest( '.screen-reader-text' ) ) {
					continue;
				}
				for ( const match of node.data.matchAll( /[^\s\-‐]+/g ) ) {
					const range = document.createRange();
					range.setStart( node, match.index! );
					range.setEnd( node, match.index! + match[ 0 ].length );
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
			return cut;
		};
	} );
}

export interface Words {
	/** The element's text, trimmed. */
	text: string;
	/** Its words that lie on two lines or more. */
	cut: string[];
	scrollWidth: number;
	clientWidth: number;
}

/**
 * Each element matching `selector`, in document order, with its cut words (installCutWords()
 * first).
 * @param page
 * @param selector
 */
export function cutWords( page: Page | Frame, selector: string ) {
	return page.evaluate(
		( sel ) =>
			Array.from( document.querySelectorAll< HTMLElement >( sel ) ).map(
				( el ): Words => ( {
					text: el.textContent?.trim() ?? '',
					cut: window.e2eCutWords!( el ),
					scrollWidth: el.scrollWidth,
					clientWidth: el.clientWidth,
				} )
			),
		selector
	);
}
