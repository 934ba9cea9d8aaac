import { createElement } from '@wordpress/element';
import { render, screen, act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentApp, type ConsentSettings } from '../ConsentApp';
import { readCookie } from '../cookies';
import { clearCookies } from './helpers';
import { liveTexts } from '../../shared/test/liveTexts';

const SETTINGS: ConsentSettings = {
	days: 365,
	title: 'Cookies and external content',
	message: 'We ask first.',
	policyUrl: 'https://example.org/politique-de-cookies/',
	descriptions: {
		necessary: 'Needed.',
		statistics: 'Audience.',
		media: 'Videos.',
	},
};

/**
 * The banner's root and a link after it, then the app in the root.
 * @param extra   Markup after them.
 * @param pending The button pressed in the head script's still first view, if any.
 */
function setup( extra = '', pending = '' ) {
	document.body.innerHTML = // eslint-disable-line no-unsanitized/property -- test fixture.
		'<div id="acces-consent"></div><a href="#main" id="skip">Skip</a>' +
		extra;
	if ( pending ) {
		document
			.getElementById( 'acces-consent' )!
			.setAttribute( 'data-acces-pending', pending );
	}
	const changes: unknown[] = [];
	const listener = ( e: Event ) =>
		changes.push( ( e as CustomEvent ).detail );
	document.addEventListener( 'acces:consent-change', listener );
	const result = render( <ConsentApp settings={ SETTINGS } />, {
		container: document.getElementById( 'acces-consent' ) as HTMLElement,
	} );
	return {
		...result,
		changes,
		user: userEvent.setup(),
		cleanup: () =>
			document.removeEventListener( 'acces:consent-change', listener ),
	};
}

describe( 'ConsentApp', () => {
	afterEach( clearCookies );

	it( 'shows a labelled, non-modal region with three equal buttons while nothing is chosen, without taking the focus', () => {
		setup();
		const region = screen.getByRole( 'region', {
			name: 'Cookies and external content',
		} );
		expect( region ).not.toHaveAttribute( 'aria-modal' );
		expect( document.body ).toHaveFocus();
		const buttons = [ 'Accept all', 'Reject all', 'Customise' ].map(
			( name ) => screen.getByRole( 'button', { name } )
		);
		expect( new Set( buttons.map( ( b ) => b.className ) ).size ).toBe( 1 );
		expect(
			screen.getByRole( 'link', { name: 'Read our cookie policy' } )
		).toHaveAttribute( 'href', SETTINGS.policyUrl );
	} );

	it( 'accepts everything, announces it, tells the other features and moves the focus on', async () => {
		const { user, changes, cleanup } = setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Accept all' } )
		);
		expect( readCookie( 'acces_consent' ) ).toBe( 'yes' );
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'yes' );
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'yes' );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Your cookie choices are saved.'
		);
		expect( changes ).toEqual( [
			{ categories: { necessary: true, statistics: true, media: true } },
		] );
		expect( screen.getByRole( 'link', { name: 'Skip' } ) ).toHaveFocus();
		cleanup();
	} );

	it( 'rejects every optional category', async () => {
		const { user, changes, cleanup } = setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Reject all' } )
		);
		expect( readCookie( 'acces_consent' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_necessary' ) ).toBe( 'yes' );
		expect( changes ).toEqual( [
			{
				categories: {
					necessary: true,
					statistics: false,
					media: false,
				},
			},
		] );
		cleanup();
	} );

	it( 'customises with the keyboard: switches off by default, then saves', async () => {
		const { user } = setup();
		const customise = screen.getByRole( 'button', { name: 'Customise' } );
		customise.focus();
		await user.keyboard( '{Enter}' );
		const statistics = screen.getByRole( 'switch', {
			name: 'Audience statistics',
		} );
		expect( statistics ).toHaveFocus();
		expect( statistics ).not.toBeChecked();
		expect(
			screen.getByRole( 'switch', {
				name: 'Videos and external content',
			} )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'switch', {
				name: 'Strictly necessary (always on)',
			} )
		).toBeDisabled();
		await user.tab();
		await user.keyboard( ' ' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save my choices' } )
		);
		expect( readCookie( 'acces_consent' ) ).toBe( 'yes' );
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'no' );
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'yes' );
	} );

	it( 'stays closed when a choice exists; "Manage my cookies" reopens it and Escape gives the focus back', async () => {
		document.cookie = 'acces_consent=no; path=/';
		document.cookie = 'acces_consent_statistics=no; path=/';
		document.cookie = 'acces_consent_media=no; path=/';
		const { user } = setup(
			'<button type="button" data-acces-consent-open>Manage my cookies</button>'
		);
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		const opener = screen.getByRole( 'button', {
			name: 'Manage my cookies',
		} );
		await user.click( opener );
		expect(
			screen.getByRole( 'heading', {
				name: 'Cookies and external content',
			} )
		).toHaveFocus();
		expect(
			screen.getByRole( 'switch', { name: 'Audience statistics' } )
		).not.toBeChecked();
		await user.click(
			screen.getByRole( 'switch', { name: 'Audience statistics' } )
		);
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'no' );

		await user.click( opener );
		await user.click(
			screen.getByRole( 'button', { name: 'Accept all' } )
		);
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'yes' );
		expect( opener ).toHaveFocus();
	} );

	it( 'announces a second choice made in the same page, although its message is the same', async () => {
		const { user } = setup(
			'<button type="button" data-acces-consent-open>Manage my cookies</button>'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Accept all' } )
		);
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent( 'Your cookie choices are saved.' );
		const seen = liveTexts( status );
		await user.click(
			screen.getByRole( 'button', { name: 'Manage my cookies' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Reject all' } )
		);
		expect( readCookie( 'acces_consent' ) ).toBe( 'no' );
		await waitFor( () =>
			expect( seen.texts ).toEqual( [
				'',
				'Your cookie choices are saved.',
			] )
		);
		seen.disconnect();
	} );

	it( 'grants a category asked for by another feature, and says when nothing changes', async () => {
		const { changes, cleanup } = setup();
		act( () => {
			document.dispatchEvent(
				new CustomEvent( 'acces:consent-request', {
					detail: { category: 'media' },
				} )
			);
		} );
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'yes' );
		expect( readCookie( 'acces_consent_statistics' ) ).toBe( 'no' );
		act( () => {
			document.dispatchEvent(
				new CustomEvent( 'acces:consent-request', {
					detail: { category: 'media' },
				} )
			);
		} );
		expect( changes ).toEqual( [
			{ categories: { necessary: true, statistics: false, media: true } },
			{ categories: { necessary: true, statistics: false, media: true } },
		] );
		cleanup();
	} );

	it( 'loads one video, or every video when asked to always allow them', async () => {
		const placeholder = ( n: number ) =>
			`<div class="acces-video-placeholder" data-acces-video-src="https://player.vimeo.com/video/${ n }" data-acces-video-title="Video ${ n }"><button type="button" data-acces-video-load>Load the video ${ n }</button><button type="button" data-acces-video-always>Always allow videos ${ n }</button></div>`;
		const { user } = setup(
			placeholder( 1 ) + placeholder( 2 ) + placeholder( 3 )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Load the video 1' } )
		);
		expect( screen.getByTitle( 'Video 1' ) ).toHaveFocus();
		expect( readCookie( 'acces_consent' ) ).toBeNull();
		expect( screen.queryByTitle( 'Video 2' ) ).not.toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Always allow videos 2' } )
		);
		expect( screen.getByTitle( 'Video 2' ) ).toHaveFocus();
		expect( screen.getByTitle( 'Video 3' ) ).toBeInTheDocument();
		expect( readCookie( 'acces_consent_media' ) ).toBe( 'yes' );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
	} );

	describe( 'a button pressed in the still first view that the head script drew before the app (src/consent/prepaint.js)', () => {
		it.each( [
			[ 'accept', 'yes' ],
			[ 'reject', 'no' ],
		] )(
			'%s: recorded and announced as soon as the app starts',
			( pending, answer ) => {
				const { changes, cleanup, container } = setup( '', pending );
				expect( readCookie( 'acces_consent' ) ).toBe( answer );
				expect( readCookie( 'acces_consent_statistics' ) ).toBe(
					answer
				);
				expect( readCookie( 'acces_consent_media' ) ).toBe( answer );
				expect(
					screen.queryByRole( 'region' )
				).not.toBeInTheDocument();
				expect( screen.getByRole( 'status' ) ).toHaveTextContent(
					'Your cookie choices are saved.'
				);
				expect( changes ).toHaveLength( 1 );
				expect( container ).not.toHaveAttribute( 'data-acces-pending' );
				cleanup();
			}
		);

		it( 'customise: the switches, the focus on the first, nothing recorded yet', () => {
			const { cleanup } = setup( '', 'customise' );
			expect(
				screen.getByRole( 'switch', { name: 'Audience statistics' } )
			).toHaveFocus();
			expect( readCookie( 'acces_consent' ) ).toBeNull();
			cleanup();
		} );

		it( 'a choice recorded already (another tab): the press is dropped', () => {
			document.cookie = 'acces_consent=yes; path=/';
			document.cookie = 'acces_consent_statistics=yes; path=/';
			document.cookie = 'acces_consent_media=yes; path=/';
			const { changes, cleanup, container } = setup( '', 'reject' );
			expect( readCookie( 'acces_consent' ) ).toBe( 'yes' );
			expect( changes ).toEqual( [] );
			expect( container ).not.toHaveAttribute( 'data-acces-pending' );
			cleanup();
		} );

		it( 'anything else in the attribute does nothing', () => {
			const { cleanup } = setup( '', 'yes-please' );
			expect( screen.getByRole( 'region' ) ).toBeInTheDocument();
			expect( readCookie( 'acces_consent' ) ).toBeNull();
			cleanup();
		} );
	} );
} );
