<?php
/**
 * Image attachments for the media tests (inside each test's rolled-back transaction).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Media;

/**
 * Attachment records with their metadata and texts (no file is written).
 */
trait MediaFactory {

	/**
	 * An image attachment; returns its id.
	 *
	 * @param string $name  Base name of the file.
	 * @param array  $texts title, alt, caption, description.
	 */
	protected function image( string $name, array $texts = array() ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $texts['title'] ?? $name,
				'post_excerpt'   => $texts['caption'] ?? '',
				'post_content'   => $texts['description'] ?? '',
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $id, '_wp_attached_file', '2024/06/' . $name . '.jpg' );
		update_post_meta( $id, '_wp_attachment_image_alt', $texts['alt'] ?? '' );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 1067,
				'file'   => '2024/06/' . $name . '.jpg',
				'sizes'  => array(
					'large' => array(
						'file'      => $name . '-1024x683.jpg',
						'width'     => 1024,
						'height'    => 683,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return (int) $id;
	}

	/**
	 * Forgets every enqueued script and style (each test starts with none).
	 */
	protected function reset_assets(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}
}
