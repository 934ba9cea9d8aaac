/**
 * The keyboard-only journey (./journey.ts) under a classic theme, Twenty Twenty-One, with its
 * primary menu (folded behind « Menu » on a phone) and the « Gérer mes cookies » block in its
 * footer widget area, as the docs tell a classic site to place it (tools/wp-site.php classic).
 * Listed for the SQLite project only (playwright.config.ts): the journey's checks are in the
 * browser.
 */
import { test } from '../fixtures';
import { useTheme } from '../provider-pages/helpers';
import { keyboardJourney } from './journey';

test.describe( 'classic theme (Twenty Twenty-One)', () => {
	test.describe.configure( { mode: 'serial' } );
	useTheme( 'classic' );

	test( 'find an accessible hotel with the map search, view its photos, manage cookies: keyboard only, focus always visible, no trap', async ( {
		page,
		context,
	} ) => {
		test.setTimeout( 120_000 );
		await keyboardJourney( page, context, 'classic' );
	} );
} );
