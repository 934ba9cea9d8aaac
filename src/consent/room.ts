/**
 * How tall the consent's choices (the « Personnaliser » view, and the view that « Gérer mes
 * cookies » reopens) may be when the banner lies on the right of the screen. The page's scroll
 * padding reserves the banner's height, so that what the keyboard focuses scrolls clear of
 * it: taller than the screen leaves free, the padding went beyond the screen and every focused
 * element was cut at the top edge (the reopened choices, 688 px on a 1280×720 screen). So the
 * choices leave 40 % of the screen (6rem at least) free above themselves, the floating buttons
 * and their 1rem from the bottom, and scroll beyond that; never less than 10rem tall. The
 * banner's first view is not capped: its three answers stay in sight (the head script draws
 * it, placement.js). Where the banner spans the left, none: it goes into the flow there
 * (bannerInFlow()).
 *
 * @param rect             The banner's box.
 * @param rect.left
 * @param buttons          The floating buttons' room above it, px.
 * @param rem              The root font size, px.
 * @param view             The window.
 * @param view.innerWidth
 * @param view.innerHeight
 * @return Its max height, px, or null.
 */
export function choicesCap(
	rect: { left: number },
	buttons: number,
	rem: number,
	view: { innerWidth: number; innerHeight: number }
): number | null {
	if ( rect.left < view.innerWidth / 3 ) {
		return null;
	}
	const free = Math.max( 6 * rem, 0.4 * view.innerHeight );
	return Math.max(
		10 * rem,
		Math.floor( view.innerHeight - buttons - rem - free )
	);
}
