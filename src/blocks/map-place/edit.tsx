/**
 * Editor side of acces-tourisme/map-place: coordinates or a provider (or, on a provider
 * page, nothing: the page's provider), the height, and a static preview.
 */
import { useSelect } from '@wordpress/data';
import {
	ComboboxControl,
	InspectorControls,
	PanelBody,
	Placeholder,
	RangeControl,
	TextControl,
	useBlockProps,
} from '../map/editor-modules';
import { store as coreStore } from '@wordpress/core-data';
import { createElement, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export interface MapPlaceAttributes {
	lat: number | string;
	lng: number | string;
	providerId: number;
	height: number;
}

interface Provider {
	id: number;
	title: { rendered: string; raw?: string };
}

type Select = ( store: typeof coreStore ) => {
	getEntityRecords: ( k: string, n: string, q: object ) => Provider[] | null;
	getEntityRecord: ( k: string, n: string, id: number ) => Provider | null;
};

/**
 * An error message when a coordinate is given but invalid, else ''.
 * @param value A latitude or longitude as typed.
 * @param limit 90 or 180.
 */
export function coordinateError(
	value: number | string,
	limit: number
): string {
	const text = String( value ).trim().replace( ',', '.' );
	if ( text === '' ) {
		return '';
	}
	const number = Number( text );
	if ( ! Number.isFinite( number ) || Math.abs( number ) > limit ) {
		return limit === 90
			? __(
					'Enter a latitude between -90 and 90, for example 43.858.',
					'acces-tourisme'
			  )
			: __(
					'Enter a longitude between -180 and 180, for example 1.425.',
					'acces-tourisme'
			  );
	}
	return '';
}

function plainTitle( provider: Provider ): string {
	const doc = new window.DOMParser().parseFromString(
		provider.title.rendered,
		'text/html'
	);
	return doc.body.textContent ?? '';
}

export function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: MapPlaceAttributes;
	setAttributes: ( next: Partial< MapPlaceAttributes > ) => void;
} ): JSX.Element {
	const { lat, lng, providerId, height } = attributes;
	const [ search, setSearch ] = useState( '' );
	const { providers, chosen } = useSelect(
		( select ) => {
			const core = ( select as unknown as Select )( coreStore );
			return {
				providers:
					core.getEntityRecords( 'postType', 'acces-provider', {
						search,
						per_page: 20,
						_fields: 'id,title',
					} ) ?? [],
				chosen: providerId
					? core.getEntityRecord(
							'postType',
							'acces-provider',
							providerId
					  )
					: null,
			};
		},
		[ search, providerId ]
	);
	const latError = coordinateError( lat, 90 );
	const lngError = coordinateError( lng, 180 );
	const hasPoint =
		String( lat ).trim() !== '' &&
		String( lng ).trim() !== '' &&
		! latError &&
		! lngError;
	const options = providers.map( ( p ) => ( {
		value: String( p.id ),
		label: plainTitle( p ),
	} ) );
	if (
		chosen &&
		! options.some( ( o ) => o.value === String( chosen.id ) )
	) {
		options.unshift( {
			value: String( chosen.id ),
			label: plainTitle( chosen ),
		} );
	}

	let instructions = __(
		'On a provider’s page, the map shows that provider. Elsewhere, choose a provider or enter coordinates.',
		'acces-tourisme'
	);
	if ( hasPoint ) {
		instructions = sprintf(
			/* translators: 1: latitude, 2: longitude. */
			__(
				'Map centred on %1$s, %2$s (zoom 18, circle of 20 m).',
				'acces-tourisme'
			),
			String( lat ),
			String( lng )
		);
	} else if ( chosen ) {
		instructions = sprintf(
			/* translators: %s: a provider's name. */
			__( 'Map centred on the provider %s.', 'acces-tourisme' ),
			plainTitle( chosen )
		);
	}

	const field = ( key: 'lat' | 'lng', label: string, error: string ) => (
		<div className="acces-map-place-field">
			<TextControl
				label={ label }
				value={ String( attributes[ key ] ) }
				inputMode="decimal"
				aria-invalid={ error ? true : undefined }
				aria-describedby={
					error ? `acces-map-place-${ key }-error` : undefined
				}
				onChange={ ( value: string ) =>
					setAttributes( { [ key ]: value } )
				}
			/>
			{ error && (
				<p
					id={ `acces-map-place-${ key }-error` }
					className="acces-map-place-error"
				>
					{ error }
				</p>
			) }
		</div>
	);

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Place', 'acces-tourisme' ) }>
					<ComboboxControl
						label={ __( 'Provider', 'acces-tourisme' ) }
						value={ providerId ? String( providerId ) : null }
						options={ options }
						onFilterValueChange={ setSearch }
						onChange={ ( value?: string | null ) =>
							setAttributes( {
								providerId: value ? Number( value ) : 0,
							} )
						}
					/>
					{ field(
						'lat',
						__( 'Latitude', 'acces-tourisme' ),
						latError
					) }
					{ field(
						'lng',
						__( 'Longitude', 'acces-tourisme' ),
						lngError
					) }
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
				icon="location"
				label={ __( 'Place map', 'acces-tourisme' ) }
				instructions={ instructions }
			/>
		</div>
	);
}
