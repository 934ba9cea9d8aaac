<?php
/**
 * The settings page and its general option.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Settings\GeneralSettings;
use AccesTourisme\Tests\TestCase;

/**
 * Réglages › Accès Tourisme.
 */
final class SettingsTest extends TestCase {

	public function test_general_option_keeps_only_known_keys_as_booleans(): void {
		$sanitized = ( new GeneralSettings() )->sanitize(
			array(
				'delete_data_on_uninstall' => '1',
				'evil'                     => '<script>',
			)
		);
		$this->assertSame( array( 'delete_data_on_uninstall' => true ), $sanitized );
		$this->assertSame( array( 'delete_data_on_uninstall' => false ), ( new GeneralSettings() )->sanitize( 'garbage' ) );
	}

	public function test_page_is_for_administrators_only(): void {
		global $submenu;
		wp_set_current_user( $this->create_user( 'editor' ) );
		do_action( 'admin_menu' );
		$this->assertFalse( in_array( 'acces-tourisme', wp_list_pluck( $submenu['options-general.php'] ?? array(), 2 ), true ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		do_action( 'admin_menu' );
		$this->assertContains( 'acces-tourisme', wp_list_pluck( $submenu['options-general.php'] ?? array(), 2 ) );
	}

	public function test_the_uninstall_box_is_named_by_its_sentence(): void {
		$this->admin_on_settings_page();
		$html = $this->settings_sections_html();
		// A click on the sentence ticks the box, and a screen reader reads it as its name (it was
		// only its description: the box's name was « Contenu »).
		$this->assertStringContainsString( '<label for="acces_delete_data_on_uninstall">Supprimer aussi tous les prestataires, les éléments du portfolio et leurs catégories lors de la désinstallation de l’extension.</label>', $html );
	}
}
