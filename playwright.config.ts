/**
 * Browser tests: Debian's Chromium driven by Playwright against the running demo sites
 * (tools/e2e.sh starts them: SQLite on :8889, MariaDB on :8890).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.cjs';

const engines = ( process.env.ACCES_E2E_ENGINES || 'sqlite mariadb' )
	.split( /\s+/ )
	.filter( Boolean );
// What is decided in the browser behaves the same on both engines: the sweeps, the colour
// themes, the toolbar, the consent banner's journeys (the server never reads the consent
// cookies), the lightbox and the slider by keyboard, the escaping checks, the layout-shift
// measures (nothing they measure is written). Each of those files runs on one engine only,
// split so that the two engines' suites (run side by side) take about as long; the pages
// they visit are still rendered on the other engine by the sweep at its width.
// What writes content or options (editors, imports, settings) runs on both.
const SQLITE_ONLY = [
	'**/a11y/sweep-320.spec.ts',
	'**/a11y/sweep-classic-1280.spec.ts',
	'**/a11y/keyboard-journey-classic.spec.ts',
	'**/toolbar/themes.spec.ts',
	'**/toolbar/headings.spec.ts',
	'**/toolbar/narrow.spec.ts',
	'**/consent/first-view.spec.ts',
	'**/media/lightbox.spec.ts',
	'**/media/slider.spec.ts',
];
const MARIADB_ONLY = [
	'**/a11y/sweep-1280.spec.ts',
	'**/a11y/sweep-classic-320.spec.ts',
	'**/consent/consent.spec.ts',
	'**/security/xss.spec.ts',
	'**/toolbar/toolbar.spec.ts',
	'**/toolbar/layout-shift.spec.ts',
	'**/toolbar/print.spec.ts',
	'**/media/no-script.spec.ts',
	'**/portfolio/layout-shift.spec.ts',
	// Reads the demo's items only (the theme switch is the provider pages' own, on both).
	'**/portfolio/item-page.spec.ts',
];
const offset = Number( process.env.ACCES_PORT_OFFSET || 0 );
const ports: Record< string, number > = {
	sqlite: 8889 + offset,
	mariadb: 8890 + offset,
};

export default defineConfig( {
	testDir: './tests/e2e',
	// One folder per engine run: tools/e2e.sh runs the engines side by side.
	outputDir: `./artifacts/e2e-${ engines.join( '-' ) }${
		process.env.ACCES_INSTANCE ? '-' + process.env.ACCES_INSTANCE : ''
	}`,
	fullyParallel: false,
	workers: 2,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	use: {
		locale: 'fr-FR',
		viewport: { width: 1280, height: 900 },
		trace: 'off',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
	projects: engines.map( ( engine ) => ( {
		name: engine,
		use: { baseURL: `http://localhost:${ ports[ engine ] }` },
		// Not listed, rather than skipped, on the other engine.
		testIgnore: engine === 'sqlite' ? MARIADB_ONLY : SQLITE_ONLY,
	} ) ),
} );
