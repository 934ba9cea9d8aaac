/**
 * A slider's markup as SliderBlock renders it (the region, Swiper's viewport and wrapper, one
 * linked image a slide), for the tests of the slider and of the lightbox on a carousel.
 */

export interface SliderImage {
	/** The link's target (the full image). */
	href: string;
	/** The shown image. */
	src: string;
	/** Its alternative text. */
	alt: string;
}

/**
 * A slider's root element, not yet in the document.
 * @param className The root's classes.
 * @param label     The region's name.
 * @param settings  Its data-acces-slider settings.
 * @param images    One linked image a slide.
 */
export function sliderMarkup(
	className: string,
	label: string,
	settings: Record< string, unknown >,
	images: SliderImage[]
): HTMLElement {
	const root = document.createElement( 'div' );
	root.className = className;
	root.setAttribute( 'role', 'region' );
	root.setAttribute( 'aria-label', label );
	root.setAttribute( 'data-acces-slider', JSON.stringify( settings ) );
	const viewport = document.createElement( 'div' );
	viewport.className = 'swiper';
	const wrapper = document.createElement( 'div' );
	wrapper.className = 'swiper-wrapper';
	for ( const image of images ) {
		const slide = document.createElement( 'div' );
		slide.className = 'swiper-slide';
		const link = document.createElement( 'a' );
		link.href = image.href;
		const img = document.createElement( 'img' );
		img.src = image.src;
		img.alt = image.alt;
		link.append( img );
		slide.append( link );
		wrapper.append( slide );
	}
	viewport.append( wrapper );
	root.append( viewport );
	return root;
}
