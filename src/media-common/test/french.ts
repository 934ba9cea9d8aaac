/**
 * Test helper: loads the French translations of languages/src/media.po into @wordpress/i18n,
 * so that tests see the labels visitors get (and fail if a translation goes missing).
 */
import fs from 'fs';
import path from 'path';
import { setLocaleData } from '@wordpress/i18n';

function unquote( line: string ): string {
	return JSON.parse( line.slice( line.indexOf( '"' ) ) ) as string;
}

export function loadFrench(): void {
	const po = fs.readFileSync(
		path.join( __dirname, '../../../languages/src/media.po' ),
		'utf8'
	);
	const messages: Record< string, string[] > = {};
	for ( const block of po.split( /\n\s*\n/ ) ) {
		const lines = block
			.split( '\n' )
			.filter( ( l ) => ! l.startsWith( '#' ) );
		const ctxt = lines.find( ( l ) => l.startsWith( 'msgctxt ' ) );
		const id = lines.find( ( l ) => l.startsWith( 'msgid ' ) );
		const strs = lines.filter( ( l ) => l.startsWith( 'msgstr' ) );
		if ( ! id || ! strs.length || unquote( id ) === '' ) {
			continue;
		}
		const key = ( ctxt ? unquote( ctxt ) + '\u0004' : '' ) + unquote( id );
		messages[ key ] = strs.map( unquote );
	}
	setLocaleData(
		{
			'': {
				domain: 'acces-tourisme',
				plural_forms: 'nplurals=2; plural=n > 1;',
			},
			...messages,
		},
		'acces-tourisme'
	);
}
