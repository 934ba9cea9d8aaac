/**
 * Swiper 11 for Jest: it ships ES modules only, which this Jest setup does not transform, so
 * its browser bundle (the same code, every module included) is loaded instead (jest.config.js).
 */
const fs = require( 'fs' );
const path = require( 'path' );

const source = fs.readFileSync(
	path.join( __dirname, '../../node_modules/swiper/swiper-bundle.js' ),
	'utf8'
);
// eslint-disable-next-line no-new-func
const Swiper = new Function( `${ source }\nreturn Swiper;` )();

module.exports = { __esModule: true, default: Swiper };
