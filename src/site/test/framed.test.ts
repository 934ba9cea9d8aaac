/**
 * The site entry (consent + toolbar) in a page shown inside a frame. jsdom's `window.top`
 * cannot be replaced, so the check itself (isFramed, tested in src/consent) is mocked.
 */
import { screen, waitFor } from '@testing-library/react';

jest.mock( '../../consent/framed', () => ( {
	...jest.requireActual( '../../consent/framed' ),
	isFramed: () => true,
} ) );

describe( 'the site entry in a frame', () => {
	it( 'mounts neither the banner nor the "Accessibilité" button, and still applies the cookies', async () => {
		document.cookie = 'acces_consent=yes; path=/';
		document.cookie = 'acces_consent_statistics=yes; path=/';
		document.cookie = 'acces_consent_media=no; path=/';
		document.body.innerHTML = // eslint-disable-line no-unsanitized/property -- test fixture.
			'<a href="#main">Skip</a><main id="main"><button type="button" data-acces-consent-open>Manage my cookies</button></main>' +
			'<script type="text/plain" data-acces-consent="statistics">window.accesFramedEntry = "statistics";</script>' +
			'<script type="text/plain" data-acces-consent="media">window.accesFramedMedia = true;</script>';
		const win = window as unknown as {
			accesFramedEntry?: string;
			accesFramedMedia?: boolean;
		};
		require( '../index' );
		await waitFor( () =>
			expect(
				document.getElementById( 'acces-scroll-top' )
			).toBeInTheDocument()
		);
		await waitFor( () =>
			expect( win.accesFramedEntry ).toBe( 'statistics' )
		);
		expect( win.accesFramedMedia ).toBeUndefined();
		expect( document.querySelector( '.acces-consent' ) ).toBeNull();
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( document.getElementById( 'acces-toolbar' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Accessibility' } )
		).not.toBeInTheDocument();
		expect( document.documentElement ).toHaveClass( 'acces-framed' );
	} );
} );
