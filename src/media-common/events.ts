/**
 * Events between the lightbox and the sliders, which are separate scripts: on the document
 * when the lightbox opens and closes (an autoplaying slider holds still behind it), and on
 * the link the focus goes back to when it closes (the slider brings a slide that left the
 * view while the dialog was open back into it, so that the link can take the focus).
 */
export const LIGHTBOX_OPEN = 'acces-lightbox-open';
export const LIGHTBOX_CLOSE = 'acces-lightbox-close';
export const REVEAL = 'acces-reveal';
