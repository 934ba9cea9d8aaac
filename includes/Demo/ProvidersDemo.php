<?php
/**
 * The demo part of the providers: eleven invented providers with photos.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates the demo providers, each found by its key (meta acces_demo_key).
 */
final class ProvidersDemo {

	public const KEY_META = 'acces_demo_key';

	/**
	 * Creates what is missing and refreshes the rest.
	 *
	 * @return string[] One line per provider.
	 */
	public function install(): array {
		$report = array();
		foreach ( ProvidersDemoData::providers() as $key => $data ) {
			$id = $this->save( $key, $data );
			/* translators: 1: the demo provider's key, 2: its post ID. */
			$report[] = sprintf( __( 'Provider %1$s: %2$d', 'acces-tourisme' ), $key, $id );
		}
		return $report;
	}

	/**
	 * Creates or updates one provider; returns its id.
	 *
	 * @param string               $key  Stable key.
	 * @param array<string, mixed> $data Provider.
	 */
	private function save( string $key, array $data ): int {
		$existing = get_posts(
			array(
				'post_type'        => ProviderPostType::POST_TYPE,
				'post_status'      => 'any',
				'meta_key'         => self::KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- Demo set-up only.
				'meta_value'       => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
				'fields'           => 'ids',
				'numberposts'      => 1,
				'suppress_filters' => true,
			)
		);
		$post     = array(
			'post_type'    => ProviderPostType::POST_TYPE,
			'post_status'  => 'publish',
			'post_title'   => $data['title'],
			'post_content' => '<!-- wp:paragraph --><p>' . esc_html( $data['text'] ) . '</p><!-- /wp:paragraph -->',
			'post_excerpt' => $data['text'],
		);
		if ( array() !== $existing ) {
			$post['ID'] = (int) $existing[0];
		}
		$id = (int) wp_insert_post( wp_slash( $post ) );
		if ( 0 === $id ) {
			return 0;
		}
		update_post_meta( $id, self::KEY_META, $key );
		wp_set_object_terms( $id, $data['category'], ProviderCategory::TAXONOMY );

		$fields = array(
			ProviderFields::COMMUNE      => $data['commune'],
			ProviderFields::ADDRESS      => $data['address'],
			ProviderFields::POSTCODE     => $data['postcode'],
			ProviderFields::LAT          => $data['lat'],
			ProviderFields::LNG          => $data['lng'],
			ProviderFields::PHONE        => $data['phone'],
			ProviderFields::EMAIL        => 'contact@' . $key . '.example.org',
			ProviderFields::WEBSITE      => 'https://' . $key . '.example.org/',
			ProviderFields::DISABILITIES => $data['disabilities'],
			ProviderFields::FEATURES     => $data['features'],
			ProviderFields::LABEL        => $data['label'],
			ProviderFields::MARKER_TYPE  => $data['marker_type'] ?? '',
			ProviderFields::PHOTOS       => $this->photos( $key, $data['photos'] ),
		);
		foreach ( $fields as $meta_key => $value ) {
			update_post_meta( $id, $meta_key, $value );
		}
		if ( array() !== $fields[ ProviderFields::PHOTOS ] ) {
			set_post_thumbnail( $id, $fields[ ProviderFields::PHOTOS ][0] );
		}
		return $id;
	}

	/**
	 * The provider's photos (attachment ids), drawn once.
	 *
	 * @param string                                  $key    Provider key.
	 * @param array<int, array{0: string, 1: string}> $photos Scene and alternative text of each photo.
	 * @return int[]
	 */
	private function photos( string $key, array $photos ): array {
		$ids = array();
		foreach ( $photos as $index => $photo ) {
			$id = ProvidersDemoImages::attachment( 'provider-' . $key . '-' . ( $index + 1 ), $photo[0], $photo[1], crc32( $key ) + $index );
			if ( $id > 0 ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}
}
