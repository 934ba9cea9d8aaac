/**
 * Swiper's options for the slider and the carousel (specification §2.6 and §9): 1000 ms
 * transitions, a 20 px gutter, loop, mouse drag; the slider shows one image, the carousel 3
 * (2 at ≤ 1024 px, 1 at ≤ 767 px) and scrolls by one; French accessibility labels.
 */
import { __, sprintf } from '@wordpress/i18n';

export type Variant = 'slider' | 'carousel';

/** The instance settings printed by PHP in data-acces-slider. */
export interface SliderSettings {
	variant: Variant;
	autoplay: boolean;
	/** Autoplay delay, in ms. */
	delay: number;
}

export const SPEED = 1000;
export const GUTTER = 20;
/** Tablets start here (mobile is ≤ 767 px). */
export const TABLET_MIN = 768;
/** Desktops start here (tablet is ≤ 1024 px). */
export const DESKTOP_MIN = 1025;

export interface SliderElements {
	prevEl: HTMLElement;
	nextEl: HTMLElement;
	paginationEl: HTMLElement;
}

/**
 * Reads and validates the instance settings.
 * @param raw The parsed data attribute.
 */
export function readSettings( raw: unknown ): SliderSettings {
	const given = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const delay = Number( given.delay );
	return {
		variant: given.variant === 'carousel' ? 'carousel' : 'slider',
		autoplay: given.autoplay === true,
		delay: Number.isFinite( delay )
			? Math.min( 20000, Math.max( 2000, delay ) )
			: 5000,
	};
}

/**
 * How many slides show at a viewport width.
 * @param variant Slider or carousel.
 * @param width   Viewport width in CSS pixels.
 */
export function slidesPerViewAt( variant: Variant, width: number ): number {
	if ( variant === 'slider' ) {
		return 1;
	}
	if ( width >= DESKTOP_MIN ) {
		return 3;
	}
	return width >= TABLET_MIN ? 2 : 1;
}

/** The accessibility module's messages (the specification's French labels, translated). */
export function a11yMessages(): Record< string, string > {
	return {
		prevSlideMessage: __( 'Previous slide', 'acces-tourisme' ),
		nextSlideMessage: __( 'Next slide', 'acces-tourisme' ),
		firstSlideMessage: __( 'This is the first slide', 'acces-tourisme' ),
		lastSlideMessage: __( 'This is the last slide', 'acces-tourisme' ),
		paginationBulletMessage:
			__( 'Go to slide', 'acces-tourisme' ) + ' {{index}}',
		// « 1 sur 4 », as the lightbox says « Image 1 sur 6 » (« 1 / 4 » was read « 1 barre
		// oblique 4 »).
		slideLabelMessage: sprintf(
			/* translators: 1: the slide's position, 2: the number of slides. */
			__( '%1$s of %2$s', 'acces-tourisme' ),
			'{{index}}',
			'{{slidesLength}}'
		),
		itemRoleDescriptionMessage: __( 'slide', 'acces-tourisme' ),
	};
}

/**
 * Swiper's options.
 * @param settings Instance settings.
 * @param slides   Number of slides.
 * @param reduced  Whether motion is reduced (instant transitions).
 * @param elements The navigation and pagination elements.
 */
export function sliderOptions(
	settings: SliderSettings,
	slides: number,
	reduced: boolean,
	elements?: SliderElements
): Record< string, unknown > {
	const carousel = settings.variant === 'carousel';
	const mostPerView = carousel ? 3 : 1;
	return {
		slidesPerView: 1,
		slidesPerGroup: 1,
		spaceBetween: GUTTER,
		speed: reduced ? 0 : SPEED,
		// Swiper 11 loops by moving slides (no clones); it needs one slide more than it shows.
		loop: slides > mostPerView,
		grabCursor: true,
		simulateTouch: true,
		watchSlidesProgress: true,
		// Swiper's ResizeObserver compares the observed (fractional) width with its own
		// rounded one, so on most phones (fractional CSS widths) its first report, right
		// after the start, runs a whole second update of every slider: a long task on a slow
		// phone, for nothing. The window's resize and orientationchange events (what Swiper
		// listens to without it) cover the real changes of width.
		resizeObserver: false,
		breakpoints: carousel
			? {
					[ TABLET_MIN ]: { slidesPerView: 2, slidesPerGroup: 1 },
					[ DESKTOP_MIN ]: { slidesPerView: 3, slidesPerGroup: 1 },
			  }
			: undefined,
		navigation: elements
			? { prevEl: elements.prevEl, nextEl: elements.nextEl }
			: undefined,
		pagination: elements
			? {
					el: elements.paginationEl,
					clickable: true,
			  }
			: undefined,
		a11y: {
			enabled: true,
			...a11yMessages(),
		},
		keyboard: { enabled: false },
		autoplay: settings.autoplay
			? {
					delay: settings.delay,
					disableOnInteraction: false,
					pauseOnMouseEnter: true,
			  }
			: false,
	};
}
