/**
 * A setting changed in one tab reaches the site's other open tabs (BroadcastChannel; the other
 * tab: shared/test/otherTab.ts, which writes the shared storage and cookie itself).
 */
import { createElement } from '@wordpress/element';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL, Toolbar } from '../Toolbar';
import { STORAGE_KEY, loadPreferences } from '../preferences';
import { otherTab, settle, type OtherTab } from '../../shared/test/otherTab';
import { resetPage } from './helpers';

const html = document.documentElement;

describe( 'Toolbar, with other tabs of the site open', () => {
	let tab: OtherTab;

	beforeEach( () => {
		tab = otherTab( CHANNEL );
	} );

	afterEach( () => {
		tab.close();
		resetPage();
	} );

	it( 'applies what another tab chose, and the panel shows it, without saving or telling it again', async () => {
		const user = userEvent.setup();
		const { unmount } = render( <Toolbar /> );
		expect( html.style.fontSize ).toBe( '' );
		// The other tab chose 150 %, underlined links and the dark theme, and says so with the
		// settings: taken as sent, even before this tab sees the new storage and cookie.
		tab.post( {
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
		await settle();
		expect( tab.heard ).toEqual( [] );
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
		tab.post( 'changed' );
		await waitFor( () => expect( html.style.fontSize ).toBe( '170%' ) );
		expect( html ).toHaveClass(
			'acces-stop-animations',
			'acces-theme-contrast'
		);
		tab.post( {
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
		await settle();
		// Nothing is told for the settings read at load.
		expect( tab.heard ).toEqual( [] );
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Larger' } ) );
		expect( loadPreferences().size ).toBe( 120 );
		await waitFor( () =>
			expect( tab.heard ).toEqual( [
				{
					prefs: { size: 120, underline: false, still: false },
					theme: 'default',
				},
			] )
		);
		unmount();
	} );
} );
