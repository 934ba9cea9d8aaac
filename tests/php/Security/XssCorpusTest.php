<?php
/**
 * The XSS corpus (tests/fixtures/xss-corpus.json) through every registered meta and setting
 * sanitiser and every render callback, shortcode and inline script of the plugin: nothing
 * executable comes out.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

use AccesTourisme\Consent\ConsentFrontend;
use AccesTourisme\Consent\ConsentSettings;
use AccesTourisme\Maps\MapSettings;
use AccesTourisme\Maps\MapSettingsFields;
use AccesTourisme\Media\LightboxLoader;
use AccesTourisme\Media\LightboxSettings;
use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\ProviderPages\DetailRenderer;
use AccesTourisme\ProviderPages\ListRenderer;
use AccesTourisme\ProviderPages\ProviderData;
use AccesTourisme\ProviderPages\ProviderJsonLd;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Settings\GeneralSettings;
use AccesTourisme\Settings\SettingsPage;
use AccesTourisme\Tests\Media\MediaFactory;
use AccesTourisme\Tests\TestCase;
use AccesTourisme\Toolbar\ToolbarFrontend;
use AccesTourisme\Toolbar\ToolbarSettings;

/**
 * Sanitisers keep nothing executable; renderers print stored payloads as text.
 */
final class XssCorpusTest extends TestCase {

	use MediaFactory;

	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		rest_get_server(); // Registers the settings (rest_api_init), as a save through options.php would.
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$GLOBALS['post']       = null;
		kses_init_filters();
		parent::tear_down();
	}

	/**
	 * Asserts that a stored or printed value holds nothing executable.
	 *
	 * @param mixed  $value   Value (strings are checked, arrays walked).
	 * @param string $where   What it is, for the message.
	 * @param bool   $is_url  Whether it is used as an address.
	 */
	private function assert_inert( $value, string $where, bool $is_url = false ): void {
		if ( is_array( $value ) ) {
			foreach ( $value as $key => $item ) {
				$this->assert_inert( $item, "{$where}[{$key}]", $is_url || ( is_string( $key ) && (bool) preg_match( '/url|website|href/i', $key ) ) );
			}
			return;
		}
		if ( ! is_string( $value ) ) {
			return;
		}
		$this->assertSame( '', XssCorpus::executable( $value ), "{$where} holds executable markup." );
		if ( $is_url ) {
			$this->assertDoesNotMatchRegularExpression( '/^\s*(javascript|data|vbscript)\s*:/i', $value, "{$where} is a script address." );
		}
	}

	public function test_every_registered_meta_of_the_plugin_stores_the_corpus_inert(): void {
		ProviderCategory::create_default_terms();
		$checked = 0;
		foreach ( array( ProviderPostType::POST_TYPE, PortfolioPostType::POST_TYPE ) as $type ) {
			$post_id = wp_insert_post(
				array(
					'post_type'   => $type,
					'post_status' => 'publish',
					'post_title'  => 'Cible',
				)
			);
			$keys    = array_keys( get_registered_meta_keys( 'post', $type ) );
			$this->assertNotEmpty( $keys, "{$type} has registered meta." );
			foreach ( $keys as $key ) {
				foreach ( XssCorpus::values() as $id => $payload ) {
					foreach ( array( $payload, array( $payload ) ) as $value ) {
						update_post_meta( $post_id, $key, $value );
						$this->assert_inert( get_post_meta( $post_id, $key, true ), "{$type} meta {$key} after “{$id}”", (bool) preg_match( '/url|website/', $key ) );
						++$checked;
					}
				}
			}
		}
		$this->assertGreaterThan( 500, $checked );
	}

	public function test_every_setting_of_the_plugin_stores_the_corpus_inert(): void {
		$settings = array_filter( array_keys( get_registered_settings() ), static fn( string $name ) => str_starts_with( $name, 'acces_' ) );
		$this->assertContains( MapSettings::OPTION, $settings );
		$this->assertContains( ConsentSettings::OPTION, $settings );
		foreach ( $settings as $option ) {
			$default = get_registered_settings()[ $option ]['default'] ?? array();
			$this->assertIsArray( $default, "{$option} is an object option." );
			foreach ( XssCorpus::values() as $id => $payload ) {
				update_option( $option, array_fill_keys( array_keys( $default ), $payload ) );
				$this->assert_inert( get_option( $option ), "{$option} after “{$id}”" );
			}
		}
	}

	/**
	 * Stores the corpus raw, as an administrator with unfiltered_html may: provider, category,
	 * portfolio item and its terms, an image's texts, the consent texts and the attribution.
	 *
	 * @param string $id      Corpus entry (makes names unique).
	 * @param string $payload The payload.
	 * @return array{provider: int, term: \WP_Term, image: int}
	 */
	private function store_everywhere( string $id, string $payload ): array {
		kses_remove_filters();
		ProviderCategory::create_default_terms();
		// Term names are at most 200 characters in WordPress's tables (MariaDB refuses longer).
		$term = wp_insert_term( "Catégorie {$id} " . mb_substr( $payload, 0, 150 ), ProviderCategory::TAXONOMY, array( 'description' => $payload ) );
		$this->assertIsArray( $term, 'The category is created.' );
		$image    = $this->image( 'xss-' . wp_generate_password( 6, false, false ), array(
			'title'       => $payload,
			'caption'     => $payload,
			'description' => $payload,
			'alt'         => $payload,
		) );
		$provider = wp_insert_post(
			array(
				'post_type'    => ProviderPostType::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => $payload,
				'post_excerpt' => $payload,
				'post_content' => '<p>Texte</p><a href="https://example.org/photo.jpg"><img class="wp-image-' . $image . '" src="https://example.org/photo.jpg" alt=""></a>',
			)
		);
		wp_set_object_terms( $provider, (int) $term['term_id'], ProviderCategory::TAXONOMY );
		foreach ( array(
			'acces_commune' => mb_substr( $payload, 0, 100 ),
			'acces_address' => mb_substr( $payload, 0, 200 ),
			'acces_lat'     => 44.0175,
			'acces_lng'     => 1.355,
		) as $key => $value ) {
			update_post_meta( $provider, $key, $value );
		}
		$item = wp_insert_post(
			array(
				'post_type'    => PortfolioPostType::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => $payload,
				'post_excerpt' => $payload,
			)
		);
		update_post_meta( $item, 'acces_site_type', mb_substr( $payload, 0, 100 ) );
		foreach ( PortfolioPostType::taxonomies() as $taxonomy ) {
			$made = wp_insert_term( "Terme {$id} " . mb_substr( $payload, 0, 150 ), $taxonomy, array( 'description' => $payload ) );
			if ( is_array( $made ) ) {
				wp_set_object_terms( $item, (int) $made['term_id'], $taxonomy );
			}
		}
		// Straight into the options, as a migration or `wp option update` could: the renderers
		// must not count on the settings form's sanitising.
		$this->store_raw_option( ConsentSettings::OPTION, array_merge( ConsentSettings::defaults(), array_fill_keys( array( 'title', 'message', 'necessary', 'statistics', 'media' ), $payload ) ) );
		$this->store_raw_option( MapSettings::OPTION, array_merge( MapSettings::defaults(), array( 'attribution' => $payload ) ) );
		kses_init_filters();
		return array(
			'provider' => (int) $provider,
			'term'     => get_term( (int) $term['term_id'], ProviderCategory::TAXONOMY ),
			'image'    => $image,
		);
	}

	/**
	 * Saves an option without its sanitising callback.
	 *
	 * @param string               $option Option name.
	 * @param array<string, mixed> $value  Raw value.
	 */
	private function store_raw_option( string $option, array $value ): void {
		$raw = static fn() => $value;
		add_filter( "sanitize_option_{$option}", $raw, PHP_INT_MAX );
		update_option( $option, $value );
		remove_filter( "sanitize_option_{$option}", $raw, PHP_INT_MAX );
		$this->assertSame( $value, get_option( $option ) );
	}

	/**
	 * Every inline script of the plugin's handles.
	 *
	 * @return array<string, string>
	 */
	private function inline_scripts(): array {
		$scripts = array();
		foreach ( wp_scripts()->registered as $handle => $script ) {
			if ( ! str_starts_with( $handle, 'acces-' ) ) {
				continue;
			}
			foreach ( array( 'before', 'after' ) as $position ) {
				$scripts[ "{$handle} ({$position})" ] = implode( "\n", array_filter( (array) ( $script->extra[ $position ] ?? array() ), 'is_string' ) );
			}
			$scripts[ "{$handle} (data)" ] = (string) ( $script->extra['data'] ?? '' );
		}
		return $scripts;
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function payloads(): array {
		$cases = array();
		foreach ( XssCorpus::values() as $id => $value ) {
			$cases[ $id ] = array( $id );
		}
		return $cases;
	}

	/**
	 * @dataProvider payloads
	 *
	 * @param string $id Corpus entry.
	 */
	public function test_every_renderer_prints_a_stored_payload_as_text( string $id ): void {
		$payload = XssCorpus::values()[ $id ];
		$stored  = $this->store_everywhere( $id, $payload );
		$term    = $stored['term'];
		$this->assertInstanceOf( \WP_Term::class, $term );
		wp_set_current_user( 0 );

		$outputs = array(
			'detail page'    => DetailRenderer::render( get_post( $stored['provider'] ) ),
			'category page'  => ListRenderer::render(
				new \WP_Query(
					array(
						'post_type' => ProviderPostType::POST_TYPE,
						'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
							array(
								'taxonomy' => ProviderCategory::TAXONOMY,
								'terms'    => $term->term_id,
							),
						),
					)
				),
				$term
			),
			'archive page'   => ListRenderer::render( new \WP_Query( array( 'post_type' => ProviderPostType::POST_TYPE ) ), null ),
			'list map'       => do_blocks( '<!-- wp:acces-tourisme/map ' . wp_json_encode( array( 'category' => $term->slug ) ) . ' /-->' ),
			'place map'      => render_block(
				array(
					'blockName' => 'acces-tourisme/map-place',
					'attrs'     => array( 'providerId' => $stored['provider'] ),
				)
			),
			'map search'     => do_blocks( '<!-- wp:acces-tourisme/map-search /-->' ),
			'portfolio'      => render_block(
				array(
					'blockName' => 'acces-tourisme/portfolio',
					'attrs'     => array(
						'quickViewText'          => $payload,
						'loadMoreButtonText'     => $payload,
						'headerColor'            => $payload,
						'categorySelectedLabels' => $payload,
						'thumbnailHoverStyle'    => $payload,
					),
				)
			),
			'cookie link'    => do_blocks( '<!-- wp:acces-tourisme/cookie-settings /-->' ),
			'slider'         => render_block(
				array(
					'blockName' => 'acces-tourisme/slider',
					'attrs'     => array(
						'ids'   => array( $stored['image'] ),
						'label' => $payload,
					),
				)
			),
			'content'        => apply_filters( 'the_content', get_post( $stored['provider'] )->post_content ),
		);
		$quoted = str_replace( array( '"', ']' ), '', $payload );
		foreach ( array( 'acces_carte categorie="%1$s" hauteur="%1$s"', 'acces_carte_lieu lat="%1$s" lng="%1$s"', 'acces_recherche_carte', 'acces_portfolio quickViewText="%1$s" loadMoreButtonText="%1$s"', 'acces_gerer_cookies' ) as $shortcode ) {
			$html = do_shortcode( '[' . sprintf( $shortcode, $quoted ) . ']' );
			// WordPress leaves a shortcode whose attributes hold < or > as it was typed (the
			// editor's own content): only the plugin's output is checked here.
			if ( ! str_contains( $html, '[' . strtok( $shortcode, ' ' ) ) ) {
				$outputs[ "[{$shortcode}]" ] = $html;
			}
		}
		$this->assertArrayHasKey( '[acces_gerer_cookies]', $outputs );
		foreach ( $outputs as $where => $html ) {
			$this->assertSame( '', XssCorpus::executable( (string) $html ), "{$where} with “{$id}”: " . XssCorpus::executable( (string) $html ) );
			$this->assertSame( array(), XssCorpus::broken_json( (string) $html ), "{$where} with “{$id}”: the data attributes reach the front end exactly." );
		}
		$this->assertStringContainsString( 'acces-map', $outputs['list map'], 'The list map was rendered.' );

		// Data printed in script elements: JSON-LD, and the settings of every front-end entry.
		$json_ld = wp_json_encode( ProviderJsonLd::data( ProviderData::from_post( get_post( $stored['provider'] ) ) ), ProviderJsonLd::JSON_FLAGS );
		$this->assertSame( '', XssCorpus::script_breaker( (string) $json_ld ), "JSON-LD with “{$id}”" );
		( new ConsentFrontend() )->enqueue();
		( new ToolbarFrontend() )->enqueue();
		$lightbox = new LightboxLoader();
		$lightbox->scan( (string) $outputs['content'] );
		$lightbox->add_data();
		$scripts = $this->inline_scripts();
		// The consent's settings, with its head script.
		ob_start();
		( new ConsentFrontend() )->print_head_script();
		$head = (string) ob_get_clean();
		$this->assertSame( 1, preg_match( '#^<script id="acces-consent-prepaint">(.*)</script>\s*$#s', $head, $inside ), $head );
		$scripts['head script'] = $inside[1];
		$this->assertStringContainsString( 'accesConsentSettings', implode( '', $scripts ) );
		$this->assertStringContainsString( 'accesLightbox', implode( '', $scripts ) );
		$this->assertStringContainsString( 'accesMapSettings', implode( '', $scripts ) );
		foreach ( $scripts as $where => $js ) {
			$this->assertSame( '', XssCorpus::script_breaker( $js ), "inline script {$where} with “{$id}”" );
		}
	}

	public function test_the_settings_page_prints_stored_payloads_as_text(): void {
		foreach ( array( new GeneralSettings(), new MapSettingsFields(), new ToolbarSettings(), new ConsentSettings(), new LightboxSettings() ) as $fields ) {
			$fields->register_fields();
		}
		foreach ( XssCorpus::values() as $id => $payload ) {
			$this->store_everywhere( $id, $payload );
			ob_start();
			( new SettingsPage() )->render();
			$html = (string) ob_get_clean();
			$this->assertStringContainsString( 'acces_consent[title]', $html, 'The settings page was printed.' );
			$this->assertSame( '', XssCorpus::executable( $html ), "settings page with “{$id}”: " . XssCorpus::executable( $html ) );
		}
	}
}
