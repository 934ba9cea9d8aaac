/**
 * Slides out of view leave the tab order and the accessibility tree (inert, aria-hidden):
 * only the slides on screen can be reached. Swiper 11 loops by moving slides, so there are
 * no clones; the slides in view are the active one and the next (slidesPerView - 1).
 */

/** What this module needs from a Swiper instance. */
export interface SwiperSlides {
	slides: HTMLElement[];
	activeIndex: number;
	params: { slidesPerView?: number | 'auto' };
}

/**
 * The indexes (in the DOM) of the slides in view.
 * @param activeIndex Index of the first slide in view.
 * @param perView     Number of slides in view.
 * @param total       Number of slides.
 */
export function indexesInView(
	activeIndex: number,
	perView: number,
	total: number
): number[] {
	const count = Math.max( 1, Math.min( perView, total ) );
	const first = Math.max( 0, Math.min( activeIndex, total - count ) );
	return Array.from( { length: count }, ( _, i ) => first + i );
}

/**
 * Marks the slides out of view inert and hidden, the others reachable.
 * @param swiper The Swiper instance.
 */
export function syncSlidesInView( swiper: SwiperSlides ): void {
	const perView =
		typeof swiper.params.slidesPerView === 'number'
			? swiper.params.slidesPerView
			: 1;
	const inView = new Set(
		indexesInView( swiper.activeIndex, perView, swiper.slides.length )
	);
	swiper.slides.forEach( ( slide, index ) => {
		if ( inView.has( index ) ) {
			slide.removeAttribute( 'inert' );
			slide.removeAttribute( 'aria-hidden' );
		} else {
			slide.setAttribute( 'inert', '' );
			slide.setAttribute( 'aria-hidden', 'true' );
		}
	} );
}
