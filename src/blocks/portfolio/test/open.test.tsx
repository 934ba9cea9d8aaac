/**
 * Opening items (specification §4.2) and the overlays (§2.8–§2.10): every overlay is a
 * labelled modal dialog; focus moves in, stays in and returns; Escape and the backdrop close it.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortfolio } from './render';
import { fakeServer, makeItem, type FakeItem } from './server';

async function show( item: Partial< FakeItem >, settings = {} ) {
	fakeServer( [
		makeItem( { title: { rendered: 'Mon élément' }, ...item } ),
	] );
	renderPortfolio( settings );
	return screen.findByRole( 'heading', { level: 3, name: /^Mon élément/ } );
}

function clearCookies() {
	document.cookie =
		'acces_consent_media=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach( () => {
	clearCookies();
	document.body.className = '';
} );

describe( 'opening an item', () => {
	it( 'video: opens the video overlay with the normalised video URL', async () => {
		document.cookie = 'acces_consent_media=yes; path=/';
		const heading = await show( {
			'portfolio-type': 'video',
			'portfolio-video-url':
				'https://www.youtube.com/watch?v=aBcDeFgHiJ1',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		const dialog = screen.getByRole( 'dialog', { name: 'Mon élément' } );
		const frame = within( dialog ).getByTitle( 'Video Preview' );
		expect( frame ).toHaveAttribute(
			'src',
			'https://www.youtube.com/embed/aBcDeFgHiJ1?autoplay=1'
		);
		expect( frame ).toHaveAttribute(
			'allow',
			'autoplay; encrypted-media; fullscreen'
		);
		expect( frame ).toHaveAttribute( 'allowfullscreen' );
	} );

	it( 'video: waits for the media consent, asks for it, then loads the player', async () => {
		const requests: unknown[] = [];
		const listener = ( event: Event ) =>
			requests.push( ( event as CustomEvent ).detail );
		document.addEventListener( 'acces:consent-request', listener );
		const heading = await show( {
			'portfolio-type': 'video',
			'portfolio-video-url': 'https://vimeo.com/123456789',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		const dialog = screen.getByRole( 'dialog', { name: 'Mon élément' } );
		expect( dialog.querySelector( 'iframe' ) ).toBeNull();
		expect( dialog ).toHaveTextContent(
			'This video comes from player.vimeo.com. If you load it here, player.vimeo.com receives your IP address and may set cookies. “Load the video” allows videos and external content on the whole site and remembers that choice.'
		);
		expect(
			within( dialog ).getByRole( 'link', {
				name: 'Open on vimeo.com (new tab)',
			} )
		).toHaveAttribute( 'href', 'https://vimeo.com/123456789' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Load the video' } )
		);
		expect( requests ).toEqual( [ { category: 'media' } ] );
		expect( dialog.querySelector( 'iframe' ) ).toBeNull();

		// The consent feature records the choice, then tells.
		act( () => {
			document.cookie = 'acces_consent_media=yes; path=/';
			document.dispatchEvent(
				new CustomEvent( 'acces:consent-change', {
					detail: {
						categories: {
							necessary: true,
							statistics: false,
							media: true,
						},
					},
				} )
			);
		} );
		const frame = within( dialog ).getByTitle( 'Video Preview' );
		expect( frame ).toHaveAttribute(
			'src',
			'https://player.vimeo.com/video/123456789?autoplay=1'
		);
		expect( frame ).toHaveFocus();
		document.removeEventListener( 'acces:consent-request', listener );
	} );

	it( 'video: a refusal keeps the player out', async () => {
		const heading = await show( {
			'portfolio-type': 'video',
			'portfolio-video-url': 'https://youtu.be/Z9y8X7w6V5u',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		act( () => {
			document.dispatchEvent(
				new CustomEvent( 'acces:consent-change', {
					detail: {
						categories: {
							necessary: true,
							statistics: true,
							media: false,
						},
					},
				} )
			);
		} );
		expect(
			screen.getByRole( 'dialog' ).querySelector( 'iframe' )
		).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Load the video' } )
		).toBeInTheDocument();
	} );

	it( 'image: opens the lightbox with the lightbox image', async () => {
		const heading = await show( {
			'portfolio-type': 'image',
			'lightbox-image-url':
				'http://localhost/wp-content/uploads/grande.jpg',
			'thumbnail-image-meta': {
				alt: 'Une plage aménagée',
				width: 800,
				height: 600,
			},
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		const dialog = screen.getByRole( 'dialog', { name: 'Mon élément' } );
		expect(
			within( dialog ).getByRole( 'img', { name: 'Une plage aménagée' } )
		).toHaveAttribute(
			'src',
			'http://localhost/wp-content/uploads/grande.jpg'
		);
	} );

	it( 'iframe with open-in-new-tab = 1: a plain link to the site URL in a new tab', async () => {
		const heading = await show( {
			'portfolio-type': 'iframe',
			'acces-site-open-in-new-tab': '1',
			'acces-site-url': 'https://www.example.org/site/',
		} );
		const link = within( heading ).getByRole( 'link', {
			name: 'Mon élément (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://www.example.org/site/'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'iframe otherwise: opens the preview of the site URL with its size parameters', async () => {
		const heading = await show( {
			'portfolio-type': 'iframe',
			'acces-site-open-in-new-tab': '0',
			'acces-site-url': 'http://localhost/plan/',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		const frame = within(
			screen.getByRole( 'dialog', { name: 'Mon élément' } )
		).getByTitle( 'Preview: Mon élément' );
		expect( frame ).toHaveAttribute(
			'src',
			'http://localhost/plan/?width=600&height=550'
		);
		expect( frame.getAttribute( 'sandbox' ) ).not.toContain(
			'allow-top-navigation'
		);
	} );

	it( 'iframe showing a video: the preview gets autoplay and the video size', async () => {
		document.cookie = 'acces_consent_media=yes; path=/';
		const heading = await show( {
			'portfolio-type': 'iframe',
			'acces-site-url': 'https://www.youtube.com/embed/aBcDeFgHiJ1',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		expect( screen.getByTitle( 'Preview: Mon élément' ) ).toHaveAttribute(
			'src',
			'https://www.youtube.com/embed/aBcDeFgHiJ1?autoplay=1&width=800&height=450'
		);
	} );

	it( 'page opening in a new tab: a link to the item page in a new tab', async () => {
		const heading = await show( {
			'portfolio-type': 'page',
			'acces-site-open-portfolio-in': 'new-tab',
			link: 'http://localhost/portfolio/mon-element/',
		} );
		const link = within( heading ).getByRole( 'link' );
		expect( link ).toHaveAttribute(
			'href',
			'http://localhost/portfolio/mon-element/'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
	} );

	it( 'page opening in the same tab: a link to the item page in the same tab', async () => {
		const heading = await show( {
			'portfolio-type': 'page',
			'acces-site-open-portfolio-in': 'same-tab',
			link: 'http://localhost/portfolio/mon-element/',
		} );
		const link = within( heading ).getByRole( 'link', {
			name: 'Mon élément',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'http://localhost/portfolio/mon-element/'
		);
		expect( link ).toHaveAttribute( 'target', '_self' );
	} );

	it( 'page otherwise: opens the item page in quick view', async () => {
		const heading = await show( {
			'portfolio-type': 'page',
			'acces-site-open-portfolio-in': 'other',
			link: 'http://localhost/portfolio/mon-element/',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		expect( screen.getByTitle( 'Preview: Mon élément' ) ).toHaveAttribute(
			'src',
			'http://localhost/portfolio/mon-element/?width=600&height=550'
		);
	} );

	it( 'never links or frames a URL that is not http or https', async () => {
		const heading = await show( {
			'portfolio-type': 'iframe',
			'acces-site-open-in-new-tab': '1',
			'acces-site-url': 'javascript:alert(1)',
		} );
		expect(
			within( heading ).queryByRole( 'link' )
		).not.toBeInTheDocument();
		expect(
			within( heading ).queryByRole( 'button' )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Quick View/ } )
		).not.toBeInTheDocument();
		expect( document.querySelector( 'a[href^="javascript"]' ) ).toBeNull();
	} );

	it( 'the quick-view control opens the item too, and a click on the thumbnail does', async () => {
		const heading = await show(
			{ 'portfolio-type': 'image' },
			{ quickViewText: 'Voir en grand' }
		);
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Voir en grand : Mon élément',
			} )
		);
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		const card = heading.closest( 'article' ) as HTMLElement;
		await userEvent.click( within( card ).getByRole( 'img' ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );
} );

describe( 'overlays', () => {
	it( 'move focus in, keep it in, close on Escape and give focus back to the opener', async () => {
		const heading = await show( { 'portfolio-type': 'image' } );
		const opener = within( heading ).getByRole( 'button' );
		await userEvent.click( opener );
		const dialog = screen.getByRole( 'dialog', { name: 'Mon élément' } );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		const close = within( dialog ).getByRole( 'button', { name: 'Close' } );
		expect( close ).toHaveFocus();
		const link = within( dialog ).getByRole( 'link' );
		await userEvent.tab();
		expect( link ).toHaveFocus();
		await userEvent.tab();
		expect( close ).toHaveFocus();
		await userEvent.tab( { shift: true } );
		expect( link ).toHaveFocus();
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'make the page behind inert while open, as it was after, a part already inert staying so', async () => {
		const toolbar = document.createElement( 'div' );
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.textContent = 'Accessibilité';
		toolbar.append( button );
		const asleep = document.createElement( 'div' );
		asleep.setAttribute( 'inert', '' );
		document.body.append( toolbar, asleep );
		const heading = await show( { 'portfolio-type': 'image' } );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		const dialog = screen.getByRole( 'dialog', { name: 'Mon élément' } );
		const overlay = dialog.parentElement!;
		expect( overlay.parentElement ).toBe( document.body );
		const others = Array.from( document.body.children ).filter(
			( el ) => el !== overlay
		);
		expect( others.length ).toBeGreaterThan( 2 );
		others.forEach( ( el ) => expect( el ).toHaveAttribute( 'inert' ) );
		expect( overlay ).not.toHaveAttribute( 'inert' );
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( toolbar ).not.toHaveAttribute( 'inert' );
		expect( heading.closest( 'body > *' ) ).not.toHaveAttribute( 'inert' );
		expect( asleep ).toHaveAttribute( 'inert' );
		expect( within( heading ).getByRole( 'button' ) ).toHaveFocus();
		toolbar.remove();
		asleep.remove();
	} );

	it( 'close on Escape pressed inside a same-origin preview frame, and not when the framed page used the key', async () => {
		const heading = await show( {
			'portfolio-type': 'page',
			'acces-site-open-portfolio-in': 'other',
			link: 'http://localhost/portfolio/mon-element/',
		} );
		const opener = within( heading ).getByRole( 'button' );
		await userEvent.click( opener );
		const frame = screen.getByTitle(
			'Preview: Mon élément'
		) as HTMLIFrameElement;
		fireEvent.load( frame );
		const framed = frame.contentDocument as Document;
		const own = new KeyboardEvent( 'keydown', {
			key: 'Escape',
			bubbles: true,
			cancelable: true,
		} );
		own.preventDefault();
		framed.dispatchEvent( own );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		fireEvent.keyDown( framed, { key: 'Escape' } );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'close on a click on the backdrop or the close button, not on the content', async () => {
		document.cookie = 'acces_consent_media=yes; path=/';
		const heading = await show( {
			'portfolio-type': 'video',
			'portfolio-video-url': 'https://youtu.be/Z9y8X7w6V5u',
		} );
		const opener = within( heading ).getByRole( 'button' );
		await userEvent.click( opener );
		const dialog = screen.getByRole( 'dialog' );
		fireEvent.mouseDown( dialog );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		fireEvent.mouseDown( dialog.parentElement as HTMLElement );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
		await userEvent.click( opener );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'the preview adds a device switcher after 500 ms, desktop active, and marks the body while open', async () => {
		const heading = await show( {
			'portfolio-type': 'iframe',
			'acces-site-url': 'http://localhost/plan/',
		} );
		jest.useFakeTimers();
		try {
			fireEvent.click( within( heading ).getByRole( 'button' ) );
			expect( document.body ).toHaveClass( 'acces-lightbox-active' );
			expect(
				screen.queryByRole( 'group', { name: 'Preview size' } )
			).not.toBeInTheDocument();
			act( () => {
				jest.advanceTimersByTime( 499 );
			} );
			expect(
				screen.queryByRole( 'group', { name: 'Preview size' } )
			).not.toBeInTheDocument();
			act( () => {
				jest.advanceTimersByTime( 1 );
			} );
		} finally {
			jest.useRealTimers();
		}
		const devices = screen.getByRole( 'group', { name: 'Preview size' } );
		const [ desktop, tablet, mobile ] =
			within( devices ).getAllByRole( 'button' );
		expect(
			[ desktop, tablet, mobile ].map( ( b ) => b.textContent )
		).toEqual( [ 'Desktop', 'Tablet', 'Mobile' ] );
		expect( desktop ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( tablet ).toHaveAttribute( 'aria-pressed', 'false' );
		const frame = screen.getByTitle( 'Preview: Mon élément' );
		expect( frame ).toHaveAttribute( 'width', '1200' );

		await userEvent.click( tablet );
		expect( tablet ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( desktop ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( frame ).toHaveAttribute( 'width', '768' );
		expect( frame ).toHaveAttribute( 'height', '1024' );
		expect( screen.getByRole( 'dialog' ) ).toHaveClass( 'is-tablet' );
		await userEvent.click( mobile );
		expect( frame ).toHaveAttribute( 'width', '375' );
		expect( frame ).toHaveAttribute( 'height', '667' );
		expect( mobile ).toHaveFocus();

		await userEvent.keyboard( '{Escape}' );
		expect( document.body ).not.toHaveClass( 'acces-lightbox-active' );
	} );

	it( 'a third-party preview waits for the media consent', async () => {
		const heading = await show( {
			'portfolio-type': 'iframe',
			'acces-site-url': 'https://www.example.org/',
		} );
		await userEvent.click( within( heading ).getByRole( 'button' ) );
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog.querySelector( 'iframe' ) ).toBeNull();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Load the preview' } )
		).toBeInTheDocument();
	} );
} );

describe( 'item card', () => {
	it( 'shows the thumbnail with its alt text, the title below it, the badge and the quick-view control', async () => {
		const heading = await show( {
			'acces-site-type': 'Hôtel',
			'thumbnail-image-meta': {
				alt: 'Façade de l’hôtel',
				width: 800,
				height: 1200,
			},
		} );
		const card = heading.closest( 'article' ) as HTMLElement;
		const image = within( card ).getByRole( 'img', {
			name: 'Façade de l’hôtel',
		} );
		expect( image ).toHaveAttribute( 'width', '800' );
		expect( image ).toHaveAttribute( 'height', '1200' );
		expect( image.compareDocumentPosition( heading ) ).toBe(
			Node.DOCUMENT_POSITION_FOLLOWING
		);
		expect( within( card ).getByText( 'Hôtel' ) ).toBeInTheDocument();
		expect(
			within( card ).getByRole( 'button', {
				name: 'Quick View : Mon élément',
			} )
		).toBeInTheDocument();
		// style-1: a square thumbnail whose hover transition lasts scrollSpeed seconds.
		expect( image.parentElement ).toHaveClass( 'is-style-1' );
		expect( image.parentElement ).toHaveStyle( {
			transitionDuration: '3s',
		} );
	} );

	it( 'puts the title above the thumbnail, hides quick view and uses another hover style when configured', async () => {
		const heading = await show(
			{},
			{
				titlePosition: 'top',
				'show-quick-view': 'no',
				thumbnailHoverStyle: 'style-2',
				scrollSpeed: 1.5,
			}
		);
		const card = heading.closest( 'article' ) as HTMLElement;
		const image = within( card ).getByRole( 'img' );
		expect( heading.compareDocumentPosition( image ) ).toBe(
			Node.DOCUMENT_POSITION_FOLLOWING
		);
		expect(
			within( card ).queryByRole( 'button', { name: /Quick View/ } )
		).not.toBeInTheDocument();
		expect( image.parentElement ).toHaveClass( 'is-style-2' );
		expect( image.parentElement ).toHaveStyle( {
			transitionDuration: '1.5s',
		} );
	} );

	it( 'lays the grid out in the configured number of columns', async () => {
		await show( {}, { columns: 4 } );
		expect(
			screen.getByRole( 'list', { name: 'Portfolio items' } )
		).toHaveClass( 'has-4-columns' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'list', { name: 'Portfolio items' } )
			).toBeInTheDocument()
		);
	} );
} );
