/**
 * Script and embed blocking. Until their category is accepted:
 * - `<script type="text/plain" data-acces-consent="{category}">` does not run;
 * - `<iframe data-acces-consent="{category}" data-src="…">` has no src, so loads nothing
 *   (an `<embed>` the same; an `<object>` has its address in `data-acces-data`);
 *   nor does an image of another host in an embed (`<img data-src data-srcset>`);
 * - a video placeholder (rendered by the server instead of a YouTube or Vimeo embed) holds the
 *   player's address in `data-acces-video-src`.
 * Accepting runs and loads them without a reload; withdrawing unloads the frames and players
 * (a script that already ran keeps running until the next page load).
 */
import { allows, type Choices } from './cookies';

const SCRIPTS = 'script[type="text/plain"][data-acces-consent]';
const FRAMES =
	'iframe[data-acces-consent][data-src], embed[data-acces-consent][data-src]';
const OBJECTS = 'object[data-acces-consent][data-acces-data]';
const IMAGES = 'img[data-acces-consent][data-src]';
const PLACEHOLDERS = '.acces-video-placeholder[data-acces-video-src]';
const PLAYERS = '.acces-video';

/** Players made from placeholders, to put the placeholder back on withdrawal. */
const placeholders = new WeakMap< Element, HTMLElement >();

/**
 * An absolute http(s) URL, or null.
 * @param url
 */
export function safeUrl( url: string | null | undefined ): string | null {
	if ( ! url ) {
		return null;
	}
	try {
		const parsed = new URL( url, document.baseURI );
		return /^https?:$/.test( parsed.protocol ) ? parsed.href : null;
	} catch {
		return null;
	}
}

/**
 * Replaces a blocked script by a live copy, which the browser runs.
 * @param blocked
 */
export function runScript( blocked: HTMLScriptElement ): HTMLScriptElement {
	const script = blocked.ownerDocument.createElement( 'script' );
	for ( const { name, value } of Array.from( blocked.attributes ) ) {
		if ( name !== 'type' ) {
			script.setAttribute( name, value );
		}
	}
	const type = blocked.getAttribute( 'data-acces-type' );
	if ( type ) {
		script.type = type;
	}
	script.text = blocked.text;
	blocked.replaceWith( script );
	return script;
}

/**
 * Replaces a placeholder by its player; returns the player's box.
 * @param placeholder
 * @param focus       Move the focus into the player (the visitor pressed a button in it).
 */
export function loadVideo(
	placeholder: HTMLElement,
	focus = false
): HTMLElement | null {
	const src = safeUrl( placeholder.dataset.accesVideoSrc );
	if ( ! src || ! placeholder.isConnected ) {
		return null;
	}
	const doc = placeholder.ownerDocument;
	const frame = doc.createElement( 'iframe' );
	frame.src = src;
	frame.title = placeholder.dataset.accesVideoTitle || '';
	frame.setAttribute(
		'allow',
		'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen'
	);
	frame.setAttribute( 'referrerpolicy', 'strict-origin-when-cross-origin' );
	const box = doc.createElement( 'div' );
	box.className = 'acces-video';
	box.setAttribute( 'data-acces-consent', 'media' );
	box.append( frame );
	placeholders.set( box, placeholder );
	placeholder.replaceWith( box );
	if ( focus ) {
		// The player is shorter than its placeholder (a phone's explanation and buttons),
		// so the page moves up under the visitor: the player is brought into view, where
		// the focus goes (focusing a frame does not scroll to it).
		box.scrollIntoView( { block: 'nearest' } );
		frame.focus( { preventScroll: true } );
	}
	return box;
}

/**
 * Runs and loads what `choices` allows; unloads the frames and players of the categories
 * withdrawn since `previous`.
 * @param choices
 * @param previous
 * @param root
 */
export function applyConsent(
	choices: Choices | null,
	previous: Choices | null = null,
	root: ParentNode = document
): void {
	root.querySelectorAll< HTMLScriptElement >( SCRIPTS ).forEach(
		( script ) => {
			if ( allows( script.dataset.accesConsent || '', choices ) ) {
				runScript( script );
			}
		}
	);
	root.querySelectorAll< HTMLObjectElement >( OBJECTS ).forEach(
		( object ) => {
			const data = safeUrl( object.dataset.accesData );
			if (
				data &&
				allows( object.dataset.accesConsent || '', choices ) &&
				object.getAttribute( 'data' ) !== data
			) {
				object.setAttribute( 'data', data );
			}
		}
	);
	root.querySelectorAll< HTMLElement >( FRAMES ).forEach( ( frame ) => {
		const category = frame.dataset.accesConsent || '';
		const src = safeUrl( frame.dataset.src );
		if ( allows( category, choices ) ) {
			if ( src && frame.getAttribute( 'src' ) !== src ) {
				frame.setAttribute( 'src', src );
			}
		} else if (
			allows( category, previous ) &&
			frame.hasAttribute( 'src' )
		) {
			frame.setAttribute( 'src', 'about:blank' );
		}
	} );
	// An image stays once shown (withdrawing cannot take back what it sent).
	root.querySelectorAll< HTMLImageElement >( IMAGES ).forEach( ( image ) => {
		const src = safeUrl( image.dataset.src );
		if (
			src &&
			allows( image.dataset.accesConsent || '', choices ) &&
			image.getAttribute( 'src' ) !== src
		) {
			if ( image.dataset.srcset ) {
				image.srcset = image.dataset.srcset;
			}
			image.src = src;
		}
	} );
	root.querySelectorAll< HTMLElement >( '.acces-embed__notice' ).forEach(
		( notice ) => ( notice.hidden = allows( 'media', choices ) )
	);
	// What the consent's head script marks at the first paint (prepaint.js, consent.scss).
	if ( root instanceof Document ) {
		root.documentElement.classList.toggle(
			'acces-media-allowed',
			allows( 'media', choices )
		);
	}
	if ( allows( 'media', choices ) ) {
		root.querySelectorAll< HTMLElement >( PLACEHOLDERS ).forEach(
			( placeholder ) => loadVideo( placeholder )
		);
	} else if ( allows( 'media', previous ) ) {
		root.querySelectorAll( PLAYERS ).forEach( ( player ) => {
			const placeholder = placeholders.get( player );
			if ( placeholder ) {
				player.replaceWith( placeholder );
			}
		} );
	}
}
