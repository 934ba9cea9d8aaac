/**
 * The loading indicator: a polite status that says « Chargement… » to screen readers.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export function Spinner() {
	return (
		<div className="acces-portfolio__spinner" role="status">
			<span className="screen-reader-text">
				{ __( 'Loading…', 'acces-tourisme' ) }
			</span>
		</div>
	);
}
