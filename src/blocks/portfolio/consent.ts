/**
 * The consent contract with the consent feature (docs/portfolio.md): the cookie
 * `acces_consent_media=yes` allows third-party frames; `acces:consent-request` asks for it;
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
