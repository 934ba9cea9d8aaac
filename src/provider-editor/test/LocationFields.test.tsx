/**
 * The location fields: coordinates, address, postcode, commune, marker type.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useState } from '@wordpress/element';
import { LocationFields } from '../components/LocationFields';
import type { ProviderMeta } from '../types';
import { loadFrench } from './french';

beforeAll( loadFrench );

function Harness( {
	initial,
	changes,
	validity,
}: {
	initial: ProviderMeta;
	changes: Array< Partial< ProviderMeta > >;
	validity: Record< string, boolean >;
} ) {
	const [ meta, setMeta ] = useState< ProviderMeta >( initial );
	return (
		<LocationFields
			meta={ meta }
			onChange={ ( c ) => {
				changes.push( c );
				setMeta( ( m ) => ( { ...m, ...c } ) );
			} }
			onValidity={ ( field, valid ) => ( validity[ field ] = valid ) }
		/>
	);
}

function setup( initial: ProviderMeta = {} ) {
	const changes: Array< Partial< ProviderMeta > > = [];
	const validity: Record< string, boolean > = {};
	const user = userEvent.setup();
	render(
		<Harness
			initial={ initial }
			changes={ changes }
			validity={ validity }
		/>
	);
	return { changes, validity, user };
}

describe( 'LocationFields', () => {
	it( 'shows the saved coordinates and address', () => {
		setup( {
			acces_lat: 44.0176,
			acces_lng: 1.355,
			acces_address: '12 rue des Carmes',
			acces_postcode: '82000',
			acces_commune: 'Montauban',
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Latitude' } )
		).toHaveValue( '44.0176' );
		expect(
			screen.getByRole( 'textbox', { name: 'Longitude' } )
		).toHaveValue( '1.355' );
		expect(
			screen.getByRole( 'textbox', { name: 'Adresse (rue)' } )
		).toHaveValue( '12 rue des Carmes' );
		expect(
			screen.getByRole( 'textbox', { name: 'Code postal' } )
		).toHaveValue( '82000' );
		expect(
			screen.getByRole( 'textbox', { name: 'Commune' } )
		).toHaveValue( 'Montauban' );
		expect(
			screen.getByRole( 'radio', { name: 'L’icône de la catégorie' } )
		).toBeChecked();
	} );

	it( 'refuses a latitude beyond 90 with a French message, saves nothing and reports the field invalid', async () => {
		const { changes, validity, user } = setup( {
			acces_lat: 44,
			acces_lng: 1.3,
		} );
		const lat = screen.getByRole( 'textbox', { name: 'Latitude' } );
		await user.clear( lat );
		await user.type( lat, '95' );
		// Not shown while typing: only once the field is left.
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		await user.tab();
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'La latitude doit être comprise entre −90 et 90.'
		);
		expect( lat ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( lat ).toHaveAccessibleDescription(
			'La latitude doit être comprise entre −90 et 90.'
		);
		expect( validity.lat ).toBe( false );
		// "9" was valid on the way, "95" never reached the meta.
		expect( changes.map( ( c ) => c.acces_lat ) ).not.toContain( 95 );
		expect( changes[ changes.length - 1 ] ).toEqual( { acces_lat: 9 } );
	} );

	it( 'says a non-numeric longitude is not a number, then accepts a corrected one with a comma', async () => {
		const { changes, validity, user } = setup();
		const lng = screen.getByRole( 'textbox', { name: 'Longitude' } );
		await user.type( lng, 'est' );
		await user.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'La longitude doit être un nombre, par exemple 1.425.'
		);
		expect( changes ).toEqual( [] );
		await user.clear( lng );
		await user.type( lng, '1,425' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( lng ).not.toHaveAttribute( 'aria-invalid' );
		expect( validity.lng ).toBe( true );
		expect( changes[ changes.length - 1 ] ).toEqual( { acces_lng: 1.425 } );
	} );

	it( 'clears the coordinate when the field is emptied', async () => {
		const { changes, user } = setup( { acces_lat: 44 } );
		await user.clear( screen.getByRole( 'textbox', { name: 'Latitude' } ) );
		expect( changes[ changes.length - 1 ] ).toEqual( { acces_lat: null } );
	} );

	it( 'refuses a postcode that is not five digits', async () => {
		const { changes, user } = setup();
		const postcode = screen.getByRole( 'textbox', { name: 'Code postal' } );
		await user.type( postcode, '8200' );
		await user.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Le code postal doit comporter cinq chiffres, par exemple 82000.'
		);
		await user.type( postcode, '0' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( changes[ changes.length - 1 ] ).toEqual( {
			acces_postcode: '82000',
		} );
	} );

	it( 'saves the commune and address as typed', async () => {
		const { changes, user } = setup();
		await user.type(
			screen.getByRole( 'textbox', { name: 'Commune' } ),
			'Moissac'
		);
		expect( changes[ changes.length - 1 ] ).toEqual( {
			acces_commune: 'Moissac',
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Commune' } )
		).toHaveAccessibleDescription(
			'Telle qu’elle s’écrit, par exemple Montauban\u00a0: le site l’affiche en capitales.'
		);
	} );

	it( 'chooses the beach marker', async () => {
		const { changes, user } = setup();
		await user.click(
			screen.getByRole( 'radio', {
				name: 'Plage ou lac accessible (Handiplage)',
			} )
		);
		expect( changes ).toEqual( [
			{ acces_marker_type: 'icon-handiplage' },
		] );
		expect(
			screen.getByRole( 'radio', {
				name: 'Plage ou lac accessible (Handiplage)',
			} )
		).toBeChecked();
	} );

	it( 'shows coordinates that change elsewhere (the map) and drops a stale error', async () => {
		const user = userEvent.setup();
		const view = render(
			<LocationFields
				meta={ { acces_lat: 44 } }
				onChange={ () => undefined }
			/>
		);
		const lat = screen.getByRole( 'textbox', { name: 'Latitude' } );
		await user.clear( lat );
		await user.type( lat, '100' );
		await user.tab();
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		view.rerender(
			<LocationFields
				meta={ { acces_lat: 43.9 } }
				onChange={ () => undefined }
			/>
		);
		expect( lat ).toHaveValue( '43.9' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
