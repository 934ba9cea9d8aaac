import fs from 'fs';
import path from 'path';
import {
	KEEP_MS,
	SIZES,
	applyPreferences,
	loadPreferences,
	readTheme,
	savePreferences,
	stepSize,
	writeTheme,
} from '../preferences';
import { resetPage } from './helpers';

const NOW = Date.UTC( 2025, 5, 1, 8, 0, 0 );

describe( 'toolbar preferences', () => {
	afterEach( resetPage );

	it( 'steps through 100 %, then 120 % to 200 % by 10', () => {
		expect( SIZES ).toEqual( [
			100, 120, 130, 140, 150, 160, 170, 180, 190, 200,
		] );
		const up: number[] = [];
		let size = 100;
		for ( let i = 0; i < 11; i++ ) {
			size = stepSize( size, 1 );
			up.push( size );
		}
		expect( up ).toEqual( [
			120, 130, 140, 150, 160, 170, 180, 190, 200, 200, 200,
		] );
		expect( stepSize( 120, -1 ) ).toBe( 100 );
		expect( stepSize( 100, -1 ) ).toBe( 100 );
	} );

	it( 'keeps the settings 12 hours, then forgets them', () => {
		savePreferences(
			{ size: 150, underline: true, still: false },
			localStorage,
			NOW
		);
		expect( loadPreferences( localStorage, NOW + KEEP_MS - 1 ) ).toEqual( {
			size: 150,
			underline: true,
			still: false,
		} );
		expect( KEEP_MS ).toBe( 12 * 60 * 60 * 1000 );
		expect( loadPreferences( localStorage, NOW + KEEP_MS ) ).toEqual( {
			size: 100,
			underline: false,
			still: false,
		} );
		expect( localStorage.getItem( 'acces_toolbar' ) ).toBeNull();
	} );

	it( 'ignores stored values it does not know', () => {
		localStorage.setItem(
			'acces_toolbar',
			JSON.stringify( {
				size: 110,
				underline: 'yes',
				expires: NOW + 1000,
			} )
		);
		expect( loadPreferences( localStorage, NOW ) ).toEqual( {
			size: 100,
			underline: false,
			still: false,
		} );
		localStorage.setItem( 'acces_toolbar', '{not json' );
		expect( loadPreferences( localStorage, NOW ) ).toEqual( {
			size: 100,
			underline: false,
			still: false,
		} );
	} );

	it( 'keeps the colour in acces_color for 90 days', () => {
		const writes: string[] = [];
		const doc = {
			location: { protocol: 'https:' },
			set cookie( v: string ) {
				writes.push( v );
			},
		} as unknown as Document;
		writeTheme( 'dark', doc, NOW );
		const attrs = writes[ 0 ].split( '; ' );
		expect( attrs[ 0 ] ).toBe( 'acces_color=dark' );
		expect( attrs ).toContain( `max-age=${ 90 * 86400 }` );
		expect( attrs ).toContain(
			`expires=${ new Date( NOW + 90 * 86400000 ).toUTCString() }`
		);
		expect( attrs ).toContain( 'path=/' );
		expect( attrs ).toContain( 'SameSite=Lax' );
		expect( attrs ).toContain( 'Secure' );

		writeTheme( 'contrast' );
		expect( readTheme() ).toBe( 'contrast' );
		writeTheme( null );
		expect( readTheme() ).toBe( 'default' );
	} );

	it( 'applies the text size to the root, so the page reflows, and the classes to html and body', () => {
		applyPreferences( { size: 170, underline: true, still: true }, 'dark' );
		const html = document.documentElement;
		expect( html.style.fontSize ).toBe( '170%' );
		for ( const el of [ html, document.body ] ) {
			expect( el ).toHaveClass(
				'acces-text-zoom',
				'acces-underline-links',
				'acces-stop-animations',
				'acces-theme-dark'
			);
		}
		applyPreferences(
			{ size: 100, underline: false, still: false },
			'default'
		);
		expect( html.style.fontSize ).toBe( '' );
		expect( html.className ).toBe( '' );
		expect( document.body.className ).toBe( '' );
	} );

	it( 'pauses the videos when animations are stopped', () => {
		document.body.innerHTML = '<video></video>'; // eslint-disable-line no-unsanitized/property -- test fixture.
		const video = document.querySelector( 'video' ) as HTMLVideoElement;
		const pause = jest
			.spyOn( video, 'pause' )
			.mockImplementation( () => undefined );
		applyPreferences(
			{ size: 100, underline: false, still: true },
			'default'
		);
		expect( pause ).toHaveBeenCalled();
		document.body.replaceChildren();
	} );

	it( 'is applied before the first paint by the head script exactly as by the toolbar', () => {
		const script = fs.readFileSync(
			path.join( __dirname, '../prepaint.js' ),
			'utf8'
		);
		const run = () => new Function( script )(); // eslint-disable-line no-new-func -- the very script the page runs.
		const cases = [
			{
				size: 140,
				underline: false,
				still: true,
				theme: 'contrast' as const,
			},
			{
				size: 200,
				underline: true,
				still: false,
				theme: 'dark' as const,
			},
			{
				size: 100,
				underline: false,
				still: false,
				theme: 'default' as const,
			},
		];
		for ( const { theme, ...prefs } of cases ) {
			resetPage();
			savePreferences( prefs );
			writeTheme( theme );
			run();
			const fromHead = {
				className: document.documentElement.className,
				fontSize: document.documentElement.style.fontSize,
			};
			resetPage();
			applyPreferences( prefs, theme );
			expect( fromHead.fontSize ).toBe(
				document.documentElement.style.fontSize
			);
			expect( fromHead.className.split( ' ' ).sort() ).toEqual(
				document.documentElement.className.split( ' ' ).sort()
			);
		}
		// Expired: nothing applied.
		resetPage();
		localStorage.setItem(
			'acces_toolbar',
			JSON.stringify( {
				size: 150,
				underline: true,
				still: true,
				expires: Date.now() - 1,
			} )
		);
		run();
		expect( document.documentElement.className ).toBe( '' );
		expect( document.documentElement.style.fontSize ).toBe( '' );
	} );
} );
