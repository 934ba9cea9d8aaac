/**
 * A choice recorded in one page of the site reaches its other pages open in the browser (other
 * tabs, a page framed in it or around it) through a BroadcastChannel (the other page:
 * shared/test/otherTab.ts).
 */
import { createElement } from '@wordpress/element';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL, ConsentApp } from '../ConsentApp';
import { readCookie } from '../cookies';
import { otherTab, settle, type OtherTab } from '../../shared/test/otherTab';
import { BARE_SETTINGS, clearCookies, setCookies } from './helpers';

const win = window as unknown as { accesChannelStats?: number };

/** The page: the feature's root and a statistics script that waits for consent. */
function buildPage() {
	const root = document.createElement( 'div' );
	root.id = 'acces-consent';
	const script = document.createElement( 'script' );
	script.type = 'text/plain';
	script.dataset.accesConsent = 'statistics';
	script.textContent =
		'window.accesChannelStats = ( window.accesChannelStats || 0 ) + 1;';
	document.body.replaceChildren( root, script );
}

describe( 'a choice made in another page of the site', () => {
	let tab: OtherTab;

	beforeEach( () => {
		tab = otherTab( CHANNEL );
		buildPage();
	} );

	afterEach( () => {
		tab.close();
		clearCookies();
		delete win.accesChannelStats;
	} );

	function mount( framed = false ) {
		return render(
			<ConsentApp settings={ BARE_SETTINGS } framed={ framed } />,
			{
				container: document.getElementById(
					'acces-consent'
				) as HTMLElement,
			}
		);
	}

	it( 'closes this page’s banner and runs what it allows, without writing or announcing it again', async () => {
		const { unmount } = mount();
		expect( screen.getByRole( 'region' ) ).toBeInTheDocument();
		expect( win.accesChannelStats ).toBeUndefined();
		// The other tab records « statistics yes, media no » and says so, the choice with it:
		// taken as sent, even before this page sees the new cookies.
		tab.post( {
			choices: { statistics: true, media: false },
		} );
		await waitFor( () =>
			expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument()
		);
		expect( win.accesChannelStats ).toBe( 1 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
		// Nothing was sent back: the other tabs already know.
		await settle();
		expect( tab.heard ).toEqual( [] );
		unmount();
	} );

	it( 'a message without a well-formed choice reads the cookies; with no new choice there, it changes nothing', async () => {
		const { unmount } = mount();
		tab.post( 'recorded' );
		tab.post( { choices: { statistics: 'yes' } } );
		await settle();
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
			expect( tab.heard ).toEqual( [
				{ choices: { statistics: false, media: false } },
			] )
		);
		unmount();
	} );

	it( 'a page shown in a frame takes a choice made in the page around it', async () => {
		const { unmount } = mount( true );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		setCookies( 'yes', 'yes' );
		tab.post( 'recorded' );
		await waitFor( () => expect( win.accesChannelStats ).toBe( 1 ) );
		unmount();
	} );

	it( 'leaves the channel when the feature goes', async () => {
		const { unmount } = mount();
		unmount();
		setCookies( 'yes', 'no' );
		tab.post( 'recorded' );
		await settle();
		expect( win.accesChannelStats ).toBeUndefined();
	} );
} );
