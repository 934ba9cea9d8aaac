/**
 * The editor explains a refused address before saving (the server refuses it too).
 */
import { urlError } from '../validation';

describe( 'urlError', () => {
	it( 'accepts an empty value and absolute http or https addresses', () => {
		expect( urlError( 'Site URL', '' ) ).toBe( '' );
		expect(
			urlError( 'Site URL', ' https://www.example.org/a?b=1 ' )
		).toBe( '' );
		expect( urlError( 'Site URL', 'http://localhost/page/' ) ).toBe( '' );
	} );

	it( 'refuses javascript:, data:, relative and other addresses with a message naming the field', () => {
		for ( const value of [
			'javascript:alert(1)',
			'data:text/html,<p>x</p>',
			'/page/',
			'ftp://example.org/',
			'www.example.org',
		] ) {
			expect( urlError( 'Video URL', value ) ).toBe(
				'Video URL: the address must be a full web address starting with http:// or https://.'
			);
		}
	} );
} );
