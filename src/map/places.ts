/**
 * Places as the map uses them: marker type, icon files, names, and the compact form in which
 * PHP inlines them or the map-places route sends them.
 */
import type { Disability, Place } from '../shared/types';
import { EMPTY_TYPE } from './constants';
import { yieldToMain } from './yield';

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

/** The compact form (includes/Maps/CompactPlaces.php, docs/maps.md): columns, id order. */
export interface CompactPlaces {
	v?: number;
	base: string;
	/** "/prestataires-accessibles/": a URL that is a bare slug is {base}{path}{category}/{slug}/. */
	path: string;
	communes: string[];
	adresses: string[];
	types: string[];
	categories: string[];
	disabilities: Disability[];
	/** Differences between consecutive ids. */
	id: number[];
	lat: number[];
	lng: number[];
	name: string[];
	commune: number[];
	type: number[];
	category: number[];
	/** A slug, a path on the site ("/…") or a URL ("…://…"). */
	url: string[];
	/** Bit i set: disabilities[ i ]. */
	access: number[];
}

function at< T >( list: T[] | undefined, index: number, fallback: T ): T {
	return Array.isArray( list ) && index >= 0 && index < list.length
		? list[ index ]
		: fallback;
}

/**
 * The sort key of a name, as the server sorts (case and accents ignored).
 * @param name A name.
 */
export function nameKey( name: string ): string {
	// eslint-disable-next-line no-control-regex
	const plain = /^[\x00-\x7f]*$/.test( name )
		? name
		: name.normalize( 'NFD' ).replace( /[\u0300-\u036f]/g, '' );
	return plain.toLowerCase();
}

/** A place with its sort key. */
interface Keyed {
	key: string;
	place: Place;
}

/**
 * Order of two keyed places: by key, then by id.
 * @param a A keyed place.
 * @param b Another.
 */
function compareKeyed( a: Keyed, b: Keyed ): number {
	if ( a.key !== b.key ) {
		return a.key < b.key ? -1 : 1;
	}
	return a.place.id - b.place.id;
}

/**
 * Places in name order (accents and case ignored), then id order.
 * @param places The places (sorted in place).
 */
export function sortByName( places: Place[] ): Place[] {
	// Keys computed once, compared as plain strings (no lookup inside the comparison).
	const keyed = places.map( ( place ) => ( {
		key: nameKey( place.name ),
		place,
	} ) );
	keyed.sort( compareKeyed );
	keyed.forEach( ( item, i ) => ( places[ i ] = item.place ) );
	return places;
}

/**
 * Expands rows [ from, to ) of the compact form, appending to `out`.
 * @param data The compact form.
 * @param from First row.
 * @param to   Row after the last.
 * @param out  The places so far.
 * @param last The id of row from − 1.
 * @return The id of row to − 1.
 */
function decodeRows(
	data: CompactPlaces,
	from: number,
	to: number,
	out: Place[],
	last: number
): number {
	const base = typeof data.base === 'string' ? data.base : '';
	const path = typeof data.path === 'string' ? data.path : '/';
	const families = Array.isArray( data.disabilities )
		? data.disabilities
		: [];
	// One array per combination of families (a few), shared by the places that have it: 10,000
	// places would otherwise make 10,000 arrays for the garbage collector to sweep while the
	// map loads.
	const combinations = new Map< number, Disability[] >();
	const familiesOf = ( bits: number ): Disability[] => {
		let list = combinations.get( bits );
		if ( ! list ) {
			list =
				bits === 0
					? []
					: families.filter(
							( _family, f ) =>
								Math.floor( bits / 2 ** f ) % 2 === 1
					  );
			combinations.set( bits, list );
		}
		return list;
	};
	let id = last;
	for ( let i = from; i < to; i++ ) {
		id += Number( data.id[ i ] );
		const lat = Number( at( data.lat, i, NaN ) );
		const lng = Number( at( data.lng, i, NaN ) );
		if ( ! Number.isFinite( lat ) || ! Number.isFinite( lng ) ) {
			continue;
		}
		const category = at( data.categories, at( data.category, i, -1 ), '' );
		const url = String( at( data.url, i, '' ) );
		let href = url;
		if ( ! url.includes( '://' ) ) {
			href = url.startsWith( '/' )
				? base + url
				: `${ base }${ path }${ category }/${ url }/`;
		}
		const bits = Number( at( data.access, i, 0 ) );
		const commune = at( data.commune, i, -1 );
		out.push( {
			id,
			lat,
			lng,
			name: String( at( data.name, i, '' ) ),
			commune: at( data.communes, commune, '' ),
			adress: at( data.adresses, commune, '' ),
			type: at( data.types, at( data.type, i, -1 ), '' ),
			category,
			url: href,
			disabilities: familiesOf( bits ),
		} );
	}
	return id;
}

/**
 * Expands the compact form into places sorted by name. Places without finite coordinates
 * are skipped.
 * @param data The compact form.
 */
export function decodePlaces( data: CompactPlaces ): Place[] {
	const out: Place[] = [];
	if ( data && Array.isArray( data.id ) ) {
		decodeRows( data, 0, data.id.length, out, 0 );
	}
	return sortByName( out );
}

/** Rows decoded per task by decodePlacesInSlices(). */
const SLICE = 500;

/** The points of the compact form's places, and the place of each point, read on demand. */
export interface PointPlaces {
	/**
	 * The points of the places with finite coordinates, as lng and lat pairs, in the order of
	 * the rows: the order of decodeRows(), before sorting by name.
	 */
	points: Float64Array;
	/**
	 * The place of the point at this index (the same values decodeInSlices() gives it), read
	 * from its row when first asked: the map can draw what is in view before every place is
	 * read.
	 */
	placeAt: ( index: number ) => Place | undefined;
}

/** pointPlaces() of each compact form read. */
const readings = new WeakMap< CompactPlaces, PointPlaces >();

/**
 * The points of the compact form's places with finite coordinates, and their places on
 * demand. The cluster index is built from the points while the places themselves are read.
 * The same object for the same compact form.
 * @param data The compact form.
 */
export function pointPlaces( data: CompactPlaces ): PointPlaces {
	// One reading per response: the early cluster index (earlyIndex.ts) is found by it.
	const known =
		data && typeof data === 'object' ? readings.get( data ) : null;
	if ( known ) {
		return known;
	}
	const read = readPoints( data );
	if ( data && typeof data === 'object' ) {
		readings.set( data, read );
	}
	return read;
}

function readPoints( data: CompactPlaces ): PointPlaces {
	if ( ! data || ! Array.isArray( data.id ) ) {
		return {
			points: new Float64Array( 0 ),
			placeAt: () => undefined,
		};
	}
	const n = data.id.length;
	const lat = new Float64Array( n );
	const lng = new Float64Array( n );
	// Row of each point, and the id of the row before each row (ids are differences).
	const rows = new Int32Array( n );
	const idBefore = new Float64Array( n );
	let count = 0;
	let id = 0;
	for ( let i = 0; i < n; i++ ) {
		idBefore[ i ] = id;
		id += Number( data.id[ i ] );
		const y = Number( at( data.lat, i, NaN ) );
		const x = Number( at( data.lng, i, NaN ) );
		if ( Number.isFinite( y ) && Number.isFinite( x ) ) {
			lat[ count ] = y;
			lng[ count ] = x;
			rows[ count ] = i;
			count++;
		}
	}
	const points = new Float64Array( count * 2 );
	for ( let i = 0; i < count; i++ ) {
		points[ 2 * i ] = lng[ i ];
		points[ 2 * i + 1 ] = lat[ i ];
	}
	const read = new Map< number, Place >();
	const placeAt = ( index: number ): Place | undefined => {
		if ( ! Number.isInteger( index ) || index < 0 || index >= count ) {
			return undefined;
		}
		let place = read.get( index );
		if ( ! place ) {
			const out: Place[] = [];
			const row = rows[ index ];
			decodeRows( data, row, row + 1, out, idBefore[ row ] );
			place = out[ 0 ];
			read.set( index, place );
		}
		return place;
	};
	return { points, placeAt };
}

/** Places sorted by name, and the same places in the order of the compact form's rows. */
export interface DecodedPlaces {
	places: Place[];
	inRowOrder: Place[];
}

/**
 * decodePlaces() for large lists: a slice of rows per task, so that the page stays
 * responsive (no long task) while 10,000 places are read.
 * @param data The compact form.
 */
export async function decodePlacesInSlices(
	data: CompactPlaces
): Promise< Place[] > {
	return ( await decodeInSlices( data ) ).places;
}

/**
 * decodePlacesInSlices(), with the places in row order too (the order of pointsOf()).
 * @param data The compact form.
 */
export async function decodeInSlices(
	data: CompactPlaces
): Promise< DecodedPlaces > {
	const out: Place[] = [];
	if ( ! data || ! Array.isArray( data.id ) ) {
		return { places: out, inRowOrder: [] };
	}
	// The sort keys are computed with each slice (accents removed: the costly part of sorting
	// 10,000 names); the sort itself, then the caller's first render, each get a task.
	const keyed: Keyed[] = [];
	let last = 0;
	for ( let from = 0; from < data.id.length; from += SLICE ) {
		const before = out.length;
		last = decodeRows(
			data,
			from,
			Math.min( data.id.length, from + SLICE ),
			out,
			last
		);
		for ( let i = before; i < out.length; i++ ) {
			keyed.push( { key: nameKey( out[ i ].name ), place: out[ i ] } );
		}
		await yieldToMain();
	}
	keyed.sort( compareKeyed );
	const places = keyed.map( ( item ) => item.place );
	await yieldToMain();
	return { places, inRowOrder: out };
}
