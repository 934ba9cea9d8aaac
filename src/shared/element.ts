/**
 * The React API of the front-end scripts, taken from WordPress's own React and ReactDOM (the
 * `react` and `react-dom` script handles) rather than through `@wordpress/element`.
 *
 * `@wordpress/element` is WordPress's React with a few helpers that these scripts do not use;
 * depending on it makes WordPress print two more scripts (wp-element, wp-escape-html) on every
 * page, because the consent banner and the toolbar are on every page. Same React, same
 * components: only the scripts a page loads change (docs/consent-and-toolbar.md, "What every
 * page loads"). The block editor's scripts keep `@wordpress/element`.
 *
 * WordPress 6.2+ ships React 18 (`createRoot`), WordPress 6.1 React 17 (`render`): see
 * renderInto() in mount.tsx.
 */
export {
	Component,
	createElement,
	Fragment,
	useCallback,
	useEffect,
	useLayoutEffect,
	useMemo,
	useReducer,
	useRef,
	useState,
} from 'react';
export { render } from 'react-dom';
