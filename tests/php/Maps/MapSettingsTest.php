<?php
/**
 * The map settings: defaults, validation, French messages, previous values kept.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

use AccesTourisme\Maps\MapSettings;
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
	 * The messages of the settings errors of the option.
	 *
	 * @return string[]
	 */
	private function errors(): array {
		return wp_list_pluck( get_settings_errors( MapSettings::OPTION ), 'message' );
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
			'quote'         => array( 'https://tile.example.org/{z}/{x}/{y}.png"><script>' ),
			'relative'      => array( '/tiles/{z}/{x}/{y}.png' ),
			'empty'         => array( '' ),
			'spaces inside' => array( 'https://tile.example.org/{z} /{x}/{y}.png' ),
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

	public function test_the_attribution_keeps_links_only(): void {
		update_option(
			MapSettings::OPTION,
			array( 'attribution' => '© <a href="https://example.org/" onclick="alert(1)">Cartes</a> <script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>' )
		);
		$attribution = MapSettings::get()['attribution'];
		$this->assertStringContainsString( '<a href="https://example.org/">Cartes</a>', $attribution );
		$this->assertStringNotContainsString( '<script', $attribution );
		$this->assertStringNotContainsString( '<img', $attribution );
		$this->assertStringNotContainsString( 'onclick', $attribution );
		$this->assertStringNotContainsString( 'javascript:', $attribution );
	}

	public function test_the_settings_page_shows_the_maps_section_in_french(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		do_action( 'admin_init' );
		ob_start();
		do_settings_sections( \AccesTourisme\Settings\SettingsPage::SLUG );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h2>Cartes</h2>', $html );
		$this->assertMatchesRegularExpression( '#<label for="acces_maps_tile_url">Modèle d’URL des tuiles</label>#', $html );
		$this->assertStringContainsString( 'value="https://tile.openstreetmap.org/{z}/{x}/{y}.png"', $html );
		$this->assertStringContainsString( 'Centre par défaut', $html );
	}
}
