/**
 * Keyboard helpers shared by the browser tests.
 */
import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Expects the keyboard's focus to be in the player `frame`: the frame is its page's active
 * element. Not `toBeFocused()`, which also asks `document.hasFocus()`: a player of another
 * site runs in a process of its own, and Chromium answers false at times while the focus goes
 * into it (seen here as the player loads; CI once reported such a player "inactive" for the
 * whole wait, without saying which of the two it was). On failure, the message names what has
 * the focus instead.
 * @param frame The `<iframe>`.
 */
export async function expectFrameFocused( frame: Locator ): Promise< void > {
	await expect
		.poll(
			() =>
				frame.evaluate( ( el ) => {
					const active = el.ownerDocument.activeElement;
					if ( active === el ) {
						return 'the player';
					}
					if ( ! active || active === el.ownerDocument.body ) {
						return 'nothing (the page)';
					}
					return `${ active.tagName.toLowerCase() }${
						active.id ? '#' + active.id : ''
					} « ${ (
						active.getAttribute( 'aria-label' ) ||
						active.textContent ||
						''
					)
						.trim()
						.slice( 0, 60 ) } »`;
				} ),
			{ message: 'the focus is in the player' }
		)
		.toBe( 'the player' );
}
