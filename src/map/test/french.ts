/**
 * Loads the maps' French translations (languages/src/maps.po) into @wordpress/i18n, so that
 * the tests assert what a French visitor reads.
 */
import fs from 'fs';
import path from 'path';
import { setLocaleData } from '@wordpress/i18n';

function unquote( s: string ): string {
	return JSON.parse( s ) as string;
}

/** msgctxt\u0004msgid => msgstr[] of maps.po. */
export function frenchMessages(): Record< string, string[] > {
	const file = path.join( __dirname, '../../../languages/src/maps.po' );
	const messages: Record< string, string[] > = {};
	for ( const block of fs
		.readFileSync( file, 'utf8' )
		.split( /\r?\n\r?\n/ ) ) {
		let ctx = '';
		let id = '';
		const str: string[] = [];
		for ( const line of block.split( /\r?\n/ ) ) {
			const ctxMatch = line.match( /^msgctxt (".*")$/ );
			const idMatch = line.match( /^msgid (".*")$/ );
			const strMatch = line.match( /^msgstr(?:\[(\d)\])? (".*")$/ );
			if ( ctxMatch ) {
				ctx = unquote( ctxMatch[ 1 ] );
			} else if ( idMatch ) {
				id = unquote( idMatch[ 1 ] );
			} else if ( strMatch ) {
				str[ Number( strMatch[ 1 ] ?? 0 ) ] = unquote( strMatch[ 2 ] );
			}
		}
		if ( id ) {
			messages[ ( ctx ? ctx + '\u0004' : '' ) + id ] = str;
		}
	}
	return messages;
}

/** Switches the acces-tourisme text domain to French. */
export function loadFrench(): void {
	setLocaleData(
		{
			'': {
				domain: 'acces-tourisme',
				plural_forms: 'nplurals=2; plural=n > 1;',
			},
			...frenchMessages(),
		},
		'acces-tourisme'
	);
}

/**
 * Gives every element a size, as a browser would (Leaflet measures its container).
 * @param width
 * @param height
 */
export function giveElementsASize( width = 800, height = 400 ): void {
	Object.defineProperty( window.HTMLElement.prototype, 'clientWidth', {
		configurable: true,
		get: () => width,
	} );
	Object.defineProperty( window.HTMLElement.prototype, 'clientHeight', {
		configurable: true,
		get: () => height,
	} );
}
