/**
 * The result list: the same places as the map's markers, in the chosen order, each with its
 * commune, category and the disability families it welcomes. PAGE_SIZE at a time: rendering
 * stays cheap with 10,000 results; "show more" moves the focus to the first new result.
 */
import { createElement, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Place } from '../shared/types';
import { formatCount } from '../map/PlaceList';

export const PAGE_SIZE = 50;

export interface ResultListProps {
	/** Id of the section (the skip link's target). */
	id: string;
	places: Place[];
	/** Category slug => name. */
	categories: ReadonlyMap< string, string >;
	/** Disability family => label. */
	families: ReadonlyMap< string, string >;
	busy?: boolean;
}

function Result( {
	place,
	categories,
	families,
	linkRef,
}: {
	place: Place;
	categories: ReadonlyMap< string, string >;
	families: ReadonlyMap< string, string >;
	linkRef?: { current: HTMLAnchorElement | null };
} ) {
	const meta = [ place.adress, categories.get( place.category ) ?? '' ]
		.filter( Boolean )
		.join( ', ' );
	const welcomed = place.disabilities
		.map( ( family ) => families.get( family ) )
		.filter( ( label ): label is string => !! label );
	return (
		<li className="acces-map-search__result">
			<h3 className="acces-map-search__result-title">
				<a href={ place.url } ref={ linkRef }>
					{ place.name }
				</a>
			</h3>
			<p className="acces-map-search__result-meta">{ meta }</p>
			{ welcomed.length > 0 && (
				<p className="acces-map-search__result-access">
					{ sprintf(
						/* translators: %s: disability families, comma-separated. */
						__( 'Welcomes: %s', 'acces-tourisme' ),
						welcomed.join( ', ' )
					) }
				</p>
			) }
		</li>
	);
}

export function ResultList( {
	id,
	places,
	categories,
	families,
	busy = false,
}: ResultListProps ) {
	// The page count belongs to one list of places: a new list starts at one page.
	const [ paging, setPaging ] = useState( { places, shown: PAGE_SIZE } );
	const shown = paging.places === places ? paging.shown : PAGE_SIZE;
	const [ focusIndex, setFocusIndex ] = useState( -1 );
	const focusTarget = useRef< HTMLAnchorElement >( null );

	useEffect( () => {
		if ( focusIndex >= 0 ) {
			focusTarget.current?.focus();
			setFocusIndex( -1 );
		}
	}, [ focusIndex ] );

	const visible = places.slice( 0, shown );
	const more = Math.min( PAGE_SIZE, places.length - visible.length );

	return (
		<section
			className="acces-map-search__results"
			aria-labelledby={ `${ id }-title` }
			aria-busy={ busy }
			id={ id }
			tabIndex={ -1 }
		>
			<h2
				id={ `${ id }-title` }
				className="acces-map-search__results-title"
			>
				{ __( 'Search results', 'acces-tourisme' ) }
			</h2>
			{ visible.length > 0 && (
				<ul className="acces-map-search__list">
					{ visible.map( ( place, index ) => (
						<Result
							// By position: a new list rewrites the texts and links of the
							// same elements instead of replacing them all.
							// eslint-disable-next-line react/no-array-index-key
							key={ index }
							place={ place }
							categories={ categories }
							families={ families }
							linkRef={
								index === focusIndex ? focusTarget : undefined
							}
						/>
					) ) }
				</ul>
			) }
			{ visible.length < places.length && (
				<p className="acces-map-search__shown">
					{ sprintf(
						/* translators: 1: results shown, 2: all the results. */
						__( '%1$s of %2$s results shown.', 'acces-tourisme' ),
						formatCount( visible.length ),
						formatCount( places.length )
					) }
				</p>
			) }
			{ more > 0 && (
				<button
					type="button"
					className="acces-map-search__more"
					onClick={ () => {
						setFocusIndex( visible.length );
						setPaging( {
							places,
							shown: visible.length + PAGE_SIZE,
						} );
					} }
				>
					{ sprintf(
						/* translators: %s: number of results. */
						_n(
							'Show %s more result',
							'Show %s more results',
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
