/**
 * The banner's placement rule (src/consent/placement.js), shared by ConsentApp and the
 * consent's head script: the build puts it before the head script (tools/head-scripts.cjs).
 */
import { bannerInFlow } from '../placement';
import { choicesCap } from '../room';
import { headScriptSource } from '../../../tools/head-scripts.cjs';

const phone = { innerWidth: 320, innerHeight: 640 };
const sideways = { innerWidth: 740, innerHeight: 360 };
const desktop = { innerWidth: 1280, innerHeight: 800 };

describe( 'the consent banner’s placement', () => {
	it( 'goes into the flow when, spanning the left, it would leave less than 6rem of page above it and the floating buttons', () => {
		// 320×640 at 200 % (rem 32 px): a 420 px banner and 72 px of buttons leave 148 px,
		// less than 192.
		expect( bannerInFlow( { left: 0, height: 420 }, 72, 32, phone ) ).toBe(
			true
		);
		// At 100 % (rem 16 px) the same phone keeps 640 − 260 − 72 = 308 px: fixed.
		expect( bannerInFlow( { left: 0, height: 260 }, 72, 16, phone ) ).toBe(
			false
		);
		// A phone turned sideways at 100 %: 360 − 200 − 72 = 88 px < 96.
		expect(
			bannerInFlow( { left: 0, height: 200 }, 72, 16, sideways )
		).toBe( true );
		// Without the floating buttons (the toolbar turned off) the same banner leaves 160 px.
		expect(
			bannerInFlow( { left: 0, height: 200 }, 0, 16, sideways )
		).toBe( false );
	} );

	// An outside audit (2026-12-07): the reopened choices, 688 px tall on a 1280×720 screen,
	// made the scroll padding taller than the screen; every focused element was cut at the top.
	it( 'the choices, fixed, leave 40 % of the screen free above them and the floating buttons', () => {
		// 720 − 72 px of buttons − 16 px under the banner − 288 px free = 344 px.
		expect( choicesCap( 72, 16, { innerHeight: 720 } ) ).toBe( 344 );
		// A tablet held upright: 1024 − 72 − 16 − 409.6 = 526 px.
		expect( choicesCap( 72, 16, { innerHeight: 1024 } ) ).toBe( 526 );
		// Never below 10rem (a short window).
		expect( choicesCap( 72, 16, { innerHeight: 390 } ) ).toBe( 160 );
	} );

	it( 'stays fixed at the bottom right where it does not span the left, however tall', () => {
		expect(
			bannerInFlow( { left: 850, height: 700 }, 72, 32, desktop )
		).toBe( false );
		// The boundary: a left edge at a third of the width is not "spanning the left".
		expect(
			bannerInFlow(
				{ left: desktop.innerWidth / 3, height: 700 },
				0,
				16,
				desktop
			)
		).toBe( false );
	} );

	it( 'is the rule of the consent’s head script as built (one source, no copy)', () => {
		const source = headScriptSource( 'consent' );
		expect( source ).toContain( 'function bannerInFlow(' );
		expect( source ).not.toMatch( /^export /m );
		// Used by the head script, and defined once.
		expect( source.match( /function bannerInFlow\(/g ) ).toHaveLength( 1 );
		expect( source ).toMatch(
			/bannerInFlow\(\s*box\.getBoundingClientRect\(\)/
		);
		// In a function of its own: an inline script's top-level function would be left on window.
		expect( source.trimStart() ).toMatch( /^\( function \(\) \{/ );
	} );
} );
