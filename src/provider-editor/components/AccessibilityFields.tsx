/**
 * Whom the provider welcomes: the disability families, the detailed features (grouped by the
 * family they serve) and the Tourisme & Handicap label.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Choice } from './Choice';
import type { FeatureOption, MetaChange, ProviderMeta } from '../types';

export interface AccessibilityFieldsProps {
	meta: ProviderMeta;
	onChange: MetaChange;
	/** Disability families, slug => label. */
	disabilities: Record< string, string >;
	features: FeatureOption[];
}

function list( value: unknown ): string[] {
	return Array.isArray( value )
		? value.filter( ( v ): v is string => typeof v === 'string' )
		: [];
}

/**
 * Adds or removes a slug, keeping the catalogue's order.
 * @param current Current slugs.
 * @param slug    The slug.
 * @param on      Add (true) or remove (false).
 * @param order   Every slug, in order.
 */
export function toggleSlug(
	current: string[],
	slug: string,
	on: boolean,
	order: string[]
): string[] {
	const next = new Set( current );
	if ( on ) {
		next.add( slug );
	} else {
		next.delete( slug );
	}
	return order.filter( ( s ) => next.has( s ) );
}

/**
 * Features grouped by family; those serving several families form their own group.
 * @param features     The catalogue.
 * @param disabilities Family labels.
 */
export function groupFeatures(
	features: FeatureOption[],
	disabilities: Record< string, string >
): Array< { key: string; legend: string; features: FeatureOption[] } > {
	const groups = Object.keys( disabilities ).map( ( slug ) => ( {
		key: slug,
		legend: disabilities[ slug ],
		features: features.filter(
			( f ) => f.families.length === 1 && f.families[ 0 ] === slug
		),
	} ) );
	groups.push( {
		key: 'several',
		legend: __( 'Several disabilities', 'acces-tourisme' ),
		features: features.filter(
			( f ) =>
				f.families.length !== 1 || ! disabilities[ f.families[ 0 ] ]
		),
	} );
	return groups.filter( ( g ) => g.features.length > 0 );
}

export function AccessibilityFields( {
	meta,
	onChange,
	disabilities,
	features,
}: AccessibilityFieldsProps ): JSX.Element {
	const chosenFamilies = list( meta.acces_disabilities );
	const chosenFeatures = list( meta.acces_features );
	const familyOrder = Object.keys( disabilities );
	const featureOrder = features.map( ( f ) => f.slug );

	return (
		<div className="acces-provider-accessibility-fields">
			<fieldset className="acces-provider-fieldset">
				<legend>
					{ __( 'Disabilities welcomed', 'acces-tourisme' ) }
				</legend>
				{ familyOrder.map( ( slug ) => (
					<Choice
						key={ slug }
						label={ disabilities[ slug ] }
						checked={ chosenFamilies.includes( slug ) }
						onChange={ ( on ) =>
							onChange( {
								acces_disabilities: toggleSlug(
									chosenFamilies,
									slug,
									on,
									familyOrder
								),
							} )
						}
					/>
				) ) }
			</fieldset>
			<fieldset className="acces-provider-fieldset">
				<legend>
					{ __( 'Equipment and services', 'acces-tourisme' ) }
				</legend>
				{ groupFeatures( features, disabilities ).map( ( group ) => (
					<fieldset
						key={ group.key }
						className="acces-provider-fieldset acces-provider-feature-group"
					>
						<legend>{ group.legend }</legend>
						{ group.features.map( ( feature ) => (
							<Choice
								key={ feature.slug }
								label={ feature.label }
								checked={ chosenFeatures.includes(
									feature.slug
								) }
								onChange={ ( on ) =>
									onChange( {
										acces_features: toggleSlug(
											chosenFeatures,
											feature.slug,
											on,
											featureOrder
										),
									} )
								}
							/>
						) ) }
					</fieldset>
				) ) }
			</fieldset>
			<Choice
				label={ __(
					'Holds the Tourisme & Handicap label',
					'acces-tourisme'
				) }
				checked={ meta.acces_label === true }
				onChange={ ( on ) => onChange( { acces_label: on } ) }
			/>
		</div>
	);
}
