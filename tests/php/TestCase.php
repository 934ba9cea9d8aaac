<?php
/**
 * Base class of the integration tests: each test runs in a database transaction that is
 * rolled back afterwards, with caches and globals reset.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests;

use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

/**
 * Shared set-up and helpers.
 */
abstract class TestCase extends PolyfillTestCase {

	/**
	 * Starts a transaction and resets the request state.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_GET                      = array();
		$_POST                     = array();
		$_REQUEST                  = array();
		$GLOBALS['acces_php_errors'] = array();
	}

	/**
	 * Rolls the transaction back; fails the test on any PHP notice from the plugin.
	 */
	protected function tear_down(): void {
		global $wpdb, $wp_rest_server;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		$wp_rest_server = null;
		wp_set_current_user( 0 );
		$errors                      = $GLOBALS['acces_php_errors'];
		$GLOBALS['acces_php_errors'] = array();
		parent::tear_down();
		$this->assertSame( array(), $errors, 'The plugin raised PHP notices, warnings or deprecations.' );
	}

	/**
	 * Switches to a theme for this test only (the transaction restores the options).
	 *
	 * @param string $stylesheet Theme.
	 */
	protected function theme( string $stylesheet ): void {
		switch_theme( $stylesheet );
		wp_clean_themes_cache();
		$this->assertSame( $stylesheet, get_stylesheet() );
	}

	/**
	 * Creates a user with a role and returns its id.
	 *
	 * @param string $role Role name.
	 */
	protected function create_user( string $role ): int {
		$login = $role . '_' . wp_generate_password( 8, false );
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.org',
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}

	/**
	 * An administrator on the settings page: the settings and their fields registered.
	 */
	protected function admin_on_settings_page(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		do_action( 'admin_init' );
	}

	/**
	 * The messages of an option's settings errors as text: stored escaped as HTML, each
	 * followed by its link to the field (FieldNotices), taken out here.
	 *
	 * @param string $option The option.
	 * @return string[]
	 */
	protected function settings_messages( string $option ): array {
		return array_map(
			static fn( $message ) => wp_specialchars_decode( (string) preg_replace( '# <a class="acces-to-field" href="\#[a-z_]+">Aller au champ</a>$#', '', $message ), ENT_QUOTES ),
			array_column( get_settings_errors( $option ), 'message' )
		);
	}

	/**
	 * The settings page's sections as printed (Réglages › Accès Tourisme).
	 */
	protected function settings_sections_html(): string {
		ob_start();
		do_settings_sections( \AccesTourisme\Settings\SettingsPage::SLUG );
		return (string) ob_get_clean();
	}

	/**
	 * Dispatches a REST request in-process and returns the response.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, e.g. "/acces/v1/providers".
	 * @param array<string, mixed> $params Query or body parameters.
	 */
	protected function rest( string $method, string $route, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		return rest_do_request( $request );
	}
}
