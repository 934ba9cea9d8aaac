/**
 * The calls of specification §7: the items (with X-WP-Total) and the two category lists.
 */
import { withQuery } from './urls';
import type { PortfolioCategory, PortfolioItem, Selection } from './types';

export interface ItemsQuery {
	perPage: number;
	page: number;
	category: Selection;
	otherCategory: Selection;
	categoryIds: number[];
	otherCategoryIds: number[];
	tagIds: number[];
	/** The search text (WordPress searches titles, excerpts and content); '' = none. */
	search?: string;
}

export interface ItemsPage {
	items: PortfolioItem[];
	total: number;
}

async function getJson( url: string ): Promise< [ unknown, Response ] > {
	const response = await window.fetch( url, {
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
	} );
	if ( ! response.ok ) {
		throw new Error( `HTTP ${ response.status } for ${ url }` );
	}
	return [ await response.json(), response ];
}

/**
 * The value of a taxonomy parameter: the selected id, else the configured ids, else nothing
 * (the parameter is not sent: PRODUCT.md §3).
 * @param selected The selection.
 * @param ids      The configured ids.
 */
function termParam( selected: Selection, ids: number[] ): string | null {
	if ( selected !== 'all' ) {
		return String( selected );
	}
	return ids.length ? ids.join( ',' ) : null;
}

/**
 * The items request URL.
 * @param apiUrl The items endpoint.
 * @param query  The query.
 */
export function itemsUrl( apiUrl: string, query: ItemsQuery ): string {
	const params: Array< [ string, string | number ] > = [
		[ 'per_page', query.perPage ],
		[ 'page', query.page ],
	];
	const categories = termParam( query.category, query.categoryIds );
	const others = termParam( query.otherCategory, query.otherCategoryIds );
	if ( categories !== null ) {
		params.push( [ 'acces-portfolio-categories', categories ] );
	}
	if ( others !== null ) {
		params.push( [ 'acces-portfolio-other-categories', others ] );
	}
	if ( query.tagIds.length ) {
		params.push( [ 'acces-portfolio-tags', query.tagIds.join( ',' ) ] );
	}
	const search = ( query.search ?? '' ).trim();
	if ( search !== '' ) {
		params.push( [ 'search', search ] );
	}
	return withQuery( apiUrl, params );
}

/**
 * One page of items and the total (X-WP-Total).
 * @param apiUrl The items endpoint.
 * @param query  The query.
 */
export async function fetchItems(
	apiUrl: string,
	query: ItemsQuery
): Promise< ItemsPage > {
	const [ body, response ] = await getJson( itemsUrl( apiUrl, query ) );
	if ( ! Array.isArray( body ) ) {
		throw new TypeError( 'The portfolio items are not a list.' );
	}
	const total = Number( response.headers.get( 'X-WP-Total' ) );
	return {
		items: body as PortfolioItem[],
		total: Number.isFinite( total ) ? total : body.length,
	};
}

/**
 * A category list (up to 100 terms: the REST default of 10 would hide some).
 * @param url The taxonomy endpoint.
 */
export async function fetchCategories(
	url: string
): Promise< PortfolioCategory[] > {
	const [ body ] = await getJson( withQuery( url, [ [ 'per_page', 100 ] ] ) );
	if ( ! Array.isArray( body ) ) {
		throw new TypeError( 'The portfolio categories are not a list.' );
	}
	return body as PortfolioCategory[];
}
