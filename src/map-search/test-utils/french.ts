/**
 * Loads the feature's French translations (languages/src/map-search.po) into @wordpress/i18n,
 * so that tests assert the texts a French visitor reads.
 */
import fs from 'fs';
import path from 'path';
import { setLocaleData } from '@wordpress/i18n';

type Messages = Record< string, string[] >;

function unquote( s: string ): string {
	return JSON.parse( s ) as string;
}

export function frenchMessages(): Messages {
	const file = path.join(
		__dirname,
		'..',
		'..',
		'..',
		'languages',
		'src',
		'map-search.po'
	);
	const messages: Messages = {};
	const blocks = fs.readFileSync( file, 'utf8' ).split( /\r?\n\r?\n/ );
	for ( const block of blocks ) {
		let ctx = '';
		let id = '';
		const str: string[] = [];
		for ( const line of block.split( /\r?\n/ ) ) {
			let m = line.match( /^msgctxt (".*")$/ );
			if ( m ) {
				ctx = unquote( m[ 1 ] );
			}
			m = line.match( /^msgid (".*")$/ );
			if ( m ) {
				id = unquote( m[ 1 ] );
			}
			m = line.match( /^msgstr(?:\[(\d)\])? (".*")$/ );
			if ( m ) {
				str[ Number( m[ 1 ] ?? 0 ) ] = unquote( m[ 2 ] );
			}
		}
		if ( id ) {
			messages[ ( ctx ? ctx + '\u0004' : '' ) + id ] = str;
		}
	}
	return messages;
}

/** Switches @wordpress/i18n's acces-tourisme domain to French. */
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
