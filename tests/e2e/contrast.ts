/**
 * Contrast ratio (WCAG 2.2) of two computed colours, "rgb(r, g, b)" or "rgba(r, g, b, a)" (the
 * alpha is ignored: give opaque colours).
 */

/**
 * Relative luminance of a computed colour.
 * @param rgb "rgb(r, g, b)".
 */
function luminance( rgb: string ): number {
	const [ r, g, b ] = ( rgb.match( /\d+(\.\d+)?/g ) || [] )
		.slice( 0, 3 )
		.map( ( c ) => {
			const v = Number( c ) / 255;
			return v <= 0.03928 ? v / 12.92 : ( ( v + 0.055 ) / 1.055 ) ** 2.4;
		} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * @param a One colour.
 * @param b The other.
 * @return The ratio, from 1 to 21.
 */
export function contrast( a: string, b: string ): number {
	const [ hi, lo ] = [ luminance( a ), luminance( b ) ].sort(
		( x, y ) => y - x
	);
	return ( hi + 0.05 ) / ( lo + 0.05 );
}
