/**
 * Layout shifts of a page from its first byte, for the browser tests that prove a feature
 * moves nothing (the portfolio's reserved space, the floating buttons).
 */
import type { Page } from '@playwright/test';

export interface Shift {
	value: number;
	/** After a click or a key press (does not count in CLS). */
	input: boolean;
	at: number;
	sources: string[];
	/** One of its sources is the plugin's element, or a box without one (a pseudo-element). */
	ours: boolean;
	/**
	 * Every source is an element that comes before the anchor of recordShifts() in the
	 * document, neither inside it nor around it (the theme's header above a block): in normal
	 * flow, nothing the block does moves it.
	 */
	before: boolean;
}

/**
 * Starts recording (call before page.goto()).
 * @param page
 * @param anchor Selector of the element whose effect is measured (for Shift.before).
 */
export async function recordShifts( page: Page, anchor = '' ): Promise< void > {
	await page.addInitScript( ( selector: string ) => {
		const shifts: Shift[] = [];
		( window as unknown as { __shifts: Shift[] } ).__shifts = shifts;
		const describe = ( node: Node | null ) => {
			if ( ! node || node.nodeType !== 1 ) {
				return node ? node.nodeName : '(removed or pseudo-element)';
			}
			const el = node as Element;
			return [ el.tagName.toLowerCase(), ...Array.from( el.classList ) ]
				.join( '.' )
				.slice( 0, 80 );
		};
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< {
						node: Node | null;
						previousRect: DOMRectReadOnly;
						currentRect: DOMRectReadOnly;
					} >;
				}
			> ) {
				const sources = entry.sources ?? [];
				shifts.push( {
					value: entry.value,
					input: entry.hadRecentInput,
					at: Math.round( entry.startTime ),
					sources: sources.map(
						( s ) =>
							`${ describe( s.node ) } y ${ Math.round(
								s.previousRect.y
							) } → ${ Math.round( s.currentRect.y ) }`
					),
					before:
						sources.length > 0 &&
						sources.every( ( s ) => {
							const target = selector
								? document.querySelector( selector )
								: null;
							// Exactly "following": the target comes after the source, not inside it.
							return (
								!! target &&
								!! s.node &&
								s.node.compareDocumentPosition( target ) ===
									Node.DOCUMENT_POSITION_FOLLOWING
							);
						} ),
					ours: sources.some(
						( s ) =>
							! s.node ||
							s.node.nodeType !== 1 ||
							!! ( s.node as Element ).closest(
								'[class*="acces-"], [id^="acces-"]'
							)
					),
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	}, anchor );
}

/**
 * The shifts recorded so far, without those that followed an input.
 * @param page
 */
export async function recordedShifts( page: Page ): Promise< Shift[] > {
	const shifts = await page.evaluate(
		() => ( window as unknown as { __shifts: Shift[] } ).__shifts
	);
	return shifts.filter( ( s ) => ! s.input );
}
