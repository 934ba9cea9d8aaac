/** What isFramed() compares: a window, or a stand-in of one (tests). */
interface Framable {
	readonly self: unknown;
	readonly top: unknown;
}

/**
 * Whether this page is shown inside a frame (the portfolio's quick view previews pages of the
 * site in an iframe; another site may frame it too). A framed page shows neither the consent
 * banner nor the "Accessibilité" button: the visitor makes those choices in the page around
 * it, which a choice made in the frame would not update. What the cookies say still applies.
 *
 * Only comparing `self` and `top`: reading a cross-origin top window's properties throws, but
 * comparing the window itself does not, and nothing more is needed (only our own script runs
 * here, whoever frames the page).
 * @param win
 */
export function isFramed( win: Framable = window ): boolean {
	try {
		return win.self !== win.top;
	} catch {
		// A browser that refuses even that: framed by another origin.
		return true;
	}
}

/** Class on `<html>` of a framed page (hides the "Gérer mes cookies" buttons: consent.scss). */
export const FRAMED_CLASS = 'acces-framed';
