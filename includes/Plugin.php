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
	 * Constructor.
	 *
	 * @param string $file Absolute path of plugin.php.
	 */
	public function __construct( string $file ) {
		$this->file = $file;
	}

	/**
	 * The services, in the order their hooks are attached.
	 *
	 * @return Service[]
	 */
	public function services(): array {
		$assets = new Assets\Assets( $this->file );
		return array(
			new I18n( $this->file ),
			$assets,
			new Settings\SettingsPage(),
			new Settings\GeneralSettings(),
			new Providers\ProviderPostType(),
			new Providers\ProviderCategory(),
			new Providers\ProviderRedirects(),
			new Providers\ProviderMeta(),
			new Providers\ProviderRestValidation(),
			new Providers\ProviderCacheInvalidation(),
			new Rest\ProvidersController(),
			new Rest\EarlyCachedAnswer(),
			new Rest\Utf8Guard(),
			new ProviderPages\ProviderBlocks(),
			new ProviderPages\PageTemplates(),
			new ProviderPages\ListQuery(),
			new ProviderPages\PageStyles(),
			new ProviderPages\ProviderJsonLd(),
			new ProviderPages\MetaDescription(),
			new ProviderEditor\EditorAssets(),
			new Portfolio\PortfolioPostType(),
			new Portfolio\PortfolioFields(),
			new Portfolio\PortfolioBlock(),
			new Portfolio\PortfolioShortcode(),
			new Portfolio\PortfolioEditor(),
			new Maps\MapSettings(),
			new Maps\MapBlocks(),
			new Maps\MapShortcodes(),
			new Maps\MapPlacesController(),
			new MapSearch\MapSearchBlock(),
			new MapSearch\MapSearchShortcode(),
			new Consent\ConsentSettings(),
			new Consent\ConsentFrontend(),
			new Consent\EmbedBlocking(),
			new Consent\CookieSettingsControl(),
			new Toolbar\ToolbarSettings(),
			new Toolbar\ToolbarFrontend(),
			new Media\LightboxSettings(),
			new Media\LightboxLoader(),
			new Media\SliderBlock(),
			new Media\ParticleBackground(),
			new Media\PageConfig(),
			new Cli\Commands(),
		);
	}

	/**
	 * Attaches every service's hooks.
	 */
	public function register(): void {
		foreach ( $this->services() as $service ) {
			$service->register();
		}
	}
}
