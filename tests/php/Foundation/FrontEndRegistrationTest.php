<?php
/**
 * What a front-end page registers: blocks from the compiled manifest, no back services.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Plugin;
use AccesTourisme\Request;
use AccesTourisme\Tests\TestCase;

/**
 * A front-end page registers each block from build/blocks-manifest.php with exactly what
 * block.json gives the renderer (attributes and their defaults, supports, context), and
 * without editor scripts; every other kind of request registers from block.json as usual.
 */
final class FrontEndRegistrationTest extends TestCase {

	/**
	 * Server state changed by a test.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * The hooks before a test (one of them attaches a second copy of the plugin's).
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $hooks = array();

	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
		foreach ( $GLOBALS['wp_filter'] as $name => $hook ) {
			$this->hooks[ $name ] = clone $hook;
		}
	}

	protected function tear_down(): void {
		$GLOBALS['wp_filter'] = $this->hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restores the hooks.
		$_SERVER              = $this->server;
		unset( $_GET['rest_route'] );
		Request::assume( null );
		parent::tear_down();
	}

	/**
	 * The built blocks: folder => name.
	 *
	 * @return array<string, string>
	 */
	private function built_blocks(): array {
		$blocks = array();
		foreach ( glob( ACCES_TOURISME_DIR . '/build/blocks/*/block.json' ) as $file ) {
			$metadata                               = json_decode( (string) file_get_contents( $file ), true );
			$blocks[ basename( dirname( $file ) ) ] = $metadata['name'];
		}
		return $blocks;
	}

	public function test_the_manifest_holds_every_built_block_json(): void {
		$manifest = include ACCES_TOURISME_DIR . '/build/blocks-manifest.php';
		$blocks   = $this->built_blocks();
		$this->assertCount( 6, $blocks );
		ksort( $blocks );
		ksort( $manifest );
		$this->assertSame( array_keys( $blocks ), array_keys( $manifest ) );
		foreach ( array_keys( $blocks ) as $folder ) {
			$this->assertSame(
				json_decode( (string) file_get_contents( ACCES_TOURISME_DIR . "/build/blocks/$folder/block.json" ), true ),
				$manifest[ $folder ],
				"build/blocks-manifest.php is stale for $folder: run npm run build."
			);
		}
	}

	public function test_the_folder_url_is_what_plugins_url_gives(): void {
		// This test site links the plugin's folder to the checkout, which holds the site: WordPress
		// maps the checkout's paths back into the plugins folder. First as on a site where the
		// plugin was installed from its zip (no link), then with the link.
		$links                      = $GLOBALS['wp_plugin_paths'];
		$GLOBALS['wp_plugin_paths'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restored below.
		$files                      = array( WP_PLUGIN_DIR . '/acces-tourisme/plugin.php', WP_PLUGIN_DIR . '/another-copy/plugin.php', WPMU_PLUGIN_DIR . '/acces-tourisme/plugin.php', '/elsewhere/acces-tourisme/plugin.php' );
		foreach ( $files as $file ) {
			$this->assertSame( plugins_url( '', $file ), Assets::folder_url( $file ), $file );
		}
		$this->assertSame( content_url( 'plugins/acces-tourisme' ), Assets::folder_url( WP_PLUGIN_DIR . '/acces-tourisme/plugin.php' ) );
		$_SERVER['HTTPS'] = 'on';
		$this->assertStringStartsWith( 'https://', Assets::folder_url( WP_PLUGIN_DIR . '/acces-tourisme/plugin.php' ) );
		unset( $_SERVER['HTTPS'] );
		// A CDN that rewrites the plugins' URLs is obeyed.
		add_filter( 'plugins_url', static fn( $url ) => str_replace( home_url(), 'https://cdn.example', $url ) );
		$this->assertSame( 'https://cdn.example/wp-content/plugins/acces-tourisme', Assets::folder_url( WP_PLUGIN_DIR . '/acces-tourisme/plugin.php' ) );
		remove_all_filters( 'plugins_url' );
		$GLOBALS['wp_plugin_paths'] = $links; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restored.
		$this->assertSame( plugins_url( '', ACCES_TOURISME_FILE ), Assets::folder_url( ACCES_TOURISME_FILE ) );
	}

	public function test_the_request_kind(): void {
		// PHPUnit itself runs on the command line: never a front-end page.
		$this->assertFalse( Request::is_front_end() );
		$kinds = array(
			'/declaration-accessibilite/'       => true,
			'/'                                 => true,
			'/wp-json-ish-page/'                => true,
			'/wp-json/acces/v1/providers'       => false,
			'/wp-json/'                         => false,
			'/wp-json'                          => false,
			'/wp-json?_envelope'                => false,
			'/index.php/wp-json/wp/v2/posts'    => false,
			'/carte/?s=wp-json/acces/v1/places' => true,
		);
		foreach ( $kinds as $uri => $front_end ) {
			$_SERVER['REQUEST_URI'] = $uri;
			$this->assertSame( $front_end, $this->detect(), $uri );
		}
		$_SERVER['REQUEST_URI'] = '/?rest_route=/acces/v1/providers';
		$_GET['rest_route']     = '/acces/v1/providers';
		$this->assertFalse( $this->detect() );
	}

	/**
	 * The address-based part of the detection (the command line's answer set aside).
	 */
	private function detect(): bool {
		$method = new \ReflectionMethod( Request::class, 'detect_from_address' );
		$method->setAccessible( true );
		return (bool) $method->invoke( null );
	}

	public function test_a_front_end_page_leaves_the_back_services_until_the_rest_server_starts(): void {
		Request::assume( true );
		$plugin = new Plugin( ACCES_TOURISME_FILE );
		$before = count( $GLOBALS['wp_filter']['admin_menu']->callbacks ?? array(), COUNT_RECURSIVE );
		$plugin->register();
		$this->assertSame( $before, count( $GLOBALS['wp_filter']['admin_menu']->callbacks ?? array(), COUNT_RECURSIVE ), 'no settings page hooked' );
		$this->assertSame( PHP_INT_MIN, has_action( 'rest_api_init', array( $plugin, 'register_back' ) ) );
		$plugin->register_back();
		$this->assertGreaterThan( $before, count( $GLOBALS['wp_filter']['admin_menu']->callbacks ?? array(), COUNT_RECURSIVE ), 'the settings page once the REST server starts' );
		$after = count( $GLOBALS['wp_filter']['admin_menu']->callbacks, COUNT_RECURSIVE );
		$plugin->register_back();
		$this->assertSame( $after, count( $GLOBALS['wp_filter']['admin_menu']->callbacks, COUNT_RECURSIVE ), 'once only' );
	}

	/**
	 * Unregisters a post type's meta keys (the plugin registered them at init: PHPUnit runs on
	 * the command line).
	 *
	 * @param string   $type Post type.
	 * @param string[] $keys Keys.
	 */
	private function unregister_meta( string $type, array $keys ): void {
		foreach ( $keys as $key ) {
			unregister_post_meta( $type, $key );
		}
		$this->assertSame( array(), get_registered_meta_keys( 'post', $type ) );
	}

	public function test_a_front_end_page_registers_provider_meta_when_a_field_needs_it(): void {
		$meta = new \AccesTourisme\Providers\ProviderMeta();
		$key  = \AccesTourisme\Providers\ProviderFields::COMMUNE;
		$type = \AccesTourisme\Providers\ProviderPostType::POST_TYPE;
		$this->unregister_meta( $type, \AccesTourisme\Providers\ProviderFields::keys() );
		$id    = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => 'Un lieu',
				'post_status' => 'publish',
			)
		);
		$other = wp_insert_post(
			array(
				'post_title'  => 'Un article',
				'post_status' => 'publish',
			)
		);
		Request::assume( true );
		$meta->register_meta();
		$this->assertSame( array(), get_registered_meta_keys( 'post', $type ), 'nothing registered while the page reads no field' );
		// Another post type's meta and a saved value need nothing.
		update_post_meta( $other, $key, 'x' );
		$this->assertSame( array(), get_registered_meta_keys( 'post', $type ) );
		// A field never saved reads as its default: the keys are registered then.
		$this->assertSame( array(), get_post_meta( $id, \AccesTourisme\Providers\ProviderFields::DISABILITIES, true ) );
		$registered = get_registered_meta_keys( 'post', $type );
		$this->assertCount( count( \AccesTourisme\Providers\ProviderFields::keys() ), $registered );
		$this->assertFalse( $registered[ $key ]['show_in_rest'], 'no REST schema on a page' );
		$this->assertSame( '', get_post_meta( $id, $key, true ), 'the default value applies' );
		$this->assertSame( array( false ), get_post_meta( $id, \AccesTourisme\Providers\ProviderFields::LABEL, false ) );
		$this->assertSame( PHP_INT_MIN, has_action( 'rest_api_init', array( $meta, 'register_rest_meta' ) ) );
		// A REST request made from the page (rest_do_request() from a theme): the schemas then.
		$meta->register_rest_meta();
		$registered = get_registered_meta_keys( 'post', $type );
		$this->assertSame( 'string', $registered[ $key ]['show_in_rest']['schema']['type'] );
		$this->assertNotEmpty( $registered[ \AccesTourisme\Providers\ProviderFields::DISABILITIES ]['show_in_rest']['schema']['items']['enum'] ?? null, 'the lists of allowed values too' );
	}

	public function test_a_front_end_page_checks_a_provider_field_written_first(): void {
		$meta = new \AccesTourisme\Providers\ProviderMeta();
		$type = \AccesTourisme\Providers\ProviderPostType::POST_TYPE;
		$lat  = \AccesTourisme\Providers\ProviderFields::LAT;
		$id   = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => 'Un lieu',
				'post_status' => 'publish',
			)
		);
		update_post_meta( $id, $lat, '43.6' );
		$this->unregister_meta( $type, \AccesTourisme\Providers\ProviderFields::keys() );
		Request::assume( true );
		$meta->register_meta();
		// Saved values read without registering anything.
		$this->assertSame( '43.6', get_post_meta( $id, $lat, true ) );
		$this->assertSame( array(), get_registered_meta_keys( 'post', $type ) );
		// The first write is checked as on any other request: refused, the saved value stays.
		$this->assertFalse( update_post_meta( $id, $lat, 'au nord' ) );
		$this->assertSame( '43.6', get_post_meta( $id, $lat, true ) );
		$this->assertNotFalse( has_filter( "sanitize_post_meta_{$lat}_for_{$type}" ) );
		// REST schemas registered first are kept by a later need (no second registration).
		$meta->register_rest_meta();
		$this->assertFalse( update_post_meta( $id, $lat, 'au sud' ) );
		$this->assertSame( 'number', get_registered_meta_keys( 'post', $type )[ $lat ]['show_in_rest']['schema']['type'] );
	}

	public function test_a_front_end_page_registers_portfolio_meta_when_a_field_needs_it(): void {
		$fields = new \AccesTourisme\Portfolio\PortfolioFields();
		$type   = \AccesTourisme\Portfolio\PortfolioPostType::POST_TYPE;
		$rules  = \AccesTourisme\Portfolio\PortfolioFieldRules::fields();
		$this->unregister_meta( $type, array_column( $rules, 'meta' ) );
		$id = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => 'Un lieu',
				'post_status' => 'publish',
			)
		);
		Request::assume( true );
		$fields->register_meta();
		$this->assertSame( array(), get_registered_meta_keys( 'post', $type ) );
		$this->assertSame( 'page', get_post_meta( $id, 'acces_portfolio_type', true ), 'the default value applies' );
		$this->assertCount( count( $rules ), get_registered_meta_keys( 'post', $type ) );
		// Written first on another page: checked, refused, nothing saved.
		$this->unregister_meta( $type, array_column( $rules, 'meta' ) );
		$fields->register_meta();
		$this->assertFalse( update_post_meta( $id, 'acces_portfolio_type', 'not-a-type' ) );
		$this->assertSame( 'page', get_post_meta( $id, 'acces_portfolio_type', true ) );
	}
}
