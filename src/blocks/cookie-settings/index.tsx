/**
 * Editor side of the block acces-tourisme/cookie-settings: a preview of the button; the
 * server renders it on the site (save returns null).
 */
/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-ignore -- untyped package for WordPress 6.1 (or partly declared elsewhere).
import * as blocksPackage from '@wordpress/blocks';
// @ts-ignore -- untyped package for WordPress 6.1 (or partly declared elsewhere).
import * as blockEditorPackage from '@wordpress/block-editor';
/* eslint-enable @typescript-eslint/ban-ts-comment */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './editor.scss';

const { registerBlockType } = blocksPackage as unknown as {
	registerBlockType: ( name: string, settings: object ) => unknown;
};
const { useBlockProps } = blockEditorPackage as unknown as {
	useBlockProps: () => Record< string, unknown >;
};

function Edit() {
	return (
		<p { ...useBlockProps() }>
			<span className="acces-cookie-settings">
				{ __( 'Manage my cookies', 'acces-tourisme' ) }
			</span>
		</p>
	);
}

registerBlockType( metadata.name, {
	// The rest of block.json (attributes, supports, keywords) comes from the server's
	// definition, translated: spread here, its English keywords replaced the French ones.
	title: __( 'Manage my cookies', 'acces-tourisme' ),
	description: __(
		'A button that reopens the visitor’s cookie choices. Put it in the footer and on the cookie policy page.',
		'acces-tourisme'
	),
	edit: Edit,
	save: () => null,
} );
