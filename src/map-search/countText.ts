/**
 * The announced count: "12 prestataires trouvés", "1 prestataire trouvé",
 * "Aucun prestataire ne correspond à ces critères".
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * A number written the French way, with a no-break space between thousands ("10 000").
 * @param value
 */
export function formatNumber( value: number ): string {
	// Grouped by hand: the page's first Intl.NumberFormat loads locale data (tens of ms).
	if ( Number.isInteger( value ) ) {
		const digits = String( Math.abs( value ) ).replace(
			/\B(?=(\d{3})+(?!\d))/g,
			'\u00a0'
		);
		return value < 0 ? `-${ digits }` : digits;
	}
	return value.toLocaleString( 'fr-FR' ).replace( /\s/g, '\u00a0' );
}

export function countText( count: number ): string {
	if ( count === 0 ) {
		return __( 'No provider matches these criteria', 'acces-tourisme' );
	}
	return sprintf(
		/* translators: %s: number of providers. */
		_n(
			'%s provider found',
			'%s providers found',
			count,
			'acces-tourisme'
		),
		formatNumber( count )
	);
}
