/**
 * The shapes the portfolio block reads: its settings (block.json attributes, specification
 * §3.5) and the REST items and categories (§3.3, §3.4).
 */

export type HoverStyle = 'style-1' | 'style-2';

export interface PortfolioSettings {
	itemsPerPage: number;
	columns: number;
	thumbnailHoverStyle: HoverStyle | string;
	scrollSpeed: number;
	titlePosition: 'top' | 'bottom' | string;
	'show-quick-view': string;
	quickViewText: string;
	showCategories: boolean;
	showOtherCategories: boolean;
	showSearch: boolean;
	showCategoriesAll: boolean;
	showOtherCategoriesAll: boolean;
	/** JSON array of names (text), or an array. '' means no restriction. */
	categorySelectedLabels: string | string[];
	otherCategorySelectedLabels: string | string[];
	/** Term ids (an array, or comma-joined text). */
	categorySelectedNum: number[] | string;
	otherCategorySelectedNum: number[] | string;
	tagsSelectedNum: number[] | string;
	headerColor: string;
	headerTextColor: string;
	activeHeaderTextColor: string;
	loadMoreButtonText: string;
	loadMoreBgColor: string;
	loadMoreHoverBgColor: string;
	loadMoreTextColor: string;
	loadMoreHoverTextColor: string;
	loadMoreVerticalPadding: number;
	loadMoreHorizantalPadding: number;
	loadMoreBorderRadius: number;
	loadMoreBorderWidth: number;
	loadMoreBorderColor: string;
	loadMoreHoverBorderColor: string;
	loadMoreSize: number;
}

/** The REST addresses the block calls. */
export interface PortfolioEndpoints {
	apiUrl: string;
	categoriesUrl: string;
	otherCategoriesUrl: string;
}

export type PortfolioType = 'page' | 'video' | 'image' | 'iframe';

export interface PortfolioItem {
	id: number;
	slug?: string;
	link: string;
	title: { rendered: string };
	'portfolio-type': PortfolioType | string;
	'acces-site-open-portfolio-in': 'new-tab' | 'same-tab' | 'other' | string;
	'acces-site-open-in-new-tab': string | number | boolean;
	'acces-site-url': string;
	'acces-site-type': string;
	'thumbnail-image-url': string;
	'thumbnail-image-meta'?: { alt?: string; width?: number; height?: number };
	'lightbox-image-url': string;
	'portfolio-video-url': string;
}

export interface PortfolioCategory {
	id: number;
	name: string;
	count: number;
}

/** 'all' or a term id. */
export type Selection = 'all' | number;
