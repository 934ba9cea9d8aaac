/**
 * The accessibility fields: families, features grouped by family, the label.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useState } from '@wordpress/element';
import { AccessibilityFields } from '../components/AccessibilityFields';
import type { ProviderMeta } from '../types';
import { loadFrench, SETTINGS } from './french';

beforeAll( loadFrench );

function setup( initial: ProviderMeta = {} ) {
	const changes: Array< Partial< ProviderMeta > > = [];
	function Harness() {
		const [ meta, setMeta ] = useState< ProviderMeta >( initial );
		return (
			<AccessibilityFields
				meta={ meta }
				disabilities={ SETTINGS.disabilities }
				features={ SETTINGS.features }
				onChange={ ( c ) => {
					changes.push( c );
					setMeta( ( m ) => ( { ...m, ...c } ) );
				} }
			/>
		);
	}
	render( <Harness /> );
	return { changes, user: userEvent.setup() };
}

describe( 'AccessibilityFields', () => {
	it( 'shows the four families as checkboxes, ticked as saved', () => {
		setup( { acces_disabilities: [ 'visuel' ] } );
		const families = screen.getByRole( 'group', {
			name: 'Handicaps accueillis',
		} );
		const boxes = within( families ).getAllByRole( 'checkbox' );
		expect(
			boxes.map(
				( b ) => ( b as HTMLInputElement ).labels?.[ 0 ]?.textContent
			)
		).toEqual( [
			'Handicap moteur',
			'Handicap visuel',
			'Handicap auditif',
			'Handicap mental',
		] );
		expect(
			within( families ).getByRole( 'checkbox', {
				name: 'Handicap visuel',
			} )
		).toBeChecked();
		expect(
			within( families ).getByRole( 'checkbox', {
				name: 'Handicap moteur',
			} )
		).not.toBeChecked();
	} );

	it( 'adds and removes families in the label’s order', async () => {
		const { changes, user } = setup( { acces_disabilities: [ 'mental' ] } );
		const families = screen.getByRole( 'group', {
			name: 'Handicaps accueillis',
		} );
		await user.click(
			within( families ).getByRole( 'checkbox', {
				name: 'Handicap moteur',
			} )
		);
		expect( changes[ 0 ] ).toEqual( {
			acces_disabilities: [ 'moteur', 'mental' ],
		} );
		await user.click(
			within( families ).getByRole( 'checkbox', {
				name: 'Handicap mental',
			} )
		);
		expect( changes[ 1 ] ).toEqual( { acces_disabilities: [ 'moteur' ] } );
	} );

	it( 'groups the features by family, with a group for those that serve several', async () => {
		const { changes, user } = setup( {
			acces_features: [ 'chiens-guides' ],
		} );
		const visual = screen.getByRole( 'group', { name: 'Handicap visuel' } );
		expect(
			within( visual ).getByRole( 'checkbox', {
				name: 'Chiens guides bienvenus',
			} )
		).toBeChecked();
		const motor = screen.getByRole( 'group', { name: 'Handicap moteur' } );
		expect( within( motor ).getAllByRole( 'checkbox' ) ).toHaveLength( 2 );
		// No feature of the catalogue serves only mental disability here: no empty group.
		expect(
			screen.queryByRole( 'group', { name: 'Handicap mental' } )
		).not.toBeInTheDocument();
		const several = screen.getByRole( 'group', {
			name: 'Plusieurs handicaps',
		} );
		await user.click(
			within( several ).getByRole( 'checkbox', {
				name: 'Personnel formé à l’accueil des personnes handicapées',
			} )
		);
		await user.click(
			within( motor ).getByRole( 'checkbox', {
				name: 'Entrée de plain-pied',
			} )
		);
		expect( changes ).toEqual( [
			{ acces_features: [ 'chiens-guides', 'personnel-sensibilise' ] },
			{
				acces_features: [
					'entree-plain-pied',
					'chiens-guides',
					'personnel-sensibilise',
				],
			},
		] );
	} );

	it( 'switches the Tourisme & Handicap label', async () => {
		const { changes, user } = setup( { acces_label: false } );
		const label = screen.getByRole( 'checkbox', {
			name: 'Labellisé Tourisme & Handicap',
		} );
		expect( label ).not.toBeChecked();
		await user.click( label );
		expect( label ).toBeChecked();
		expect( changes ).toEqual( [ { acces_label: true } ] );
	} );
} );
