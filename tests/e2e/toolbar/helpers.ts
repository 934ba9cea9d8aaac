/**
 * Steps shared by the toolbar's browser tests.
 */
import type { Frame, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The toolbar's text sizes, in the order its "Agrandir" button steps through them (%). */
export const SIZES = [ 100, 120, 130, 140, 150, 160, 170, 180, 190, 200 ];

/**
 * Opens the toolbar with its button and returns its panel.
 * @param page
 */
export async function openToolbar( page: Page ) {
	const toggle = page.getByRole( 'button', { name: 'Accessibilité' } );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	return page.getByRole( 'complementary', { name: 'Accessibilité' } );
}

/**
 * The root element's computed font size ("16px"), in a page or a frame.
 * @param page
 */
export function rootFontSize( page: Page | Frame ) {
	return page.evaluate(
		() => getComputedStyle( document.documentElement ).fontSize
	);
}

/**
 * The toolbar's classes on the root element, in their order (the consent's, which say what the
 * visitor allowed, left out).
 * @param page
 */
export function toolbarClasses( page: Page | Frame ) {
	return page.evaluate( () =>
		Array.from( document.documentElement.classList )
			.filter( ( name ) =>
				/^acces-(floating|text-zoom|theme-|underline-links|stop-animations)/.test(
					name
				)
			)
			.join( ' ' )
	);
}
