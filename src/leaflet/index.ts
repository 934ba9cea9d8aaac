/**
 * Leaflet as a script of its own (entry "leaflet/index", handle "acces-leaflet-index"), which
 * the map scripts depend on: they import "leaflet" as the global `accesLeaflet` that this
 * script sets (webpack.config.js), not `window.L`, which another plugin's Leaflet may own.
 *
 * The browser runs each deferred script in a task of its own, so Leaflet's first run and the
 * map's are two shorter tasks instead of one long one before the page responds. Leaflet's ES
 * module build is used so that webpack inlines it into this script's top-level function,
 * which the JavaScript engine compiles once while loading the script; the UMD build inside a
 * webpack module function was parsed a second time when first called.
 */
import * as L from 'leaflet/dist/leaflet-src.esm.js';

( window as unknown as { accesLeaflet: typeof L } ).accesLeaflet = L;
