/**
 * Types shared by the front-end features. The PHP side produces these shapes
 * (see docs/CONTRACTS.md).
 */

/** A marker type: `icon-{category_slug}`, `icon-handiplage` or `empty`. */
export type MarkerType = string;

/** A disability family of the Tourisme & Handicap label. */
export type Disability = 'moteur' | 'visuel' | 'auditif' | 'mental';

/** One place on a map (specification §3.1, plus what the search filters need). */
export interface Place {
	id: number;
	lat: number;
	lng: number;
	/** Establishment name (plain text, never HTML). */
	name: string;
	/** The commune, in capitals (the specification's spelling). */
	adress: string;
	/** The commune as written (for filters). */
	commune: string;
	/** The provider's detail page. */
	url: string;
	/** Marker type; '' is treated as 'empty'. */
	type: MarkerType;
	/** Category slug ('' when none). */
	category: string;
	disabilities: Disability[];
}

/** Page-level map values (specification §3.2). */
export interface MapPageValues {
	latitude: number | null;
	longitude: number | null;
	places: Place[] | null;
	/** URL of the markers folder, no trailing slash. */
	iconBase: string;
	defaultCenter: { lat: number; lng: number };
	type: string;
}

/** Tile layer settings (plugin settings). */
export interface TileSettings {
	url: string;
	attribution: string;
}
