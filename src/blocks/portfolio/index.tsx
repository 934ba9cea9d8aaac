/**
 * Editor registration of the block acces-tourisme/portfolio (rendered on the server).
 */
import metadata from './block.json';
import { registerBlockType } from './editor/wp';
import { Edit } from './edit';
import './editor.scss';

registerBlockType( metadata, {
	edit: Edit,
	save: () => null,
} );
