/**
 * Reads a map-search wrapper rendered by PHP (AccesTourisme\MapSearch\SearchRenderer): its
 * escaped JSON attribute `data-acces-search` holds the filter options and the places (or the
 * URL of the compact places route for large sets).
 */
import { readJsonAttribute } from '../shared/mount';
import { decodePlaces, type CompactPlaces } from '../map/places';
import { getMapSettings } from '../map/settings';
import type { SelectOption } from './multiselect/summary';
import type { MapSearchProps, SearchOptions } from './MapSearch';

export const WRAPPER_SELECTOR = '.acces-map-search[data-acces-search]';

/** What PHP puts in data-acces-search. */
interface WrapperData {
	id?: string;
	options?: Partial< Record< keyof SearchOptions, SelectOption[] > >;
	places?: CompactPlaces;
	source?: string;
	height?: number;
}

function optionList( value: unknown ): SelectOption[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.filter(
			( o ): o is SelectOption =>
				!! o &&
				typeof o.value === 'string' &&
				typeof o.label === 'string'
		)
		.map( ( o ) => ( { value: o.value, label: o.label } ) );
}

/**
 * The props of a wrapper's search. Throws (and the server's form stays) on malformed JSON.
 * @param el The wrapper.
 */
export function readWrapper( el: HTMLElement ): MapSearchProps {
	const data =
		readJsonAttribute< WrapperData | null >( el, 'data-acces-search' ) ??
		{};
	const settings = getMapSettings();
	const options = data.options ?? {};
	return {
		id:
			typeof data.id === 'string' && data.id
				? data.id
				: el.id || 'acces-recherche',
		options: {
			categorie: optionList( options.categorie ),
			commune: optionList( options.commune ),
			acces: optionList( options.acces ),
			tri: optionList( options.tri ),
		},
		places: data.places ? decodePlaces( data.places ) : null,
		source:
			typeof data.source === 'string' && data.source ? data.source : null,
		height:
			typeof data.height === 'number' && data.height > 0
				? data.height
				: 450,
		map: {
			tiles: settings.tiles,
			iconBase: settings.iconBase,
			center: settings.defaultCenter,
		},
	};
}
