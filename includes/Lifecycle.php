<?php
/**
 * Activation and deactivation.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * What happens when the plugin is switched on or off. Uninstalling is uninstall.php's job.
 */
final class Lifecycle {

	/**
	 * Registers the content types, creates the six provider categories and rebuilds the
	 * rewrite rules once.
	 */
	public static function activate(): void {
		// The activation request ran "init" before the plugin was loaded: register what is missing.
		if ( ! post_type_exists( ProviderPostType::POST_TYPE ) ) {
			( new ProviderPostType() )->register_post_type();
		}
		if ( ! taxonomy_exists( ProviderCategory::TAXONOMY ) ) {
			( new ProviderCategory() )->register_taxonomy();
		}
		if ( ! post_type_exists( PortfolioPostType::POST_TYPE ) ) {
			( new PortfolioPostType() )->register_types();
		}
		ProviderCategory::create_default_terms();
		flush_rewrite_rules( false );
	}

	/**
	 * Removes the plugin's rewrite rules. Content and settings stay.
	 */
	public static function deactivate(): void {
		unregister_post_type( ProviderPostType::POST_TYPE );
		unregister_taxonomy( ProviderCategory::TAXONOMY );
		unregister_post_type( PortfolioPostType::POST_TYPE );
		foreach ( PortfolioPostType::taxonomies() as $taxonomy ) {
			unregister_taxonomy( $taxonomy );
		}
		flush_rewrite_rules( false );
	}
}
