/**
 * The notice for values of the address that no option has: « Ces valeurs de recherche
 * n’existent pas et ont été ignorées : Commune « Montaubn », Accessibilité « psy ». »
 * The same text as the server's (SearchForm::ignored()): at most five values, each cut at 40
 * characters.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { FilterKey } from './state';
import type { IgnoredValue } from './urlState';

const SHOWN = 5;
const LONGEST = 40;

/** The filters' visible names: the lists' labels and the names in the notice. */
export function filterLabels(): Record< FilterKey, string > {
	return {
		categorie: __( 'Category', 'acces-tourisme' ),
		commune: __( 'Commune', 'acces-tourisme' ),
		acces: __( 'Accessibility', 'acces-tourisme' ),
	};
}

export function ignoredText( ignored: readonly IgnoredValue[] ): string {
	if ( ! ignored.length ) {
		return '';
	}
	const labels = filterLabels();
	const items = ignored.slice( 0, SHOWN ).map( ( [ key, value ] ) =>
		sprintf(
			/* translators: 1: a filter's name, 2: the value asked for. */
			__( '%1$s “%2$s”', 'acces-tourisme' ),
			labels[ key ],
			// Cut by code points, as PHP's mb_substr() does.
			[ ...value ].length > LONGEST
				? [ ...value ].slice( 0, LONGEST - 1 ).join( '' ) + '…'
				: value
		)
	);
	const more = ignored.length - SHOWN;
	if ( more > 0 ) {
		items.push(
			sprintf(
				/* translators: %d: how many more values were ignored. */
				_n( 'and %d other', 'and %d others', more, 'acces-tourisme' ),
				more
			)
		);
	}
	return sprintf(
		/* translators: %s: the values, e.g. Commune “Montaubn”, Accessibility “psy”. */
		__(
			'These search values do not exist and were ignored: %s.',
			'acces-tourisme'
		),
		items.join( ', ' )
	);
}
