/**
 * Swiper's breakpoints ask the window's media queries, which jsdom does not answer: this
 * answers `(min-width: Npx)` from `window.innerWidth` (anything else does not match).
 */
export function answerWidthQueries(): void {
	window.matchMedia = ( query: string ) => {
		const min = query.match( /min-width:\s*(\d+)px/ );
		return {
			matches: min ? window.innerWidth >= Number( min[ 1 ] ) : false,
			media: query,
			onchange: null,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
			addListener: () => undefined,
			removeListener: () => undefined,
			dispatchEvent: () => false,
		} as MediaQueryList;
	};
}
