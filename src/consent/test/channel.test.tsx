/**
 * A choice recorded in one page of the site reaches its other pages open in the browser (other
 * tabs, a page framed in it or around it) through a BroadcastChannel. jsdom has none: Node's own
 * (the same API, delivering between channels of one name) stands in for the browser's, and a
 * second channel of that name stands in for another tab.
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createElement } from '@wordpress/element';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL, ConsentApp, type ConsentSettings } from '../ConsentApp';
import { readCookie } from '../cookies';

const SETTINGS: ConsentSettings = {
	days: 365,
	title: 'Cookies and external content',
	message: 'We ask first.',
	policyUrl: '',
	descriptions: { necessary: '', statistics: '', media: '' },
};

const STATS =
	'<script type="text/plain" data-acces-consent="statistics">window.accesChannelStats = ( window.accesChannelStats || 0 ) + 1;</script>';

const win = window as unknown as { accesChannelStats?: number };
const globals = globalThis as unknown as { BroadcastChannel?: unknown };

function clearCookies() {
	for ( const part of document.cookie.split( ';' ) ) {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

describe( 'a choice made in another page of the site', () => {
	let otherTab: NodeBroadcastChannel;
	let heard: unknown[];

	beforeEach( () => {
		globals.BroadcastChannel = NodeBroadcastChannel;
		otherTab = new NodeBroadcastChannel( CHANNEL );
		heard = [];
		otherTab.onmessage = ( event ) =>
			heard.push( ( event as MessageEvent ).data );
		document.body.innerHTML = `<div id="acces-consent"></div>${ STATS }`; // eslint-disable-line no-unsanitized/property -- test fixture.
	} );

	afterEach( () => {
		otherTab.close();
		delete globals.BroadcastChannel;
		clearCookies();
		delete win.accesChannelStats;
	} );

	function mount( framed = false ) {
		return render( <ConsentApp settings={ SETTINGS } framed={ framed } />, {
			container: document.getElementById(
				'acces-consent'
			) as HTMLElement,
		} );
	}

	it( 'closes this page’s banner and runs what it allows, without writing or announcing it again', async () => {
		const { unmount } = mount();
		expect( screen.getByRole( 'region' ) ).toBeInTheDocument();
		expect( win.accesChannelStats ).toBeUndefined();
		// The other tab records « statistics yes, media no » and says so, the choice with it:
		// taken as sent, even before this page sees the new cookies.
		otherTab.postMessage( {
			choices: { statistics: true, media: false },
		} );
		await waitFor( () =>
			expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument()
		);
		expect( win.accesChannelStats ).toBe( 1 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
		// Nothing was sent back: the other tabs already know.
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( heard ).toEqual( [] );
		unmount();
	} );

	it( 'a message without a well-formed choice reads the cookies; with no new choice there, it changes nothing', async () => {
		const { unmount } = mount();
		otherTab.postMessage( 'recorded' );
		otherTab.postMessage( { choices: { statistics: 'yes' } } );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( screen.getByRole( 'region' ) ).toBeInTheDocument();
		unmount();
	} );

	it( 'a choice made here is told to the other pages, framed or not', async () => {
		const user = userEvent.setup();
		const { unmount } = mount();
		await user.click(
			screen.getByRole( 'button', { name: 'Reject all' } )
		);
		expect( readCookie( 'acces_consent' ) ).toBe( 'no' );
		await waitFor( () =>
			expect( heard ).toEqual( [
				{ choices: { statistics: false, media: false } },
			] )
		);
		unmount();
	} );

	it( 'a page shown in a frame takes a choice made in the page around it', async () => {
		const { unmount } = mount( true );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		document.cookie = 'acces_consent=yes; path=/';
		document.cookie = 'acces_consent_statistics=yes; path=/';
		document.cookie = 'acces_consent_media=yes; path=/';
		otherTab.postMessage( 'recorded' );
		await waitFor( () => expect( win.accesChannelStats ).toBe( 1 ) );
		unmount();
	} );

	it( 'leaves the channel when the feature goes', async () => {
		const { unmount } = mount();
		unmount();
		document.cookie = 'acces_consent=yes; path=/';
		document.cookie = 'acces_consent_statistics=yes; path=/';
		otherTab.postMessage( 'recorded' );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( win.accesChannelStats ).toBeUndefined();
	} );
} );
