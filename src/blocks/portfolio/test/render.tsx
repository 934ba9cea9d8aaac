/**
 * Renders the portfolio app with settings (block.json defaults overridden).
 */
import { createElement } from '@wordpress/element';
import { render } from '@testing-library/react';
import { Portfolio } from '../components/Portfolio';
import { normaliseSettings } from '../settings';
import type { PortfolioSettings } from '../types';
import { API, CATEGORIES, OTHER } from './server';

export const ENDPOINTS = {
	apiUrl: API,
	categoriesUrl: CATEGORIES,
	otherCategoriesUrl: OTHER,
};

export function settings(
	overrides: Partial< PortfolioSettings > = {}
): PortfolioSettings {
	return normaliseSettings( { itemsPerPage: 3, ...overrides } );
}

export function renderPortfolio(
	overrides: Partial< PortfolioSettings > = {}
) {
	const result = render(
		<Portfolio settings={ settings( overrides ) } endpoints={ ENDPOINTS } />
	);
	return {
		...result,
		update: ( next: Partial< PortfolioSettings > ) =>
			result.rerender(
				<Portfolio
					settings={ settings( next ) }
					endpoints={ ENDPOINTS }
				/>
			),
	};
}
