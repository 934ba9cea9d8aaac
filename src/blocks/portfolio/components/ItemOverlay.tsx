/**
 * The overlay that an opened item shows (specification §4.2); closing it clears the item.
 */
import { createElement } from '@wordpress/element';
import { itemAction } from '../actions';
import type { PortfolioItem } from '../types';
import { IframeLightbox } from './IframeLightbox';
import { ImageLightbox } from './ImageLightbox';
import { VideoOverlay } from './VideoOverlay';

export interface OpenItem {
	item: PortfolioItem;
	/** The decoded title. */
	title: string;
	/** The control that opened it. */
	opener: HTMLElement;
}

export function ItemOverlay( {
	open,
	onClose,
}: {
	open: OpenItem;
	onClose: () => void;
} ) {
	const { item, title, opener } = open;
	const action = itemAction( item );
	switch ( action.kind ) {
		case 'video':
			return (
				<VideoOverlay
					title={ title }
					url={ action.url }
					opener={ opener }
					onClose={ onClose }
				/>
			);
		case 'image':
			return (
				<ImageLightbox
					title={ title }
					url={ action.url }
					alt={ String(
						item[ 'thumbnail-image-meta' ]?.alt || title
					) }
					opener={ opener }
					onClose={ onClose }
				/>
			);
		case 'preview':
			return (
				<IframeLightbox
					title={ title }
					url={ action.url }
					video={ action.video }
					opener={ opener }
					onClose={ onClose }
				/>
			);
		default:
			return null;
	}
}
