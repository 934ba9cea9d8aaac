/**
 * The accessible image lightbox: GLightbox shows, loads, swipes and animates the images; this
 * wrapper makes it a labelled modal dialog (aria-modal, the rest of the page inert), moves the
 * focus in, keeps it there, closes on Escape and returns the focus to the link; it adds the
 * counter, zoom, full screen, share and download controls, and writes titles and descriptions
 * as text (GLightbox would insert them as HTML: it is never given any).
 */
import GLightbox from 'glightbox';
import { __ } from '@wordpress/i18n';

import { LIGHTBOX_CLOSE, LIGHTBOX_OPEN, REVEAL } from '../media-common/events';
import { motionReduced } from '../media-common/reduced-motion';
import { LightboxControls } from './controls';
import { focusables, keepTabInside } from './dom';
import { glightboxOptions } from './frame';
import { followBars } from './layout';
import { keepZoomGestures, markZoom } from './zoom';
import type { LightboxOptions } from './settings';
import type { Slide } from './slides';

/** The part of GLightbox's instance that is used. */
interface GlightboxInstance {
	modal?: HTMLElement;
	index: number;
	openAt: ( index: number ) => void;
	close: () => void;
	nextSlide: () => void;
	prevSlide: () => void;
	getActiveSlide: () => HTMLElement | undefined;
	on: ( event: string, callback: ( data?: unknown ) => void ) => void;
}

type GlightboxFactory = ( options: Record< string, unknown > ) => unknown;

/**
 * Gives the focus back to the link that opened the lightbox. A link that left the view while
 * the dialog was open (its carousel slide, as the window narrowed) is brought back by what
 * holds it, which listens for REVEAL (the slider: Swiper moves its slides in the next frame);
 * a link still out of reach then passes the focus to the next element the Tab key reaches
 * after it (or the last one before it), never to the start of the page.
 * @param trigger The link.
 */
export function returnFocus( trigger: HTMLElement ): void {
	const doc = trigger.ownerDocument;
	trigger.dispatchEvent( new CustomEvent( REVEAL, { bubbles: true } ) );
	trigger.focus();
	if ( doc.activeElement === trigger ) {
		return;
	}
	const win = doc.defaultView ?? window;
	win.requestAnimationFrame( () => {
		const now = doc.activeElement;
		// Unless the visitor has put the focus somewhere else in the meantime.
		if (
			! trigger.isConnected ||
			( now &&
				now !== doc.body &&
				! now.closest( '.glightbox-container' ) )
		) {
			return;
		}
		trigger.focus();
		if ( doc.activeElement === trigger ) {
			return;
		}
		const reachable = focusables( doc.body ).filter(
			( node ) =>
				node.getClientRects().length > 0 &&
				! node.closest( '.glightbox-container' )
		);
		/* eslint-disable no-bitwise -- compareDocumentPosition answers with a bit mask. */
		const follows = ( node: Node ) =>
			!! (
				trigger.compareDocumentPosition( node ) &
				Node.DOCUMENT_POSITION_FOLLOWING
			);
		/* eslint-enable no-bitwise */
		const after = reachable.find( follows );
		const before = reachable.filter( ( node ) => ! follows( node ) ).pop();
		( after ?? before )?.focus();
	} );
}

export class Lightbox {
	private glightbox: GlightboxInstance | null = null;
	private controls: LightboxControls | null = null;
	private slides: Slide[] = [];
	private trigger: HTMLElement | null = null;
	private madeInert: Element[] = [];
	private zoomed = false;
	private stopLayout: () => void = () => undefined;
	private stopGestures: () => void = () => undefined;

	private readonly options: LightboxOptions;
	private readonly factory: GlightboxFactory;

	/**
	 * @param options The lightbox options.
	 * @param factory GLightbox (tests may pass another implementation).
	 */
	constructor(
		options: LightboxOptions,
		factory: GlightboxFactory = GLightbox as unknown as GlightboxFactory
	) {
		this.options = options;
		this.factory = factory;
	}

	/** Whether the lightbox is open. */
	get isOpen(): boolean {
		return this.glightbox !== null;
	}

	/**
	 * Opens the lightbox on a group of slides, at `index`.
	 * @param slides The group's slides.
	 * @param index  The slide to show first.
	 * @param opener The element the focus returns to (default: the slide's link).
	 */
	open( slides: Slide[], index: number, opener?: HTMLElement ): void {
		// A viewer still fading out keeps GLightbox's element id: wait until it is gone.
		if (
			this.isOpen ||
			! slides.length ||
			document.getElementById( 'glightbox-body' )
		) {
			return;
		}
		const start = Math.max( 0, Math.min( index, slides.length - 1 ) );
		this.slides = slides;
		this.trigger = opener ?? slides[ start ].trigger;
		const instance = this.factory(
			glightboxOptions( slides, motionReduced() )
		) as GlightboxInstance;
		this.glightbox = instance;
		// Fired as soon as another image is asked for (before it loads).
		instance.on( 'slide_before_change', () => this.showSlide( true ) );
		// GLightbox may close itself (a vertical swipe on touch screens).
		instance.on( 'close', () => {
			if ( this.glightbox === instance ) {
				this.cleanUp( true );
			}
		} );
		instance.openAt( start );
		this.decorate();
		this.showSlide( false );
		this.controls?.closeButton.focus();
		document.dispatchEvent( new CustomEvent( LIGHTBOX_OPEN ) );
	}

	/** Closes the lightbox and returns the focus to the link that opened it. */
	close(): void {
		const instance = this.glightbox;
		if ( ! instance ) {
			return;
		}
		this.cleanUp( true );
		instance.close();
	}

	/** Shows the next image. */
	next(): void {
		this.glightbox?.nextSlide();
	}

	/** Shows the previous image. */
	previous(): void {
		this.glightbox?.prevSlide();
	}

	private decorate(): void {
		const modal = this.glightbox?.modal;
		if ( ! modal ) {
			return;
		}
		modal.setAttribute(
			'aria-label',
			__( 'Image viewer', 'acces-tourisme' )
		);
		modal.removeAttribute( 'aria-hidden' );
		this.controls = new LightboxControls( this.options, {
			close: () => this.close(),
			toggleZoom: () => this.setZoom( ! this.zoomed ),
			toggleFullscreen: () => this.toggleFullscreen(),
		} );
		// Said with the dialog's name as the focus enters it: which image, and its title (the
		// status announces the next ones).
		modal.setAttribute( 'aria-describedby', this.controls.describedBy );
		const container = modal.querySelector( '.gcontainer' ) ?? modal;
		container.prepend( this.controls.bar );
		container.append( this.controls.caption, this.controls.status );
		this.stopLayout = followBars(
			container as HTMLElement,
			this.controls.bar,
			this.controls.caption
		);
		const prev = modal.querySelector( '.gprev' );
		const next = modal.querySelector( '.gnext' );
		prev?.setAttribute(
			'aria-label',
			__( 'Previous image', 'acces-tourisme' )
		);
		next?.setAttribute(
			'aria-label',
			__( 'Next image', 'acces-tourisme' )
		);
		// One image: nowhere to go, and GLightbox still draws both arrows (faint), which a
		// screen reader read as two buttons that do nothing.
		if ( this.slides.length < 2 ) {
			prev?.setAttribute( 'hidden', '' );
			next?.setAttribute( 'hidden', '' );
		}
		modal
			.querySelectorAll( 'svg' )
			.forEach( ( svg ) => svg.setAttribute( 'aria-hidden', 'true' ) );
		// The rest of the page can be neither reached nor read while the dialog is open.
		this.madeInert = Array.from( document.body.children ).filter(
			( child ) => child !== modal && ! child.hasAttribute( 'inert' )
		);
		this.madeInert.forEach( ( child ) =>
			child.setAttribute( 'inert', '' )
		);
		document.addEventListener( 'keydown', this.onKeyDown, true );
		document.addEventListener( 'focusin', this.onFocusIn );
		document.addEventListener( 'fullscreenchange', this.onFullscreen );
		this.stopGestures = keepZoomGestures( modal );
		modal.addEventListener( 'click', this.onClick );
	}

	private showSlide( announce: boolean ): void {
		const instance = this.glightbox;
		const slide = instance ? this.slides[ instance.index ] : undefined;
		if ( ! instance || ! slide || ! this.controls ) {
			return;
		}
		this.setZoom( false );
		this.controls.setShareOpen( false );
		// Only the image shown can be reached and read: the others lie hidden (transparent)
		// beside it, and a screen reader read every image of the group.
		instance.modal
			?.querySelectorAll( '.gslider > .gslide' )
			.forEach( ( node, index ) => {
				const hidden = index !== instance.index;
				node.toggleAttribute( 'inert', hidden );
				if ( hidden ) {
					node.setAttribute( 'aria-hidden', 'true' );
				} else {
					node.removeAttribute( 'aria-hidden' );
				}
			} );
		this.controls.update(
			slide,
			instance.index,
			this.slides.length,
			announce
		);
	}

	private setZoom( zoomed: boolean ): void {
		const modal = this.glightbox?.modal;
		if ( ! modal || ! this.controls ) {
			return;
		}
		this.zoomed = zoomed;
		markZoom(
			modal,
			this.glightbox
				?.getActiveSlide()
				?.querySelector( '.gslide-media' ) ?? null,
			zoomed
		);
		this.controls.setStates( zoomed, !! document.fullscreenElement );
	}

	private toggleFullscreen(): void {
		const modal = this.glightbox?.modal;
		if ( ! modal ) {
			return;
		}
		const done = document.fullscreenElement
			? document.exitFullscreen()
			: modal.requestFullscreen();
		Promise.resolve( done )
			.catch( () => undefined )
			.then( this.onFullscreen );
	}

	private readonly onFullscreen = (): void => {
		this.controls?.setStates( this.zoomed, !! document.fullscreenElement );
	};

	private readonly onClick = ( event: MouseEvent ): void => {
		const target = event.target as Element;
		if (
			! document.body.classList.contains( 'glightbox-mobile' ) &&
			! target.closest(
				'.ginner-container, .gbtn, .acces-lightbox__bar, .acces-lightbox__caption'
			)
		) {
			this.close();
		}
	};

	private readonly onFocusIn = ( event: FocusEvent ): void => {
		const modal = this.glightbox?.modal;
		if ( modal && ! modal.contains( event.target as Node ) ) {
			( focusables( modal )[ 0 ] ?? modal ).focus();
		}
	};

	private readonly onKeyDown = ( event: KeyboardEvent ): void => {
		const modal = this.glightbox?.modal;
		if ( ! modal || ! this.controls ) {
			return;
		}
		const target = event.target as Element;
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			if ( this.controls.shareOpen ) {
				this.controls.setShareOpen( false );
				this.controls.shareButton?.focus();
			} else {
				this.close();
			}
			return;
		}
		if ( event.key === 'ArrowLeft' || event.key === 'ArrowRight' ) {
			// An enlarged image scrolls with the arrows when it has the focus.
			if ( target.closest?.( '.acces-lightbox__zoom' ) ) {
				return;
			}
			event.preventDefault();
			if ( this.slides.length > 1 ) {
				if ( event.key === 'ArrowLeft' ) {
					this.previous();
				} else {
					this.next();
				}
			}
			return;
		}
		if ( event.key === 'Tab' ) {
			keepTabInside( event, modal );
		}
	};

	private cleanUp( restoreFocus: boolean ): void {
		if ( ! this.glightbox ) {
			return;
		}
		document.removeEventListener( 'keydown', this.onKeyDown, true );
		document.removeEventListener( 'focusin', this.onFocusIn );
		document.removeEventListener( 'fullscreenchange', this.onFullscreen );
		this.glightbox.modal?.removeEventListener( 'click', this.onClick );
		this.madeInert.forEach( ( child ) => child.removeAttribute( 'inert' ) );
		this.madeInert = [];
		this.stopLayout();
		this.stopLayout = () => undefined;
		this.stopGestures();
		this.stopGestures = () => undefined;
		this.glightbox = null;
		this.controls = null;
		this.zoomed = false;
		const trigger = this.trigger;
		this.trigger = null;
		document.dispatchEvent( new CustomEvent( LIGHTBOX_CLOSE ) );
		if ( ! document.fullscreenElement || ! document.exitFullscreen ) {
			if ( restoreFocus && trigger?.isConnected ) {
				returnFocus( trigger );
			}
			return;
		}
		// While the dialog is in full screen, nothing outside it can take the focus: leave
		// full screen first, then give the focus back (unless another image was opened since).
		Promise.resolve( document.exitFullscreen() )
			.catch( () => undefined )
			.then( () => {
				if (
					restoreFocus &&
					trigger?.isConnected &&
					! this.glightbox
				) {
					returnFocus( trigger );
				}
			} );
	}
}
