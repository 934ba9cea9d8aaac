/**
 * Video URL normalisation (specification §5) and the URL rules of the previews (§2.8).
 */
import { isHttpUrl, normaliseVideoUrl, previewUrl, withQuery } from '../urls';

describe( 'normaliseVideoUrl', () => {
	it( 'turns a YouTube watch page with an 11-character id into the embed URL with autoplay', () => {
		expect(
			normaliseVideoUrl( 'https://www.youtube.com/watch?v=aBcDeFgHiJ1' )
		).toBe( 'https://www.youtube.com/embed/aBcDeFgHiJ1?autoplay=1' );
		expect(
			normaliseVideoUrl(
				'https://youtube.com/watch?feature=share&v=Qw3_rT-y8Ui&t=10s'
			)
		).toBe( 'https://www.youtube.com/embed/Qw3_rT-y8Ui?autoplay=1' );
	} );

	it( 'turns a YouTube short link with an 11-character id into the embed URL with autoplay', () => {
		expect( normaliseVideoUrl( 'https://youtu.be/Z9y8X7w6V5u' ) ).toBe(
			'https://www.youtube.com/embed/Z9y8X7w6V5u?autoplay=1'
		);
		expect( normaliseVideoUrl( 'https://youtu.be/Z9y8X7w6V5u?t=3' ) ).toBe(
			'https://www.youtube.com/embed/Z9y8X7w6V5u?autoplay=1'
		);
	} );

	it( 'keeps YouTube URLs whose id is not 11 letters, digits, _ or -', () => {
		for ( const url of [
			'https://www.youtube.com/watch?v=short',
			'https://www.youtube.com/watch?v=aBcDeFgHiJ12',
			'https://youtu.be/aBcDeFgHiJ',
			'https://youtu.be/aBcDeFgHi!1',
		] ) {
			expect( normaliseVideoUrl( url ) ).toBe( url );
		}
	} );

	it( 'turns a Vimeo link with a numeric id into the player URL with autoplay', () => {
		expect( normaliseVideoUrl( 'https://vimeo.com/123456789' ) ).toBe(
			'https://player.vimeo.com/video/123456789?autoplay=1'
		);
	} );

	it( 'keeps Vimeo links without a numeric id', () => {
		expect(
			normaliseVideoUrl( 'https://vimeo.com/channels/staffpicks' )
		).toBe( 'https://vimeo.com/channels/staffpicks' );
		expect( normaliseVideoUrl( 'https://vimeo.com/12ab' ) ).toBe(
			'https://vimeo.com/12ab'
		);
	} );

	it( 'keeps player URLs and any other URL as they are', () => {
		for ( const url of [
			'https://www.youtube.com/embed/aBcDeFgHiJ1',
			'https://player.vimeo.com/video/123456789',
			'https://www.dailymotion.com/video/x7xyz',
			'http://localhost/wp-content/uploads/film.mp4',
		] ) {
			expect( normaliseVideoUrl( url ) ).toBe( url );
		}
	} );
} );

describe( 'URL rules', () => {
	it( 'accepts only absolute http and https URLs', () => {
		expect( isHttpUrl( 'https://example.org/' ) ).toBe( true );
		expect( isHttpUrl( 'http://example.org/a?b=1' ) ).toBe( true );
		for ( const url of [
			'javascript:alert(1)',
			' JavaScript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'/relative/',
			'ftp://example.org/',
			'',
			null,
		] ) {
			expect( isHttpUrl( url ) ).toBe( false );
		}
	} );

	it( 'adds the preview size parameters, and autoplay for a video', () => {
		expect( previewUrl( 'https://example.org/page/', false ) ).toBe(
			'https://example.org/page/?width=600&height=550'
		);
		expect( previewUrl( 'https://example.org/?a=1#top', false ) ).toBe(
			'https://example.org/?a=1&width=600&height=550#top'
		);
		expect(
			previewUrl( 'https://www.youtube.com/embed/aBcDeFgHiJ1', true )
		).toBe(
			'https://www.youtube.com/embed/aBcDeFgHiJ1?autoplay=1&width=800&height=450'
		);
	} );

	it( 'appends query parameters to an endpoint that already has a query', () => {
		expect(
			withQuery( 'http://localhost/?rest_route=/wp/v2/acces-portfolio', [
				[ 'per_page', 12 ],
				[ 'acces-portfolio-categories', '3,5' ],
			] )
		).toBe(
			'http://localhost/?rest_route=/wp/v2/acces-portfolio&per_page=12&acces-portfolio-categories=3,5'
		);
	} );
} );
