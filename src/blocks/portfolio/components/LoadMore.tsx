/**
 * The Load More button, in the configured colours, paddings, border and size (its hover colours
 * change over 0.3 s, in CSS). The text size and paddings are set in px at 100 % text and given
 * in rem, so that they follow the visitor's text size (the accessibility toolbar sets the root
 * font size; 1rem = 16 px at 100 %).
 */
import { createElement, forwardRef } from '@wordpress/element';
import type { CSSProperties } from 'react';
import type { PortfolioSettings } from '../types';

/**
 * A length set in px at 100 % text, in rem.
 * @param px The length in px.
 */
export function rem( px: number ): string {
	return `${ Number( ( px / 16 ).toFixed( 4 ) ) }rem`;
}

export const LoadMore = forwardRef<
	HTMLButtonElement,
	{ settings: PortfolioSettings; text: string; onClick: () => void }
>( function LoadMore( { settings: s, text, onClick }, ref ) {
	const style = {
		'--acces-lm-bg': s.loadMoreBgColor,
		'--acces-lm-hover-bg': s.loadMoreHoverBgColor,
		'--acces-lm-color': s.loadMoreTextColor,
		'--acces-lm-hover-color': s.loadMoreHoverTextColor,
		'--acces-lm-border': s.loadMoreBorderColor,
		'--acces-lm-hover-border': s.loadMoreHoverBorderColor,
		padding: `${ rem( s.loadMoreVerticalPadding ) } ${ rem(
			s.loadMoreHorizantalPadding
		) }`,
		borderRadius: `${ s.loadMoreBorderRadius }px`,
		borderWidth: `${ s.loadMoreBorderWidth }px`,
		fontSize: rem( s.loadMoreSize ),
	} as CSSProperties;
	return (
		<div className="acces-portfolio__more">
			<button
				ref={ ref }
				type="button"
				className="acces-portfolio__load-more"
				style={ style }
				onClick={ onClick }
			>
				{ text }
			</button>
		</div>
	);
} );
