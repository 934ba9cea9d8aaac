/**
 * A tiny DOM builder: elements get their text through textContent and their attributes
 * through setAttribute, never through an HTML string.
 */

export function el< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	attributes: Record< string, string > = {},
	text = ''
): HTMLElementTagNameMap[ K ] {
	const node = document.createElement( tag );
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		node.setAttribute( name, value );
	}
	if ( text ) {
		node.textContent = text;
	}
	return node;
}

const FOCUSABLE =
	'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The elements of `root` that the Tab key reaches, in order (hidden, inert, disabled and
 * aria-hidden ones left out).
 * @param root Container.
 */
export function focusables( root: ParentNode ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( node ) =>
			! ( node as HTMLButtonElement ).disabled &&
			! node.closest(
				'[hidden], [inert], [aria-hidden="true"], .glightbox-button-hidden'
			)
	);
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element to the first and back.
 * @param event The keydown event of the Tab key.
 * @param root  The dialog.
 */
export function keepTabInside( event: KeyboardEvent, root: HTMLElement ): void {
	const items = focusables( root );
	if ( ! items.length ) {
		event.preventDefault();
		root.focus();
		return;
	}
	const current = items.indexOf(
		root.ownerDocument.activeElement as HTMLElement
	);
	const last = items.length - 1;
	if ( event.shiftKey && current <= 0 ) {
		event.preventDefault();
		items[ last ].focus();
	} else if ( ! event.shiftKey && ( current === -1 || current === last ) ) {
		event.preventDefault();
		items[ 0 ].focus();
	}
}
