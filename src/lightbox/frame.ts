/**
 * GLightbox's options: a frame without any text (names and roles are set as attributes
 * afterwards; a constant, so nothing from the page is ever parsed as HTML), empty titles and
 * descriptions (the wrapper writes them as text), and GLightbox's own keyboard handling, close
 * button, outside click and zoom turned off (the wrapper provides accessible ones).
 */
import type { Slide } from './slides';

/**
 * GLightbox's frame, without text: names and roles are set as attributes afterwards.
 * A constant (no data), so nothing from the page is ever parsed as HTML.
 */
export const FRAME = `<div id="glightbox-body" class="glightbox-container acces-lightbox" tabindex="-1" role="dialog" aria-modal="true">
<div class="gloader visible"></div><div class="goverlay"></div>
<div class="gcontainer"><div id="glightbox-slider" class="gslider"></div>
<button type="button" class="gprev gbtn">{prevSVG}</button>
<button type="button" class="gnext gbtn">{nextSVG}</button></div></div>`;

/**
 * A slide's frame: the media only. GLightbox's own has an empty heading for a title, which it
 * takes out only once a slide is loaded (the others kept empty headings for screen readers);
 * the wrapper writes the texts in its own caption.
 */
export const SLIDE = `<div class="gslide"><div class="gslide-inner-content"><div class="ginner-container"><div class="gslide-media"></div></div></div></div>`;

/**
 * The options given to GLightbox for a group of slides.
 * @param slides  The group's slides.
 * @param reduced Whether motion is reduced (no fade, no slide).
 */
export function glightboxOptions(
	slides: Slide[],
	reduced: boolean
): Record< string, unknown > {
	const effect = reduced ? 'none' : 'fade';
	return {
		elements: slides.map( ( slide ) => ( {
			href: slide.href,
			type: 'image',
			alt: slide.alt,
			title: '',
			description: '',
			// GLightbox's own zoom, on a click on an image larger than its box, is a slide
			// option too (the global one does not turn it off): it showed the image at its
			// own size under the bars, without a word, and our « Zoom » then started from that
			// size. « Zoom » is the one way in.
			zoomable: false,
		} ) ),
		lightboxHTML: FRAME,
		slideHTML: SLIDE,
		loop: true,
		closeButton: false,
		closeOnOutsideClick: false,
		keyboardNavigation: false,
		zoomable: false,
		draggable: true,
		openEffect: effect,
		closeEffect: effect,
		slideEffect: effect === 'none' ? 'none' : 'slide',
	};
}
