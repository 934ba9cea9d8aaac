import { countText } from '../countText';
import { loadFrench } from '../test-utils/french';

beforeAll( loadFrench );

describe( 'countText', () => {
	it( 'groups thousands with the narrow no-break space the server writes (number_format_i18n in French, Intl fr-FR)', () => {
		expect( countText( 12345 ) ).toBe( '12\u202f345 prestataires trouvés' );
		expect( countText( 1000000 ) ).toBe(
			'1\u202f000\u202f000 prestataires trouvés'
		);
	} );

	it( 'says one, many or none in French', () => {
		expect( countText( 1 ) ).toBe( '1 prestataire trouvé' );
		expect( countText( 999 ) ).toBe( '999 prestataires trouvés' );
		expect( countText( 0 ) ).toBe(
			'Aucun prestataire ne correspond à ces critères'
		);
	} );
} );
