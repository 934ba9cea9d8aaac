<?php
/**
 * Makes portfolio items for the tests (inside each test's rolled-back transaction).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Portfolio\PortfolioPostType;

/**
 * Items with meta, terms and a featured image (an attachment record with its metadata; no file
 * is written).
 */
trait PortfolioFactory {

	/**
	 * A term of a portfolio taxonomy; returns its id.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $name     Name.
	 */
	protected function term( string $taxonomy, string $name ): int {
		$made = wp_insert_term( $name, $taxonomy );
		$this->assertIsArray( $made );
		return (int) $made['term_id'];
	}

	/**
	 * An image attachment (no file) with its alt text and sizes; returns its id.
	 *
	 * @param string $name Base name.
	 * @param string $alt  Alternative text.
	 */
	protected function image( string $name, string $alt ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $name,
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $id, '_wp_attached_file', '2024/06/' . $name . '.jpg' );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 1200,
				'file'   => '2024/06/' . $name . '.jpg',
				'sizes'  => array(
					'large' => array(
						'file'      => $name . '-1024x768.jpg',
						'width'     => 1024,
						'height'    => 768,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return (int) $id;
	}

	/**
	 * A published item; returns its id.
	 *
	 * @param string               $title Title.
	 * @param array<string, mixed> $meta  Meta key => value.
	 * @param array<string, int[]> $terms Taxonomy => term ids.
	 * @param bool                 $image Whether it gets a featured image.
	 */
	protected function item( string $title, array $meta = array(), array $terms = array(), bool $image = true ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => PortfolioPostType::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		foreach ( $terms as $taxonomy => $ids ) {
			wp_set_object_terms( $id, $ids, $taxonomy );
		}
		if ( $image ) {
			set_post_thumbnail( $id, $this->image( 'item-' . $id, 'Vue de ' . $title ) );
		}
		return $id;
	}
}
