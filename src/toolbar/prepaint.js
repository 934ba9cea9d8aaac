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
		 * settings change, on resize, when web fonts arrive and when headings are added (watch
		 * below); at 100 % it only removes what it set, and stops watching.
		 */
		const fit = function () {
			const list = d.querySelectorAll( HEADINGS ),
				rows = [],
				need = [];
			list.forEach( function ( el ) {
				el.style.removeProperty( FIT );
			} );
			if ( ! h.classList.contains( 'acces-text-zoom' ) || ! d.body ) {
				if ( seen ) {
					seen.disconnect();
					seen = null;
				}
				return;
			}
			watch();
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
		let frame = 0,
			seen = null;
		const later = function () {
			w.cancelAnimationFrame( frame );
			frame = w.requestAnimationFrame( fit );
		};
		/*
		 * While the text is enlarged, fit the headings as they arrive: the observer's callback
		 * runs before the browser paints what was added, so nothing moves. While the page is
		 * read, at once (the parser adds the page in many pieces, each painted as it comes);
		 * then once a frame, before it is painted, for a heading that a script adds or changes
		 * later (a search result, a dialog, another plugin's).
		 */
		const watch = function () {
			if ( seen ) {
				return;
			}
			seen = new w.MutationObserver( function ( records ) {
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
					if ( d.readyState === 'loading' ) {
						fit();
					} else {
						later();
					}
				}
			} );
			seen.observe( h, {
				childList: true,
				subtree: true,
				characterData: true,
			} );
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
				watch();
				d.addEventListener( 'DOMContentLoaded', fit );
			}
		}
	} catch ( e ) {}
} )( document, window );
