/**
 * The portfolio item's fields in the document sidebar. They are the item's REST fields
 * (portfolio-type, acces-site-url, ...), edited on the post record itself and saved with it;
 * an invalid address locks saving until it is fixed (the server refuses it too).
 */
import { createElement, useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import {
	Button,
	MediaUpload,
	MediaUploadCheck,
	Notice,
	PluginDocumentSettingPanel,
	SelectControl,
	TextControl,
	ToggleControl,
} from '../blocks/portfolio/editor/wp';
import { urlError } from './validation';

export const POST_TYPE = 'acces-portfolio';
const LOCK = 'acces-portfolio-fields';

type Fields = {
	'portfolio-type': string;
	'acces-site-open-portfolio-in': string;
	'acces-site-open-in-new-tab': string;
	'acces-site-url': string;
	'acces-site-type': string;
	'lightbox-image-url': string;
	'portfolio-video-url': string;
};

type EditorSelectors = {
	getCurrentPostType: () => string;
	getEditedPostAttribute: ( name: string ) => unknown;
};

type Media = { alt_text?: string; source_url?: string } | undefined;

export function PortfolioFieldsPanel() {
	const { postType, fields, media, featured } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		const read = ( name: keyof Fields ) =>
			String( editor.getEditedPostAttribute( name ) ?? '' );
		const featuredId = Number(
			editor.getEditedPostAttribute( 'featured_media' ) || 0
		);
		return {
			postType: editor.getCurrentPostType(),
			featured: featuredId,
			media: featuredId
				? (
						select( 'core' ) as unknown as {
							getMedia: ( id: number ) => Media;
						}
				   ).getMedia( featuredId )
				: undefined,
			fields: {
				'portfolio-type': read( 'portfolio-type' ) || 'page',
				'acces-site-open-portfolio-in':
					read( 'acces-site-open-portfolio-in' ) || 'other',
				'acces-site-open-in-new-tab':
					read( 'acces-site-open-in-new-tab' ) || '0',
				'acces-site-url': read( 'acces-site-url' ),
				'acces-site-type': read( 'acces-site-type' ),
				'lightbox-image-url': read( 'lightbox-image-url' ),
				'portfolio-video-url': read( 'portfolio-video-url' ),
			} as Fields,
		};
	}, [] );
	const { editPost, lockPostSaving, unlockPostSaving } = useDispatch(
		'core/editor'
	) as unknown as {
		editPost: ( edits: Partial< Fields > ) => void;
		lockPostSaving: ( key: string ) => void;
		unlockPostSaving: ( key: string ) => void;
	};

	const labels = {
		site: __( 'Site URL', 'acces-tourisme' ),
		video: __( 'Video URL', 'acces-tourisme' ),
		lightbox: __( 'Lightbox image URL', 'acces-tourisme' ),
	};
	const errors = {
		site: urlError( labels.site, fields[ 'acces-site-url' ] ),
		video: urlError( labels.video, fields[ 'portfolio-video-url' ] ),
		lightbox: urlError( labels.lightbox, fields[ 'lightbox-image-url' ] ),
	};
	const invalid = Object.values( errors ).some( ( e ) => e !== '' );

	useEffect( () => {
		if ( postType !== POST_TYPE ) {
			return undefined;
		}
		if ( invalid ) {
			lockPostSaving( LOCK );
		} else {
			unlockPostSaving( LOCK );
		}
		return () => unlockPostSaving( LOCK );
	}, [ invalid, postType, lockPostSaving, unlockPostSaving ] );

	if ( postType !== POST_TYPE ) {
		return null;
	}
	const set = ( name: keyof Fields ) => ( value: string ) =>
		editPost( { [ name ]: value } );
	const type = fields[ 'portfolio-type' ];
	const alt = media?.alt_text ?? '';

	return (
		<PluginDocumentSettingPanel
			name="acces-portfolio-fields"
			title={ __( 'Portfolio item settings', 'acces-tourisme' ) }
		>
			<SelectControl
				label={ __( 'Item type', 'acces-tourisme' ) }
				value={ type }
				options={ [
					{
						label: __(
							'Page (this item’s page)',
							'acces-tourisme'
						),
						value: 'page',
					},
					{
						label: __(
							'Website preview (iframe)',
							'acces-tourisme'
						),
						value: 'iframe',
					},
					{ label: __( 'Video', 'acces-tourisme' ), value: 'video' },
					{ label: __( 'Image', 'acces-tourisme' ), value: 'image' },
				] }
				onChange={ set( 'portfolio-type' ) }
			/>
			<SelectControl
				label={ __( 'Open the item in', 'acces-tourisme' ) }
				help={ __( 'For the “Page” type.', 'acces-tourisme' ) }
				value={ fields[ 'acces-site-open-portfolio-in' ] }
				options={ [
					{
						label: __(
							'Quick view (preview window)',
							'acces-tourisme'
						),
						value: 'other',
					},
					{
						label: __( 'A new tab', 'acces-tourisme' ),
						value: 'new-tab',
					},
					{
						label: __( 'The same tab', 'acces-tourisme' ),
						value: 'same-tab',
					},
				] }
				onChange={ set( 'acces-site-open-portfolio-in' ) }
			/>
			<TextControl
				label={ labels.site }
				type="url"
				help={
					errors.site ||
					__(
						'For the “Website preview” type: the page shown in the preview window.',
						'acces-tourisme'
					)
				}
				value={ fields[ 'acces-site-url' ] }
				onChange={ set( 'acces-site-url' ) }
			/>
			<ToggleControl
				label={ __( 'Open the site in a new tab', 'acces-tourisme' ) }
				help={ __(
					'For the “Website preview” type: a plain link instead of the preview window.',
					'acces-tourisme'
				) }
				checked={ fields[ 'acces-site-open-in-new-tab' ] === '1' }
				onChange={ ( on ) =>
					editPost( { 'acces-site-open-in-new-tab': on ? '1' : '0' } )
				}
			/>
			<TextControl
				label={ __( 'Site type (badge)', 'acces-tourisme' ) }
				help={ __(
					'A short word shown on the card, e.g. “Hôtel”.',
					'acces-tourisme'
				) }
				value={ fields[ 'acces-site-type' ] }
				onChange={ set( 'acces-site-type' ) }
			/>
			<TextControl
				label={ labels.video }
				type="url"
				help={
					errors.video ||
					__(
						'For the “Video” type: a YouTube or Vimeo address (or any player address).',
						'acces-tourisme'
					)
				}
				value={ fields[ 'portfolio-video-url' ] }
				onChange={ set( 'portfolio-video-url' ) }
			/>
			<TextControl
				label={ labels.lightbox }
				type="url"
				help={
					errors.lightbox ||
					__(
						'For the “Image” type. Empty: the featured image in full size.',
						'acces-tourisme'
					)
				}
				value={ fields[ 'lightbox-image-url' ] }
				onChange={ set( 'lightbox-image-url' ) }
			/>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					onSelect={ ( chosen ) =>
						editPost( {
							'lightbox-image-url': String( chosen.url ?? '' ),
						} )
					}
					render={ ( { open } ) => (
						<Button variant="secondary" onClick={ open }>
							{ __(
								'Choose the lightbox image',
								'acces-tourisme'
							) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ invalid && (
				<Notice status="error" isDismissible={ false }>
					{ __(
						'Fix the addresses above: the item cannot be saved while one is not valid.',
						'acces-tourisme'
					) }
				</Notice>
			) }
			<p className="acces-portfolio-editor__thumbnail">
				{ ! featured &&
					__(
						'The grid’s thumbnail is the featured image: choose one in the “Featured image” panel.',
						'acces-tourisme'
					) }
				{ featured > 0 &&
					alt !== '' &&
					sprintf(
						/* translators: %s: the featured image's alternative text. */
						__(
							'Thumbnail: the featured image, described as “%s”.',
							'acces-tourisme'
						),
						alt
					) }
				{ featured > 0 &&
					alt === '' &&
					__(
						'The featured image has no alternative text: add one in the media library, as the grid uses it.',
						'acces-tourisme'
					) }
			</p>
		</PluginDocumentSettingPanel>
	);
}
