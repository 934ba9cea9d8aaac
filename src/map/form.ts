/**
 * Which map a wrapper gets (specification §4.6).
 */
import type { Place } from '../shared/types';

export type MapForm = 'list' | 'point' | 'none';

export interface FormInput {
	places?: Place[] | null;
	/** True when the places are still to be fetched (large lists). */
	deferred?: boolean;
	latitude?: number | null;
	longitude?: number | null;
}

function isCoordinate( value: unknown, limit: number ): value is number {
	return (
		typeof value === 'number' &&
		Number.isFinite( value ) &&
		Math.abs( value ) <= limit
	);
}

/**
 * A list of places (even one still being fetched) gives the list map; otherwise a latitude
 * and a longitude give the single-point map; otherwise nothing is drawn.
 * @param input The page-level values.
 */
export function decideForm( input: FormInput ): MapForm {
	if ( input.deferred || Array.isArray( input.places ) ) {
		return 'list';
	}
	if (
		isCoordinate( input.latitude, 90 ) &&
		isCoordinate( input.longitude, 180 )
	) {
		return 'point';
	}
	return 'none';
}
