/**
 * Small statistics shared by the bench scripts (run.mjs, compare.mjs).
 */

/**
 * The median of a list of numbers (the mean of the two middle ones for an even count).
 *
 * @param {number[]} list Numbers.
 * @return {number|null} Median, or null for an empty list.
 */
function median( list ) {
	if ( ! list.length ) {
		return null;
	}
	const s = [ ...list ].sort( ( a, b ) => a - b );
	return s.length % 2
		? s[ ( s.length - 1 ) / 2 ]
		: ( s[ s.length / 2 - 1 ] + s[ s.length / 2 ] ) / 2;
}

/**
 * A small seeded random number generator (Park and Miller's minimal standard), so that an
 * interval computed from the numbers of a report comes out the same when computed again.
 *
 * @param {number} seed Seed, 1 to 2,147,483,646.
 * @return {() => number} Numbers in [0, 1).
 */
function seeded( seed ) {
	let state = seed;
	return () => {
		state = ( state * 16807 ) % 2147483647;
		return ( state - 1 ) / 2147483646;
	};
}

/**
 * The median of per-pair differences and a 90 % interval for it (5th and 95th percentiles of
 * the medians of `resamples` resamplings with replacement: a bootstrap). The interval is the
 * spread that sampling alone gives the median; drift of the machine between runs adds to it.
 *
 * @param {number[]} diffs     Differences, one per pair or round.
 * @param {number}   resamples Resamplings (1,000 by default).
 * @return {{median: number|null, low: number|null, high: number|null}} Median and interval.
 */
export function medianInterval( diffs, resamples = 1000 ) {
	if ( ! diffs.length ) {
		return { median: null, low: null, high: null };
	}
	const random = seeded( 20261126 );
	const medians = [];
	const sample = new Array( diffs.length );
	for ( let b = 0; b < resamples; b++ ) {
		for ( let i = 0; i < diffs.length; i++ ) {
			sample[ i ] = diffs[ Math.floor( random() * diffs.length ) ];
		}
		medians.push( median( sample ) );
	}
	medians.sort( ( a, b ) => a - b );
	return {
		median: median( diffs ),
		low: medians[ Math.floor( 0.05 * resamples ) ],
		high: medians[ Math.ceil( 0.95 * resamples ) - 1 ],
	};
}
