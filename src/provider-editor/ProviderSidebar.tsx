/**
 * The provider's document-sidebar panels: location (map and address), accessibility, contact.
 * They edit the post's meta through the core data store; a field with invalid text blocks the
 * post's saving until it is fixed, and the server's refusal, if any, shows in the first panel.
 */
import {
	createElement,
	Fragment,
	useCallback,
	useEffect,
	useState,
} from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEntityProp } from '@wordpress/core-data';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';
import { AccessibilityFields } from './components/AccessibilityFields';
import { ContactFields } from './components/ContactFields';
import { LocationFields } from './components/LocationFields';
import { LocationMap } from './components/LocationMap';
import { SaveError, type SaveErrorShape } from './components/SaveError';
import { getEditorSettings } from './settings';
import { effectiveMarkerType } from './markerType';
import type { ProviderMeta } from './types';

export const POST_TYPE = 'acces-provider';
const CATEGORY = 'acces-provider-category';
const CATEGORY_REST = 'acces-provider-categories';
const LOCK = 'acces-provider-fields';

function coordinate( value: unknown ): number | null {
	const n = typeof value === 'string' ? Number( value ) : value;
	return typeof n === 'number' && Number.isFinite( n ) && value !== ''
		? n
		: null;
}

export function ProviderSidebar(): JSX.Element | null {
	const { postType, postId, saveError, categorySlug } = useSelect(
		( select ) => {
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			const editor = select( 'core/editor' ) as any;
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			const core = select( 'core' ) as any;
			const type: string = editor.getCurrentPostType();
			const id: number = editor.getCurrentPostId();
			const terms: unknown =
				editor.getEditedPostAttribute( CATEGORY_REST );
			const termId = Array.isArray( terms ) ? Number( terms[ 0 ] ) : 0;
			const term = termId
				? core.getEntityRecord( 'taxonomy', CATEGORY, termId )
				: null;
			return {
				categorySlug: typeof term?.slug === 'string' ? term.slug : '',
				postType: type,
				postId: id,
				saveError: core.getLastEntitySaveError(
					'postType',
					type,
					id
				) as SaveErrorShape | undefined,
			};
		},
		[]
	);
	const [ meta, setMeta ] = useEntityProp( 'postType', POST_TYPE, 'meta' );
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const editor = useDispatch( 'core/editor' ) as any;
	const [ invalid, setInvalid ] = useState< Record< string, boolean > >( {} );
	const [ settings ] = useState( () => getEditorSettings() );

	const onValidity = useCallback( ( field: string, valid: boolean ) => {
		setInvalid( ( current ) =>
			current[ field ] === ! valid
				? current
				: { ...current, [ field ]: ! valid }
		);
	}, [] );

	const hasInvalid = Object.values( invalid ).some( Boolean );
	useEffect( () => {
		if ( hasInvalid ) {
			editor.lockPostSaving( LOCK );
		} else {
			editor.unlockPostSaving( LOCK );
		}
	}, [ hasInvalid, editor ] );
	useEffect( () => () => editor.unlockPostSaving( LOCK ), [ editor ] );

	if ( postType !== POST_TYPE || ! postId ) {
		return null;
	}
	const values: ProviderMeta =
		meta && typeof meta === 'object' ? ( meta as ProviderMeta ) : {};
	const onChange = ( changes: Partial< ProviderMeta > ) =>
		setMeta( { ...values, ...changes } );

	return (
		<>
			<PluginDocumentSettingPanel
				name="acces-provider-location"
				title={ __( 'Address and map', 'acces-tourisme' ) }
				className="acces-provider-panel"
			>
				<SaveError error={ saveError } />
				{ hasInvalid && (
					<p className="acces-provider-locked">
						{ __(
							'Correct the fields marked in red to save the provider.',
							'acces-tourisme'
						) }
					</p>
				) }
				<LocationMap
					lat={ coordinate( values.acces_lat ) }
					lng={ coordinate( values.acces_lng ) }
					markerType={ effectiveMarkerType(
						values.acces_marker_type,
						categorySlug
					) }
					settings={ settings }
					onMove={ ( lat, lng ) =>
						onChange( { acces_lat: lat, acces_lng: lng } )
					}
				/>
				<LocationFields
					meta={ values }
					onChange={ onChange }
					onValidity={ onValidity }
				/>
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel
				name="acces-provider-accessibility"
				title={ __( 'Accessibility', 'acces-tourisme' ) }
				className="acces-provider-panel"
			>
				<AccessibilityFields
					meta={ values }
					onChange={ onChange }
					disabilities={ settings.disabilities }
					features={ settings.features }
				/>
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel
				name="acces-provider-contact"
				title={ __( 'Contact', 'acces-tourisme' ) }
				className="acces-provider-panel"
			>
				<ContactFields
					meta={ values }
					onChange={ onChange }
					onValidity={ onValidity }
				/>
			</PluginDocumentSettingPanel>
		</>
	);
}
