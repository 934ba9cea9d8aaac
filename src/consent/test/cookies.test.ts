import {
	allows,
	clampDays,
	readChoices,
	readCookie,
	toCategories,
	writeChoices,
	writeCookie,
} from '../cookies';
import { clearCookies } from './helpers';

/**
 * A document whose cookie writes are recorded (jsdom does not expose the attributes).
 * @param protocol
 */
function recorder( protocol = 'http:' ) {
	const writes: string[] = [];
	const doc = {
		location: { protocol },
		get cookie() {
			return '';
		},
		set cookie( value: string ) {
			writes.push( value );
		},
	} as unknown as Document;
	return { doc, writes };
}

const NOW = Date.UTC( 2025, 0, 15, 10, 0, 0 );

describe( 'consent cookies', () => {
	afterEach( clearCookies );

	it( 'writes a site-wide, SameSite=Lax cookie that expires after the given days', () => {
		const { doc, writes } = recorder();
		writeCookie( 'acces_consent', 'yes', 365, doc, NOW );
		expect( writes ).toHaveLength( 1 );
		const attrs = writes[ 0 ].split( '; ' );
		expect( attrs[ 0 ] ).toBe( 'acces_consent=yes' );
		expect( attrs ).toContain( 'path=/' );
		expect( attrs ).toContain( 'SameSite=Lax' );
		expect( attrs ).toContain( `max-age=${ 365 * 86400 }` );
		expect( attrs ).toContain(
			`expires=${ new Date( NOW + 365 * 86400000 ).toUTCString() }`
		);
		expect( attrs ).not.toContain( 'Secure' );
	} );

	it( 'marks the cookie Secure over https', () => {
		const { doc, writes } = recorder( 'https:' );
		writeCookie( 'acces_consent', 'no', 30, doc, NOW );
		expect( writes[ 0 ].split( '; ' ) ).toContain( 'Secure' );
	} );

	it( 'reads back what it wrote', () => {
		writeCookie( 'acces_consent_media', 'yes', 1 );
		writeCookie( 'other', 'a b', 1 );
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'yes' );
		expect( readCookie( 'other' ) ).toBe( 'a b' );
		expect( readCookie( 'acces_consent' ) ).toBeNull();
	} );

	// An outside audit (2026-12-07): « acces_consent=%E0%A4%A » threw in decodeURIComponent, the
	// banner never started and « Gérer mes cookies » opened nothing.
	it( 'reads a malformed value as no value, so that the banner asks again', () => {
		document.cookie = 'acces_consent=%E0%A4%A; path=/';
		document.cookie = 'acces_consent_media=%E0%A4%A; path=/';
		expect( readCookie( 'acces_consent' ) ).toBeNull();
		expect( readChoices() ).toBeNull();
	} );

	it( 'has no choice until acces_consent exists', () => {
		writeCookie( 'acces_consent_media', 'yes', 1 );
		expect( readChoices() ).toBeNull();
		writeCookie( 'acces_consent', 'maybe', 1 );
		expect( readChoices() ).toBeNull();
	} );

	it( 'records accept, reject and a custom choice', () => {
		writeChoices( { statistics: true, media: true }, 365 );
		expect( readCookie( 'acces_consent' ) ).toBe( 'yes' );
		expect( readChoices() ).toEqual( { statistics: true, media: true } );
		for ( const name of [
			'necessary',
			'obligatoire',
			'statistics',
			'media',
		] ) {
			expect( readCookie( `acces_consent_${ name }` ) ).toBe( 'yes' );
		}

		writeChoices( { statistics: false, media: false }, 365 );
		expect( readCookie( 'acces_consent' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_necessary' ) ).toBe( 'yes' );
		expect( readCookie( 'acces_consent_obligatoire' ) ).toBe( 'yes' );

		writeChoices( { statistics: false, media: true }, 365 );
		expect( readCookie( 'acces_consent' ) ).toBe( 'yes' );
		expect( readChoices() ).toEqual( { statistics: false, media: true } );
	} );

	it( 'writes every consent cookie with the configured duration, never beyond 13 months', () => {
		const { doc, writes } = recorder();
		writeChoices( { statistics: true, media: false }, 30, doc, NOW );
		expect( writes.map( ( w ) => w.split( ';' )[ 0 ] ) ).toEqual( [
			'acces_consent_necessary=yes',
			'acces_consent_obligatoire=yes',
			'acces_consent_statistics=yes',
			'acces_consent_media=no',
			'acces_consent=yes',
		] );
		for ( const w of writes ) {
			expect( w ).toContain( `max-age=${ 30 * 86400 }` );
		}
		const long = recorder();
		writeChoices( { statistics: true, media: true }, 500, long.doc, NOW );
		expect( long.writes[ 0 ] ).toContain( `max-age=${ 365 * 86400 }` );
	} );

	it( 'clamps the duration to whole days from 1 to 395', () => {
		expect( clampDays( 395 ) ).toBe( 395 );
		expect( clampDays( 1 ) ).toBe( 1 );
		expect( clampDays( 396 ) ).toBe( 365 );
		expect( clampDays( 0 ) ).toBe( 365 );
		expect( clampDays( 12.5 ) ).toBe( 365 );
		expect( clampDays( undefined ) ).toBe( 365 );
	} );

	it( 'always allows the necessary categories, never an unknown one', () => {
		expect( allows( 'necessary', null ) ).toBe( true );
		expect( allows( 'obligatoire', null ) ).toBe( true );
		expect( allows( 'media', null ) ).toBe( false );
		expect( allows( 'media', { statistics: false, media: true } ) ).toBe(
			true
		);
		expect( allows( 'marketing', { statistics: true, media: true } ) ).toBe(
			false
		);
		expect( toCategories( null ) ).toEqual( {
			necessary: true,
			statistics: false,
			media: false,
		} );
	} );
} );
