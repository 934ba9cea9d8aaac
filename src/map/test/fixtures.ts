/**
 * Places of the tests (real communes, invented names).
 */
import type { Place } from '../../shared/types';

export const ICON_BASE =
	'https://example.org/wp-content/plugins/acces-tourisme/markers';

export const TILES = {
	url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
	attribution:
		'© <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>',
};

export function place( overrides: Partial< Place > ): Place {
	return {
		id: 1,
		lat: 44.0175,
		lng: 1.355,
		name: 'Hôtel du Lac',
		adress: 'MONTAUBAN',
		commune: 'Montauban',
		url: 'https://example.org/prestataires-accessibles/hotels/hotel-du-lac/',
		type: 'icon-hotels',
		category: 'hotels',
		disabilities: [ 'moteur' ],
		...overrides,
	};
}

export const PLACES: Place[] = [
	place( {} ),
	place( {
		id: 2,
		lat: 44.152,
		lng: 1.756,
		name: '<img src=x onerror=alert(1)>',
		adress: 'SAINT-ANTONIN-NOBLE-VAL',
		commune: 'Saint-Antonin-Noble-Val',
		url: 'https://example.org/prestataires-accessibles/restauration/x/',
		type: 'icon-restauration',
		category: 'restauration',
	} ),
	place( {
		id: 3,
		lat: 43.9,
		lng: 1.6,
		name: 'Plage du Lac Bleu',
		adress: 'LA FRANÇAISE',
		commune: 'La Française',
		url: 'https://example.org/prestataires-accessibles/equipements-de-loisirs/plage/',
		type: '',
		category: '',
	} ),
];
