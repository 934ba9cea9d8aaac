import legend from '../../../markers/legend.json';
import { markerTypeLabel } from '../MapLegend';
import { loadFrench } from './french';

beforeAll( loadFrench );

describe( 'the legend of the marker types', () => {
	it( 'names each type in French as markers/legend.json does', () => {
		expect(
			legend.map( ( entry ) => markerTypeLabel( entry.type ) )
		).toEqual( legend.map( ( entry ) => entry.label ) );
	} );

	it( 'says what an accessible beach is before the name of its label', () => {
		expect( markerTypeLabel( 'icon-handiplage' ) ).toBe(
			'Plage ou lac accessible (Handiplage)'
		);
	} );
} );
