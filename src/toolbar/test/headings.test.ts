/**
 * The head script's heading fit (src/toolbar/prepaint.js), with the browser's measures
 * stood in for (jsdom lays nothing out): a heading's size is its `data-size` (or the size the
 * script gave it), its box `data-box`, a word half as wide as it is high per letter. The
 * browser test (tests/e2e/toolbar/headings.spec.ts) checks the same rule on the demo's pages.
 */
import fs from 'fs';
import path from 'path';
import { applyPreferences } from '../preferences';
import { resetPage } from './helpers';

const script = fs.readFileSync(
	path.join( __dirname, '../prepaint.js' ),
	'utf8'
);

function sizeOf( el: Element ): number {
	const html = el as HTMLElement;
	const fit = html.style.getPropertyValue( '--acces-fit' );
	const zoom =
		document.documentElement.classList.contains( 'acces-text-zoom' );
	return fit && zoom ? parseFloat( fit ) : Number( html.dataset.size );
}

const realStyle = window.getComputedStyle;
const realRects = Range.prototype.getClientRects;

beforeAll( () => {
	window.getComputedStyle = ( ( el: Element ) => ( {
		fontSize: `${ sizeOf( el ) }px`,
		paddingLeft: '0px',
		paddingRight: '0px',
	} ) ) as unknown as typeof window.getComputedStyle;
	Object.defineProperty( HTMLElement.prototype, 'clientWidth', {
		configurable: true,
		get( this: HTMLElement ) {
			return Number( this.dataset.box || 0 );
		},
	} );
	Range.prototype.getClientRects = function ( this: Range ) {
		const owner = this.startContainer.parentElement!.closest(
			'h1, h2, h3, h4, h5, h6'
		)!;
		const width =
			( this.endOffset - this.startOffset ) * 0.5 * sizeOf( owner );
		return [ { width } ] as unknown as DOMRectList;
	};
	new Function( script )(); // eslint-disable-line no-new-func -- the very script the page runs.
} );

afterAll( () => {
	window.getComputedStyle = realStyle;
	delete ( HTMLElement.prototype as { clientWidth?: number } ).clientWidth;
	Range.prototype.getClientRects = realRects;
	resetPage();
} );

/**
 * A heading of the given size (px) in a box of the given width (px).
 * @param tag  h1 to h6.
 * @param size Its size.
 * @param box  Its box's width.
 * @param text Its text.
 */
function heading( tag: string, size: number, box: number, text: string ) {
	const el = document.createElement( tag );
	el.dataset.size = String( size );
	el.dataset.box = String( box );
	el.textContent = text;
	return el;
}

/**
 * A page of headings at 200 % (body text 32 px: the smallest heading size is 38.4 px).
 * @param headings Tag, size, box width and text of each.
 */
function page( headings: Array< [ string, number, number, string ] > ) {
	resetPage();
	document.documentElement.classList.add( 'acces-text-zoom' );
	document.body.dataset.size = '32';
	document.body.replaceChildren(
		...headings.map( ( args ) => heading( ...args ) )
	);
	return Array.from( document.body.children ) as HTMLElement[];
}

const fitted = ( els: HTMLElement[] ) =>
	els.map( ( el ) => el.style.getPropertyValue( '--acces-fit' ) );

describe( 'headings with enlarged text', () => {
	it( 'gives a level the size at which each of its words fits, the same to all its headings', () => {
		const els = page( [
			// « Accueil »: 7 × 0.5 × 87 = 304.5 px in 224: 0.97 × 87 × 224 / 304.5.
			[ 'h1', 87, 224, 'Accueil' ],
			// « catégories »: 420 px in 224.
			[ 'h2', 84, 224, 'Nos six catégories' ],
			// Its words fit; it takes its level's size all the same.
			[ 'h2', 84, 224, 'Le club' ],
			// Smaller than 1.2 times the body text: left alone.
			[ 'h3', 36, 224, 'Horaires' ],
		] );
		window.accesFitHeadings!();
		expect( fitted( els ) ).toEqual( [ '62.1px', '43.5px', '43.5px', '' ] );
		// Measured again from the theme's sizes: the same.
		window.accesFitHeadings!();
		expect( fitted( els ) ).toEqual( [ '62.1px', '43.5px', '43.5px', '' ] );
	} );

	it( 'keeps a level no larger than the levels above it, and never under 1.2 times the text', () => {
		const els = page( [
			[ 'h2', 84, 100, 'Rejoignez' ],
			[ 'h3', 60, 224, 'Le club' ],
			[ 'h1', 87, 600, 'Accueil' ],
		] );
		window.accesFitHeadings!();
		// The h2 would need 17.6 px: 38.4. The h3's words fit, but not above the h2. The h1 fits.
		expect( fitted( els ) ).toEqual( [ '38.4px', '38.4px', '' ] );
	} );

	it( 'leaves the titles of the consent banner and of the panel alone', () => {
		const els = page( [ [ 'h2', 84, 224, 'Nos six catégories' ] ] );
		const banner = document.createElement( 'div' );
		banner.id = 'acces-consent';
		const title = heading( 'h2', 84, 224, 'Cookies et contenus externes' );
		banner.append( title );
		document.body.append( banner );
		window.accesFitHeadings!();
		expect( fitted( [ ...els, title ] ) ).toEqual( [ '43.5px', '' ] );
	} );

	it( 'leaves an editor’s own size in place and takes its own off at 100 %', () => {
		const [ el ] = page( [ [ 'h2', 84, 224, 'Nos six catégories' ] ] );
		el.style.fontSize = '84px';
		window.accesFitHeadings!();
		expect( el.style.getPropertyValue( '--acces-fit' ) ).toBe( '43.5px' );
		expect( el.style.fontSize ).toBe( '84px' );
		// The toolbar back to 100 %: applyPreferences() runs the fit again.
		applyPreferences(
			{ size: 100, underline: false, still: false },
			'default'
		);
		expect( el.style.getPropertyValue( '--acces-fit' ) ).toBe( '' );
		expect( el.style.fontSize ).toBe( '84px' );
		// And up again.
		applyPreferences(
			{ size: 200, underline: false, still: false },
			'default'
		);
		expect( el.style.getPropertyValue( '--acces-fit' ) ).toBe( '43.5px' );
	} );
} );

describe( 'headings added after the page is read', () => {
	// The next frame: @wordpress/jest-preset-default's requestAnimationFrame is a timer of a
	// random delay up to 17 ms.
	const nextFrame = () =>
		new Promise( ( resolve ) => setTimeout( resolve, 50 ) );

	it( 'fits a heading that a script adds, before the next frame is painted, and its level with it', async () => {
		const els = page( [ [ 'h2', 84, 600, 'Le club' ] ] );
		window.accesFitHeadings!();
		expect( fitted( els ) ).toEqual( [ '' ] );
		// A search result, a dialog: added by a script once the page is read.
		const added = document.createElement( 'section' );
		const title = heading( 'h2', 84, 224, 'Nos six catégories' );
		added.append( title );
		document.body.append( added );
		await Promise.resolve(); // The observer's callback (a microtask).
		expect( title.style.getPropertyValue( '--acces-fit' ) ).toBe( '' );
		await nextFrame();
		expect( fitted( [ ...els, title ] ) ).toEqual( [ '43.5px', '43.5px' ] );
		// Its text changed by the script: measured again.
		title.firstChild!.nodeValue = 'Le club';
		await Promise.resolve();
		await nextFrame();
		expect( fitted( [ ...els, title ] ) ).toEqual( [ '', '' ] );
	} );

	it( 'stops watching at 100 %', async () => {
		page( [ [ 'h2', 84, 600, 'Le club' ] ] );
		window.accesFitHeadings!();
		document.documentElement.classList.remove( 'acces-text-zoom' );
		window.accesFitHeadings!();
		document.documentElement.classList.add( 'acces-text-zoom' );
		// Added while the text is back to normal, then enlarged again without the toolbar
		// running the fit: nothing watched it.
		const title = heading( 'h2', 84, 224, 'Nos six catégories' );
		document.body.append( title );
		await Promise.resolve();
		await nextFrame();
		expect( title.style.getPropertyValue( '--acces-fit' ) ).toBe( '' );
	} );
} );
