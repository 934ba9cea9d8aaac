/**
 * What the toolbar's Jest tests share.
 */

/** Forgets the stored settings and takes what they applied off the page. */
export function resetPage() {
	localStorage.clear();
	document.cookie =
		'acces_color=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	document.documentElement.className = '';
	document.documentElement.removeAttribute( 'style' );
	document.body.className = '';
}
