<?php
/**
 * The provider editor's sidebar panels, loaded in the block editor for providers only.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderEditor;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Providers\AccessibilityFeatures;
use AccesTourisme\Providers\Disabilities;
use AccesTourisme\Providers\MarkerTypes;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/provider-editor/index.js with its settings (the disability families and
 * features with their French labels, the marker images, the map tiles and starting point).
 */
final class EditorAssets implements Service {

	public const ENTRY = 'provider-editor/index';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the panels on a provider's edit screen.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ProviderPostType::POST_TYPE !== $screen->post_type ) {
			return;
		}
		$handle = Assets::enqueue( self::ENTRY );
		if ( '' === $handle ) {
			return;
		}
		wp_add_inline_script( $handle, 'window.accesProviderEditor = ' . wp_json_encode( self::settings() ) . ';', 'before' );
	}

	/**
	 * The settings the panels read.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$features = array();
		foreach ( AccessibilityFeatures::all() as $slug => $feature ) {
			$features[] = array(
				'slug'     => $slug,
				'label'    => $feature['label'],
				'families' => $feature['families'],
			);
		}
		return array(
			'disabilities' => Disabilities::all(),
			'features'     => $features,
			'iconBase'     => MarkerTypes::base_url(),
			'tiles'        => array(
				'url'         => 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
				'attribution' => __( '© OpenStreetMap contributors', 'acces-tourisme' ),
			),
			'center'       => array(
				'lat' => 43.858,
				'lng' => 1.425,
			),
		);
	}
}
