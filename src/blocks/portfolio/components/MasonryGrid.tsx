/**
 * The masonry grid (masonry-layout + imagesloaded). Column widths come from CSS: the breakpoints
 * of PRODUCT.md §3, never more columns than the block's width holds at 9rem each, so that a
 * larger text size gives fewer, wider columns (view.scss); images carry their size, so their
 * space is reserved before they load. The grid is laid out again when a column or an item
 * changes size without a window resize (the accessibility toolbar's text size).
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
		// Sizes that change without a window resize: one layout per frame at most, none for
		// the first observation (the layout above is up to date).
		let frame = 0;
		const seen = new WeakSet< Element >();
		const observer =
			typeof ResizeObserver === 'function'
				? new ResizeObserver( ( entries ) => {
						let changed = false;
						for ( const entry of entries ) {
							if ( seen.has( entry.target ) ) {
								changed = true;
							}
							seen.add( entry.target );
						}
						if ( changed && ! frame ) {
							frame = window.requestAnimationFrame( () => {
								frame = 0;
								relayout();
							} );
						}
				  } )
				: null;
		Array.from( grid.children ).forEach(
			( child ) => observer?.observe( child )
		);
		return () => {
			active = false;
			loading.off( 'progress', relayout );
			observer?.disconnect();
			window.cancelAnimationFrame( frame );
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
