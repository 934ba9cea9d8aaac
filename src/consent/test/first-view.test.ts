/**
 * The consent's head script (src/consent/prepaint.js, with the placement rule of placement.js): a still copy of the banner's first view,
 * drawn as the body begins for a visitor who has made no choice yet, so that the banner is in
 * its place at the first paint; replaced by the consent's script. jsdom lays nothing out: the
 * banner's box and the page's styles are stood in for where the placement is tested. The browser test
 * (tests/e2e/toolbar/layout-shift.spec.ts, tests/e2e/consent/first-view.spec.ts) checks that
 * nothing moves on the demo site and that a press in the copy counts.
 */
import { headScriptSource } from '../../../tools/head-scripts.cjs';
import { resetPage } from '../../toolbar/test/helpers';

// The very source the build minifies: placement.js, then prepaint.js.
const script = headScriptSource( 'consent' );

const SETTINGS = {
	days: 365,
	title: 'Cookies <img src=x onerror="window.hacked=1">',
	message: 'Avec votre accord…',
	policyUrl: 'https://example.test/politique-de-cookies/',
	descriptions: { necessary: 'N', statistics: 'S', media: 'M' },
	labels: {
		policy: 'Lire notre politique de cookies',
		accept: 'Tout accepter',
		reject: 'Tout refuser',
		customise: 'Personnaliser',
	},
};

type Observed = { callback: () => void; targets: Element[] };
let observers: Observed[] = [];

class FakeResizeObserver {
	private entry: Observed;
	constructor( callback: () => void ) {
		this.entry = { callback, targets: [] };
		observers.push( this.entry );
	}
	observe( el: Element ) {
		this.entry.targets.push( el );
	}
	disconnect() {
		this.entry.targets = [];
	}
}

const win = window as unknown as {
	accesConsentSettings?: unknown;
	ResizeObserver?: unknown;
	hacked?: number;
};

/**
 * Runs the head script, as the page does, with these settings.
 * @param settings
 */
function run( settings: unknown = SETTINGS ) {
	win.accesConsentSettings = settings;
	new Function( script )(); // eslint-disable-line no-new-func -- the very script the page runs.
}

const shell = () => document.getElementById( 'acces-consent' );

beforeEach( () => {
	resetPage();
	document.cookie =
		'acces_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	const header = document.createElement( 'header' );
	header.appendChild( document.createElement( 'h1' ) ).textContent =
		'Accueil';
	document.body.replaceChildren( header );
	observers = [];
	win.ResizeObserver = FakeResizeObserver;
	delete win.hacked;
} );

afterAll( () => {
	resetPage();
	delete win.accesConsentSettings;
	delete win.ResizeObserver;
} );

test( 'no choice yet: the banner’s first view, first in the body, its texts as text, hidden from assistive technologies and out of the tab order', () => {
	run();
	const root = shell()!;
	expect( root ).not.toBeNull();
	expect( document.body.firstElementChild ).toBe( root );
	expect( root.className ).toBe( 'acces-consent-root' );
	const box = root.querySelector( 'section.acces-consent' )!;
	expect( box.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	// The same elements as the banner that replaces it (ConsentBanner), so the same size.
	expect( Array.from( box.children ).map( ( el ) => el.className ) ).toEqual(
		[
			'acces-consent__title',
			'acces-consent__message',
			'acces-consent__actions',
		]
	);
	expect( box.querySelector( 'h2' )!.textContent ).toBe( SETTINGS.title );
	expect( box.querySelector( 'img' ) ).toBeNull();
	expect( win.hacked ).toBeUndefined();
	expect( box.querySelector( 'p' )!.textContent ).toBe(
		'Avec votre accord… Lire notre politique de cookies'
	);
	expect( box.querySelector( 'a' )!.hasAttribute( 'class' ) ).toBe( false );
	expect( box.querySelector( 'a' )!.getAttribute( 'href' ) ).toBe(
		SETTINGS.policyUrl
	);
	const buttons = Array.from( box.querySelectorAll( 'button' ) );
	expect( buttons.map( ( b ) => b.textContent ) ).toEqual( [
		'Tout accepter',
		'Tout refuser',
		'Personnaliser',
	] );
	buttons.forEach( ( b ) => {
		expect( b.type ).toBe( 'button' );
		expect( b.tabIndex ).toBe( -1 );
		expect( b.className ).toBe( 'acces-consent__button' );
	} );
	expect( box.querySelector( 'a' )!.tabIndex ).toBe( -1 );
} );

test( 'a button pressed in the copy is kept on the root for the banner (ConsentApp acts on it)', () => {
	run();
	const root = shell()!;
	expect( root.hasAttribute( 'data-acces-pending' ) ).toBe( false );
	const [ accept, reject, customise ] = Array.from(
		root.querySelectorAll( 'button' )
	);
	reject.click();
	expect( root.getAttribute( 'data-acces-pending' ) ).toBe( 'reject' );
	customise.click();
	expect( root.getAttribute( 'data-acces-pending' ) ).toBe( 'customise' );
	accept.click();
	expect( root.getAttribute( 'data-acces-pending' ) ).toBe( 'accept' );
} );

test( 'no policy page: no link', () => {
	run( { ...SETTINGS, policyUrl: '' } );
	expect( shell()!.querySelector( 'a' ) ).toBeNull();
	expect( shell()!.querySelector( 'p' )!.textContent ).toBe(
		'Avec votre accord…'
	);
} );

test.each( [ 'yes', 'no' ] )(
	'a choice recorded (acces_consent=%s): nothing drawn',
	( answer ) => {
		document.cookie = `acces_consent=${ answer }; path=/`;
		run();
		expect( shell() ).toBeNull();
	}
);

test( 'an unreadable record, or settings without the labels (an older page in a cache): drawn only with the labels', () => {
	document.cookie = 'acces_consent=maybe; path=/';
	run();
	expect( shell() ).not.toBeNull();
	shell()!.remove();
	run( { ...SETTINGS, labels: undefined } );
	expect( shell() ).toBeNull();
	run( null );
	expect( shell() ).toBeNull();
} );

test( 'run in the head, before the body: drawn as soon as the body begins', async () => {
	const html = document.documentElement;
	const body = document.body;
	body.remove();
	run();
	expect( shell() ).toBeNull();
	const next = document.createElement( 'body' );
	html.append( next );
	await Promise.resolve();
	expect( next.firstElementChild?.id ).toBe( 'acces-consent' );
	next.replaceWith( body );
} );

describe( 'placement', () => {
	const realStyle = window.getComputedStyle;
	const realRect = Element.prototype.getBoundingClientRect;
	let rect = { left: 8, height: 300 };
	let padding = '72px';

	beforeAll( () => {
		window.getComputedStyle = ( () => ( {
			fontSize: '16px',
			scrollPaddingBottom: padding,
		} ) ) as unknown as typeof window.getComputedStyle;
		Element.prototype.getBoundingClientRect = function () {
			return { ...rect, top: 0, width: 304 } as DOMRect;
		};
	} );
	afterAll( () => {
		window.getComputedStyle = realStyle;
		Element.prototype.getBoundingClientRect = realRect;
	} );

	const inline = () =>
		document.documentElement.classList.contains( 'acces-consent-inline' );

	/**
	 * The screen, the banner's box and the page's scroll padding (the floating buttons' room).
	 * @param width
	 * @param height
	 * @param box
	 * @param box.left
	 * @param box.height
	 * @param room
	 */
	function screen(
		width: number,
		height: number,
		box: { left: number; height: number },
		room = '72px'
	) {
		window.innerWidth = width;
		window.innerHeight = height;
		rect = box;
		padding = room;
	}

	test( 'ConsentApp’s rule, decided in the task that draws it: in the flow when the fixed banner and the floating buttons would leave less than 6rem of the screen', () => {
		// 640 − 300 − 72 = 268 px left: fixed.
		screen( 320, 640, { left: 8, height: 300 } );
		run();
		expect( inline() ).toBe( false );
		// Text at 200 %: 640 − 520 − 72 = 48 px < 6rem (96 px): in the flow, at once.
		shell()!.remove();
		screen( 320, 640, { left: 16, height: 520 } );
		run();
		expect( inline() ).toBe( true );
		// Without the floating buttons (no room in the scroll padding): 120 px, fixed.
		shell()!.remove();
		document.documentElement.classList.remove( 'acces-consent-inline' );
		screen( 320, 640, { left: 16, height: 520 }, '0px' );
		run();
		expect( inline() ).toBe( false );
	} );

	test( 'bottom-right of a wide screen, clear of the left: fixed, however tall', () => {
		screen( 1280, 800, { left: 760, height: 700 } );
		run();
		expect( inline() ).toBe( false );
	} );

	test( 'decided again when its size changes, until the consent’s script replaces it', () => {
		screen( 320, 640, { left: 8, height: 300 } );
		run();
		expect( inline() ).toBe( false );
		const [ observer ] = observers;
		expect( observer.targets ).toEqual( [
			shell()!.querySelector( 'section' ),
		] );
		rect = { left: 8, height: 520 };
		observer.callback();
		expect( inline() ).toBe( true );
		// Replaced (React clears the root): its placement is the consent's script's now.
		shell()!.replaceChildren();
		document.documentElement.classList.add( 'acces-consent-open' );
		rect = { left: 8, height: 100 };
		observer.callback();
		expect( inline() ).toBe( true );
		expect( observer.targets ).toEqual( [] );
	} );
} );

test( 'a browser without ResizeObserver: drawn and placed all the same, and still taken away without the consent’s script', () => {
	delete win.ResizeObserver;
	jest.useFakeTimers();
	try {
		run();
		expect( shell() ).not.toBeNull();
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( 3000 );
		expect( shell() ).toBeNull();
	} finally {
		jest.useRealTimers();
	}
} );

test( 'without the consent’s script (blocked, failed), the still copy goes once the page has loaded', () => {
	jest.useFakeTimers();
	try {
		run();
		document.documentElement.classList.add( 'acces-consent-inline' );
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( 2999 );
		expect( shell() ).not.toBeNull();
		jest.advanceTimersByTime( 1 );
		expect( shell() ).toBeNull();
		expect(
			document.documentElement.classList.contains(
				'acces-consent-inline'
			)
		).toBe( false );

		// Mounted: left to the consent's script.
		run();
		shell()!.setAttribute( 'data-acces-mounted', 'true' );
		document.documentElement.classList.add( 'acces-consent-inline' );
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( 3000 );
		expect( shell() ).not.toBeNull();
		expect(
			document.documentElement.classList.contains(
				'acces-consent-inline'
			)
		).toBe( true );
	} finally {
		jest.useRealTimers();
	}
} );
