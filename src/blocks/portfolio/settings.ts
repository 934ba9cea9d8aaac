/**
 * Reads the block's settings: block.json gives every default; values of the wrong type fall
 * back on it.
 */
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import type { PortfolioSettings } from './types';

type Attribute = { type: string; default?: unknown; enum?: unknown[] };

const ATTRIBUTES = metadata.attributes as unknown as Record<
	string,
	Attribute
>;

/** Every setting with its default (block.json). */
export function defaultSettings(): PortfolioSettings {
	const out: Record< string, unknown > = {};
	for ( const [ name, attribute ] of Object.entries( ATTRIBUTES ) ) {
		out[ name ] = attribute.default;
	}
	return out as unknown as PortfolioSettings;
}

function toBoolean( value: unknown, fallback: boolean ): boolean {
	if ( typeof value === 'boolean' ) {
		return value;
	}
	if ( typeof value === 'number' ) {
		return value !== 0;
	}
	if ( typeof value === 'string' ) {
		return [ '1', 'true', 'yes', 'oui', 'on' ].includes(
			value.trim().toLowerCase()
		);
	}
	return fallback;
}

/**
 * The settings, from the parsed data attribute (anything that is an object).
 * @param raw The parsed JSON.
 */
export function normaliseSettings( raw: unknown ): PortfolioSettings {
	const given =
		raw && typeof raw === 'object' && ! Array.isArray( raw )
			? ( raw as Record< string, unknown > )
			: {};
	const out: Record< string, unknown > = {};
	for ( const [ name, attribute ] of Object.entries( ATTRIBUTES ) ) {
		const value = given[ name ];
		const fallback = attribute.default;
		if ( value === undefined || value === null ) {
			out[ name ] = fallback;
			continue;
		}
		switch ( attribute.type ) {
			case 'boolean':
				out[ name ] = toBoolean( value, fallback as boolean );
				break;
			case 'number': {
				const n = Number( value );
				out[ name ] =
					typeof value !== 'boolean' &&
					value !== '' &&
					Number.isFinite( n )
						? n
						: fallback;
				break;
			}
			case 'array':
				out[ name ] =
					Array.isArray( value ) || typeof value === 'string'
						? value
						: fallback;
				break;
			default:
				if ( Array.isArray( value ) && name.endsWith( 'Labels' ) ) {
					out[ name ] = value;
				} else if ( typeof value === 'string' ) {
					out[ name ] =
						attribute.enum && ! attribute.enum.includes( value )
							? fallback
							: value;
				} else {
					out[ name ] = String( value );
				}
		}
	}
	const settings = out as unknown as PortfolioSettings;
	settings.columns = Math.min(
		4,
		Math.max( 1, Math.round( settings.columns ) )
	);
	settings.itemsPerPage = Math.min(
		100,
		Math.max( 1, Math.round( settings.itemsPerPage ) )
	);
	settings.scrollSpeed = Math.max( 0, settings.scrollSpeed );
	return settings;
}

/**
 * A label list: null when there is none (no restriction) or when it cannot be parsed (logged
 * as 'Error parsing attributes:', specification §8).
 * @param value The setting.
 */
export function parseLabels( value: unknown ): string[] | null {
	if ( Array.isArray( value ) ) {
		return value.map( ( v ) => String( v ).trim() );
	}
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return null;
	}
	try {
		const parsed: unknown = JSON.parse( value );
		if ( ! Array.isArray( parsed ) ) {
			throw new TypeError( 'A label list must be a JSON array.' );
		}
		return parsed.map( ( v ) => String( v ).trim() );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Error parsing attributes:', error );
		return null;
	}
}

/**
 * Term ids from an array or comma-joined text; anything else is dropped.
 * @param value The setting.
 */
export function parseIds( value: unknown ): number[] {
	const list = Array.isArray( value )
		? value
		: String( value ?? '' ).split( ',' );
	return list
		.map( ( v ) => Number( String( v ).trim() ) )
		.filter( ( n ) => Number.isInteger( n ) && n > 0 );
}

/**
 * The texts shown to visitors: a setting left at its English default is shown translated.
 * @param settings The settings.
 */
export function texts( settings: PortfolioSettings ): {
	quickView: string;
	loadMore: string;
} {
	const quickView = settings.quickViewText.trim();
	const loadMore = settings.loadMoreButtonText.trim();
	return {
		quickView:
			quickView === '' || quickView === 'Quick View'
				? __( 'Quick View', 'acces-tourisme' )
				: quickView,
		loadMore:
			loadMore === '' || loadMore === 'Load More'
				? __( 'Load More', 'acces-tourisme' )
				: loadMore,
	};
}
