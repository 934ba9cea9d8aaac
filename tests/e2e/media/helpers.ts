/**
 * Helpers of the media browser tests (lightbox, slider, particle background).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const CLUB = '/club-handisport/';

/**
 * A visitor who already answered the cookie banner (tested by the consent feature): nothing
 * covers the page and no third-party content loads.
 * @param context Browser context.
 * @param baseURL The site.
 */
export async function answeredBanner(
	context: BrowserContext,
	baseURL: string
): Promise< void > {
	const url = new URL( baseURL ).origin;
	await context.addCookies(
		[
			'acces_consent',
			...[ 'necessary', 'obligatoire', 'statistics', 'media' ].map(
				( category ) => `acces_consent_${ category }`
			),
		].map( ( name ) => ( {
			name,
			value: [
				'acces_consent_necessary',
				'acces_consent_obligatoire',
			].includes( name )
				? 'yes'
				: 'no',
			url,
		} ) )
	);
}

/**
 * Whether the element that has the focus is inside `selector`.
 * @param page     The page.
 * @param selector CSS selector.
 */
export function focusInside(
	page: Page,
	selector: string
): Promise< boolean > {
	return page.evaluate(
		// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
		( sel ) => !! document.activeElement?.closest( sel ),
		selector
	);
}

/**
 * Whether the slide of a slider's link lies whole in the slider's visible area (and is
 * reachable: not inert).
 * @param link The link in a slide.
 */
export function inCarousel( link: Locator ): Promise< boolean > {
	return link.evaluate( ( a ) => {
		const slide = a.closest( '.swiper-slide' );
		const view = a.closest( '.swiper' );
		if ( ! slide || ! view || slide.hasAttribute( 'inert' ) ) {
			return false;
		}
		const s = slide.getBoundingClientRect();
		const v = view.getBoundingClientRect();
		return s.left >= v.left - 1 && s.right <= v.right + 1;
	} );
}

/**
 * The page's horizontal overflow, in CSS pixels (0 when it reflows).
 * @param page The page.
 */
export function horizontalOverflow( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

/**
 * Opens the lightbox with a click on one image of the page's gallery; returns its dialog.
 * @param page  The page (the club page, or any page with a gallery linked to its files).
 * @param index Which image of the gallery (0 for the first).
 */
export async function openGalleryImage(
	page: Page,
	index = 0
): Promise< Locator > {
	await page
		.locator( '.wp-block-gallery' )
		.getByRole( 'link' )
		.nth( index )
		.click();
	return page.getByRole( 'dialog', { name: 'Visionneuse d’images' } );
}

/**
 * The media ids of the demo club page's slider, read through the REST API as an editor.
 * @param page  A logged-in page.
 * @param nonce The REST nonce.
 */
export async function clubSliderIds(
	page: Page,
	nonce: string
): Promise< number[] > {
	const club = (
		await (
			await page.request.get(
				`/wp-json/wp/v2/pages?slug=${ CLUB.replace(
					/\//g,
					''
				) }&context=edit`,
				{ headers: { 'X-WP-Nonce': nonce } }
			)
		).json()
	)[ 0 ] as { content: { raw: string } };
	return JSON.parse(
		club.content.raw.match(
			/<!-- wp:acces-tourisme\/slider ({.*?}) \/-->/
		)![ 1 ]
	).ids as number[];
}

/** A node of Chromium's accessibility tree, as the DevTools protocol gives it. */
export interface AxNode {
	role?: { value?: string };
	name?: { value?: string };
	ignored?: boolean;
}

/**
 * The nodes of the page's accessibility tree that assistive technologies get (Chromium's own
 * tree, through the DevTools protocol; the ignored nodes are left out).
 * @param page The page.
 */
export async function accessibilityTree( page: Page ): Promise< AxNode[] > {
	const session = await page.context().newCDPSession( page );
	try {
		const { nodes } = ( await session.send(
			'Accessibility.getFullAXTree'
		) ) as { nodes: AxNode[] };
		return nodes.filter( ( node ) => ! node.ignored );
	} finally {
		await session.detach();
	}
}

/**
 * Opens the club page and gives the keyboard's focus to its first carousel's first image link
 * (a key pressed first, so that the focus ring shows as for a keyboard user).
 * @param page
 * @return The focused link.
 */
export async function focusFirstSlideLink( page: Page ): Promise< Locator > {
	await page.goto( CLUB );
	const link = page
		.locator( '.acces-slider.is-ready .acces-slider__link' )
		.first();
	await expect( link ).toBeVisible();
	await page.keyboard.press( 'Tab' );
	await link.focus();
	await expect( link ).toBeFocused();
	return link;
}

/** A slide's box relative to its slider, with its image's address. */
export interface SlideBox {
	src: string | null;
	left: number;
	right: number;
	top: number;
	bottom: number;
	width: number;
	/** The slider's width. */
	frame: number;
}

/**
 * Each slider's slides, in the page's order, as boxes relative to their slider.
 * @param page     Page.
 * @param selector The sliders.
 */
export function slideBoxes(
	page: Page,
	selector = '.acces-slider'
): Promise< SlideBox[][] > {
	return page.locator( selector ).evaluateAll( ( sliders ) =>
		sliders.map( ( slider ) => {
			const frame = slider.getBoundingClientRect();
			return Array.from(
				slider.querySelectorAll( '.swiper-slide' ),
				( slide ) => {
					const r = slide.getBoundingClientRect();
					return {
						src:
							slide
								.querySelector( 'img' )
								?.getAttribute( 'src' ) ?? null,
						left: r.left - frame.left,
						right: r.right - frame.left,
						top: r.top - frame.top,
						bottom: r.bottom - frame.top,
						width: r.width,
						frame: frame.width,
					};
				}
			);
		} )
	);
}

/**
 * Expects every slide of a slider within the slider's width (not pushed off to a side, out of
 * sight) and none over another.
 * @param slides One slider's slide boxes.
 */
export function expectSlidesAllInView( slides: SlideBox[] ): void {
	for ( const [ i, box ] of slides.entries() ) {
		expect( box.left ).toBeGreaterThanOrEqual( -0.5 );
		expect( box.right ).toBeLessThanOrEqual( box.frame + 0.5 );
		for ( const other of slides.slice( 0, i ) ) {
			expect(
				box.left >= other.right - 0.5 ||
					box.right <= other.left + 0.5 ||
					box.top >= other.bottom - 0.5 ||
					box.bottom <= other.top + 0.5
			).toBe( true );
		}
	}
}
