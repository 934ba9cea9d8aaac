/**
 * Editor script of the block acces-tourisme/slider, with its carousel variation. The rest of
 * the block's settings (title, attributes...) come from block.json through the server, which
 * translates them.
 */
import { __ } from '@wordpress/i18n';

import metadata from './block.json';
import Edit from './edit';
import { registerBlockType } from './wp';
import './editor.scss';

registerBlockType( metadata.name, {
	edit: Edit,
	save: () => null,
	variations: [
		{
			name: 'slider',
			title: __( 'Slider', 'acces-tourisme' ),
			description: __(
				'One image at a time, with previous and next arrows.',
				'acces-tourisme'
			),
			attributes: { variant: 'slider' },
			isDefault: true,
			scope: [ 'inserter', 'transform' ],
			isActive: ( attributes: { variant?: string } ) =>
				attributes.variant !== 'carousel',
		},
		{
			name: 'carousel',
			title: __( 'Carousel', 'acces-tourisme' ),
			description: __(
				'Three images at a time (two on tablets, one on mobiles), scrolling one by one.',
				'acces-tourisme'
			),
			icon: 'slides',
			attributes: { variant: 'carousel' },
			scope: [ 'inserter', 'transform' ],
			isActive: ( attributes: { variant?: string } ) =>
				attributes.variant === 'carousel',
		},
	],
} );
