import { createElement, useState } from '@wordpress/element';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect } from '../MultiSelect';
import type { SelectOption } from '../summary';
import { loadFrench } from '../../test-utils/french';

beforeAll( loadFrench );

const FAMILIES: SelectOption[] = [
	{ value: 'moteur', label: 'Handicap moteur' },
	{ value: 'visuel', label: 'Handicap visuel' },
	{ value: 'auditif', label: 'Handicap auditif' },
	{ value: 'mental', label: 'Handicap mental' },
];

function Harness( {
	options = FAMILIES,
	initial = [],
	single = false,
	onChange = () => undefined,
}: {
	options?: SelectOption[];
	initial?: string[];
	single?: boolean;
	onChange?: ( values: string[] ) => void;
} ) {
	const [ value, setValue ] = useState< string[] >( initial );
	return (
		<div>
			<MultiSelect
				id="acces"
				label="Accessibilité"
				options={ options }
				value={ value }
				placeholder="Tous les handicaps"
				single={ single }
				onChange={ ( next ) => {
					setValue( next );
					onChange( next );
				} }
			/>
			<button type="button" onClick={ () => setValue( [ 'mental' ] ) }>
				Extérieur
			</button>
		</div>
	);
}

function combobox() {
	return screen.getByRole( 'combobox', { name: 'Accessibilité' } );
}

function option( name: string ) {
	return within(
		screen.getByRole( 'listbox', { name: 'Accessibilité' } )
	).getByRole( 'option', { name } );
}

describe( 'MultiSelect', () => {
	it( 'is a combobox named by its visible label, showing the placeholder', () => {
		render( <Harness /> );
		const box = combobox();
		expect( box ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( box ).toHaveAttribute( 'aria-haspopup', 'listbox' );
		expect( box ).toHaveTextContent( 'Tous les handicaps' );
		expect( box ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( screen.getByText( 'Accessibilité' ).tagName ).toBe( 'LABEL' );
		// No search box, no chips, no select-all.
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( screen.queryByRole( 'searchbox' ) ).toBeNull();
	} );

	it( 'opens on click and toggles options without closing or moving focus', async () => {
		const user = userEvent.setup();
		const changes: string[][] = [];
		render( <Harness onChange={ ( v ) => changes.push( v ) } /> );
		await user.click( combobox() );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( combobox() ).toHaveFocus();
		const listbox = screen.getByRole( 'listbox', {
			name: 'Accessibilité',
		} );
		expect( listbox ).toHaveAttribute( 'aria-multiselectable', 'true' );
		expect( within( listbox ).getAllByRole( 'option' ) ).toHaveLength( 4 );

		await user.click( option( 'Handicap visuel' ) );
		expect( option( 'Handicap visuel' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( option( 'Handicap moteur' ) ).toHaveAttribute(
			'aria-selected',
			'false'
		);
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( combobox() ).toHaveFocus();
		expect( combobox() ).toHaveTextContent( 'Handicap visuel' );

		await user.click( option( 'Handicap moteur' ) );
		expect( combobox() ).toHaveTextContent(
			'Handicap moteur, Handicap visuel'
		);
		await user.click( option( 'Handicap visuel' ) );
		expect( option( 'Handicap visuel' ) ).toHaveAttribute(
			'aria-selected',
			'false'
		);
		expect( combobox() ).toHaveTextContent( 'Handicap moteur' );
		expect( changes ).toEqual( [
			[ 'visuel' ],
			[ 'visuel', 'moteur' ],
			[ 'moteur' ],
		] );
	} );

	it( 'works with the keyboard alone: arrows, Home/End, Space/Enter, Escape', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		await user.tab();
		expect( combobox() ).toHaveFocus();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.keyboard( '{ArrowDown}' );
		const box = combobox();
		expect( box ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap moteur' ).id
		);

		await user.keyboard( '{ArrowDown}' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap visuel' ).id
		);
		await user.keyboard( '{End}' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap mental' ).id
		);
		await user.keyboard( '{ArrowDown}' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap mental' ).id
		);
		await user.keyboard( '{Home}' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap moteur' ).id
		);

		await user.keyboard( ' ' );
		expect( option( 'Handicap moteur' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await user.keyboard( '{ArrowDown}{ArrowDown}{Enter}' );
		expect( option( 'Handicap auditif' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( box ).toHaveAttribute( 'aria-expanded', 'true' );
		// Active option is not the chosen state: the highlighted one is not "selected".
		await user.keyboard( '{ArrowUp}' );
		expect( option( 'Handicap visuel' ) ).toHaveAttribute(
			'aria-selected',
			'false'
		);

		await user.keyboard( '{Escape}' );
		expect( box ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( box ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( box ).toHaveFocus();
		expect( box ).toHaveTextContent( 'Handicap moteur, Handicap auditif' );

		// Reopening puts the active option on the first chosen one.
		await user.keyboard( '{ArrowUp}' );
		expect( box ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap moteur' ).id
		);
		await user.keyboard( '{Tab}' );
		expect( box ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.getByRole( 'button', { name: 'Extérieur' } )
		).toHaveFocus();
	} );

	it( 'moves to an option by typing its first letters', async () => {
		const user = userEvent.setup();
		render(
			<Harness
				options={ [
					{ value: 'Albias', label: 'Albias' },
					{ value: 'Montauban', label: 'Montauban' },
					{ value: 'Moissac', label: 'Moissac' },
					{ value: 'Nègrepelisse', label: 'Nègrepelisse' },
				] }
			/>
		);
		await user.tab();
		await user.keyboard( 'n' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( combobox() ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Nègrepelisse' ).id
		);
		await new Promise( ( r ) => setTimeout( r, 800 ) );
		await user.keyboard( 'moi' );
		expect( combobox() ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Moissac' ).id
		);
	} );

	it( 'in single mode, choosing closes the list and keeps focus', async () => {
		const user = userEvent.setup();
		const changes: string[][] = [];
		render(
			<Harness
				single
				initial={ [ 'moteur' ] }
				onChange={ ( v ) => changes.push( v ) }
			/>
		);
		const box = combobox();
		expect( box ).toHaveTextContent( 'Handicap moteur' );
		await user.click( box );
		const listbox = screen.getByRole( 'listbox', {
			name: 'Accessibilité',
		} );
		expect( listbox ).not.toHaveAttribute( 'aria-multiselectable' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			option( 'Handicap moteur' ).id
		);
		await user.click( option( 'Handicap auditif' ) );
		expect( box ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( box ).toHaveFocus();
		expect( box ).toHaveTextContent( 'Handicap auditif' );

		await user.keyboard( '{ArrowDown}' );
		expect( option( 'Handicap auditif' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await user.keyboard( '{ArrowDown}{Enter}' );
		expect( box ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( box ).toHaveTextContent( 'Handicap mental' );
		expect( changes ).toEqual( [ [ 'auditif' ], [ 'mental' ] ] );
	} );

	it( 'summarises: « Tous » when all are chosen, a count beyond 8', async () => {
		const user = userEvent.setup();
		const { unmount } = render(
			<Harness initial={ [ 'moteur', 'visuel', 'auditif' ] } />
		);
		await user.click( combobox() );
		await user.click( option( 'Handicap mental' ) );
		expect( combobox() ).toHaveTextContent( /^Tous$/ );
		unmount();

		const many = Array.from( { length: 12 }, ( _v, i ) => ( {
			value: `c${ i }`,
			label: `Commune ${ i }`,
		} ) );
		render(
			<Harness
				options={ many }
				initial={ many.slice( 0, 9 ).map( ( o ) => o.value ) }
			/>
		);
		expect( combobox() ).toHaveTextContent( /^9 sélectionnés$/ );
	} );

	it( 'says « Pas de résultat » when there is nothing to choose', async () => {
		const user = userEvent.setup();
		render( <Harness options={ [] } /> );
		expect( combobox() ).toHaveTextContent( 'Pas de résultat' );
		await user.click( combobox() );
		const listbox = screen.getByRole( 'listbox', {
			name: 'Accessibilité',
		} );
		expect( listbox ).toHaveTextContent( 'Pas de résultat' );
		await user.keyboard( '{Enter}{Escape}' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'follows a value set from outside without reporting a change', async () => {
		const user = userEvent.setup();
		const changes: string[][] = [];
		render( <Harness onChange={ ( v ) => changes.push( v ) } /> );
		await user.click( screen.getByRole( 'button', { name: 'Extérieur' } ) );
		expect( combobox() ).toHaveTextContent( 'Handicap mental' );
		expect( changes ).toEqual( [] );
	} );

	it( 'a value set from outside while it has the focus leaves the list closed', async () => {
		const user = userEvent.setup();
		const props = {
			id: 'acces',
			label: 'Accessibilité',
			options: FAMILIES,
			placeholder: 'Tous les handicaps',
			onChange: () => undefined,
		};
		const { rerender } = render(
			<MultiSelect { ...props } value={ [] } />
		);
		await user.tab();
		expect( combobox() ).toHaveFocus();
		// As back/forward does: the state changes while the combobox keeps the focus.
		rerender(
			<MultiSelect { ...props } value={ [ 'visuel', 'mental' ] } />
		);
		expect( combobox() ).toHaveTextContent(
			'Handicap visuel, Handicap mental'
		);
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox() ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( combobox() ).toHaveFocus();
	} );

	it( 'renders labels as text, never as HTML', async () => {
		const user = userEvent.setup();
		const evil = '<img src=x onerror="window.pwned=1">';
		render(
			<Harness
				options={ [ { value: 'x', label: evil } ] }
				initial={ [ 'x' ] }
			/>
		);
		await user.click( combobox() );
		expect( option( evil ) ).toBeInTheDocument();
		expect( document.querySelector( 'img' ) ).toBeNull();
		// One option chosen of one: « Tous ».
		expect( combobox() ).toHaveTextContent( 'Tous' );
	} );

	it( 'clicking the label focuses the combobox', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		await user.click( screen.getByText( 'Accessibilité' ) );
		expect( combobox() ).toHaveFocus();
	} );
} );
