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
 * list first: ours must repeat Playwright's. That list is the one of the Playwright version
 * below (packages/playwright-core/src/server/chromium/chromiumSwitches.ts); with another
 * version installed, ours is left out (the tests are slower, nothing else changes) rather than
 * risk dropping one of Playwright's.
 *
 * CommonJS, so that the TypeScript config (compiled to CommonJS by Playwright) and the bench's
 * ES modules can both load it.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The Playwright version whose disabled features are repeated below. */
const PLAYWRIGHT_VERSION = '1.65.1';

/** Playwright 1.65.1's `--disable-features` (chromiumSwitches.ts). */
const PLAYWRIGHT_DISABLED = [
	'AvoidUnnecessaryBeforeUnloadCheckSync',
	'DestroyProfileOnBrowserClose',
	'HttpsUpgrades',
	'HttpsFirstBalancedModeAutoEnable',
	'LensOverlay',
	'MediaRouter',
	'PaintHolding',
	'ThirdPartyStoragePartitioning',
	'AvoidCorsURLLoaderRestartOnRedirect',
	'TcpPortRandomizationWin',
	'OptimizationHints',
	'NetworkTimeServiceQuerying',
	'AimEnabled',
	'PreconnectToSearch',
	'msForceBrowserSignIn',
	'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's WebUI suggestion popups, which a headless browser never shows (the bench's
 * Lighthouse runs turn them off too, added to chrome-launcher's own list).
 */
const HEADLESS_UI_FEATURES = [ 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup' ];

/**
 * The `--disable-features` switch to add, or none when the installed Playwright is not the
 * one whose list is repeated here.
 *
 * @return {string[]} Zero or one switch.
 */
function disabledFeatures() {
	const version = require( 'playwright-core/package.json' ).version;
	if ( version !== PLAYWRIGHT_VERSION ) {
		return [];
	}
	return [
		'--disable-features=' +
			[ ...PLAYWRIGHT_DISABLED, ...HEADLESS_UI_FEATURES ].join( ',' ),
	];
}

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
	...disabledFeatures(),
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, HEADLESS_UI_FEATURES };
