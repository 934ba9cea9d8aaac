/**
 * Shared steps of the portfolio browser tests (demo page "Portfolio", 33 items, 9 a page).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect } from '../fixtures';

export const PORTFOLIO = '/portfolio/';
export const TOTAL = 33;
export const PER_PAGE = 9;

/**
 * Records the consent choice "no media" (so the banner of the consent feature stays closed);
 * with `media`, the visitor has accepted the media category.
 * @param context
 * @param baseURL
 * @param media
 */
export async function decideConsent(
	context: BrowserContext,
	baseURL: string,
	media = false
) {
	const url = new URL( baseURL );
	await context.addCookies(
		[
			[ 'acces_consent', media ? 'yes' : 'no' ],
			[ 'acces_consent_necessary', 'yes' ],
			[ 'acces_consent_obligatoire', 'yes' ],
			[ 'acces_consent_statistics', 'no' ],
			[ 'acces_consent_media', media ? 'yes' : 'no' ],
		].map( ( [ name, value ] ) => ( {
			name,
			value,
			domain: url.hostname,
			path: '/',
		} ) )
	);
}

/**
 * The portfolio block.
 * @param page
 */
export function portfolio( page: Page ) {
	return page.locator( '.acces-portfolio' );
}

/**
 * The grid's item titles.
 * @param page
 */
export function titles( page: Page ) {
	return portfolio( page )
		.getByRole( 'list', { name: 'Éléments du portfolio' } )
		.getByRole( 'heading', { level: 3 } );
}

/**
 * Opens the demo page and waits for the first page of items.
 * @param page
 */
export async function openPortfolio( page: Page ) {
	await page.goto( PORTFOLIO );
	await expect( titles( page ) ).toHaveCount( PER_PAGE );
	await expect( portfolio( page ).getByRole( 'status' ) ).toHaveCount( 0 );
}

/**
 * Records the item requests that the page makes from now on.
 * @param page
 */
export function itemRequests( page: Page ): URL[] {
	const seen: URL[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		if ( url.pathname.endsWith( '/wp-json/wp/v2/acces-portfolio' ) ) {
			seen.push( url );
		}
	} );
	return seen;
}

/**
 * The dialog that is open.
 * @param page
 */
export function dialog( page: Page ) {
	return page.getByRole( 'dialog' );
}

type FocusReading = { inDialog: boolean; onClose: boolean };

/**
 * Where the focus is, or null while it is moving. Focus that crosses a frame of another origin
 * (the video player) moves across processes and lands a moment after the key press, so one
 * reading can see it in transit: this one is taken only when two readings 150 ms apart agree.
 * @param page
 */
function readFocus( page: Page ): Promise< FocusReading | null > {
	return page.evaluate(
		() =>
			new Promise< FocusReading | null >( ( resolve ) => {
				const doc = document.documentElement.ownerDocument;
				const first = doc.activeElement;
				setTimeout( () => {
					const active = doc.activeElement;
					const box = doc.querySelector( '[role="dialog"]' );
					resolve(
						active !== first || ! active
							? null
							: {
									inDialog: !! box && box.contains( active ),
									onClose: active.matches(
										'.acces-portfolio-dialog__close'
									),
							  }
					);
				}, 150 );
			} )
	);
}

/**
 * Where the focus is once it has stopped moving.
 * @param page
 */
export async function settledFocus( page: Page ): Promise< FocusReading > {
	let reading: FocusReading | null = null;
	await expect
		.poll( async () => ( reading = await readFocus( page ) ) !== null, {
			message: 'the focus kept moving',
			timeout: 3000,
		} )
		.toBe( true );
	return reading!;
}

/**
 * Waits until the focus has stopped moving, then expects it where `where` says.
 * @param page
 * @param where   Which reading must hold: in the dialog, or on its « Fermer ».
 * @param message
 */
export async function expectFocusSettled(
	page: Page,
	where: keyof FocusReading,
	message?: string
) {
	await expect
		.poll( async () => ( await readFocus( page ) )?.[ where ] ?? null, {
			message,
			timeout: 3000,
		} )
		.toBe( true );
}

/**
 * Presses Tab `count` times and expects the focus to stay in the open dialog.
 * @param page
 * @param count
 */
export async function expectFocusTrapped( page: Page, count = 8 ) {
	for ( let i = 0; i < count; i++ ) {
		await page.keyboard.press( i % 3 === 2 ? 'Shift+Tab' : 'Tab' );
		// Focus that enters a frame still loading lands on it once it has loaded (Chromium
		// moves it across processes): wait for it to settle, then it must be inside.
		await expectFocusSettled(
			page,
			'inDialog',
			`focus left the dialog after ${ i + 1 } presses`
		);
	}
}
