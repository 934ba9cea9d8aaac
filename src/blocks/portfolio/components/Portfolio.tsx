/**
 * The portfolio showcase (specification §2.7, §4.1): filter header, masonry grid, spinner,
 * empty state, Load More, and the overlays that open items.
 */
import {
	createElement,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';
import { fetchCategories } from '../api';
import { itemAction } from '../actions';
import { parseIds, parseLabels, texts } from '../settings';
import { usePortfolioItems } from '../hooks/usePortfolioItems';
import type {
	PortfolioCategory,
	PortfolioEndpoints,
	PortfolioItem,
	PortfolioSettings,
	Selection,
} from '../types';
import { FilterHeader } from './FilterHeader';
import { MasonryGrid } from './MasonryGrid';
import { PortfolioCard } from './PortfolioCard';
import { LoadMore } from './LoadMore';
import { Announcer, useAnnouncement } from './Announcer';
import { ItemOverlay, type OpenItem } from './ItemOverlay';

export interface PortfolioProps {
	settings: PortfolioSettings;
	endpoints: PortfolioEndpoints;
}

function useCategories( url: string, enabled: boolean ): PortfolioCategory[] {
	const [ categories, setCategories ] = useState< PortfolioCategory[] >( [] );
	// Fetched once, on mount, only for the lists shown (PRODUCT.md §3).
	useEffect( () => {
		if ( ! enabled ) {
			return undefined;
		}
		let live = true;
		fetchCategories( url ).then(
			( list ) => live && setCategories( list ),
			( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.error( 'Error fetching portfolio categories:', error );
			}
		);
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return categories;
}

function titleOf( item: PortfolioItem ): string {
	return decodeEntities( String( item.title?.rendered ?? '' ) );
}

export function Portfolio( { settings, endpoints }: PortfolioProps ) {
	const [ category, setCategory ] = useState< Selection >( 'all' );
	const [ otherCategory, setOtherCategory ] = useState< Selection >( 'all' );
	const [ search, setSearch ] = useState( '' );
	const [ open, setOpen ] = useState< OpenItem | null >( null );
	const focusFrom = useRef< number | null >( null );
	const controls = useRef( new Map< number, HTMLElement >() );
	const loadMoreRef = useRef< HTMLButtonElement >( null );
	const { quickView, loadMore: loadMoreText } = texts( settings );

	const categories = useCategories(
		endpoints.categoriesUrl,
		settings.showCategories
	);
	const otherCategories = useCategories(
		endpoints.otherCategoriesUrl,
		settings.showOtherCategories
	);
	const categoryLabels = useMemo(
		() => parseLabels( settings.categorySelectedLabels ),
		[ settings.categorySelectedLabels ]
	);
	const otherLabels = useMemo(
		() => parseLabels( settings.otherCategorySelectedLabels ),
		[ settings.otherCategorySelectedLabels ]
	);

	const { state, loadMore, canLoadMore } = usePortfolioItems( {
		apiUrl: endpoints.apiUrl,
		perPage: settings.itemsPerPage,
		category,
		otherCategory,
		categoryIds: parseIds( settings.categorySelectedNum ),
		otherCategoryIds: parseIds( settings.otherCategorySelectedNum ),
		tagIds: parseIds( settings.tagsSelectedNum ),
	} );

	const needle = search.trim().toLocaleLowerCase();
	const shown = useMemo(
		() =>
			state.items
				.map( ( item, index ) => ( {
					item,
					index,
					title: titleOf( item ),
				} ) )
				.filter(
					( entry ) =>
						needle === '' ||
						entry.title.toLocaleLowerCase().includes( needle )
				),
		[ state.items, needle ]
	);

	const announcement = useAnnouncement( {
		shown: shown.length,
		loaded: state.items.length,
		total: state.total,
		loading: state.loading,
		searching: needle !== '',
	} );

	// After Load More, focus moves to the first new item shown.
	useEffect( () => {
		if ( focusFrom.current === null || state.loading ) {
			return;
		}
		const from = focusFrom.current;
		focusFrom.current = null;
		const first = shown.find( ( entry ) => entry.index >= from );
		const target = first
			? controls.current.get( first.item.id )
			: loadMoreRef.current;
		target?.focus();
	}, [ state.loading, shown ] );

	const showHeader =
		settings.showCategories ||
		settings.showOtherCategories ||
		settings.showSearch;
	const showEmpty =
		! state.loading &&
		shown.length === 0 &&
		( state.items.length > 0 || ! state.failed );

	return (
		<div className="acces-portfolio__app">
			{ showHeader && (
				<FilterHeader
					settings={ settings }
					categories={ categories }
					otherCategories={ otherCategories }
					categoryLabels={ categoryLabels }
					otherLabels={ otherLabels }
					category={ category }
					otherCategory={ otherCategory }
					onCategory={ setCategory }
					onOtherCategory={ setOtherCategory }
					search={ search }
					onSearch={ setSearch }
				/>
			) }
			<MasonryGrid
				columns={ settings.columns }
				layoutKey={ shown.map( ( e ) => e.item.id ).join( ',' ) }
				label={ __( 'Portfolio items', 'acces-tourisme' ) }
			>
				{ shown.map( ( { item, title } ) => {
					const meta = item[ 'thumbnail-image-meta' ] ?? {};
					const url = item[ 'thumbnail-image-url' ];
					return (
						<li key={ item.id } className="acces-portfolio__item">
							<PortfolioCard
								ref={ ( el ) => {
									if ( el ) {
										controls.current.set( item.id, el );
									} else {
										controls.current.delete( item.id );
									}
								} }
								title={ title }
								badge={ decodeEntities(
									String( item[ 'acces-site-type' ] ?? '' )
								) }
								image={
									typeof url === 'string' && url !== ''
										? {
												url,
												alt: String( meta.alt ?? '' ),
												width:
													Number( meta.width ) || 0,
												height:
													Number( meta.height ) || 0,
										  }
										: null
								}
								action={ itemAction( item ) }
								titlePosition={ settings.titlePosition }
								hoverStyle={ settings.thumbnailHoverStyle }
								scrollSpeed={ settings.scrollSpeed }
								quickView={
									settings[ 'show-quick-view' ] === 'yes'
										? quickView
										: null
								}
								onOpen={ ( opener ) =>
									setOpen( { item, title, opener } )
								}
							/>
						</li>
					);
				} ) }
			</MasonryGrid>
			{ state.loading && (
				<div className="acces-portfolio__spinner" role="status">
					<span className="screen-reader-text">
						{ __( 'Loading…', 'acces-tourisme' ) }
					</span>
				</div>
			) }
			{ showEmpty && (
				<p className="acces-portfolio__empty">
					{ __( 'No items found', 'acces-tourisme' ) }
				</p>
			) }
			{ canLoadMore && (
				<LoadMore
					ref={ loadMoreRef }
					settings={ settings }
					text={ loadMoreText }
					onClick={ () => {
						focusFrom.current = state.items.length;
						loadMore();
					} }
				/>
			) }
			<Announcer message={ announcement } />
			{ open && (
				<ItemOverlay open={ open } onClose={ () => setOpen( null ) } />
			) }
		</div>
	);
}
