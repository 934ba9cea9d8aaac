/**
 * A tom-select instance shaped into the ARIA 1.2 "select-only combobox" pattern, with the
 * specification's French behaviour (§2.5, §4.5, §9 "Multi-select"):
 *
 * - no search box, no select-all, no chips: the combobox shows a summary (see summary.ts);
 * - multi mode toggles options and stays open; single mode chooses and closes;
 * - arrows, Home/End, PageUp/PageDown, Enter/Space, Escape, Alt+Up, Tab, type-ahead;
 * - aria-expanded, aria-activedescendant (only while open), aria-selected = chosen (tom-select
 *   uses it for the highlighted option, which is wrong), aria-multiselectable;
 * - labels are DOM text (textContent), never HTML strings.
 *
 * tom-select stays the engine: option rendering and caching, the dropdown, mouse handling,
 * the value and its change events. What it lacks is added through its hook() API.
 */
import TomSelect from 'tom-select/dist/cjs/tom-select.js';
import { noResultText, summaryText, type SelectOption } from './summary';

export interface SelectWidgetOptions {
	/** Id of the hidden select; the combobox gets `comboboxId( id )`. */
	id: string;
	/** Id of the visible label. */
	labelId: string;
	options: SelectOption[];
	value: string[];
	/** Summary when nothing is chosen. */
	placeholder: string;
	/** Single-choice mode: choosing closes the list. */
	single?: boolean;
	onChange: ( values: string[] ) => void;
}

export interface SelectWidget {
	/** The element with role combobox. */
	readonly combobox: HTMLElement;
	/** Sets the chosen values without firing onChange. */
	setValue: ( values: string[] ) => void;
	focus: () => void;
	destroy: () => void;
}

/** Options moved by PageUp / PageDown. */
const PAGE = 10;
/** Type-ahead: keys typed within this delay form one search. */
const TYPEAHEAD_MS = 700;

export function comboboxId( id: string ): string {
	return `${ id }-ts-control`;
}

function textElement( tag: string, text: string ): HTMLElement {
	const el = document.createElement( tag );
	el.textContent = text;
	return el;
}

function fold( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase();
}

function sameValues( a: readonly string[], b: readonly string[] ): boolean {
	const set = new Set( a );
	return set.size === new Set( b ).size && b.every( ( v ) => set.has( v ) );
}

/**
 * Builds the widget inside `host` (which must be in the document).
 * @param host
 * @param opts
 */
export function createSelectWidget(
	host: HTMLElement,
	opts: SelectWidgetOptions
): SelectWidget {
	const single = !! opts.single;
	const known = new Set( opts.options.map( ( o ) => o.value ) );
	const select = document.createElement( 'select' );
	select.id = opts.id;
	select.multiple = ! single;
	host.appendChild( select );

	const ts = new TomSelect( select, {
		options: opts.options.map( ( o ) => ( {
			value: o.value,
			text: o.label,
		} ) ),
		items: opts.value.filter( ( v ) => known.has( v ) ),
		maxItems: single ? 1 : null,
		mode: single ? 'single' : 'multi',
		controlInput: null,
		hideSelected: false,
		closeAfterSelect: single,
		maxOptions: null,
		openOnFocus: false,
		highlight: false,
		create: false,
		selectOnTab: false,
		// Without a search box the query is always empty: still say when nothing is there.
		shouldLoad: () => true,
		render: {
			option: ( data: { text: string } ) =>
				textElement( 'div', String( data.text ) ),
			// The chosen values stay as hidden items (tom-select's value); the summary shows them.
			item: () => {
				const el = document.createElement( 'div' );
				el.hidden = true;
				return el;
			},
			no_results: () => {
				const el = textElement( 'div', noResultText() );
				el.className = 'no-results';
				el.setAttribute( 'role', 'option' );
				el.setAttribute( 'aria-disabled', 'true' );
				el.setAttribute( 'aria-selected', 'false' );
				el.id = `${ opts.id }-no-result`;
				return el;
			},
		},
	} );

	const control = ts.control as HTMLElement;
	const listbox = ts.dropdown_content as HTMLElement;
	// The original select is replaced, for everyone.
	select.hidden = true;
	select.setAttribute( 'aria-hidden', 'true' );
	control.id = comboboxId( opts.id );
	control.setAttribute( 'aria-labelledby', opts.labelId );
	listbox.setAttribute( 'aria-labelledby', opts.labelId );
	if ( ! single ) {
		listbox.setAttribute( 'aria-multiselectable', 'true' );
	}
	// Kept last: tom-select inserts its (hidden) items before children[ items.length ].
	const summary = document.createElement( 'span' );
	summary.className = 'acces-multiselect__summary';
	control.appendChild( summary );

	let syncing = false;
	const sync = (): void => {
		if ( syncing ) {
			return;
		}
		syncing = true;
		const chosen = new Set< string >( ts.items );
		summary.textContent = summaryText(
			opts.options,
			ts.items,
			opts.placeholder,
			single
		);
		control.classList.toggle( 'is-empty', chosen.size === 0 );
		const active: HTMLElement | null = ts.isOpen ? ts.activeOption : null;
		if ( active && active.id ) {
			control.setAttribute( 'aria-activedescendant', active.id );
		} else {
			control.removeAttribute( 'aria-activedescendant' );
		}
		listbox
			.querySelectorAll< HTMLElement >( '[data-selectable]' )
			.forEach( ( el ) => {
				el.setAttribute(
					'aria-selected',
					chosen.has( el.dataset.value ?? '' ) ? 'true' : 'false'
				);
			} );
		syncing = false;
	};

	const selectable = (): HTMLElement[] =>
		Array.from( ts.selectable() as NodeListOf< HTMLElement > );

	const setActive = ( option: HTMLElement | undefined ): void => {
		if ( option ) {
			ts.setActiveOption( option );
		}
		sync();
	};

	const openList = ( target: 'chosen' | 'first' | 'last' ): void => {
		if ( ! ts.isOpen ) {
			ts.refreshOptions( true );
			if ( ! ts.isOpen ) {
				ts.open();
			}
		}
		const all = selectable();
		let option: HTMLElement | undefined;
		if ( target === 'first' ) {
			option = all[ 0 ];
		} else if ( target === 'last' ) {
			option = all[ all.length - 1 ];
		} else {
			option =
				all.find( ( el ) =>
					ts.items.includes( el.dataset.value ?? '' )
				) ?? all[ 0 ];
		}
		setActive( option );
	};

	const move = ( delta: number ): void => {
		const all = selectable();
		if ( ! all.length ) {
			return;
		}
		const current = ts.activeOption ? all.indexOf( ts.activeOption ) : -1;
		const next = Math.min(
			all.length - 1,
			Math.max( 0, current < 0 ? 0 : current + delta )
		);
		setActive( all[ next ] );
	};

	const choose = ( option: HTMLElement ): void => {
		const value = option.dataset.value;
		if ( value === undefined ) {
			return;
		}
		if ( single ) {
			if ( ! ts.items.includes( value ) ) {
				ts.setValue( value );
			}
			ts.close();
		} else {
			if ( ts.items.includes( value ) ) {
				ts.removeItem( value );
			} else {
				ts.addItem( value );
			}
			if ( ts.isOpen ) {
				ts.setActiveOption( option );
			}
		}
		sync();
	};

	let typed = '';
	let typedTimer: ReturnType< typeof setTimeout > | undefined;
	const typeAhead = ( char: string ): void => {
		typed += fold( char );
		clearTimeout( typedTimer );
		typedTimer = setTimeout( () => ( typed = '' ), TYPEAHEAD_MS );
		if ( ! ts.isOpen ) {
			openList( 'chosen' );
		}
		const all = selectable();
		const start = ts.activeOption ? all.indexOf( ts.activeOption ) : -1;
		// A repeated single letter cycles through the options starting with it.
		const repeated =
			typed.length > 1 &&
			typed.split( '' ).every( ( c ) => c === typed[ 0 ] );
		const needle = repeated ? typed[ 0 ] : typed;
		const from =
			typed.length === 1 || repeated ? start + 1 : Math.max( start, 0 );
		for ( let i = 0; i < all.length; i++ ) {
			const el = all[ ( from + i ) % all.length ];
			if ( fold( el.textContent ?? '' ).startsWith( needle ) ) {
				setActive( el );
				return;
			}
		}
	};

	ts.hook( 'instead', 'onKeyDown', ( e: KeyboardEvent ) => {
		ts.ignoreHover = true;
		if ( e.ctrlKey || e.metaKey ) {
			return;
		}
		const open = ts.isOpen;
		switch ( e.key ) {
			case 'ArrowDown':
				e.preventDefault();
				if ( ! open ) {
					openList( 'chosen' );
				} else {
					move( 1 );
				}
				return;
			case 'ArrowUp':
				e.preventDefault();
				if ( ! open ) {
					openList( 'chosen' );
				} else if ( e.altKey ) {
					ts.close();
				} else {
					move( -1 );
				}
				return;
			case 'Home':
			case 'End':
				e.preventDefault();
				if ( ! open ) {
					openList( e.key === 'Home' ? 'first' : 'last' );
				} else {
					const all = selectable();
					setActive(
						e.key === 'Home' ? all[ 0 ] : all[ all.length - 1 ]
					);
				}
				return;
			case 'PageDown':
			case 'PageUp':
				if ( open ) {
					e.preventDefault();
					move( e.key === 'PageDown' ? PAGE : -PAGE );
				}
				return;
			case 'Enter':
			case ' ':
				if ( e.key === ' ' && typed !== '' ) {
					e.preventDefault();
					typeAhead( ' ' );
					return;
				}
				e.preventDefault();
				if ( ! open ) {
					openList( 'chosen' );
				} else if ( ts.activeOption ) {
					choose( ts.activeOption );
				}
				return;
			case 'Escape':
				if ( open ) {
					e.preventDefault();
					e.stopPropagation();
					ts.close();
				}
				return;
			case 'Tab':
				if ( open ) {
					ts.close();
				}
				return;
		}
		if ( e.key.length === 1 && ! e.altKey ) {
			e.preventDefault();
			typeAhead( e.key );
		}
	} );
	ts.hook( 'instead', 'onClick', () => {
		if ( ts.isOpen ) {
			ts.close();
		} else {
			ts.focus();
			openList( 'chosen' );
		}
	} );
	ts.hook( 'instead', 'onOptionSelect', ( _e: Event, option: HTMLElement ) =>
		choose( option )
	);
	// tom-select marks the highlighted option aria-selected: put the chosen state back.
	for ( const method of [
		'setActiveOption',
		'clearActiveOption',
		'refreshOptions',
		'open',
		'close',
		'onFocus',
	] ) {
		ts.hook( 'after', method, sync );
	}
	// The hidden select is never submitted nor read: skip rebuilding its options on each
	// change (tom-select parses an HTML string per new option), only report the change.
	ts.hook(
		'instead',
		'updateOriginalInput',
		( args?: { silent?: boolean } ) => {
			if ( ts.isSetup && ! args?.silent ) {
				ts.trigger( 'change', ts.getValue() );
			}
		}
	);
	ts.on( 'change', () => {
		sync();
		opts.onChange( [ ...ts.items ] );
	} );
	sync();

	return {
		combobox: control,
		setValue( values: string[] ) {
			const next = values.filter( ( v ) => known.has( v ) );
			if ( ! sameValues( next, ts.items ) ) {
				// tom-select reopens the list of a focused control when items are added.
				const wasOpen = ts.isOpen;
				ts.setValue( next, true );
				if ( ! wasOpen && ts.isOpen ) {
					ts.close();
				}
				sync();
			}
		},
		focus() {
			ts.focus();
		},
		destroy() {
			clearTimeout( typedTimer );
			ts.destroy();
			select.remove();
		},
	};
}
