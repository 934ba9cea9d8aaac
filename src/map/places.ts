/**
 * Places as the map uses them: marker type, icon files, names, and the compact form in which
 * PHP inlines them or the map-places route sends them.
 */
import type { Disability, Place } from '../shared/types';
import { EMPTY_TYPE } from './constants';

/**
 * The marker type of a place: an empty type is "empty" (specification §5).
 * @param type The place's type.
 */
export function markerType( type: string | null | undefined ): string {
	return type ? type : EMPTY_TYPE;
}

/**
 * The icon of a marker type, and its version for high-density screens.
 * @param iconBase URL of the markers folder, no trailing slash.
 * @param type     The place's type.
 */
export function iconUrls(
	iconBase: string,
	type: string
): { url: string; retinaUrl: string } {
	const file = `${ iconBase }/${ encodeURIComponent( markerType( type ) ) }`;
	return { url: `${ file }.png`, retinaUrl: `${ file }@2x.png` };
}

/**
 * The accessible name of a place's marker: "Hôtel du Lac, MONTAUBAN".
 * @param place The place.
 */
export function placeLabel( place: Pick< Place, 'name' | 'adress' > ): string {
	return place.adress ? `${ place.name }, ${ place.adress }` : place.name;
}

/** The compact form (see docs/maps.md): dictionaries and one row per place. */
export interface CompactPlaces {
	base: string;
	communes: string[];
	adresses: string[];
	types: string[];
	categories: string[];
	disabilities: Disability[];
	/** [ id, lat, lng, name, commune index, type index, category index, url or path, disability bits ] */
	rows: Array<
		[
			number,
			number,
			number,
			string,
			number,
			number,
			number,
			string,
			number,
		]
	>;
}

function at< T >( list: T[] | undefined, index: number, fallback: T ): T {
	return list && index >= 0 && index < list.length ? list[ index ] : fallback;
}

/**
 * Expands the compact form into places. Malformed rows are skipped.
 * @param data The compact form.
 */
export function decodePlaces( data: CompactPlaces ): Place[] {
	const out: Place[] = [];
	if ( ! data || ! Array.isArray( data.rows ) ) {
		return out;
	}
	const base = typeof data.base === 'string' ? data.base : '';
	const families = Array.isArray( data.disabilities )
		? data.disabilities
		: [];
	for ( const row of data.rows ) {
		if ( ! Array.isArray( row ) || row.length < 9 ) {
			continue;
		}
		const [ id, lat, lng, name, commune, type, category, url, bits ] = row;
		if ( ! Number.isFinite( lat ) || ! Number.isFinite( lng ) ) {
			continue;
		}
		out.push( {
			id: Number( id ),
			lat,
			lng,
			name: String( name ),
			commune: at( data.communes, commune, '' ),
			adress: at( data.adresses, commune, '' ),
			type: at( data.types, type, '' ),
			category: at( data.categories, category, '' ),
			url:
				typeof url === 'string' && url.startsWith( '/' )
					? base + url
					: String( url ),
			disabilities: families.filter(
				( _family, i ) =>
					Math.floor( Number( bits ) / 2 ** i ) % 2 === 1
			),
		} );
	}
	return out;
}
