/**
 * The display preferences of the accessibility toolbar.
 *
 * - text size, underlined links and stopped animations: localStorage `acces_toolbar`,
 *   `{ size, underline, still, expires }`, kept 12 hours after the last change;
 * - colour theme: cookie `acces_color` (default | contrast | dark), 90 days.
 *
 * They are applied to <html> (root font size, classes) before the first paint by a tiny
 * inline script in the head (src/toolbar/prepaint.js), which must stay in step with
 * applyPreferences() below.
 */

declare global {
	interface Window {
		/** Fits the headings to the text size (src/toolbar/prepaint.js). */
		accesFitHeadings?: () => void;
	}
}

export const STORAGE_KEY = 'acces_toolbar';
export const COLOR_COOKIE = 'acces_color';
export const KEEP_MS = 12 * 3_600_000;
export const COLOR_DAYS = 90;

/** 100 %, then 120 % to 200 % in steps of 10. */
export const SIZES = [ 100, 120, 130, 140, 150, 160, 170, 180, 190, 200 ];

export const THEMES = [ 'default', 'contrast', 'dark' ] as const;
export type Theme = ( typeof THEMES )[ number ];

export interface Preferences {
	size: number;
	underline: boolean;
	still: boolean;
}

export const DEFAULTS: Preferences = {
	size: 100,
	underline: false,
	still: false,
};

/**
 * Dispatched on `document` with `detail: { stopped: boolean }` when the page's animations
 * stop or may run again (docs/consent-and-toolbar.md: for other features and themes).
 */
export const ANIMATIONS_EVENT = 'acces:animations-change';

export const CLASSES = {
	zoom: 'acces-text-zoom',
	underline: 'acces-underline-links',
	still: 'acces-stop-animations',
	theme: 'acces-theme-',
};

/**
 * The next size up (or down), staying within the steps.
 * @param size
 * @param direction
 */
export function stepSize( size: number, direction: 1 | -1 ): number {
	const index = SIZES.indexOf( size );
	const at = index < 0 ? 0 : index;
	return SIZES[ Math.min( SIZES.length - 1, Math.max( 0, at + direction ) ) ];
}

/**
 * The stored preferences, or the defaults when none or expired (expired ones are removed).
 * @param storage
 * @param now
 */
export function loadPreferences(
	storage: Storage | null = safeStorage(),
	now: number = Date.now()
): Preferences {
	try {
		const stored = JSON.parse( storage?.getItem( STORAGE_KEY ) || 'null' );
		if ( ! stored || typeof stored.expires !== 'number' ) {
			return { ...DEFAULTS };
		}
		if ( stored.expires <= now ) {
			storage?.removeItem( STORAGE_KEY );
			return { ...DEFAULTS };
		}
		return checkedPreferences( stored );
	} catch {
		return { ...DEFAULTS };
	}
}

/**
 * Preferences from stored or sent data: a size that is not a step, or a switch that is not
 * `true`, is the default.
 * @param data
 * @param data.size
 * @param data.underline
 * @param data.still
 */
export function checkedPreferences( data: {
	size?: unknown;
	underline?: unknown;
	still?: unknown;
} ): Preferences {
	return {
		size: SIZES.includes( data.size as number )
			? ( data.size as number )
			: DEFAULTS.size,
		underline: data.underline === true,
		still: data.still === true,
	};
}

/**
 * The settings another page of the site sent on the toolbar's channel (`{ prefs, theme }`):
 * checked like stored values; a message without settings means those of this browser's
 * storage and cookie.
 * @param data The message's data.
 */
export function receivedSettings( data: unknown ): {
	prefs: Preferences;
	theme: Theme;
} {
	const sent = ( data ?? {} ) as {
		prefs?: Record< string, unknown >;
		theme?: unknown;
	};
	return {
		prefs: sent.prefs
			? checkedPreferences( sent.prefs )
			: loadPreferences(),
		theme: isTheme( sent.theme ) ? sent.theme : readTheme(),
	};
}

/**
 * Whether a value is one of the colour themes.
 * @param value
 */
export function isTheme( value: unknown ): value is Theme {
	return THEMES.includes( value as Theme );
}

/**
 * Keeps the preferences for 12 hours; the defaults are simply forgotten.
 * @param prefs
 * @param storage
 * @param now
 */
export function savePreferences(
	prefs: Preferences,
	storage: Storage | null = safeStorage(),
	now: number = Date.now()
): void {
	try {
		if (
			prefs.size === DEFAULTS.size &&
			prefs.underline === DEFAULTS.underline &&
			prefs.still === DEFAULTS.still
		) {
			storage?.removeItem( STORAGE_KEY );
			return;
		}
		storage?.setItem(
			STORAGE_KEY,
			JSON.stringify( { ...prefs, expires: now + KEEP_MS } )
		);
	} catch {
		// Storage full or forbidden: the preferences last for this page only.
	}
}

/**
 * The colour theme of the `acces_color` cookie.
 * @param doc
 */
export function readTheme( doc: Document = document ): Theme {
	const match = doc.cookie.match(
		new RegExp( `(?:^|;\\s*)${ COLOR_COOKIE }=([a-z]+)` )
	);
	const value = match?.[ 1 ];
	return isTheme( value ) ? value : 'default';
}

/**
 * Writes the colour theme cookie (90 days), or removes it (null).
 * @param theme
 * @param doc
 * @param now
 */
export function writeTheme(
	theme: Theme | null,
	doc: Document = document,
	now: number = Date.now()
): void {
	const days = theme ? COLOR_DAYS : -1;
	const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
	doc.cookie = `${ COLOR_COOKIE }=${ theme || '' }; expires=${ new Date(
		now + days * 86_400_000
	).toUTCString() }; max-age=${
		days * 86400
	}; path=/; SameSite=Lax${ secure }`;
}

/**
 * Applies the preferences to the page: root font size (so the whole page reflows) and classes
 * on <html> and <body>.
 * @param prefs
 * @param theme
 * @param doc
 */
export function applyPreferences(
	prefs: Preferences,
	theme: Theme,
	doc: Document = document
): void {
	const html = doc.documentElement;
	const zoom = prefs.size > 100;
	html.style.fontSize = zoom ? `${ prefs.size }%` : '';
	for ( const el of [ html, doc.body ] ) {
		el?.classList.toggle( CLASSES.zoom, zoom );
		el?.classList.toggle( CLASSES.underline, prefs.underline );
		el?.classList.toggle( CLASSES.still, prefs.still );
		for ( const t of THEMES ) {
			el?.classList.toggle(
				CLASSES.theme + t,
				t === theme && t !== 'default'
			);
		}
	}
	if ( prefs.still ) {
		doc.querySelectorAll( 'video' ).forEach( ( video ) => video.pause() );
	}
	// Headings too wide for their box at this size (the head script's function).
	doc.defaultView?.accesFitHeadings?.();
}

/**
 * Tells the page's other features that animations stopped or may run again.
 * @param stopped Whether "stop animations" is on.
 * @param doc     The page.
 */
export function announceAnimations(
	stopped: boolean,
	doc: Document = document
): void {
	doc.dispatchEvent(
		new CustomEvent( ANIMATIONS_EVENT, { detail: { stopped } } )
	);
}

function safeStorage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}
