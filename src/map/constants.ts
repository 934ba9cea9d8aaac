/**
 * The map's constants (specification §2.3, §2.4, §9 "Map"; PRODUCT.md §3 "Maps").
 */

/** Where the list map starts before it fits its markers (about 43.858, 1.425). */
export const DEFAULT_CENTER = { lat: 43.858, lng: 1.425 } as const;
/** Start zoom of the list map. */
export const LIST_START_ZOOM = 12;
/** Padding, in pixels, when the list map fits its markers. */
export const FIT_PADDING = 50;
/** Maximum zoom of the list map. */
export const LIST_MAX_ZOOM = 19;
/** Zoom of the single-point map. */
export const POINT_ZOOM = 18;
/** Maximum zoom of the single-point map: tiles are upscaled beyond NATIVE_MAX_ZOOM. */
export const POINT_MAX_ZOOM = 25;
/** Highest zoom the tile service draws; beyond it the tiles are upscaled. */
export const NATIVE_MAX_ZOOM = 19;
/** Radius of the single-point circle, in metres. */
export const POINT_CIRCLE_RADIUS = 20;
/** Marker icon size in CSS pixels (markers/{type}.png; @2x for high-density screens). */
export const ICON_SIZE: [ number, number ] = [ 30, 35 ];
/** The tip of the pin (markers/README.md). */
export const ICON_ANCHOR: [ number, number ] = [ 15, 34 ];
/** Where a popup opens, relative to the anchor. */
export const POPUP_ANCHOR: [ number, number ] = [ 0, -32 ];
/** The marker type used when a place has none. */
export const EMPTY_TYPE = 'empty';

/** Up to this many places, every place in view is its own marker; beyond, markers cluster. */
export const CLUSTER_THRESHOLD = 100;
/**
 * Cluster radius in pixels, and the last zoom at which places cluster (from the next one,
 * 15, each place is its own marker: a view at zoom 15 is about 6 km wide). Each zoom level
 * clustered is one more pass over every place when the index is built: 14 rather than 16
 * halves the time 10,000 places wait for their first clusters.
 */
export const CLUSTER_RADIUS = 80;
export const CLUSTER_MAX_ZOOM = 14;
/** The list alternative shows this many places, then a "show more" button. */
export const LIST_PAGE_SIZE = 50;
