/**
 * The translation functions of the site-wide scripts (src/shared/i18n.ts).
 */
import { __, _x, sprintf } from '../i18n';

describe( 'site-wide translations', () => {
	afterEach( () => {
		delete window.accesL10n;
	} );

	it( 'gives the source string while the page printed no translations', () => {
		expect( __( 'Accept all', 'acces-tourisme' ) ).toBe( 'Accept all' );
		expect( _x( 'Default', 'colour theme', 'acces-tourisme' ) ).toBe(
			'Default'
		);
	} );

	it( 'reads the Jed data that the server prints, with contexts', () => {
		window.accesL10n = {
			locale_data: {
				messages: {
					'': { domain: 'messages', lang: 'fr_FR' },
					'Accept all': [ 'Tout accepter' ],
					'colour theme\u0004Default': [ 'Par défaut' ],
					Default: [ 'Défaut (sans contexte)' ],
					'Not translated': [ '' ],
				},
			},
		};
		expect( __( 'Accept all', 'acces-tourisme' ) ).toBe( 'Tout accepter' );
		expect( _x( 'Default', 'colour theme', 'acces-tourisme' ) ).toBe(
			'Par défaut'
		);
		// An empty translation is no translation.
		expect( __( 'Not translated', 'acces-tourisme' ) ).toBe(
			'Not translated'
		);
		expect( __( 'Unknown', 'acces-tourisme' ) ).toBe( 'Unknown' );
	} );

	it( 'formats %s, %d, numbered placeholders and %%', () => {
		expect( sprintf( 'Taille du texte : %s', '130\u00a0%' ) ).toBe(
			'Taille du texte : 130\u00a0%'
		);
		// A translation may use unnumbered placeholders even where the
		// source numbers them; the formatter must still fill them in order.
		// eslint-disable-next-line @wordpress/valid-sprintf
		expect( sprintf( '%d sur %d', 2.7, 5 ) ).toBe( '2 sur 5' );
		expect( sprintf( '%2$s puis %1$s', 'un', 'deux' ) ).toBe(
			'deux puis un'
		);
		// eslint-disable-next-line @wordpress/valid-sprintf -- `%%` is a literal sign, not a placeholder.
		expect( sprintf( '100 %% et %s', 'plus' ) ).toBe( '100 % et plus' );
		// eslint-disable-next-line @wordpress/valid-sprintf -- a missing argument leaves its placeholder.
		expect( sprintf( '%s et %s', 'seul' ) ).toBe( 'seul et %s' );
	} );
} );
