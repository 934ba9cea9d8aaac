/*
 * Where the consent banner goes: the rule in one place. ConsentApp imports it; the build puts
 * it in the consent's head script (tools/head-scripts.cjs), which draws the banner's first
 * view with it before the first paint, so that the banner, once drawn by ConsentApp, is where
 * its first view was and nothing moves. Plain JavaScript of the browsers WordPress supports:
 * it runs in the head script as written (types: placement.d.ts).
 */

/**
 * Whether the banner takes its place at the top of the page, in the flow, instead of fixed at
 * the bottom: when it spans the left of the screen (a small screen, or large text) and, with
 * the floating buttons' room above it, would leave less than 6rem of page, where whatever the
 * keyboard focuses would sit under them. Its width is the same both ways, so its height (the
 * test) does not change when it switches.
 *
 * @param {{left: number, height: number}}            rect    The banner's box.
 * @param {number}                                    buttons The floating buttons' room above it, px (0 without them).
 * @param {number}                                    rem     The root font size, px.
 * @param {{innerWidth: number, innerHeight: number}} view    The window.
 * @return {boolean} In the flow.
 */
export function bannerInFlow( rect, buttons, rem, view ) {
	return (
		rect.left < view.innerWidth / 3 &&
		view.innerHeight - rect.height - buttons < 6 * rem
	);
}
