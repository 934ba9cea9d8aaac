/**
 * Reads a map wrapper rendered by PHP (AccesTourisme\Maps\MapRenderer): its escaped JSON
 * attribute `data-acces-map` holds the instance values; the global settings complete them
 * into the page-level values of specification §3.2.
 */
import { __ } from '@wordpress/i18n';
import { readJsonAttribute } from '../shared/mount';
import type { MapAppProps } from './MapApp';
import { decodePlaces, type CompactPlaces } from './places';
import { getMapSettings } from './settings';

export const WRAPPER_SELECTOR = '.acces-map-block[data-acces-map]';

/** What PHP puts in data-acces-map. */
export interface WrapperData {
	places?: CompactPlaces;
	source?: string;
	lat?: number;
	lng?: number;
	name?: string;
	adress?: string;
	height?: number;
	label?: string;
	headingLevel?: number;
}

function finite( value: unknown ): number | null {
	return typeof value === 'number' && Number.isFinite( value ) ? value : null;
}

/**
 * The props of a wrapper's map. Throws (and the wrapper stays empty) on malformed JSON.
 * @param el The wrapper.
 */
export function readWrapper( el: HTMLElement ): MapAppProps {
	const data = readJsonAttribute< WrapperData >( el, 'data-acces-map' ) ?? {};
	const settings = getMapSettings();
	const height = finite( data.height );
	return {
		values: {
			latitude: finite( data.lat ),
			longitude: finite( data.lng ),
			places: data.places ? decodePlaces( data.places ) : null,
			iconBase: settings.iconBase,
			defaultCenter: settings.defaultCenter,
			type: settings.type,
		},
		source:
			typeof data.source === 'string' && data.source ? data.source : null,
		tiles: settings.tiles,
		height: height && height > 0 ? height : 400,
		label:
			typeof data.label === 'string' && data.label
				? data.label
				: __( 'Map of the places', 'acces-tourisme' ),
		point:
			typeof data.name === 'string'
				? { name: data.name, adress: data.adress ?? '' }
				: null,
		headingLevel: finite( data.headingLevel ) ?? 2,
	};
}
