/**
 * Where the provider is: coordinates (also set on the map), commune, address, postcode and
 * the marker type.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useInstanceId } from '@wordpress/compose';
import { Choice } from './Choice';
import { ValidatedTextField } from './ValidatedTextField';
import {
	parseCoordinate,
	validateLatitude,
	validateLongitude,
	validatePostcode,
} from '../validation';
import type { MetaChange, ProviderMeta, ValidityChange } from '../types';

export interface LocationFieldsProps {
	meta: ProviderMeta;
	onChange: MetaChange;
	onValidity?: ValidityChange;
}

/**
 * The text of a stored coordinate ('' when there is none).
 * @param value The meta value.
 */
export function coordinateText( value: unknown ): string {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		const parsed = parseCoordinate( value );
		return parsed !== null && Number.isFinite( parsed )
			? String( parsed )
			: '';
	}
	return '';
}

function markerOptions(): Array< { label: string; value: string } > {
	return [
		{ label: __( 'The category’s icon', 'acces-tourisme' ), value: '' },
		{
			label: __(
				'Accessible beach or lake (Handiplage)',
				'acces-tourisme'
			),
			value: 'icon-handiplage',
		},
	];
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

export function LocationFields( {
	meta,
	onChange,
	onValidity,
}: LocationFieldsProps ): JSX.Element {
	const group = useInstanceId( LocationFields, 'acces-location' );
	const marker =
		meta.acces_marker_type === 'icon-handiplage' ? 'icon-handiplage' : '';
	return (
		<div className="acces-provider-location-fields">
			<div className="acces-provider-coordinates">
				<ValidatedTextField
					name="lat"
					label={ __( 'Latitude', 'acces-tourisme' ) }
					value={ coordinateText( meta.acces_lat ) }
					validate={ validateLatitude }
					onValidity={ onValidity }
					inputMode="decimal"
					onCommit={ ( value ) =>
						onChange( { acces_lat: parseCoordinate( value ) } )
					}
				/>
				<ValidatedTextField
					name="lng"
					label={ __( 'Longitude', 'acces-tourisme' ) }
					value={ coordinateText( meta.acces_lng ) }
					validate={ validateLongitude }
					onValidity={ onValidity }
					inputMode="decimal"
					onCommit={ ( value ) =>
						onChange( { acces_lng: parseCoordinate( value ) } )
					}
				/>
			</div>
			<ValidatedTextField
				name="address"
				label={ __( 'Street address', 'acces-tourisme' ) }
				value={ text( meta.acces_address ) }
				autoComplete="street-address"
				onCommit={ ( value ) => onChange( { acces_address: value } ) }
			/>
			<ValidatedTextField
				name="postcode"
				label={ __( 'Postcode', 'acces-tourisme' ) }
				value={ text( meta.acces_postcode ) }
				validate={ validatePostcode }
				onValidity={ onValidity }
				inputMode="numeric"
				autoComplete="postal-code"
				onCommit={ ( value ) =>
					onChange( { acces_postcode: value.trim() } )
				}
			/>
			<ValidatedTextField
				name="commune"
				label={ __( 'Commune', 'acces-tourisme' ) }
				value={ text( meta.acces_commune ) }
				help={ __(
					'As it is written, for example Montauban: the site shows it in capitals.',
					'acces-tourisme'
				) }
				autoComplete="address-level2"
				onCommit={ ( value ) => onChange( { acces_commune: value } ) }
			/>
			<fieldset className="acces-provider-fieldset">
				<legend>{ __( 'Map marker', 'acces-tourisme' ) }</legend>
				{ markerOptions().map( ( option ) => (
					<Choice
						key={ option.value }
						type="radio"
						name={ `${ group }-marker` }
						value={ option.value }
						label={ option.label }
						checked={ marker === option.value }
						onChange={ () =>
							onChange( { acces_marker_type: option.value } )
						}
					/>
				) ) }
			</fieldset>
		</div>
	);
}
