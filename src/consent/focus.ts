/**
 * Where the focus goes when the banner closes after a first choice: the first focusable
 * element after the banner in document order (the toolbar button or the skip link), so that
 * the visitor carries on from the top of the page.
 */
const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function nextFocusable(
	after: Element | null | undefined
): HTMLElement | null {
	if ( ! after ) {
		return null;
	}
	for ( const el of Array.from(
		after.ownerDocument.querySelectorAll< HTMLElement >( FOCUSABLE )
	) ) {
		if (
			! after.contains( el ) &&
			// eslint-disable-next-line no-bitwise
			after.compareDocumentPosition( el ) &
				Node.DOCUMENT_POSITION_FOLLOWING &&
			! el.closest( '[hidden], [inert], [aria-hidden="true"]' )
		) {
			return el;
		}
	}
	return null;
}
