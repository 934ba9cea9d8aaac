// Leaflet's ES module build (src/leaflet/index.ts) has the API of the package's own types.
declare module 'leaflet/dist/leaflet-src.esm.js' {
	export * from 'leaflet';
}
