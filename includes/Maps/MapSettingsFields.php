<?php
/**
 * The "Maps" section of the settings page and its fields.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Settings\FieldNotices;
use AccesTourisme\Settings\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the fields of the option acces_maps (saved and validated by MapSettings).
 */
final class MapSettingsFields {

	/**
	 * Adds the section and its fields.
	 */
	public function register_fields(): void {
		add_settings_section(
			'acces_maps',
			__( 'Maps', 'acces-tourisme' ),
			static function () {
				echo '<p>' . esc_html__( 'The maps draw their background from a tile service. OpenStreetMap’s standard tiles are used by default; another service must give its own attribution.', 'acces-tourisme' ) . '</p>';
			},
			SettingsPage::SLUG
		);
		$fields = array(
			'tile_url'    => __( 'Tile URL template', 'acces-tourisme' ),
			'attribution' => __( 'Tile attribution', 'acces-tourisme' ),
			'center_lat'  => __( 'Default centre: latitude', 'acces-tourisme' ),
			'center_lng'  => __( 'Default centre: longitude', 'acces-tourisme' ),
		);
		foreach ( $fields as $key => $label ) {
			add_settings_field(
				'acces_maps_' . $key,
				$label,
				array( $this, 'render_field' ),
				SettingsPage::SLUG,
				'acces_maps',
				array(
					'label_for' => 'acces_maps_' . $key,
					'key'       => $key,
				)
			);
		}
	}

	/**
	 * Prints one field with its help text.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_field( array $args ): void {
		$key   = $args['key'];
		$value = MapSettings::get();
		$id    = 'acces_maps_' . $key;
		$typed = FieldNotices::typed( $id );
		$name  = MapSettings::OPTION . '[' . $key . ']';
		$help  = array(
			'tile_url'    => __( 'Must start with https:// (http:// only for a site served over http) and contain {z}, {x} and {y}; only {s} may stand in the server’s name. Default: https://tile.openstreetmap.org/{z}/{x}/{y}.png. Tiles from another host than this site wait for the visitor’s consent (videos and external content); tiles served by this site show at once.', 'acces-tourisme' ),
			'attribution' => __( 'Shown at the bottom of every map. Text and links only (<a href="https://…">); it cannot be empty.', 'acces-tourisme' ),
			'center_lat'  => __( 'A number between -90 and 90, for example 43.858.', 'acces-tourisme' ),
			'center_lng'  => __( 'A number between -180 and 180, for example 1.425.', 'acces-tourisme' ),
		);
		if ( 'attribution' === $key ) {
			printf(
				'<textarea id="%1$s" name="%2$s" rows="3" class="large-text"%4$s>%3$s</textarea>',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_textarea( $typed ?? MapSettings::attribution_for_field( $value['attribution'] ) ),
				FieldNotices::attributes( $id, $id . '_help' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by FieldNotices::attributes().
			);
		} else {
			$is_url = 'tile_url' === $key;
			printf(
				'<input type="text" id="%1$s" name="%2$s" value="%3$s" class="%4$s" spellcheck="false" autocomplete="off" inputmode="%5$s"%6$s />',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( $typed ?? (string) $value[ $key ] ),
				esc_attr( $is_url ? 'large-text code' : 'regular-text' ),
				esc_attr( $is_url ? 'url' : 'decimal' ),
				FieldNotices::attributes( $id, $id . '_help' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by FieldNotices::attributes().
			);
		}
		printf( '<p class="description" id="%1$s_help">%2$s</p>', esc_attr( $id ), esc_html( $help[ $key ] ) );
		FieldNotices::render( $id );
	}
}
