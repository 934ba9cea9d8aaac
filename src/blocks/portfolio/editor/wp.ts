/**
 * Typed access to the WordPress editor packages this feature uses. Their npm builds for
 * WordPress 6.1 ship no type declarations, and other features declare some of them as ambient
 * modules: reading them through this file types what the portfolio uses without clashing with
 * those declarations.
 */
/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as blockEditorPackage from '@wordpress/block-editor';
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as blocksPackage from '@wordpress/blocks';
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as componentsPackage from '@wordpress/components';
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as editPostPackage from '@wordpress/edit-post';
// @ts-ignore -- untyped package (or partly declared elsewhere).
import * as pluginsPackage from '@wordpress/plugins';
/* eslint-enable @typescript-eslint/ban-ts-comment */
import type { ComponentType, ReactNode } from 'react';

type Any = Record< string, unknown >;
const blockEditor = blockEditorPackage as unknown as Any;
const blocks = blocksPackage as unknown as Any;
const components = componentsPackage as unknown as Any;
const editPost = editPostPackage as unknown as Any;
const plugins = pluginsPackage as unknown as Any;

type Help = { help?: ReactNode };

export interface ColorSetting {
	value?: string;
	onChange: ( value?: string ) => void;
	label: string;
}

export const InspectorControls =
	blockEditor.InspectorControls as ComponentType< {
		children?: ReactNode;
	} >;
export const PanelColorSettings =
	blockEditor.PanelColorSettings as ComponentType< {
		title: string;
		initialOpen?: boolean;
		colorSettings: ColorSetting[];
		children?: ReactNode;
	} >;
export const ContrastChecker = blockEditor.ContrastChecker as ComponentType< {
	backgroundColor?: string;
	textColor?: string;
} >;
export const MediaUpload = blockEditor.MediaUpload as ComponentType< {
	onSelect: ( media: { url?: string; id?: number } ) => void;
	allowedTypes?: string[];
	value?: number;
	render: ( props: { open: () => void } ) => ReactNode;
} >;
export const MediaUploadCheck = blockEditor.MediaUploadCheck as ComponentType< {
	children?: ReactNode;
} >;
export const useBlockProps = blockEditor.useBlockProps as (
	props?: Any
) => Any;

export const registerBlockType = blocks.registerBlockType as (
	metadata: unknown,
	settings: Any
) => unknown;

export const PanelBody = components.PanelBody as ComponentType< {
	title: string;
	initialOpen?: boolean;
	children?: ReactNode;
} >;
export const RangeControl = components.RangeControl as ComponentType<
	Help & {
		label: string;
		value: number;
		min: number;
		max: number;
		step?: number;
		onChange: ( value?: number ) => void;
	}
>;
export const SelectControl = components.SelectControl as ComponentType<
	Help & {
		label: string;
		value: string;
		options: Array< { label: string; value: string } >;
		onChange: ( value: string ) => void;
	}
>;
export const TextControl = components.TextControl as ComponentType<
	Help & {
		label: string;
		value: string;
		type?: string;
		onChange: ( value: string ) => void;
		className?: string;
	}
>;
export const ToggleControl = components.ToggleControl as ComponentType<
	Help & {
		label: string;
		checked: boolean;
		onChange: ( checked: boolean ) => void;
	}
>;
export const CheckboxControl = components.CheckboxControl as ComponentType<
	Help & {
		label: string;
		checked: boolean;
		onChange: ( checked: boolean ) => void;
	}
>;
export const Placeholder = components.Placeholder as ComponentType< {
	icon?: string;
	label: string;
	instructions?: string;
	children?: ReactNode;
} >;
export const Button = components.Button as ComponentType< {
	variant?: string;
	onClick?: () => void;
	children?: ReactNode;
} >;
export const Notice = components.Notice as ComponentType< {
	status?: string;
	isDismissible?: boolean;
	children?: ReactNode;
} >;

export const PluginDocumentSettingPanel =
	editPost.PluginDocumentSettingPanel as ComponentType< {
		name: string;
		title: string;
		className?: string;
		children?: ReactNode;
	} >;

export const registerPlugin = plugins.registerPlugin as (
	name: string,
	settings: { render: ComponentType; icon?: string }
) => unknown;
