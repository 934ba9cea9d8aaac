/**
 * One item of the grid: thumbnail, title (above or below), site-type badge, quick-view
 * control. The title's control opens the item as specification §4.2 says; a click on the
 * thumbnail does the same.
 */
import { createElement, forwardRef, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode, Ref } from 'react';
import type { ItemAction } from '../actions';

export interface CardProps {
	title: string;
	badge: string;
	image: { url: string; alt: string; width: number; height: number } | null;
	action: ItemAction;
	titlePosition: string;
	hoverStyle: string;
	scrollSpeed: number;
	quickView: string | null;
	onOpen: ( opener: HTMLElement ) => void;
}

function ActionControl( {
	action,
	onOpen,
	className,
	controlRef,
	children,
}: {
	action: ItemAction;
	onOpen: ( opener: HTMLElement ) => void;
	className: string;
	controlRef?: Ref< HTMLAnchorElement & HTMLButtonElement >;
	children: ReactNode;
} ) {
	if ( action.kind === 'none' ) {
		return <span className={ className }>{ children }</span>;
	}
	if ( action.kind === 'link' ) {
		return (
			<a
				ref={ controlRef }
				className={ className }
				href={ action.url }
				target={ action.newTab ? '_blank' : '_self' }
				rel={ action.newTab ? 'noopener noreferrer' : undefined }
			>
				{ children }
				{ action.newTab && (
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'acces-tourisme' ) }
					</span>
				) }
			</a>
		);
	}
	return (
		<button
			ref={ controlRef }
			type="button"
			className={ className }
			aria-haspopup="dialog"
			onClick={ ( event ) => onOpen( event.currentTarget ) }
		>
			{ children }
		</button>
	);
}

export const PortfolioCard = forwardRef< HTMLElement, CardProps >(
	function PortfolioCard(
		{
			title,
			badge,
			image,
			action,
			titlePosition,
			hoverStyle,
			scrollSpeed,
			quickView,
			onOpen,
		},
		ref
	) {
		const mainRef = useRef< HTMLAnchorElement & HTMLButtonElement >( null );
		const setMain = (
			el: ( HTMLAnchorElement & HTMLButtonElement ) | null
		) => {
			( mainRef as { current: HTMLElement | null } ).current = el;
			if ( typeof ref === 'function' ) {
				ref( el );
			} else if ( ref ) {
				( ref as { current: HTMLElement | null } ).current = el;
			}
		};
		const heading = (
			<h3 className="acces-portfolio__title">
				<ActionControl
					action={ action }
					onOpen={ onOpen }
					className="acces-portfolio__open"
					controlRef={ setMain }
				>
					{ title }
				</ActionControl>
			</h3>
		);
		return (
			<article className="acces-portfolio__card">
				{ titlePosition === 'top' && heading }
				{ image && (
					// The thumbnail repeats the title's control for mouse users; keyboard and
					// screen-reader users have the title itself, so it adds no tab stop.
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
					<div
						className={ `acces-portfolio__thumb is-${ hoverStyle }${
							action.kind === 'none' ? '' : ' is-clickable'
						}` }
						style={ { transitionDuration: `${ scrollSpeed }s` } }
						onClick={ () => mainRef.current?.click() }
					>
						<img
							src={ image.url }
							alt={ image.alt }
							width={ image.width || undefined }
							height={ image.height || undefined }
							loading="lazy"
							decoding="async"
							style={ {
								transitionDuration: `${ scrollSpeed }s`,
							} }
						/>
					</div>
				) }
				{ titlePosition !== 'top' && heading }
				{ badge !== '' && (
					<p className="acces-portfolio__badge">{ badge }</p>
				) }
				{ quickView !== null && action.kind !== 'none' && (
					<ActionControl
						action={ action }
						onOpen={ onOpen }
						className="acces-portfolio__quick-view"
					>
						{ quickView }
						<span className="screen-reader-text">
							{ ' : ' }
							{ title }
						</span>
					</ActionControl>
				) }
			</article>
		);
	}
);
