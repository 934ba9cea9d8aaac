import { all, initialState, reducer } from '../state';

describe( 'consent state machine', () => {
	it( 'shows the banner while nothing is recorded, nothing otherwise', () => {
		expect( initialState( null ).view ).toBe( 'banner' );
		expect( initialState( all( false ) ).view ).toBe( 'closed' );
	} );

	it( 'customises with every optional switch off, then records the draft', () => {
		let state = initialState( null );
		state = reducer( state, { type: 'customise' } );
		expect( state.view ).toBe( 'preferences' );
		expect( state.draft ).toEqual( { statistics: false, media: false } );
		state = reducer( state, { type: 'toggle', category: 'media' } );
		expect( state.draft ).toEqual( { statistics: false, media: true } );
		state = reducer( state, { type: 'decide', choices: state.draft } );
		expect( state ).toEqual( {
			view: 'closed',
			saved: { statistics: false, media: true },
			draft: { statistics: false, media: true },
			reopened: false,
		} );
	} );

	it( 'cannot be closed before a choice', () => {
		const state = reducer( initialState( null ), { type: 'customise' } );
		expect( reducer( state, { type: 'close' } ) ).toBe( state );
	} );

	it( 'reopens on the recorded choice; closing drops the unsaved changes', () => {
		let state = initialState( { statistics: true, media: false } );
		state = reducer( state, { type: 'reopen' } );
		expect( state.view ).toBe( 'preferences' );
		expect( state.reopened ).toBe( true );
		expect( state.draft ).toEqual( { statistics: true, media: false } );
		state = reducer( state, { type: 'toggle', category: 'statistics' } );
		state = reducer( state, { type: 'close' } );
		expect( state.view ).toBe( 'closed' );
		expect( state.draft ).toEqual( { statistics: true, media: false } );
	} );
} );
