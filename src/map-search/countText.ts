/**
 * The announced count: "12 prestataires trouvés", "1 prestataire trouvé",
 * "Aucun prestataire ne correspond à ces critères".
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatCount } from '../map/PlaceList';

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
		formatCount( count )
	);
}
