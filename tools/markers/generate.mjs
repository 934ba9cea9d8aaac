#!/usr/bin/env node
/**
 * Generates the map-marker artwork in markers/ (original artwork, GPL-2.0-or-later).
 *
 * Writes, for each marker type:
 *   markers/{type}.svg     vector artwork, viewBox 0 0 30 35 (used by the legend);
 *   markers/{type}.png     30×35 px RGBA raster for the map;
 *   markers/{type}@2x.png  60×70 px RGBA raster for high-density screens;
 * and markers/legend.json (type, French and English label, fill colour).
 *
 * The PNGs are committed, so this script is only needed when the artwork
 * changes: neither the build, the tests nor the plugin run it. Rasterising
 * uses `rsvg-convert` from Debian's librsvg2-bin package
 * (`apt-get install -y librsvg2-bin`); no npm dependency is involved.
 *
 * Usage: node tools/markers/generate.mjs [--svg-only]
 *   --svg-only  write the SVGs and legend.json but not the PNGs.
 *
 * The script also checks the accessibility constraints and exits non-zero if
 * one fails: white pictogram on each fill ≥ 4.5:1, pin outline against white
 * and light map tiles ≥ 3:1.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const OUT = join( ROOT, 'markers' );

/** Dark outline around every pin. */
const OUTLINE = '#1a1a1a';
/** White pictogram. */
const INK = '#ffffff';
/** Backgrounds the outline must stand out from (white, light OSM land, light OSM water). */
const LIGHT_BACKGROUNDS = [ '#ffffff', '#f2efe9', '#aad3df' ];

/*
 * Pin geometry (viewBox 0 0 30 35): a circular head of radius 13 centred on
 * (15, 14) whose sides curve down to a point at (15, 34). The outline is
 * stroked on the path, 1.5 units wide, with round joins so the tip stays
 * inside the view box.
 */
const PIN_PATH =
	'M2 14A13 13 0 0 1 28 14C28 21 21.5 26.5 15 34C8.5 26.5 2 21 2 14Z';

/*
 * Pictograms are drawn on a 16×16 grid placed at (7, 6) so that the grid
 * centre is the head centre (15, 14); one grid unit is one pixel at 1× and
 * two at 2×, which keeps straight edges crisp. `F` stands for the pin fill,
 * used to cut details out of the white shapes.
 */
const PICTOGRAMS = {
	// Apartment building: a tall block with two columns of windows and a door.
	residences: () =>
		`<path fill="${ INK }" fill-rule="evenodd" d="` +
		'M3 0.5H13V15.5H3Z' +
		'M5 2.5H7V4.5H5ZM9 2.5H11V4.5H9Z' +
		'M5 6H7V8H5ZM9 6H11V8H9Z' +
		'M5 9.5H7V11.5H5ZM9 9.5H11V11.5H9Z' +
		'M7 12.5H9V15.5H7Z"/>',

	// Ferris wheel: a rim with cabins on a two-legged stand.
	loisirs: () => {
		const cx = 8;
		const cy = 6.5;
		const r = 5.5;
		let cabins = '';
		let spokes = '';
		for ( let i = 0; i < 8; i++ ) {
			const a = ( i * Math.PI ) / 4;
			const x = round( cx + r * Math.cos( a ) );
			const y = round( cy + r * Math.sin( a ) );
			spokes += `M${ cx } ${ cy }L${ x } ${ y }`;
			cabins += `<circle cx="${ x }" cy="${ y }" r="1.35"/>`;
		}
		return (
			`<g fill="none" stroke="${ INK }" stroke-linecap="round">` +
			`<circle cx="${ cx }" cy="${ cy }" r="${ r }" stroke-width="1.1"/>` +
			`<path d="${ spokes }" stroke-width="0.7"/>` +
			`<path d="M${ cx } ${ cy }L3.5 15M${ cx } ${ cy }L12.5 15M1.5 15.25H14.5" stroke-width="1.4" stroke-linejoin="round"/>` +
			`</g><g fill="${ INK }">${ cabins }<circle cx="${ cx }" cy="${ cy }" r="1.3"/></g>`
		);
	},

	// Fork and knife.
	restauration: () =>
		`<path fill="none" stroke="${ INK }" stroke-linecap="round" stroke-linejoin="round" stroke-width="1.2" d="M2.5 1V5.2C2.5 6.8 3.6 7.8 5 7.8C6.4 7.8 7.5 6.8 7.5 5.2V1M5 1V7.8"/>` +
		`<path fill="none" stroke="${ INK }" stroke-linecap="round" stroke-width="1.8" d="M5 8V14.9"/>` +
		`<path fill="${ INK }" d="M13.6 0.6C11.4 1.6 10.1 4.4 10.1 8.8H11.9V14.9C11.9 15.4 12.3 15.8 12.75 15.8C13.2 15.8 13.6 15.4 13.6 14.9Z"/>`,

	// Bed seen from the side, with a sleeper's head on the pillow.
	hotels: () =>
		`<g fill="${ INK }">` +
		'<rect x="0.5" y="3" width="2" height="11.5" rx="0.5"/>' +
		'<rect x="0.5" y="9.5" width="15" height="3" rx="0.5"/>' +
		'<rect x="13.5" y="9.5" width="2" height="5" rx="0.5"/>' +
		'<circle cx="5.2" cy="7.3" r="1.9"/>' +
		'<path d="M7.8 5.5H13.5C14.6 5.5 15.5 6.4 15.5 7.5V9H7.8Z"/>' +
		'</g>',

	// House with a large key across its front.
	hebergements: ( F ) =>
		`<path fill="${ INK }" d="M8 0.3L16 7.3H14.8V15.6H1.2V7.3H0Z"/>` +
		`<g fill="${ F }">` +
		'<circle cx="4.9" cy="11.4" r="2.5"/>' +
		'<path d="M6.5 10.6H13.6V12.2H12.9V14.2H11.5V12.2H10.6V13.6H9.2V12.2H6.5Z"/>' +
		'</g>' +
		`<circle fill="${ INK }" cx="4.9" cy="11.4" r="0.9"/>`,

	// Two holiday chalets, the front one overlapping the back one.
	villages: ( F ) =>
		`<path fill="${ INK }" d="M5.5 0.8L11.2 6.4H9.8V11H1.2V6.4H-0.2Z"/>` +
		`<path fill="${ INK }" stroke="${ F }" stroke-width="1.3" stroke-linejoin="round" d="M10.5 4.8L16.4 10.4H15V15.6H6V10.4H4.6Z"/>` +
		`<path fill="${ F }" d="M9.5 11.8H11.5V15.6H9.5Z"/>`,

	// Sun over waves: beach or lake.
	handiplage: () =>
		`<circle fill="${ INK }" cx="8" cy="5" r="3.2"/>` +
		`<path fill="none" stroke="${ INK }" stroke-width="1.6" stroke-linecap="round" d="` +
		'M1 10.5Q2.75 8.9 4.5 10.5T8 10.5T11.5 10.5T15 10.5' +
		'M1 14.3Q2.75 12.7 4.5 14.3T8 14.3T11.5 14.3T15 14.3"/>',

	// No category: a plain dot.
	empty: () => `<circle fill="${ INK }" cx="8" cy="8" r="3.6"/>`,
};

/**
 * Marker types, in legend order. Fills are dark enough for white text
 * (≥ 4.5:1) and were chosen to stay distinct under protanopia, deuteranopia
 * and tritanopia simulations; meaning is carried by the pictogram anyway.
 */
const TYPES = [
	{
		type: 'icon-residences',
		label: 'Résidences',
		labelEn: 'Residences',
		color: '#2048a0',
		pictogram: 'residences',
	},
	{
		type: 'icon-equipements-de-loisirs',
		label: 'Équipements de loisirs',
		labelEn: 'Leisure facilities',
		color: '#4f7a45',
		pictogram: 'loisirs',
	},
	{
		type: 'icon-restauration',
		label: 'Restauration',
		labelEn: 'Restaurants',
		color: '#b34d00',
		pictogram: 'restauration',
	},
	{
		type: 'icon-hotels',
		label: 'Hôtels',
		labelEn: 'Hotels',
		color: '#782878',
		pictogram: 'hotels',
	},
	{
		type: 'icon-hebergements-locatifs-meubles-et-chambres-dhotes',
		label: 'Hébergements locatifs meublés et chambres d’hôtes',
		labelEn: 'Furnished rentals and guest rooms',
		color: '#a0527f',
		pictogram: 'hebergements',
	},
	{
		type: 'icon-villages-vacances',
		label: 'Villages vacances',
		labelEn: 'Holiday villages',
		color: '#783810',
		pictogram: 'villages',
	},
	{
		type: 'icon-handiplage',
		label: 'Plage ou lac accessible (Handiplage)',
		labelEn: 'Accessible beach or lake',
		color: '#0072b2',
		pictogram: 'handiplage',
	},
	{
		type: 'empty',
		label: 'Sans catégorie',
		labelEn: 'No category',
		color: '#555555',
		pictogram: 'empty',
	},
];

function round( n ) {
	return Math.round( n * 100 ) / 100;
}

/**
 * WCAG 2.x relative luminance of a #rrggbb colour.
 *
 * @param {string} hex Colour.
 * @return {number} Luminance in [0, 1].
 */
function luminance( hex ) {
	const [ r, g, b ] = [ 1, 3, 5 ].map( ( i ) => {
		const c = parseInt( hex.slice( i, i + 2 ), 16 ) / 255;
		return c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2.x contrast ratio between two colours.
 *
 * @param {string} a Colour.
 * @param {string} b Colour.
 * @return {number} Ratio in [1, 21].
 */
export function contrast( a, b ) {
	const [ hi, lo ] = [ luminance( a ), luminance( b ) ].sort(
		( x, y ) => y - x
	);
	return ( hi + 0.05 ) / ( lo + 0.05 );
}

/**
 * Full SVG document for one marker type.
 *
 * @param {Object} t One entry of TYPES.
 * @return {string} SVG markup.
 */
function svg( t ) {
	return (
		'<svg xmlns="http://www.w3.org/2000/svg" width="30" height="35" viewBox="0 0 30 35">\n' +
		`<path d="${ PIN_PATH }" fill="${ t.color }" stroke="${ OUTLINE }" stroke-width="1.5" stroke-linejoin="round"/>\n` +
		`<g transform="translate(7 6)">${ PICTOGRAMS[ t.pictogram ](
			t.color
		) }</g>\n` +
		'</svg>\n'
	);
}

/**
 * Reads width, height, bit depth and colour type from a PNG's IHDR chunk.
 *
 * @param {string} file Path.
 * @return {{width: number, height: number, depth: number, colorType: number}} Header.
 */
function pngHeader( file ) {
	const buf = readFileSync( file );
	return {
		width: buf.readUInt32BE( 16 ),
		height: buf.readUInt32BE( 20 ),
		depth: buf[ 24 ],
		colorType: buf[ 25 ],
	};
}

function check() {
	const problems = [];
	for ( const t of TYPES ) {
		const ratio = contrast( INK, t.color );
		if ( ratio < 4.5 ) {
			problems.push(
				`${ t.type }: white on ${ t.color } is ${ ratio.toFixed(
					2
				) }:1`
			);
		}
	}
	for ( const bg of LIGHT_BACKGROUNDS ) {
		const ratio = contrast( OUTLINE, bg );
		if ( ratio < 3 ) {
			problems.push(
				`outline ${ OUTLINE } on ${ bg } is ${ ratio.toFixed( 2 ) }:1`
			);
		}
	}
	if ( new Set( TYPES.map( ( t ) => t.color ) ).size !== TYPES.length ) {
		problems.push( 'two types share a colour' );
	}
	return problems;
}

function main() {
	const svgOnly = process.argv.includes( '--svg-only' );
	const problems = check();
	if ( problems.length ) {
		process.stderr.write( problems.join( '\n' ) + '\n' );
		process.exit( 1 );
	}
	mkdirSync( OUT, { recursive: true } );

	for ( const t of TYPES ) {
		const svgFile = join( OUT, `${ t.type }.svg` );
		writeFileSync( svgFile, svg( t ) );
		if ( svgOnly ) {
			continue;
		}
		for ( const [ suffix, w, h ] of [
			[ '', 30, 35 ],
			[ '@2x', 60, 70 ],
		] ) {
			const png = join( OUT, `${ t.type }${ suffix }.png` );
			try {
				execFileSync( 'rsvg-convert', [
					'--format=png',
					`--width=${ w }`,
					`--height=${ h }`,
					'--output',
					png,
					svgFile,
				] );
			} catch ( e ) {
				process.stderr.write(
					`rsvg-convert failed (${ e.message }).\n` +
						'Install it with: apt-get install -y librsvg2-bin\n'
				);
				process.exit( 1 );
			}
			const head = pngHeader( png );
			if (
				head.width !== w ||
				head.height !== h ||
				head.colorType !== 6
			) {
				process.stderr.write(
					`${ png }: expected ${ w }×${ h } RGBA, got ${ JSON.stringify(
						head
					) }\n`
				);
				process.exit( 1 );
			}
		}
	}

	const legend = TYPES.map( ( { type, label, labelEn, color } ) => ( {
		type,
		label,
		labelEn,
		color,
	} ) );
	writeFileSync(
		join( OUT, 'legend.json' ),
		JSON.stringify( legend, null, '\t' ) + '\n'
	);

	for ( const t of TYPES ) {
		process.stdout.write(
			`${ t.type.padEnd( 56 ) } ${ t.color }  white ${ contrast(
				INK,
				t.color
			).toFixed( 2 ) }:1\n`
		);
	}
	for ( const bg of LIGHT_BACKGROUNDS ) {
		process.stdout.write(
			`outline ${ OUTLINE } on ${ bg }: ${ contrast(
				OUTLINE,
				bg
			).toFixed( 2 ) }:1\n`
		);
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	main();
}
