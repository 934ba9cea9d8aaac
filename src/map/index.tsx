/**
 * The map entry: mounts a map on every wrapper that PHP rendered (never in the block editor).
 * Leaflet's stylesheet is bundled into this entry's stylesheet (no CDN).
 */
import 'leaflet/dist/leaflet.css';
import './map.scss';
import { isBlockEditor, onReady, renderFrontend } from '../shared/mount';
import { MapApp } from './MapApp';
import { indexEarly, startWorkerEarly } from './earlyIndex';
import { pointPlaces } from './places';
import { prefetchPlaces, sourceOf } from './prefetch';
import { readWrapper, WRAPPER_SELECTOR } from './wrapper';

// Deferred, this script runs once the document is parsed: the places of large maps are
// requested now, before the maps are mounted, and their cluster index started once parsed.
if ( ! isBlockEditor() ) {
	document.querySelectorAll( WRAPPER_SELECTOR ).forEach( ( el ) => {
		const source = sourceOf( el );
		if ( source ) {
			// Many places: their cluster worker starts now, and indexes them once parsed.
			startWorkerEarly();
			prefetchPlaces( source, ( data ) =>
				indexEarly( pointPlaces( data ) )
			);
		}
	} );
}

onReady( () => {
	renderFrontend( {
		selector: WRAPPER_SELECTOR,
		Block: MapApp,
		getProps: readWrapper,
		name: 'map',
	} );
} );
