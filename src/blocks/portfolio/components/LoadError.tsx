/**
 * What a visitor sees when a load fails (filter, search, Load More): the list shown before
 * stays and this message says so; the live region says the same (Announcer.tsx). After a
 * failed filter or search change, its button fetches again what failed; after a failed Load
 * More, Load More itself stays to retry (PRODUCT.md §3), so there is no second button.
 */
import { createElement, forwardRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export function loadErrorMessage(): string {
	return __( 'Loading failed: the list was not updated.', 'acces-tourisme' );
}

export const LoadError = forwardRef<
	HTMLButtonElement,
	{ onRetry: () => void; showRetry: boolean }
>( function LoadError( { onRetry, showRetry }, ref ) {
	return (
		<div className="acces-portfolio__error">
			<p>{ loadErrorMessage() }</p>
			{ showRetry && (
				<button
					ref={ ref }
					type="button"
					className="acces-portfolio__retry"
					onClick={ onRetry }
				>
					{ __( 'Try again', 'acces-tourisme' ) }
				</button>
			) }
		</div>
	);
} );
