/**
 * The keyboard-only journey (./journey.ts) under the demo's block theme, Twenty Twenty-Three.
 */
import { test } from '../fixtures';
import { keyboardJourney } from './journey';

test( 'find an accessible hotel with the map search, view its photos, manage cookies: keyboard only, focus always visible, no trap', async ( {
	page,
	context,
} ) => {
	test.setTimeout( 120_000 );
	await keyboardJourney( page, context, 'block' );
} );
