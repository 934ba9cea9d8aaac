/**
 * A page of the site in a frame (the portfolio's quick view) has no toolbar of its own and
 * follows the settings that the site's other open pages send (framed.ts).
 */
import { CHANNEL } from '../Toolbar';
import { followSettings } from '../framed';
import { ANIMATIONS_EVENT, STORAGE_KEY, savePreferences } from '../preferences';
import { otherTab, settle, type OtherTab } from '../../shared/test/otherTab';
import { resetPage } from './helpers';

const html = document.documentElement;

describe( 'a framed page of the site', () => {
	let tab: OtherTab;
	let channel: BroadcastChannel | null;
	let stopped: boolean[];
	const onAnimations = ( event: Event ) =>
		stopped.push(
			( event as CustomEvent< { stopped: boolean } > ).detail.stopped
		);

	beforeEach( () => {
		tab = otherTab( CHANNEL );
		stopped = [];
		document.addEventListener( ANIMATIONS_EVENT, onAnimations );
		channel = followSettings();
	} );

	afterEach( () => {
		channel?.close();
		tab.close();
		document.removeEventListener( ANIMATIONS_EVENT, onAnimations );
		resetPage();
	} );

	it( 'applies what another page sends, stops its animations, and neither saves nor answers', async () => {
		expect( channel ).not.toBeNull();
		tab.post( {
			prefs: { size: 180, underline: true, still: true },
			theme: 'contrast',
		} );
		await settle();
		expect( html.style.fontSize ).toBe( '180%' );
		for ( const el of [ html, document.body ] ) {
			expect( el ).toHaveClass(
				'acces-text-zoom',
				'acces-underline-links',
				'acces-stop-animations',
				'acces-theme-contrast'
			);
		}
		expect( stopped ).toEqual( [ true ] );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
		expect( document.cookie ).not.toContain( 'acces_color' );
		expect( tab.heard ).toEqual( [] );

		// Another setting changed, animations still stopped: no second announcement.
		tab.post( {
			prefs: { size: 200, underline: true, still: true },
			theme: 'contrast',
		} );
		await settle();
		expect( html.style.fontSize ).toBe( '200%' );
		expect( stopped ).toEqual( [ true ] );

		// « Tout réinitialiser » elsewhere: back to the defaults here.
		tab.post( {
			prefs: { size: 100, underline: false, still: false },
			theme: 'default',
		} );
		await settle();
		expect( html.style.fontSize ).toBe( '' );
		expect( html.className ).toBe( '' );
		expect( document.body.className ).toBe( '' );
		expect( stopped ).toEqual( [ true, false ] );
	} );

	it( 'a message without settings takes this browser’s stored ones; what is no setting is the default', async () => {
		savePreferences( { size: 140, underline: false, still: false } );
		document.cookie = 'acces_color=dark; path=/';
		tab.post( null );
		await settle();
		expect( html.style.fontSize ).toBe( '140%' );
		expect( html ).toHaveClass( 'acces-theme-dark' );

		tab.post( {
			prefs: { size: 999, underline: 'yes', still: 1 },
			theme: '<b>',
		} );
		await settle();
		expect( html.style.fontSize ).toBe( '' );
		// The theme that is no theme: the cookie's.
		expect( html ).toHaveClass( 'acces-theme-dark' );
		expect( html ).not.toHaveClass(
			'acces-underline-links',
			'acces-stop-animations'
		);
	} );

	it( 'announces stopped animations only when they change from what the head script applied', async () => {
		channel?.close();
		html.classList.add( 'acces-stop-animations' );
		channel = followSettings();
		tab.post( {
			prefs: { size: 120, underline: false, still: true },
			theme: 'default',
		} );
		await settle();
		expect( html.style.fontSize ).toBe( '120%' );
		expect( stopped ).toEqual( [] );

		tab.post( {
			prefs: { size: 120, underline: false, still: false },
			theme: 'default',
		} );
		await settle();
		expect( html ).not.toHaveClass( 'acces-stop-animations' );
		expect( stopped ).toEqual( [ false ] );
	} );
} );
