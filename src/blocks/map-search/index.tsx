/**
 * Block acces-tourisme/map-search: the map search. Rendered by the server (save returns
 * null); the editor shows what it will hold and its height setting.
 */
import { createElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import metadata from './block.json';
import {
	InspectorControls,
	PanelBody,
	Placeholder,
	RangeControl,
	registerBlockType,
	useBlockProps,
} from './wp';

interface Attributes {
	height: number;
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ): JSX.Element {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody
					title={ __( 'Map search settings', 'acces-tourisme' ) }
				>
					<RangeControl
						label={ __( 'Map height (pixels)', 'acces-tourisme' ) }
						value={ attributes.height }
						min={ 200 }
						max={ 1200 }
						step={ 10 }
						onChange={ ( value?: number ) =>
							setAttributes( { height: value ?? 450 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Placeholder
				icon="search"
				label={ __( 'Map search', 'acces-tourisme' ) }
				instructions={ sprintf(
					/* translators: %d: height in pixels. */
					__(
						'Visitors filter the providers by category, commune and disability, and sort them by name or commune; the map (%d px high) and the result list follow. The search is kept in the page address, so it can be shared.',
						'acces-tourisme'
					),
					attributes.height
				) }
			/>
		</div>
	);
}

registerBlockType( metadata.name, {
	// The rest of block.json (attributes, supports, keywords) comes from the server's
	// definition, translated: spread here, its English keywords replaced the French ones.
	title: __( 'Map search', 'acces-tourisme' ),
	description: __(
		'Search the accessible providers by category, commune and disability, on a map and in a list.',
		'acces-tourisme'
	),
	edit: Edit,
	save: () => null,
} );
