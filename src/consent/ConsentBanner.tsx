/**
 * The consent banner: a labelled region (not a modal dialog) drawn at the start of the body,
 * bottom-right on screen. It never takes the focus on page load: it is the first thing a
 * keyboard or screen-reader user meets, and the rest of the page stays usable.
 */
import { __ } from '../shared/i18n';
import { createElement, Fragment } from '../shared/element';
import type { KeyboardEvent, Ref } from 'react';
import { OPTIONAL, type Choices, type OptionalCategory } from './cookies';
import type { View } from './state';

export interface ConsentTexts {
	title: string;
	message: string;
	policyUrl: string;
	descriptions: Record< 'necessary' | OptionalCategory, string >;
}

export interface ConsentBannerProps {
	texts: ConsentTexts;
	view: Exclude< View, 'closed' >;
	draft: Choices;
	/** A choice is recorded, so the preferences may be closed unchanged. */
	closable: boolean;
	onAccept: () => void;
	onReject: () => void;
	onCustomise: () => void;
	onToggle: ( category: OptionalCategory ) => void;
	onSave: () => void;
	onClose: () => void;
	regionRef?: Ref< HTMLElement >;
	titleRef?: Ref< HTMLHeadingElement >;
	firstSwitchRef?: Ref< HTMLInputElement >;
}

export function categoryLabel( category: 'necessary' | OptionalCategory ) {
	switch ( category ) {
		case 'necessary':
			return __( 'Strictly necessary', 'acces-tourisme' );
		case 'statistics':
			return __( 'Audience statistics', 'acces-tourisme' );
		default:
			return __( 'Videos and external content', 'acces-tourisme' );
	}
}

export function ConsentBanner( {
	texts,
	view,
	draft,
	closable,
	onAccept,
	onReject,
	onCustomise,
	onToggle,
	onSave,
	onClose,
	regionRef,
	titleRef,
	firstSwitchRef,
}: ConsentBannerProps ) {
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && closable ) {
			event.stopPropagation();
			onClose();
		}
	};
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the reopened preferences.
		<section
			className="acces-consent"
			aria-labelledby="acces-consent-title"
			ref={ regionRef }
			onKeyDown={ onKeyDown }
		>
			<h2
				id="acces-consent-title"
				className="acces-consent__title"
				tabIndex={ -1 }
				ref={ titleRef }
			>
				{ texts.title }
			</h2>
			<p className="acces-consent__message">
				{ texts.message }
				{ texts.policyUrl && (
					<>
						{ ' ' }
						<a href={ texts.policyUrl }>
							{ __( 'Read our cookie policy', 'acces-tourisme' ) }
						</a>
					</>
				) }
			</p>
			{ view === 'preferences' && (
				<fieldset className="acces-consent__categories">
					<legend>
						{ __(
							'Your choice, category by category',
							'acces-tourisme'
						) }
					</legend>
					<div className="acces-consent__category">
						<input
							type="checkbox"
							role="switch"
							id="acces-consent-necessary"
							checked
							disabled
							aria-describedby="acces-consent-necessary-text"
						/>
						<label htmlFor="acces-consent-necessary">
							{ categoryLabel( 'necessary' ) }{ ' ' }
							{ __( '(always on)', 'acces-tourisme' ) }
						</label>
						<p
							id="acces-consent-necessary-text"
							className="acces-consent__description"
						>
							{ texts.descriptions.necessary }
						</p>
					</div>
					{ OPTIONAL.map( ( category, index ) => (
						<div
							className="acces-consent__category"
							key={ category }
						>
							<input
								type="checkbox"
								role="switch"
								id={ `acces-consent-${ category }` }
								checked={ draft[ category ] }
								onChange={ () => onToggle( category ) }
								aria-describedby={ `acces-consent-${ category }-text` }
								ref={ index === 0 ? firstSwitchRef : undefined }
							/>
							<label htmlFor={ `acces-consent-${ category }` }>
								{ categoryLabel( category ) }
							</label>
							<p
								id={ `acces-consent-${ category }-text` }
								className="acces-consent__description"
							>
								{ texts.descriptions[ category ] }
							</p>
						</div>
					) ) }
				</fieldset>
			) }
			<div className="acces-consent__actions">
				<button
					type="button"
					className="acces-consent__button"
					onClick={ onAccept }
				>
					{ __( 'Accept all', 'acces-tourisme' ) }
				</button>
				<button
					type="button"
					className="acces-consent__button"
					onClick={ onReject }
				>
					{ __( 'Reject all', 'acces-tourisme' ) }
				</button>
				{ view === 'banner' ? (
					<button
						type="button"
						className="acces-consent__button"
						onClick={ onCustomise }
					>
						{ __( 'Customise', 'acces-tourisme' ) }
					</button>
				) : (
					<button
						type="button"
						className="acces-consent__button"
						onClick={ onSave }
					>
						{ __( 'Save my choices', 'acces-tourisme' ) }
					</button>
				) }
			</div>
			{ closable && (
				<button
					type="button"
					className="acces-consent__close"
					onClick={ onClose }
				>
					{ __( 'Close without changing', 'acces-tourisme' ) }
				</button>
			) }
		</section>
	);
}
