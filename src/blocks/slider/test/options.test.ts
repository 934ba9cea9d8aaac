/**
 * Swiper's options for the slider and the carousel.
 */
import { loadFrench } from '../../../media-common/test/french';
import {
	a11yMessages,
	readSettings,
	sliderOptions,
	slidesPerViewAt,
} from '../options';
import { indexesInView } from '../visibility';

beforeAll( () => {
	loadFrench();
} );

describe( 'slider options', () => {
	const slider = readSettings( { variant: 'slider' } );
	const carousel = readSettings( { variant: 'carousel' } );

	it( 'shows one image at a time with 1000 ms transitions, a 20 px gutter, loop and mouse drag', () => {
		const options = sliderOptions( slider, 4, false );
		expect( options ).toMatchObject( {
			slidesPerView: 1,
			slidesPerGroup: 1,
			speed: 1000,
			spaceBetween: 20,
			loop: true,
			simulateTouch: true,
			grabCursor: true,
			autoplay: false,
		} );
		expect( options.breakpoints ).toBeUndefined();
	} );

	it( 'follows the window for width changes, without a second update right after its start', () => {
		// Swiper's ResizeObserver reports fractional widths that never equal its rounded
		// ones: on most phones each slider ran its whole update twice while the page loaded.
		expect( sliderOptions( slider, 4, false ).resizeObserver ).toBe(
			false
		);
		expect( sliderOptions( carousel, 6, false ).resizeObserver ).toBe(
			false
		);
	} );

	it( 'makes transitions instant when motion is reduced', () => {
		expect( sliderOptions( slider, 4, true ).speed ).toBe( 0 );
		expect( sliderOptions( carousel, 6, true ).speed ).toBe( 0 );
	} );

	it( 'shows 3 slides in a carousel, 2 up to 1024 px, 1 up to 767 px, scrolling 1', () => {
		const options = sliderOptions( carousel, 6, false );
		expect( options.slidesPerView ).toBe( 1 );
		expect( options.breakpoints ).toEqual( {
			768: { slidesPerView: 2, slidesPerGroup: 1 },
			1025: { slidesPerView: 3, slidesPerGroup: 1 },
		} );
		expect( slidesPerViewAt( 'carousel', 320 ) ).toBe( 1 );
		expect( slidesPerViewAt( 'carousel', 767 ) ).toBe( 1 );
		expect( slidesPerViewAt( 'carousel', 768 ) ).toBe( 2 );
		expect( slidesPerViewAt( 'carousel', 1024 ) ).toBe( 2 );
		expect( slidesPerViewAt( 'carousel', 1025 ) ).toBe( 3 );
		expect( slidesPerViewAt( 'slider', 1920 ) ).toBe( 1 );
	} );

	it( 'loops only with more slides than it shows (Swiper 11 has no clones)', () => {
		expect( sliderOptions( slider, 1, false ).loop ).toBe( false );
		expect( sliderOptions( slider, 2, false ).loop ).toBe( true );
		expect( sliderOptions( carousel, 3, false ).loop ).toBe( false );
		expect( sliderOptions( carousel, 4, false ).loop ).toBe( true );
	} );

	it( 'has the specification’s French accessibility labels', () => {
		expect( a11yMessages() ).toMatchObject( {
			prevSlideMessage: 'Diapositive précédente',
			nextSlideMessage: 'Diapositive suivante',
			firstSlideMessage: 'Ceci est la première diapositive',
			lastSlideMessage: 'Ceci est la dernière diapositive',
			paginationBulletMessage: 'Aller à la diapositive {{index}}',
			// Read « 1 sur 4 », not « 1 barre oblique 4 ».
			slideLabelMessage: '{{index}} sur {{slidesLength}}',
		} );
		expect( sliderOptions( slider, 4, false ).a11y ).toMatchObject( {
			enabled: true,
			prevSlideMessage: 'Diapositive précédente',
		} );
	} );

	it( 'autoplays only when the editor turned it on, with the chosen delay', () => {
		const options = sliderOptions(
			readSettings( { autoplay: true, delay: 7000 } ),
			4,
			false
		);
		expect( options.autoplay ).toMatchObject( {
			delay: 7000,
			disableOnInteraction: false,
			pauseOnMouseEnter: true,
		} );
	} );

	it( 'reads the data attribute defensively', () => {
		expect( readSettings( null ) ).toEqual( {
			variant: 'slider',
			autoplay: false,
			delay: 5000,
		} );
		expect(
			readSettings( { variant: 'x', autoplay: 'yes', delay: 1 } )
		).toEqual( { variant: 'slider', autoplay: false, delay: 2000 } );
	} );

	it( 'knows which slides are in view', () => {
		expect( indexesInView( 0, 1, 5 ) ).toEqual( [ 0 ] );
		expect( indexesInView( 2, 3, 6 ) ).toEqual( [ 2, 3, 4 ] );
		expect( indexesInView( 5, 3, 6 ) ).toEqual( [ 3, 4, 5 ] );
		expect( indexesInView( 0, 3, 2 ) ).toEqual( [ 0, 1 ] );
	} );
} );
