/**
 * Block acces-tourisme/map-place: the single-place map. Rendered by the server (save
 * returns null).
 */
import { registerBlockType } from '../map/editor-modules';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import { Edit } from './edit';

registerBlockType( metadata.name, {
	// The rest of block.json (attributes, supports, keywords) comes from the server's
	// definition, translated: spread here, its English keywords replaced the French ones.
	title: __( 'Place map', 'acces-tourisme' ),
	description: __(
		'A map centred on one place: given coordinates, a chosen provider, or the provider of the page.',
		'acces-tourisme'
	),
	edit: Edit,
	save: () => null,
} );
