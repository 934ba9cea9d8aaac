/**
 * The lightbox's room for its image: the bar's and the caption's heights, followed as they
 * change, on the container (lightbox.scss places the image between them).
 */
import { followBars } from '../layout';

type Callback = () => void;

let reports: Callback[] = [];
let observed: Element[] = [];
let disconnected = 0;

beforeEach( () => {
	reports = [];
	observed = [];
	disconnected = 0;
	(
		window as unknown as { ResizeObserver: unknown }
	 ).ResizeObserver = class {
		constructor( callback: Callback ) {
			reports.push( callback );
		}
		observe( element: Element ) {
			observed.push( element );
		}
		disconnect() {
			disconnected++;
		}
	};
} );

afterEach( () => {
	delete ( window as unknown as { ResizeObserver?: unknown } ).ResizeObserver;
} );

/**
 * An element whose layout height is `height()`.
 * @param height Its height.
 * @param width  Its width.
 */
function sized( height: () => number, width = 1280 ): HTMLElement {
	const element = document.createElement( 'div' );
	element.getBoundingClientRect = () =>
		( { height: height(), width } ) as DOMRect;
	return element;
}

/**
 * The sizes given to the container: the bar's height and width, the caption's height.
 * @param container
 */
function sizes( container: HTMLElement ): string[] {
	return [ 'top', 'side', 'bottom' ].map( ( name ) =>
		container.style.getPropertyValue( `--acces-lightbox-${ name }` )
	);
}

describe( 'followBars', () => {
	it( 'gives the container the bar’s height and width and the caption’s height, again each time they change, until stopped', () => {
		let barHeight = 59.2;
		let captionHeight = 88;
		const container = document.createElement( 'div' );
		const bar = sized( () => barHeight, 1023.5 );
		const caption = sized( () => captionHeight );
		const stop = followBars( container, bar, caption );
		expect( observed ).toEqual( [ bar, caption ] );

		reports[ 0 ]();
		expect( sizes( container ) ).toEqual( [ '60px', '1024px', '88px' ] );

		// Text at 200 %: the bar wraps onto a second row, the caption grows.
		barHeight = 203;
		captionHeight = 176;
		reports[ 0 ]();
		expect( sizes( container ) ).toEqual( [ '203px', '1024px', '176px' ] );

		stop();
		expect( disconnected ).toBe( 1 );
	} );

	it( 'does nothing in a browser without ResizeObserver (the style’s defaults stay)', () => {
		delete ( window as unknown as { ResizeObserver?: unknown } )
			.ResizeObserver;
		const container = document.createElement( 'div' );
		const stop = followBars(
			container,
			sized( () => 60 ),
			sized( () => 80 )
		);
		stop();
		expect( container.getAttribute( 'style' ) ).toBeNull();
	} );
} );
