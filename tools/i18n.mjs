/**
 * Builds the French translations from the PO fragments in languages/src/*.po
 * (one per feature, so features can be translated independently):
 *   languages/acces-tourisme-fr_FR.po   merged catalogue (for translators and tools)
 *   languages/acces-tourisme-fr_FR.mo   PHP strings (load_plugin_textdomain)
 *   languages/acces-tourisme-fr_FR-{handle}.json   JS strings of each built script
 *                                      (wp_set_script_translations looks up this name first)
 *
 * `node tools/i18n.mjs --check` fails when a string of the sources, given to __(), _x(),
 * _n(), esc_html__(), ... with the text domain acces-tourisme, has no French translation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const LANG = path.join( ROOT, 'languages' );
const DOMAIN = 'acces-tourisme';
const LOCALE = 'fr_FR';
const PLURAL_FORMS = 'nplurals=2; plural=n > 1;';

function unquote( s ) {
	return JSON.parse( s.replace( /\\'/g, "'" ).replace( /\t/g, '\\t' ) );
}

export function parsePo( text ) {
	const entries = [];
	let cur = null;
	let last = null;
	const flush = () => {
		if ( cur && cur.msgid !== undefined ) {
			entries.push( cur );
		}
		cur = null;
	};
	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.trim();
		if ( line === '' ) {
			flush();
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			if ( cur && cur.msgid !== undefined ) {
				flush();
			}
			continue;
		}
		cur = cur || { msgstr: [] };
		let m;
		if ( ( m = line.match( /^msgctxt\s+(".*")$/ ) ) ) {
			if ( cur.msgid !== undefined ) {
				flush();
				cur = { msgstr: [] };
			}
			cur.msgctxt = unquote( m[ 1 ] );
			last = 'msgctxt';
		} else if ( ( m = line.match( /^msgid\s+(".*")$/ ) ) ) {
			if ( cur.msgid !== undefined ) {
				flush();
				cur = { msgstr: [] };
			}
			cur.msgid = unquote( m[ 1 ] );
			last = 'msgid';
		} else if ( ( m = line.match( /^msgid_plural\s+(".*")$/ ) ) ) {
			cur.msgid_plural = unquote( m[ 1 ] );
			last = 'msgid_plural';
		} else if ( ( m = line.match( /^msgstr(?:\[(\d+)\])?\s+(".*")$/ ) ) ) {
			const i = m[ 1 ] ? Number( m[ 1 ] ) : 0;
			cur.msgstr[ i ] = unquote( m[ 2 ] );
			last = [ 'msgstr', i ];
		} else if ( ( m = line.match( /^(".*")$/ ) ) ) {
			const s = unquote( m[ 1 ] );
			if ( Array.isArray( last ) ) {
				cur.msgstr[ last[ 1 ] ] += s;
			} else if ( last ) {
				cur[ last ] += s;
			}
		}
	}
	flush();
	return entries;
}

function poString( s ) {
	return JSON.stringify( s ).replace( /\\u([0-9a-f]{4})/gi, ( _m, h ) =>
		String.fromCharCode( parseInt( h, 16 ) )
	);
}

function key( e ) {
	return ( e.msgctxt !== undefined ? e.msgctxt + '\u0004' : '' ) + e.msgid;
}

function writeMo( entries, file ) {
	const header = `Content-Type: text/plain; charset=UTF-8\nLanguage: ${ LOCALE }\nPlural-Forms: ${ PLURAL_FORMS }\n`;
	const all = [ { k: '', v: header } ];
	for ( const e of entries ) {
		if ( ! e.msgid ) {
			continue;
		}
		const k =
			e.msgid_plural !== undefined
				? key( e ) + '\u0000' + e.msgid_plural
				: key( e );
		all.push( { k, v: e.msgstr.join( '\u0000' ) } );
	}
	all.sort( ( a, b ) =>
		Buffer.compare( Buffer.from( a.k ), Buffer.from( b.k ) )
	);
	const n = all.length;
	const keys = all.map( ( x ) => Buffer.from( x.k, 'utf8' ) );
	const vals = all.map( ( x ) => Buffer.from( x.v, 'utf8' ) );
	const headerSize = 28;
	const origTable = headerSize;
	const transTable = origTable + n * 8;
	let offset = transTable + n * 8;
	const head = Buffer.alloc( headerSize + n * 16 );
	head.writeUInt32LE( 0x950412de, 0 );
	head.writeUInt32LE( 0, 4 );
	head.writeUInt32LE( n, 8 );
	head.writeUInt32LE( origTable, 12 );
	head.writeUInt32LE( transTable, 16 );
	head.writeUInt32LE( 0, 20 );
	head.writeUInt32LE( offset, 24 );
	const chunks = [];
	keys.forEach( ( b, i ) => {
		head.writeUInt32LE( b.length, origTable + i * 8 );
		head.writeUInt32LE( offset, origTable + i * 8 + 4 );
		chunks.push( b, Buffer.from( [ 0 ] ) );
		offset += b.length + 1;
	} );
	vals.forEach( ( b, i ) => {
		head.writeUInt32LE( b.length, transTable + i * 8 );
		head.writeUInt32LE( offset, transTable + i * 8 + 4 );
		chunks.push( b, Buffer.from( [ 0 ] ) );
		offset += b.length + 1;
	} );
	fs.writeFileSync( file, Buffer.concat( [ head, ...chunks ] ) );
}

function walk( dir, exts, out = [] ) {
	if ( ! fs.existsSync( dir ) ) {
		return out;
	}
	for ( const name of fs.readdirSync( dir ) ) {
		const p = path.join( dir, name );
		if ( name === 'node_modules' || name === 'test' ) {
			continue;
		}
		if ( fs.statSync( p ).isDirectory() ) {
			walk( p, exts, out );
		} else if ( exts.some( ( x ) => name.endsWith( x ) ) ) {
			out.push( p );
		}
	}
	return out;
}

/**
 * Strings given to the gettext functions with our text domain, in PHP or TS sources.
 *
 * @param {string[]} files Source files.
 * @return {Map<string, string>} Each msgid with the first file that uses it.
 */
export function sourceStrings( files ) {
	const found = new Map();
	const fn =
		/\b(?:__|_e|_x|_ex|_n|_nx|esc_html__|esc_html_e|esc_attr__|esc_attr_e|esc_html_x|esc_attr_x)\s*\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*,\s*(?:(['"])((?:\\.|(?!\3).)*)\3\s*,\s*)?(?:(?:\d+|[$\w>\-[\]'"]+)\s*,\s*)?(?:(['"])((?:\\.|(?!\5).)*)\5\s*,\s*)?['"]acces-tourisme['"]/gs;
	for ( const f of files ) {
		const text = fs.readFileSync( f, 'utf8' );
		for ( const m of text.matchAll( fn ) ) {
			const msgid = m[ 2 ].replace( /\\(['"\\])/g, '$1' );
			found.set( msgid, path.relative( ROOT, f ) );
		}
	}
	return found;
}

function loadCatalogue() {
	const dir = path.join( LANG, 'src' );
	const entries = new Map();
	for ( const f of fs.existsSync( dir )
		? fs.readdirSync( dir ).sort()
		: [] ) {
		if ( ! f.endsWith( '.po' ) ) {
			continue;
		}
		for ( const e of parsePo(
			fs.readFileSync( path.join( dir, f ), 'utf8' )
		) ) {
			if ( e.msgid ) {
				entries.set( key( e ), e );
			}
		}
	}
	return [ ...entries.values() ];
}

function builtEntries() {
	const build = path.join( ROOT, 'build' );
	return walk( build, [ '.asset.php' ] ).map( ( f ) =>
		path.relative( build, f ).replace( /\.asset\.php$/, '' )
	);
}

function handlesFor( entry ) {
	const handles = [ 'acces-' + entry.replace( /\//g, '-' ) ];
	const m = entry.match( /^blocks\/([^/]+)\/(index|view)$/ );
	if ( m ) {
		handles.push(
			`acces-tourisme-${ m[ 1 ] }-${
				m[ 2 ] === 'index' ? 'editor-script' : 'view-script'
			}`
		);
	}
	return handles;
}

function sourceDirFor( entry ) {
	const parts = entry.split( '/' );
	parts.pop();
	return path.join( ROOT, 'src', ...parts );
}

function main() {
	const entries = loadCatalogue();
	const byId = new Map( entries.map( ( e ) => [ e.msgid, e ] ) );

	if ( process.argv.includes( '--check' ) ) {
		const files = [
			...walk( path.join( ROOT, 'includes' ), [ '.php' ] ),
			...walk( path.join( ROOT, 'src' ), [ '.ts', '.tsx' ] ),
			path.join( ROOT, 'plugin.php' ),
		];
		const missing = [];
		for ( const [ msgid, file ] of sourceStrings( files ) ) {
			const e = byId.get( msgid );
			if ( ! e || ! e.msgstr[ 0 ] ) {
				missing.push( `${ file }: "${ msgid }"` );
			}
		}
		if ( missing.length ) {
			console.error(
				`Missing French translations (${ missing.length }), add them to languages/src/*.po:\n  ` +
					missing.join( '\n  ' )
			);
			process.exit( 1 );
		}
		console.log(
			`i18n: every source string has a French translation (${ entries.length } in the catalogue).`
		);
		return;
	}

	// Merged PO.
	let po = `# French translation of Accès Tourisme.\n# Generated by tools/i18n.mjs from languages/src/*.po: edit those files.\nmsgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: ${ LOCALE }\\n"\n"Plural-Forms: ${ PLURAL_FORMS }\\n"\n"X-Domain: ${ DOMAIN }\\n"\n`;
	for ( const e of entries ) {
		po += '\n';
		if ( e.msgctxt !== undefined ) {
			po += `msgctxt ${ poString( e.msgctxt ) }\n`;
		}
		po += `msgid ${ poString( e.msgid ) }\n`;
		if ( e.msgid_plural !== undefined ) {
			po += `msgid_plural ${ poString( e.msgid_plural ) }\n`;
			e.msgstr.forEach(
				( s, i ) => ( po += `msgstr[${ i }] ${ poString( s ) }\n` )
			);
		} else {
			po += `msgstr ${ poString( e.msgstr[ 0 ] ?? '' ) }\n`;
		}
	}
	fs.writeFileSync( path.join( LANG, `${ DOMAIN }-${ LOCALE }.po` ), po );
	writeMo( entries, path.join( LANG, `${ DOMAIN }-${ LOCALE }.mo` ) );

	// One JSON per built script, holding the strings its sources use.
	for ( const f of fs.readdirSync( LANG ) ) {
		if (
			f.startsWith( `${ DOMAIN }-${ LOCALE }-` ) &&
			f.endsWith( '.json' )
		) {
			fs.unlinkSync( path.join( LANG, f ) );
		}
	}
	const shared = walk( path.join( ROOT, 'src', 'shared' ), [
		'.ts',
		'.tsx',
	] );
	let written = 0;
	for ( const entry of builtEntries() ) {
		const files = [
			...walk( sourceDirFor( entry ), [ '.ts', '.tsx' ] ),
			...shared,
		];
		const used = sourceStrings( files );
		// Strings of modules imported from other folders are in the built file: any catalogue
		// string that appears there as a string literal is added (an extra one costs nothing).
		const built = path.join( ROOT, 'build', entry + '.js' );
		if ( fs.existsSync( built ) ) {
			const code = fs.readFileSync( built, 'utf8' );
			for ( const e of entries ) {
				const single = `'${ e.msgid
					.replace( /\\/g, '\\\\' )
					.replace( /'/g, "\\'" ) }'`;
				if (
					code.includes( JSON.stringify( e.msgid ) ) ||
					code.includes( single )
				) {
					used.set( e.msgid, built );
				}
			}
		}
		const messages = {
			'': {
				domain: 'messages',
				lang: LOCALE,
				'plural-forms': PLURAL_FORMS,
			},
		};
		for ( const e of entries ) {
			if ( used.has( e.msgid ) && e.msgstr[ 0 ] ) {
				messages[ key( e ) ] = e.msgstr;
			}
		}
		if ( Object.keys( messages ).length === 1 ) {
			continue;
		}
		const json = JSON.stringify( {
			domain: 'messages',
			locale_data: { messages },
		} );
		for ( const handle of handlesFor( entry ) ) {
			fs.writeFileSync(
				path.join( LANG, `${ DOMAIN }-${ LOCALE }-${ handle }.json` ),
				json
			);
			written++;
		}
	}
	console.log(
		`i18n: ${ entries.length } strings, ${ written } script translation files.`
	);
}

main();
