/**
 * The slider on a page, with the real Swiper 11 in jsdom.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LIGHTBOX_CLOSE, LIGHTBOX_OPEN } from '../../../media-common/events';
import { loadFrench } from '../../../media-common/test/french';
import { initSlider } from '../slider';
import { answerWidthQueries } from './widthQueries';
import { sliderMarkup } from './markup';

type Instance = NonNullable< ReturnType< typeof initSlider > >;

function render( settings: Record< string, unknown >, count = 5 ): HTMLElement {
	const root = sliderMarkup(
		'acces-slider',
		'Temps forts',
		settings,
		Array.from( { length: count }, ( _, i ) => ( {
			href: `/uploads/${ i + 1 }.jpg`,
			src: `/uploads/${ i + 1 }.jpg`,
			alt: `Image ${ i + 1 }`,
		} ) )
	);
	document.body.replaceChildren( root );
	return root;
}

function reachable( root: HTMLElement ): string[] {
	return Array.from( root.querySelectorAll( '.swiper-slide' ) )
		.filter( ( slide ) => ! slide.hasAttribute( 'inert' ) )
		.map( ( slide ) => slide.querySelector( 'img' )?.alt ?? '' );
}

/**
 * What the browser does at the end of a slide's CSS transition.
 * @param root
 */
function endTransition( root: HTMLElement ): void {
	const wrapper = root.querySelector( '.swiper-wrapper' ) as HTMLElement;
	wrapper.dispatchEvent( new Event( 'transitionend' ) );
}

let swiper: Instance | null = null;

beforeAll( () => {
	loadFrench();
	// jsdom has no layout: give the slider a width.
	Object.defineProperty( HTMLElement.prototype, 'clientWidth', {
		configurable: true,
		get: () => 900,
	} );
	answerWidthQueries();
} );

afterEach( () => {
	swiper?.destroy();
	swiper = null;
	document.body.className = '';
	document.body.replaceChildren();
} );

describe( 'slider on the page', () => {
	it( 'has named arrows and pagination, and only the slide in view is reachable', async () => {
		const root = render( { variant: 'slider' } );
		swiper = initSlider( root );
		const user = userEvent.setup();
		const next = within( root ).getByRole( 'button', {
			name: 'Diapositive suivante',
		} );
		const prev = within( root ).getByRole( 'button', {
			name: 'Diapositive précédente',
		} );
		expect( prev.tagName ).toBe( 'BUTTON' );
		expect(
			within( root ).getAllByRole( 'button', {
				name: /^Aller à la diapositive \d$/,
			} )
		).toHaveLength( 5 );
		expect( swiper?.params.speed ).toBe( 1000 );
		expect( swiper?.params.spaceBetween ).toBe( 20 );
		expect( swiper?.params.loop ).toBe( true );
		expect( reachable( root ) ).toEqual( [ 'Image 1' ] );
		const hidden = root.querySelectorAll( '.swiper-slide[inert]' );
		expect( hidden ).toHaveLength( 4 );
		hidden.forEach( ( slide ) =>
			expect( slide ).toHaveAttribute( 'aria-hidden', 'true' )
		);

		await user.click( next );
		expect( reachable( root ) ).toEqual( [ 'Image 2' ] );
		endTransition( root );
		await user.click( prev );
		endTransition( root );
		await user.click( prev );
		endTransition( root );
		expect( reachable( root ) ).toEqual( [ 'Image 5' ] );
		await user.click(
			within( root ).getByRole( 'button', {
				name: 'Aller à la diapositive 3',
			} )
		);
		// In loop mode Swiper moves the slides first, then slides on the next frame.
		await waitFor( () =>
			expect( reachable( root ) ).toEqual( [ 'Image 3' ] )
		);
		expect(
			screen.queryByRole( 'button', { name: /défilement/ } )
		).toBeNull();
	} );

	it( 'shows 3 slides of a carousel on a desktop, all others out of reach', () => {
		window.innerWidth = 1280;
		const root = render( { variant: 'carousel' }, 6 );
		swiper = initSlider( root );
		expect( swiper?.params.slidesPerView ).toBe( 3 );
		expect( reachable( root ) ).toHaveLength( 3 );
		expect( root.querySelectorAll( '.swiper-slide[inert]' ) ).toHaveLength(
			3
		);
		window.innerWidth = 1024;
	} );

	it( 'autoplays with a visible pause button when turned on', async () => {
		const root = render( {
			variant: 'slider',
			autoplay: true,
			delay: 3000,
		} );
		swiper = initSlider( root );
		const user = userEvent.setup();
		expect( swiper?.autoplay.running ).toBe( true );
		const toggle = within( root ).getByRole( 'button', {
			name: 'Mettre en pause le défilement',
		} );
		expect( toggle ).toBeVisible();

		await user.click( toggle );
		expect( swiper?.autoplay.running ).toBe( false );
		expect( toggle ).toHaveAccessibleName( 'Lancer le défilement' );
		expect( root.querySelector( '.swiper-wrapper' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);

		await user.click( toggle );
		expect( swiper?.autoplay.running ).toBe( true );
		expect( toggle ).toHaveAccessibleName(
			'Mettre en pause le défilement'
		);

		// The focus on a slide's control pauses it; leaving resumes it.
		within( root )
			.getByRole( 'button', { name: 'Diapositive suivante' } )
			.focus();
		expect( swiper?.autoplay.running ).toBe( false );
		( root.ownerDocument.activeElement as HTMLElement ).blur();
		expect( swiper?.autoplay.running ).toBe( true );

		// Behind the lightbox, it holds still; closed, it turns again.
		document.dispatchEvent( new CustomEvent( LIGHTBOX_OPEN ) );
		expect( swiper?.autoplay.running ).toBe( false );
		document.dispatchEvent( new CustomEvent( LIGHTBOX_CLOSE ) );
		expect( swiper?.autoplay.running ).toBe( true );
	} );

	it( 'wires the controls bar and the pagination the server rendered instead of adding others', async () => {
		const root = render( { variant: 'slider', autoplay: true } );
		// What SliderBlock::controls() prints before the images, and its bullets after them.
		const el = ( tag: string, className: string, text = '' ) => {
			const node = document.createElement( tag );
			node.className = className;
			node.textContent = text;
			if ( node instanceof HTMLButtonElement ) {
				node.type = 'button';
			}
			return node;
		};
		const toggleButton = el( 'button', 'acces-slider__toggle' );
		const play = el(
			'span',
			'acces-slider__toggle-label acces-slider__toggle-play',
			'Lancer le défilement'
		);
		play.setAttribute( 'aria-hidden', 'true' );
		toggleButton.append(
			el(
				'span',
				'acces-slider__toggle-label acces-slider__toggle-pause',
				'Mettre en pause le défilement'
			),
			play
		);
		const bar = el( 'div', 'acces-slider__controls' );
		bar.append(
			toggleButton,
			el( 'button', 'acces-slider__arrow swiper-button-prev' ),
			el( 'button', 'acces-slider__arrow swiper-button-next' )
		);
		root.prepend( bar );
		const pagination = el( 'div', 'acces-slider__pagination' );
		for ( let i = 0; i < 5; i++ ) {
			pagination.append( el( 'span', 'swiper-pagination-bullet' ) );
		}
		root.append( pagination );
		const served = Array.from( root.querySelectorAll( 'button' ) );
		swiper = initSlider( root );
		expect(
			root.querySelectorAll(
				'.acces-slider__pagination [role="button"], .acces-slider__pagination button'
			)
		).toHaveLength( 5 );
		expect(
			root.querySelectorAll( '.acces-slider__pagination' )
		).toHaveLength( 1 );
		expect(
			root.querySelectorAll( '.acces-slider__controls' )
		).toHaveLength( 1 );
		expect(
			within( root ).getAllByRole( 'button', {
				name: /défilement|Diapositive (précédente|suivante)/,
			} )
		).toEqual( served );

		const next = within( root ).getByRole( 'button', {
			name: 'Diapositive suivante',
		} );
		await userEvent.setup().click( next );
		endTransition( root );
		await waitFor( () =>
			expect( reachable( root ) ).toEqual( [ 'Image 2' ] )
		);
		const toggle = within( root ).getByRole( 'button', {
			name: 'Mettre en pause le défilement',
		} );
		await userEvent.setup().click( toggle );
		expect( swiper?.autoplay.running ).toBe( false );
		expect( toggle ).toHaveAccessibleName( 'Lancer le défilement' );
	} );

	it( 'does not start autoplay, and moves instantly, when animations are stopped', async () => {
		document.body.classList.add( 'acces-stop-animations' );
		const root = render( { variant: 'slider', autoplay: true } );
		swiper = initSlider( root );
		expect( swiper?.params.speed ).toBe( 0 );
		expect( swiper?.autoplay.running ).toBe( false );
		const toggle = within( root ).getByRole( 'button', {
			name: 'Lancer le défilement',
		} );
		await userEvent.setup().click( toggle );
		expect( swiper?.autoplay.running ).toBe( true );
	} );

	it( 'follows the toolbar’s stop-animations switch while the page is open', async () => {
		const root = render( { variant: 'slider', autoplay: true } );
		swiper = initSlider( root );
		expect( swiper?.autoplay.running ).toBe( true );
		document.body.classList.add( 'acces-stop-animations' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( swiper?.autoplay.running ).toBe( false );
		expect( swiper?.params.speed ).toBe( 0 );
		document.body.classList.remove( 'acces-stop-animations' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( swiper?.autoplay.running ).toBe( true );
		expect( swiper?.params.speed ).toBe( 1000 );
	} );

	it( 'starts once per slider', () => {
		const root = render( { variant: 'slider' } );
		swiper = initSlider( root );
		expect( initSlider( root ) ).toBeNull();
		expect(
			within( root ).getAllByRole( 'button', {
				name: 'Diapositive suivante',
			} )
		).toHaveLength( 1 );
	} );
} );
