/**
 * Keeps every marker a usable target (WCAG 2.5.8): markers closer than TARGET_SPACING pixels
 * in both directions are nudged sideways, so that each keeps at least 24 × 24 px of its own.
 * The pin of a nudged marker is then a few pixels from its place; zooming in separates them.
 */

/** The spacing between two marker anchors below which they are nudged. */
export const TARGET_SPACING = 26;

const CANDIDATES = [ 0, 1, -1, 2, -2, 3, -3 ];

/**
 * The horizontal shift of each point, in pixels (points in drawing order).
 * @param points Screen positions of the markers' anchors.
 */
export function spreadTargets(
	points: Array< { x: number; y: number } >
): number[] {
	const placed: Array< { x: number; y: number } > = [];
	return points.map( ( point ) => {
		let shift = 0;
		for ( const step of CANDIDATES ) {
			const x = point.x + step * TARGET_SPACING;
			const clash = placed.some(
				( q ) =>
					Math.abs( q.x - x ) < TARGET_SPACING &&
					Math.abs( q.y - point.y ) < TARGET_SPACING
			);
			if ( ! clash ) {
				shift = step * TARGET_SPACING;
				break;
			}
		}
		placed.push( { x: point.x + shift, y: point.y } );
		return shift;
	} );
}

/**
 * Nudges a marker element sideways by `shift` pixels from where Leaflet put it.
 * @param element The marker's element.
 * @param shift   Pixels.
 */
export function shiftElement( element: HTMLElement, shift: number ): void {
	if ( element.dataset.accesMargin === undefined ) {
		element.dataset.accesMargin = String(
			parseFloat( element.style.marginLeft ) || 0
		);
	}
	element.dataset.accesShift = String( shift );
	element.style.marginLeft = `${
		Number( element.dataset.accesMargin ) + shift
	}px`;
}

/**
 * How far a marker element was nudged.
 * @param element The marker's element.
 */
export function shiftOf( element: HTMLElement ): number {
	return Number( element.dataset.accesShift ?? 0 ) || 0;
}
