/**
 * The legend of the marker types shown on a map (markers/legend.json order), each pictogram
 * next to its label (the pictograms are decorative: the label names them).
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Place } from '../shared/types';
import legend from '../../markers/legend.json';
import { markerType } from './places';

/**
 * The French label of a marker type (legend.json holds the same labels).
 * @param type The marker type.
 */
export function markerTypeLabel( type: string ): string {
	switch ( type ) {
		case 'icon-residences':
			return __( 'Residences', 'acces-tourisme' );
		case 'icon-equipements-de-loisirs':
			return __( 'Leisure facilities', 'acces-tourisme' );
		case 'icon-restauration':
			return __( 'Restaurants', 'acces-tourisme' );
		case 'icon-hotels':
			return __( 'Hotels', 'acces-tourisme' );
		case 'icon-hebergements-locatifs-meubles-et-chambres-dhotes':
			return __( 'Furnished rentals and guest rooms', 'acces-tourisme' );
		case 'icon-villages-vacances':
			return __( 'Holiday villages', 'acces-tourisme' );
		case 'icon-handiplage':
			return __( 'Accessible beach or lake', 'acces-tourisme' );
		case 'empty':
			return __( 'No category', 'acces-tourisme' );
	}
	return legend.find( ( entry ) => entry.type === type )?.label ?? type;
}

export interface MapLegendProps {
	places: Place[];
	iconBase: string;
}

export function MapLegend( {
	places,
	iconBase,
}: MapLegendProps ): JSX.Element | null {
	const present = new Set( places.map( ( p ) => markerType( p.type ) ) );
	const types = legend
		.map( ( entry ) => entry.type )
		.filter( ( type ) => present.has( type ) );
	if ( types.length === 0 ) {
		return null;
	}
	return (
		<div className="acces-map-legend">
			<p className="acces-map-legend__title">
				{ __( 'Map legend', 'acces-tourisme' ) }
			</p>
			<ul className="acces-map-legend__items">
				{ types.map( ( type ) => (
					<li key={ type } className="acces-map-legend__item">
						<img
							src={ `${ iconBase }/${ type }.svg` }
							alt=""
							width={ 20 }
							height={ 23 }
						/>
						<span>{ markerTypeLabel( type ) }</span>
					</li>
				) ) }
			</ul>
		</div>
	);
}
