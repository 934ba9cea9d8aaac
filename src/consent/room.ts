/**
 * How tall the consent's choices (the « Personnaliser » view, and the view that « Gérer mes
 * cookies » reopens) may be while the banner is fixed over the page. The page's scroll padding
 * reserves the banner's height, so that what the keyboard focuses scrolls clear of it: taller
 * than the screen leaves free, the padding went beyond the screen and every focused element
 * was cut at the top edge (the reopened choices, 688 px on a 1280×720 screen). So the choices
 * leave 40 % of the screen (6rem at least) free above themselves, the floating buttons and
 * their 1rem from the bottom, and scroll beyond that; never less than 10rem tall. The banner's
 * first view is not capped: its three answers stay in sight (the head script draws it,
 * placement.js). In the flow (bannerInFlow()), nothing is capped: it covers nothing.
 *
 * @param buttons          The floating buttons' room above it, px.
 * @param rem              The root font size, px.
 * @param view             The window.
 * @param view.innerHeight
 * @return Its max height, px.
 */
export function choicesCap(
	buttons: number,
	rem: number,
	view: { innerHeight: number }
): number {
	const free = Math.max( 6 * rem, 0.4 * view.innerHeight );
	return Math.max(
		10 * rem,
		Math.floor( view.innerHeight - buttons - rem - free )
	);
}
