<?php
/**
 * What a public page gets from the consent and toolbar features.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Toolbar;

use AccesTourisme\Consent\ConsentFrontend;
use AccesTourisme\Consent\CookieSettingsControl;
use AccesTourisme\Tests\TestCase;
use AccesTourisme\Toolbar\ToolbarFrontend;
use AccesTourisme\Toolbar\ToolbarSettings;

/**
 * Scripts in the footer, styles in the head, the pre-paint script, the block and shortcode,
 * and the toolbar settings.
 */
final class FrontendTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		$this->reset_scripts();
		// Saving goes through the setting's sanitising callback, as from the settings page.
		( new ToolbarSettings() )->register_setting();
	}

	protected function tear_down(): void {
		$this->reset_scripts();
		parent::tear_down();
	}

	/**
	 * Fresh script and style queues.
	 */
	private function reset_scripts(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		wp_scripts();
		wp_styles();
	}

	/**
	 * Runs the front-end enqueue hooks.
	 */
	private function enqueue(): void {
		do_action( 'wp_enqueue_scripts' );
	}

	public function test_every_public_page_gets_the_consent_and_toolbar_script_in_the_footer(): void {
		$this->enqueue();
		// One script holds both (src/site): one tag, one set of translations, one inline style.
		$handle = 'acces-site-index';
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), 'in the footer' );
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ), 'style in the head' );
		$this->assertFalse( wp_script_is( 'acces-consent-index', 'registered' ) );
		$before = implode( '', wp_scripts()->get_data( $handle, 'before' ) );
		// The consent's settings are in the head, with the head script that draws the banner's
		// first view from them (test_the_preferences_are_applied_by_an_inline_head_script()).
		$this->assertStringNotContainsString( 'accesConsentSettings', $before );
		$this->assertStringContainsString( 'window.accesToolbarSettings = {"toolbar":true,"scrollTop":true}', $before );
		// WordPress's React only (no wp-element, wp-i18n and their dependencies on every page);
		// the translations come inline, once, the French of both features.
		$this->assertSame( array( 'react', 'react-dom' ), wp_scripts()->registered[ $handle ]->deps );
		$this->assertSame( 1, substr_count( $before, 'window.accesL10n = ' ) );
		$this->assertStringContainsString( '"Accept all":["Tout accepter"]', $before );
		$this->assertStringContainsString( '"Back to top":["Haut de page"]', $before );
		// The inline style holds both stylesheets, the consent's first (the toolbar's overrides
		// its space at the end of the page, as when they were two styles in this order).
		$css = implode( '', (array) wp_styles()->get_data( $handle, 'after' ) );
		$this->assertGreaterThan( 0, strpos( $css, '.acces-consent{' ) );
		$this->assertGreaterThan( strpos( $css, '.acces-consent{' ), strpos( $css, '.acces-toolbar{' ) );
	}

	public function test_the_preferences_are_applied_by_an_inline_head_script(): void {
		ob_start();
		( new ToolbarFrontend() )->print_prepaint_script();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<script id="acces-toolbar-prepaint"', $html );
		$this->assertStringContainsString( 'acces_color=(contrast|dark)', $html );
		$this->assertStringContainsString( 'getItem("acces_toolbar")', $html );
		// Minified by the build, with the headings' fit (about 1.1 KB gzip).
		$this->assertStringContainsString( '--acces-fit', $html );
		$this->assertStringNotContainsString( 'accesConsentSettings', $html );
		$this->assertLessThan( 2400, strlen( $html ) );
		$this->assertLessThan( 1200, strlen( (string) gzencode( $html, 9 ) ) );
	}

	public function test_the_consent_settings_and_the_banner_first_view_are_in_the_head_after_the_toolbar_script(): void {
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();
		$toolbar = strpos( $head, '<script id="acces-toolbar-prepaint"' );
		$consent = strpos( $head, '<script id="acces-consent-prepaint">' . "\nwindow.accesConsentSettings={\"days\":365," );
		$this->assertIsInt( $toolbar );
		$this->assertIsInt( $consent, 'the settings first, then the script that draws from them' );
		$this->assertGreaterThan( $toolbar, $consent, 'the text size is applied before the copy is measured' );
		// With the French labels of the banner's first view.
		$this->assertStringContainsString( '"labels":{"policy":"Lire notre politique de cookies","accept":"Tout accepter","reject":"Tout refuser","customise":"Personnaliser"}};', $head );
		$script = ConsentFrontend::head_script();
		$this->assertStringContainsString( $script, $head );
		$this->assertStringContainsString( 'acces_consent=(yes|no)', $script );
		$this->assertStringContainsString( 'acces-consent-inline', $script );
		$this->assertStringContainsString( 'data-acces-pending', $script );
		$this->assertLessThan( 1000, strlen( (string) gzencode( $script, 9 ) ) );
	}

	public function test_the_toolbar_can_be_turned_off(): void {
		update_option(
			ToolbarSettings::OPTION,
			array(
				'enabled'    => false,
				'scroll_top' => true,
			)
		);
		ob_start();
		( new ToolbarFrontend() )->print_prepaint_script();
		$this->assertSame( '', ob_get_clean() );
		$this->enqueue();
		$this->assertStringContainsString( '{"toolbar":false,"scrollTop":true}', implode( '', wp_scripts()->get_data( 'acces-site-index', 'before' ) ) );
		// The consent's head script is there all the same, with its settings.
		ob_start();
		( new ConsentFrontend() )->print_head_script();
		$this->assertStringContainsString( 'window.accesConsentSettings={"days":365', (string) ob_get_clean() );
		$this->assertStringNotContainsString( 'accesConsentSettings', implode( '', wp_scripts()->get_data( 'acces-site-index', 'before' ) ) );

		$this->reset_scripts();
		update_option( ToolbarSettings::OPTION, array() );
		$this->assertSame(
			array(
				'enabled'    => false,
				'scroll_top' => false,
			),
			ToolbarSettings::get()
		);
		$this->enqueue();
		// Nothing of the toolbar on the page: the consent's own entry, without its code.
		$this->assertFalse( wp_script_is( 'acces-site-index', 'registered' ) );
		$this->assertTrue( wp_script_is( 'acces-consent-index', 'enqueued' ) );
		// Its settings are in the head, with its head script (drawn there before the first paint).
		$this->assertStringNotContainsString( 'accesConsentSettings', implode( '', (array) wp_scripts()->get_data( 'acces-consent-index', 'before' ) ) );
		$this->assertNotSame( '', ConsentFrontend::head_script() );
		$this->assertStringNotContainsString( 'accesToolbarSettings', implode( '', (array) wp_scripts()->get_data( 'acces-consent-index', 'before' ) ) );
		$this->assertStringNotContainsString( '.acces-toolbar', implode( '', (array) wp_styles()->get_data( 'acces-consent-index', 'after' ) ) );
	}

	public function test_the_toolbar_settings_are_booleans(): void {
		$settings = new ToolbarSettings();
		$this->assertSame(
			array(
				'enabled'    => true,
				'scroll_top' => false,
			),
			$settings->sanitize(
				array(
					'enabled' => '1',
					'evil'    => '<script>',
				)
			)
		);
		$this->assertSame(
			array(
				'enabled'    => false,
				'scroll_top' => false,
			),
			$settings->sanitize( 'nope' )
		);
	}

	public function test_the_block_and_the_shortcode_print_the_manage_button(): void {
		// Under PHPUnit the shortcodes registered on "init" are lost (wp-includes/shortcodes.php
		// sets $shortcode_tags without `global`, see PortfolioBlockTest): add it as "init" did.
		if ( ! shortcode_exists( CookieSettingsControl::SHORTCODE ) ) {
			( new CookieSettingsControl() )->add_shortcode();
		}
		$block     = do_blocks( '<!-- wp:acces-tourisme/cookie-settings /-->' );
		$shortcode = do_shortcode( '[acces_gerer_cookies]' );
		foreach ( array( $block, $shortcode ) as $html ) {
			$this->assertStringContainsString( '<button type="button" class="acces-cookie-settings" data-acces-consent-open>Gérer mes cookies</button>', $html );
		}
		$this->assertStringContainsString( '<p class="wp-block-acces-tourisme-cookie-settings"><button', $block );
		// Without JavaScript the button is hidden (it could open nothing): the block says why.
		$this->assertStringContainsString( '</button><noscript><span class="acces-cookie-settings-noscript">Vos choix de cookies ne se changent qu’avec JavaScript, que votre navigateur n’exécute pas. Sans lui, les contenus qui attendent votre accord (comme les vidéos) restent bloqués.</span></noscript></p>', $block );
		// With settings, every block support still writes its part (alignment, font size, class).
		$styled = do_blocks( '<!-- wp:acces-tourisme/cookie-settings {"align":"center","fontSize":"small","className":"pied"} /-->' );
		$this->assertSame( 1, preg_match( '#<p class="([^"]*)"><button#', $styled, $m ), $styled );
		foreach ( array( 'wp-block-acces-tourisme-cookie-settings', 'aligncenter', 'has-small-font-size', 'pied' ) as $class ) {
			$this->assertContains( $class, explode( ' ', $m[1] ), $styled );
		}
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'acces-tourisme/cookie-settings' );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertSame( 'Gérer mes cookies', $type->title, 'block.json is translated' );
	}

	public function test_the_shortcode_on_its_own_line_gets_the_blocks_paragraph_and_stays_inline_in_a_sentence(): void {
		if ( ! shortcode_exists( CookieSettingsControl::SHORTCODE ) ) {
			( new CookieSettingsControl() )->add_shortcode();
		}
		$button = '<button type="button" class="acces-cookie-settings" data-acces-consent-open>Gérer mes cookies</button>' . CookieSettingsControl::no_script();
		// A Shortcode block, a paragraph block holding only it, a classic editor's line: WordPress
		// takes away the paragraph around a lone shortcode; a bare button sat outside the column.
		$contents = array(
			'<!-- wp:paragraph --><p>Avant.</p><!-- /wp:paragraph --><!-- wp:shortcode -->[acces_gerer_cookies]<!-- /wp:shortcode -->',
			'<!-- wp:paragraph --><p>Avant.</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>[acces_gerer_cookies]</p><!-- /wp:paragraph -->',
			"<p>Avant.</p>\n\n[acces_gerer_cookies /]\n\nAprès.",
		);
		foreach ( $contents as $content ) {
			$html = apply_filters( 'the_content', $content );
			$this->assertStringContainsString( '<p class="wp-block-acces-tourisme-cookie-settings">' . $button . '</p>', $html, $content );
			$this->assertStringNotContainsString( '<p><p', $html );
		}
		$html = apply_filters( 'the_content', '<!-- wp:paragraph --><p>[acces_gerer_cookies]&nbsp;</p><!-- /wp:paragraph -->' );
		$this->assertStringContainsString( '<p class="wp-block-acces-tourisme-cookie-settings">' . $button . '</p>', $html );
		$html = apply_filters( 'the_content', '<!-- wp:paragraph --><p>Vos choix : [acces_gerer_cookies].</p><!-- /wp:paragraph -->' );
		// Within a sentence, no note without JavaScript: it would break the sentence.
		$this->assertStringContainsString( '<p>Vos choix : <button type="button" class="acces-cookie-settings" data-acces-consent-open>Gérer mes cookies</button>.</p>', $html );
		// Preformatted text keeps its lines: no paragraph in it.
		$html = apply_filters( 'the_content', "<!-- wp:preformatted --><pre class=\"wp-block-preformatted\">Exemple :\n[acces_gerer_cookies]\nFin.</pre><!-- /wp:preformatted -->" );
		$this->assertDoesNotMatchRegularExpression( '#<p[\s>]#', $html );
		// On a line of its own inside a tag's attribute (an outside audit, 2026-12-07): no
		// paragraph there, which broke the tag.
		$html = ( new CookieSettingsControl() )->wrap_standalone_shortcode( "<p><a title=\"t\n[acces_gerer_cookies]\n\" href=\"https://example.org/\">lien</a></p>\n[acces_gerer_cookies]\n" );
		$this->assertSame( "<p><a title=\"t\n[acces_gerer_cookies]\n\" href=\"https://example.org/\">lien</a></p>\n<p class=\"wp-block-acces-tourisme-cookie-settings\">[acces_gerer_cookies]" . CookieSettingsControl::no_script() . "</p>\n", $html );
	}

	public function test_the_server_never_reads_the_consent_cookies(): void {
		$_COOKIE['acces_consent']       = 'yes';
		$_COOKIE['acces_consent_media'] = 'yes';
		$with                           = do_blocks( '<!-- wp:embed {"url":"https://vimeo.com/1084537","providerNameSlug":"vimeo"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">' . "\n" . 'https://vimeo.com/1084537' . "\n" . '</div></figure><!-- /wp:embed -->' );
		$_COOKIE                        = array();
		$without                        = do_blocks( '<!-- wp:embed {"url":"https://vimeo.com/1084537","providerNameSlug":"vimeo"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">' . "\n" . 'https://vimeo.com/1084537' . "\n" . '</div></figure><!-- /wp:embed -->' );
		$strip                          = static fn( string $html ): string => preg_replace( '/acces-video-\d+/', 'id', $html );
		$this->assertSame( $strip( $without ), $strip( $with ) );
		$this->assertStringContainsString( 'acces-video-placeholder', $with );
		$this->assertSame( ConsentFrontend::ENTRY, 'consent/index' );
	}
}
