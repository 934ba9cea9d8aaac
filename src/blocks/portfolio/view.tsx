/**
 * Front end of the portfolio block: mounts the app on every wrapper that PHP printed (block or
 * shortcode). The settings attribute is removed once read; invalid JSON renders nothing (the
 * server's placeholder goes too) and logs 'Error with rendering portfolio block:'
 * (specification §8). The placeholder is handed to the app, which keeps it until its first
 * page is shown.
 */
import { onReady, readJsonAttribute, renderFrontend } from '../../shared/mount';
import { Portfolio, type PortfolioProps } from './components/Portfolio';
import { PLACEHOLDER_SELECTOR } from './components/FirstPagePlaceholder';
import { normaliseSettings } from './settings';
import './view.scss';

export const SELECTOR = '.acces-portfolio[data-settings]';

/**
 * The props of one wrapper.
 * @param el The wrapper.
 */
export function readProps( el: HTMLElement ): PortfolioProps {
	const placeholder = el.querySelector< HTMLElement >( PLACEHOLDER_SELECTOR );
	let raw: unknown;
	try {
		raw = readJsonAttribute< unknown >( el, 'data-settings', true );
	} catch ( error ) {
		placeholder?.remove();
		throw error;
	}
	const fallback = '/wp-json/wp/v2/';
	return {
		placeholder,
		settings: normaliseSettings( raw ),
		endpoints: {
			apiUrl: el.dataset.apiUrl || `${ fallback }acces-portfolio`,
			categoriesUrl:
				el.dataset.categoriesUrl ||
				`${ fallback }acces-portfolio-categories`,
			otherCategoriesUrl:
				el.dataset.otherCategoriesUrl ||
				`${ fallback }acces-portfolio-other-categories`,
		},
	};
}

/** Mounts every wrapper of the page. */
export function mountPortfolios(): number {
	return renderFrontend( {
		selector: SELECTOR,
		Block: Portfolio,
		getProps: readProps,
		name: 'portfolio block',
	} );
}

onReady( mountPortfolios );
