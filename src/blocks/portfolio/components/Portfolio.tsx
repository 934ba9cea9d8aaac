/**
 * The portfolio showcase (specification §2.7, §4.1): filter header, masonry grid, spinner,
 * empty state, Load More, and the overlays that open items.
 *
 * Until the first page is in, the app shows the placeholder that the server printed (the
 * space of that page) with a spinner; then the header, the grid and Load More replace it in
 * one frame (hooks/useFirstPageShown.ts).
 */
import {
	createElement,
	Fragment,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';
import { itemAction } from '../actions';
import { parseIds, parseLabels, texts } from '../settings';
import { usePortfolioItems } from '../hooks/usePortfolioItems';
import { useCategories } from '../hooks/useCategories';
import { useFirstPageShown } from '../hooks/useFirstPageShown';
import type {
	PortfolioEndpoints,
	PortfolioItem,
	PortfolioSettings,
	Selection,
} from '../types';
import { FilterHeader } from './FilterHeader';
import { MasonryGrid } from './MasonryGrid';
import { PortfolioCard } from './PortfolioCard';
import { LoadMore } from './LoadMore';
import { Spinner } from './Spinner';
import { FirstPagePlaceholder } from './FirstPagePlaceholder';
import { Announcer, useAnnouncement } from './Announcer';
import { ItemOverlay, type OpenItem } from './ItemOverlay';

export interface PortfolioProps {
	settings: PortfolioSettings;
	endpoints: PortfolioEndpoints;
	/** The server's placeholder of the first page, taken from the wrapper (view.tsx). */
	placeholder?: HTMLElement | null;
}

function titleOf( item: PortfolioItem ): string {
	return decodeEntities( String( item.title?.rendered ?? '' ) );
}

export function Portfolio( {
	settings,
	endpoints,
	placeholder = null,
}: PortfolioProps ) {
	const [ category, setCategory ] = useState< Selection >( 'all' );
	const [ otherCategory, setOtherCategory ] = useState< Selection >( 'all' );
	const [ search, setSearch ] = useState( '' );
	const [ open, setOpen ] = useState< OpenItem | null >( null );
	const focusFrom = useRef< number | null >( null );
	const controls = useRef( new Map< number, HTMLElement >() );
	const loadMoreRef = useRef< HTMLButtonElement >( null );
	const { quickView, loadMore: loadMoreText } = texts( settings );

	const categoryList = useCategories(
		endpoints.categoriesUrl,
		settings.showCategories
	);
	const otherCategoryList = useCategories(
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

	const ready = useFirstPageShown(
		! state.loading,
		categoryList.settled && otherCategoryList.settled
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
			{ ! ready && <FirstPagePlaceholder placeholder={ placeholder } /> }
			{ ready && (
				<Fragment>
					{ showHeader && (
						<FilterHeader
							settings={ settings }
							categories={ categoryList.list }
							otherCategories={ otherCategoryList.list }
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
						layoutKey={ shown
							.map( ( e ) => e.item.id )
							.join( ',' ) }
						label={ __( 'Portfolio items', 'acces-tourisme' ) }
					>
						{ shown.map( ( { item, title } ) => {
							const meta = item[ 'thumbnail-image-meta' ] ?? {};
							const url = item[ 'thumbnail-image-url' ];
							return (
								<li
									key={ item.id }
									className="acces-portfolio__item"
								>
									<PortfolioCard
										ref={ ( el ) => {
											if ( el ) {
												controls.current.set(
													item.id,
													el
												);
											} else {
												controls.current.delete(
													item.id
												);
											}
										} }
										title={ title }
										badge={ decodeEntities(
											String(
												item[ 'acces-site-type' ] ?? ''
											)
										) }
										image={
											typeof url === 'string' &&
											url !== ''
												? {
														url,
														alt: String(
															meta.alt ?? ''
														),
														width:
															Number(
																meta.width
															) || 0,
														height:
															Number(
																meta.height
															) || 0,
												  }
												: null
										}
										action={ itemAction( item ) }
										titlePosition={ settings.titlePosition }
										hoverStyle={
											settings.thumbnailHoverStyle
										}
										scrollSpeed={ settings.scrollSpeed }
										quickView={
											settings[ 'show-quick-view' ] ===
											'yes'
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
					{ state.loading && <Spinner /> }
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
				</Fragment>
			) }
			<Announcer message={ announcement } />
			{ open && (
				<ItemOverlay open={ open } onClose={ () => setOpen( null ) } />
			) }
		</div>
	);
}
