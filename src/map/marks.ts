/**
 * Performance marks ("acces-map:fetched", "acces-map:decoded", "acces-map:drawn") that the
 * benchmark reads with performance.getEntriesByName().
 */

/**
 * Adds a performance mark, where the browser has them.
 * @param name The mark.
 */
export function mark( name: string ): void {
	if (
		typeof performance !== 'undefined' &&
		typeof performance.mark === 'function'
	) {
		performance.mark( name );
	}
}
