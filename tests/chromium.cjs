/**
 * How the browser tests (playwright.config.ts) and the bench (tests/bench/scale.mjs) start
 * Debian's Chromium: its launcher script, with the flags that the machine's set-up asks for,
 * and without the browser's own interface work that no test looks at.
 *
 * Headless Chromium 156 still builds the address bar's suggestion popup (two WebUI pages,
 * chrome://omnibox-popup.top-chrome) and keeps it up to date on every navigation, in a
 * renderer and the browser process of its own: measured on the portfolio's 15 browser tests,
 * that was 24.5 s of CPU in the popup's renderer and 20 s more in the browser process, out of
 * 106 s of Chromium in all, on a 2-core machine where the tests wait for the CPU. Two features
 * turn it off.
 *
 * Chromium keeps only the last `--disable-features` it is given, and Playwright passes its own
 * list first: the browser is started through tests/chromium.sh, which merges every such switch
 * into one, so that ours adds to Playwright's list, whichever version of Playwright is installed.
 *
 * CommonJS, so that the TypeScript config (compiled to CommonJS by Playwright) and the bench's
 * ES modules can both load it.
 */
/** The launcher script; it starts `CHROMIUM_PATH` of the environment, or Debian's Chromium. */
const CHROMIUM_PATH = require( 'path' ).join( __dirname, 'chromium.sh' );

/**
 * The address bar's WebUI suggestion popups, which a headless browser never shows (the bench's
 * Lighthouse runs turn them off too, added to chrome-launcher's own list).
 */
const HEADLESS_UI_FEATURES = [ 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup' ];

/**
 * The switches given to Chromium, after Playwright's own.
 *
 * @type {string[]}
 */
const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
	'--disable-features=' + HEADLESS_UI_FEATURES.join( ',' ),
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, HEADLESS_UI_FEATURES };
