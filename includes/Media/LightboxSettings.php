<?php
/**
 * The lightbox options (option acces_lightbox) and their section of Réglages › Accès Tourisme.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Media;

use AccesTourisme\Service;
use AccesTourisme\Settings\FieldNotices;
use AccesTourisme\Settings\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * The option acces_lightbox = array( enabled, counter, fullscreen, zoom, share, download: bool,
 * title_src, description_src: one of self::sources() ). Saved through the Settings API (nonce
 * and manage_options checked by options.php); a bad value keeps the saved one, with a message.
 */
final class LightboxSettings implements Service {

	public const OPTION = 'acces_lightbox';

	/**
	 * The on/off options, in the order they are shown.
	 */
	private const SWITCHES = array( 'enabled', 'counter', 'fullscreen', 'zoom', 'share', 'download' );

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'admin_init', array( $this, 'register_fields' ) );
	}

	/**
	 * The option's defaults (specification §3.6: everything on, title from the title,
	 * description from the description).
	 *
	 * @return array<string, bool|string>
	 */
	public static function defaults(): array {
		return array(
			'enabled'         => true,
			'counter'         => true,
			'fullscreen'      => true,
			'zoom'            => true,
			'share'           => true,
			'download'        => true,
			'title_src'       => 'title',
			'description_src' => 'description',
		);
	}

	/**
	 * Where a title or a description can come from (the attachment's fields).
	 *
	 * @return array<string, string> Value => French label.
	 */
	public static function sources(): array {
		return array(
			'title'       => __( 'Image title', 'acces-tourisme' ),
			'caption'     => __( 'Image caption', 'acces-tourisme' ),
			'description' => __( 'Image description', 'acces-tourisme' ),
			'alt'         => __( 'Alternative text', 'acces-tourisme' ),
			'none'        => __( 'Nothing', 'acces-tourisme' ),
		);
	}

	/**
	 * The current options, completed with the defaults.
	 *
	 * @return array<string, bool|string>
	 */
	public static function get(): array {
		// A saved option is autoloaded: when it is not among the autoloaded options it was never
		// saved, and asking for it would cost a database query on every page.
		$saved = array_key_exists( self::OPTION, wp_load_alloptions() ) ? get_option( self::OPTION, array() ) : array();
		$value = self::defaults();
		if ( is_array( $saved ) ) {
			foreach ( self::SWITCHES as $key ) {
				if ( array_key_exists( $key, $saved ) ) {
					$value[ $key ] = (bool) $saved[ $key ];
				}
			}
			foreach ( array( 'title_src', 'description_src' ) as $key ) {
				if ( isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) && array_key_exists( $saved[ $key ], self::sources() ) ) {
					$value[ $key ] = $saved[ $key ];
				}
			}
		}
		return $value;
	}

	/**
	 * The options under the names of the specification's page configuration (§3.6).
	 *
	 * @return array<string, string>
	 */
	public static function kit(): array {
		$options = self::get();
		$yes     = static fn( $on ) => $on ? 'yes' : 'no';
		return array(
			'global_image_lightbox'      => $yes( $options['enabled'] ),
			'lightbox_enable_counter'    => $yes( $options['counter'] ),
			'lightbox_enable_fullscreen' => $yes( $options['fullscreen'] ),
			'lightbox_enable_zoom'       => $yes( $options['zoom'] ),
			'lightbox_enable_share'      => $yes( $options['share'] ),
			'lightbox_enable_download'   => $yes( $options['download'] ),
			'lightbox_title_src'         => (string) $options['title_src'],
			'lightbox_description_src'   => (string) $options['description_src'],
		);
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
	 * Keeps the known keys with their types. An unknown source keeps the saved choice and
	 * says so in French.
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string, bool|string>
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		$saved = self::get();
		$clean = array();
		foreach ( self::SWITCHES as $key ) {
			$clean[ $key ] = ! empty( $value[ $key ] );
		}
		foreach ( array( 'title_src', 'description_src' ) as $key ) {
			$given = isset( $value[ $key ] ) && is_string( $value[ $key ] ) ? sanitize_key( $value[ $key ] ) : '';
			if ( array_key_exists( $given, self::sources() ) ) {
				$clean[ $key ] = $given;
				continue;
			}
			$clean[ $key ] = $saved[ $key ];
			FieldNotices::add(
				self::OPTION,
				'acces_lightbox_' . $key,
				__( 'The lightbox text source you chose is not one of the proposed choices: the previous choice is kept.', 'acces-tourisme' )
			);
		}
		return $clean;
	}

	/**
	 * Adds the section and its fields to the settings page.
	 */
	public function register_fields(): void {
		add_settings_section(
			'acces_lightbox',
			__( 'Image lightbox', 'acces-tourisme' ),
			static function () {
				echo '<p>' . esc_html__( 'Links to image files (png, jpg, jpeg, gif, svg, webp, avif) open in an accessible lightbox. The images of one gallery or one content area form one group.', 'acces-tourisme' ) . '</p>';
			},
			SettingsPage::SLUG
		);
		$labels = array(
			'enabled'    => __( 'Open links to images in the lightbox', 'acces-tourisme' ),
			'counter'    => __( 'Show the counter (2 / 5)', 'acces-tourisme' ),
			'fullscreen' => __( 'Offer full screen', 'acces-tourisme' ),
			'zoom'       => __( 'Offer zoom', 'acces-tourisme' ),
			'share'      => __( 'Offer sharing (Facebook, X, Pinterest)', 'acces-tourisme' ),
			'download'   => __( 'Offer download', 'acces-tourisme' ),
		);
		foreach ( $labels as $key => $label ) {
			add_settings_field(
				'acces_lightbox_' . $key,
				$label,
				array( $this, 'render_switch' ),
				SettingsPage::SLUG,
				'acces_lightbox',
				array(
					'label_for' => 'acces_lightbox_' . $key,
					'key'       => $key,
				)
			);
		}
		$selects = array(
			'title_src'       => __( 'Lightbox title', 'acces-tourisme' ),
			'description_src' => __( 'Lightbox description', 'acces-tourisme' ),
		);
		foreach ( $selects as $key => $label ) {
			add_settings_field(
				'acces_lightbox_' . $key,
				$label,
				array( $this, 'render_source' ),
				SettingsPage::SLUG,
				'acces_lightbox',
				array(
					'label_for' => 'acces_lightbox_' . $key,
					'key'       => $key,
				)
			);
		}
	}

	/**
	 * Prints one checkbox.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_switch( array $args ): void {
		$options = self::get();
		$first   = 'enabled' === $args['key'];
		// The other five apply only while the first is ticked: said under it, and tied to each.
		printf(
			'<input type="checkbox" id="%1$s" name="%2$s[%3$s]" value="1" %4$s%5$s />',
			esc_attr( 'acces_lightbox_' . $args['key'] ),
			esc_attr( self::OPTION ),
			esc_attr( $args['key'] ),
			checked( (bool) $options[ $args['key'] ], true, false ),
			' aria-describedby="acces_lightbox_enabled_help"'
		);
		if ( $first ) {
			printf(
				'<p class="description" id="acces_lightbox_enabled_help">%s</p>',
				esc_html__( 'The lightbox’s options below (counter, full screen, zoom, sharing, download) apply only while “Open links to images in the lightbox” is ticked.', 'acces-tourisme' )
			);
		}
	}

	/**
	 * Prints one source choice.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_source( array $args ): void {
		$options = self::get();
		$id      = 'acces_lightbox_' . $args['key'];
		printf(
			'<select id="%1$s" name="%2$s[%3$s]"%4$s>',
			esc_attr( $id ),
			esc_attr( self::OPTION ),
			esc_attr( $args['key'] ),
			FieldNotices::attributes( $id, ...( 'description_src' === $args['key'] ? array( $id . '_help' ) : array() ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by FieldNotices::attributes().
		);
		foreach ( self::sources() as $value => $label ) {
			printf(
				'<option value="%1$s" %2$s>%3$s</option>',
				esc_attr( $value ),
				selected( $options[ $args['key'] ], $value, false ),
				esc_html( $label )
			);
		}
		echo '</select>';
		if ( 'description_src' === $args['key'] ) {
			echo '<p class="description" id="' . esc_attr( $id . '_help' ) . '">' . esc_html__( 'When the chosen field is empty, the caption is used instead.', 'acces-tourisme' ) . '</p>';
		}
		FieldNotices::render( $id );
	}
}
