<?php
/**
 * The plugin's composition root: it lists every service explicitly.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the services and attaches their hooks.
 */
final class Plugin {

	/**
	 * Absolute path of plugin.php.
	 *
	 * @var string
	 */
	private string $file;

	/**
	 * Whether the back services' hooks are attached.
	 *
	 * @var bool
	 */
	private bool $back_registered = false;

	/**
	 * Constructor.
	 *
	 * @param string $file Absolute path of plugin.php.
	 */
	public function __construct( string $file ) {
		$this->file = $file;
	}

	/**
	 * The services a front-end page may use, in the order their hooks are attached.
	 *
	 * @return Service[]
	 */
	public function services(): array {
		$assets = new Assets\Assets( $this->file );
		return array(
			new I18n( $this->file ),
			$assets,
			new Providers\ProviderPostType(),
			new Providers\ProviderCategory(),
			new Providers\ProviderRedirects(),
			new Providers\ProviderMeta(),
			new Providers\ProviderCacheInvalidation(),
			new Rest\EarlyCachedAnswer(),
			new ProviderPages\ProviderBlocks(),
			new ProviderPages\PageTemplates(),
			new ProviderPages\ListQuery(),
			new ProviderPages\PageStyles(),
			new ProviderPages\ProviderJsonLd(),
			new ProviderPages\MetaDescription(),
			new Portfolio\PortfolioPostType(),
			new Portfolio\PortfolioFields(),
			new Portfolio\PortfolioBlock(),
			new Portfolio\PortfolioShortcode(),
			new Portfolio\PortfolioItemPage(),
			new Maps\MapBlocks(),
			new Maps\MapShortcodes(),
			new MapSearch\MapSearchBlock(),
			new MapSearch\MapSearchShortcode(),
			new Consent\ConsentSettings(),
			new Consent\ConsentFrontend(),
			new Consent\EmbedBlocking(),
			new Consent\CookieSettingsControl(),
			new Toolbar\ToolbarFrontend(),
			new Media\LightboxLoader(),
			new Media\SliderBlock(),
			new Media\ParticleBackground(),
			new Media\PageConfig(),
		);
	}

	/**
	 * The services of admin screens, the REST API and the command line only: settings, editor
	 * scripts, REST routes and their checks.
	 *
	 * @return Service[]
	 */
	public function back_services(): array {
		return array(
			new Settings\SettingsPage(),
			new Settings\GeneralSettings(),
			new Maps\MapSettings(),
			new Toolbar\ToolbarSettings(),
			new Media\LightboxSettings(),
			new ProviderEditor\EditorAssets(),
			new Portfolio\PortfolioEditor(),
			new Providers\ProviderRestValidation(),
			new Providers\ProtectedProviderRest(),
			new Rest\ProvidersController(),
			new Rest\Utf8Guard(),
			new Maps\MapPlacesController(),
			new Cli\Commands(),
		);
	}

	/**
	 * Attaches every service's hooks. A front-end page does not load the back services'
	 * classes (issue 7 §7, see Request), unless it starts the REST server itself
	 * (rest_do_request() from a theme or another plugin): they are attached then, first.
	 */
	public function register(): void {
		foreach ( $this->services() as $service ) {
			$service->register();
		}
		if ( ! Request::is_front_end() ) {
			$this->register_back();
			return;
		}
		add_action( 'rest_api_init', array( $this, 'register_back' ), PHP_INT_MIN );
	}

	/**
	 * Attaches the back services' hooks, once.
	 */
	public function register_back(): void {
		if ( $this->back_registered ) {
			return;
		}
		$this->back_registered = true;
		foreach ( $this->back_services() as $service ) {
			$service->register();
		}
	}
}
