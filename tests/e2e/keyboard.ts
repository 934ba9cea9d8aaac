/**
 * Keyboard helpers shared by the browser tests.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus; fails after `max` presses.
 * @param page
 * @param target
 * @param max    At most this many presses.
 */
export async function tabTo(
	page: Page,
	target: Locator,
	max = 80
): Promise< void > {
	for ( let i = 0; i < max; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
	}
	throw new Error( `${ target } was not reached with ${ max } Tab presses.` );
}
