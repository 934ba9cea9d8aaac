<?php
/**
 * General options: what uninstalling removes.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Settings;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The option acces_general = array( 'delete_data_on_uninstall' => bool ).
 */
final class GeneralSettings implements Service {

	public const OPTION = 'acces_general';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_fields' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/**
	 * The option's defaults.
	 *
	 * @return array{delete_data_on_uninstall: bool}
	 */
	public static function defaults(): array {
		return array( 'delete_data_on_uninstall' => false );
	}

	/**
	 * The option's current value, completed with the defaults.
	 *
	 * @return array{delete_data_on_uninstall: bool}
	 */
	public static function get(): array {
		$value = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $value ) ? array_intersect_key( $value, self::defaults() ) : array() );
	}

	/**
	 * Registers the option with its schema and sanitising callback.
	 */
	public function register_setting(): void {
		register_setting(
			SettingsPage::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Keeps only known keys with their types.
	 *
	 * @param mixed $value Submitted value.
	 * @return array{delete_data_on_uninstall: bool}
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		return array( 'delete_data_on_uninstall' => ! empty( $value['delete_data_on_uninstall'] ) );
	}

	/**
	 * Adds the section and its field to the settings page.
	 */
	public function register_fields(): void {
		add_settings_section(
			'acces_general',
			__( 'Uninstalling', 'acces-tourisme' ),
			static function () {
				echo '<p>' . esc_html__( 'Uninstalling the plugin always removes its settings. Its content (providers, portfolio items and their categories) is kept unless you tick the box below.', 'acces-tourisme' ) . '</p>';
			},
			SettingsPage::SLUG
		);
		add_settings_field(
			'acces_delete_data_on_uninstall',
			__( 'Content', 'acces-tourisme' ),
			array( $this, 'render_field' ),
			SettingsPage::SLUG,
			'acces_general',
			array( 'label_for' => 'acces_delete_data_on_uninstall' )
		);
	}

	/**
	 * Prints the checkbox.
	 */
	public function render_field(): void {
		$value = self::get();
		printf(
			'<input type="checkbox" id="acces_delete_data_on_uninstall" name="%1$s[delete_data_on_uninstall]" value="1" %2$s /> <label for="acces_delete_data_on_uninstall">%3$s</label>',
			esc_attr( self::OPTION ),
			checked( $value['delete_data_on_uninstall'], true, false ),
			esc_html__( 'Also delete all providers, portfolio items and their categories when the plugin is uninstalled.', 'acces-tourisme' )
		);
	}
}
