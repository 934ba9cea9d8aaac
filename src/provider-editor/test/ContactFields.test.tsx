/**
 * The contact fields: phone, e-mail, website, checked as the server checks them.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from '@wordpress/element';
import { ContactFields } from '../components/ContactFields';
import type { ProviderMeta } from '../types';
import { loadFrench } from './french';

beforeAll( loadFrench );

function setup( meta: ProviderMeta = {} ) {
	const changes: Array< Partial< ProviderMeta > > = [];
	const validity: Record< string, boolean > = {};
	render(
		<ContactFields
			meta={ meta }
			onChange={ ( c ) => changes.push( c ) }
			onValidity={ ( field, valid ) => ( validity[ field ] = valid ) }
		/>
	);
	return { changes, validity, user: userEvent.setup() };
}

describe( 'ContactFields', () => {
	it( 'shows the saved contact details', () => {
		setup( {
			acces_phone: '05 63 12 34 56',
			acces_email: 'contact@example.org',
			acces_website: 'https://www.example.org/',
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Téléphone' } )
		).toHaveValue( '05 63 12 34 56' );
		expect(
			screen.getByRole( 'textbox', { name: 'Courriel' } )
		).toHaveValue( 'contact@example.org' );
		expect(
			screen.getByRole( 'textbox', { name: 'Site web' } )
		).toHaveValue( 'https://www.example.org/' );
	} );

	it.each( [
		[
			'Téléphone',
			'05 63',
			'Le numéro de téléphone doit être un numéro français, par exemple 05 63 12 34 56 ou +33 5 63 12 34 56.',
		],
		[
			'Courriel',
			'contact@',
			'L’adresse e-mail n’est pas valide ; exemple : contact@example.org.',
		],
		[
			'Site web',
			'ftp://example.org',
			'L’adresse du site web doit commencer par http:// ou https://, par exemple https://www.example.org.',
		],
		[
			'Site web',
			'www.example.org',
			'L’adresse du site web doit commencer par http:// ou https://, par exemple https://www.example.org.',
		],
	] )(
		'%s: “%s” is refused in French and not saved',
		async ( name, typed, message ) => {
			const { changes, validity, user } = setup();
			const field = screen.getByRole( 'textbox', { name } );
			await user.type( field, typed );
			await user.tab();
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent( message );
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( Object.values( validity ) ).toContain( false );
			expect(
				changes.map( ( c ) => Object.values( c )[ 0 ] )
			).not.toContain( typed );
		}
	);

	it.each( [
		[
			'Téléphone',
			'+33 5 63 12 34 56',
			{ acces_phone: '+33 5 63 12 34 56' },
		],
		[ 'Téléphone', '05.63.12.34.56', { acces_phone: '05.63.12.34.56' } ],
		[
			'Courriel',
			'accueil@mairie-moissac.fr',
			{ acces_email: 'accueil@mairie-moissac.fr' },
		],
		[
			'Site web',
			'http://www.example.org/acces',
			{ acces_website: 'http://www.example.org/acces' },
		],
	] )( '%s: “%s” is accepted and saved', async ( name, typed, saved ) => {
		const { changes, user } = setup();
		await user.type( screen.getByRole( 'textbox', { name } ), typed );
		await user.tab();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( changes[ changes.length - 1 ] ).toEqual( saved );
	} );
} );
