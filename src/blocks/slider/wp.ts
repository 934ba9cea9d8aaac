/**
 * Typed access to the WordPress editor packages the slider's editor uses. Their npm builds
 * for WordPress 6.1 ship no type declarations, and other features declare some of them as
 * ambient modules: reading them through this file types what the slider uses without
 * clashing with those declarations.
 */
/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as blockEditorPackage from '@wordpress/block-editor';
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as blocksPackage from '@wordpress/blocks';
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as componentsPackage from '@wordpress/components';
/* eslint-enable @typescript-eslint/ban-ts-comment */
import type { ComponentType, ReactNode } from 'react';

type Any = Record< string, unknown >;
const blockEditor = blockEditorPackage as unknown as Any;
const blocks = blocksPackage as unknown as Any;
const components = componentsPackage as unknown as Any;

/** A media-library item as MediaUpload / MediaPlaceholder give it. */
export interface MediaItem {
	id: number;
	url?: string;
	alt?: string;
}

export const useBlockProps = blockEditor.useBlockProps as (
	props?: Record< string, unknown >
) => Record< string, unknown >;
export const InspectorControls =
	blockEditor.InspectorControls as ComponentType< { children?: ReactNode } >;
export const BlockControls = blockEditor.BlockControls as ComponentType< {
	group?: string;
	children?: ReactNode;
} >;
export const MediaPlaceholder = blockEditor.MediaPlaceholder as ComponentType< {
	icon?: string;
	labels: { title: string; instructions?: string };
	onSelect: ( media: MediaItem[] ) => void;
	accept?: string;
	allowedTypes: string[];
	multiple?: boolean | 'add';
	value?: Array< { id: number } >;
	/** A failed upload (a file of another type, too large, the server's refusal). */
	onError?: ( message: ReactNode ) => void;
	/** Shown in the placeholder: withNotices' noticeUI. */
	notices?: ReactNode;
} >;
export const MediaUpload = blockEditor.MediaUpload as ComponentType< {
	onSelect: ( media: MediaItem[] ) => void;
	allowedTypes: string[];
	multiple?: boolean;
	gallery?: boolean;
	value?: number[];
	render: ( props: { open: () => void } ) => ReactNode;
} >;
export const MediaUploadCheck = blockEditor.MediaUploadCheck as ComponentType< {
	children?: ReactNode;
} >;

export const registerBlockType = blocks.registerBlockType as (
	name: string,
	settings: Record< string, unknown >
) => unknown;

export const PanelBody = components.PanelBody as ComponentType< {
	title: string;
	initialOpen?: boolean;
	children?: ReactNode;
} >;
export const ToggleControl = components.ToggleControl as ComponentType< {
	label: string;
	checked: boolean;
	help?: string;
	onChange: ( checked: boolean ) => void;
} >;
export const RangeControl = components.RangeControl as ComponentType< {
	label: string;
	value: number;
	min: number;
	max: number;
	step?: number;
	help?: string;
	onChange: ( value?: number ) => void;
} >;
export const SelectControl = components.SelectControl as ComponentType< {
	label: string;
	value: string;
	options: Array< { label: string; value: string } >;
	help?: string;
	onChange: ( value: string ) => void;
} >;
export const TextControl = components.TextControl as ComponentType< {
	label: string;
	value: string;
	help?: string;
	onChange: ( value: string ) => void;
} >;
export const ToolbarGroup = components.ToolbarGroup as ComponentType< {
	children?: ReactNode;
} >;
export const ToolbarButton = components.ToolbarButton as ComponentType< {
	onClick: () => void;
	children?: ReactNode;
} >;
export const Button = components.Button as ComponentType< {
	variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
	onClick: () => void;
	children?: ReactNode;
} >;

/** What withNotices gives the component it wraps. */
export interface NoticeProps {
	noticeOperations: {
		createErrorNotice: ( message: ReactNode ) => void;
		removeAllNotices: () => void;
	};
	noticeUI: ReactNode;
}
export const withNotices = components.withNotices as < P extends object >(
	component: ComponentType< P & NoticeProps >
) => ComponentType< P >;
