/**
 * The particle background: decorative, and still whenever motion should stop.
 */
import { faint, ParticleField } from '../field';

let observed: Array<
	( entries: Array< { isIntersecting: boolean } > ) => void
> = [];
const drawn: string[] = [];

class FakeIntersectionObserver {
	constructor(
		callback: ( entries: Array< { isIntersecting: boolean } > ) => void
	) {
		observed.push( callback );
	}
	observe(): void {}
	disconnect(): void {}
}

function scroll( onScreen: boolean ): void {
	observed.forEach( ( callback ) =>
		callback( [ { isIntersecting: onScreen } ] )
	);
}

/** The group's size in CSS pixels, as the layout gives it (jsdom has none). */
const size = { width: 800, height: 400 };

let resized: Array< () => void > = [];

class FakeResizeObserver {
	constructor( callback: () => void ) {
		resized.push( callback );
	}
	observe(): void {}
	disconnect(): void {
		resized = [];
	}
}

/**
 * The group takes another size (a larger text, a narrower window), as the layout reports it.
 * @param width  New width.
 * @param height New height.
 */
function groupResized( width: number, height: number ): void {
	size.width = width;
	size.height = height;
	resized.forEach( ( callback ) => callback() );
}

/** The canvas's drawing size, in CSS pixels. */
function canvasSize(): [ number, number ] {
	const canvas = group().querySelector( 'canvas' ) as HTMLCanvasElement;
	const ratio = window.devicePixelRatio || 1;
	return [ canvas.width / ratio, canvas.height / ratio ];
}

const tick = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

let field: ParticleField | null = null;

beforeAll( () => {
	( window as unknown as Record< string, unknown > ).IntersectionObserver =
		FakeIntersectionObserver;
	// jsdom has no canvas: a 2D context that records what is drawn.
	HTMLCanvasElement.prototype.getContext = function () {
		const record =
			( name: string ) =>
			( ..._args: unknown[] ) => {
				drawn.push( name );
			};
		return {
			setTransform: record( 'setTransform' ),
			clearRect: record( 'clearRect' ),
			beginPath: record( 'beginPath' ),
			arc: record( 'arc' ),
			fill: record( 'fill' ),
			moveTo: record( 'moveTo' ),
			lineTo: record( 'lineTo' ),
			stroke: record( 'stroke' ),
		} as unknown as CanvasRenderingContext2D;
	} as unknown as typeof HTMLCanvasElement.prototype.getContext;
	Object.defineProperty( HTMLElement.prototype, 'clientWidth', {
		configurable: true,
		get: () => size.width,
	} );
	Object.defineProperty( HTMLElement.prototype, 'clientHeight', {
		configurable: true,
		get: () => size.height,
	} );
} );

beforeEach( () => {
	observed = [];
	resized = [];
	drawn.length = 0;
	size.width = 800;
	size.height = 400;
	document.body.className = '';
	document.body.innerHTML =
		'<div class="wp-block-group is-style-acces-particles"><h2>Rejoignez-nous</h2><p>Texte</p></div>';
} );

afterEach( () => {
	field?.destroy();
	field = null;
	delete ( window as unknown as Record< string, unknown > ).ResizeObserver;
} );

function group(): HTMLElement {
	return document.querySelector( '.is-style-acces-particles' ) as HTMLElement;
}

describe( 'particle background', () => {
	it( 'draws on a canvas behind the content, hidden from assistive technology', () => {
		field = new ParticleField( group() );
		const canvas = group().firstElementChild as HTMLElement;
		expect( canvas.tagName ).toBe( 'CANVAS' );
		expect( canvas ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( canvas ).toHaveAttribute( 'role', 'presentation' );
		expect( group() ).toHaveClass( 'has-acces-particles' );
		expect( group().querySelector( 'h2' ) ).toHaveTextContent(
			'Rejoignez-nous'
		);
	} );

	it( 'moves for five seconds in all, on screen, then holds still for good (WCAG 2.2.2)', () => {
		// Frames at the times the test gives.
		let queued: Array< FrameRequestCallback > = [];
		const raf = jest
			.spyOn( window, 'requestAnimationFrame' )
			.mockImplementation( ( callback ) => {
				queued.push( callback );
				return queued.length;
			} );
		const caf = jest
			.spyOn( window, 'cancelAnimationFrame' )
			.mockImplementation( () => {
				queued = [];
			} );
		const frames = ( from: number, to: number, step = 16 ) => {
			for ( let time = from; time <= to; time += step ) {
				const run = queued;
				queued = [];
				run.forEach( ( callback ) => callback( time ) );
			}
		};
		try {
			field = new ParticleField( group() );
			frames( 0, 3000 );
			expect( field.running ).toBe( true );
			// Off screen for a minute: not counted.
			scroll( false );
			expect( field.running ).toBe( false );
			scroll( true );
			frames( 63000, 64900 );
			expect( field.running ).toBe( true );
			expect( field.spent ).toBe( false );
			// A busy page's long gap counts as one tenth of a second, not as its length.
			frames( 69000, 69000 );
			expect( field.running ).toBe( true );
			frames( 69016, 69200 );
			expect( field.spent ).toBe( true );
			expect( field.running ).toBe( false );
			drawn.length = 0;
			frames( 69216, 70000 );
			expect( drawn ).toEqual( [] );
			// Scrolled away and back, a still frame: it does not start again.
			scroll( false );
			scroll( true );
			expect( field.running ).toBe( false );
			expect( drawn ).toContain( 'arc' );
		} finally {
			raf.mockRestore();
			caf.mockRestore();
		}
	} );

	it( 'runs only while on screen', () => {
		field = new ParticleField( group() );
		expect( field.running ).toBe( true );
		scroll( false );
		expect( field.running ).toBe( false );
		scroll( true );
		expect( field.running ).toBe( true );
	} );

	it( 'stays still, with one frame drawn, when the toolbar stops animations, and follows the switch', async () => {
		document.body.classList.add( 'acces-stop-animations' );
		field = new ParticleField( group() );
		expect( field.running ).toBe( false );
		expect( drawn ).toContain( 'arc' );

		document.body.classList.remove( 'acces-stop-animations' );
		await tick();
		expect( field.running ).toBe( true );
		document.body.classList.add( 'acces-stop-animations' );
		await tick();
		expect( field.running ).toBe( false );
	} );

	it( 'stays still when the system asks for reduced motion', () => {
		const before = window.matchMedia;
		window.matchMedia = ( query: string ) =>
			( {
				matches: query.includes( 'prefers-reduced-motion' ),
				media: query,
				addEventListener: () => undefined,
				removeEventListener: () => undefined,
			} ) as unknown as MediaQueryList;
		field = new ParticleField( group() );
		expect( field.running ).toBe( false );
		window.matchMedia = before;
	} );

	it( 'pauses in a hidden tab', () => {
		field = new ParticleField( group() );
		Object.defineProperty( document, 'hidden', {
			configurable: true,
			get: () => true,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( field.running ).toBe( false );
		Object.defineProperty( document, 'hidden', {
			configurable: true,
			get: () => false,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( field.running ).toBe( true );
	} );

	it( 'follows its group’s size when the group grows with the text, still when motion stops or off screen', async () => {
		( window as unknown as Record< string, unknown > ).ResizeObserver =
			FakeResizeObserver;
		document.body.classList.add( 'acces-stop-animations' );
		field = new ParticleField( group() );
		expect( canvasSize() ).toEqual( [
			group().clientWidth,
			group().clientHeight,
		] );

		// The toolbar's larger text makes the group taller; the window keeps its size.
		drawn.length = 0;
		groupResized( 650, 707 );
		expect( canvasSize() ).toEqual( [
			group().clientWidth,
			group().clientHeight,
		] );
		expect( field.running ).toBe( false );
		expect( drawn ).toContain( 'arc' ); // Its one still frame, drawn again.

		document.body.classList.remove( 'acces-stop-animations' );
		await tick();
		expect( field.running ).toBe( true );
		scroll( false );
		groupResized( 320, 900 );
		expect( canvasSize() ).toEqual( [
			group().clientWidth,
			group().clientHeight,
		] );
		expect( field.running ).toBe( false );
		scroll( true );
		expect( field.running ).toBe( true );
	} );

	it( 'follows the window’s resize where ResizeObserver is missing', () => {
		field = new ParticleField( group() );
		size.width = 320;
		size.height = 707;
		window.dispatchEvent( new Event( 'resize' ) );
		expect( canvasSize() ).toEqual( [
			group().clientWidth,
			group().clientHeight,
		] );
	} );

	it( 'removes its canvas when destroyed', () => {
		field = new ParticleField( group() );
		field.destroy();
		expect( group().querySelector( 'canvas' ) ).toBeNull();
		expect( field.running ).toBe( false );
		field = null;
	} );

	it( 'draws in a faint version of the text colour', () => {
		expect( faint( 'rgb(255, 255, 255)', 0.3 ) ).toBe(
			'rgba(255, 255, 255, 0.3)'
		);
		expect( faint( 'rgba(20, 33, 61, 1)', 0.12 ) ).toBe(
			'rgba(20, 33, 61, 0.12)'
		);
	} );
} );
