/**
 * The editor packages this block uses, typed loosely: in the versions pinned for WordPress
 * 6.1, @wordpress/blocks, @wordpress/block-editor and @wordpress/components ship no usable
 * TypeScript declarations.
 */
import type { ComponentType } from 'react';
/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-ignore -- no declarations in this version.
import * as blocks from '@wordpress/blocks';
// @ts-ignore -- no declarations in this version.
import * as blockEditor from '@wordpress/block-editor';
// @ts-ignore -- no usable declarations in this version.
import * as components from '@wordpress/components';
/* eslint-enable @typescript-eslint/ban-ts-comment */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = ComponentType< any >;

export const registerBlockType = (
	blocks as {
		registerBlockType: ( name: string, settings: object ) => unknown;
	}
 ).registerBlockType;

export const { InspectorControls } = blockEditor as {
	InspectorControls: Loose;
};
export const useBlockProps = (
	blockEditor as {
		useBlockProps: ( props?: object ) => Record< string, unknown >;
	}
 ).useBlockProps;

export const { PanelBody, Placeholder, RangeControl } = components as Record<
	string,
	Loose
>;
