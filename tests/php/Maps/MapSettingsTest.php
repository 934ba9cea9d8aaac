<?php
/**
 * The map settings: defaults, validation, French messages, previous values kept.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

use AccesTourisme\Maps\MapSettings;
use AccesTourisme\Settings\FieldNotices;
use AccesTourisme\Tests\TestCase;

/**
 * Option acces_maps.
 */
final class MapSettingsTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		global $wp_settings_errors;
		$wp_settings_errors = array();
		( new MapSettings() )->register_setting();
		delete_option( MapSettings::OPTION );
	}

	/**
	 * The messages of the settings errors of the option, as text (they are stored escaped as
	 * HTML).
	 *
	 * @return string[]
	 */
	private function errors(): array {
		return $this->settings_messages( MapSettings::OPTION );
	}

	public function test_defaults_are_openstreetmap_tiles_with_a_french_attribution_and_the_region_centre(): void {
		$settings = MapSettings::get();
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $settings['tile_url'] );
		$this->assertSame( '© <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>', $settings['attribution'] );
		$this->assertSame( 43.858, $settings['center_lat'] );
		$this->assertSame( 1.425, $settings['center_lng'] );
	}

	public function test_valid_values_are_saved(): void {
		update_option(
			MapSettings::OPTION,
			array(
				'tile_url'    => 'https://{s}.tile.example.org/{z}/{x}/{y}.png?key=1',
				'attribution' => '© <a href="https://example.org/">Exemple</a>',
				'center_lat'  => '44,0175',
				'center_lng'  => '1.355',
			)
		);
		$settings = MapSettings::get();
		$this->assertSame( 'https://{s}.tile.example.org/{z}/{x}/{y}.png?key=1', $settings['tile_url'] );
		$this->assertSame( '© <a href="https://example.org/">Exemple</a>', $settings['attribution'] );
		$this->assertSame( 44.0175, $settings['center_lat'] );
		$this->assertSame( 1.355, $settings['center_lng'] );
		$this->assertSame( array(), $this->errors() );
	}

	/**
	 * Tile URL templates that are refused.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function bad_tile_urls(): array {
		return array(
			'no {y}'        => array( 'https://tile.openstreetmap.org/{z}/{x}.png' ),
			'ftp'           => array( 'ftp://tile.example.org/{z}/{x}/{y}.png' ),
			'javascript'    => array( 'javascript:alert(1)//{z}/{x}/{y}' ),
			'no host'       => array( 'https:///{z}/{x}/{y}.png' ),
			'subdomain only' => array( 'https://{s}/{z}/{x}/{y}.png' ),
			'quote'         => array( 'https://tile.example.org/{z}/{x}/{y}.png"><script>' ),
			'relative'      => array( '/tiles/{z}/{x}/{y}.png' ),
			'empty'         => array( '' ),
			'spaces inside' => array( 'https://tile.example.org/{z} /{x}/{y}.png' ),
			// Sent to every visitor's browser.
			'user and password' => array( 'https://user:pass@tiles.example.org/{z}/{x}/{y}.png' ),
			// Only {s} may stand in the server's name.
			'placeholders as the host' => array( 'https://{z}/{x}/{y}' ),
			'zoom in the host' => array( 'https://{z}.tiles.example.org/{x}/{y}.png' ),
		);
	}

	/**
	 * @dataProvider bad_tile_urls
	 *
	 * @param string $url Refused template.
	 */
	public function test_a_bad_tile_url_is_refused_with_a_french_message_and_the_previous_one_stays( string $url ): void {
		update_option( MapSettings::OPTION, array( 'tile_url' => 'https://tiles.example.org/{z}/{x}/{y}.png' ) );
		update_option(
			MapSettings::OPTION,
			array(
				'tile_url'   => $url,
				'center_lat' => '44.1',
			)
		);
		$settings = MapSettings::get();
		$this->assertSame( 'https://tiles.example.org/{z}/{x}/{y}.png', $settings['tile_url'] );
		$this->assertSame( 44.1, $settings['center_lat'], 'The valid field of the same form is saved.' );
		$errors = $this->errors();
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'Le modèle d’URL des tuiles n’a pas été enregistré', $errors[0] );
		$this->assertStringContainsString( 'Le modèle précédent est conservé.', $errors[0] );
	}

	/**
	 * A template right but for the tile's numbers: the message names what is missing; any
	 * other mistake gets the message that lists every rule.
	 */
	public function test_a_tile_url_without_its_placeholders_is_told_which_are_missing(): void {
		$told = array();
		foreach ( array(
			'https://tile.openstreetmap.org/{z}/{x}.png' => 'il manque {y}.',
			'https://tiles.example.org/{x}/{y}'          => 'il manque {z}.',
			'https://tiles.example.org/tiles.png'        => 'il manque {z}, {x} et {y}.',
			'https://tiles.example.org/{y}/'             => 'il manque {z} et {x}.',
			'ftp://tiles.example.org/{z}/{x}.png'        => 'il doit commencer par http:// ou https://',
			'https://user:pass@tiles.example.org/{z}'    => 'il doit commencer par http:// ou https://',
		) as $url => $expected ) {
			global $wp_settings_errors;
			$wp_settings_errors = array();
			update_option( MapSettings::OPTION, array( 'tile_url' => $url ) );
			$errors = $this->errors();
			$this->assertCount( 1, $errors, $url );
			$this->assertStringContainsString( $expected, $errors[0], $url );
			$this->assertStringEndsWith( 'Le modèle précédent est conservé.', $errors[0], $url );
			$told[] = $errors[0];
		}
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MapSettings::get()['tile_url'] );
		$this->assertSame( "Le modèle d’URL des tuiles n’a pas été enregistré\u{a0}: il manque {y}. Un modèle contient {z} (le zoom), {x} et {y} (la tuile), par exemple https://tile.openstreetmap.org/{z}/{x}/{y}.png. Le modèle précédent est conservé.", $told[0] );
	}

	public function test_coordinates_out_of_range_or_not_numbers_are_refused_and_the_previous_centre_stays(): void {
		update_option(
			MapSettings::OPTION,
			array(
				'center_lat' => '91',
				'center_lng' => 'est',
			)
		);
		$settings = MapSettings::get();
		$this->assertSame( 43.858, $settings['center_lat'] );
		$this->assertSame( 1.425, $settings['center_lng'] );
		$errors = $this->errors();
		$this->assertCount( 2, $errors );
		$this->assertStringContainsString( 'La latitude du centre par défaut n’a pas été enregistrée', $errors[0] );
		$this->assertStringContainsString( 'La longitude du centre par défaut n’a pas été enregistrée', $errors[1] );
	}

	public function test_an_attribution_with_other_markup_than_links_is_refused_and_the_previous_one_stays(): void {
		update_option( MapSettings::OPTION, array( 'attribution' => '© <a href="https://example.org/">Cartes</a>' ) );
		foreach ( array(
			'© <a href="https://example.org/" onclick="alert(1)">Cartes</a>',
			'Cartes <script>alert(1)</script>',
			'<img src=x onerror=alert(1)>',
			'<a href="javascript:alert(1)">x</a>',
			'<a href="data:text/html,hi">x</a>',
			'<a href="https://example.org/" target="_blank">Cartes</a>',
		) as $given ) {
			update_option( MapSettings::OPTION, array( 'attribution' => $given ) );
			$this->assertSame( '© <a href="https://example.org/">Cartes</a>', MapSettings::get()['attribution'], $given );
		}
		$this->assertSame(
			array( 'L’attribution des tuiles n’a pas été enregistrée : elle ne peut contenir que du texte et des liens (<a href="https://…">, avec les attributs href, hreflang et title), rien d’autre. L’attribution précédente est conservée.' ),
			$this->errors()
		);
	}

	public function test_the_refusal_quoting_a_link_is_printed_as_text_at_the_top_and_under_the_field(): void {
		update_option( MapSettings::OPTION, array( 'attribution' => 'Cartes <b>OSM</b>' ) );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		ob_start();
		settings_errors( MapSettings::OPTION );
		FieldNotices::render( 'acces_maps_attribution' );
		$html = (string) ob_get_clean();
		// WordPress prints the notices at the top as HTML: a link there would swallow the page.
		// The one link is the notice's own, to its field.
		$this->assertSame( 1, substr_count( $html, '<a' ), $html );
		$this->assertStringContainsString( 'L’attribution précédente est conservée. <a class="acces-to-field" href="#acces_maps_attribution">Aller au champ</a></strong></p></div>', $html );
		$this->assertSame( 2, substr_count( $html, 'que du texte et des liens (&lt;a href=&quot;https://…&quot;&gt;, avec les attributs' ), $html );
	}

	public function test_a_refused_entry_is_shown_back_in_its_field_to_be_corrected_and_stays_unsaved(): void {
		$this->admin_on_settings_page();
		update_option(
			MapSettings::OPTION,
			array(
				'tile_url'    => 'https://tiles.example.org/{z}/{x}.png',
				'attribution' => 'Cartes <b>OSM</b> & co',
				'center_lat'  => '95,5',
				'center_lng'  => '2.5',
			)
		);
		$saved = MapSettings::get();
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $saved['tile_url'] );
		$this->assertSame( 43.858, $saved['center_lat'] );
		$this->assertSame( 2.5, $saved['center_lng'] );
		$html = $this->settings_sections_html();
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_maps_tile_url"[^>]* value="https://tiles.example.org/\{z\}/\{x\}.png"[^>]* aria-invalid="true" />#', $html );
		$this->assertMatchesRegularExpression( '#<textarea id="acces_maps_attribution"[^>]*>Cartes &lt;b&gt;OSM&lt;/b&gt; &amp; co</textarea>#', $html );
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_maps_center_lat"[^>]* value="95,5"#', $html );
		// Saved: the saved value.
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_maps_center_lng"[^>]* value="2.5"#', $html );
		// Each message says so, under its field.
		$this->assertSame( 3, substr_count( $html, "Ce champ montre ce que vous avez saisi. Ce texte n’est pas enregistré\u{a0}: corrigez-le.</p>" ), $html );

		// Once the page is left, the fields show what is saved again (no notice: no entry).
		$GLOBALS['wp_settings_errors'] = array();
		$html                          = $this->settings_sections_html();
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_maps_tile_url"[^>]* value="https://tile.openstreetmap.org/\{z\}/\{x\}/\{y\}.png"#', $html );
		$this->assertStringNotContainsString( 'votre saisie', $html );

		// An outside audit (2026-12-07): refused, then emptied and saved again, the field showed
		// the first save's entry as if just typed. Each entry now goes with its own notice.
		update_option( MapSettings::OPTION, array( 'center_lat' => '95,5' ) );
		$GLOBALS['wp_settings_errors'] = array();
		update_option( MapSettings::OPTION, array( 'center_lat' => '' ) );
		$html = $this->settings_sections_html();
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_maps_center_lat"[^>]* value="43.858"[^>]* aria-invalid="true"#', $html );
		$this->assertStringNotContainsString( 'votre saisie', $html );
		// The entry travels with WordPress's notice (options.php carries the notices to the next
		// page, which deletes them), nowhere else.
		$notices = get_settings_errors( MapSettings::OPTION );
		$this->assertArrayNotHasKey( 'acces_typed', end( $notices ) );
		update_option( MapSettings::OPTION, array( 'tile_url' => 'ftp://x/{z}/{x}/{y}.png' ) );
		$notices = get_settings_errors( MapSettings::OPTION );
		$this->assertSame( 'ftp://x/{z}/{x}/{y}.png', end( $notices )['acces_typed'] );
	}

	public function test_an_empty_attribution_is_refused_as_the_tiles_licence_requires_it(): void {
		update_option( MapSettings::OPTION, array( 'attribution' => "  \n " ) );
		$this->assertSame( MapSettings::defaults()['attribution'], MapSettings::get()['attribution'] );
		$this->assertCount( 1, $this->errors() );
		$this->assertStringStartsWith( 'L’attribution des tuiles n’a pas été enregistrée : elle ne peut pas être vide', $this->errors()[0] );
		$this->assertStringContainsString( 'L’attribution précédente est conservée.', $this->errors()[0] );
	}

	public function test_the_attribution_is_saved_as_written_with_its_links_entities_and_backslashes(): void {
		// What the settings page sends back unchanged when another field is edited: the default.
		update_option( MapSettings::OPTION, array( 'attribution' => MapSettings::defaults()['attribution'] ) );
		$this->assertSame( MapSettings::defaults()['attribution'], MapSettings::get()['attribution'] );
		foreach ( array(
			'Tuiles &amp; données © <a href="https://example.org/" title="Licence">Exemple</a>',
			'Fond de carte : IGN \\ Géoportail',
			"<a href='https://example.org/' hreflang='fr'>Exemple</a>",
		) as $given ) {
			update_option( MapSettings::OPTION, array( 'attribution' => $given ) );
			$this->assertSame( $given, MapSettings::get()['attribution'] );
		}
		$this->assertSame( array(), $this->errors() );
	}

	public function test_a_stored_attribution_is_printed_with_links_only(): void {
		// Written to the database by other means than the settings page.
		remove_all_filters( 'sanitize_option_' . MapSettings::OPTION );
		update_option( MapSettings::OPTION, array( 'attribution' => '© <a href="https://example.org/" onclick="alert(1)">Cartes</a> <script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>' ) );
		$attribution = MapSettings::get()['attribution'];
		$this->assertStringContainsString( '<a href="https://example.org/">Cartes</a>', $attribution );
		$this->assertStringNotContainsString( '<script', $attribution );
		$this->assertStringNotContainsString( '<img', $attribution );
		$this->assertStringNotContainsString( 'onclick', $attribution );
		$this->assertStringNotContainsString( 'javascript:', $attribution );
	}

	public function test_a_refused_field_is_marked_invalid_and_described_by_its_message_on_the_settings_page(): void {
		$this->admin_on_settings_page();
		update_option( MapSettings::OPTION, array( 'attribution' => '' ) );
		$html = $this->settings_sections_html();
		$this->assertMatchesRegularExpression( '#<textarea id="acces_maps_attribution"[^>]* aria-describedby="acces_maps_attribution_help acces_maps_attribution_notice" aria-invalid="true">#', $html );
		$this->assertMatchesRegularExpression( '#<p class="notice notice-error inline acces-field-notice" id="acces_maps_attribution_notice"><strong>L’attribution des tuiles n’a pas été enregistrée : elle ne peut pas être vide#', $html );
		// The other fields: described by their help only.
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_maps_tile_url"[^>]* aria-describedby="acces_maps_tile_url_help" />#', $html );
		$this->assertStringNotContainsString( 'acces_maps_tile_url_notice', $html );
	}

	public function test_the_settings_page_shows_the_maps_section_in_french(): void {
		$this->admin_on_settings_page();
		$html = $this->settings_sections_html();
		$this->assertStringContainsString( '<h2>Cartes</h2>', $html );
		$this->assertMatchesRegularExpression( '#<label for="acces_maps_tile_url">Modèle d’URL des tuiles</label>#', $html );
		$this->assertStringContainsString( 'value="https://tile.openstreetmap.org/{z}/{x}/{y}.png"', $html );
		$this->assertStringContainsString( 'Centre par défaut', $html );
	}

	public function test_an_http_tile_url_is_refused_on_a_site_served_over_https_and_accepted_on_an_http_site(): void {
		update_option( MapSettings::OPTION, array( 'tile_url' => 'https://tiles.example.org/{z}/{x}/{y}.png' ) );
		// The test site is served over http (WP_HOME): this one over https.
		$https = static fn( string $url ): string => set_url_scheme( $url, 'https' );
		add_filter( 'home_url', $https );
		try {
			update_option( MapSettings::OPTION, array( 'tile_url' => 'http://tiles.example.org/{z}/{x}/{y}.png' ) );
		} finally {
			remove_filter( 'home_url', $https );
		}
		$this->assertSame( 'https://tiles.example.org/{z}/{x}/{y}.png', MapSettings::get()['tile_url'] );
		$errors = $this->errors();
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'ce site est servi en https, et les navigateurs bloquent sur ses pages les tuiles chargées en http://', $errors[0] );
		$this->assertStringContainsString( 'Le modèle précédent est conservé.', $errors[0] );

		global $wp_settings_errors;
		$wp_settings_errors = array();
		update_option( MapSettings::OPTION, array( 'tile_url' => 'http://tiles.example.org/{z}/{x}/{y}.png' ) );
		$this->assertSame( 'http://tiles.example.org/{z}/{x}/{y}.png', MapSettings::get()['tile_url'] );
		$this->assertSame( array(), $this->errors() );
	}

	public function test_values_that_are_not_text_are_refused_without_a_php_warning_and_the_previous_ones_stay(): void {
		update_option(
			MapSettings::OPTION,
			array(
				'tile_url'    => 'https://tiles.example.org/{z}/{x}/{y}.png',
				'attribution' => '© Exemple',
				'center_lat'  => '44.1',
			)
		);
		// A crafted form: « acces_maps[attribution][]=x » and the like.
		update_option(
			MapSettings::OPTION,
			array(
				'tile_url'    => array( 'https://other.example.org/{z}/{x}/{y}.png' ),
				'attribution' => array( 'x' ),
				'center_lat'  => array( '45' ),
				'center_lng'  => '1.5',
			)
		);
		$settings = MapSettings::get();
		$this->assertSame( 'https://tiles.example.org/{z}/{x}/{y}.png', $settings['tile_url'] );
		$this->assertSame( '© Exemple', $settings['attribution'], 'not « Array »' );
		$this->assertSame( 44.1, $settings['center_lat'] );
		$this->assertSame( 1.5, $settings['center_lng'], 'The valid field of the same form is saved.' );
		$errors = $this->errors();
		$this->assertCount( 3, $errors );
		$this->assertStringContainsString( 'Le modèle d’URL des tuiles n’a pas été enregistré', $errors[0] );
		$this->assertStringContainsString( 'L’attribution des tuiles n’a pas été enregistrée', $errors[1] );
		$this->assertStringContainsString( 'La latitude du centre par défaut n’a pas été enregistrée', $errors[2] );
	}

	public function test_the_attribution_field_shows_a_lone_ampersand_as_typed_and_saving_it_again_stores_the_same_html(): void {
		$this->admin_on_settings_page();
		$typed = '© Tuiles & "données" <a href="https://example.org/?a=1&b=2">OSM</a> &amp;copy; est écrit ainsi';
		update_option( MapSettings::OPTION, array( 'attribution' => $typed ) );
		$this->assertSame( array(), $this->errors() );
		$stored = MapSettings::get()['attribution'];
		$this->assertSame( '© Tuiles &amp; "données" <a href="https://example.org/?a=1&amp;b=2">OSM</a> &amp;copy; est écrit ainsi', $stored );
		// The field: what was typed, not « &amp; » (an « &amp; » before an entity's name stays).
		$shown = MapSettings::attribution_for_field( $stored );
		$this->assertSame( '© Tuiles & "données" <a href="https://example.org/?a=1&b=2">OSM</a> &amp;copy; est écrit ainsi', $shown );
		$html = $this->settings_sections_html();
		$this->assertStringContainsString( '>' . esc_textarea( $shown ) . '</textarea>', $html );
		// Saved again from the field as shown: the same HTML.
		update_option( MapSettings::OPTION, array( 'attribution' => $shown ) );
		$this->assertSame( $stored, MapSettings::get()['attribution'] );
		$this->assertSame( array(), $this->errors() );
	}
}
