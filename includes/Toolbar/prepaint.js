( function ( d, w ) {
	try {
		const h = d.documentElement,
			c = d.cookie.match(
				/(?:^|;\s*)acces_color=(contrast|dark)(?:;|$)/
			),
			s = JSON.parse(
				w.localStorage.getItem( 'acces_toolbar' ) || 'null'
			);
		if ( c ) {
			h.classList.add( 'acces-theme-' + c[ 1 ] );
		}
		if ( s && s.expires > Date.now() ) {
			if ( s.size >= 120 && s.size <= 200 && s.size % 10 === 0 ) {
				h.style.fontSize = s.size + '%';
				h.classList.add( 'acces-text-zoom' );
			}
			if ( s.underline === true ) {
				h.classList.add( 'acces-underline-links' );
			}
			if ( s.still === true ) {
				h.classList.add( 'acces-stop-animations' );
			}
		}
	} catch ( e ) {}
} )( document, window );
