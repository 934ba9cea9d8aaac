/**
 * The visible pause / play button of an autoplaying slider (WCAG 2.2.2). Autoplay also
 * pauses while the pointer is over the slider (Swiper), the focus is on a slide or an arrow,
 * or the lightbox is open over the page (the focus left the slider for it, and returns to it
 * when the lightbox closes), and does not start when motion is reduced: the visitor can
 * still start it with the button.
 */
import { __ } from '@wordpress/i18n';

import { LIGHTBOX_CLOSE, LIGHTBOX_OPEN } from '../../media-common/events';

/** What this module needs from a Swiper instance. */
export interface SwiperAutoplay {
	autoplay: { running: boolean; start: () => boolean; stop: () => boolean };
	wrapperEl: HTMLElement;
}

export class AutoplayToggle {
	readonly button: HTMLButtonElement;
	private userPaused = false;
	private motionPaused: boolean;
	private focusInside = false;
	private covered = false;

	/**
	 * @param root    The slider's wrapper (focus inside it pauses).
	 * @param swiper  The Swiper instance.
	 * @param reduced Whether motion is reduced at start.
	 */
	constructor(
		root: HTMLElement,
		private readonly swiper: SwiperAutoplay,
		reduced: boolean
	) {
		this.motionPaused = reduced;
		this.button =
			root.querySelector< HTMLButtonElement >(
				'button.acces-slider__toggle'
			) ?? AutoplayToggle.create();
		this.button.addEventListener( 'click', () => {
			this.userPaused = this.isPlaying();
			// Pressing play after a reduced-motion start means the visitor wants it.
			if ( ! this.userPaused ) {
				this.motionPaused = false;
			}
			this.apply();
		} );
		// Focus on a slide or an arrow pauses; focus on this button does not (it would
		// make "play" look broken).
		root.addEventListener( 'focusin', ( event ) => {
			this.focusInside = event.target !== this.button;
			this.apply();
		} );
		root.addEventListener( 'focusout', ( event ) => {
			if ( ! root.contains( event.relatedTarget as Node | null ) ) {
				this.focusInside = false;
				this.apply();
			}
		} );
		// Behind the lightbox (the page inert), the slides hold still; the one its link is on
		// stays in view for the focus to come back to.
		document.addEventListener( LIGHTBOX_OPEN, () => {
			this.covered = true;
			this.apply();
		} );
		document.addEventListener( LIGHTBOX_CLOSE, () => {
			this.covered = false;
			this.apply();
		} );
		this.apply();
	}

	/**
	 * The button as the server renders it (SliderBlock::controls()), for markup that does
	 * not have it: both labels in one cell, so that its size does not change with its state.
	 */
	private static create(): HTMLButtonElement {
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.className = 'acces-slider__toggle';
		const label = ( state: string, text: string ) => {
			const span = document.createElement( 'span' );
			span.className = `acces-slider__toggle-label acces-slider__toggle-${ state }`;
			span.textContent = text;
			button.append( span );
		};
		label( 'pause', __( 'Pause the slideshow', 'acces-tourisme' ) );
		label( 'play', __( 'Play the slideshow', 'acces-tourisme' ) );
		return button;
	}

	/** Whether the slides turn by themselves (as the button shows it). */
	isPlaying(): boolean {
		return ! this.userPaused && ! this.motionPaused;
	}

	/**
	 * Follows a change of the reduced-motion preference.
	 * @param reduced Whether motion is now reduced.
	 */
	setReducedMotion( reduced: boolean ): void {
		this.motionPaused = reduced;
		this.apply();
	}

	private apply(): void {
		const playing = this.isPlaying();
		// Only the label of the current state is shown and read (the other keeps its room).
		this.button
			.querySelectorAll( '.acces-slider__toggle-label' )
			.forEach( ( label ) =>
				label.setAttribute(
					'aria-hidden',
					String(
						label.classList.contains(
							'acces-slider__toggle-pause'
						) !== playing
					)
				)
			);
		this.button.classList.toggle( 'is-playing', playing );
		const run = playing && ! this.focusInside && ! this.covered;
		if ( run && ! this.swiper.autoplay.running ) {
			this.swiper.autoplay.start();
		} else if ( ! run && this.swiper.autoplay.running ) {
			this.swiper.autoplay.stop();
		}
		// Slide changes are announced only when they do not happen by themselves.
		this.swiper.wrapperEl.setAttribute(
			'aria-live',
			run ? 'off' : 'polite'
		);
	}
}
