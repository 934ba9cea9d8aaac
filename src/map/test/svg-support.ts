/**
 * jsdom has no SVG geometry: tell Leaflet (which checks createSVGRect when it loads) that SVG
 * can be drawn, as in every browser, so that the single-point circle can be added. Import this
 * before Leaflet.
 */
const proto = window.SVGSVGElement?.prototype as
	| { createSVGRect?: () => unknown }
	| undefined;
if ( proto && ! proto.createSVGRect ) {
	proto.createSVGRect = () => ( { x: 0, y: 0, width: 0, height: 0 } );
}
export {};
