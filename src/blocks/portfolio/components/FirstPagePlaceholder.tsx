/**
 * The app's state until its first page is shown: the placeholder that the server printed in
 * the wrapper (includes/Portfolio/PortfolioPlaceholder.php), which reserves the first page's
 * space, with the spinner over it. React empties the wrapper when it mounts; the placeholder
 * element, taken from it just before, is put back here in the same task (a layout effect), so
 * no frame is painted without it and the page below does not move. Without a placeholder
 * (a wrapper printed before it existed), the spinner alone.
 */
import { createElement, useLayoutEffect, useRef } from '@wordpress/element';
import { Spinner } from './Spinner';

export const PLACEHOLDER_SELECTOR = '.acces-portfolio__placeholder';

export function FirstPagePlaceholder( {
	placeholder,
}: {
	placeholder: HTMLElement | null;
} ) {
	const box = useRef< HTMLDivElement >( null );
	useLayoutEffect( () => {
		const el = box.current;
		if ( ! el || ! placeholder ) {
			return undefined;
		}
		el.appendChild( placeholder );
		return () => placeholder.remove();
	}, [ placeholder ] );
	return (
		<div
			ref={ box }
			className={ `acces-portfolio__loading${
				placeholder ? ' has-placeholder' : ''
			}` }
		>
			<Spinner />
		</div>
	);
}
