/**
 * The global map settings, printed once by PHP (AccesTourisme\Maps\MapAssets) as
 * `window.accesMapSettings`, completed with the defaults.
 */
import type { TileSettings } from '../shared/types';
import { DEFAULT_CENTER } from './constants';

export interface MapSettings {
	/** Tile URL template ({z}, {x}, {y}) and its attribution (limited HTML: links only). */
	tiles: TileSettings;
	/** The page-level default centre (specification §3.2). */
	defaultCenter: { lat: number; lng: number };
	/** URL of the markers folder, no trailing slash. */
	iconBase: string;
	/** The page-level type variable of specification §3.2 (empty). */
	type: string;
	/** The compact places route (GET /wp-json/acces/v1/map-places). */
	placesUrl: string;
}

export const DEFAULT_TILES: TileSettings = {
	url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
	attribution:
		'© <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>',
};

declare global {
	interface Window {
		accesMapSettings?: Partial< MapSettings >;
	}
}

function isFiniteNumber( value: unknown ): value is number {
	return typeof value === 'number' && Number.isFinite( value );
}

/**
 * Reads `window.accesMapSettings`; every missing or malformed value falls back to its default.
 * @param win The window (tests).
 */
export function getMapSettings( win: Window = window ): MapSettings {
	const raw: Partial< MapSettings > =
		win.accesMapSettings && typeof win.accesMapSettings === 'object'
			? win.accesMapSettings
			: {};
	const tiles: Partial< TileSettings > =
		raw.tiles && typeof raw.tiles === 'object' ? raw.tiles : {};
	const centre: Partial< MapSettings[ 'defaultCenter' ] > =
		raw.defaultCenter && typeof raw.defaultCenter === 'object'
			? raw.defaultCenter
			: {};
	return {
		tiles: {
			url:
				typeof tiles.url === 'string' && tiles.url !== ''
					? tiles.url
					: DEFAULT_TILES.url,
			attribution:
				typeof tiles.attribution === 'string'
					? tiles.attribution
					: DEFAULT_TILES.attribution,
		},
		defaultCenter: {
			lat: isFiniteNumber( centre.lat ) ? centre.lat : DEFAULT_CENTER.lat,
			lng: isFiniteNumber( centre.lng ) ? centre.lng : DEFAULT_CENTER.lng,
		},
		iconBase:
			typeof raw.iconBase === 'string'
				? raw.iconBase.replace( /\/+$/, '' )
				: '',
		type: typeof raw.type === 'string' ? raw.type : '',
		placesUrl: typeof raw.placesUrl === 'string' ? raw.placesUrl : '',
	};
}
