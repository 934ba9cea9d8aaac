<?php
/**
 * The lightbox options on Réglages › Accès Tourisme.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Media;

use AccesTourisme\Media\LightboxSettings;
use AccesTourisme\Tests\TestCase;

/**
 * Sanitising keeps known keys; a bad choice keeps what was saved, with a French message.
 */
final class LightboxSettingsTest extends TestCase {

	protected function tear_down(): void {
		$GLOBALS['wp_settings_errors'] = array();
		parent::tear_down();
	}

	public function test_it_keeps_known_keys_with_their_types(): void {
		$clean = ( new LightboxSettings() )->sanitize(
			array(
				'enabled'         => '1',
				'counter'         => '',
				'zoom'            => 'on',
				'title_src'       => 'alt',
				'description_src' => 'caption',
				'evil'            => '<script>',
			)
		);
		$this->assertSame(
			array(
				'enabled'         => true,
				'counter'         => false,
				'fullscreen'      => false,
				'zoom'            => true,
				'share'           => false,
				'download'        => false,
				'title_src'       => 'alt',
				'description_src' => 'caption',
			),
			$clean
		);
	}

	public function test_an_unknown_source_keeps_the_saved_choice_and_says_so(): void {
		update_option( LightboxSettings::OPTION, array_merge( LightboxSettings::defaults(), array( 'title_src' => 'caption' ) ) );
		$clean = ( new LightboxSettings() )->sanitize(
			array(
				'enabled'   => '1',
				'title_src' => '<img src=x>',
			)
		);
		$this->assertSame( 'caption', $clean['title_src'], 'nothing saved is lost' );
		$errors = wp_list_pluck( get_settings_errors( LightboxSettings::OPTION ), 'message', 'code' );
		$this->assertArrayHasKey( 'acces_lightbox_title_src', $errors );
		$this->assertStringContainsString( 'le choix précédent est conservé', $errors['acces_lightbox_title_src'] );
	}

	public function test_defaults_match_the_specification(): void {
		delete_option( LightboxSettings::OPTION );
		$this->assertSame(
			array(
				'global_image_lightbox'      => 'yes',
				'lightbox_enable_counter'    => 'yes',
				'lightbox_enable_fullscreen' => 'yes',
				'lightbox_enable_zoom'       => 'yes',
				'lightbox_enable_share'      => 'yes',
				'lightbox_enable_download'   => 'yes',
				'lightbox_title_src'         => 'title',
				'lightbox_description_src'   => 'description',
			),
			LightboxSettings::kit()
		);
	}

	public function test_reading_the_options_costs_no_query_when_they_were_never_saved(): void {
		global $wpdb;
		delete_option( LightboxSettings::OPTION );
		wp_cache_delete( 'notoptions', 'options' );
		wp_load_alloptions();
		$before = $wpdb->num_queries;
		$this->assertSame( LightboxSettings::defaults(), LightboxSettings::get() );
		$this->assertSame( $before, $wpdb->num_queries );

		update_option( LightboxSettings::OPTION, array_merge( LightboxSettings::defaults(), array( 'zoom' => false ) ) );
		$this->assertFalse( LightboxSettings::get()['zoom'], 'a saved value is read' );
	}

	public function test_the_section_is_on_the_settings_page(): void {
		global $wp_settings_fields;
		wp_set_current_user( $this->create_user( 'administrator' ) );
		( new LightboxSettings() )->register_fields();
		$fields = $wp_settings_fields['acces-tourisme']['acces_lightbox'] ?? array();
		$this->assertArrayHasKey( 'acces_lightbox_enabled', $fields );
		$this->assertArrayHasKey( 'acces_lightbox_title_src', $fields );
		$this->assertSame( 'Titre dans la visionneuse', $fields['acces_lightbox_title_src']['title'] );
	}

	public function test_the_five_options_say_they_apply_only_while_the_lightbox_is_on(): void {
		$this->admin_on_settings_page();
		$html = $this->settings_sections_html();
		$this->assertStringContainsString( '<p class="description" id="acces_lightbox_enabled_help">Les options de la visionneuse ci-dessous (compteur, plein écran, zoom, partage, téléchargement) ne s’appliquent que si «' . "\u{00a0}" . 'Ouvrir les liens vers des images dans la visionneuse' . "\u{00a0}" . '» est cochée.</p>', $html );
		foreach ( array( 'enabled', 'counter', 'fullscreen', 'zoom', 'share', 'download' ) as $key ) {
			$this->assertMatchesRegularExpression( '#<input type="checkbox" id="acces_lightbox_' . $key . '"[^>]* aria-describedby="acces_lightbox_enabled_help" />#', $html, $key );
		}
	}
}
