/**
 * The text a multi-select shows instead of chips (specification §2.5, §9 "Multi-select").
 */
import { __, _x, sprintf } from '@wordpress/i18n';

/** Above this many chosen options, the summary shows a count. */
export const MAX_LISTED = 8;

export interface SelectOption {
	/** The value (a slug, a commune as written...). */
	value: string;
	/** The visible label, plain text. */
	label: string;
}

/** "Pas de résultat": the list has nothing to choose (and the open list says so). */
export function noResultText(): string {
	return __( 'No result', 'acces-tourisme' );
}

/**
 * The summary of a selection.
 *
 * - nothing to choose: "Pas de résultat";
 * - nothing chosen: the placeholder;
 * - every option chosen (multi mode): "Tous";
 * - more than 8 chosen: "{count} sélectionnés";
 * - otherwise the chosen labels, in the options' order, comma-joined.
 *
 * @param options     Every option, in display order.
 * @param selected    The chosen values (order does not matter; unknown values are ignored).
 * @param placeholder Text shown when nothing is chosen.
 * @param single      Single-choice mode: the chosen label, never "Tous".
 */
export function summaryText(
	options: readonly SelectOption[],
	selected: readonly string[],
	placeholder: string,
	single = false
): string {
	if ( options.length === 0 ) {
		return noResultText();
	}
	const chosen = new Set( selected );
	const labels = options
		.filter( ( option ) => chosen.has( option.value ) )
		.map( ( option ) => option.label );
	if ( labels.length === 0 ) {
		return placeholder;
	}
	if ( single ) {
		return labels[ 0 ];
	}
	if ( labels.length === options.length ) {
		return _x(
			'All',
			'summary of a filter whose every option is chosen',
			'acces-tourisme'
		);
	}
	if ( labels.length > MAX_LISTED ) {
		return sprintf(
			/* translators: %d: number of chosen options (more than 8). */
			__( '%d selected', 'acces-tourisme' ),
			labels.length
		);
	}
	return labels.join( ', ' );
}
