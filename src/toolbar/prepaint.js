( function ( d, w ) {
	try {
		const h = d.documentElement,
			c = d.cookie.match(
				/(?:^|;\s*)acces_color=(contrast|dark)(?:;|$)/
			),
			s = JSON.parse(
				w.localStorage.getItem( 'acces_toolbar' ) || 'null'
			),
			HEADINGS = 'h1,h2,h3,h4,h5,h6',
			// The banner's and the panel's titles: sized by the plugin for their box.
			OWN = '#acces-consent,#acces-toolbar',
			FIT = '--acces-fit';
		/*
		 * Enlarged text: when a heading's longest word is wider than its box, the headings of its
		 * level get a smaller size (--acces-fit, toolbar.scss), the one that lets every word of
		 * that level fit, and no heading gets larger than a heading of a higher level; never
		 * smaller than 1.2 times the page's enlarged text. Without it a theme's large headings,
		 * doubled on a phone, break inside nearly every word. Run again by the toolbar when the
		 * settings change, on resize and when web fonts arrive; at 100 % it only removes what
		 * it set.
		 */
		const fit = function () {
			const list = d.querySelectorAll( HEADINGS ),
				rows = [],
				need = [];
			list.forEach( function ( el ) {
				el.style.removeProperty( FIT );
			} );
			if ( ! h.classList.contains( 'acces-text-zoom' ) || ! d.body ) {
				return;
			}
			const floor =
				1.2 * parseFloat( w.getComputedStyle( d.body ).fontSize );
			list.forEach( function ( el ) {
				const cs = w.getComputedStyle( el ),
					size = parseFloat( cs.fontSize ),
					level = +el.tagName[ 1 ],
					box =
						el.clientWidth -
						parseFloat( cs.paddingLeft ) -
						parseFloat( cs.paddingRight );
				if (
					! ( size > floor ) ||
					! ( box > 0 ) ||
					el.closest( OWN )
				) {
					return;
				}
				const walk = d.createTreeWalker( el, 4 );
				let widest = 0;
				for ( let n = walk.nextNode(); n; n = walk.nextNode() ) {
					const re = /[^\s\-‐]+/g;
					for (
						let m = re.exec( n.data );
						m;
						m = re.exec( n.data )
					) {
						const r = d.createRange();
						let width = 0;
						r.setStart( n, m.index );
						r.setEnd( n, m.index + m[ 0 ].length );
						Array.prototype.forEach.call(
							r.getClientRects(),
							function ( rect ) {
								width += rect.width;
							}
						);
						widest = Math.max( widest, width );
					}
				}
				rows.push( [ el, level, size ] );
				need[ level ] = Math.min(
					need[ level ] || size,
					widest > box ? ( 0.97 * size * box ) / widest : size
				);
			} );
			// Each level no larger than the levels above it.
			for ( let l = 2; l < 7; l++ ) {
				need[ l ] = Math.min(
					need[ l ] || Infinity,
					need[ l - 1 ] || Infinity
				);
			}
			rows.forEach( function ( row ) {
				const px = Math.max(
					floor,
					Math.min( row[ 2 ], need[ row[ 1 ] ] )
				);
				if ( px < row[ 2 ] - 0.25 ) {
					row[ 0 ].style.setProperty( FIT, px.toFixed( 1 ) + 'px' );
				}
			} );
		};
		let frame = 0;
		const later = function () {
			w.cancelAnimationFrame( frame );
			frame = w.requestAnimationFrame( fit );
		};
		w.accesFitHeadings = fit;
		w.addEventListener( 'resize', later );
		if ( d.fonts && d.fonts.addEventListener ) {
			d.fonts.addEventListener( 'loadingdone', later );
		}
		if ( c ) {
			h.classList.add( 'acces-theme-' + c[ 1 ] );
		}
		if ( s && s.expires > Date.now() ) {
			if ( s.underline === true ) {
				h.classList.add( 'acces-underline-links' );
			}
			if ( s.still === true ) {
				h.classList.add( 'acces-stop-animations' );
			}
			if ( s.size >= 120 && s.size <= 200 && s.size % 10 === 0 ) {
				h.style.fontSize = s.size + '%';
				h.classList.add( 'acces-text-zoom' );
				/*
				 * While the page is read, fit each heading as it arrives: the observer's callback
				 * runs before the browser paints what the parser added, so nothing moves.
				 */
				const seen = new w.MutationObserver( function ( records ) {
					if (
						records.some( function ( r ) {
							const t =
								r.target.nodeType === 1
									? r.target
									: r.target.parentElement;
							return (
								( t && t.closest( HEADINGS ) ) ||
								Array.prototype.some.call(
									r.addedNodes,
									function ( a ) {
										return (
											a.querySelector &&
											( a.matches( HEADINGS ) ||
												a.querySelector( HEADINGS ) )
										);
									}
								)
							);
						} )
					) {
						fit();
					}
				} );
				seen.observe( h, {
					childList: true,
					subtree: true,
					characterData: true,
				} );
				d.addEventListener( 'DOMContentLoaded', function () {
					seen.disconnect();
					fit();
				} );
			}
		}
	} catch ( e ) {}
	/*
	 * The consent banner's first view, for a visitor who has made no choice yet (no
	 * `acces_consent` cookie; none in a frame: framed.ts), drawn as soon as the body begins, so
	 * that it is in its place at the first paint: at the top of the page, in the flow, where the
	 * fixed banner would leave too little of the screen (ConsentApp), it used to arrive once
	 * the consent's script ran and push the whole page down. A still copy from
	 * `accesConsentSettings` (printed just before this script), hidden from assistive
	 * technologies and out of the tab order; the consent's script draws the banner itself in
	 * its place, the same size, takes the placement over and acts on a button pressed in the
	 * copy. Without that script, the copy goes after the page has loaded.
	 */
	try {
		const h = d.documentElement,
			cs = w.accesConsentSettings;
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
			// ConsentApp's rule: in the flow when the fixed banner, with the floating buttons'
			// room above it (the page's scroll padding), would leave less than 6rem of page.
			const place = function () {
				if ( ! box.isConnected ) {
					seen.disconnect();
					w.removeEventListener( 'resize', place );
					return;
				}
				const r = box.getBoundingClientRect(),
					st = w.getComputedStyle( h );
				h.classList.toggle(
					'acces-consent-inline',
					r.left < w.innerWidth / 3 &&
						w.innerHeight -
							r.height -
							( parseFloat( st.scrollPaddingBottom ) || 0 ) <
							6 * parseFloat( st.fontSize )
				);
			};
			// Decided now, in the task that draws it: no frame is painted in between. The body
			// holds nothing else yet, so this layout is short. Then again when its size changes.
			place();
			const seen = new w.ResizeObserver( place );
			seen.observe( box );
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
