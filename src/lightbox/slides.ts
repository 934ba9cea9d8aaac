/**
 * From the links of the page to the lightbox's slides: groups (one gallery, or one content
 * area) and the texts of each image (title, description, alternative text), as plain text.
 */
import { isImageLink } from './match';
import type { AttachmentTexts, LightboxData, TextSource } from './settings';

/** A gallery: its images form one group. */
const GALLERY =
	'.wp-block-gallery, .blocks-gallery-grid, .gallery, .wp-block-acces-tourisme-slider, [data-acces-lightbox-group]';
/** A content area: its other images form one group. */
const CONTENT_AREA =
	'.wp-block-post-content, .entry-content, .wp-block-post, article, main';

export interface Slide {
	/** The image file. */
	href: string;
	/** Alternative text of the image (from the media library, else the linked image). */
	alt: string;
	/** Title shown under the image (text). */
	title: string;
	/** Description shown under the title (text). */
	description: string;
	/** The link that opens this slide; focus returns to it. */
	trigger: HTMLAnchorElement;
}

/**
 * The element whose image links form the group of this link.
 * @param link An image link.
 */
export function groupOf( link: Element ): Element {
	return (
		link.closest( GALLERY ) ??
		link.closest( CONTENT_AREA ) ??
		link.ownerDocument.body
	);
}

/**
 * The index of the looping Swiper slide a link is in (Swiper's data-swiper-slide-index: the
 * slide's own place, whatever the place Swiper moved it to), or null outside of one.
 * @param link An image link.
 */
function loopIndexOf( link: Element ): number | null {
	const index = Number(
		link
			.closest( '[data-swiper-slide-index]' )
			?.getAttribute( 'data-swiper-slide-index' ) ?? NaN
	);
	return Number.isInteger( index ) ? index : null;
}

/**
 * The links of a looping carousel in its slides' own order, the order its labels ("2 / 6")
 * give: a loop moves the slides around the document. One link per image when a loop copies
 * slides (the one given, when it is a copy).
 * @param links The group's links, in document order.
 * @param link  The link that opens the group.
 */
function inSlideOrder(
	links: HTMLAnchorElement[],
	link: HTMLAnchorElement
): HTMLAnchorElement[] {
	const indexes = links.map( loopIndexOf );
	if ( ! links.length || indexes.some( ( index ) => index === null ) ) {
		return links;
	}
	const kept = new Map< string, [ number, HTMLAnchorElement ] >();
	links.forEach( ( a, i ) => {
		const key = `${ indexes[ i ] } ${ a.href }`;
		if ( ! kept.has( key ) || a === link ) {
			kept.set( key, [ indexes[ i ] as number, a ] );
		}
	} );
	// A stable sort: the links of one slide keep their order.
	return Array.from( kept.values() )
		.sort( ( a, b ) => a[ 0 ] - b[ 0 ] )
		.map( ( [ , a ] ) => a );
}

/**
 * The image links of the same group as `link`, in document order (a looping carousel's in
 * its slides' order).
 * @param link An image link.
 */
export function groupLinks( link: HTMLAnchorElement ): HTMLAnchorElement[] {
	const group = groupOf( link );
	return inSlideOrder(
		Array.from( group.querySelectorAll( 'a[href]' ) ).filter(
			( a ): a is HTMLAnchorElement =>
				isImageLink( a ) && groupOf( a ) === group
		),
		link
	);
}

function attachmentOf(
	link: HTMLAnchorElement,
	data: LightboxData
): AttachmentTexts | null {
	const img = link.querySelector( 'img' );
	const match = img?.className.match( /\bwp-image-(\d+)\b/ );
	if ( match && data.attachments[ match[ 1 ] ] ) {
		return data.attachments[ match[ 1 ] ];
	}
	const href = link.href.split( /[?#]/ )[ 0 ];
	return (
		Object.values( data.attachments ).find(
			( texts ) => texts.url && texts.url === href
		) ?? null
	);
}

/**
 * The texts of the image a link opens: from the media library when PHP knows the image,
 * otherwise from the page (the image's title attribute, the figure's caption, its alt; a text
 * link's text as the alt).
 * @param link An image link.
 * @param data Options and attachment texts.
 */
export function textsOf(
	link: HTMLAnchorElement,
	data: LightboxData
): AttachmentTexts {
	const known = attachmentOf( link, data );
	const img = link.querySelector( 'img' );
	const figcaption = link
		.closest( 'figure' )
		?.querySelector( ':scope > figcaption' );
	return {
		url: link.href,
		title:
			known?.title ||
			img?.getAttribute( 'title' ) ||
			link.getAttribute( 'title' ) ||
			'',
		caption: known?.caption || figcaption?.textContent?.trim() || '',
		description: known?.description || '',
		// A text link to an image: its text says what the image is.
		alt:
			known?.alt ||
			( img ? img.getAttribute( 'alt' ) : link.textContent?.trim() ) ||
			'',
	};
}

function pick( texts: AttachmentTexts, from: TextSource ): string {
	return from === 'none' ? '' : texts[ from ].trim();
}

/**
 * The slide of one link, with the title and description sources of the options; an empty
 * description falls back to the caption.
 * @param link An image link.
 * @param data Options and attachment texts.
 */
export function slideOf( link: HTMLAnchorElement, data: LightboxData ): Slide {
	const texts = textsOf( link, data );
	const { title_src: titleSrc, description_src: descriptionSrc } =
		data.options;
	const title = pick( texts, titleSrc );
	let description = pick( texts, descriptionSrc );
	if ( ! description && descriptionSrc !== 'none' ) {
		description = texts.caption.trim();
	}
	return {
		href: link.href,
		alt: texts.alt,
		title,
		description: description === title ? '' : description,
		trigger: link,
	};
}
