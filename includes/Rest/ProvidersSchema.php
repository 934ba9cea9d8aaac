<?php
/**
 * JSON schema of the providers route.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The FeatureCollection the route answers (format=geojson).
 */
final class ProvidersSchema {

	/**
	 * The schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function feature_collection(): array {
		$text = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'acces-providers',
			'type'       => 'object',
			'properties' => array(
				'type'     => array(
					'type' => 'string',
					'enum' => array( 'FeatureCollection' ),
				),
				'features' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'type'       => array(
								'type' => 'string',
								'enum' => array( 'Feature' ),
							),
							'id'         => array( 'type' => 'integer' ),
							'geometry'   => array(
								'type'       => 'object',
								'properties' => array(
									'type'        => array(
										'type' => 'string',
										'enum' => array( 'Point' ),
									),
									'coordinates' => array(
										'description' => __( 'Longitude, latitude.', 'acces-tourisme' ),
										'type'        => 'array',
										'items'       => array( 'type' => 'number' ),
									),
								),
							),
							'properties' => array(
								'type'       => 'object',
								'properties' => array(
									'id'           => array( 'type' => 'integer' ),
									'name'         => $text,
									'adress'       => array(
										'description' => __( 'The commune, in capitals.', 'acces-tourisme' ),
										'type'        => 'string',
									),
									'url'          => array(
										'type'   => 'string',
										'format' => 'uri',
									),
									'type'         => array(
										'description' => __( 'Effective marker type.', 'acces-tourisme' ),
										'type'        => 'string',
									),
									'category'     => $text,
									'commune'      => $text,
									'disabilities' => array(
										'type'  => 'array',
										'items' => $text,
									),
								),
							),
						),
					),
				),
			),
		);
	}
}
