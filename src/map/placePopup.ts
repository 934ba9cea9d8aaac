/**
 * The one popup of a list map. Opening it moves the focus into it; Escape or its close
 * button closes it and gives the focus back to the marker that opened it.
 */
import * as L from 'leaflet';
import { __ } from '@wordpress/i18n';
import type { Place } from '../shared/types';
import { ICON_ANCHOR } from './constants';
import { buildPopupContent } from './popup';

/** From the pin's tip to just above its head. */
const POPUP_OFFSET_Y = 7 - ICON_ANCHOR[ 1 ];

export class PlacePopup {
	private readonly map: L.Map;
	private readonly popup: L.Popup;
	private readonly markerOf: ( placeId: number ) => HTMLElement | null;
	private place: Place | null = null;

	/**
	 * @param map      The map.
	 * @param markerOf Finds the marker element of a place (it may have been redrawn).
	 */
	constructor(
		map: L.Map,
		markerOf: ( placeId: number ) => HTMLElement | null
	) {
		this.map = map;
		this.markerOf = markerOf;
		this.popup = L.popup( {
			maxWidth: 280,
			minWidth: 160,
			autoPanPadding: [ 24, 24 ],
			closeOnEscapeKey: false,
		} );
		this.popup.on( 'remove', () => this.onClosed() );
		map.getContainer().addEventListener( 'keydown', this.onKeyDown );
	}

	/**
	 * Opens the popup of a place, above its marker, and moves the focus into it.
	 * @param place  The place.
	 * @param shiftX How far its marker was nudged sideways (declutter.ts), in pixels.
	 */
	open( place: Place, shiftX = 0 ): void {
		if ( this.place && this.popup.isOpen() ) {
			this.place = null;
			this.map.closePopup( this.popup );
		}
		this.place = place;
		const content = buildPopupContent( place );
		// Above the pin (30×35, tip at 15, 34), not over it.
		this.popup.options.offset = L.point( shiftX, POPUP_OFFSET_Y );
		this.popup
			.setLatLng( [ place.lat, place.lng ] )
			.setContent( content )
			.openOn( this.map );
		const close = this.popup
			.getElement()
			?.querySelector< HTMLAnchorElement >(
				'.leaflet-popup-close-button'
			);
		if ( close ) {
			close.setAttribute( 'aria-label', __( 'Close', 'acces-tourisme' ) );
			close.title = __( 'Close', 'acces-tourisme' );
		}
		content.focus( { preventScroll: true } );
	}

	/** Closes the popup, if open. */
	close(): void {
		if ( this.popup.isOpen() ) {
			this.map.closePopup( this.popup );
		}
	}

	/** The place whose popup is open. */
	current(): Place | null {
		return this.popup.isOpen() ? this.place : null;
	}

	destroy(): void {
		this.map
			.getContainer()
			.removeEventListener( 'keydown', this.onKeyDown );
		this.place = null;
		this.close();
	}

	private readonly onKeyDown = ( event: KeyboardEvent ): void => {
		if ( event.key === 'Escape' && this.popup.isOpen() ) {
			event.preventDefault();
			event.stopPropagation();
			this.close();
		}
	};

	/** Gives the focus back to the marker when it was in the popup (or lost). */
	private onClosed(): void {
		const place = this.place;
		this.place = null;
		if ( ! place ) {
			return;
		}
		const element = this.popup.getElement();
		const active = this.map.getContainer().ownerDocument.activeElement;
		const lost =
			! active ||
			active === document.body ||
			( !! element && element.contains( active ) );
		if ( ! lost ) {
			return;
		}
		const marker = this.markerOf( place.id );
		( marker ?? this.map.getContainer() ).focus( { preventScroll: true } );
	}
}
