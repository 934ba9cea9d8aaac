/**
 * A setting changed in one tab reaches the site's other open tabs (BroadcastChannel). jsdom has
 * none: Node's own (the same API) stands in for the browser's, and a second channel of that name
 * stands in for another tab, which writes the shared storage and cookie itself.
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createElement } from '@wordpress/element';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL, Toolbar } from '../Toolbar';
import { STORAGE_KEY, loadPreferences } from '../preferences';

const globals = globalThis as unknown as { BroadcastChannel?: unknown };
const html = document.documentElement;

describe( 'Toolbar, with other tabs of the site open', () => {
	let otherTab: NodeBroadcastChannel;
	let heard: unknown[];

	beforeEach( () => {
		globals.BroadcastChannel = NodeBroadcastChannel;
		otherTab = new NodeBroadcastChannel( CHANNEL );
		heard = [];
		otherTab.onmessage = ( event ) =>
			heard.push( ( event as MessageEvent ).data );
	} );

	afterEach( () => {
		otherTab.close();
		delete globals.BroadcastChannel;
		localStorage.clear();
		document.cookie =
			'acces_color=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
		html.className = '';
		html.removeAttribute( 'style' );
		document.body.className = '';
	} );

	it( 'applies what another tab chose, and the panel shows it, without saving or telling it again', async () => {
		const user = userEvent.setup();
		const { unmount } = render( <Toolbar /> );
		expect( html.style.fontSize ).toBe( '' );
		// The other tab chose 150 %, underlined links and the dark theme, and says so with the
		// settings: taken as sent, even before this tab sees the new storage and cookie.
		otherTab.postMessage( {
			prefs: { size: 150, underline: true, still: false },
			theme: 'dark',
		} );
		await waitFor( () => expect( html.style.fontSize ).toBe( '150%' ) );
		expect( html ).toHaveClass(
			'acces-underline-links',
			'acces-theme-dark'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Underline links' } )
		).toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'Dark' } ) ).toBeChecked();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( heard ).toEqual( [] );
		unmount();
	} );

	it( 'a message without settings reads the storage and the cookie; values that are no setting are the defaults', async () => {
		const { unmount } = render( <Toolbar /> );
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				size: 170,
				underline: false,
				still: true,
				expires: Date.now() + 3_600_000,
			} )
		);
		document.cookie = 'acces_color=contrast; path=/';
		otherTab.postMessage( 'changed' );
		await waitFor( () => expect( html.style.fontSize ).toBe( '170%' ) );
		expect( html ).toHaveClass(
			'acces-stop-animations',
			'acces-theme-contrast'
		);
		otherTab.postMessage( {
			prefs: { size: 155, underline: 'yes', still: true },
			theme: 'pink',
		} );
		await waitFor( () => expect( html.style.fontSize ).toBe( '' ) );
		expect( html ).not.toHaveClass( 'acces-underline-links' );
		expect( html ).toHaveClass( 'acces-stop-animations' );
		// An unknown theme in the message: the cookie's.
		expect( html ).toHaveClass( 'acces-theme-contrast' );
		unmount();
	} );

	it( 'tells the other tabs when the visitor changes a setting here', async () => {
		const user = userEvent.setup();
		const { unmount } = render( <Toolbar /> );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		// Nothing is told for the settings read at load.
		expect( heard ).toEqual( [] );
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Larger' } ) );
		expect( loadPreferences().size ).toBe( 120 );
		await waitFor( () =>
			expect( heard ).toEqual( [
				{
					prefs: { size: 120, underline: false, still: false },
					theme: 'default',
				},
			] )
		);
		unmount();
	} );
} );
