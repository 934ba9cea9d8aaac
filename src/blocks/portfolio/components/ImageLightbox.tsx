/**
 * Image items in a lightbox (specification §2.10): the large image, its title, a link to the
 * file.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Dialog } from './Dialog';

export interface ImageLightboxProps {
	title: string;
	url: string;
	alt: string;
	opener: HTMLElement | null;
	onClose: () => void;
}

export function ImageLightbox( {
	title,
	url,
	alt,
	opener,
	onClose,
}: ImageLightboxProps ) {
	return (
		<Dialog
			title={ title }
			opener={ opener }
			onClose={ onClose }
			dark
			className="acces-portfolio-dialog--image"
		>
			<figure className="acces-portfolio-image">
				<img
					className="acces-portfolio-image__img"
					src={ url }
					alt={ alt }
				/>
				<figcaption>
					<a href={ url } target="_blank" rel="noopener noreferrer">
						{ __(
							'Open the image in full size (new tab)',
							'acces-tourisme'
						) }
					</a>
				</figcaption>
			</figure>
		</Dialog>
	);
}
