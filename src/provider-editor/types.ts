/**
 * The provider's meta as the REST API gives it (docs/CONTRACTS.md), and the editor settings
 * printed by PHP (AccesTourisme\ProviderEditor\EditorAssets).
 */
import type { TileSettings } from '../shared/types';

export interface ProviderMeta {
	acces_commune?: string;
	acces_address?: string;
	acces_postcode?: string;
	acces_lat?: number | string | null;
	acces_lng?: number | string | null;
	acces_phone?: string;
	acces_email?: string;
	acces_website?: string;
	acces_disabilities?: string[];
	acces_features?: string[];
	acces_label?: boolean;
	acces_marker_type?: string;
	acces_photos?: number[];
	[ key: string ]: unknown;
}

export type MetaKey = keyof ProviderMeta & string;

/** Updates some meta values (a partial object). */
export type MetaChange = ( changes: Partial< ProviderMeta > ) => void;

export interface FeatureOption {
	slug: string;
	label: string;
	/** Disability families this feature mostly serves. */
	families: string[];
}

export interface EditorSettings {
	/** Disability families, slug => label, in the label's order. */
	disabilities: Record< string, string >;
	/** Detailed accessibility features, in the catalogue's order. */
	features: FeatureOption[];
	/** URL of the markers folder, no trailing slash. */
	iconBase: string;
	tiles: TileSettings;
	/** Where the map starts when the provider has no coordinates. */
	center: { lat: number; lng: number };
}

/** Reports whether a field's current text is valid (invalid text blocks saving). */
export type ValidityChange = ( field: string, valid: boolean ) => void;
