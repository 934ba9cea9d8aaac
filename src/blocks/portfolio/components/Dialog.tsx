/**
 * A labelled modal dialog: the page behind is inert while it is open; focus moves in and stays
 * in (even when it leaves through a frame), Escape and a click on the backdrop close it (Escape
 * also from inside a same-origin frame, such as a page preview), focus returns to the control
 * that opened it.
 */
import {
	createElement,
	createPortal,
	useEffect,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

let counter = 0;

export interface DialogProps {
	/** Visible title (also the dialog's name). */
	title: string;
	/** Extra class of the dialog box. */
	className?: string;
	/** The control that opened the dialog: focus goes back to it. */
	opener: HTMLElement | null;
	onClose: () => void;
	/** Extra controls in the header, before the close button. */
	headerExtra?: ReactNode;
	/** Dark backdrop (video overlay). */
	dark?: boolean;
	children?: ReactNode;
}

function focusables( root: HTMLElement ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( el ) =>
			! el.classList.contains( 'acces-portfolio-dialog__sentinel' ) &&
			! el.closest( '[hidden]' )
	);
}

export function Dialog( {
	title,
	className = '',
	opener,
	onClose,
	headerExtra,
	dark = false,
	children,
}: DialogProps ) {
	const overlayRef = useRef< HTMLDivElement >( null );
	const boxRef = useRef< HTMLDivElement >( null );
	const closeRef = useRef< HTMLButtonElement >( null );
	const idRef = useRef( `acces-portfolio-dialog-${ ++counter }` );
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;

	useEffect( () => {
		closeRef.current?.focus();
		const onKeyDown = ( event: KeyboardEvent ) => {
			// A key the framed page used itself (its own menu or dialog) is left to it.
			if (
				( event.key === 'Escape' || event.key === 'Esc' ) &&
				! event.defaultPrevented
			) {
				event.preventDefault();
				onCloseRef.current();
			}
		};
		// Keys pressed inside a frame never reach this document: listen in each frame whose
		// document we may read (a page preview of this site), as it loads.
		const frameDocs = new Set< Document >();
		const listenInFrame = ( frame: HTMLIFrameElement ) => {
			let doc: Document | null = null;
			try {
				doc = frame.contentDocument;
			} catch {
				doc = null; // Another origin: its keys stay its own.
			}
			if ( doc && ! frameDocs.has( doc ) ) {
				frameDocs.add( doc );
				doc.addEventListener( 'keydown', onKeyDown );
			}
		};
		// Focus that lands outside (from a frame, or by a click elsewhere) comes back in.
		const onFocusIn = ( event: FocusEvent ) => {
			const box = boxRef.current;
			if (
				box &&
				event.target instanceof Node &&
				! overlayRef.current?.contains( event.target )
			) {
				( focusables( box )[ 0 ] ?? box ).focus();
			}
		};
		// A frame that finishes loading while it holds the focus drops it on <body>: give it back.
		const onFrameLoad = ( event: Event ) => {
			if ( ! ( event.target instanceof HTMLIFrameElement ) ) {
				return;
			}
			listenInFrame( event.target );
			const active = boxRef.current?.ownerDocument.activeElement;
			if ( ! active || active === active.ownerDocument.body ) {
				event.target.focus();
			}
		};
		const box = boxRef.current;
		// The page behind is out of reach while the dialog is open: not only for the pointer
		// (the backdrop) and Tab (the trap), but for screen readers' browse mode and voice
		// control's "show numbers" too. Parts already inert stay so after.
		const behind = Array.from( document.body.children ).filter(
			( el ): el is HTMLElement =>
				el instanceof HTMLElement &&
				el !== overlayRef.current &&
				! el.hasAttribute( 'inert' )
		);
		behind.forEach( ( el ) => el.setAttribute( 'inert', '' ) );
		box?.addEventListener( 'load', onFrameLoad, true );
		document.addEventListener( 'keydown', onKeyDown );
		document.addEventListener( 'focusin', onFocusIn );
		document.body.classList.add( 'acces-portfolio-modal-open' );
		return () => {
			behind.forEach( ( el ) => el.removeAttribute( 'inert' ) );
			box?.removeEventListener( 'load', onFrameLoad, true );
			frameDocs.forEach( ( doc ) =>
				doc.removeEventListener( 'keydown', onKeyDown )
			);
			document.removeEventListener( 'keydown', onKeyDown );
			document.removeEventListener( 'focusin', onFocusIn );
			document.body.classList.remove( 'acces-portfolio-modal-open' );
			if ( opener && opener.isConnected ) {
				opener.focus();
			}
		};
	}, [ opener ] );

	const wrap = ( toLast: boolean ) => () => {
		const box = boxRef.current;
		if ( ! box ) {
			return;
		}
		const list = focusables( box );
		( ( toLast ? list[ list.length - 1 ] : list[ 0 ] ) ?? box ).focus();
	};

	return createPortal(
		// A click on the backdrop closes (specification §2.9); the keyboard has Escape and the
		// close button.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			ref={ overlayRef }
			className={ `acces-portfolio-overlay${
				dark ? ' acces-portfolio-overlay--dark' : ''
			}` }
			onMouseDown={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					onClose();
				}
			} }
		>
			<div
				className="acces-portfolio-dialog__sentinel"
				tabIndex={ 0 }
				onFocus={ wrap( true ) }
			/>
			<div
				ref={ boxRef }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ `${ idRef.current }-title` }
				tabIndex={ -1 }
				className={ `acces-portfolio-dialog ${ className }` }
			>
				<div className="acces-portfolio-dialog__header">
					<h2
						id={ `${ idRef.current }-title` }
						className="acces-portfolio-dialog__title"
					>
						{ title }
					</h2>
					{ headerExtra }
					<button
						ref={ closeRef }
						type="button"
						className="acces-portfolio-dialog__close"
						aria-label={ __( 'Close', 'acces-tourisme' ) }
						onClick={ onClose }
					>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<div className="acces-portfolio-dialog__body">{ children }</div>
			</div>
			<div
				className="acces-portfolio-dialog__sentinel"
				tabIndex={ 0 }
				onFocus={ wrap( false ) }
			/>
		</div>,
		document.body
	);
}
