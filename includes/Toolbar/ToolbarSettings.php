<?php
/**
 * The accessibility toolbar's options: the toolbar and "Haut de page", each on or off.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Toolbar;

use AccesTourisme\Service;
use AccesTourisme\Settings\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * The option acces_toolbar = array( 'enabled' => bool, 'scroll_top' => bool ), created
 * (autoloaded) on activation and on the first admin screen.
 */
final class ToolbarSettings implements Service {

	public const OPTION = 'acces_toolbar';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_fields' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'admin_init', array( self::class, 'ensure_option' ) );
		add_action( 'activate_' . plugin_basename( ACCES_TOURISME_FILE ), array( self::class, 'ensure_option' ) );
	}

	/**
	 * The defaults.
	 *
	 * @return array{enabled: bool, scroll_top: bool}
	 */
	public static function defaults(): array {
		return array(
			'enabled'    => true,
			'scroll_top' => true,
		);
	}

	/**
	 * The current value, completed with the defaults.
	 *
	 * @return array{enabled: bool, scroll_top: bool}
	 */
	public static function get(): array {
		$value = get_option( self::OPTION, array() );
		$value = array_merge( self::defaults(), is_array( $value ) ? array_intersect_key( $value, self::defaults() ) : array() );
		return array_map( 'boolval', $value );
	}

	/**
	 * Creates the option (autoloaded) when it does not exist yet.
	 */
	public static function ensure_option(): void {
		if ( null === get_option( self::OPTION, null ) ) {
			add_option( self::OPTION, self::defaults(), '', 'yes' );
		}
	}

	/**
	 * Registers the option with its sanitising callback.
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
	 * Two booleans (an unticked box is not submitted: off).
	 *
	 * @param mixed $value Submitted value.
	 * @return array{enabled: bool, scroll_top: bool}
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		return array(
			'enabled'    => ! empty( $value['enabled'] ),
			'scroll_top' => ! empty( $value['scroll_top'] ),
		);
	}

	/**
	 * Adds the section and its fields to the settings page.
	 */
	public function register_fields(): void {
		add_settings_section(
			'acces_toolbar',
			__( 'Accessibility toolbar', 'acces-tourisme' ),
			static function () {
				echo '<p>' . esc_html__( 'A comfort for visitors (text size, colours, underlined links, stopped animations), not a repair: the site must be accessible without it.', 'acces-tourisme' ) . '</p>';
			},
			SettingsPage::SLUG
		);
		$fields = array(
			'enabled'    => array( __( 'Toolbar', 'acces-tourisme' ), __( 'Show the “Accessibility” button and its display settings on every page.', 'acces-tourisme' ) ),
			'scroll_top' => array( __( 'Back to top', 'acces-tourisme' ), __( 'Show a “Back to top” button once the visitor has scrolled one screen down.', 'acces-tourisme' ) ),
		);
		foreach ( $fields as $key => $texts ) {
			add_settings_field(
				'acces_toolbar_' . $key,
				$texts[0],
				array( $this, 'render_field' ),
				SettingsPage::SLUG,
				'acces_toolbar',
				// No label_for: the sentence beside the box is its label (a bigger target to
				// click, the words a voice-control user reads), and the row's title names its group.
				array(
					'key'   => $key,
					'title' => $texts[0],
					'text'  => $texts[1],
				)
			);
		}
	}

	/**
	 * Prints a checkbox in its label, as WordPress's own settings screens do: a group named by
	 * the row's title, the box named by the sentence beside it.
	 *
	 * @param array{key: string, title: string, text: string} $args Field arguments.
	 */
	public function render_field( array $args ): void {
		printf(
			'<fieldset><legend class="screen-reader-text">%4$s</legend><label for="acces_toolbar_%1$s"><input type="checkbox" id="acces_toolbar_%1$s" name="%2$s[%1$s]" value="1" %3$s /> %5$s</label></fieldset>',
			esc_attr( $args['key'] ),
			esc_attr( self::OPTION ),
			checked( self::get()[ $args['key'] ], true, false ),
			esc_html( $args['title'] ),
			esc_html( $args['text'] )
		);
	}
}
