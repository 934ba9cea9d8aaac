/**
 * The consent contract of the features that show third-party content (the portfolio's frames,
 * the maps' tiles) with the consent feature (docs/consent-and-toolbar.md): the cookie
 * `acces_consent_media=yes` allows third-party content; `acces:consent-request` asks for it;
 * `acces:consent-change` tells that the choice changed.
 */

export const CONSENT_CATEGORY = 'media';
export const REQUEST_EVENT = 'acces:consent-request';
export const CHANGE_EVENT = 'acces:consent-change';

/** True when the visitor accepted the `media` category. */
export function hasMediaConsent(): boolean {
	return document.cookie
		.split( ';' )
		.some(
			( part ) =>
				part.trim() === `acces_consent_${ CONSENT_CATEGORY }=yes`
		);
}

/** Asks the consent feature for the `media` category (it decides; nothing is set here). */
export function requestMediaConsent(): void {
	document.dispatchEvent(
		new CustomEvent( REQUEST_EVENT, {
			detail: { category: CONSENT_CATEGORY },
		} )
	);
}

/**
 * Calls `callback` each time the choice changes, with whether `media` is now allowed.
 * Returns the unsubscribe function.
 * @param callback Receives true when media is allowed.
 */
export function onMediaConsentChange(
	callback: ( allowed: boolean ) => void
): () => void {
	const listener = ( event: Event ) => {
		const detail = ( event as CustomEvent ).detail as
			| { categories?: Record< string, unknown > }
			| undefined;
		callback(
			detail?.categories?.[ CONSENT_CATEGORY ] === true ||
				hasMediaConsent()
		);
	};
	document.addEventListener( CHANGE_EVENT, listener );
	return () => document.removeEventListener( CHANGE_EVENT, listener );
}

/**
 * True when loading the URL reaches another host than the page's (a third party: its frame
 * waits for the visitor's consent).
 * @param url The URL.
 */
export function isThirdParty( url: string ): boolean {
	try {
		return (
			new URL( url, window.location.href ).origin !==
			window.location.origin
		);
	} catch {
		return true;
	}
}

/**
 * The host name shown to the visitor ("youtube.com").
 * @param url The URL.
 */
export function hostLabel( url: string ): string {
	try {
		return new URL( url ).hostname.replace( /^www\./, '' );
	} catch {
		return url;
	}
}
