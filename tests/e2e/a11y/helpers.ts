/**
 * Shared steps of the accessibility sweep and the keyboard journey: the toolbar preferences
 * set before the first paint, axe with the WCAG 2.2 AA tags (and the documented exclusions),
 * the visible, unobscured focus.
 */
import type { BrowserContext, Page } from '@playwright/test';
import fs from 'node:fs';
import { AXE_TAGS } from '../fixtures';

export type Theme = 'default' | 'contrast' | 'dark';

/**
 * The text spacing of WCAG 1.4.12's test, as a reader's style sheet sets it (for
 * `page.addStyleTag( { content: TEXT_SPACING } )`).
 */
export const TEXT_SPACING =
	'* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Cookie read by the init script below to pre-seed the toolbar's text size (test only). */
const SIZE_COOKIE = 'acces_sweep_size';

/**
 * Makes every page of the context start with the text size and colour theme of the toolbar,
 * as a visitor who chose them earlier: the colour in its cookie `acces_color`, the size in
 * `localStorage.acces_toolbar` (written by an init script before the plugin's head script
 * reads it, from a test-only cookie so that it can change between loads).
 * @param context
 */
export async function seedPreferencesScript(
	context: BrowserContext
): Promise< void > {
	await context.addInitScript( ( name: string ) => {
		const match = document.cookie.match(
			new RegExp( '(?:^|; )' + name + '=(\\d+)' )
		);
		if ( ! match ) {
			return;
		}
		const size = Number( match[ 1 ] );
		if ( size === 100 ) {
			window.localStorage.removeItem( 'acces_toolbar' );
		} else {
			window.localStorage.setItem(
				'acces_toolbar',
				JSON.stringify( {
					size,
					underline: false,
					still: false,
					expires: Date.now() + 3600000,
				} )
			);
		}
	}, SIZE_COOKIE );
}

/**
 * Chooses the theme and size that the next page load applies.
 * @param context
 * @param baseURL
 * @param theme
 * @param size
 */
export async function choosePreferences(
	context: BrowserContext,
	baseURL: string,
	theme: Theme,
	size: number
): Promise< void > {
	const url = new URL( baseURL ).origin;
	await context.addCookies( [
		{ name: 'acces_color', value: theme, url },
		{ name: SIZE_COOKIE, value: String( size ), url },
	] );
}

/**
 * The screen and the toolbar's text size (default colours) that the next page load gets, as a
 * visitor who chose that size earlier.
 * @param page
 * @param context
 * @param baseURL
 * @param screen        The viewport and the text size, in per cent.
 * @param screen.width
 * @param screen.height
 * @param screen.size
 */
export async function viewAt(
	page: Page,
	context: BrowserContext,
	baseURL: string,
	screen: { width: number; height: number; size: number }
): Promise< void > {
	await seedPreferencesScript( context );
	await choosePreferences( context, baseURL, 'default', screen.size );
	await page.setViewportSize( {
		width: screen.width,
		height: screen.height,
	} );
}

/**
 * Every page of the context with the toolbar's text at 200 % (default colours), as a visitor who
 * chose it earlier: for a test that needs one size only.
 * @param context
 * @param baseURL
 */
export async function largeText(
	context: BrowserContext,
	baseURL: string
): Promise< void > {
	await seedPreferencesScript( context );
	await choosePreferences( context, baseURL, 'default', 200 );
}

/**
 * Violations that the plugin cannot or should not fix, each on its exact selector, with why.
 * Anything else fails the sweep.
 */
const ALLOWED: Array< { rule: string; target: RegExp; why: string } > = [
	{
		// WCAG 2.5.8 exception "Equivalent": the places of a map are also a list of links of
		// full size on the same page (the list alternative of RGAA 4.1.2); at the fitted zoom
		// two demo markers a few kilometres apart overlap.
		rule: 'target-size',
		target: /\.leaflet-marker-icon/,
		why: 'map markers, equivalent list of links on the page',
	},
];

/**
 * Puts axe-core in every document of the context, as an init script: injecting it into each
 * page after its load (as AxeBuilder does) costs about a second per load on a busy machine,
 * which the sweep's hundred loads cannot afford; this way it costs a few milliseconds.
 * @param context
 */
export async function preloadAxe( context: BrowserContext ): Promise< void > {
	await context.addInitScript( {
		content: fs.readFileSync(
			require.resolve( 'axe-core/axe.min.js' ),
			'utf8'
		),
	} );
}

/**
 * Axe (preloaded by preloadAxe) with the WCAG 2.2 AA tags on the whole page, frames included;
 * returns one line per violating node that is not in the documented exclusions (empty when
 * clean).
 * @param page
 */
async function axeRun( page: Page ): Promise< string[] > {
	const violations = await page.evaluate( async ( tags ) => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: Document,
						options: object
					) => Promise< {
						violations: Array< {
							id: string;
							nodes: Array< {
								target: string[];
								failureSummary?: string;
							} >;
						} >;
					} >;
				};
			}
		 ).axe;
		// The Tab walk may have left the focus inside a same-origin frame (the quick view shows
		// a page of this site): its skip link, shown on focus, would then lie over the framed
		// page's title. That page is swept on its own; here it is audited at rest.
		for ( const frame of Array.from(
			document.querySelectorAll( 'iframe' )
		) ) {
			try {
				(
					frame.contentDocument?.activeElement as HTMLElement | null
				 )?.blur?.();
			} catch ( e ) {
				// A cross-origin frame: not ours to touch.
			}
		}
		const results = await axe.run( document, {
			runOnly: { type: 'tag', values: tags },
			resultTypes: [ 'violations' ],
		} );
		return results.violations.map( ( v ) => ( {
			id: v.id,
			nodes: v.nodes.map( ( n ) => ( {
				target: n.target.join( ' ' ),
				summary: ( n.failureSummary || '' )
					.split( '\n' )
					.slice( 1, 2 )
					.join( ' ' )
					.trim(),
			} ) ),
		} ) );
	}, AXE_TAGS );
	const lines: string[] = [];
	for ( const violation of violations ) {
		for ( const node of violation.nodes ) {
			if (
				ALLOWED.some(
					( a ) =>
						a.rule === violation.id && a.target.test( node.target )
				)
			) {
				continue;
			}
			lines.push(
				`${ violation.id }: ${ node.target } — ${ node.summary }`
			);
		}
	}
	return lines;
}

/**
 * Installs the focus probe in the page: it records how every focusable element looks
 * unfocused (outline and box-shadow) and defines the check that focusReport() runs once the
 * page has settled after a key: the element that has the focus has a visible focus indicator
 * (an outline or a box-shadow, different from its unfocused look), and nothing covers it:
 * `elementFromPoint` at the centre of its largest visible box returns it or a descendant (the
 * cookie banner, the toolbar and "Haut de page" are fixed on top of the page), and no
 * ancestor with paint containment (content-visibility, `contain: paint`) cuts its outline off.
 * @param page
 */
export async function installFocusProbe( page: Page ): Promise< void > {
	await page.evaluate( () => {
		type Report = {
			element: string | null;
			problem: string | null;
			again: boolean;
		};
		const w = window as unknown as {
			accesProbe?: {
				first: Element | null;
				unfocused: WeakMap< Element, string >;
			};
		};
		const look = ( el: Element ) => {
			const s = getComputedStyle( el );
			return [
				s.outlineStyle,
				s.outlineWidth,
				s.outlineColor,
				s.outlineOffset,
				s.boxShadow,
			].join( '|' );
		};
		const unfocused = new WeakMap< Element, string >();
		document
			.querySelectorAll(
				'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]'
			)
			.forEach( ( el ) => {
				// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
				if ( el !== document.activeElement ) {
					unfocused.set( el, look( el ) );
				}
			} );
		const fresh = ! w.accesProbe;
		w.accesProbe = { first: null, unfocused };
		if ( ! fresh ) {
			return;
		}
		const describe = ( node: Element ) => {
			const cls =
				typeof node.className === 'string' && node.className
					? '.' + node.className.trim().split( /\s+/ ).join( '.' )
					: '';
			const label = (
				node.getAttribute( 'aria-label' ) ||
				( node as HTMLElement ).innerText ||
				''
			)
				.trim()
				.slice( 0, 40 );
			return `<${ node.tagName.toLowerCase() }${
				node.id ? '#' + node.id : ''
			}${ cls.slice( 0, 80 ) }> "${ label }"`;
		};
		const check = (): Report => {
			const probe = w.accesProbe!;
			// eslint-disable-next-line @wordpress/no-global-active-element -- runs in the page.
			const el = document.activeElement as HTMLElement | null;
			if (
				! el ||
				el === document.body ||
				el === document.documentElement
			) {
				return { element: null, problem: null, again: false };
			}
			const again = probe.first === el;
			if ( ! probe.first ) {
				probe.first = el;
			}
			const element = describe( el );
			// The focus went into a frame (a preview): its document is not ours to check here.
			if ( el.tagName === 'IFRAME' ) {
				return { element, problem: null, again };
			}
			const s = getComputedStyle( el );
			const hasOutline =
				s.outlineStyle !== 'none' && parseFloat( s.outlineWidth ) >= 1;
			const hasShadow = s.boxShadow !== 'none' && s.boxShadow !== '';
			if ( ! hasOutline && ! hasShadow ) {
				return {
					element,
					problem: 'no outline or box-shadow on focus',
					again,
				};
			}
			if ( probe.unfocused.get( el ) === look( el ) ) {
				return {
					element,
					problem: 'looks the same focused and unfocused',
					again,
				};
			}
			// The largest visible box (a link may wrap over several lines).
			let best: { x: number; y: number; area: number } | null = null;
			for ( const r of Array.from( el.getClientRects() ) ) {
				const left = Math.max( r.left, 0 );
				const right = Math.min( r.right, window.innerWidth );
				const top = Math.max( r.top, 0 );
				const bottom = Math.min( r.bottom, window.innerHeight );
				const area =
					Math.max( 0, right - left ) * Math.max( 0, bottom - top );
				if ( area >= 1 && ( ! best || area > best.area ) ) {
					best = {
						x: ( left + right ) / 2,
						y: ( top + bottom ) / 2,
						area,
					};
				}
			}
			if ( ! best ) {
				const r = el.getBoundingClientRect();
				return {
					element,
					problem: `not in view (${ Math.round(
						r.left
					) },${ Math.round( r.top ) } ${ Math.round(
						r.width
					) }×${ Math.round( r.height ) })`,
					again,
				};
			}
			// An outline alone (no box-shadow) must stand out from what it is drawn on: the
			// topmost background colour under the middle of the ring, on a side of the element
			// in view (an overlay counts, as in the lightbox). Not judged over a background
			// image, nor for the browser's own `auto` ring (two colours).
			if ( hasOutline && ! hasShadow && s.outlineStyle !== 'auto' ) {
				const rgba = ( colour: string ) => {
					const m = colour.match( /[\d.]+/g );
					return m ? m.map( Number ) : [ 0, 0, 0, 0 ];
				};
				const luminance = ( [ r, g, b ]: number[] ) => {
					const lin = ( c: number ) => {
						const v = c / 255;
						return v <= 0.03928
							? v / 12.92
							: Math.pow( ( v + 0.055 ) / 1.055, 2.4 );
					};
					return (
						0.2126 * lin( r ) +
						0.7152 * lin( g ) +
						0.0722 * lin( b )
					);
				};
				const ring = rgba( s.outlineColor );
				const out =
					( parseFloat( s.outlineOffset ) || 0 ) +
					parseFloat( s.outlineWidth ) / 2;
				const r = el.getBoundingClientRect();
				const sides = [
					[ r.left - out, r.top + r.height / 2 ],
					[ r.right + out, r.top + r.height / 2 ],
					[ r.left + r.width / 2, r.top - out ],
					[ r.left + r.width / 2, r.bottom + out ],
				].filter(
					( [ x, y ] ) =>
						x >= 0 &&
						y >= 0 &&
						x < window.innerWidth &&
						y < window.innerHeight
				);
				let behind: number[] | null = null;
				if ( sides.length ) {
					const [ x, y ] = sides[ 0 ];
					// The translucent layers over the first opaque one, composited.
					const layers: number[][] = [];
					let base = [ 255, 255, 255 ];
					let image = false;
					for ( const node of document.elementsFromPoint( x, y ) ) {
						// The ring is drawn outside the element (or on it, when inset).
						if (
							out > 0 &&
							( node === el || el.contains( node ) )
						) {
							continue;
						}
						const ns = getComputedStyle( node );
						if ( ns.backgroundImage !== 'none' ) {
							image = true;
							break;
						}
						const bg = rgba( ns.backgroundColor );
						const alpha = bg[ 3 ] ?? 1;
						if ( alpha >= 0.99 ) {
							base = bg.slice( 0, 3 );
							break;
						}
						if ( alpha > 0 ) {
							layers.push( bg );
						}
					}
					if ( ! image ) {
						behind = layers
							.reverse()
							.reduce(
								( under, [ cr, cg, cb, a ] ) =>
									[ cr, cg, cb ].map(
										( c, i ) =>
											a * c + ( 1 - a ) * under[ i ]
									),
								base
							);
					}
				}
				if ( behind && ( ring[ 3 ] ?? 1 ) >= 0.99 ) {
					const [ hi, lo ] = [
						luminance( ring ),
						luminance( behind ),
					].sort( ( a, b ) => b - a );
					const ratio = ( hi + 0.05 ) / ( lo + 0.05 );
					if ( ratio < 3 ) {
						return {
							element,
							problem: `focus outline ${
								s.outlineColor
							} on rgb(${ behind
								.slice( 0, 3 )
								.join( ', ' ) }): contrast ${ ratio.toFixed(
								2
							) } < 3`,
							again,
						};
					}
				}
			}
			// The outline drawn whole: an ancestor with paint containment (`contain: paint`,
			// `content`, `strict`, or `content-visibility`) paints nothing outside its padding
			// box, so a focus outline that reaches past it is cut off.
			if ( hasOutline ) {
				const grow =
					parseFloat( s.outlineWidth ) +
					Math.max( 0, parseFloat( s.outlineOffset ) || 0 );
				const ring = el.getBoundingClientRect();
				for (
					let box = el.parentElement;
					box && box !== document.body;
					box = box.parentElement
				) {
					const bs = getComputedStyle( box );
					const paintContained =
						/\b(paint|content|strict)\b/.test( bs.contain ) ||
						( bs.contentVisibility !== undefined &&
							bs.contentVisibility !== 'visible' );
					if ( ! paintContained ) {
						continue;
					}
					const b = box.getBoundingClientRect();
					const inside =
						ring.left - grow >=
							b.left + parseFloat( bs.borderLeftWidth ) - 0.5 &&
						ring.top - grow >=
							b.top + parseFloat( bs.borderTopWidth ) - 0.5 &&
						ring.right + grow <=
							b.right - parseFloat( bs.borderRightWidth ) + 0.5 &&
						ring.bottom + grow <=
							b.bottom - parseFloat( bs.borderBottomWidth ) + 0.5;
					if ( ! inside ) {
						return {
							element,
							problem: `focus outline cut off by the paint containment of ${ describe(
								box
							) }`,
							again,
						};
					}
				}
			}
			const points = [ best ];
			// An element taller than half the screen (a map) cannot always scroll clear of
			// the fixed controls: the middle of its top edge must then be visible.
			const box = el.getBoundingClientRect();
			if ( box.height > window.innerHeight / 2 ) {
				points.push( {
					x: best.x,
					y: Math.max( box.top, 0 ) + 8,
					area: 0,
				} );
			}
			let hit: Element | null = null;
			for ( const point of points ) {
				hit = document.elementFromPoint( point.x, point.y );
				if ( hit && ( hit === el || el.contains( hit ) ) ) {
					return { element, problem: null, again };
				}
			}
			// A gallery image's own caption lies over the bottom of its image (core's gallery
			// design): part of the same figure, not something hiding it.
			const figure = el.closest( 'figure' );
			if (
				hit &&
				figure &&
				hit.closest( 'figcaption' ) &&
				figure.contains( hit )
			) {
				return { element, problem: null, again };
			}
			return {
				element,
				problem: `covered by ${
					hit ? describe( hit ) : 'nothing (outside the page)'
				}`,
				again,
			};
		};
		(
			window as unknown as { accesProbeCheck: typeof check }
		 ).accesProbeCheck = check;
	} );
}

export interface FocusReport {
	/** Short description of the focused element, or null for none (body). */
	element: string | null;
	/** Why the focus is not visible or is hidden; null when fine. */
	problem: string | null;
	/** The element is the first one of this walk again (the Tab order went round). */
	again: boolean;
}

/**
 * The probe's verdict on the element that has the focus (installFocusProbe first), once the
 * page has settled after the last key: two frames and a task, so that what a focus move sets
 * off (a scroll event, a React render such as "Haut de page" appearing, a resize observer)
 * has happened before the check, as it has for a visitor looking at the screen.
 * @param page
 */
export function focusReport( page: Page ): Promise< FocusReport > {
	return page.evaluate(
		() =>
			new Promise< FocusReport >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () =>
						setTimeout( () =>
							resolve(
								(
									window as unknown as {
										accesProbeCheck: () => FocusReport;
									}
								 ).accesProbeCheck()
							)
						)
					)
				)
			)
	);
}

/**
 * How long a problem that the sweep finds gets to go away before it counts: the check is
 * made again this much later, on the same state. A page still settling (a layout, a render
 * after a load event) is not what a visitor judges; a problem still there half a second
 * later is. What went away is printed to the test's output (lasting()), not hidden.
 */
export const RECHECK_MS = 500;

/**
 * The problems of a check that are still there RECHECK_MS later: `first` is what the check
 * found; when it found something, `again` runs the same check on the same state, and only
 * what it finds then is returned. What went away is printed to the test's output, with
 * where it was found, so that the run's log keeps it.
 * @param page
 * @param where Where the check ran (width, theme, size), as the sweep reports problems.
 * @param first The problems the check found, one line each.
 * @param again Runs the check again.
 */
async function lasting(
	page: Page,
	where: string,
	first: string[],
	again: () => Promise< string[] >
): Promise< string[] > {
	if ( first.length === 0 ) {
		return first;
	}
	await page.waitForTimeout( RECHECK_MS );
	const later = await again();
	for ( const line of first ) {
		if ( ! later.includes( line ) ) {
			// eslint-disable-next-line no-console -- the test's output is where it must be read.
			console.log(
				`sweep: gone ${ RECHECK_MS } ms later, not counted: ${ where }: ${ line }`
			);
		}
	}
	return later;
}

/**
 * Presses Tab until the focus leaves the page or comes back to where it started (at most
 * `max` times), the probe checking the focus after each press once the page has settled
 * (focusReport); returns the problems found and how many elements were reached. Call
 * installFocusProbe() first, after each page load.
 * @param page
 * @param max
 * @param where Where the walk is (width, theme, size), for the log of what went away.
 */
export async function tabThrough(
	page: Page,
	max: number,
	where: string
): Promise< { problems: string[]; reached: number } > {
	const problems: string[] = [];
	const seen = new Set< string >();
	let reached = 0;
	for ( let pressed = 0; pressed < max; pressed++ ) {
		await page.keyboard.press( 'Tab' );
		const report = await focusReport( page );
		if ( report.element === null ) {
			if ( reached > 0 ) {
				break;
			}
			continue;
		}
		if ( report.again ) {
			break;
		}
		reached++;
		if ( report.problem && ! seen.has( report.element ) ) {
			// The same focused element, checked again once the page has had time to settle.
			const still = await lasting(
				page,
				where,
				[ `${ report.element }: ${ report.problem }` ],
				async () => {
					const later = await focusReport( page );
					return later.problem
						? [ `${ later.element }: ${ later.problem }` ]
						: [];
				}
			);
			if ( still.length ) {
				seen.add( report.element );
				problems.push( ...still );
			}
		}
	}
	return { problems, reached };
}

/**
 * The page's horizontal overflow as a problem line ("scrolls sideways by N px"), none when
 * it reflows; looked at again RECHECK_MS later when there is some (lasting()).
 * @param page
 * @param where Where it is measured (width, theme, size), for the log of what went away.
 */
export async function overflowProblems(
	page: Page,
	where: string
): Promise< string[] > {
	const measure = async () => {
		const overflow = await page.evaluate(
			() =>
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth
		);
		return overflow > 0 ? [ `scrolls sideways by ${ overflow } px` ] : [];
	};
	return lasting( page, where, await measure(), measure );
}

/**
 * Axe's violations on the page (axeRun), run again RECHECK_MS later when the first run
 * finds some: only those found the second time count (lasting()).
 * @param page
 * @param where Where it runs (width, theme, size), for the log of what went away.
 */
export async function axeViolations(
	page: Page,
	where: string
): Promise< string[] > {
	return lasting( page, where, await axeRun( page ), () => axeRun( page ) );
}
