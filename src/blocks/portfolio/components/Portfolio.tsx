/**
 * The portfolio showcase (specification §2.7, §4.1): filter header, masonry grid, spinner,
 * empty state, load error, Load More, and the overlays that open items.
 *
 * The search asks the REST API (`search`, with the filters), SEARCH_DELAY after the last key
 * (or at once on Enter), so that it finds every published item, not only the loaded ones.
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
import {
	Announcer,
	countMessage,
	SEARCH_DELAY,
	useAnnouncement,
} from './Announcer';
import { LoadError, loadErrorMessage } from './LoadError';
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
	// The search sent to the API: the field's text once typing pauses (or on Enter).
	const [ searched, setSearched ] = useState( '' );
	const [ open, setOpen ] = useState< OpenItem | null >( null );
	// Set when the control that started a load goes away while it loads (Load More, Try
	// again): the index of the first new item, where the focus goes once the load ends.
	const focusFrom = useRef< number | null >( null );
	const controls = useRef( new Map< number, HTMLElement >() );
	const loadMoreRef = useRef< HTMLButtonElement >( null );
	const retryRef = useRef< HTMLButtonElement >( null );
	const emptyRef = useRef< HTMLParagraphElement >( null );
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

	useEffect( () => {
		const term = search.trim();
		if ( term === searched ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => setSearched( term ),
			SEARCH_DELAY
		);
		return () => window.clearTimeout( timer );
	}, [ search, searched ] );

	const { state, loadMore, retry, canLoadMore } = usePortfolioItems( {
		apiUrl: endpoints.apiUrl,
		perPage: settings.itemsPerPage,
		category,
		otherCategory,
		categoryIds: parseIds( settings.categorySelectedNum ),
		otherCategoryIds: parseIds( settings.otherCategorySelectedNum ),
		tagIds: parseIds( settings.tagsSelectedNum ),
		search: searched,
	} );

	const shown = useMemo(
		() =>
			state.items.map( ( item, index ) => ( {
				item,
				index,
				title: titleOf( item ),
			} ) ),
		[ state.items ]
	);

	const ready = useFirstPageShown(
		! state.loading,
		categoryList.settled && otherCategoryList.settled
	);

	const announcement = useAnnouncement(
		state.settled,
		state.failed
			? loadErrorMessage()
			: countMessage( {
					loaded: state.items.length,
					total: state.total ?? state.items.length,
					page: state.page,
					search: state.search,
			  } ),
		state.failed
	);

	// After Load More or Try again, focus moves to the first new item shown (else to Load
	// More or the empty message), or to Try again when the load failed.
	useEffect( () => {
		if ( focusFrom.current === null || state.loading ) {
			return;
		}
		const from = focusFrom.current;
		focusFrom.current = null;
		if ( state.failed ) {
			// Back to the control that retries: Load More after its own failure.
			( state.failedReset ? retryRef : loadMoreRef ).current?.focus();
			return;
		}
		const first = shown.find( ( entry ) => entry.index >= from );
		const target = first
			? controls.current.get( first.item.id )
			: loadMoreRef.current ?? emptyRef.current;
		target?.focus();
	}, [ state.loading, state.failed, state.failedReset, shown ] );

	const showHeader =
		settings.showCategories ||
		settings.showOtherCategories ||
		settings.showSearch;
	const showEmpty = ! state.loading && ! state.failed && shown.length === 0;

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
							onSearchNow={ () => setSearched( search.trim() ) }
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
						<p
							ref={ emptyRef }
							className="acces-portfolio__empty"
							tabIndex={ -1 }
						>
							{ __( 'No items found', 'acces-tourisme' ) }
						</p>
					) }
					{ state.failed && (
						<LoadError
							ref={ retryRef }
							showRetry={ state.failedReset }
							onRetry={ () => {
								focusFrom.current = state.failedReset
									? 0
									: state.items.length;
								retry();
							} }
						/>
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
