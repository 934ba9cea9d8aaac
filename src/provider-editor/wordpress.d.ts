/**
 * The few untyped WordPress packages the provider editor uses (their npm builds for
 * WordPress 6.1 ship no type declarations). Only what this feature calls is declared.
 */
declare module '@wordpress/edit-post' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		icon?: unknown;
		children?: ReactNode;
	} >;
}

declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: unknown }
	): unknown;
}
