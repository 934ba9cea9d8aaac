import { applyConsent, loadVideo, runScript, safeUrl } from '../blocking';

function page( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = html; // eslint-disable-line no-unsanitized/property -- test fixture.
	document.body.append( root );
	return root;
}

const PLACEHOLDER =
	'<div class="acces-video-placeholder" data-acces-consent="media" data-acces-video-src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" data-acces-video-title="Big Buck Bunny"><button type="button" data-acces-video-load>Charger la vidéo</button></div>';

describe( 'blocking', () => {
	afterEach( () => document.body.replaceChildren() );

	it( 'runs a blocked script only once its category is accepted', () => {
		const root = page(
			'<script type="text/plain" data-acces-consent="statistics" id="stats">window.accesStatsRan = 1;</script>' +
				'<script type="text/plain" data-acces-consent="media" data-acces-type="module" src="https://example.org/m.js"></script>'
		);
		const win = window as unknown as { accesStatsRan?: number };
		applyConsent( null );
		expect(
			root.querySelectorAll( 'script[type="text/plain"]' )
		).toHaveLength( 2 );
		expect( win.accesStatsRan ).toBeUndefined();

		applyConsent( { statistics: true, media: false } );
		expect( win.accesStatsRan ).toBe( 1 );
		const stats = root.querySelector( '#stats' ) as HTMLScriptElement;
		expect( stats.type ).toBe( '' );
		expect( stats.text ).toBe( 'window.accesStatsRan = 1;' );
		expect( stats.dataset.accesConsent ).toBe( 'statistics' );
		expect(
			root.querySelectorAll( 'script[type="text/plain"]' )
		).toHaveLength( 1 );

		applyConsent( { statistics: true, media: true } );
		const media = root.querySelector( 'script[src]' ) as HTMLScriptElement;
		expect( media.type ).toBe( 'module' );
		expect( media.getAttribute( 'src' ) ).toBe(
			'https://example.org/m.js'
		);
	} );

	it( 'runs the necessary scripts without any choice, never an unknown category', () => {
		const root = page(
			'<script type="text/plain" data-acces-consent="obligatoire">1</script>' +
				'<script type="text/plain" data-acces-consent="marketing">2</script>'
		);
		applyConsent( null );
		expect(
			root.querySelector( '[data-acces-consent="obligatoire"]' )
		).not.toHaveAttribute( 'type' );
		applyConsent( { statistics: true, media: true } );
		expect(
			root.querySelector( '[data-acces-consent="marketing"]' )
		).toHaveAttribute( 'type', 'text/plain' );
	} );

	it( 'gives a marked frame its address after consent and takes it back on withdrawal', () => {
		const root = page(
			'<iframe title="Carte" data-acces-consent="media" data-src="https://player.vimeo.com/video/1084537?dnt=1"></iframe>'
		);
		const frame = root.querySelector( 'iframe' ) as HTMLIFrameElement;
		applyConsent( { statistics: true, media: false } );
		expect( frame ).not.toHaveAttribute( 'src' );
		applyConsent( { statistics: false, media: true } );
		expect( frame ).toHaveAttribute(
			'src',
			'https://player.vimeo.com/video/1084537?dnt=1'
		);
		applyConsent(
			{ statistics: false, media: false },
			{ statistics: false, media: true }
		);
		expect( frame ).toHaveAttribute( 'src', 'about:blank' );
	} );

	it( 'shows another site’s frame’s note, and marks the page, as media is refused or allowed', () => {
		const root = page(
			'<div class="acces-embed" data-acces-consent="media"><p class="acces-embed__notice">Ce contenu…</p><iframe data-acces-consent="media" data-src="https://maps.example.org/x"></iframe></div>'
		);
		const notice = root.querySelector( 'p' ) as HTMLElement;
		const html = document.documentElement;
		applyConsent( { statistics: true, media: false } );
		expect( notice ).toBeVisible();
		expect( html ).not.toHaveClass( 'acces-media-allowed' );
		applyConsent( { statistics: false, media: true } );
		expect( notice ).not.toBeVisible();
		expect( html ).toHaveClass( 'acces-media-allowed' );
		applyConsent(
			{ statistics: false, media: false },
			{ statistics: false, media: true }
		);
		expect( notice ).toBeVisible();
		expect( html ).not.toHaveClass( 'acces-media-allowed' );
	} );

	// An outside audit (2026-12-07): a photo service's embed loaded its image before any choice.
	it( 'gives an embed’s image of another host its address once media is accepted', () => {
		const root = page(
			'<div class="acces-embed" data-acces-consent="media"><p class="acces-embed__notice">Ce contenu…</p><a href="https://www.flickr.com/photos/x/1/"><img alt="Plage" data-acces-consent="media" data-src="https://live.staticflickr.com/1_b.jpg" data-srcset="https://live.staticflickr.com/1_b.jpg 1x, https://live.staticflickr.com/1_h.jpg 2x"></a><img data-acces-consent="media" data-src="javascript:alert(1)"></div>'
		);
		const [ image, other ] = Array.from( root.querySelectorAll( 'img' ) );
		applyConsent( { statistics: true, media: false } );
		expect( image ).not.toHaveAttribute( 'src' );
		expect( image ).not.toHaveAttribute( 'srcset' );
		applyConsent( { statistics: false, media: true } );
		expect( image ).toHaveAttribute(
			'src',
			'https://live.staticflickr.com/1_b.jpg'
		);
		expect( image ).toHaveAttribute(
			'srcset',
			'https://live.staticflickr.com/1_b.jpg 1x, https://live.staticflickr.com/1_h.jpg 2x'
		);
		expect( other ).not.toHaveAttribute( 'src' );
	} );

	it( 'gives a waiting embed and object their address once media is accepted', () => {
		const root = page(
			'<embed data-acces-consent="media" data-src="https://player.example.org/a.html"><object data-acces-consent="media" data-acces-data="https://player.example.org/b.html"></object><object data-acces-consent="media" data-acces-data="javascript:alert(1)"></object>'
		);
		const embed = root.querySelector( 'embed' ) as HTMLEmbedElement;
		const [ object, bad ] = Array.from( root.querySelectorAll( 'object' ) );
		applyConsent( { statistics: true, media: false } );
		expect( embed ).not.toHaveAttribute( 'src' );
		expect( object ).not.toHaveAttribute( 'data' );
		applyConsent( { statistics: false, media: true } );
		expect( embed ).toHaveAttribute(
			'src',
			'https://player.example.org/a.html'
		);
		expect( object ).toHaveAttribute(
			'data',
			'https://player.example.org/b.html'
		);
		expect( bad ).not.toHaveAttribute( 'data' );
	} );

	it( 'never loads a frame address that is not http(s)', () => {
		const root = page(
			'<iframe title="x" data-acces-consent="media" data-src="javascript:alert(1)"></iframe>'
		);
		applyConsent( { statistics: false, media: true } );
		expect( root.querySelector( 'iframe' ) ).not.toHaveAttribute( 'src' );
		expect( safeUrl( 'data:text/html,x' ) ).toBeNull();
		expect( safeUrl( 'https://a.example/' ) ).toBe( 'https://a.example/' );
	} );

	it( 'turns the video placeholders into players once media is accepted, and back on withdrawal', () => {
		const root = page( PLACEHOLDER + PLACEHOLDER );
		applyConsent( { statistics: true, media: false } );
		expect( root.querySelectorAll( 'iframe' ) ).toHaveLength( 0 );

		applyConsent( { statistics: false, media: true } );
		const frames = root.querySelectorAll( 'iframe' );
		expect( frames ).toHaveLength( 2 );
		expect( frames[ 0 ] ).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'
		);
		expect( frames[ 0 ] ).toHaveAttribute( 'title', 'Big Buck Bunny' );
		expect(
			root.querySelectorAll( '.acces-video-placeholder' )
		).toHaveLength( 0 );

		applyConsent(
			{ statistics: false, media: false },
			{ statistics: false, media: true }
		);
		expect( root.querySelectorAll( 'iframe' ) ).toHaveLength( 0 );
		expect(
			root.querySelectorAll( '.acces-video-placeholder' )
		).toHaveLength( 2 );
	} );

	it( 'loads one video on request, brings its player into view and focuses it', () => {
		const root = page( PLACEHOLDER + PLACEHOLDER );
		const first = root.querySelector(
			'.acces-video-placeholder'
		) as HTMLElement;
		const scroll = jest.spyOn( Element.prototype, 'scrollIntoView' );
		const box = loadVideo( first, true );
		expect( scroll ).toHaveBeenCalledWith( { block: 'nearest' } );
		expect( scroll.mock.contexts[ 0 ] ).toBe( box );
		scroll.mockRestore();
		expect( box?.querySelector( 'iframe' ) ).toHaveFocus();
		expect( root.querySelectorAll( 'iframe' ) ).toHaveLength( 1 );
		expect(
			root.querySelectorAll( '.acces-video-placeholder' )
		).toHaveLength( 1 );
	} );

	it( 'copies a script with its attributes', () => {
		const root = page(
			'<script type="text/plain" data-acces-consent="media" async data-x="1">window.copied = true;</script>'
		);
		const live = runScript(
			root.querySelector( 'script' ) as HTMLScriptElement
		);
		expect( live ).toHaveAttribute( 'async' );
		expect( live ).toHaveAttribute( 'data-x', '1' );
		expect( live.isConnected ).toBe( true );
		expect( ( window as unknown as { copied?: boolean } ).copied ).toBe(
			true
		);
	} );
} );
