/**
 * The iframe preview lightbox (specification §2.8): the preview URL with its size parameters,
 * a device switcher added 500 ms after opening (desktop active), the body marked while open.
 */
import { createElement, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Dialog } from './Dialog';
import { ConsentGate } from './ConsentGate';
import { previewUrl } from '../urls';

export type Device = 'desktop' | 'tablet' | 'mobile';

export const SWITCHER_DELAY = 500;
export const BODY_CLASS = 'acces-lightbox-active';

/** Frame sizes of each device view (scaled down by CSS on small screens). */
export const DEVICE_SIZES: Record< Device, { width: number; height: number } > =
	{
		desktop: { width: 1200, height: 800 },
		tablet: { width: 768, height: 1024 },
		mobile: { width: 375, height: 667 },
	};

export interface IframeLightboxProps {
	title: string;
	url: string;
	video: boolean;
	opener: HTMLElement | null;
	onClose: () => void;
}

/**
 * A sandbox as tight as a live preview allows: scripts, forms and the site's own origin
 * (storage, cookies) work, but the frame cannot navigate this page, open dialogs or download.
 */
const SANDBOX =
	'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export function IframeLightbox( {
	title,
	url,
	video,
	opener,
	onClose,
}: IframeLightboxProps ) {
	const [ device, setDevice ] = useState< Device >( 'desktop' );
	const [ switcher, setSwitcher ] = useState( false );
	const src = previewUrl( url, video );

	useEffect( () => {
		document.body.classList.add( BODY_CLASS );
		const timer = window.setTimeout(
			() => setSwitcher( true ),
			SWITCHER_DELAY
		);
		return () => {
			window.clearTimeout( timer );
			document.body.classList.remove( BODY_CLASS );
		};
	}, [] );

	const labels: Record< Device, string > = {
		desktop: __( 'Desktop', 'acces-tourisme' ),
		tablet: __( 'Tablet', 'acces-tourisme' ),
		mobile: __( 'Mobile', 'acces-tourisme' ),
	};
	const size = DEVICE_SIZES[ device ];

	return (
		<Dialog
			title={ title }
			opener={ opener }
			onClose={ onClose }
			className={ `acces-portfolio-dialog--preview is-${ device }` }
			headerExtra={
				switcher ? (
					<div
						className="acces-portfolio-devices"
						role="group"
						aria-label={ __( 'Preview size', 'acces-tourisme' ) }
					>
						{ ( Object.keys( labels ) as Device[] ).map( ( d ) => (
							<button
								key={ d }
								type="button"
								aria-pressed={ d === device }
								className={ `acces-portfolio-devices__button${
									d === device ? ' is-active' : ''
								}` }
								onClick={ () => setDevice( d ) }
							>
								{ labels[ d ] }
							</button>
						) ) }
					</div>
				) : null
			}
		>
			<div
				className="acces-portfolio-preview"
				style={ { maxWidth: `${ size.width }px` } }
			>
				<ConsentGate url={ src } pageUrl={ url } kind="preview">
					<iframe
						src={ src }
						title={ sprintf(
							/* translators: %s: the item's title. */
							__( 'Preview: %s', 'acces-tourisme' ),
							title
						) }
						sandbox={ SANDBOX }
						width={ size.width }
						height={ size.height }
						style={ {
							width: `${ size.width }px`,
							height: `${ size.height }px`,
						} }
					/>
				</ConsentGate>
			</div>
		</Dialog>
	);
}
