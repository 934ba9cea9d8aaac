/**
 * "Haut de page": shown once the visitor has scrolled one screen down. It scrolls back to the
 * top (instantly under reduced motion or stopped animations) and moves the focus to the top
 * of the page, so that the next Tab starts from there.
 */
import { __ } from '../shared/i18n';
import { createElement, useEffect, useState } from '../shared/element';
import { CLASSES } from './preferences';

export const TOP_ID = 'acces-top';

export function prefersInstantScroll( win: Window = window ): boolean {
	return (
		win.document.documentElement.classList.contains( CLASSES.still ) ||
		( typeof win.matchMedia === 'function' &&
			win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches )
	);
}

export function ScrollTop() {
	const [ visible, setVisible ] = useState( false );

	useEffect( () => {
		const update = () => setVisible( window.scrollY >= window.innerHeight );
		update();
		window.addEventListener( 'scroll', update, { passive: true } );
		window.addEventListener( 'resize', update );
		return () => {
			window.removeEventListener( 'scroll', update );
			window.removeEventListener( 'resize', update );
		};
	}, [] );

	const toTop = () => {
		const top = document.getElementById( TOP_ID );
		if ( top ) {
			// Named while it has the focus only, so that it is what a screen reader says
			// there, and not read on its own at the start of every page.
			top.textContent = __( 'Top of the page', 'acces-tourisme' );
			// Emptied once the focus has gone elsewhere in the page: not when the window
			// loses it (another window, the browser's own controls), to which the focus
			// comes back.
			const leave = () =>
				window.setTimeout( () => {
					if ( top.ownerDocument.activeElement !== top ) {
						top.textContent = '';
						top.removeEventListener( 'blur', leave );
					}
				} );
			top.addEventListener( 'blur', leave );
			top.focus( { preventScroll: true } );
		}
		window.scrollTo( {
			top: 0,
			behavior: prefersInstantScroll() ? 'auto' : 'smooth',
		} );
	};

	return (
		<button
			type="button"
			className="acces-scroll-top"
			hidden={ ! visible }
			onClick={ toTop }
		>
			<svg
				aria-hidden="true"
				focusable="false"
				viewBox="0 0 24 24"
				width="20"
				height="20"
			>
				<path
					d="M12 19V5m-7 7l7-7 7 7"
					stroke="currentColor"
					strokeWidth="2.5"
					fill="none"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<span className="acces-scroll-top__label">
				{ __( 'Back to top', 'acces-tourisme' ) }
			</span>
		</button>
	);
}
