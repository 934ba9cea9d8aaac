/**
 * Translation functions of the site-wide scripts (consent banner, toolbar): the same calls as
 * `@wordpress/i18n` (`__`, `_x`, `sprintf`, with the plugin's text domain), reading the
 * script's translations that the server prints before it as `window.accesL10n` (the Jed JSON
 * that WordPress would give `wp.i18n.setLocaleData()`; Assets::inline_translations()).
 *
 * Every public page loads these scripts: without `@wordpress/i18n` it does not load wp-i18n
 * and wp-hooks for them either (docs/consent-and-toolbar.md, "What every page loads"). The
 * strings are still extracted and translated as any other (tools/i18n.mjs).
 */

interface LocaleData {
	locale_data?: {
		messages?: Record< string, unknown >;
	};
}

declare global {
	interface Window {
		accesL10n?: LocaleData;
	}
}

function translated( key: string ): string | undefined {
	const found = window.accesL10n?.locale_data?.messages?.[ key ];
	const text = Array.isArray( found ) ? found[ 0 ] : undefined;
	return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * The translation of `text`, or `text` itself.
 * @param text    Source string (English).
 * @param _domain Text domain (the plugin's; kept for string extraction).
 */
export function __( text: string, _domain?: string ): string {
	return translated( text ) ?? text;
}

/**
 * The translation of `text` in a context.
 * @param text    Source string (English).
 * @param context Its context.
 * @param _domain Text domain (the plugin's; kept for string extraction).
 */
export function _x( text: string, context: string, _domain?: string ): string {
	return translated( `${ context }\u0004${ text }` ) ?? text;
}

/**
 * `sprintf` for the placeholders that translations use: %s, %d, numbered (%1$s, %2$d) and %%.
 * @param format Format.
 * @param args   Values.
 */
export function sprintf( format: string, ...args: unknown[] ): string {
	let next = 0;
	return format.replace(
		/%(?:(\d+)\$)?([sd%])/g,
		( match, position: string | undefined, type: string ) => {
			if ( type === '%' ) {
				return '%';
			}
			const index = position ? Number( position ) - 1 : next++;
			const value = args[ index ];
			if ( value === undefined ) {
				return match;
			}
			return type === 'd'
				? String( Math.trunc( Number( value ) ) )
				: String( value );
		}
	);
}
