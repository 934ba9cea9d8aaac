/**
 * The accessibility toolbar: a button "Accessibilité" (bottom-left) that discloses a panel of
 * display settings. A disclosure, not a modal: the page stays visible and usable while the
 * visitor tries a setting; Escape or "Fermer" closes it and puts the focus back on the button.
 * It also closes, leaving the focus where it went, when the focus moves to anything else in
 * the page or the visitor clicks outside it: an open panel left behind would cover what the
 * keyboard focuses next (WCAG 2.2 "Focus Not Obscured"; at 320 px it covers the whole screen).
 */
import { __, _x, sprintf } from '../shared/i18n';
import {
	createElement,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '../shared/element';
import type { KeyboardEvent } from 'react';
import {
	DEFAULTS,
	SIZES,
	THEMES,
	announceAnimations,
	applyPreferences,
	loadPreferences,
	readTheme,
	receivedSettings,
	savePreferences,
	stepSize,
	writeTheme,
	type Preferences,
	type Theme,
} from './preferences';
import { openChannel } from '../shared/channel';
import { useLiveMessage } from '../shared/live';

/**
 * Name of the BroadcastChannel on which the toolbar of one tab sends the site's other open tabs
 * the settings the visitor just changed (`{ prefs, theme }`): each applies them (larger text
 * chosen in one tab is not left behind in the tab the visitor goes back to).
 */
export const CHANNEL = 'acces-toolbar';

function themeLabel( theme: Theme ): string {
	switch ( theme ) {
		case 'contrast':
			return __( 'High contrast', 'acces-tourisme' );
		case 'dark':
			return __( 'Dark', 'acces-tourisme' );
		default:
			return _x( 'Default', 'colour theme', 'acces-tourisme' );
	}
}

interface Display {
	prefs: Preferences;
	theme: Theme;
	/** Sent by another tab (CHANNEL): applied, not saved or sent again. */
	remote?: boolean;
}

export function Toolbar() {
	const [ open, setOpen ] = useState( false );
	// One state, so that settings read from another tab (`remote`, CHANNEL) arrive in one
	// render, applied and neither saved nor told again.
	const [ display, setDisplay ] = useState< Display >( () => ( {
		prefs: loadPreferences(),
		theme: readTheme(),
	} ) );
	const { prefs, theme } = display;
	const [ status, say ] = useLiveMessage();
	const toggleRef = useRef< HTMLButtonElement >( null );
	const rootRef = useRef< HTMLElement >( null );
	const first = useRef( true );
	const channel = useRef< BroadcastChannel | null >( null );

	// Applied in the same commit as the panel's new state: no frame shows one without the other.
	useLayoutEffect( () => {
		applyPreferences( prefs, theme );
		if ( first.current || display.remote ) {
			first.current = false;
			return;
		}
		// Larger text pushes the panel's controls down, past the end of a phone's panel (which
		// scrolls): the control just pressed ("Agrandir") is brought back into view.
		const root = rootRef.current;
		const focused = root?.ownerDocument.activeElement;
		if ( focused && root?.contains( focused ) ) {
			focused.scrollIntoView( { block: 'nearest' } );
		}
		savePreferences( prefs );
		// With the settings themselves: another tab may read the storage and the cookie
		// before they have reached it (each tab's copy is updated separately).
		channel.current?.postMessage( { prefs, theme } );
	}, [ display ] ); // eslint-disable-line react-hooks/exhaustive-deps -- prefs and theme are display's.

	// The other tabs' changes (a browser without BroadcastChannel has them at the next page).
	useEffect( () => {
		const other = openChannel( CHANNEL, ( data ) =>
			setDisplay( { ...receivedSettings( data ), remote: true } )
		);
		channel.current = other;
		return () => {
			channel.current = null;
			other?.close();
		};
	}, [] );

	useEffect( () => announceAnimations( prefs.still ), [ prefs.still ] );

	// While the panel is open: the focus moving to something else in the page (Tab past
	// "Fermer", Shift+Tab before the button, a click on a link), or a click outside the button
	// and the panel, closes it; the focus stays where the visitor put it. The focus leaving the
	// window (another application, the browser's own controls) or going to the body (a click
	// on the panel's text) leaves it open.
	useEffect( () => {
		const root = rootRef.current;
		if ( ! open || ! root ) {
			return;
		}
		const doc = root.ownerDocument;
		const outside = ( node: EventTarget | null ) =>
			node instanceof Node &&
			node !== doc &&
			node !== doc.body &&
			node !== doc.documentElement &&
			! root.contains( node );
		const onFocusIn = ( event: FocusEvent ) => {
			if ( outside( event.target ) ) {
				setOpen( false );
			}
		};
		// Also the focus going into a frame of the page, which may not tell the document.
		const onFocusOut = ( event: FocusEvent ) => {
			if ( outside( event.relatedTarget ) ) {
				setOpen( false );
			}
		};
		// The path as it was at dispatch: a clicked element that a render removed since is
		// still seen inside the panel.
		const onClick = ( event: MouseEvent ) => {
			if ( ! event.composedPath().includes( root ) ) {
				setOpen( false );
			}
		};
		doc.addEventListener( 'focusin', onFocusIn );
		root.addEventListener( 'focusout', onFocusOut );
		doc.addEventListener( 'click', onClick );
		return () => {
			doc.removeEventListener( 'focusin', onFocusIn );
			root.removeEventListener( 'focusout', onFocusOut );
			doc.removeEventListener( 'click', onClick );
		};
	}, [ open ] );

	const update = ( change: Partial< Preferences > ) =>
		setDisplay( ( current ) => ( {
			prefs: { ...current.prefs, ...change },
			theme: current.theme,
		} ) );

	const resize = ( size: number ) => {
		update( { size } );
		say(
			sprintf(
				/* translators: %s: the text size, e.g. "130 %". */
				__( 'Text size: %s', 'acces-tourisme' ),
				`${ size }\u00a0%`
			)
		);
	};

	const chooseTheme = ( next: Theme ) => {
		writeTheme( next );
		setDisplay( ( current ) => ( { prefs: current.prefs, theme: next } ) );
	};

	const resetAll = () => {
		writeTheme( null );
		setDisplay( { prefs: { ...DEFAULTS }, theme: 'default' } );
		say( __( 'Display settings reset.', 'acces-tourisme' ) );
	};

	const close = () => {
		setOpen( false );
		toggleRef.current?.focus();
	};

	// On the button as in the panel: Escape closes an open panel.
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( open && event.key === 'Escape' ) {
			event.stopPropagation();
			close();
		}
	};

	const min = prefs.size === SIZES[ 0 ];
	const max = prefs.size === SIZES[ SIZES.length - 1 ];

	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the panel.
		<aside
			className={
				open ? 'acces-toolbar acces-toolbar--open' : 'acces-toolbar'
			}
			ref={ rootRef }
			aria-label={ __( 'Accessibility', 'acces-tourisme' ) }
			onKeyDown={ onKeyDown }
		>
			<button
				type="button"
				className="acces-toolbar__toggle"
				aria-expanded={ open }
				aria-controls="acces-toolbar-panel"
				ref={ toggleRef }
				onClick={ () => setOpen( ! open ) }
			>
				<svg
					aria-hidden="true"
					focusable="false"
					viewBox="0 0 24 24"
					width="24"
					height="24"
				>
					<circle cx="12" cy="4" r="2" fill="currentColor" />
					<path
						d="M4 8l8 1.5L20 8M12 9.5V15m0 0l-3.5 6M12 15l3.5 6"
						stroke="currentColor"
						strokeWidth="2"
						fill="none"
						strokeLinecap="round"
					/>
				</svg>
				<span className="acces-toolbar__label">
					{ __( 'Accessibility', 'acces-tourisme' ) }
				</span>
			</button>
			<div
				id="acces-toolbar-panel"
				className="acces-toolbar__panel"
				hidden={ ! open }
			>
				<h2 className="acces-toolbar__title">
					{ __( 'Display settings', 'acces-tourisme' ) }
				</h2>
				<p className="acces-toolbar__note">
					{ __(
						'These settings are a reading comfort, kept on this device: the colours for 90 days, the others for 12 hours. The site is designed to be accessible without them; they do not replace your browser’s or your assistive technology’s settings.',
						'acces-tourisme'
					) }
				</p>
				<fieldset className="acces-toolbar__group">
					<legend>{ __( 'Text size', 'acces-tourisme' ) }</legend>
					<div className="acces-toolbar__row">
						<button
							type="button"
							aria-disabled={ min }
							aria-describedby="acces-toolbar-size"
							onClick={ () =>
								! min && resize( stepSize( prefs.size, -1 ) )
							}
						>
							{ __( 'Smaller', 'acces-tourisme' ) }
						</button>
						<span
							className="acces-toolbar__size"
							id="acces-toolbar-size"
						>
							{ prefs.size }&nbsp;%
						</span>
						<button
							type="button"
							aria-disabled={ max }
							aria-describedby="acces-toolbar-size"
							onClick={ () =>
								! max && resize( stepSize( prefs.size, 1 ) )
							}
						>
							{ __( 'Larger', 'acces-tourisme' ) }
						</button>
						<button
							type="button"
							onClick={ () => resize( SIZES[ 0 ] ) }
						>
							{ __( 'Normal size', 'acces-tourisme' ) }
						</button>
					</div>
				</fieldset>
				<fieldset className="acces-toolbar__group">
					<legend>{ __( 'Colours', 'acces-tourisme' ) }</legend>
					{ THEMES.map( ( t ) => (
						<div className="acces-toolbar__choice" key={ t }>
							<input
								type="radio"
								name="acces-toolbar-theme"
								id={ `acces-toolbar-theme-${ t }` }
								checked={ theme === t }
								onChange={ () => chooseTheme( t ) }
							/>
							<label htmlFor={ `acces-toolbar-theme-${ t }` }>
								{ themeLabel( t ) }
							</label>
						</div>
					) ) }
				</fieldset>
				<div className="acces-toolbar__choice">
					<input
						type="checkbox"
						id="acces-toolbar-underline"
						checked={ prefs.underline }
						onChange={ () =>
							update( { underline: ! prefs.underline } )
						}
					/>
					<label htmlFor="acces-toolbar-underline">
						{ __( 'Underline links', 'acces-tourisme' ) }
					</label>
				</div>
				<div className="acces-toolbar__choice">
					<input
						type="checkbox"
						id="acces-toolbar-still"
						checked={ prefs.still }
						onChange={ () => update( { still: ! prefs.still } ) }
					/>
					<label htmlFor="acces-toolbar-still">
						{ __( 'Stop animations', 'acces-tourisme' ) }
					</label>
				</div>
				<div className="acces-toolbar__row">
					<button type="button" onClick={ resetAll }>
						{ __( 'Reset all', 'acces-tourisme' ) }
					</button>
					<button type="button" onClick={ close }>
						{ __( 'Close', 'acces-tourisme' ) }
					</button>
				</div>
				<p className="acces-sr-only" role="status">
					{ status }
				</p>
			</div>
		</aside>
	);
}
