import { createElement } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentApp, RECORDED_EVENT } from '../ConsentApp';
import { readCookie } from '../cookies';
import { isFramed } from '../framed';
import { BARE_SETTINGS, clearCookies, setCookies } from './helpers';

const STATS =
	'<script type="text/plain" data-acces-consent="statistics">window.accesFramedStats = ( window.accesFramedStats || 0 ) + 1;</script>';
const VIDEO =
	'<div class="acces-video-placeholder" data-acces-video-src="https://player.vimeo.com/video/1" data-acces-video-title="Video 1"><button type="button" data-acces-video-load>Load the video</button></div>';

const win = window as unknown as { accesFramedStats?: number };

function setup( framed: boolean ) {
	document.body.innerHTML = // eslint-disable-line no-unsanitized/property -- test fixture.
		'<div id="acces-consent"></div><button type="button" data-acces-consent-open>Manage my cookies</button>' +
		STATS +
		VIDEO;
	render( <ConsentApp settings={ BARE_SETTINGS } framed={ framed } />, {
		container: document.getElementById( 'acces-consent' ) as HTMLElement,
	} );
	return userEvent.setup();
}

describe( 'a page shown inside a frame', () => {
	afterEach( () => {
		clearCookies();
		delete win.accesFramedStats;
	} );

	it( 'knows it is framed by comparing its window with the top one, whoever frames it', () => {
		expect( isFramed( window ) ).toBe( false );
		const self = {};
		expect( isFramed( { self, top: {} } ) ).toBe( true );
		expect( isFramed( { self, top: self } ) ).toBe( false );
		expect(
			isFramed( {
				self,
				get top(): unknown {
					throw new Error( 'SecurityError' );
				},
			} )
		).toBe( true );
	} );

	it( 'shows no banner, even when nothing is chosen, and nothing reopens it; blocked scripts stay blocked', async () => {
		const user = setup( true );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Manage my cookies' } )
		);
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( win.accesFramedStats ).toBeUndefined();
		expect( readCookie( 'acces_consent' ) ).toBeNull();
		// A video's own button still loads that video.
		await user.click(
			screen.getByRole( 'button', { name: 'Load the video' } )
		);
		expect( screen.getByTitle( 'Video 1' ) ).toHaveFocus();
	} );

	it( 'applies the recorded choice: what it allows runs, the rest stays blocked', () => {
		setCookies( 'yes', 'no' );
		setup( true );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( win.accesFramedStats ).toBe( 1 );
		expect(
			document.querySelector( '.acces-video-placeholder' )
		).toBeInTheDocument();
	} );

	it( 'the page around it takes a choice recorded in the frame: its banner goes and what it allows runs', () => {
		setup( false );
		expect( screen.getByRole( 'region' ) ).toBeInTheDocument();
		const changes: unknown[] = [];
		const listener = ( e: Event ) =>
			changes.push( ( e as CustomEvent ).detail );
		document.addEventListener( 'acces:consent-change', listener );
		// Nothing recorded yet: the banner stays.
		act( () => {
			document.dispatchEvent( new Event( RECORDED_EVENT ) );
		} );
		expect( screen.getByRole( 'region' ) ).toBeInTheDocument();
		setCookies( 'yes', 'no' );
		act( () => {
			document.dispatchEvent( new Event( RECORDED_EVENT ) );
		} );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( win.accesFramedStats ).toBe( 1 );
		expect( changes ).toEqual( [
			{ categories: { necessary: true, statistics: true, media: false } },
		] );
		// The same choice again changes nothing.
		act( () => {
			document.dispatchEvent( new Event( RECORDED_EVENT ) );
		} );
		expect( changes ).toHaveLength( 1 );
		document.removeEventListener( 'acces:consent-change', listener );
	} );
} );
