/**
 * The form decision, the constants, the places' icons and names, the settings reader, the
 * popup and the attribution: what the map draws, as text.
 */
import * as C from '../constants';
import { decideForm } from '../form';
import { spreadTargets, TARGET_SPACING } from '../declutter';
import {
	decodeInSlices,
	decodePlaces,
	iconUrls,
	markerType,
	placeLabel,
	pointPlaces,
	type CompactPlaces,
} from '../places';
import { buildPopupContent } from '../popup';
import { appendAttribution, leafletCredit } from '../attribution';
import { DEFAULT_TILES, getMapSettings } from '../settings';
import { loadFrench } from './french';
import { ICON_BASE, PLACES } from './fixtures';

beforeAll( loadFrench );

describe( 'form decision (specification §4.6)', () => {
	it( 'uses the list map when a list of places is present, even an empty one or one still to fetch', () => {
		expect(
			decideForm( { places: PLACES, latitude: 43.9, longitude: 1.4 } )
		).toBe( 'list' );
		expect( decideForm( { places: [] } ) ).toBe( 'list' );
		expect( decideForm( { places: null, deferred: true } ) ).toBe( 'list' );
	} );

	it( 'uses the single-point map with a latitude and a longitude and no list', () => {
		expect(
			decideForm( { places: null, latitude: 43.9, longitude: 1.4 } )
		).toBe( 'point' );
		expect( decideForm( { latitude: 0, longitude: 0 } ) ).toBe( 'point' );
	} );

	it( 'draws nothing otherwise', () => {
		expect( decideForm( {} ) ).toBe( 'none' );
		expect(
			decideForm( { places: null, latitude: 43.9, longitude: null } )
		).toBe( 'none' );
		expect( decideForm( { latitude: NaN, longitude: 1.4 } ) ).toBe(
			'none'
		);
		expect( decideForm( { latitude: 91, longitude: 1.4 } ) ).toBe( 'none' );
		expect( decideForm( { latitude: 43.9, longitude: 181 } ) ).toBe(
			'none'
		);
	} );
} );

describe( 'constants of the specification (§9 "Map")', () => {
	it( 'has the list map start, padding and zooms', () => {
		expect( C.DEFAULT_CENTER ).toEqual( { lat: 43.858, lng: 1.425 } );
		expect( C.LIST_START_ZOOM ).toBe( 12 );
		expect( C.FIT_PADDING ).toBe( 50 );
		expect( C.LIST_MAX_ZOOM ).toBe( 19 );
	} );

	it( 'has the single-point zooms and circle', () => {
		expect( C.POINT_ZOOM ).toBe( 18 );
		expect( C.POINT_MAX_ZOOM ).toBe( 25 );
		expect( C.NATIVE_MAX_ZOOM ).toBe( 19 );
		expect( C.POINT_CIRCLE_RADIUS ).toBe( 20 );
	} );

	it( 'has 30×35 icons and the "empty" type', () => {
		expect( C.ICON_SIZE ).toEqual( [ 30, 35 ] );
		expect( C.EMPTY_TYPE ).toBe( 'empty' );
	} );
} );

describe( 'places', () => {
	it( 'treats an empty type as "empty" and takes the icon {base}/{type}.png, @2x for retina', () => {
		expect( markerType( '' ) ).toBe( 'empty' );
		expect( markerType( 'icon-handiplage' ) ).toBe( 'icon-handiplage' );
		expect( iconUrls( ICON_BASE, '' ) ).toEqual( {
			url: `${ ICON_BASE }/empty.png`,
			retinaUrl: `${ ICON_BASE }/empty@2x.png`,
		} );
		expect( iconUrls( ICON_BASE, 'icon-hotels' ).url ).toBe(
			`${ ICON_BASE }/icon-hotels.png`
		);
	} );

	it( 'names a marker with the place and its commune in capitals', () => {
		expect( placeLabel( PLACES[ 0 ] ) ).toBe( 'Hôtel du Lac, MONTAUBAN' );
		expect( placeLabel( { name: 'Sans commune', adress: '' } ) ).toBe(
			'Sans commune'
		);
	} );

	it( 'gives the points of the places in row order, the order of the places the cluster index answers with', async () => {
		const data = {
			base: 'https://example.org',
			path: '/p/',
			communes: [ 'Albi' ],
			adresses: [ 'ALBI' ],
			types: [ '' ],
			categories: [ 'hotels' ],
			disabilities: [ 'moteur', 'visuel', 'auditif', 'mental' ] as const,
			id: [ 3, 1, 1, 1 ],
			lat: [ 44.1, Number.NaN, 43.5, 43.9 ],
			lng: [ 1.1, 1.2, 2.5, 1.9 ],
			name: [ 'Zèbre', 'Sans coordonnées', 'Abeille', 'Mouette' ],
			commune: [ 0, 0, 0, 0 ],
			type: [ 0, 0, 0, 0 ],
			category: [ 0, 0, 0, 0 ],
			url: [ 'z', 'x', 'a', 'm' ],
			access: [ 1, 0, 3, 1 ],
		};
		const { points } = pointPlaces( {
			...data,
			disabilities: [ ...data.disabilities ],
		} );
		const decoded = await decodeInSlices( {
			...data,
			disabilities: [ ...data.disabilities ],
		} );
		expect( Array.from( points ) ).toEqual( [
			1.1, 44.1, 2.5, 43.5, 1.9, 43.9,
		] );
		expect( decoded.inRowOrder.map( ( p ) => p.name ) ).toEqual( [
			'Zèbre',
			'Abeille',
			'Mouette',
		] );
		decoded.inRowOrder.forEach( ( place, i ) => {
			expect( [ place.lng, place.lat ] ).toEqual( [
				points[ 2 * i ],
				points[ 2 * i + 1 ],
			] );
		} );
		expect( decoded.places.map( ( p ) => p.name ) ).toEqual( [
			'Abeille',
			'Mouette',
			'Zèbre',
		] );
		// One array per combination of families, shared.
		expect( decoded.inRowOrder[ 0 ].disabilities ).toEqual( [ 'moteur' ] );
		expect( decoded.inRowOrder[ 0 ].disabilities ).toBe(
			decoded.inRowOrder[ 2 ].disabilities
		);
		expect( decoded.inRowOrder[ 1 ].disabilities ).toEqual( [
			'moteur',
			'visuel',
		] );
	} );

	it( 'reads the place of a point on demand, the same place the whole reading gives it (before the list is read, the map draws from the points)', async () => {
		const data = {
			base: 'https://example.org',
			path: '/p/',
			communes: [ 'Albi', 'Castres' ],
			adresses: [ 'ALBI', 'CASTRES' ],
			types: [ '', 'hotel' ],
			categories: [ 'hotels', 'loisirs' ],
			disabilities: [ 'moteur', 'visuel', 'auditif', 'mental' ],
			id: [ 3, 1, 1, 4 ],
			lat: [ 44.1, Number.NaN, 43.5, 43.9 ],
			lng: [ 1.1, 1.2, 2.5, 1.9 ],
			name: [ 'Zèbre', 'Sans coordonnées', 'Abeille', 'Mouette' ],
			commune: [ 0, 0, 1, 0 ],
			type: [ 0, 0, 1, 0 ],
			category: [ 0, 0, 1, 0 ],
			url: [ 'z', 'x', '/ailleurs/', 'https://autre.example/m' ],
			access: [ 1, 0, 3, 1 ],
		} as CompactPlaces;
		const read = pointPlaces( data );
		const decoded = await decodeInSlices( data );
		expect( Array.from( read.points ) ).toEqual(
			Array.from( pointPlaces( { ...data } ).points )
		);
		// Point 1 is row 2 (row 1 has no coordinates): id 3 + 1 + 1.
		expect( read.placeAt( 1 ) ).toEqual( decoded.inRowOrder[ 1 ] );
		expect( read.placeAt( 1 ) ).toMatchObject( {
			id: 5,
			name: 'Abeille',
			adress: 'CASTRES',
			type: 'hotel',
			url: 'https://example.org/ailleurs/',
			disabilities: [ 'moteur', 'visuel' ],
		} );
		decoded.inRowOrder.forEach( ( place, i ) =>
			expect( read.placeAt( i ) ).toEqual( place )
		);
		// Read once: the marker and its popup share the same place.
		expect( read.placeAt( 2 ) ).toBe( read.placeAt( 2 ) );
		expect( read.placeAt( 3 ) ).toBeUndefined();
		expect( read.placeAt( -1 ) ).toBeUndefined();
	} );

	it( 'decodes the compact form into places sorted by name, skipping those without coordinates', () => {
		const places = decodePlaces( {
			base: 'https://example.org',
			path: '/prestataires-accessibles/',
			communes: [ 'Montauban', 'Albi' ],
			adresses: [ 'MONTAUBAN', 'ALBI' ],
			types: [ 'icon-hotels', '' ],
			categories: [ 'hotels', '' ],
			disabilities: [ 'moteur', 'visuel', 'auditif', 'mental' ],
			id: [ 7, 1, 2 ],
			lat: [ 44.0175, NaN, 43.928 ],
			lng: [ 1.355, 1.3, 2.146 ],
			name: [ 'Hôtel du Lac', 'Sans coordonnées', 'Écrin des Lices' ],
			commune: [ 0, 0, 1 ],
			type: [ 0, 0, 1 ],
			category: [ 0, 0, 1 ],
			url: [
				'hotel-du-lac',
				'x',
				'/prestataires-accessibles/sans-categorie/ecrin/',
			],
			access: [ 5, 0, 0 ],
		} );
		expect( places ).toEqual( [
			{
				id: 10,
				lat: 43.928,
				lng: 2.146,
				name: 'Écrin des Lices',
				commune: 'Albi',
				adress: 'ALBI',
				type: '',
				category: '',
				url: 'https://example.org/prestataires-accessibles/sans-categorie/ecrin/',
				disabilities: [],
			},
			{
				id: 7,
				lat: 44.0175,
				lng: 1.355,
				name: 'Hôtel du Lac',
				commune: 'Montauban',
				adress: 'MONTAUBAN',
				type: 'icon-hotels',
				category: 'hotels',
				url: 'https://example.org/prestataires-accessibles/hotels/hotel-du-lac/',
				disabilities: [ 'moteur', 'auditif' ],
			},
		] );
	} );
} );

describe( 'settings', () => {
	afterEach( () => {
		delete window.accesMapSettings;
	} );

	it( 'defaults to OpenStreetMap tiles and the region centre', () => {
		expect( getMapSettings() ).toEqual( {
			tiles: DEFAULT_TILES,
			defaultCenter: { lat: 43.858, lng: 1.425 },
			iconBase: '',
			type: '',
			placesUrl: '',
		} );
	} );

	it( 'reads window.accesMapSettings and ignores malformed values', () => {
		window.accesMapSettings = {
			tiles: {
				url: 'https://tiles.example.org/{z}/{x}/{y}.png',
				attribution: 'X',
			},
			defaultCenter: { lat: 44, lng: 'est' as unknown as number },
			iconBase: `${ ICON_BASE }/`,
		};
		const settings = getMapSettings();
		expect( settings.tiles.url ).toBe(
			'https://tiles.example.org/{z}/{x}/{y}.png'
		);
		expect( settings.defaultCenter ).toEqual( { lat: 44, lng: 1.425 } );
		expect( settings.iconBase ).toBe( ICON_BASE );
	} );
} );

describe( 'popup content (specification §2.3)', () => {
	it( 'holds the name, the commune in capitals and a French "Lire la suite" link, as text', () => {
		const box = buildPopupContent( PLACES[ 1 ] );
		document.body.appendChild( box );
		expect(
			box.querySelector( '.acces-map-popup__name' )?.textContent
		).toBe( '<img src=x onerror=alert(1)>' );
		expect( box.querySelector( 'img' ) ).toBeNull();
		expect(
			box.querySelector( '.acces-map-popup__commune' )?.textContent
		).toBe( 'SAINT-ANTONIN-NOBLE-VAL' );
		const link = box.querySelector( 'a' ) as HTMLAnchorElement;
		expect( link.href ).toBe( PLACES[ 1 ].url );
		expect( link.firstChild?.textContent ).toBe( 'Lire la suite' );
		expect( link.textContent ).toBe(
			'Lire la suite\u00a0: <img src=x onerror=alert(1)>'
		);
		expect( box.getAttribute( 'role' ) ).toBe( 'dialog' );
		expect(
			document.getElementById(
				box.getAttribute( 'aria-labelledby' ) ?? ''
			)?.textContent
		).toBe( '<img src=x onerror=alert(1)>' );
		box.remove();
	} );
} );

describe( 'attribution', () => {
	it( 'keeps only text and http(s) links of the configured attribution', () => {
		const box = document.createElement( 'div' );
		appendAttribution(
			box,
			'© <a href="https://www.openstreetmap.org/copyright" onclick="alert(1)">les contributeurs</a> <img src=x onerror=alert(1)><a href="javascript:alert(1)">piège</a><b>gras</b>'
		);
		expect( box.textContent ).toBe( '© les contributeurs piègegras' );
		const links = box.querySelectorAll( 'a' );
		expect( links ).toHaveLength( 1 );
		expect( links[ 0 ].getAttribute( 'href' ) ).toBe(
			'https://www.openstreetmap.org/copyright'
		);
		expect( links[ 0 ].getAttribute( 'onclick' ) ).toBeNull();
		expect( box.querySelector( 'img, b' ) ).toBeNull();
	} );

	it( 'credits Leaflet in French', () => {
		const link = leafletCredit();
		expect( link.textContent ).toBe( 'Leaflet' );
		expect( link.hreflang ).toBe( 'en' );
		expect( link.title ).toBe(
			'Leaflet, une bibliothèque JavaScript pour les cartes interactives (en anglais)'
		);
	} );
} );

describe( 'target spacing (WCAG 2.5.8)', () => {
	it( 'leaves markers apart as they are, and nudges those that would cover each other', () => {
		expect(
			spreadTargets( [
				{ x: 0, y: 0 },
				{ x: 100, y: 0 },
				{ x: 0, y: 30 },
			] )
		).toEqual( [ 0, 0, 0 ] );
		const points = [
			{ x: 0, y: 0 },
			{ x: 5, y: 5 },
			{ x: 2, y: 3 },
		];
		const shifts = spreadTargets( points );
		expect( shifts[ 0 ] ).toBe( 0 );
		const moved = points.map( ( p, i ) => ( {
			x: p.x + shifts[ i ],
			y: p.y,
		} ) );
		for ( let i = 0; i < moved.length; i++ ) {
			for ( let j = i + 1; j < moved.length; j++ ) {
				const apart =
					Math.abs( moved[ i ].x - moved[ j ].x ) >= TARGET_SPACING ||
					Math.abs( moved[ i ].y - moved[ j ].y ) >= TARGET_SPACING;
				expect( apart ).toBe( true );
			}
		}
		expect( TARGET_SPACING ).toBeGreaterThanOrEqual( 24 );
	} );
} );
