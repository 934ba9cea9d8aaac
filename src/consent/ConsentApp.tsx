/**
 * The consent feature on a page: the banner, the recorded choice, the blocking, the
 * "Gérer mes cookies" buttons, the video placeholders and the events shared with the other
 * features (`acces:consent-request` in, `acces:consent-change` out).
 */
import { __ } from '../shared/i18n';
import {
	createElement,
	Fragment,
	useCallback,
	useEffect,
	useLayoutEffect,
	useReducer,
	useRef,
} from '../shared/element';
import {
	OPTIONAL,
	readChoices,
	toCategories,
	writeChoices,
	type Choices,
	type OptionalCategory,
} from './cookies';
import { applyConsent, loadVideo } from './blocking';
import { all, initialState, reducer } from './state';
import { ConsentBanner, type ConsentTexts } from './ConsentBanner';
import { nextFocusable } from './focus';
import { bannerInFlow } from './placement';
import { choicesCap } from './room';
import { openChannel } from '../shared/channel';
import { useLiveMessage } from '../shared/live';

export interface ConsentSettings extends ConsentTexts {
	days: number;
}

export const CHANGE_EVENT = 'acces:consent-change';
export const REQUEST_EVENT = 'acces:consent-request';
/**
 * Dispatched on the top page's document by a framed page of the same origin that has just
 * recorded a choice (a video's "Toujours afficher (vidéos et cartes)", a request from a
 * feature of the framed page): the top page reads the cookies again, so that its banner does
 * not keep asking for what was just answered.
 */
export const RECORDED_EVENT = 'acces:consent-recorded';
/**
 * Name of the BroadcastChannel on which a page of the site that has just recorded a choice
 * tells the site's other pages open in the browser: its other tabs, and pages framed in it or
 * around it, in either direction (a choice made in the banner reaches a page open in the
 * portfolio's quick view). The message carries the choice (`{ choices }`); each page takes it
 * as for RECORDED_EVENT: a banner still open elsewhere goes, what the choice allows runs there,
 * and nothing is written or announced again.
 */
export const CHANNEL = 'acces-consent';

/**
 * Attribute of the banner's root that holds the button pressed in the still first view
 * (`accept`, `reject` or `customise`), before the banner was drawn.
 */
export const PENDING = 'data-acces-pending';

/**
 * The choice carried by a CHANNEL message, or null when the message holds none (only the
 * site's own pages can post on the channel, but what arrives is checked all the same).
 * @param data
 */
function sentChoices( data: unknown ): Choices | null {
	const sent = ( data as { choices?: Record< string, unknown > } | null )
		?.choices;
	if ( ! sent || OPTIONAL.some( ( c ) => typeof sent[ c ] !== 'boolean' ) ) {
		return null;
	}
	const choices = {} as Choices;
	for ( const category of OPTIONAL ) {
		choices[ category ] = sent[ category ] as boolean;
	}
	return choices;
}

export interface ConsentAppProps {
	settings: ConsentSettings;
	/**
	 * The page is shown inside a frame (framed.ts): no banner, ever; the cookies still apply,
	 * and a video's own buttons and the other features' requests still work.
	 */
	framed?: boolean;
}

export function ConsentApp( { settings, framed = false }: ConsentAppProps ) {
	const [ state, dispatch ] = useReducer( reducer, null, () => {
		const initial = initialState( readChoices() );
		return framed ? { ...initial, view: 'closed' as const } : initial;
	} );
	const [ status, say ] = useLiveMessage();
	const stateRef = useRef( state );
	stateRef.current = state;
	const regionRef = useRef< HTMLElement >( null );
	const titleRef = useRef< HTMLHeadingElement >( null );
	const firstSwitchRef = useRef< HTMLInputElement >( null );
	const statusRef = useRef< HTMLParagraphElement >( null );
	const opener = useRef< HTMLElement | null >( null );
	const focusNext = useRef< 'title' | 'switch' | 'away' | null >( null );
	const channel = useRef< BroadcastChannel | null >( null );

	// `recorded`: the choice was recorded by a framed page of this site (RECORDED_EVENT), so
	// it is neither written nor announced again here.
	const decide = useCallback(
		( choices: Choices, recorded = false ) => {
			const previous = stateRef.current.saved;
			focusNext.current = regionRef.current?.contains(
				regionRef.current.ownerDocument.activeElement
			)
				? 'away'
				: null;
			if ( ! recorded ) {
				writeChoices( choices, settings.days );
				say( __( 'Your cookie choices are saved.', 'acces-tourisme' ) );
			}
			applyConsent( choices, previous );
			dispatch( { type: 'decide', choices } );
			document.dispatchEvent(
				new CustomEvent( CHANGE_EVENT, {
					detail: { categories: toCategories( choices ) },
				} )
			);
			if ( ! recorded ) {
				// With the choice itself: another page may read its cookies before they have
				// reached it (each tab's copy of them is updated separately).
				channel.current?.postMessage( { choices } );
			}
			if ( framed && ! recorded ) {
				try {
					// Throws when the top page is of another origin: nothing to tell.
					const top = window.top!.document;
					top.dispatchEvent(
						new top.defaultView!.Event( RECORDED_EVENT )
					);
				} catch {}
			}
		},
		[ settings.days, framed, say ]
	);

	const close = useCallback( () => {
		focusNext.current = regionRef.current?.contains(
			regionRef.current.ownerDocument.activeElement
		)
			? 'away'
			: null;
		dispatch( { type: 'close' } );
	}, [] );

	// What the recorded choice allows runs once the page is ready.
	useEffect( () => {
		applyConsent( stateRef.current.saved );
	}, [] );

	// Buttons of other parts of the page, and requests from the other features.
	useEffect( () => {
		const onClick = ( event: MouseEvent ) => {
			const target = event.target as Element | null;
			const openButton = target?.closest< HTMLElement >(
				'[data-acces-consent-open]'
			);
			if ( openButton ) {
				if ( framed ) {
					// Hidden in a frame (consent.scss): the choices are made around it.
					return;
				}
				event.preventDefault();
				opener.current = openButton;
				if ( stateRef.current.view === 'preferences' ) {
					titleRef.current?.focus();
					return;
				}
				focusNext.current =
					stateRef.current.view === 'banner' ? 'switch' : 'title';
				dispatch( { type: 'reopen' } );
				return;
			}
			const placeholder = target?.closest< HTMLElement >(
				'.acces-video-placeholder'
			);
			if ( ! placeholder ) {
				return;
			}
			if ( target?.closest( '[data-acces-video-load]' ) ) {
				loadVideo( placeholder, true );
			} else if ( target?.closest( '[data-acces-video-always]' ) ) {
				loadVideo( placeholder, true );
				decide( {
					...( stateRef.current.saved ?? all( false ) ),
					media: true,
				} );
			}
		};
		const onRequest = ( event: Event ) => {
			const category = ( event as CustomEvent< { category?: string } > )
				.detail?.category;
			const saved = stateRef.current.saved;
			if (
				( OPTIONAL as readonly string[] ).includes( category || '' ) &&
				! saved?.[ category as OptionalCategory ]
			) {
				decide( {
					...( saved ?? all( false ) ),
					[ category as OptionalCategory ]: true,
				} );
			} else {
				document.dispatchEvent(
					new CustomEvent( CHANGE_EVENT, {
						detail: { categories: toCategories( saved ) },
					} )
				);
			}
		};
		// Another page of this site recorded a choice (a framed page, RECORDED_EVENT; any page
		// open in this browser, CHANNEL): the same as one made here (the banner goes, what it
		// allows runs), without writing or announcing it again.
		// `sent`: a CHANNEL message's data, which carries the choice.
		const take = ( sent?: unknown ) => {
			const choices = sentChoices( sent ) ?? readChoices();
			const saved = stateRef.current.saved;
			if (
				choices &&
				! (
					saved &&
					OPTIONAL.every( ( c ) => saved[ c ] === choices[ c ] )
				)
			) {
				decide( choices, true );
			}
		};
		const onRecorded = () => take();
		document.addEventListener( 'click', onClick );
		document.addEventListener( REQUEST_EVENT, onRequest );
		document.addEventListener( RECORDED_EVENT, onRecorded );
		// The site's other pages (CHANNEL); a browser without BroadcastChannel keeps the
		// framed page's RECORDED_EVENT and, elsewhere, the cookies at the next page.
		const other = openChannel( CHANNEL, take );
		channel.current = other;
		return () => {
			document.removeEventListener( 'click', onClick );
			document.removeEventListener( REQUEST_EVENT, onRequest );
			document.removeEventListener( RECORDED_EVENT, onRecorded );
			channel.current = null;
			other?.close();
		};
	}, [ decide, framed ] );

	// Focus: into the preferences when asked for, back where it belongs when they close. In
	// the same commit as the change of view (a layout effect), so that the focus is never left
	// on the body between the banner hiding and the next paint.
	useLayoutEffect( () => {
		const next = focusNext.current;
		focusNext.current = null;
		if ( state.view === 'closed' ) {
			if ( next === 'away' ) {
				const back = opener.current?.isConnected
					? opener.current
					: nextFocusable( statusRef.current?.parentElement );
				back?.focus();
			}
			opener.current = null;
		} else if ( next === 'switch' ) {
			firstSwitchRef.current?.focus();
		} else if ( next === 'title' ) {
			titleRef.current?.focus();
		}
	}, [ state.view ] );

	// A button pressed in the banner's still first view, drawn by the consent's head script
	// before this script ran (src/consent/prepaint.js): the press counts, as if made here.
	// After the focus effect, which then moves the focus into the preferences if asked.
	useLayoutEffect( () => {
		const root = statusRef.current?.parentElement;
		const pending = root?.getAttribute( PENDING );
		root?.removeAttribute( PENDING );
		if ( framed || stateRef.current.view !== 'banner' ) {
			return;
		}
		if ( pending === 'accept' || pending === 'reject' ) {
			decide( all( pending === 'accept' ) );
		} else if ( pending === 'customise' ) {
			focusNext.current = 'switch';
			dispatch( { type: 'customise' } );
		}
	}, [ decide, framed ] );

	const isClosed = state.view === 'closed';
	// The banner's height, so that the toolbar buttons and focused content stay clear of it:
	// `--acces-consent-h` for what sits on the right, `--acces-consent-left-h` for the left
	// (non-zero only when the banner spans the left of the screen). Observed from the commit that
	// draws the banner (a layout effect): a ResizeObserver reports a new element in the next
	// frame's rendering step, after layout and before paint, so the first painted frame already
	// has the banner in its place, without forcing a layout in this task. Observed a task or more
	// later (a passive effect), the banner was painted fixed first and moved into the flow
	// afterwards, taking along what the keyboard had just focused in it.
	useLayoutEffect( () => {
		const region = regionRef.current;
		const root = document.documentElement;
		const rootStyle = root.style;
		if ( ! region || typeof ResizeObserver === 'undefined' ) {
			return;
		}
		const update = () => {
			let rect = region.getBoundingClientRect();
			const left = rect.left < window.innerWidth / 3;
			const rootCss = getComputedStyle( root );
			const rem = parseFloat( rootCss.fontSize );
			// What the page keeps clear at the bottom for focused content besides the banner:
			// the floating buttons' room (toolbar.scss adds it to the scroll padding), 0
			// without them.
			const buttons = Math.max(
				0,
				( parseFloat( rootCss.scrollPaddingBottom ) || 0 ) -
					( parseFloat(
						rootStyle.getPropertyValue( '--acces-consent-h' )
					) || 0 )
			);
			// On a small screen, or with large text, the banner takes its place at the top of
			// the page (it is first in the body), in the flow, and covers nothing
			// (placement.js: the rule that the consent's head script applies to the banner's
			// first view too). Decided on its whole height (its content and border), which
			// the cap below does not change.
			const inline = bannerInFlow(
				{
					left: rect.left,
					height:
						region.scrollHeight +
						region.offsetHeight -
						region.clientHeight,
				},
				buttons,
				rem,
				window
			);
			// The choices, fixed: no taller than leaves room for focused content (room.ts);
			// measured again when that changed it.
			const cap =
				! inline && stateRef.current.view === 'preferences'
					? choicesCap( buttons, rem, window )
					: null;
			const maxHeight = cap === null ? '' : `${ cap }px`;
			if ( region.style.maxHeight !== maxHeight ) {
				region.style.maxHeight = maxHeight;
				rect = region.getBoundingClientRect();
			}
			// What has the focus in the banner stays in its view when the banner gets shorter
			// (a window made smaller): it scrolls within.
			const inside = root.ownerDocument.activeElement;
			if ( inside && inside !== region && region.contains( inside ) ) {
				const box = inside.getBoundingClientRect();
				if ( box.top < rect.top || box.bottom > rect.bottom ) {
					inside.scrollIntoView( { block: 'nearest' } );
				}
			}
			const height = inline ? '0px' : `${ Math.ceil( rect.height ) }px`;
			rootStyle.setProperty( '--acces-consent-h', height );
			rootStyle.setProperty(
				'--acces-consent-left-h',
				left ? height : '0px'
			);
			const switched =
				root.classList.contains( 'acces-consent-inline' ) !== inline;
			root.classList.add( 'acces-consent-open' );
			root.classList.toggle( 'acces-consent-inline', inline );
			// The toolbar's button sits above a banner that spans the left: when the banner
			// leaves less room above the button than it takes itself, the toolbar's panel
			// opens downwards, over the banner (toolbar.scss), not in a sliver above it.
			root.classList.toggle(
				'acces-consent-tall',
				left &&
					! inline &&
					rect.height > window.innerHeight - rect.height - buttons
			);
			// Into the flow or out of it, the banner moves the page (and itself): what has the
			// focus is brought back into view, as a visitor would otherwise lose it (a key
			// pressed before the first report, or a phone turned later).
			const focused = root.ownerDocument.activeElement;
			if ( switched && focused && focused !== document.body ) {
				focused.scrollIntoView( { block: 'nearest' } );
			}
		};
		const observer = new ResizeObserver( update );
		observer.observe( region );
		window.addEventListener( 'resize', update );
		return () => {
			observer.disconnect();
			window.removeEventListener( 'resize', update );
			rootStyle.removeProperty( '--acces-consent-h' );
			rootStyle.removeProperty( '--acces-consent-left-h' );
			root.classList.remove(
				'acces-consent-open',
				'acces-consent-inline',
				'acces-consent-tall'
			);
		};
	}, [ isClosed ] );

	return (
		<>
			{ state.view !== 'closed' && (
				<ConsentBanner
					texts={ settings }
					view={ state.view }
					draft={ state.draft }
					closable={ !! state.saved }
					onAccept={ () => decide( all( true ) ) }
					onReject={ () => decide( all( false ) ) }
					onCustomise={ () => {
						focusNext.current = 'switch';
						dispatch( { type: 'customise' } );
					} }
					onToggle={ ( category ) =>
						dispatch( { type: 'toggle', category } )
					}
					onSave={ () => decide( state.draft ) }
					onClose={ close }
					regionRef={ regionRef }
					titleRef={ titleRef }
					firstSwitchRef={ firstSwitchRef }
				/>
			) }
			<p className="acces-sr-only" role="status" ref={ statusRef }>
				{ status }
			</p>
		</>
	);
}
