/**
 * Editor side of acces-tourisme/map: settings (category, height) and a static preview that
 * names the places the map will show (the map itself is drawn on the site only).
 */
import apiFetch from '@wordpress/api-fetch';
import { useSelect } from '@wordpress/data';
import {
	InspectorControls,
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	useBlockProps,
} from './editor-modules';
import { store as coreStore } from '@wordpress/core-data';
import { createElement, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import { decodePlaces, type CompactPlaces } from '../../map/places';
import type { Place } from '../../shared/types';

export interface MapAttributes {
	category: string;
	height: number;
}

interface Term {
	id: number;
	slug: string;
	name: string;
}

const PREVIEW_NAMES = 8;

export function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: MapAttributes;
	setAttributes: ( next: Partial< MapAttributes > ) => void;
} ): JSX.Element {
	const { category, height } = attributes;
	const [ places, setPlaces ] = useState< Place[] | null >( null );
	const [ failed, setFailed ] = useState( false );
	const terms = useSelect(
		( select ) =>
			(
				select( coreStore ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => Term[] | null;
				}
			 ).getEntityRecords( 'taxonomy', 'acces-provider-category', {
				per_page: -1,
				hide_empty: false,
			} ),
		[]
	);

	useEffect( () => {
		let live = true;
		setFailed( false );
		apiFetch< CompactPlaces >( {
			path: addQueryArgs(
				'/acces/v1/map-places',
				category ? { categorie: category } : {}
			),
		} )
			.then( ( data ) => live && setPlaces( decodePlaces( data ) ) )
			.catch( () => live && setFailed( true ) );
		return () => {
			live = false;
		};
	}, [ category ] );

	const termName = terms?.find( ( t ) => t.slug === category )?.name;
	let summary = __( 'Loading the places…', 'acces-tourisme' );
	if ( failed ) {
		summary = __(
			'The places of the map could not be loaded.',
			'acces-tourisme'
		);
	} else if ( places ) {
		const count = places.length;
		summary = sprintf(
			/* translators: 1: number of places, 2: height in pixels. */
			_n(
				'%1$s place on a map %2$s px high, followed by its list.',
				'%1$s places on a map %2$s px high, followed by their list.',
				count,
				'acces-tourisme'
			),
			count.toLocaleString( 'fr-FR' ),
			String( height )
		);
	}

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Map settings', 'acces-tourisme' ) }>
					<SelectControl
						label={ __( 'Category', 'acces-tourisme' ) }
						value={ category }
						options={ [
							{
								value: '',
								label: __( 'All categories', 'acces-tourisme' ),
							},
							...( terms ?? [] ).map( ( t ) => ( {
								value: t.slug,
								label: t.name,
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { category: value } )
						}
					/>
					<RangeControl
						label={ __( 'Height (pixels)', 'acces-tourisme' ) }
						value={ height }
						min={ 200 }
						max={ 1200 }
						step={ 10 }
						onChange={ ( value?: number ) =>
							setAttributes( { height: value ?? 400 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Placeholder
				icon="location-alt"
				label={
					termName
						? sprintf(
								/* translators: %s: a category name. */
								__(
									'Map of the providers: %s',
									'acces-tourisme'
								),
								termName
						  )
						: __( 'Map of the providers', 'acces-tourisme' )
				}
				instructions={ summary }
			>
				{ places && places.length > 0 && (
					<ul className="acces-map-preview__names">
						{ places.slice( 0, PREVIEW_NAMES ).map( ( p ) => (
							<li
								key={ p.id }
							>{ `${ p.name }, ${ p.adress }` }</li>
						) ) }
						{ places.length > PREVIEW_NAMES && <li>…</li> }
					</ul>
				) }
			</Placeholder>
		</div>
	);
}
