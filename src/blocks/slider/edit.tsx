/**
 * The slider's editor: choose images from the media library, pick slider or carousel, the
 * accessible name, captions, links to the files (lightbox) and an optional autoplay.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useSelect } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';
import { createElement, Fragment, useEffect, useRef } from '@wordpress/element';

import type { Variant } from './options';
import {
	BlockControls,
	Button,
	InspectorControls,
	MediaPlaceholder,
	MediaUpload,
	MediaUploadCheck,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
	useBlockProps,
	withNotices,
	type MediaItem,
	type NoticeProps,
} from './wp';

export interface SliderAttributes {
	ids: number[];
	variant: Variant;
	autoplay: boolean;
	delay: number;
	label: string;
	captions: boolean;
	linkToFile: boolean;
	sizeSlug: string;
}

interface EditProps {
	attributes: SliderAttributes;
	setAttributes: ( attributes: Partial< SliderAttributes > ) => void;
}

interface Media {
	id: number;
	source_url?: string;
	alt_text?: string;
	media_details?: { sizes?: Record< string, { source_url: string } > };
}

type MediaQuery = {
	include: number[];
	per_page: number;
	orderby: 'include';
};
type MediaSelectors = {
	getMediaItems: ( query: MediaQuery ) => Media[] | null | undefined;
	hasFinishedResolution: ( selector: string, args: MediaQuery[] ) => boolean;
};

function Edit( {
	attributes,
	setAttributes,
	noticeOperations,
	noticeUI,
}: EditProps & NoticeProps ) {
	const { ids, variant, autoplay, delay, label, captions, linkToFile } =
		attributes;
	// The block takes the focus once its first images are chosen: the placeholder's button
	// that opened the media library is gone with the placeholder, and the focus fell to the
	// page (an outside audit: nothing was announced, the next Tab started over).
	const wrapper = useRef< HTMLElement >( null );
	const chosen = useRef( false );
	const blockProps = useBlockProps( {
		ref: wrapper,
		className: `acces-slider-editor acces-slider-editor--${ variant }`,
	} );
	useEffect( () => {
		if ( chosen.current && ids.length ) {
			chosen.current = false;
			wrapper.current?.focus();
		}
	}, [ ids.length ] );
	// The chosen images in one request. Once it has answered, an image that it did not return
	// was deleted from the media library (or is not visible to this user): the editor says so
	// and offers to remove it, where it would otherwise wait for it for ever (the page shows
	// the others).
	const { found, resolved } = useSelect(
		( select ) => {
			// No images yet: nothing to ask (the media route refuses orderby=include without
			// include, a 400 in the console).
			if ( ! ids.length ) {
				return { found: [] as Media[], resolved: true };
			}
			const store = select( coreStore ) as unknown as MediaSelectors;
			const query: MediaQuery = {
				include: ids,
				per_page: Math.min( 100, Math.max( 1, ids.length ) ),
				orderby: 'include',
			};
			return {
				found: store.getMediaItems( query ) ?? [],
				resolved: store.hasFinishedResolution( 'getMediaItems', [
					query,
				] ),
			};
		},
		[ ids ]
	);
	const byId = new Map( found.map( ( item ) => [ item.id, item ] ) );
	const missing = resolved ? ids.filter( ( id ) => ! byId.has( id ) ) : [];
	const onSelect = ( items: MediaItem[] ) =>
		setAttributes( {
			ids: items.map( ( item ) => item.id ).filter( ( id ) => id > 0 ),
		} );

	// The name as the page gives it (SliderBlock: sanitize_text_field takes the tags out).
	const spoken = label
		.replace( /<\/?[a-z!][^>]*>/gi, '' )
		.replace( /\s+/g, ' ' )
		.trim();
	const name =
		variant === 'carousel'
			? __( 'Carousel', 'acces-tourisme' )
			: __( 'Slider', 'acces-tourisme' );
	// WordPress 6.1 names a block's wrapper in the canvas after its type (« Bloc : Diaporama »),
	// a carousel too, where the list view and the breadcrumb say « Carrousel » (an outside
	// audit). React leaves the attribute alone after the first render (its value never
	// changes): the name follows the variant.
	useEffect( () => {
		wrapper.current?.setAttribute(
			'aria-label',
			/* translators: %s: the block's name, Slider or Carousel. */
			sprintf( __( 'Block: %s', 'acces-tourisme' ), name )
		);
	} );
	const nameHelp =
		variant === 'carousel'
			? __(
					'Read by screen readers to name this carousel, for example “Our activities”.',
					'acces-tourisme'
			  )
			: __(
					'Read by screen readers to name this slider, for example “Our activities”.',
					'acces-tourisme'
			  );

	if ( ! ids.length ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon="images-alt2"
					labels={ {
						title: name,
						instructions: __(
							'Choose the images from the media library, or upload them. Give each image an alternative text in the library.',
							'acces-tourisme'
						),
					} }
					accept="image/*"
					allowedTypes={ [ 'image' ] }
					multiple
					onSelect={ ( items: MediaItem[] ) => {
						chosen.current = true;
						onSelect( items );
					} }
					// A file refused on upload (not an image, too large, the server's answer):
					// WordPress's message in the placeholder, spoken, instead of nothing.
					onError={ ( message ) => {
						noticeOperations.removeAllNotices();
						noticeOperations.createErrorNotice( message );
					} }
					notices={ noticeUI }
				/>
			</div>
		);
	}

	return (
		<>
			<BlockControls>
				<ToolbarGroup>
					<MediaUploadCheck>
						<MediaUpload
							multiple
							gallery
							value={ ids }
							allowedTypes={ [ 'image' ] }
							onSelect={ onSelect }
							render={ ( { open } ) => (
								<ToolbarButton onClick={ open }>
									{ __(
										'Edit the images',
										'acces-tourisme'
									) }
								</ToolbarButton>
							) }
						/>
					</MediaUploadCheck>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody
					title={
						variant === 'carousel'
							? __( 'Carousel settings', 'acces-tourisme' )
							: __( 'Slider settings', 'acces-tourisme' )
					}
				>
					<SelectControl
						label={ __( 'Display', 'acces-tourisme' ) }
						value={ variant }
						options={ [
							{
								label: __(
									'Slider: one image at a time',
									'acces-tourisme'
								),
								value: 'slider',
							},
							{
								label: __(
									'Carousel: 3 images (2 on tablets, 1 on mobiles)',
									'acces-tourisme'
								),
								value: 'carousel',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								variant:
									value === 'carousel'
										? 'carousel'
										: 'slider',
							} )
						}
					/>
					<TextControl
						label={ __( 'Accessible name', 'acces-tourisme' ) }
						help={
							spoken === label.trim()
								? nameHelp
								: sprintf(
										/* translators: %s: the name without its HTML tags. */
										__(
											'HTML tags are taken out: screen readers will read “%s”.',
											'acces-tourisme'
										),
										spoken
								  )
						}
						value={ label }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
					<ToggleControl
						label={ __( 'Show the captions', 'acces-tourisme' ) }
						checked={ captions }
						onChange={ ( value ) =>
							setAttributes( { captions: value } )
						}
					/>
					<ToggleControl
						label={ __(
							'Open the images in the lightbox',
							'acces-tourisme'
						) }
						checked={ linkToFile }
						onChange={ ( value ) =>
							setAttributes( { linkToFile: value } )
						}
					/>
					<ToggleControl
						label={ __( 'Autoplay', 'acces-tourisme' ) }
						help={ __(
							'Visitors get a visible pause button; autoplay stays off for those who ask for reduced motion.',
							'acces-tourisme'
						) }
						checked={ autoplay }
						onChange={ ( value ) =>
							setAttributes( { autoplay: value } )
						}
					/>
					{ autoplay && (
						<RangeControl
							label={ __(
								'Time per slide (seconds)',
								'acces-tourisme'
							) }
							value={ Math.round( delay / 1000 ) }
							min={ 2 }
							max={ 20 }
							// Whole seconds, as shown (3.5 typed showed 4 and saved 3500).
							onChange={ ( value ) =>
								setAttributes( {
									delay: Math.round( value ?? 5 ) * 1000,
								} )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ul className="acces-slider-editor__list">
					{ ids.map( ( id ) => {
						const item = byId.get( id );
						let missingText = __( 'Loading…', 'acces-tourisme' );
						if ( resolved ) {
							missingText = __(
								'Image not found: it was deleted from the media library.',
								'acces-tourisme'
							);
						}
						return (
							<li key={ id }>
								{ item?.source_url ? (
									<img
										src={
											item.media_details?.sizes?.medium
												?.source_url ?? item.source_url
										}
										alt={ item.alt_text ?? '' }
									/>
								) : (
									<span className="acces-slider-editor__missing">
										{ missingText }
									</span>
								) }
							</li>
						);
					} ) }
				</ul>
				<p className="acces-slider-editor__summary">
					{ sprintf(
						/* translators: %d: number of images. */
						_n(
							'%d image',
							'%d images',
							ids.length - missing.length,
							'acces-tourisme'
						),
						ids.length - missing.length
					) }
				</p>
				{ missing.length > 0 && (
					<p className="acces-slider-editor__summary">
						{ sprintf(
							/* translators: %d: number of images not found. */
							_n(
								'%d image can no longer be found in the media library; the page shows the others.',
								'%d images can no longer be found in the media library; the page shows the others.',
								missing.length,
								'acces-tourisme'
							),
							missing.length
						) }{ ' ' }
						<Button
							variant="secondary"
							onClick={ () =>
								setAttributes( {
									ids: ids.filter( ( id ) => byId.has( id ) ),
								} )
							}
						>
							{ _n(
								'Remove the missing image',
								'Remove the missing images',
								missing.length,
								'acces-tourisme'
							) }
						</Button>
					</p>
				) }
			</div>
		</>
	);
}

export default withNotices< EditProps >( Edit );
