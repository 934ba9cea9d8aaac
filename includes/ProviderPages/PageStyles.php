<?php
/**
 * The visitor pages' style sheet, on those pages only.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues build/provider-pages/index.css (from src/provider-pages/pages.scss) on a detail,
 * category or all-providers page. The pages need no script.
 */
final class PageStyles implements Service {

	public const ENTRY = 'provider-pages/index';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * True on the plugin's visitor pages.
	 */
	public static function is_provider_page(): bool {
		return is_singular( ProviderPostType::POST_TYPE ) || is_tax( ProviderCategory::TAXONOMY ) || is_post_type_archive( ProviderPostType::POST_TYPE );
	}

	/**
	 * Enqueues the style sheet.
	 */
	public function enqueue(): void {
		if ( ! self::is_provider_page() ) {
			return;
		}
		$handle = Assets::register_entry( self::ENTRY );
		if ( '' !== $handle && wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
	}
}
