/**
 * Accessibility sweep (issue 8 §4): every page type of the demo site, in the toolbar's three
 * colour themes, with text at 100 % and 200 %, under reduced motion (and once with motion
 * allowed), at one width per spec file (sweep-320.spec.ts, sweep-1280.spec.ts): axe (WCAG 2.2
 * AA tags) reports nothing, nothing scrolls sideways at 320 px, and every element reached with
 * Tab shows a focus indicator that nothing covers (cookie banner, toolbar, "Haut de page").
 * The banner stays open (a first visit), so it is swept too.
 *
 * The matrix: docs/accessibility.md.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import {
	type Theme,
	axeViolations,
	choosePreferences,
	installFocusProbe,
	overflowProblems,
	preloadAxe,
	seedPreferencesScript,
	tabThrough,
} from './helpers';
import { expectTheme, useTheme } from '../provider-pages/helpers';

const THEMES: Theme[] = [ 'default', 'contrast', 'dark' ];
const SIZES = [ 100, 200 ];

interface Combo {
	theme: Theme;
	size: number;
	/** `prefers-reduced-motion: reduce` emulated (else animations run: slider, transitions). */
	reduced: boolean;
}

/**
 * The combinations swept at each width: every colour theme × text size under reduced motion,
 * and the default colours at 100 % with motion allowed (the slider turning, the transitions
 * running), so that an animation cannot hide a fault that reduced motion removes.
 */
const COMBOS: Combo[] = [
	...THEMES.flatMap( ( theme ) =>
		SIZES.map( ( size ) => ( { theme, size, reduced: true } ) )
	),
	{ theme: 'default', size: 100, reduced: false },
];

/**
 * Whether the Tab walk runs for a combination: the themes only recolour the focus indicator
 * (with !important), so the walk runs in the default colours at each size, and in the other
 * two themes at 200 % (their heaviest state), not in all six.
 * @param combo
 */
function walks( combo: Combo ): boolean {
	return combo.reduced && ( combo.theme === 'default' || combo.size === 200 );
}

/** At most this many Tab presses per page load (the page's order is walked until it loops). */
const MAX_TABS = 70;

interface PageType {
	name: string;
	path: string;
	/** Waits until the page's script-built parts are there. */
	ready?: ( page: Page ) => Promise< void >;
	/** Opens the state to sweep as well (a list, a dialog) with the keyboard. */
	open?: ( page: Page ) => Promise< void >;
	/** Tab presses to try inside the opened state (a modal dialog keeps the focus). */
	tabsInside?: number;
	/**
	 * Swept under the block theme only: a page that is the theme's own and holds nothing of
	 * ours but the banner and the floating buttons, whose faults under Twenty Twenty-One are
	 * the theme's (its search title, « accessible » with French non-breaking spaces in 48 px
	 * type, is wider than a 320 px screen at 100 %).
	 */
	blockThemeOnly?: boolean;
}

const PAGES: PageType[] = [
	{ name: 'home page', path: '/' },
	{ name: 'accessibility statement', path: '/declaration-accessibilite/' },
	{
		name: 'provider page',
		path: '/prestataires-accessibles/hotels/hotel-les-glycines-bleues/',
		// A first visit: the map's tiles wait for consent, and their notice is swept too.
		ready: async ( page ) => {
			await expect(
				page.getByRole( 'button', {
					name: 'Afficher le fond de carte',
				} )
			).toBeVisible();
			await expect(
				page.locator( '.leaflet-container .acces-map-point' )
			).toBeVisible();
		},
	},
	{
		name: 'category page',
		path: '/prestataires-accessibles/hotels/',
		ready: ( page ) =>
			expect(
				page.locator( '.leaflet-marker-icon' ).first()
			).toBeVisible(),
	},
	{ name: 'providers archive', path: '/prestataires-accessibles/' },
	{
		name: 'list map page',
		path: '/carte-des-prestataires/',
		ready: ( page ) =>
			expect( page.locator( '.leaflet-marker-icon' ) ).not.toHaveCount(
				0
			),
	},
	{
		name: 'map search page, Commune list open',
		path: '/recherche-sur-la-carte/',
		ready: ( page ) =>
			expect(
				page.locator( '.acces-map-search__count[role="status"]' )
			).toHaveText( '11 prestataires trouvés' ),
		open: async ( page ) => {
			const commune = page.getByRole( 'combobox', { name: 'Commune' } );
			await commune.focus();
			await page.keyboard.press( 'ArrowDown' );
			await expect( commune ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect(
				page.getByRole( 'listbox', { name: 'Commune' } )
			).toBeVisible();
		},
	},
	{
		name: 'portfolio page, quick view open',
		path: '/portfolio/',
		ready: ( page ) =>
			expect(
				page
					.getByRole( 'list', { name: 'Éléments du portfolio' } )
					.getByRole( 'heading', { level: 3 } )
			).toHaveCount( 9 ),
		open: async ( page ) => {
			await page
				.getByRole( 'button', {
					name: 'Aperçu rapide : Ferme & Fromages d’Antan',
				} )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect(
				page
					.getByRole( 'dialog' )
					.getByRole( 'button', { name: 'Tablette' } )
			).toBeVisible();
		},
		tabsInside: 6,
	},
	{
		name: 'club page with its slider, lightbox open',
		path: '/club-handisport/',
		ready: ( page ) =>
			expect(
				page.locator( '.acces-slider .swiper-slide' ).first()
			).toBeVisible(),
		open: async ( page ) => {
			await page
				.locator( '.wp-block-gallery' )
				.getByRole( 'link' )
				.first()
				.focus();
			await page.keyboard.press( 'Enter' );
			const dialog = page.getByRole( 'dialog', {
				name: 'Visionneuse d’images',
			} );
			await expect(
				dialog.getByRole( 'button', { name: 'Fermer' } )
			).toBeFocused();
			await expect(
				dialog.locator( '.gslide-media img' ).first()
			).toBeVisible();
		},
		tabsInside: 8,
	},
	{ name: 'cookie policy', path: '/politique-de-cookies/' },
	{
		name: 'site search results',
		path: '/?s=accessible',
		blockThemeOnly: true,
	},
	{ name: 'not found (404)', path: '/cette-page-n-existe-pas/' },
];

/**
 * Defines the sweep's tests at one width: one test per page type, every combination in it.
 * @param width     Viewport width (px).
 * @param height    Viewport height (px).
 * @param engine    The one database engine whose project runs it (the checks are in the
 *                  browser and do not depend on the engine; see playwright.config.ts).
 * @param siteTheme The WordPress theme: the demo's block theme (Twenty Twenty-Three), or the
 *                  classic Twenty Twenty-One, switched to for these tests and back after them.
 */
export function defineSweep(
	width: number,
	height: number,
	engine: string,
	siteTheme: 'block' | 'classic' = 'block'
): void {
	test.describe( `accessibility sweep at ${ width } px${
		siteTheme === 'classic' ? ', classic theme (Twenty Twenty-One)' : ''
	}`, () => {
		if ( siteTheme === 'classic' ) {
			test.describe.configure( { mode: 'serial' } );
			useTheme( 'classic' );
		}
		for ( const type of PAGES ) {
			if ( siteTheme === 'classic' && type.blockThemeOnly ) {
				continue;
			}
			test( `${ type.name }: axe${
				width === 320 ? ', reflow' : ''
			} and visible focus in every theme and size, with and without reduced motion (${ engine } only: engine independent)`, async ( {
				page,
				context,
				baseURL,
			} ) => {
				test.setTimeout( 150_000 );
				await seedPreferencesScript( context );
				await preloadAxe( context );
				await page.setViewportSize( { width, height } );
				const problems: string[] = [];
				for ( const combo of COMBOS ) {
					const { theme, size, reduced } = combo;
					const where = `${ width } px, ${ theme }, ${ size } %${
						reduced ? '' : ', motion allowed'
					}`;
					await page.emulateMedia( {
						reducedMotion: reduced ? 'reduce' : 'no-preference',
					} );
					await choosePreferences( context, baseURL!, theme, size );
					await page.goto( type.path );
					// The theme swept is the one in use.
					await expectTheme( page, siteTheme );
					// The preferences are applied (else the combination would be a lie).
					const root = await page.evaluate( () => ( {
						classes: document.documentElement.className,
						size: document.documentElement.style.fontSize,
						reduced: matchMedia(
							'(prefers-reduced-motion: reduce)'
						).matches,
					} ) );
					expect( root.reduced, where ).toBe( reduced );
					expect( root.size, where ).toBe(
						size === 100 ? '' : `${ size }%`
					);
					for ( const t of [ 'contrast', 'dark' ] ) {
						expect(
							root.classes.includes( `acces-theme-${ t }` ),
							where
						).toBe( t === theme );
					}
					await expect(
						page.getByRole( 'region', {
							name: 'Cookies et contenus externes',
						} ),
						where
					).toBeVisible();
					if ( type.ready ) {
						await type.ready( page );
					}
					if ( width === 320 ) {
						problems.push(
							...( await overflowProblems( page, where ) ).map(
								( p ) => `${ where }: ${ p }`
							)
						);
					}
					if ( walks( combo ) ) {
						await installFocusProbe( page );
						const walk = await tabThrough( page, MAX_TABS, where );
						expect(
							walk.reached,
							`${ where }: elements reached with Tab`
						).toBeGreaterThan( 3 );
						problems.push(
							...walk.problems.map(
								( p ) => `${ where }: ${ p }`
							)
						);
					}
					if ( ! type.open ) {
						// axe sees the page at rest, not the last element of the walk (a
						// skip link shown on focus lies over the site title).
						await page.evaluate( () => {
							const doc = document.documentElement.ownerDocument;
							( doc.activeElement as HTMLElement | null )?.blur();
						} );
					}
					if ( type.open ) {
						await type.open( page );
						if ( width === 320 ) {
							problems.push(
								...(
									await overflowProblems(
										page,
										`${ where }, open`
									)
								).map( ( p ) => `${ where }, open: ${ p }` )
							);
						}
						if ( type.tabsInside ) {
							await installFocusProbe( page );
							const inside = await tabThrough(
								page,
								type.tabsInside,
								`${ where }, open`
							);
							problems.push(
								...inside.problems.map(
									( p ) => `${ where }, open: ${ p }`
								)
							);
						}
					}
					problems.push(
						...( await axeViolations( page, where ) ).map(
							( v ) => `${ where }: ${ v }`
						)
					);
				}
				// One problem a line, each starting with "Error:", so that a CI log that keeps
				// only the lines naming an error still shows every problem.
				expect( problems, problems.join( '\nError: ' ) ).toEqual( [] );
			} );
		}
	} );
}
