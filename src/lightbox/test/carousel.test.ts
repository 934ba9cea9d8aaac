/**
 * The lightbox on a looping carousel, with the real Swiper 11 and GLightbox in jsdom: a loop
 * moves the slides around the document, the lightbox keeps the slides' own order.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { initSlider } from '../../blocks/slider/slider';
import { loadFrench } from '../../media-common/test/french';
import { startLightbox, type StartedLightbox } from '../start';
import { answerWidthQueries } from '../../blocks/slider/test/widthQueries';
import { sliderMarkup } from '../../blocks/slider/test/markup';

type Swiper = NonNullable< ReturnType< typeof initSlider > >;

const COUNT = 6;

/** A carousel of six images, as SliderBlock renders it. */
function carousel(): HTMLElement {
	const root = sliderMarkup(
		'wp-block-acces-tourisme-slider acces-slider acces-slider--carousel',
		'Nos disciplines',
		{ variant: 'carousel' },
		Array.from( { length: COUNT }, ( _, i ) => ( {
			href: `/uploads/discipline-${ i + 1 }.jpg`,
			src: `/uploads/discipline-${ i + 1 }-300.jpg`,
			alt: `Discipline ${ i + 1 }`,
		} ) )
	);
	const main = document.createElement( 'main' );
	main.append( root );
	document.body.replaceChildren( main );
	return root;
}

/**
 * The slides a visitor sees, in the order they show them.
 * @param root
 */
function slidesInView( root: HTMLElement ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( '.swiper-slide:not([inert])' )
	);
}

function counter(): string {
	return (
		document.querySelector( '.acces-lightbox__count' )?.textContent ?? ''
	);
}

/** The address of the image the lightbox shows (its « Télécharger » link). */
function shownImage(): string {
	return within( screen.getByRole( 'dialog' ) )
		.getByRole( 'link', { name: 'Télécharger' } )
		.getAttribute( 'href' ) as string;
}

let swiper: Swiper | null = null;
let started: StartedLightbox | null = null;

beforeAll( () => {
	loadFrench();
	Object.defineProperty( HTMLElement.prototype, 'clientWidth', {
		configurable: true,
		get: () => 1200,
	} );
	window.innerWidth = 1280;
	answerWidthQueries();
} );

beforeEach( () => {
	// Instant effects (as under reduced motion): jsdom runs no CSS animation.
	document.body.className = 'acces-stop-animations';
} );

afterEach( () => {
	started?.lightbox.close();
	started?.stop();
	started = null;
	swiper?.destroy();
	swiper = null;
	document.body.className = '';
	document.body.replaceChildren();
	delete window.accesLightbox;
} );

describe( 'lightbox on a looping carousel', () => {
	it( 'opens a slide at its own number and goes through the images in the slides’ order after the carousel looped', async () => {
		const root = carousel();
		swiper = initSlider( root );
		window.accesLightbox = { options: {}, attachments: {} };
		started = startLightbox();
		const user = userEvent.setup();

		await user.click(
			within( root ).getByRole( 'button', {
				name: 'Diapositive précédente',
			} )
		);
		root.querySelector( '.swiper-wrapper' )!.dispatchEvent(
			new Event( 'transitionend' )
		);
		const first = slidesInView( root )[ 0 ];
		const label = first.getAttribute( 'aria-label' ) as string;
		// The loop brought the last slide before the first.
		expect( label ).toBe( `${ COUNT } sur ${ COUNT }` );

		const link = within( first ).getByRole( 'link' );
		await user.click( link );
		// The same number as the slide's (« 6 sur 6 » read, « 6 / 6 » seen).
		expect( counter() ).toBe( label.replace( ' sur ', ' / ' ) );
		expect( shownImage() ).toBe( ( link as HTMLAnchorElement ).href );

		// « Image suivante » shows the slide numbered next, and so on around the loop (slides
		// out of view have no accessible name: found by their label).
		const slideByLabel = ( text: string ) =>
			root.querySelector(
				`.swiper-slide[aria-label="${ text.replace(
					' / ',
					' sur '
				) }"]`
			) as HTMLElement;
		const seen = new Set< string >();
		for ( let step = 0; step < COUNT; step++ ) {
			await user.click(
				within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
					name: 'Image suivante',
				} )
			);
			const shown = counter();
			expect( shownImage() ).toBe(
				(
					within( slideByLabel( shown ) ).getByRole( 'link', {
						hidden: true,
					} ) as HTMLAnchorElement
				 ).href
			);
			seen.add( shown );
		}
		expect( seen.size ).toBe( COUNT );
		expect( counter() ).toBe( label.replace( ' sur ', ' / ' ) );
	} );
} );

/**
 * A looping carousel of another library (an older Swiper, as themes ship): its loop copies
 * slides at both ends, each copy with the index of the slide it copies.
 * @param count Images.
 */
function carouselWithCopies( count: number ): HTMLElement {
	const root = document.createElement( 'div' );
	root.className = 'theme-carousel';
	const wrapper = document.createElement( 'div' );
	wrapper.className = 'swiper-wrapper';
	const slide = ( index: number, copy: boolean ) => {
		const element = document.createElement( 'div' );
		element.className = copy
			? 'swiper-slide swiper-slide-duplicate'
			: 'swiper-slide';
		element.setAttribute( 'data-swiper-slide-index', String( index ) );
		const link = document.createElement( 'a' );
		link.href = `/uploads/plage-${ index + 1 }.jpg`;
		const img = document.createElement( 'img' );
		img.src = `/uploads/plage-${ index + 1 }-300.jpg`;
		img.alt = `Plage ${ index + 1 }${ copy ? ' (copie)' : '' }`;
		link.append( img );
		element.append( link );
		return element;
	};
	// The copy of the last slide first, then the slides, then the copy of the first.
	wrapper.append( slide( count - 1, true ) );
	for ( let i = 0; i < count; i++ ) {
		wrapper.append( slide( i, false ) );
	}
	wrapper.append( slide( 0, true ) );
	root.append( wrapper );
	const main = document.createElement( 'main' );
	main.append( root );
	document.body.replaceChildren( main );
	return root;
}

describe( 'lightbox on a carousel whose loop copies its slides', () => {
	it( 'counts each image once and opens an image at its slide’s number, from a copy or from the slide, focus back on the link used', async () => {
		const count = 4;
		carouselWithCopies( count );
		window.accesLightbox = { options: {}, attachments: {} };
		started = startLightbox();
		const user = userEvent.setup();
		const next = () =>
			user.click(
				within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
					name: 'Image suivante',
				} )
			);

		// The copy of the first slide, last in the document.
		const copy = screen.getByRole( 'link', { name: 'Plage 1 (copie)' } );
		await user.click( copy );
		expect( counter() ).toBe( `1 / ${ count }` );
		expect( shownImage() ).toBe( ( copy as HTMLAnchorElement ).href );

		// Around the loop: each image once, in the slides' order, back to the first.
		const shown: string[] = [];
		for ( let step = 0; step < count; step++ ) {
			await next();
			shown.push( `${ counter() } ${ shownImage() }` );
		}
		expect( shown ).toEqual(
			[ 2, 3, 4, 1 ].map(
				( n ) =>
					`${ n } / ${ count } ${ window.location.origin }/uploads/plage-${ n }.jpg`
			)
		);
		// Escape: the focus goes back to the copy that opened it.
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( copy ).toHaveFocus();

		// The last slide itself, whose copy comes first in the document.
		const last = screen.getByRole( 'link', { name: `Plage ${ count }` } );
		await user.click( last );
		expect( counter() ).toBe( `${ count } / ${ count }` );
		await next();
		expect( counter() ).toBe( `1 / ${ count }` );
		await user.keyboard( '{Escape}' );
		expect( last ).toHaveFocus();
	} );
} );
