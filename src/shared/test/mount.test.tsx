import { createElement } from '@wordpress/element';
import { screen, waitFor } from '@testing-library/react';
import {
	isBlockEditor,
	onReady,
	readJsonAttribute,
	renderFrontend,
} from '../mount';

function Greeting( { name }: { name: string } ) {
	return <p>Bonjour { name }</p>;
}

function Broken(): JSX.Element {
	throw new Error( 'boom' );
}

describe( 'renderFrontend', () => {
	beforeEach( () => {
		document.body.className = '';
		document.body.innerHTML =
			'<div class="w" data-name="Lou"></div><div class="w" data-name="Sam"></div>';
	} );

	it( 'mounts the component on every wrapper with props read from it', async () => {
		const count = renderFrontend( {
			selector: '.w',
			Block: Greeting,
			getProps: ( el ) => ( { name: el.dataset.name ?? '' } ),
		} );
		expect( count ).toBe( 2 );
		expect( await screen.findByText( 'Bonjour Lou' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Bonjour Sam' ) ).toBeInTheDocument();
	} );

	it( 'mounts each wrapper only once', () => {
		const options = {
			selector: '.w',
			Block: Greeting,
			getProps: ( el: HTMLElement ) => ( {
				name: el.dataset.name ?? '',
			} ),
		};
		renderFrontend( options );
		expect( renderFrontend( options ) ).toBe( 0 );
	} );

	it( 'stays inert on block-editor screens', () => {
		document.body.classList.add( 'block-editor-page' );
		expect( isBlockEditor() ).toBe( true );
		const count = renderFrontend( {
			selector: '.w',
			Block: Greeting,
			getProps: ( el ) => ( { name: el.dataset.name ?? '' } ),
		} );
		expect( count ).toBe( 0 );
		expect( document.querySelector( '.w' ) ).toBeEmptyDOMElement();
	} );

	it( 'logs and skips a wrapper whose props cannot be read', () => {
		const count = renderFrontend( {
			selector: '.w',
			Block: Greeting,
			name: 'greeting',
			getProps: () => {
				throw new SyntaxError( 'bad json' );
			},
		} );
		expect( count ).toBe( 0 );
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console
		const calls = ( console.error as jest.Mock ).mock.calls;
		const [ message, error ] = calls[ 0 ];
		expect( message ).toBe( 'Error with rendering greeting:' );
		expect( error ).toBeInstanceOf( SyntaxError );
	} );

	it( 'renders nothing, and logs, when the component throws', async () => {
		const count = renderFrontend( {
			selector: '.w',
			Block: Broken,
			name: 'broken',
			getProps: () => ( {} ),
		} );
		expect( count ).toBe( 2 );
		await waitFor( () => expect( console ).toHaveErrored() );
		expect( document.querySelector( '.w' ) ).toBeEmptyDOMElement();
	} );
} );

describe( 'readJsonAttribute', () => {
	it( 'parses the attribute and can remove it', () => {
		const el = document.createElement( 'div' );
		el.setAttribute( 'data-settings', '{"columns":3}' );
		expect(
			readJsonAttribute< { columns: number } >(
				el,
				'data-settings',
				true
			)
		).toEqual( { columns: 3 } );
		expect( el.hasAttribute( 'data-settings' ) ).toBe( false );
	} );

	it( 'throws on invalid JSON', () => {
		const el = document.createElement( 'div' );
		el.setAttribute( 'data-settings', '{columns' );
		expect( () => readJsonAttribute( el, 'data-settings' ) ).toThrow(
			SyntaxError
		);
	} );
} );

describe( 'onReady', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'runs the app in a task of its own once the document is parsed', () => {
		jest.useFakeTimers();
		const state = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		const callback = jest.fn();
		onReady( callback );
		expect( callback ).not.toHaveBeenCalled();
		state.mockReturnValue( 'interactive' );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		// Not within the event's own task: the scripts that run before it stay short.
		expect( callback ).not.toHaveBeenCalled();
		jest.runOnlyPendingTimers();
		expect( callback ).toHaveBeenCalledTimes( 1 );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		jest.runOnlyPendingTimers();
		expect( callback ).toHaveBeenCalledTimes( 1 );
		state.mockRestore();
	} );

	it( 'runs it in the next task when the document is already parsed', () => {
		jest.useFakeTimers();
		const callback = jest.fn();
		onReady( callback );
		expect( callback ).not.toHaveBeenCalled();
		jest.runOnlyPendingTimers();
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
