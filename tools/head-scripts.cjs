/**
 * The sources of the head scripts that the plugin prints inline in every page's head, as they
 * run (before minifying): tools/blocks-manifest.mjs minifies them into build/prepaint.php, and
 * the Jest tests run these very sources. The consent's is its placement rule
 * (src/consent/placement.js, which ConsentApp imports too) followed by src/consent/prepaint.js,
 * in a function of their own: nothing of them is left on `window` but what they set there.
 */
const fs = require( 'fs' );
const path = require( 'path' );

const SRC = path.join( __dirname, '..', 'src' );
const PARTS = {
	toolbar: [ 'toolbar/prepaint.js' ],
	consent: [ 'consent/placement.js', 'consent/prepaint.js' ],
};

/**
 * One head script's source.
 *
 * @param {'toolbar'|'consent'} name The script.
 * @return {string} JavaScript.
 */
function headScriptSource( name ) {
	const parts = PARTS[ name ].map( ( file ) =>
		fs
			.readFileSync( path.join( SRC, file ), 'utf8' )
			// A module's exports become the function's own declarations.
			.replace( /^export (?=function )/gm, '' )
	);
	return parts.length === 1
		? parts[ 0 ]
		: `( function () {\n${ parts.join( '\n' ) }\n} )();\n`;
}

module.exports = { headScriptSource, PARTS };
