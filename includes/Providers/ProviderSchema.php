<?php
/**
 * REST schemas of the provider's fields.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * What REST clients (the editor sidebar) read about each field. The French refusal messages
 * come from ProviderFields, through ProviderRestValidation.
 */
final class ProviderSchema {

	/**
	 * The schema of a meta key.
	 *
	 * @param string $key Meta key.
	 * @return array<string, mixed>
	 */
	public static function of( string $key ): array {
		switch ( $key ) {
			case ProviderFields::LAT:
				return array(
					'type'        => 'number',
					'minimum'     => -90,
					'maximum'     => 90,
					'description' => __( 'Latitude in decimal degrees (WGS 84).', 'acces-tourisme' ),
				);
			case ProviderFields::LNG:
				return array(
					'type'        => 'number',
					'minimum'     => -180,
					'maximum'     => 180,
					'description' => __( 'Longitude in decimal degrees (WGS 84).', 'acces-tourisme' ),
				);
			case ProviderFields::DISABILITIES:
				return self::list_schema( Disabilities::slugs(), __( 'Disability families welcomed.', 'acces-tourisme' ) );
			case ProviderFields::FEATURES:
				return self::list_schema( AccessibilityFeatures::slugs(), __( 'Detailed accessibility features.', 'acces-tourisme' ) );
			case ProviderFields::PHOTOS:
				return array(
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
					'description' => __( 'Photos (attachment ids).', 'acces-tourisme' ),
				);
			case ProviderFields::LABEL:
				return array(
					'type'        => 'boolean',
					'description' => __( 'Holds the Tourisme & Handicap label.', 'acces-tourisme' ),
				);
			case ProviderFields::MARKER_TYPE:
				return array(
					'type'        => 'string',
					'enum'        => array( '', MarkerTypes::HANDIPLAGE ),
					'description' => __( 'Marker type: empty for the category’s icon, or icon-handiplage.', 'acces-tourisme' ),
				);
			case ProviderFields::POSTCODE:
				return array(
					'type'        => 'string',
					'description' => __( 'French postcode (five digits).', 'acces-tourisme' ),
				);
		}
		return array( 'type' => 'string' );
	}

	/**
	 * A list of known slugs.
	 *
	 * @param string[] $slugs       Slugs.
	 * @param string   $description Description.
	 * @return array<string, mixed>
	 */
	private static function list_schema( array $slugs, string $description ): array {
		return array(
			'type'        => 'array',
			'items'       => array(
				'type' => 'string',
				'enum' => $slugs,
			),
			'description' => $description,
		);
	}
}
