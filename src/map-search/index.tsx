/**
 * The map search entry: replaces each server-rendered map search (its no-JavaScript form and
 * list) with the filters, the map and the result list. Never in the block editor.
 */
import './multiselect/multiselect.scss';
import './map-search.scss';
import { onReady, renderFrontend } from '../shared/mount';
import { MapSearch } from './MapSearch';
import { readWrapper, WRAPPER_SELECTOR } from './wrapper';

onReady( () => {
	renderFrontend( {
		selector: WRAPPER_SELECTOR,
		Block: MapSearch,
		getProps: readWrapper,
		name: 'map search',
	} );
} );
