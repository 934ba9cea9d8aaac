/**
 * The lightbox as a visitor uses it, with the real GLightbox in jsdom.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { loadFrench } from '../../media-common/test/french';
import { startLightbox, type StartedLightbox } from '../start';

const MALICIOUS = '<img src=x onerror="window.hacked=1">Le « gymnase »';

function page(): void {
	document.body.innerHTML = `
		<header><a href="/">Accueil</a></header>
		<main>
			<div class="entry-content">
				<p>Voir <a id="poster" href="/uploads/affiche.JPG?ver=2" title="L’affiche">l’affiche</a>
				et <a id="pdf" href="/uploads/programme.pdf">le programme</a>.</p>
				<figure class="wp-block-gallery">
					<figure class="wp-block-image"><a href="/uploads/a.jpg"><img class="wp-image-11" src="/uploads/a-300.jpg" alt=""></a><figcaption>Légende A</figcaption></figure>
					<figure class="wp-block-image"><a href="/uploads/b.png"><img src="/uploads/b-300.png" alt="Image B" title="Titre B"></a><figcaption>Légende B</figcaption></figure>
					<figure class="wp-block-image"><a href="/uploads/c.webp"><img src="/uploads/c-300.webp" alt="Image C"></a></figure>
					<figure class="wp-block-image"><a href="/uploads/d.gif"><img src="/uploads/d-300.gif" alt="Image D"></a></figure>
					<figure class="wp-block-image"><a href="/uploads/e.avif"><img src="/uploads/e-300.avif" alt="Image E"></a></figure>
				</figure>
				<p>Et <a id="plan" href="/uploads/plan.SVG?x=1#vue">le plan d’accès</a>.</p>
			</div>
		</main>`;
}

let started: StartedLightbox | null = null;

function start( options: Record< string, unknown > = {} ): void {
	window.accesLightbox = {
		options,
		attachments: {
			11: {
				url: 'http://localhost/uploads/a.jpg',
				title: MALICIOUS,
				caption: 'Le club à l’entraînement',
				description: '',
				alt: 'Deux joueurs en fauteuil',
			},
		},
	};
	started = startLightbox();
}

function galleryLink( index: number ): HTMLAnchorElement {
	return document.querySelectorAll< HTMLAnchorElement >(
		'.wp-block-gallery a'
	)[ index ];
}

function counter(): string {
	return (
		document.querySelector( '.acces-lightbox__count' )?.textContent ?? ''
	);
}

beforeAll( () => {
	loadFrench();
	Object.defineProperty( document, 'fullscreenEnabled', {
		configurable: true,
		value: true,
	} );
} );

beforeEach( () => {
	// Instant effects (as under reduced motion): jsdom runs no CSS animation.
	document.body.className = 'acces-stop-animations';
	page();
} );

afterEach( () => {
	started?.lightbox.close();
	started?.stop();
	started = null;
	document.body.innerHTML = '';
	document.documentElement.className = '';
	delete window.accesLightbox;
} );

describe( 'image lightbox', () => {
	it( 'opens a labelled modal dialog on the gallery, with the counter and the focus inside', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 1 ) );

		const dialog = screen.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( counter() ).toBe( '2 / 5' );
		expect(
			within( dialog ).getByText( 'Image 2 sur 5' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Fermer' } )
		).toHaveFocus();
		expect( document.querySelector( 'main' ) ).toHaveAttribute( 'inert' );
		for ( const name of [
			'Zoom',
			'Plein écran',
			'Partager',
			'Image précédente',
			'Image suivante',
		] ) {
			expect(
				within( dialog ).getByRole( 'button', { name } )
			).toBeInTheDocument();
		}
		expect(
			within( dialog ).getByRole( 'link', { name: 'Télécharger' } )
		).toHaveAttribute( 'href', 'http://localhost/uploads/b.png' );
		expect(
			dialog.querySelector( '.acces-lightbox__title' )
		).toHaveTextContent( 'Titre B' );
		expect(
			dialog.querySelector( '.acces-lightbox__description' )
		).toHaveTextContent( 'Légende B' );
	} );

	it( 'lets a screen reader read only the image shown, with no empty heading, and says which it is on opening', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 1 ) );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Visionneuse d’images',
		} );
		expect( dialog ).toHaveAccessibleDescription( 'Image 2 sur 5 Titre B' );
		const exposed = () =>
			Array.from( dialog.querySelectorAll( '.gslide' ) ).map(
				( slide ) =>
					! slide.hasAttribute( 'inert' ) &&
					slide.getAttribute( 'aria-hidden' ) !== 'true'
			);
		expect( exposed() ).toEqual( [ false, true, false, false, false ] );
		expect( within( dialog ).queryAllByRole( 'heading' ) ).toEqual( [] );

		await user.keyboard( '{ArrowRight}' );
		expect( exposed() ).toEqual( [ false, false, true, false, false ] );
		await user.keyboard( '{ArrowLeft}{ArrowLeft}' );
		expect( exposed() ).toEqual( [ true, false, false, false, false ] );
		// Every slide loaded by now (the neighbours are preloaded): still no heading.
		expect( within( dialog ).queryAllByRole( 'heading' ) ).toEqual( [] );
		expect( dialog ).toHaveAccessibleDescription(
			`Image 1 sur 5 ${ MALICIOUS }`
		);
	} );

	it( 'changes images with the arrow keys and the buttons, looping, and announces them', async () => {
		start();
		const user = userEvent.setup();
		galleryLink( 0 ).focus();
		await user.keyboard( '{Enter}' );
		expect( counter() ).toBe( '1 / 5' );

		await user.keyboard( '{ArrowRight}' );
		expect( counter() ).toBe( '2 / 5' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Image 2 sur 5 : Titre B'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Image suivante' } )
		);
		expect( counter() ).toBe( '3 / 5' );
		await user.keyboard( '{ArrowLeft}{ArrowLeft}{ArrowLeft}' );
		expect( counter() ).toBe( '5 / 5' );
		await user.click(
			screen.getByRole( 'button', { name: 'Image précédente' } )
		);
		expect( counter() ).toBe( '4 / 5' );
	} );

	it( 'closes on Escape and gives the focus back to the link', async () => {
		start();
		const user = userEvent.setup();
		galleryLink( 2 ).focus();
		await user.keyboard( '{Enter}' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( galleryLink( 2 ) ).toHaveFocus();
		expect( document.querySelector( 'main' ) ).not.toHaveAttribute(
			'inert'
		);
	} );

	it( 'keeps the focus inside the dialog', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 0 ) );
		const dialog = screen.getByRole( 'dialog' );
		const close = within( dialog ).getByRole( 'button', {
			name: 'Fermer',
		} );
		const next = within( dialog ).getByRole( 'button', {
			name: 'Image suivante',
		} );
		const zoom = within( dialog ).getByRole( 'button', { name: 'Zoom' } );

		next.focus();
		await user.tab();
		expect( zoom ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( next ).toHaveFocus();
		close.focus();
		for ( let i = 0; i < 12; i++ ) {
			await user.tab();
			expect( dialog ).toContainElement(
				dialog.ownerDocument.activeElement as HTMLElement
			);
		}
	} );

	it( 'shows titles and descriptions as text, never as HTML', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 0 ) );
		const dialog = screen.getByRole( 'dialog' );
		const title = dialog.querySelector(
			'.acces-lightbox__title'
		) as HTMLElement;
		expect( title.textContent ).toBe( MALICIOUS );
		expect( title.querySelector( 'img' ) ).toBeNull();
		expect( dialog.querySelector( 'img[src="x"]' ) ).toBeNull();
		expect(
			( window as unknown as { hacked?: number } ).hacked
		).toBeUndefined();
		// No description: the caption is the fallback.
		expect(
			dialog.querySelector( '.acces-lightbox__description' )
		).toHaveTextContent( 'Le club à l’entraînement' );
		// The image keeps its alternative text from the media library.
		expect( dialog.querySelector( '.gslide-media img' ) ).toHaveAttribute(
			'alt',
			'Deux joueurs en fauteuil'
		);
	} );

	it( 'groups the images of one gallery apart from the other images of the content', async () => {
		start();
		const user = userEvent.setup();
		await user.click( document.getElementById( 'poster' ) as HTMLElement );
		// The two image links of the content around the gallery, in their order.
		expect( counter() ).toBe( '1 / 2' );
		const dialog = screen.getByRole( 'dialog' );
		expect(
			dialog.querySelector( '.acces-lightbox__title' )
		).toHaveTextContent( 'L’affiche' );
		await user.keyboard( '{ArrowRight}' );
		expect( counter() ).toBe( '2 / 2' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Image 2 sur 2 : le plan d’accès'
		);
		await user.keyboard( '{ArrowRight}' );
		expect( counter() ).toBe( '1 / 2' );
		await user.keyboard( '{Escape}' );

		// The gallery's images, on their own.
		await user.click( galleryLink( 4 ) );
		expect( counter() ).toBe( '5 / 5' );
		await user.keyboard( '{ArrowRight}' );
		expect( counter() ).toBe( '1 / 5' );
	} );

	it( 'shows no arrows for a lone image', async () => {
		document.getElementById( 'plan' )?.remove();
		start();
		const user = userEvent.setup();
		await user.click( document.getElementById( 'poster' ) as HTMLElement );
		expect( counter() ).toBe( '1 / 1' );
		// Neither seen nor read: GLightbox drew them faint, and a screen reader read two
		// buttons that do nothing.
		for ( const name of [ 'Image précédente', 'Image suivante' ] ) {
			expect(
				within( screen.getByRole( 'dialog' ) ).queryByRole( 'button', {
					name,
				} )
			).toBeNull();
		}
	} );

	it( 'leaves links to other files alone', async () => {
		start();
		const user = userEvent.setup();
		let prevented: boolean | null = null;
		document.addEventListener(
			'click',
			( event ) => {
				prevented = event.defaultPrevented;
				event.preventDefault(); // jsdom cannot navigate.
			},
			{ once: true }
		);
		await user.click( document.getElementById( 'pdf' ) as HTMLElement );
		expect( prevented ).toBe( false );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'shares to Facebook, X and Pinterest in new tabs with the encoded page and image addresses', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 2 ) );
		const share = screen.getByRole( 'button', { name: 'Partager' } );
		expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
		await user.click( share );
		expect( share ).toHaveAttribute( 'aria-expanded', 'true' );

		const pageUrl = encodeURIComponent( window.location.href );
		const image = encodeURIComponent( 'http://localhost/uploads/c.webp' );
		const links = [ 'Facebook', 'X', 'Pinterest' ].map( ( name ) =>
			screen.getByRole( 'link', {
				name: `${ name } (s’ouvre dans un nouvel onglet)`,
			} )
		);
		for ( const link of links ) {
			expect( link ).toHaveAttribute( 'target', '_blank' );
			expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
			expect( link.getAttribute( 'href' ) ).toContain( pageUrl );
			expect( link.getAttribute( 'href' ) ).toContain( image );
		}
		expect( links[ 0 ].getAttribute( 'href' ) ).toMatch(
			/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/
		);
		expect( links[ 1 ].getAttribute( 'href' ) ).toMatch(
			/^https:\/\/x\.com\/intent\/tweet\?url=/
		);
		expect( links[ 2 ].getAttribute( 'href' ) ).toMatch(
			/^https:\/\/pinterest\.com\/pin\/create\/button\/\?url=/
		);

		// Escape closes the share list first, then the dialog.
		await user.keyboard( '{Escape}' );
		expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( share ).toHaveFocus();
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'closes the share list when the focus leaves it for another control, not while it moves inside it', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 2 ) );
		const share = screen.getByRole( 'button', { name: 'Partager' } );
		await user.click( share );
		expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
		// Tab through its three links: it stays open.
		for ( const name of [ 'Facebook', 'X', 'Pinterest' ] ) {
			await user.tab();
			expect(
				screen.getByRole( 'link', {
					name: `${ name } (s’ouvre dans un nouvel onglet)`,
				} )
			).toHaveFocus();
			expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
		}
		// On to « Télécharger »: it closes, and lies over nothing.
		await user.tab();
		expect(
			screen.getByRole( 'link', { name: 'Télécharger' } )
		).toHaveFocus();
		expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'link', {
				name: 'Facebook (s’ouvre dans un nouvel onglet)',
			} )
		).toBeNull();
	} );

	it( 'zooms the image into a scrollable region, and the zoom is a toggle', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 3 ) );
		const zoom = screen.getByRole( 'button', { name: 'Zoom' } );
		expect( zoom ).toHaveAttribute( 'aria-pressed', 'false' );
		await user.click( zoom );
		expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
		const region = screen.getByRole( 'region', {
			name: 'Image agrandie : faites-la défiler avec les touches fléchées du clavier',
		} );
		region.focus();
		await user.keyboard( '{ArrowRight}' );
		expect( counter() ).toBe( '4 / 5' );
		zoom.focus();
		await user.keyboard( '{ArrowRight}' );
		expect( counter() ).toBe( '5 / 5' );
		expect( zoom ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'keeps the gestures on the enlarged image from GLightbox: a touch does not reach its swipe, the click that ends a drag does not close the viewer', async () => {
		start();
		const user = userEvent.setup();
		await user.click( galleryLink( 3 ) );
		const dialog = screen.getByRole( 'dialog' );
		const slider = dialog.querySelector( '#glightbox-slider' )!;
		const swiped: string[] = [];
		// Where GLightbox listens for its swipe.
		slider.addEventListener( 'touchstart', ( event ) =>
			swiped.push( ( event.target as Element ).tagName )
		);
		const touch = ( target: Element ) =>
			target.dispatchEvent(
				new Event( 'touchstart', { bubbles: true } )
			);
		// The image shown: the others are inert.
		const image = () =>
			dialog.querySelector( '.gslide:not([inert]) .gslide-media img' )!;
		// The left button pressed on the image shown.
		const press = () =>
			image().dispatchEvent(
				new MouseEvent( 'mousedown', {
					bubbles: true,
					button: 0,
					clientX: 400,
					clientY: 300,
				} )
			);
		touch( image() );
		expect( swiped ).toEqual( [ 'IMG' ] );

		await user.click( screen.getByRole( 'button', { name: 'Zoom' } ) );
		const region = screen.getByRole( 'region', {
			name: /^Image agrandie/,
		} );
		touch( image() );
		expect( swiped ).toEqual( [ 'IMG' ] );

		// A drag from the image, released over the frame: the click it ends with lands on
		// the frame, where a click closes the viewer.
		const frame = dialog.querySelector( '.gcontainer' )!;
		press();
		expect( region ).toHaveFocus();
		document.dispatchEvent(
			new MouseEvent( 'mousemove', { clientX: 300, clientY: 250 } )
		);
		document.dispatchEvent( new MouseEvent( 'mouseup', {} ) );
		frame.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect( counter() ).toBe( '4 / 5' );
		// A drag released outside the window ends with a click on the page's root: the next
		// click in the dialog is not lost.
		press();
		document.dispatchEvent(
			new MouseEvent( 'mousemove', { clientX: -80, clientY: 300 } )
		);
		document.documentElement.dispatchEvent(
			new MouseEvent( 'mouseup', { bubbles: true } )
		);
		document.documentElement.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true } )
		);
		// A click there without a drag still closes it.
		frame.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'follows the settings: no counter, no share, no download, titles from the alternative text', async () => {
		start( {
			counter: false,
			share: false,
			download: false,
			fullscreen: false,
			title_src: 'alt',
			description_src: 'none',
		} );
		const user = userEvent.setup();
		await user.click( galleryLink( 2 ) );
		const dialog = screen.getByRole( 'dialog' );
		expect(
			dialog.querySelector( '.acces-lightbox__counter' )
		).not.toBeVisible();
		expect(
			within( dialog ).queryByRole( 'button', { name: 'Partager' } )
		).not.toBeInTheDocument();
		expect(
			within( dialog ).queryByRole( 'link', { name: 'Télécharger' } )
		).not.toBeInTheDocument();
		expect(
			within( dialog ).queryByRole( 'button', { name: 'Plein écran' } )
		).not.toBeInTheDocument();
		expect(
			dialog.querySelector( '.acces-lightbox__title' )
		).toHaveTextContent( 'Image C' );
		expect(
			dialog.querySelector( '.acces-lightbox__description' )
		).not.toBeVisible();
	} );

	it( 'describes a text link’s image by the link’s text, and announces an untitled image by its alternative text', async () => {
		document.getElementById( 'poster' )?.removeAttribute( 'title' );
		start();
		const user = userEvent.setup();
		await user.click( document.getElementById( 'poster' ) as HTMLElement );
		const dialog = screen.getByRole( 'dialog' );
		await within( dialog ).findByRole( 'img', { name: 'l’affiche' } );
		await user.keyboard( '{Escape}' );

		// Image C has an alt but no title.
		galleryLink( 1 ).focus();
		await user.keyboard( '{Enter}{ArrowRight}' );
		expect( counter() ).toBe( '3 / 5' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Image 3 sur 5 : Image C'
		);
	} );

	it( 'stays off when the settings turn it off', async () => {
		start( { enabled: false } );
		expect( started ).toBeNull();
	} );
} );
