/**
 * Reads the settings that PHP printed as `window.accesProviderEditor`, with safe defaults.
 */
import type { EditorSettings, FeatureOption } from './types';

export const OSM_TILES = {
	url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
	attribution: '© OpenStreetMap',
};

export const DEFAULT_CENTER = { lat: 43.858, lng: 1.425 };

declare global {
	interface Window {
		accesProviderEditor?: Partial< EditorSettings >;
	}
}

function isRecordOfStrings(
	value: unknown
): value is Record< string, string > {
	return (
		!! value &&
		typeof value === 'object' &&
		! Array.isArray( value ) &&
		Object.values( value as object ).every( ( v ) => typeof v === 'string' )
	);
}

function isFeature( value: unknown ): value is FeatureOption {
	const f = value as FeatureOption;
	return (
		!! f &&
		typeof f.slug === 'string' &&
		typeof f.label === 'string' &&
		Array.isArray( f.families )
	);
}

/**
 * The editor settings. Tiles come from the maps feature's settings when the page has them.
 * @param win The window (tests).
 */
export function getEditorSettings( win: Window = window ): EditorSettings {
	const raw = win.accesProviderEditor ?? {};
	const mapTiles = (
		win as Window & {
			accesMapSettings?: { tiles?: Partial< EditorSettings[ 'tiles' ] > };
		}
	 ).accesMapSettings?.tiles;
	const tiles =
		mapTiles && typeof mapTiles.url === 'string' && mapTiles.url
			? mapTiles
			: raw.tiles;
	const center = raw.center;
	return {
		disabilities: isRecordOfStrings( raw.disabilities )
			? raw.disabilities
			: {},
		features: Array.isArray( raw.features )
			? raw.features.filter( isFeature )
			: [],
		iconBase: typeof raw.iconBase === 'string' ? raw.iconBase : '',
		tiles: {
			url:
				tiles && typeof tiles.url === 'string' && tiles.url
					? tiles.url
					: OSM_TILES.url,
			attribution:
				tiles && typeof tiles.attribution === 'string'
					? tiles.attribution
					: OSM_TILES.attribution,
		},
		center:
			center &&
			Number.isFinite( center.lat ) &&
			Number.isFinite( center.lng )
				? center
				: DEFAULT_CENTER,
	};
}
