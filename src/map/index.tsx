/**
 * The map entry: mounts a map on every wrapper that PHP rendered (never in the block editor).
 * Leaflet's stylesheet is bundled into this entry's stylesheet (no CDN).
 */
import 'leaflet/dist/leaflet.css';
import './map.scss';
import { onReady, renderFrontend } from '../shared/mount';
import { MapApp } from './MapApp';
import { readWrapper, WRAPPER_SELECTOR } from './wrapper';

onReady( () => {
	renderFrontend( {
		selector: WRAPPER_SELECTOR,
		Block: MapApp,
		getProps: readWrapper,
		name: 'map',
	} );
} );
