/*
 * The consent's head script, printed inline in the head after `window.accesConsentSettings`
 * (ConsentFrontend::print_head_script()), minified by the build into build/prepaint.php.
 *
 * The consent banner's first view, for a visitor who has made no choice yet (no
 * `acces_consent` cookie; none in a frame: framed.ts), drawn as soon as the body begins, so
 * that it is in its place at the first paint: at the top of the page, in the flow, where the
 * fixed banner would leave too little of the screen (ConsentApp), it used to arrive once
 * the consent's script ran and push the whole page down. A still copy from
 * `accesConsentSettings`, hidden from assistive technologies and out of the tab order; the
 * consent's script draws the banner itself in its place, the same size, takes the placement
 * over and acts on a button pressed in the copy. Without that script, the copy goes after the
 * page has loaded. The toolbar's head script, when there is one, runs before it: the text
 * size is applied when the copy is measured.
 *
 * Not a module: the build puts src/consent/placement.js before it, in one function
 * (tools/head-scripts.cjs).
 */
/* global bannerInFlow */
( function ( d, w ) {
	try {
		const h = d.documentElement,
			cs = w.accesConsentSettings;
		// Videos and external content allowed: another site's frame that waits for that
		// (EmbedBlocking) keeps its box and no note from the first paint (consent.scss), as
		// the consent's script will show it.
		if ( /(?:^|;\s*)acces_consent_media=yes(?:;|$)/.test( d.cookie ) ) {
			h.classList.add( 'acces-media-allowed' );
		}
		if (
			! cs ||
			! cs.labels ||
			w.self !== w.top ||
			/(?:^|;\s*)acces_consent=(yes|no)(?:;|$)/.test( d.cookie )
		) {
			return;
		}
		const make = function ( tag, parent, className, text ) {
			const el = d.createElement( tag );
			if ( className ) {
				el.className = className;
			}
			el.textContent = text || '';
			parent.appendChild( el );
			return el;
		};
		const draw = function () {
			const root = d.createElement( 'div' ),
				box = make( 'section', root, 'acces-consent' ),
				p = make( 'p', box, 'acces-consent__message', cs.message ),
				row = make( 'div', box, 'acces-consent__actions' );
			root.id = 'acces-consent';
			root.className = 'acces-consent-root';
			box.setAttribute( 'aria-hidden', 'true' );
			box.insertBefore(
				make( 'h2', box, 'acces-consent__title', cs.title ),
				p
			);
			if ( cs.policyUrl ) {
				p.append( ' ' );
				const a = make( 'a', p, '', cs.labels.policy );
				a.href = cs.policyUrl;
				a.tabIndex = -1;
			}
			// A press is kept for the banner, which acts on it once drawn (ConsentApp): on a
			// slow connection the copy may be seen for seconds.
			[ 'accept', 'reject', 'customise' ].forEach( function ( k ) {
				const b = make(
					'button',
					row,
					'acces-consent__button',
					cs.labels[ k ]
				);
				b.type = 'button';
				b.tabIndex = -1;
				b.onclick = function () {
					root.setAttribute( 'data-acces-pending', k );
				};
			} );
			d.body.prepend( root );
			// ConsentApp's rule (placement.js, put before this script by the build): in the flow
			// when the fixed banner, with the floating buttons' room above it (the page's scroll
			// padding, the banner's own height not in it yet), would leave less than 6rem of page.
			let seen = null;
			const place = function () {
				if ( ! box.isConnected ) {
					if ( seen ) {
						seen.disconnect();
					}
					w.removeEventListener( 'resize', place );
					return;
				}
				const st = w.getComputedStyle( h );
				h.classList.toggle(
					'acces-consent-inline',
					bannerInFlow(
						box.getBoundingClientRect(),
						parseFloat( st.scrollPaddingBottom ) || 0,
						parseFloat( st.fontSize ),
						w
					)
				);
			};
			// Decided now, in the task that draws it: no frame is painted in between. The body
			// holds nothing else yet, so this layout is short. Then again when its size changes
			// (where the browser can tell) or the window's.
			place();
			if ( w.ResizeObserver ) {
				seen = new w.ResizeObserver( place );
				seen.observe( box );
			}
			w.addEventListener( 'resize', place );
			w.addEventListener( 'load', function () {
				w.setTimeout( function () {
					if (
						root.isConnected &&
						! root.hasAttribute( 'data-acces-mounted' )
					) {
						root.remove();
						h.classList.remove( 'acces-consent-inline' );
					}
				}, 3000 );
			} );
		};
		if ( d.body ) {
			draw();
		} else {
			const wait = new w.MutationObserver( function () {
				if ( d.body ) {
					wait.disconnect();
					draw();
				}
			} );
			wait.observe( h, { childList: true } );
		}
	} catch ( e ) {}
} )( document, window );
