/**
 * Mounts a React component on every wrapper that PHP rendered, with an error boundary.
 *
 * WordPress provides React (the `react` and `react-dom` scripts, which `@wordpress/element`
 * wraps; see element.ts). WordPress 6.2+ ships React 18 (`createRoot`); WordPress 6.1 ships
 * React 17 (`render`): both are supported.
 */
// eslint-disable-next-line no-restricted-imports -- createRoot is feature-detected below.
import * as ReactDOM from 'react-dom';
import { Component, createElement, render } from './element';
import type { ComponentType, ReactNode } from 'react';

type Root = { render: ( node: ReactNode ) => void };
type CreateRoot = ( container: Element ) => Root;

/**
 * True on block-editor screens, where front-end mount points stay inert.
 * @param doc
 */
export function isBlockEditor( doc: Document = document ): boolean {
	const body = doc.body;
	return (
		!! body &&
		( body.classList.contains( 'block-editor-page' ) ||
			body.classList.contains( 'wp-admin' ) )
	);
}

interface BoundaryProps {
	name: string;
	children?: ReactNode;
}

class ErrorBoundary extends Component< BoundaryProps, { failed: boolean } > {
	constructor( props: BoundaryProps ) {
		super( props );
		this.state = { failed: false };
	}

	static getDerivedStateFromError(): { failed: boolean } {
		return { failed: true };
	}

	componentDidCatch( error: unknown ): void {
		// eslint-disable-next-line no-console
		console.error( `Error with rendering ${ this.props.name }:`, error );
	}

	render(): ReactNode {
		return this.state.failed ? null : this.props.children;
	}
}

/**
 * Renders `node` into `container` with the React of the running WordPress.
 * @param container
 * @param node
 */
export function renderInto( container: Element, node: ReactNode ): void {
	const createRoot = ( ReactDOM as unknown as { createRoot?: CreateRoot } )
		.createRoot;
	if ( typeof createRoot === 'function' ) {
		createRoot( container ).render( node );
	} else {
		render( node as Parameters< typeof render >[ 0 ], container );
	}
}

export interface MountOptions< P > {
	/** CSS selector of the wrappers. */
	selector: string;
	/** The component to mount. */
	Block: ComponentType< P >;
	/** Reads the props from a wrapper; return null to leave the wrapper alone. */
	getProps: ( el: HTMLElement ) => P | null;
	/** Name used in console messages. */
	name?: string;
	/** Root document (tests). */
	root?: ParentNode;
}

/**
 * Mounts `Block` on every element matching `selector` (once per element), unless
 * this is a block-editor screen. Returns the number of roots mounted.
 * @param root0
 * @param root0.selector
 * @param root0.Block
 * @param root0.getProps
 * @param root0.name
 * @param root0.root
 */
export function renderFrontend< P extends object >( {
	selector,
	Block,
	getProps,
	name = 'block',
	root = document,
}: MountOptions< P > ): number {
	if ( isBlockEditor() ) {
		return 0;
	}
	let mounted = 0;
	root.querySelectorAll< HTMLElement >( selector ).forEach( ( el ) => {
		if ( el.dataset.accesMounted === 'true' ) {
			return;
		}
		let props: P | null;
		try {
			props = getProps( el );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( `Error with rendering ${ name }:`, error );
			return;
		}
		if ( ! props ) {
			return;
		}
		el.dataset.accesMounted = 'true';
		renderInto(
			el,
			createElement(
				ErrorBoundary,
				{ name },
				createElement( Block as ComponentType< object >, props )
			)
		);
		mounted++;
	} );
	return mounted;
}

/**
 * Parses a JSON data attribute; throws a SyntaxError when it is not valid JSON.
 * With `remove`, the attribute is removed once read.
 * @param el
 * @param attribute
 * @param remove
 */
export function readJsonAttribute< T >(
	el: HTMLElement,
	attribute: string,
	remove = false
): T {
	const raw = el.getAttribute( attribute );
	if ( remove ) {
		el.removeAttribute( attribute );
	}
	return JSON.parse( raw ?? '' ) as T;
}

// The queue of apps is in ready.ts (plain DOM code, also used by the scripts without React).
export { onReady } from './ready';
