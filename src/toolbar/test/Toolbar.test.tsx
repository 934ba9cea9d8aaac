import { createElement } from '@wordpress/element';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toolbar } from '../Toolbar';
import { ScrollTop } from '../ScrollTop';
import { resetPage } from './helpers';
import { liveTexts } from '../../shared/test/liveTexts';

describe( 'Toolbar', () => {
	afterEach( resetPage );

	it( 'is a disclosure: the button opens the panel, Escape closes it and gives the focus back', async () => {
		const user = userEvent.setup();
		render( <Toolbar /> );
		const toggle = screen.getByRole( 'button', { name: 'Accessibility' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'heading', { name: 'Display settings' } )
		).not.toBeInTheDocument();
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			screen.getByRole( 'heading', { name: 'Display settings' } )
		).toBeVisible();
		expect( screen.getByText( /reading comfort/ ) ).toBeVisible();
		await user.tab();
		await user.keyboard( '{Escape}' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveFocus();
	} );

	it( 'closes with Escape pressed on its button too', async () => {
		const user = userEvent.setup();
		render( <Toolbar /> );
		const toggle = screen.getByRole( 'button', { name: 'Accessibility' } );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( toggle ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'heading', { name: 'Display settings' } )
		).not.toBeInTheDocument();
		expect( toggle ).toHaveFocus();
	} );

	it( 'announces a setting again when the same button is pressed again', async () => {
		const user = userEvent.setup();
		render( <Toolbar /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		const normal = screen.getByRole( 'button', { name: 'Normal size' } );
		await user.click( normal );
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent( /^Text size: 100\s%$/ );
		const seen = liveTexts( status );
		await user.click( normal );
		await waitFor( () =>
			expect( seen.texts ).toEqual( [ '', 'Text size: 100\u00a0%' ] )
		);
		seen.disconnect();
	} );

	it( 'closes, settings kept and focus left alone, when the focus moves out of it or the visitor clicks outside it', async () => {
		const user = userEvent.setup();
		render(
			<div>
				<button type="button">Before</button>
				<Toolbar />
				<p>Some text of the page.</p>
				<a href="#next">Next control</a>
			</div>
		);
		const toggle = screen.getByRole( 'button', { name: 'Accessibility' } );
		await user.click( toggle );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Underline links' } )
		);
		// Within the widget (button, panel, a click on the panel's text) it stays open.
		await user.click( screen.getByText( /reading comfort/ ) );
		toggle.focus();
		await user.tab();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		// Tab past "Close": the panel closes and the focus lands where it was going.
		screen.getByRole( 'button', { name: 'Close' } ).focus();
		await user.tab();
		const next = screen.getByRole( 'link', { name: 'Next control' } );
		expect( next ).toHaveFocus();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'heading', { name: 'Display settings' } )
		).not.toBeInTheDocument();
		expect( document.documentElement ).toHaveClass(
			'acces-underline-links'
		);
		expect(
			JSON.parse( localStorage.getItem( 'acces_toolbar' ) || '{}' )
		).toMatchObject( { underline: true } );

		// Shift+Tab from the button, backwards out of the widget.
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.tab( { shift: true } );
		expect(
			screen.getByRole( 'button', { name: 'Before' } )
		).toHaveFocus();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

		// A click on the page outside it (not on a control).
		await user.click( toggle );
		await user.click( screen.getByText( 'Some text of the page.' ) );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

		// The button still toggles it, and Escape still gives the focus back.
		await user.click( toggle );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await user.click( toggle );
		await user.tab();
		await user.keyboard( '{Escape}' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveFocus();
	} );

	it( 'enlarges the text step by step up to 200 %, keeps it, announces it, and resets it', async () => {
		const user = userEvent.setup();
		render( <Toolbar /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		const larger = screen.getByRole( 'button', { name: 'Larger' } );
		const smaller = screen.getByRole( 'button', { name: 'Smaller' } );
		expect( smaller ).toHaveAttribute( 'aria-disabled', 'true' );
		const seen: string[] = [];
		for ( let i = 0; i < 9; i++ ) {
			await user.click( larger );
			seen.push( document.documentElement.style.fontSize );
		}
		expect( seen ).toEqual( [
			'120%',
			'130%',
			'140%',
			'150%',
			'160%',
			'170%',
			'180%',
			'190%',
			'200%',
		] );
		expect( larger ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( larger );
		expect( document.documentElement.style.fontSize ).toBe( '200%' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			/^Text size: 200\s%$/
		);
		expect(
			JSON.parse( localStorage.getItem( 'acces_toolbar' ) || '{}' )
		).toMatchObject( { size: 200 } );
		await user.click( smaller );
		expect( document.documentElement.style.fontSize ).toBe( '190%' );
		await user.click(
			screen.getByRole( 'button', { name: 'Normal size' } )
		);
		expect( document.documentElement.style.fontSize ).toBe( '' );
	} );

	it( 'describes its size buttons by the current size and brings the pressed one back into view', async () => {
		const user = userEvent.setup();
		render( <Toolbar /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		const larger = screen.getByRole( 'button', { name: 'Larger' } );
		const smaller = screen.getByRole( 'button', { name: 'Smaller' } );
		expect( larger ).toHaveAccessibleDescription( /^100\s%$/ );
		expect( smaller ).toHaveAccessibleDescription( /^100\s%$/ );
		// In view once the larger text has moved it: called on the focused button, after the
		// root's size changed (a phone's panel scrolls).
		const seen: string[] = [];
		const scroll = jest
			.spyOn( Element.prototype, 'scrollIntoView' )
			.mockImplementation( function ( this: Element ) {
				seen.push(
					`${ this.textContent } ${ document.documentElement.style.fontSize }`
				);
			} );
		await user.click( larger );
		expect( larger ).toHaveFocus();
		expect( seen ).toEqual( [ 'Larger 120%' ] );
		expect( scroll ).toHaveBeenCalledWith( { block: 'nearest' } );
		expect( larger ).toHaveAccessibleDescription( /^120\s%$/ );
		await user.click( smaller );
		expect( seen ).toEqual( [ 'Larger 120%', 'Smaller ' ] );
		scroll.mockRestore();
	} );

	it( 'switches colours, underlines links, stops animations and resets everything', async () => {
		const user = userEvent.setup();
		const stopped: boolean[] = [];
		const listener = ( e: Event ) =>
			stopped.push( ( e as CustomEvent ).detail.stopped );
		document.addEventListener( 'acces:animations-change', listener );
		render( <Toolbar /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Accessibility' } )
		);
		expect(
			screen.getByRole( 'radio', { name: 'Default' } )
		).toBeChecked();
		await user.click(
			screen.getByRole( 'radio', { name: 'High contrast' } )
		);
		expect( document.documentElement ).toHaveClass(
			'acces-theme-contrast'
		);
		expect( document.cookie ).toContain( 'acces_color=contrast' );
		await user.click( screen.getByRole( 'radio', { name: 'Dark' } ) );
		expect( document.documentElement ).toHaveClass( 'acces-theme-dark' );
		expect( document.documentElement ).not.toHaveClass(
			'acces-theme-contrast'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Underline links' } )
		);
		expect( document.documentElement ).toHaveClass(
			'acces-underline-links'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Stop animations' } )
		);
		expect( document.body ).toHaveClass( 'acces-stop-animations' );
		expect( stopped ).toEqual( [ false, true ] );

		await user.click( screen.getByRole( 'button', { name: 'Reset all' } ) );
		expect( document.documentElement.className ).toBe( '' );
		expect( document.cookie ).not.toContain( 'acces_color' );
		expect( localStorage.getItem( 'acces_toolbar' ) ).toBeNull();
		expect(
			screen.getByRole( 'radio', { name: 'Default' } )
		).toBeChecked();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Display settings reset.'
		);
		document.removeEventListener( 'acces:animations-change', listener );
	} );

	it( 'starts from the stored settings', () => {
		localStorage.setItem(
			'acces_toolbar',
			JSON.stringify( {
				size: 160,
				underline: false,
				still: false,
				expires: Date.now() + 60000,
			} )
		);
		document.cookie = 'acces_color=dark; path=/';
		render( <Toolbar /> );
		expect( screen.getByText( /160/ ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'radio', { name: 'Dark', hidden: true } )
		).toBeChecked();
		expect( document.documentElement.style.fontSize ).toBe( '160%' );
	} );
} );

describe( 'ScrollTop', () => {
	const scrollTo = jest.fn();
	beforeEach( () => {
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		scrollTo.mockClear();
		document.body.innerHTML =
			'<span id="acces-top" tabindex="-1"></span><button>Next</button>'; // eslint-disable-line no-unsanitized/property -- test fixture.
	} );

	function scrollBy( y: number ) {
		Object.defineProperty( window, 'scrollY', {
			value: y,
			configurable: true,
		} );
		act( () => {
			window.dispatchEvent( new Event( 'scroll' ) );
		} );
	}

	it( 'appears after one screen of scrolling and takes the focus to the top', async () => {
		const user = userEvent.setup();
		window.matchMedia = jest.fn().mockReturnValue( { matches: false } );
		render( <ScrollTop /> );
		expect(
			screen.queryByRole( 'button', { name: 'Back to top' } )
		).not.toBeInTheDocument();
		scrollBy( window.innerHeight - 1 );
		expect(
			screen.queryByRole( 'button', { name: 'Back to top' } )
		).not.toBeInTheDocument();
		scrollBy( window.innerHeight );
		await user.click(
			await screen.findByRole( 'button', { name: 'Back to top' } )
		);
		const target = document.getElementById( 'acces-top' )!;
		expect( target ).toHaveFocus();
		// Says where the focus is while it is there; empty again afterwards.
		expect( target ).toHaveTextContent( /^Top of the page$/ );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
		// The window losing the focus (the element keeps it): still named.
		act( () => {
			target.dispatchEvent( new FocusEvent( 'blur' ) );
		} );
		await waitFor( () => expect( target ).toHaveFocus() );
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( target ).toHaveTextContent( /^Top of the page$/ );
		await user.tab();
		expect( screen.getByRole( 'button', { name: 'Next' } ) ).toHaveFocus();
		await waitFor( () => expect( target ).toBeEmptyDOMElement() );
		scrollBy( 0 );
	} );

	it( 'scrolls instantly under reduced motion', async () => {
		const user = userEvent.setup();
		window.matchMedia = jest.fn().mockReturnValue( { matches: true } );
		render( <ScrollTop /> );
		scrollBy( window.innerHeight * 2 );
		await user.click(
			await screen.findByRole( 'button', { name: 'Back to top' } )
		);
		expect( scrollTo ).toHaveBeenCalledWith( { top: 0, behavior: 'auto' } );
		scrollBy( 0 );
	} );
} );
