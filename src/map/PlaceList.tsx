/**
 * The list alternative of a map (RGAA 4.1.2): the same places as the markers, each a link to
 * its page with its commune, with a count. Long lists show LIST_PAGE_SIZE places at a time,
 * with a button that shows more and moves the focus to the first new place.
 */
import { createElement, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Place } from '../shared/types';
import { LIST_PAGE_SIZE } from './constants';
import { nextId } from './ids';

export interface PlaceListProps {
	places: Place[];
	/** Level of the list's heading (2 to 6). */
	headingLevel?: number;
	/** Heading text; "Places on the map" by default. */
	title?: string;
	/** How many places are shown before "show more". */
	pageSize?: number;
	/** Id of the list's section (the target of the map's skip link). */
	id?: string;
	/** True while the places are being fetched. */
	busy?: boolean;
}

/**
 * A number written the French way ("10 000", narrow no-break space as Intl writes it). Whole
 * numbers are grouped here rather than by Intl: the first Intl.NumberFormat of a page loads
 * the locale's data, tens of milliseconds on the main thread while the map loads.
 * @param value The number.
 */
export function formatCount( value: number ): string {
	const lang = document.documentElement.lang || 'fr-FR';
	if ( Number.isInteger( value ) && /^fr\b/i.test( lang ) ) {
		const digits = String( Math.abs( value ) ).replace(
			/\B(?=(\d{3})+(?!\d))/g,
			'\u202f'
		);
		return value < 0 ? `-${ digits }` : digits;
	}
	return value.toLocaleString( lang );
}

export function PlaceList( {
	places,
	headingLevel = 2,
	title,
	pageSize = LIST_PAGE_SIZE,
	id,
	busy = false,
}: PlaceListProps ): JSX.Element {
	const [ shown, setShown ] = useState( pageSize );
	const [ focusIndex, setFocusIndex ] = useState( -1 );
	const [ headingId ] = useState( () => nextId( 'acces-place-list' ) );
	const focusTarget = useRef< HTMLAnchorElement >( null );

	useEffect( () => {
		setShown( pageSize );
		setFocusIndex( -1 );
	}, [ places, pageSize ] );

	useEffect( () => {
		if ( focusIndex >= 0 ) {
			focusTarget.current?.focus();
		}
	}, [ focusIndex ] );

	const level = Math.min( 6, Math.max( 2, Math.round( headingLevel ) ) );
	const total = places.length;
	const visible = places.slice( 0, shown );
	const more = Math.min( pageSize, total - visible.length );

	let count: string;
	if ( busy ) {
		count = __( 'Loading the places…', 'acces-tourisme' );
	} else if ( total === 0 ) {
		count = __( 'No place to show.', 'acces-tourisme' );
	} else if ( visible.length < total ) {
		count = sprintf(
			/* translators: 1: places shown, 2: all the places. */
			__( '%1$s of %2$s places shown.', 'acces-tourisme' ),
			formatCount( visible.length ),
			formatCount( total )
		);
	} else {
		count = sprintf(
			/* translators: %s: number of places. */
			_n( '%s place.', '%s places.', total, 'acces-tourisme' ),
			formatCount( total )
		);
	}

	return (
		<section
			className="acces-place-list"
			aria-labelledby={ headingId }
			aria-busy={ busy }
			id={ id }
			tabIndex={ id ? -1 : undefined }
		>
			{ createElement(
				`h${ level }`,
				{ id: headingId, className: 'acces-place-list__title' },
				title ?? __( 'Places on the map', 'acces-tourisme' )
			) }
			<p className="acces-place-list__count">{ count }</p>
			{ visible.length > 0 && (
				<ul className="acces-place-list__items">
					{ visible.map( ( place, index ) => (
						<li key={ place.id } className="acces-place-list__item">
							<a
								href={ place.url }
								ref={
									index === focusIndex
										? focusTarget
										: undefined
								}
							>
								{ place.name }
							</a>
							{ place.adress && (
								<span className="acces-place-list__commune">
									{ ', ' + place.adress }
								</span>
							) }
						</li>
					) ) }
				</ul>
			) }
			{ more > 0 && (
				<button
					type="button"
					className="acces-place-list__more"
					onClick={ () => {
						setFocusIndex( visible.length );
						setShown( visible.length + pageSize );
					} }
				>
					{ sprintf(
						/* translators: %s: number of places. */
						_n(
							'Show %s more place',
							'Show %s more places',
							more,
							'acces-tourisme'
						),
						formatCount( more )
					) }
				</button>
			) }
		</section>
	);
}
