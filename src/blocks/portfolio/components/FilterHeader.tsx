/**
 * The filter header (specification §2.7): other categories first, then categories, then the
 * search field, in a search landmark named « Rechercher dans le portfolio » (the theme's own
 * search form is often on the same page); its background is headerColor.
 */
import { createElement, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { PortfolioCategory, PortfolioSettings, Selection } from '../types';
import { FilterList } from './FilterList';

let counter = 0;

export interface FilterHeaderProps {
	settings: PortfolioSettings;
	categories: PortfolioCategory[];
	otherCategories: PortfolioCategory[];
	categoryLabels: string[] | null;
	otherLabels: string[] | null;
	category: Selection;
	otherCategory: Selection;
	onCategory: ( selection: Selection ) => void;
	onOtherCategory: ( selection: Selection ) => void;
	search: string;
	onSearch: ( search: string ) => void;
	/** Enter in the search field: search now, without waiting for the pause. */
	onSearchNow?: () => void;
}

export function FilterHeader( {
	settings,
	categories,
	otherCategories,
	categoryLabels,
	otherLabels,
	category,
	otherCategory,
	onCategory,
	onOtherCategory,
	search,
	onSearch,
	onSearchNow,
}: FilterHeaderProps ) {
	const id = useRef( `acces-portfolio-search-${ ++counter }` ).current;
	return (
		<div
			className="acces-portfolio__header"
			style={ {
				backgroundColor: settings.headerColor,
				color: settings.headerTextColor,
			} }
		>
			{ settings.showOtherCategories && (
				<FilterList
					className="acces-portfolio__filters--other"
					label={ __( 'Other categories', 'acces-tourisme' ) }
					categories={ otherCategories }
					labels={ otherLabels }
					showAll={ settings.showOtherCategoriesAll }
					selected={ otherCategory }
					onSelect={ onOtherCategory }
					textColor={ settings.headerTextColor }
					activeTextColor={ settings.activeHeaderTextColor }
				/>
			) }
			{ settings.showCategories && (
				<FilterList
					className="acces-portfolio__filters--categories"
					label={ __( 'Categories', 'acces-tourisme' ) }
					categories={ categories }
					labels={ categoryLabels }
					showAll={ settings.showCategoriesAll }
					selected={ category }
					onSelect={ onCategory }
					textColor={ settings.headerTextColor }
					activeTextColor={ settings.activeHeaderTextColor }
				/>
			) }
			{ settings.showSearch && (
				<div
					className="acces-portfolio__search"
					role="search"
					aria-label={ __(
						'Search portfolio items',
						'acces-tourisme'
					) }
				>
					<label htmlFor={ id } className="screen-reader-text">
						{ __( 'Search', 'acces-tourisme' ) }
					</label>
					<input
						id={ id }
						type="search"
						value={ search }
						placeholder={ __( 'Search…', 'acces-tourisme' ) }
						onChange={ ( event ) => onSearch( event.target.value ) }
						onKeyDown={ ( event ) => {
							if ( event.key === 'Enter' ) {
								onSearchNow?.();
							}
						} }
					/>
				</div>
			) }
		</div>
	);
}
