/**
 * The lightbox's own controls, built as DOM (never HTML strings): counter, zoom, full screen,
 * share (Facebook, X, Pinterest), download, close; the caption (title and description as
 * text) and a polite status that announces the image shown.
 */
import { __, sprintf } from '@wordpress/i18n';

import { el } from './dom';
import type { LightboxOptions } from './settings';
import { shareTargets } from './share';
import type { Slide } from './slides';

export interface ControlActions {
	close: () => void;
	toggleZoom: () => void;
	toggleFullscreen: () => void;
}

let lastId = 0;

export class LightboxControls {
	readonly bar: HTMLDivElement;
	readonly caption: HTMLDivElement;
	readonly status: HTMLParagraphElement;
	readonly closeButton: HTMLButtonElement;
	readonly shareButton: HTMLButtonElement | null = null;
	private readonly counterVisible: HTMLSpanElement;
	private readonly counterText: HTMLSpanElement;
	private readonly counter: HTMLParagraphElement;
	private readonly zoomButton: HTMLButtonElement | null = null;
	private readonly fullscreenButton: HTMLButtonElement | null = null;
	private readonly shareList: HTMLUListElement | null = null;
	private readonly download: HTMLAnchorElement | null = null;
	private readonly title: HTMLParagraphElement;
	private readonly description: HTMLParagraphElement;
	/** The ids of the position (« Image 2 sur 5 ») and the title: the dialog's description. */
	readonly describedBy: string;

	constructor( options: LightboxOptions, actions: ControlActions ) {
		const id = `acces-lightbox-${ ++lastId }`;
		this.bar = el( 'div', { class: 'acces-lightbox__bar' } );
		this.counter = el( 'p', { class: 'acces-lightbox__counter' } );
		this.counterVisible = el( 'span', {
			class: 'acces-lightbox__count',
			'aria-hidden': 'true',
		} );
		this.counterText = el( 'span', {
			class: 'acces-lightbox__sr',
			id: `${ id }-position`,
		} );
		this.counter.append( this.counterVisible, this.counterText );
		this.counter.hidden = ! options.counter;
		const actionsBox = el( 'div', { class: 'acces-lightbox__actions' } );
		this.bar.append( this.counter, actionsBox );

		if ( options.zoom ) {
			this.zoomButton = this.button( __( 'Zoom', 'acces-tourisme' ) );
			this.zoomButton.setAttribute( 'aria-pressed', 'false' );
			this.zoomButton.addEventListener( 'click', actions.toggleZoom );
			actionsBox.append( this.zoomButton );
		}
		if ( options.fullscreen && document.fullscreenEnabled ) {
			this.fullscreenButton = this.button(
				__( 'Full screen', 'acces-tourisme' )
			);
			this.fullscreenButton.setAttribute( 'aria-pressed', 'false' );
			this.fullscreenButton.addEventListener(
				'click',
				actions.toggleFullscreen
			);
			actionsBox.append( this.fullscreenButton );
		}
		if ( options.share ) {
			const box = el( 'div', { class: 'acces-lightbox__share' } );
			this.shareButton = this.button( __( 'Share', 'acces-tourisme' ) );
			this.shareButton.setAttribute( 'aria-expanded', 'false' );
			this.shareButton.setAttribute( 'aria-controls', `${ id }-share` );
			this.shareList = el( 'ul', {
				class: 'acces-lightbox__share-list',
				id: `${ id }-share`,
			} );
			this.shareList.hidden = true;
			this.shareButton.addEventListener( 'click', () =>
				this.setShareOpen( this.shareList?.hidden ?? false )
			);
			// The list closes when the focus leaves it and its button for another control of
			// the dialog: open, it lies over the image and the arrows, which the Tab key reaches
			// next.
			box.addEventListener( 'focusout', ( event: FocusEvent ) => {
				const next = event.relatedTarget;
				if ( next instanceof Node && ! box.contains( next ) ) {
					this.setShareOpen( false );
				}
			} );
			box.append( this.shareButton, this.shareList );
			actionsBox.append( box );
		}
		if ( options.download ) {
			this.download = el(
				'a',
				{ class: 'acces-lightbox__button', download: '', href: '#' },
				__( 'Download', 'acces-tourisme' )
			);
			actionsBox.append( this.download );
		}
		this.closeButton = this.button( __( 'Close', 'acces-tourisme' ) );
		this.closeButton.classList.add( 'acces-lightbox__close' );
		this.closeButton.addEventListener( 'click', actions.close );
		actionsBox.append( this.closeButton );

		// The caption scrolls when long (large text on a small screen): then it takes the
		// focus so that the keyboard can scroll it (see syncCaptionFocus), named for that stop.
		this.caption = el( 'div', {
			class: 'acces-lightbox__caption',
			role: 'group',
			'aria-label': __( 'Caption', 'acces-tourisme' ),
		} );
		this.title = el( 'p', {
			class: 'acces-lightbox__title',
			id: `${ id }-title`,
		} );
		this.describedBy = `${ id }-position ${ id }-title`;
		this.description = el( 'p', { class: 'acces-lightbox__description' } );
		this.caption.append( this.title, this.description );
		this.status = el( 'p', {
			class: 'acces-lightbox__sr',
			role: 'status',
		} );
	}

	private button( label: string ): HTMLButtonElement {
		return el(
			'button',
			{ type: 'button', class: 'acces-lightbox__button' },
			label
		);
	}

	/** A caption that scrolls is a Tab stop (a scrollable region must be reachable). */
	syncCaptionFocus(): void {
		const scrolls =
			! this.caption.hidden &&
			this.caption.scrollHeight > this.caption.clientHeight + 1;
		if ( scrolls ) {
			this.caption.setAttribute( 'tabindex', '0' );
		} else {
			this.caption.removeAttribute( 'tabindex' );
		}
	}

	/** Whether the share list is open. */
	get shareOpen(): boolean {
		return !! this.shareList && ! this.shareList.hidden;
	}

	/**
	 * Opens or closes the share list.
	 * @param open Whether to open it.
	 */
	setShareOpen( open: boolean ): void {
		if ( ! this.shareList || ! this.shareButton ) {
			return;
		}
		this.shareList.hidden = ! open;
		this.shareButton.setAttribute( 'aria-expanded', String( open ) );
	}

	/**
	 * Shows a slide's counter, texts and links.
	 * @param slide    The slide shown.
	 * @param index    Its position, from 0.
	 * @param total    Number of slides in the group.
	 * @param announce Whether to announce it in the status.
	 */
	update( slide: Slide, index: number, total: number, announce: boolean ) {
		this.counterVisible.textContent = `${ index + 1 } / ${ total }`;
		this.counterText.textContent = sprintf(
			/* translators: 1: position of the image, 2: number of images. */
			__( 'Image %1$d of %2$d', 'acces-tourisme' ),
			index + 1,
			total
		);
		this.title.textContent = slide.title;
		this.title.hidden = ! slide.title;
		this.description.textContent = slide.description;
		this.description.hidden = ! slide.description;
		this.caption.hidden = ! slide.title && ! slide.description;
		this.syncCaptionFocus();
		// Once the new texts are laid out (and the image has taken its place).
		requestAnimationFrame( () => this.syncCaptionFocus() );
		if ( this.download ) {
			this.download.href = slide.href;
		}
		if ( this.shareList ) {
			const pageUrl =
				slide.trigger.ownerDocument.location.href.split( '#' )[ 0 ];
			this.shareList.replaceChildren(
				...shareTargets( pageUrl, slide.href, slide.title ).map(
					( target ) => {
						const item = el( 'li' );
						const link = el(
							'a',
							{
								href: target.url,
								target: '_blank',
								rel: 'noopener noreferrer',
								class: 'acces-lightbox__share-link',
							},
							target.name
						);
						link.append(
							el(
								'span',
								{ class: 'acces-lightbox__sr' },
								' ' +
									__(
										'(opens in a new tab)',
										'acces-tourisme'
									)
							)
						);
						item.append( link );
						return item;
					}
				)
			);
		}
		if ( announce ) {
			// The title, or else what the image shows (its alternative text).
			const named = slide.title || slide.alt;
			this.status.textContent = named
				? sprintf(
						/* translators: 1: "Image 2 of 5", 2: the image's title. */
						__( '%1$s: %2$s', 'acces-tourisme' ),
						this.counterText.textContent,
						named
				  )
				: this.counterText.textContent;
		}
	}

	/**
	 * Reflects the zoom and full-screen states on their buttons.
	 * @param zoomed     Whether the image is enlarged.
	 * @param fullscreen Whether the viewer is in full screen.
	 */
	setStates( zoomed: boolean, fullscreen: boolean ): void {
		this.zoomButton?.setAttribute( 'aria-pressed', String( zoomed ) );
		this.fullscreenButton?.setAttribute(
			'aria-pressed',
			String( fullscreen )
		);
	}
}
