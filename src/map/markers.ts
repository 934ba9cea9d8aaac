/**
 * The two kinds of marker: a place (its icon, a button named "Hôtel du Lac, MONTAUBAN") and
 * a cluster (a button naming how many places it groups). Both answer click, Enter and Space.
 */
import * as L from 'leaflet';
import { _n, sprintf } from '@wordpress/i18n';
import type { Place } from '../shared/types';
import { formatCount } from './PlaceList';
import { placeLabel } from './places';

function isActivation( event: KeyboardEvent ): boolean {
	return event.key === 'Enter' || event.key === ' ';
}

/**
 * Calls `activate` on click, Enter or Space (the keys are kept from the page).
 * @param marker   The marker.
 * @param activate What to do.
 */
function onActivate( marker: L.Marker, activate: () => void ): void {
	marker.on( 'click', activate );
	marker.on( 'keydown', ( event: L.LeafletKeyboardEvent ) => {
		if ( isActivation( event.originalEvent ) ) {
			event.originalEvent.preventDefault();
			activate();
		}
	} );
}

/**
 * A place's marker.
 * @param place    The place.
 * @param icon     Its icon.
 * @param activate Called with the marker's element when it is activated.
 */
export function placeMarker(
	place: Place,
	icon: L.Icon,
	activate: ( element: HTMLElement ) => void
): L.Marker {
	const label = placeLabel( place );
	const marker = L.marker( [ place.lat, place.lng ], {
		icon,
		keyboard: true,
		alt: label,
		title: label,
		riseOnHover: true,
	} );
	onActivate( marker, () => {
		const element = marker.getElement();
		if ( element ) {
			activate( element );
		}
	} );
	return marker;
}

/**
 * A cluster's marker.
 * @param cluster       Its position and count.
 * @param cluster.lat   Latitude.
 * @param cluster.lng   Longitude.
 * @param cluster.count How many places it groups.
 * @param expand        Called when it is activated.
 */
export function clusterMarker(
	cluster: { lat: number; lng: number; count: number },
	expand: () => void
): L.Marker {
	const { count } = cluster;
	const label = sprintf(
		/* translators: %s: number of places in a cluster of the map. */
		_n(
			'%s place grouped here; zoom in to see it',
			'%s places grouped here; zoom in to see them',
			count,
			'acces-tourisme'
		),
		formatCount( count )
	);
	const html = document.createElement( 'span' );
	html.className = 'acces-map-cluster__count';
	html.setAttribute( 'aria-hidden', 'true' );
	html.textContent = String( count );
	let size = 52;
	if ( count < 100 ) {
		size = 36;
	} else if ( count < 1000 ) {
		size = 44;
	}
	const marker = L.marker( [ cluster.lat, cluster.lng ], {
		icon: L.divIcon( {
			html,
			className: 'acces-map-cluster',
			iconSize: [ size, size ],
		} ),
		keyboard: true,
		title: label,
	} );
	marker.on( 'add', () => {
		marker.getElement()?.setAttribute( 'aria-label', label );
	} );
	onActivate( marker, expand );
	return marker;
}
