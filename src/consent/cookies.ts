/**
 * The consent record, kept in first-party cookies (PRODUCT.md §2):
 * `acces_consent` = yes/no and `acces_consent_{category}` = yes/no, for `days` days.
 *
 * The record is read in the browser only, so a full-page cache never serves one visitor's
 * choice to another.
 */

/** Optional categories: off until the visitor accepts them. */
export const OPTIONAL = [ 'statistics', 'media' ] as const;
/** Strictly necessary categories: always on. */
export const NECESSARY = [ 'necessary', 'obligatoire' ] as const;

export type OptionalCategory = ( typeof OPTIONAL )[ number ];

/** The visitor's choice for the optional categories. */
export type Choices = Record< OptionalCategory, boolean >;

/** The detail of the `acces:consent-change` event. */
export interface ConsentCategories extends Choices {
	necessary: true;
}

export const COOKIE = 'acces_consent';
export const DEFAULT_DAYS = 365;
/** Thirteen months, the CNIL's maximum. */
export const MAX_DAYS = 395;

const DAY_MS = 86_400_000;

/**
 * The value of a cookie, or null.
 * @param name
 * @param doc
 */
export function readCookie(
	name: string,
	doc: Document = document
): string | null {
	for ( const part of doc.cookie.split( ';' ) ) {
		const eq = part.indexOf( '=' );
		if ( eq > -1 && part.slice( 0, eq ).trim() === name ) {
			try {
				return decodeURIComponent( part.slice( eq + 1 ).trim() );
			} catch {
				// A value that no script of ours wrote (« %E0%A4%A »): as if there were
				// none, so that the banner asks again rather than failing to start.
				return null;
			}
		}
	}
	return null;
}

/**
 * Writes a first-party cookie for the whole site: Path=/, SameSite=Lax, Secure over https.
 * @param name
 * @param value
 * @param days
 * @param doc
 * @param now
 */
export function writeCookie(
	name: string,
	value: string,
	days: number,
	doc: Document = document,
	now: number = Date.now()
): void {
	const expires = new Date( now + days * DAY_MS ).toUTCString();
	const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
	doc.cookie = `${ name }=${ encodeURIComponent(
		value
	) }; expires=${ expires }; max-age=${ Math.round(
		days * 86400
	) }; path=/; SameSite=Lax${ secure }`;
}

/**
 * The duration to use: a whole number of days from 1 to 395, else 365.
 * @param days
 */
export function clampDays( days: unknown ): number {
	const n = Number( days );
	return Number.isInteger( n ) && n >= 1 && n <= MAX_DAYS ? n : DEFAULT_DAYS;
}

/**
 * The recorded choice, or null while the visitor has not chosen (no `acces_consent` cookie).
 * @param doc
 */
export function readChoices( doc: Document = document ): Choices | null {
	const answer = readCookie( COOKIE, doc );
	if ( answer !== 'yes' && answer !== 'no' ) {
		return null;
	}
	const choices = {} as Choices;
	for ( const category of OPTIONAL ) {
		choices[ category ] =
			readCookie( `${ COOKIE }_${ category }`, doc ) === 'yes';
	}
	return choices;
}

/**
 * Records a choice. `acces_consent` is `yes` when at least one optional category is accepted,
 * `no` otherwise; the necessary categories are always `yes`.
 * @param choices
 * @param days
 * @param doc
 * @param now
 */
export function writeChoices(
	choices: Choices,
	days: number,
	doc: Document = document,
	now: number = Date.now()
): void {
	const d = clampDays( days );
	for ( const category of NECESSARY ) {
		writeCookie( `${ COOKIE }_${ category }`, 'yes', d, doc, now );
	}
	for ( const category of OPTIONAL ) {
		writeCookie(
			`${ COOKIE }_${ category }`,
			choices[ category ] ? 'yes' : 'no',
			d,
			doc,
			now
		);
	}
	writeCookie(
		COOKIE,
		OPTIONAL.some( ( c ) => choices[ c ] ) ? 'yes' : 'no',
		d,
		doc,
		now
	);
}

/**
 * Whether content of this category may run: the necessary ones always, an optional one once
 * accepted, an unknown one never.
 * @param category
 * @param choices
 */
export function allows( category: string, choices: Choices | null ): boolean {
	if ( ( NECESSARY as readonly string[] ).includes( category ) ) {
		return true;
	}
	return (
		!! choices &&
		( OPTIONAL as readonly string[] ).includes( category ) &&
		choices[ category as OptionalCategory ]
	);
}

/**
 * Every category as `acces:consent-change` describes it.
 * @param choices
 */
export function toCategories( choices: Choices | null ): ConsentCategories {
	return {
		necessary: true,
		statistics: !! choices?.statistics,
		media: !! choices?.media,
	};
}
