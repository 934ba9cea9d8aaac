/**
 * Block acces-tourisme/map: the list map. Rendered by the server (save returns null).
 */
import { registerBlockType } from './editor-modules';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import { Edit } from './edit';

registerBlockType( metadata.name, {
	// The rest of block.json (attributes, supports, keywords) comes from the server's
	// definition, translated: spread here, its English keywords replaced the French ones.
	title: __( 'Provider map', 'acces-tourisme' ),
	description: __(
		'A map of the accessible providers, all or of one category, with its list of places.',
		'acces-tourisme'
	),
	edit: Edit,
	save: () => null,
} );
