/**
 * The video overlay (specification §2.9): a dark modal dialog holding the player titled
 * "Video Preview", behind the visitor's consent when the player is a third party's.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Dialog } from './Dialog';
import { ConsentGate } from './ConsentGate';
import { normaliseVideoUrl } from '../urls';

export interface VideoOverlayProps {
	title: string;
	url: string;
	opener: HTMLElement | null;
	onClose: () => void;
}

export function VideoOverlay( {
	title,
	url,
	opener,
	onClose,
}: VideoOverlayProps ) {
	const src = normaliseVideoUrl( url );
	return (
		<Dialog
			title={ title }
			opener={ opener }
			onClose={ onClose }
			dark
			className="acces-portfolio-dialog--video"
		>
			<ConsentGate url={ src } pageUrl={ url } kind="video">
				<div className="acces-portfolio-video">
					<iframe
						src={ src }
						title={ __( 'Video Preview', 'acces-tourisme' ) }
						allow="autoplay; encrypted-media; fullscreen"
						allowFullScreen
					/>
				</div>
			</ConsentGate>
		</Dialog>
	);
}
