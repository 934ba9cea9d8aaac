/**
 * The Load More button, in the configured colours, paddings, border and size (its hover colours
 * change over 0.3 s, in CSS).
 */
import { createElement, forwardRef } from '@wordpress/element';
import type { CSSProperties } from 'react';
import type { PortfolioSettings } from '../types';

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
		padding: `${ s.loadMoreVerticalPadding }px ${ s.loadMoreHorizantalPadding }px`,
		borderRadius: `${ s.loadMoreBorderRadius }px`,
		borderWidth: `${ s.loadMoreBorderWidth }px`,
		fontSize: `${ s.loadMoreSize }px`,
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
