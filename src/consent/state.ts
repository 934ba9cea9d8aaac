/**
 * The consent banner's state machine.
 *
 *   (no record) ──► banner ──Personnaliser──► preferences
 *   banner | preferences ──accept / reject / save──► closed (choice recorded)
 *   closed ──Gérer mes cookies──► preferences (reopened) ──close / Escape──► closed
 *
 * While no choice is recorded the banner cannot be closed without choosing (no consent is
 * inferred from silence); once a choice exists, reopened preferences may be closed unchanged.
 */
import { OPTIONAL, type Choices, type OptionalCategory } from './cookies';

export type View = 'closed' | 'banner' | 'preferences';

export interface ConsentState {
	view: View;
	/** The recorded choice (null: none yet). */
	saved: Choices | null;
	/** The switches of the preferences view. */
	draft: Choices;
	/** Reopened through "Gérer mes cookies" (focus goes back to the opener on close). */
	reopened: boolean;
}

export type ConsentAction =
	| { type: 'customise' }
	| { type: 'toggle'; category: OptionalCategory }
	| { type: 'decide'; choices: Choices }
	| { type: 'reopen' }
	| { type: 'close' };

/**
 * Every optional category set to `value`.
 * @param value
 */
export function all( value: boolean ): Choices {
	const choices = {} as Choices;
	for ( const category of OPTIONAL ) {
		choices[ category ] = value;
	}
	return choices;
}

/**
 * The state on page load, from the recorded choice.
 * @param saved
 */
export function initialState( saved: Choices | null ): ConsentState {
	return {
		view: saved ? 'closed' : 'banner',
		saved,
		draft: saved ? { ...saved } : all( false ),
		reopened: false,
	};
}

export function reducer(
	state: ConsentState,
	action: ConsentAction
): ConsentState {
	switch ( action.type ) {
		case 'customise':
			return { ...state, view: 'preferences' };
		case 'toggle':
			return {
				...state,
				draft: {
					...state.draft,
					[ action.category ]: ! state.draft[ action.category ],
				},
			};
		case 'decide':
			return {
				view: 'closed',
				saved: { ...action.choices },
				draft: { ...action.choices },
				reopened: false,
			};
		case 'reopen':
			return {
				...state,
				view: 'preferences',
				draft: state.saved ? { ...state.saved } : { ...state.draft },
				reopened: state.view === 'closed' ? true : state.reopened,
			};
		case 'close':
			return state.saved
				? {
						...state,
						view: 'closed',
						draft: { ...state.saved },
						reopened: false,
				  }
				: state;
	}
	return state;
}
