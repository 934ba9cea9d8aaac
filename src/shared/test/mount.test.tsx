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
	afterEach( () => {
		jest.useRealTimers();
		delete ( window as unknown as { accesReadyQueue?: unknown } )
			.accesReadyQueue;
	} );

	it( 'mounts the apps of every script one per task, each after the follow-up work of the one before', () => {
		// The browser's task queue: first posted, first run.
		const tasks: Array< () => void > = [];
		const post = jest.spyOn( window, 'setTimeout' ).mockImplementation( ( (
			fn: () => void
		) => {
			tasks.push( fn );
			return 0;
		} ) as unknown as typeof window.setTimeout );
		const runTask = () => tasks.shift()?.();
		const order: string[] = [];
		onReady( () => {
			order.push( 'map' );
			// What React posts after a first render: the effects (the Leaflet map, the fetch).
			window.setTimeout( () => order.push( 'map effects' ), 0 );
		} );
		onReady( () => {
			order.push( 'consent' );
			throw new Error( 'broken app' );
		} );
		onReady( () => order.push( 'toolbar' ) );
		expect( order ).toEqual( [] );
		runTask();
		expect( order ).toEqual( [ 'map' ] );
		runTask();
		expect( order ).toEqual( [ 'map', 'map effects' ] );
		runTask();
		expect( order ).toEqual( [ 'map', 'map effects', 'consent' ] );
		expect( console ).toHaveErrored();
		// A broken app does not keep the next ones from mounting.
		runTask();
		expect( order ).toEqual( [
			'map',
			'map effects',
			'consent',
			'toolbar',
		] );
		runTask();
		expect( tasks ).toEqual( [] );
		// A script that runs later still gets its app mounted.
		onReady( () => order.push( 'late' ) );
		runTask();
		expect( order[ order.length - 1 ] ).toBe( 'late' );
		post.mockRestore();
	} );

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
