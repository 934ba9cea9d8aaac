/**
 * A fake WordPress REST API at the network boundary (window.fetch): the portfolio items with
 * X-WP-Total (taxonomy filters and `search`, which here looks in the titles, ignoring case) and
 * the two category lists. Every request is recorded.
 */
import type { PortfolioCategory, PortfolioItem } from '../types';

export const API = 'http://localhost/wp-json/wp/v2/acces-portfolio';
export const CATEGORIES =
	'http://localhost/wp-json/wp/v2/acces-portfolio-categories';
export const OTHER =
	'http://localhost/wp-json/wp/v2/acces-portfolio-other-categories';

export type FakeItem = PortfolioItem & {
	'acces-portfolio-categories': number[];
	'acces-portfolio-other-categories': number[];
	'acces-portfolio-tags': number[];
};

let nextId = 100;

export function makeItem( overrides: Partial< FakeItem > = {} ): FakeItem {
	const id = overrides.id ?? nextId++;
	return {
		id,
		slug: `item-${ id }`,
		link: `http://localhost/portfolio/item-${ id }/`,
		title: { rendered: `Élément ${ id }` },
		'portfolio-type': 'page',
		'acces-site-open-portfolio-in': 'other',
		'acces-site-open-in-new-tab': '0',
		'acces-site-url': '',
		'acces-site-type': 'Site web',
		'thumbnail-image-url': `http://localhost/wp-content/uploads/item-${ id }.jpg`,
		'thumbnail-image-meta': {
			alt: `Vue de l’élément ${ id }`,
			width: 800,
			height: 600,
		},
		'lightbox-image-url': `http://localhost/wp-content/uploads/item-${ id }-full.jpg`,
		'portfolio-video-url': '',
		'acces-portfolio-categories': [],
		'acces-portfolio-other-categories': [],
		'acces-portfolio-tags': [],
		...overrides,
	};
}

export const DEFAULT_CATEGORIES: PortfolioCategory[] = [
	{ id: 1, name: 'Hôtels', count: 3 },
	{ id: 2, name: 'Vins &amp; Terroirs', count: 2 },
	{ id: 3, name: 'Archives', count: 0 },
];

export const DEFAULT_OTHER: PortfolioCategory[] = [
	{ id: 10, name: 'Sites web', count: 4 },
	{ id: 11, name: 'Vidéos', count: 1 },
];

export interface FakeServer {
	fetch: jest.Mock;
	/** Every requested URL, in order. */
	urls: () => string[];
	itemRequests: () => URL[];
	/** Makes the next matching requests fail (HTTP 500) until cleared. */
	failItems: ( fail: boolean ) => void;
	failCategories: ( fail: boolean ) => void;
	/** Holds the item requests until release() is called. */
	hold: () => void;
	release: () => Promise< void >;
}

function response( body: unknown, status = 200, total?: number ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'x-wp-total' && total !== undefined
					? String( total )
					: null,
		},
		json: async () => body,
	};
}

export function fakeServer(
	items: FakeItem[],
	categories: PortfolioCategory[] = DEFAULT_CATEGORIES,
	other: PortfolioCategory[] = DEFAULT_OTHER
): FakeServer {
	let itemsFail = false;
	let categoriesFail = false;
	let held: Array< () => void > | null = null;
	const seen: string[] = [];
	const fetch = jest.fn( async ( input: string ) => {
		seen.push( input );
		const url = new URL( input );
		const base = `${ url.origin }${ url.pathname }`;
		if ( base === CATEGORIES || base === OTHER ) {
			if ( categoriesFail ) {
				return response( { code: 'boom' }, 500 );
			}
			return response( base === CATEGORIES ? categories : other, 200 );
		}
		if ( base === API ) {
			if ( held ) {
				await new Promise< void >(
					( resolve ) => held?.push( resolve )
				);
			}
			if ( itemsFail ) {
				return response( { code: 'boom' }, 500 );
			}
			const ids = ( name: string ) =>
				url.searchParams.has( name )
					? String( url.searchParams.get( name ) )
							.split( ',' )
							.map( Number )
					: null;
			const filters: Array< [ keyof FakeItem, number[] | null ] > = [
				[
					'acces-portfolio-categories',
					ids( 'acces-portfolio-categories' ),
				],
				[
					'acces-portfolio-other-categories',
					ids( 'acces-portfolio-other-categories' ),
				],
				[ 'acces-portfolio-tags', ids( 'acces-portfolio-tags' ) ],
			];
			const search = ( url.searchParams.get( 'search' ) ?? '' )
				.trim()
				.toLocaleLowerCase();
			const matching = items.filter(
				( item ) =>
					filters.every(
						( [ key, wanted ] ) =>
							wanted === null ||
							( item[ key ] as number[] ).some( ( id ) =>
								wanted.includes( id )
							)
					) &&
					String( item.title?.rendered ?? '' )
						.toLocaleLowerCase()
						.includes( search )
			);
			const perPage = Number( url.searchParams.get( 'per_page' ) );
			const page = Number( url.searchParams.get( 'page' ) );
			return response(
				matching.slice( ( page - 1 ) * perPage, page * perPage ),
				200,
				matching.length
			);
		}
		return response( { code: 'rest_no_route' }, 404 );
	} );
	window.fetch = fetch as unknown as typeof window.fetch;
	return {
		fetch,
		urls: () => [ ...seen ],
		itemRequests: () =>
			seen
				.map( ( u ) => new URL( u ) )
				.filter( ( u ) => u.pathname.endsWith( '/acces-portfolio' ) ),
		failItems: ( fail ) => {
			itemsFail = fail;
		},
		failCategories: ( fail ) => {
			categoriesFail = fail;
		},
		hold: () => {
			held = [];
		},
		release: async () => {
			const waiting = held ?? [];
			held = null;
			waiting.forEach( ( resolve ) => resolve() );
		},
	};
}
