/**
 * The masonry grid (masonry-layout + imagesloaded). Column widths come from CSS (columns 1–4 →
 * 12, 6, 4, 3 of 12; ≥ 350 px one column, ≥ 500 px two, ≥ 900 px the configured count);
 * images carry their size, so their space is reserved before they load.
 */
import { createElement, useLayoutEffect, useRef } from '@wordpress/element';
import Masonry from 'masonry-layout';
import imagesLoaded from 'imagesloaded';
import type { ReactNode } from 'react';

export interface MasonryGridProps {
	columns: number;
	/** Changes whenever the shown items change. */
	layoutKey: string;
	label: string;
	children: ReactNode;
}

export function MasonryGrid( {
	columns,
	layoutKey,
	label,
	children,
}: MasonryGridProps ) {
	const gridRef = useRef< HTMLUListElement >( null );
	const masonryRef = useRef< Masonry | null >( null );

	useLayoutEffect( () => {
		if ( ! gridRef.current ) {
			return undefined;
		}
		const masonry = new Masonry( gridRef.current, {
			itemSelector: '.acces-portfolio__item',
			columnWidth: '.acces-portfolio__sizer',
			percentPosition: true,
			transitionDuration: 0,
		} );
		masonryRef.current = masonry;
		return () => {
			masonry.destroy?.();
			masonryRef.current = null;
		};
	}, [] );

	useLayoutEffect( () => {
		const grid = gridRef.current;
		const masonry = masonryRef.current;
		if ( ! grid || ! masonry ) {
			return undefined;
		}
		masonry.reloadItems?.();
		masonry.layout?.();
		let active = true;
		const relayout = () => {
			if ( active ) {
				masonry.layout?.();
			}
		};
		const loading = imagesLoaded( grid );
		loading.on( 'progress', relayout );
		return () => {
			active = false;
			loading.off( 'progress', relayout );
		};
	}, [ layoutKey ] );

	return (
		<ul
			ref={ gridRef }
			className={ `acces-portfolio__grid has-${ columns }-columns` }
			aria-label={ label }
		>
			<li className="acces-portfolio__sizer" aria-hidden="true" />
			{ children }
		</ul>
	);
}
