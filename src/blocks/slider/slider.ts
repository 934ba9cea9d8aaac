/**
 * Turns a server-rendered slider (block acces-tourisme/slider) into a Swiper: arrows,
 * pagination, the accessibility module with the specification's French labels, slides out
 * of view made inert, instant transitions when motion is reduced, and a pause / play button
 * when the editor turned autoplay on.
 */
import Swiper from 'swiper';
// eslint-disable-next-line import/no-unresolved -- declared in package "exports", which this linter does not read.
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';

import { REVEAL } from '../../media-common/events';
import { readJson } from '../../media-common/page';
import { motionReduced, watchMotion } from '../../media-common/reduced-motion';
import { AutoplayToggle } from './autoplay';
import { readSettings, sliderOptions, SPEED } from './options';
import { syncSlidesInView, type SwiperSlides } from './visibility';

/**
 * The slider's control with this class: the one the server rendered (SliderBlock::controls(),
 * so that its room is kept before this script runs), or a new one in markup without it.
 * @param root      The slider's wrapper.
 * @param tag       The element to create when there is none.
 * @param className Its classes; the last one finds it.
 */
function control(
	root: HTMLElement,
	tag: 'button' | 'div',
	className: string
): HTMLElement {
	const found = root.querySelector< HTMLElement >(
		`${ tag }.${ className.split( ' ' ).pop() }`
	);
	if ( found ) {
		return found;
	}
	const node = document.createElement( tag );
	node.className = className;
	if ( node instanceof HTMLButtonElement ) {
		node.type = 'button';
	}
	return node;
}

/**
 * Keeps Space and Enter on a pagination bullet from scrolling the page. Swiper's bullets are
 * spans with role="button"; its accessibility module clicks them on those keys but leaves the
 * browser's default, and Space on a span scrolls the page, taking the focused bullet off screen.
 * A real button never scrolls: the same is done here (Swiper's own listener still activates it).
 * @param event The keydown event, from the pagination.
 */
function keepBulletKeysFromScrolling( event: KeyboardEvent ): void {
	const target = event.target as Element | null;
	if (
		( event.key === ' ' || event.key === 'Enter' ) &&
		target?.matches?.( '.swiper-pagination-bullet' )
	) {
		event.preventDefault();
	}
}

/**
 * Starts one slider. Returns its Swiper instance, or null when the markup is not a slider.
 * @param root The element with data-acces-slider.
 */
export function initSlider( root: HTMLElement ): Swiper | null {
	const viewport = root.querySelector< HTMLElement >( '.swiper' );
	if ( ! viewport || root.classList.contains( 'is-ready' ) ) {
		return null;
	}
	const settings = readSettings( readJson( root, 'data-acces-slider' ) );
	const slideEls =
		viewport.querySelectorAll< HTMLElement >( '.swiper-slide' );
	const slides = slideEls.length;
	// Each slide's place in the editor's order: the loop moves the slides in the DOM, and
	// paper, which shows them all (view.scss), puts them back in this order.
	slideEls.forEach( ( slide, index ) =>
		slide.style.setProperty( '--acces-slide-order', String( index ) )
	);
	const reduced = motionReduced();
	const controls = control( root, 'div', 'acces-slider__controls' );
	const prevEl = control(
		root,
		'button',
		'acces-slider__arrow swiper-button-prev'
	);
	const nextEl = control(
		root,
		'button',
		'acces-slider__arrow swiper-button-next'
	);
	const paginationEl = control( root, 'div', 'acces-slider__pagination' );
	if ( ! prevEl.isConnected ) {
		controls.append( prevEl, nextEl );
	}
	if ( ! controls.isConnected ) {
		root.prepend( controls );
	}
	if ( ! paginationEl.isConnected ) {
		root.append( paginationEl );
	}

	const swiper = new Swiper( viewport, {
		modules: [ Navigation, Pagination, A11y, Autoplay ],
		...sliderOptions( settings, slides, reduced, {
			prevEl,
			nextEl,
			paginationEl,
		} ),
	} );
	paginationEl.addEventListener( 'keydown', keepBulletKeysFromScrolling );
	swiper.on( 'destroy', () =>
		paginationEl.removeEventListener(
			'keydown',
			keepBulletKeysFromScrolling
		)
	);
	const sync = () => syncSlidesInView( swiper as unknown as SwiperSlides );
	swiper.on( 'slideChange', sync );
	swiper.on( 'transitionEnd', sync );
	swiper.on( 'breakpoint', sync );
	swiper.on( 'resize', sync );
	sync();

	// A slide brought back into view without a transition (Swiper moves to it in the next
	// frame, after its loop has put the slides in place).
	const reveal = ( slide: Element ) => {
		const index = Number( slide.getAttribute( 'data-swiper-slide-index' ) );
		if ( swiper.params.loop && Number.isInteger( index ) ) {
			swiper.slideToLoop( index, 0 );
		} else {
			swiper.slideTo( swiper.slides.indexOf( slide as HTMLElement ), 0 );
		}
	};
	// The lightbox gives the focus back to the link that opened it: a slide that left the
	// view in the meantime (the window narrowed) comes back first, so that its link can take
	// the focus (the lightbox tries again in the next frame).
	viewport.addEventListener( REVEAL, ( event ) => {
		const slide = ( event.target as Element ).closest( '.swiper-slide' );
		if ( slide?.hasAttribute( 'inert' ) ) {
			reveal( slide );
		}
	} );
	// Another number of slides in view (a window narrowed, a phone turned) with the focus on a
	// slide's link: Swiper rebuilds its loop, moving the slides (which takes the focus away,
	// to the start of the page), or the slide is simply out of view (inert: the browser drops
	// the focus in the next frame). The slide comes back into view, and the focus to its link.
	const doc = viewport.ownerDocument;
	let focusedBefore: HTMLElement | null = null;
	const on = swiper.on.bind( swiper ) as (
		event: string,
		handler: () => void
	) => void;
	// Swiper's own event, before the loop is rebuilt.
	on( '_beforeBreakpoint', () => {
		const focused = doc.activeElement as HTMLElement | null;
		focusedBefore =
			focused && viewport.contains( focused ) ? focused : null;
	} );
	// After Swiper's own handling of the window's resize (or, on phones, orientationchange),
	// which ends by moving to its current slide in the next frame: the move to the focused
	// slide, asked for after it, comes after it.
	const keepFocus = () => {
		const focused = focusedBefore;
		focusedBefore = null;
		const slide = focused?.closest( '.swiper-slide' );
		if ( ! focused || ! slide ) {
			return;
		}
		if ( slide.hasAttribute( 'inert' ) ) {
			reveal( slide );
		}
		const lost = () =>
			focused.isConnected &&
			doc.activeElement !== focused &&
			( ! doc.activeElement || doc.activeElement === doc.body );
		if ( lost() && ! slide.hasAttribute( 'inert' ) ) {
			focused.focus();
		}
		( doc.defaultView ?? window ).requestAnimationFrame( () => {
			if ( lost() ) {
				focused.focus();
			}
		} );
	};
	on( 'resize', keepFocus );
	on( 'orientationchange', keepFocus );

	// The slider's width changes without the window's when the page's does: the toolbar's
	// text size changes the content's side padding on a phone. Swiper's own observer is off
	// (options.ts: it compares a fractional width with its rounded one, and so measured every
	// slider twice on most phones); this one acts on a change of its rounded width only.
	if ( typeof ResizeObserver !== 'undefined' ) {
		const observer = new ResizeObserver( () => {
			if ( ! swiper.destroyed && viewport.clientWidth !== swiper.width ) {
				swiper.update();
				sync();
			}
		} );
		observer.observe( viewport );
		swiper.on( 'destroy', () => observer.disconnect() );
	}

	let toggle: AutoplayToggle | null = null;
	if ( settings.autoplay ) {
		toggle = new AutoplayToggle( root, swiper, reduced );
		if ( ! toggle.button.isConnected ) {
			controls.prepend( toggle.button );
		}
	}
	const stopWatching = watchMotion( ( now ) => {
		swiper.params.speed = now ? 0 : SPEED;
		toggle?.setReducedMotion( now );
	} );
	swiper.on( 'destroy', stopWatching );
	root.classList.add( 'is-ready' );
	return swiper;
}
