/**
 * What the consent feature's Jest tests share: the settings of a bare banner and the cookies.
 */
import type { ConsentSettings } from '../ConsentApp';

/** A banner's settings without descriptions or policy link. */
export const BARE_SETTINGS: ConsentSettings = {
	days: 365,
	title: 'Cookies and external content',
	message: 'We ask first.',
	policyUrl: '',
	descriptions: { necessary: '', statistics: '', media: '' },
};

/** Removes every cookie of the test page. */
export function clearCookies() {
	for ( const part of document.cookie.split( ';' ) ) {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

/**
 * Writes a recorded choice, as the banner does.
 * @param statistics
 * @param media
 */
export function setCookies( statistics: 'yes' | 'no', media: 'yes' | 'no' ) {
	const any = statistics === 'yes' || media === 'yes' ? 'yes' : 'no';
	document.cookie = `acces_consent=${ any }; path=/`;
	document.cookie = `acces_consent_statistics=${ statistics }; path=/`;
	document.cookie = `acces_consent_media=${ media }; path=/`;
}
