/**
 * Holds a third-party frame back until the visitor accepts the `media` consent category:
 * meanwhile, a French explanation, a "Charger la vidéo" button (which asks the consent feature)
 * and a plain link to the content on its own site.
 */
import { createElement, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import {
	hasMediaConsent,
	hostLabel,
	isThirdParty,
	onMediaConsentChange,
	requestMediaConsent,
} from '../../../shared/mediaConsent';

export interface ConsentGateProps {
	/** The frame's URL. */
	url: string;
	/** The URL the visitor may open instead (the video page). */
	pageUrl: string;
	kind: 'video' | 'preview';
	/** The frame. */
	children: ReactNode;
}

export function ConsentGate( {
	url,
	pageUrl,
	kind,
	children,
}: ConsentGateProps ) {
	const needed = isThirdParty( url );
	const [ allowed, setAllowed ] = useState(
		() => ! needed || hasMediaConsent()
	);
	const [ asked, setAsked ] = useState( false );
	const frameRef = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( allowed ) {
			return undefined;
		}
		return onMediaConsentChange( ( ok ) => {
			if ( ok ) {
				setAllowed( true );
			}
		} );
	}, [ allowed ] );

	// When the frame replaces the button the visitor pressed, focus goes to the frame.
	useEffect( () => {
		if ( allowed && asked ) {
			frameRef.current?.querySelector( 'iframe' )?.focus();
		}
	}, [ allowed, asked ] );

	if ( allowed ) {
		return (
			<div ref={ frameRef } className="acces-portfolio-frame">
				{ children }
			</div>
		);
	}
	const host = hostLabel( url );
	return (
		<div className="acces-portfolio-consent">
			<p>
				{ kind === 'video'
					? sprintf(
							/* translators: %1$s: the video service's host name, e.g. youtube.com. */
							__(
								'This video comes from %1$s. If you load it here, %1$s receives your IP address and may set cookies. “Load the video” allows videos and external content on the whole site and remembers that choice.',
								'acces-tourisme'
							),
							host
					  )
					: sprintf(
							/* translators: %1$s: the previewed site's host name. */
							__(
								'This preview shows a page of %1$s. If you load it here, %1$s receives your IP address and may set cookies. “Load the preview” allows videos and external content on the whole site and remembers that choice.',
								'acces-tourisme'
							),
							host
					  ) }
			</p>
			<button
				type="button"
				className="acces-portfolio-consent__load"
				onClick={ () => {
					setAsked( true );
					requestMediaConsent();
					if ( hasMediaConsent() ) {
						setAllowed( true );
					}
				} }
			>
				{ kind === 'video'
					? __( 'Load the video', 'acces-tourisme' )
					: __( 'Load the preview', 'acces-tourisme' ) }
			</button>{ ' ' }
			<a href={ pageUrl } target="_blank" rel="noopener noreferrer">
				{ sprintf(
					/* translators: %s: a host name, e.g. youtube.com. */
					__( 'Open on %s (new tab)', 'acces-tourisme' ),
					hostLabel( pageUrl )
				) }
			</a>
		</div>
	);
}
