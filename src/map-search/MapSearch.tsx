/**
 * The map search: three multi-select filters (Catégorie, Commune, Accessibilité) and a
 * single-choice sort; the map's markers and fitted bounds and the result list follow every
 * change; the count is announced in a polite status region; the state lives in the URL.
 *
 * After each update is drawn (list and markers), `acces:search-updated` is dispatched on the
 * document with `{ count }` (the benchmark measures filter changes with it).
 */
import {
	createElement,
	useCallback,
	useMemo,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { Place, TileSettings } from '../shared/types';
import { MapLegend } from '../map/MapLegend';
import { ProviderMap } from '../map/ProviderMap';
import { buildIndex, filterPlaces } from './filterPlaces';
import { countText } from './countText';
import { filterLabels, ignoredText } from './ignoredText';
import { MultiSelect } from './multiselect/MultiSelect';
import type { SelectOption } from './multiselect/summary';
import { ResultList } from './ResultList';
import {
	emptyState,
	normaliseValues,
	SORT_KEYS,
	type FilterKey,
	type SortKey,
} from './state';
import { usePlaces } from './usePlaces';
import { useSearchState } from './useSearchState';
import { useUpdatedEvent } from './useUpdatedEvent';
import { useKeepFitted } from './useKeepFitted';

export interface SearchOptions {
	categorie: SelectOption[];
	commune: SelectOption[];
	acces: SelectOption[];
	tri: SelectOption[];
}

export interface MapSearchProps {
	/** Instance id (prefix of the element ids). */
	id: string;
	options: SearchOptions;
	/** Inlined places, or null when they come from `source`. */
	places: Place[] | null;
	source: string | null;
	/** Map height in pixels. */
	height: number;
	map: {
		tiles: TileSettings;
		iconBase: string;
		center: { lat: number; lng: number };
	};
}

const labels = ( list: SelectOption[] ) =>
	new Map( list.map( ( o ) => [ o.value, o.label ] ) );

export function MapSearch( {
	id,
	options,
	places: inline,
	source,
	height,
	map,
}: MapSearchProps ) {
	const allowed = useMemo(
		() => ( {
			categorie: options.categorie.map( ( o ) => o.value ),
			commune: options.commune.map( ( o ) => o.value ),
			acces: options.acces.map( ( o ) => o.value ),
		} ),
		[ options ]
	);
	const [ state, setState, ignored ] = useSearchState( allowed );
	const { places, load, retry } = usePlaces( inline, source );
	const index = useMemo( () => buildIndex( places ), [ places ] );
	const results = useMemo(
		() => filterPlaces( index, state ),
		[ index, state ]
	);
	const categoryLabels = useMemo(
		() => labels( options.categorie ),
		[ options ]
	);
	const familyLabels = useMemo( () => labels( options.acces ), [ options ] );
	const filterNames = filterLabels();
	const sortOptions = useMemo(
		() =>
			options.tri.filter( ( o ) =>
				( SORT_KEYS as readonly string[] ).includes( o.value )
			),
		[ options ]
	);
	const canvas = useUpdatedEvent( results, load === 'ready' );
	const onMapReady = useKeepFitted( results );

	// A new order changes neither the count nor the focus, and the list that moves may be far
	// from the sort field (a screen magnifier shows only the field): the status says it, until
	// the next filter change (and only while it is the order shown: back and forward change it).
	const [ sortedBy, setSortedBy ] = useState< {
		tri: SortKey;
		label: string;
	} | null >( null );
	const setFilter = useCallback(
		( key: FilterKey, values: string[] ) => {
			setSortedBy( null );
			setState( {
				...state,
				[ key ]: normaliseValues( values, allowed[ key ] ),
			} );
		},
		[ state, allowed, setState ]
	);
	const sortValue = useMemo( () => [ state.tri ], [ state.tri ] );

	let status = countText( results.length );
	if ( sortedBy?.tri === state.tri && results.length > 1 ) {
		status = sprintf(
			/* translators: 1: number of providers found, 2: the sort chosen, such as "commune". */
			__( '%1$s, sorted by %2$s', 'acces-tourisme' ),
			status,
			sortedBy.label
		);
	}
	if ( load === 'loading' ) {
		status = __( 'Loading the providers…', 'acces-tourisme' );
	} else if ( load === 'failed' ) {
		status = __( 'The providers could not be loaded.', 'acces-tourisme' );
	}

	return (
		<div className="acces-map-search__app">
			{ ignored.length > 0 && (
				<p className="acces-map-search__ignored">
					{ ignoredText( ignored ) }
				</p>
			) }
			<div
				className="acces-map-search__form"
				role="search"
				aria-label={ __( 'Provider search', 'acces-tourisme' ) }
			>
				<div className="acces-map-search__filters">
					<MultiSelect
						id={ `${ id }-categorie` }
						label={ filterNames.categorie }
						placeholder={ __( 'All categories', 'acces-tourisme' ) }
						options={ options.categorie }
						value={ state.categorie }
						onChange={ ( v ) => setFilter( 'categorie', v ) }
					/>
					<MultiSelect
						id={ `${ id }-commune` }
						label={ filterNames.commune }
						placeholder={ __( 'All communes', 'acces-tourisme' ) }
						options={ options.commune }
						value={ state.commune }
						onChange={ ( v ) => setFilter( 'commune', v ) }
					/>
					<MultiSelect
						id={ `${ id }-acces` }
						label={ filterNames.acces }
						placeholder={ __(
							'All disabilities',
							'acces-tourisme'
						) }
						options={ options.acces }
						value={ state.acces }
						onChange={ ( v ) => setFilter( 'acces', v ) }
					/>
					<MultiSelect
						single
						id={ `${ id }-tri` }
						label={ __( 'Sort by', 'acces-tourisme' ) }
						placeholder={ __( 'Name', 'acces-tourisme' ) }
						options={ sortOptions }
						value={ sortValue }
						onChange={ ( v ) => {
							const tri = ( v[ 0 ] as SortKey ) ?? state.tri;
							setSortedBy( {
								tri,
								label: (
									sortOptions.find( ( o ) => o.value === tri )
										?.label ?? ''
								).toLocaleLowerCase( 'fr' ),
							} );
							setState( { ...state, tri } );
						} }
					/>
				</div>
				<p className="acces-map-search__actions">
					<button
						type="button"
						className="acces-map-search__reset"
						onClick={ () => {
							setSortedBy( null );
							setState( { ...emptyState(), tri: state.tri } );
						} }
					>
						{ __( 'Clear the filters', 'acces-tourisme' ) }
					</button>
				</p>
			</div>
			<p className="acces-map-search__count" role="status">
				{ status }
			</p>
			{ load === 'failed' && (
				<p className="acces-map-search__error">
					<button type="button" onClick={ retry }>
						{ __( 'Try again', 'acces-tourisme' ) }
					</button>
				</p>
			) }
			<a className="acces-map-search__skip" href={ `#${ id }-results` }>
				{ __( 'Skip the map to the results', 'acces-tourisme' ) }
			</a>
			<div ref={ canvas } className="acces-map-search__map">
				<ProviderMap
					places={ results }
					iconBase={ map.iconBase }
					tiles={ map.tiles }
					height={ height }
					center={ map.center }
					onMapReady={ onMapReady }
					expectMany={ load === 'loading' }
					label={ __(
						'Map of the search results',
						'acces-tourisme'
					) }
				/>
				<MapLegend places={ results } iconBase={ map.iconBase } />
			</div>
			<ResultList
				id={ `${ id }-results` }
				places={ results }
				categories={ categoryLabels }
				families={ familyLabels }
				busy={ load === 'loading' }
			/>
		</div>
	);
}
