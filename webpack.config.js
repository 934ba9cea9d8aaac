/**
 * Extends @wordpress/scripts' webpack config with one entry per front-end feature
 * (src/<feature>/index.ts[x]) and, per block, its editor script (src/blocks/<name>/index.tsx)
 * and its front-end script (src/blocks/<name>/view.ts[x]). React and the @wordpress packages
 * stay external (dependency extraction): WordPress provides them. Leaflet is an entry of its
 * own that the map scripts depend on (see LEAFLET_HANDLE).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const SRC = path.resolve( __dirname, 'src' );
const NOT_ENTRIES = new Set( [ 'shared', 'blocks' ] );

function firstExisting( dir, names ) {
	return names
		.map( ( n ) => path.join( dir, n ) )
		.find( ( f ) => fs.existsSync( f ) );
}

function entries() {
	const out = {};
	for ( const feature of fs.readdirSync( SRC ) ) {
		const dir = path.join( SRC, feature );
		if (
			NOT_ENTRIES.has( feature ) ||
			! fs.statSync( dir ).isDirectory()
		) {
			continue;
		}
		const index = firstExisting( dir, [ 'index.ts', 'index.tsx' ] );
		if ( index ) {
			out[ `${ feature }/index` ] = index;
		}
	}
	const blocks = path.join( SRC, 'blocks' );
	if ( fs.existsSync( blocks ) ) {
		for ( const block of fs.readdirSync( blocks ) ) {
			const dir = path.join( blocks, block );
			const index = firstExisting( dir, [ 'index.tsx', 'index.ts' ] );
			const view = firstExisting( dir, [ 'view.tsx', 'view.ts' ] );
			if ( index ) {
				out[ `blocks/${ block }/index` ] = index;
			}
			if ( view ) {
				out[ `blocks/${ block }/view` ] = view;
			}
		}
	}
	return out;
}

/**
 * Leaflet is the entry "leaflet/index" (src/leaflet/index.ts), a script of its own: elsewhere
 * `import … from 'leaflet'` is the global `accesLeaflet` that it sets, and the entries that import it
 * depend on its handle (their .asset.php lists it).
 */
const LEAFLET_HANDLE = 'acces-leaflet-index';

function withLeafletExternal( plugin ) {
	if ( plugin.constructor.name !== 'DependencyExtractionWebpackPlugin' ) {
		return plugin;
	}
	return new plugin.constructor( {
		requestToExternal: ( request ) =>
			request === 'leaflet' ? 'accesLeaflet' : undefined,
		requestToHandle: ( request ) =>
			request === 'leaflet' ? LEAFLET_HANDLE : undefined,
	} );
}

module.exports = {
	...defaultConfig,
	entry: entries,
	output: {
		...defaultConfig.output,
		// Chunks that the entries load themselves (the map's cluster worker and its lazy
		// chunks) are asked for with their content hash: WordPress versions the entries'
		// URLs (ver= from .asset.php), not these, and a browser could otherwise keep an old
		// worker or chunk beside a new map script after an update. The file on disk keeps its
		// plain name (webpack drops the query when it writes it).
		chunkFilename: '[name].js?ver=[contenthash:20]',
	},
	plugins: defaultConfig.plugins.map( withLeafletExternal ),
};
