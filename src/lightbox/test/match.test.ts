/**
 * Which links open the lightbox.
 */
import { isImageLink, isImageUrl } from '../match';

describe( 'isImageUrl', () => {
	it.each( [
		'/wp-content/uploads/photo.png',
		'/wp-content/uploads/photo.jpg',
		'/wp-content/uploads/photo.jpeg',
		'/wp-content/uploads/photo.gif',
		'/wp-content/uploads/photo.svg',
		'/wp-content/uploads/photo.webp',
		'/wp-content/uploads/photo.avif',
		'https://example.org/IMG_0042.JPG',
		'https://example.org/Photo.PnG?ver=3&size=large',
		'https://example.org/photo.webp#top',
		'photo.AVIF?x=1#y',
		'/dossier/mon%20image.jpeg',
	] )( 'opens %s', ( href ) => {
		expect( isImageUrl( href ) ).toBe( true );
	} );

	it.each( [
		'/documents/programme.pdf',
		'/page/?file=photo.png',
		'/photo.png.html',
		'/photo.pngx',
		'/jpg',
		'https://example.org/',
		'mailto:photo@example.org?subject=photo.jpg',
		'javascript:alert(1)//photo.png',
		'data:image/png;base64,AAAA.png',
		'',
	] )( 'leaves %s alone', ( href ) => {
		expect( isImageUrl( href ) ).toBe( false );
	} );
} );

describe( 'isImageLink', () => {
	const first = () => document.body.querySelector( 'a' ) as Element;

	it( 'accepts a link to an image file', () => {
		document.body.innerHTML = '<a href="/a/photo.JPG?v=2">Voir</a>';
		expect( isImageLink( first() ) ).toBe( true );
	} );

	it( 'leaves download links alone', () => {
		document.body.innerHTML =
			'<a href="/a/photo.jpg" download>Télécharger</a>';
		expect( isImageLink( first() ) ).toBe( false );
	} );

	it( 'leaves links in an opted-out area alone', () => {
		document.body.innerHTML =
			'<div data-acces-no-lightbox><a href="/a/photo.jpg">Voir</a></div>';
		expect( isImageLink( first() ) ).toBe( false );
	} );

	it( 'leaves links without an image address alone', () => {
		document.body.innerHTML = '<a>Pas de lien</a>';
		expect( isImageLink( first() ) ).toBe( false );
		document.body.innerHTML = '<a href="/a/page/">Une page</a>';
		expect( isImageLink( first() ) ).toBe( false );
	} );
} );
