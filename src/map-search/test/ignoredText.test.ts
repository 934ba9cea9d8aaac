import { ignoredText } from '../ignoredText';
import { loadFrench } from '../test-utils/french';

beforeAll( loadFrench );

/**
 * A French text as the translation writes it: no-break spaces before a colon and inside « ».
 * @param text Text with plain spaces.
 */
const french = ( text: string ) =>
	text
		.replace( / :/g, '\u00a0:' )
		.replace( /« /g, '«\u00a0' )
		.replace( / »/g, '\u00a0»' );

describe( 'ignoredText', () => {
	it( 'is empty when nothing was ignored', () => {
		expect( ignoredText( [] ) ).toBe( '' );
	} );

	it( 'names each value with its filter, in French', () => {
		expect( ignoredText( [ [ 'categorie', 'piscines' ] ] ) ).toBe(
			french(
				'Ces valeurs de recherche n’existent pas et ont été ignorées : Catégorie « piscines ».'
			)
		);
	} );

	it( 'lists five values at most, each cut at 40 characters, and counts the others', () => {
		const long = 'é'.repeat( 45 );
		const text = ignoredText( [
			[ 'commune', long ],
			[ 'commune', 'b' ],
			[ 'commune', 'c' ],
			[ 'acces', 'd' ],
			[ 'acces', 'e' ],
			[ 'acces', 'f' ],
			[ 'acces', 'g' ],
		] );
		expect( text ).toBe(
			french(
				`Ces valeurs de recherche n’existent pas et ont été ignorées : Commune « ${ 'é'.repeat(
					39
				) }… », Commune « b », Commune « c », Accessibilité « d », Accessibilité « e », et 2 autres.`
			)
		);
		expect(
			ignoredText( [
				[ 'acces', 'a' ],
				[ 'acces', 'b' ],
				[ 'acces', 'c' ],
				[ 'acces', 'd' ],
				[ 'acces', 'e' ],
				[ 'acces', 'f' ],
			] )
		).toMatch( /, et 1 autre\.$/ );
	} );
} );
