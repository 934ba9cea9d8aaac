<?php
/**
 * The settings page's messages tied to their fields.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A refused value (a settings error) or a value saved changed (a warning) is reported twice:
 * in WordPress's notices at the top of the page, and under its field, which is then marked
 * invalid (errors only) and described by the message, so that a screen reader user who reaches
 * the field hears why. A settings error's code is its field's id. The notice at the top links
 * to its field, and a refused entry is shown back in its field, to be corrected rather than
 * typed again (it stays unsaved).
 */
final class FieldNotices {

	/**
	 * The longest refused entry shown back (a longer one is a crafted request: the fields
	 * themselves take at most 1,000 characters).
	 */
	private const TYPED_MAX = 8000;

	/**
	 * Adds a settings error or warning once (WordPress may sanitise the same value twice when
	 * the option is created).
	 *
	 * @param string  $option  The option.
	 * @param string  $field   The field's id (the notice's code).
	 * @param string  $message French message.
	 * @param string  $type    'error' (the value was refused) or 'warning' (saved, changed).
	 * @param ?string $typed   The refused entry, shown back in its field after the save.
	 */
	public static function add( string $option, string $field, string $message, string $type = 'error', ?string $typed = null ): void {
		if ( ! function_exists( 'add_settings_error' ) ) {
			return;
		}
		foreach ( get_settings_errors( $option ) as $existing ) {
			if ( ( $existing['code'] ?? '' ) === $field ) {
				return;
			}
		}
		// WordPress's settings_errors() prints the message as HTML: it is escaped here (a
		// message may quote markup, « <a href="https://…"> »). esc_html() does not encode an
		// entity twice, so render() escaping it again prints the same text.
		// The link is taken out again for the copy under the field (of()).
		add_settings_error( $option, $field, esc_html( $message ) . self::link( $field ), $type );
		if ( 'error' === $type && null !== $typed && '' !== trim( $typed ) && strlen( $typed ) <= self::TYPED_MAX ) {
			// Kept with the notice itself: options.php carries the save's notices to the page
			// it redirects to (a transient of 30 seconds, which that page reads and deletes),
			// so an entry lives exactly as long as its notice (an emptied field has nothing to
			// correct: it shows the value kept).
			global $wp_settings_errors;
			$last = is_array( $wp_settings_errors ) ? array_key_last( $wp_settings_errors ) : null;
			if ( null !== $last ) {
				$wp_settings_errors[ $last ]['acces_typed'] = $typed; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Adds to WordPress's own notice, just made.
			}
		}
	}

	/**
	 * The link from a notice at the top of the page to its field.
	 *
	 * @param string $field The field's id.
	 */
	private static function link( string $field ): string {
		return ' <a class="acces-to-field" href="#' . esc_attr( $field ) . '">' . esc_html__( 'Go to the field', 'acces-tourisme' ) . '</a>';
	}

	/**
	 * The refused entry to show in the field instead of its saved value, or null: only on the
	 * page that follows the save where it was refused (it comes with its notice).
	 *
	 * @param string $field The field's id.
	 */
	public static function typed( string $field ): ?string {
		foreach ( self::of( $field ) as $notice ) {
			return 'error' === $notice['type'] ? $notice['typed'] : null;
		}
		return null;
	}

	/**
	 * The notices of the last save for one field.
	 *
	 * @param string $field The field's id.
	 * @return array<int, array{message: string, type: string, typed: ?string}>
	 */
	private static function of( string $field ): array {
		if ( ! function_exists( 'get_settings_errors' ) ) {
			return array();
		}
		$found = array();
		foreach ( get_settings_errors() as $notice ) {
			if ( ( $notice['code'] ?? '' ) === $field ) {
				$found[] = array(
					'message' => (string) preg_replace( '# <a class="acces-to-field" href="[^"]*">[^<]*</a>$#', '', (string) $notice['message'] ),
					'type'    => (string) ( $notice['type'] ?? 'error' ),
					'typed'   => isset( $notice['acces_typed'] ) && is_string( $notice['acces_typed'] ) ? $notice['acces_typed'] : null,
				);
			}
		}
		return $found;
	}

	/**
	 * The field's aria-describedby (its help texts, then its message) and aria-invalid, escaped,
	 * with a leading space; '' when there is nothing to add.
	 *
	 * @param string $field   The field's id.
	 * @param string ...$help The ids of its help texts.
	 */
	public static function attributes( string $field, string ...$help ): string {
		$ids     = $help;
		$invalid = false;
		foreach ( self::of( $field ) as $notice ) {
			$ids[]   = $field . '_notice';
			$invalid = $invalid || 'error' === $notice['type'];
			break;
		}
		$html = $ids ? ' aria-describedby="' . esc_attr( implode( ' ', $ids ) ) . '"' : '';
		return $html . ( $invalid ? ' aria-invalid="true"' : '' );
	}

	/**
	 * Prints the field's message of the last save, if any, under it.
	 *
	 * @param string $field The field's id.
	 */
	public static function render( string $field ): void {
		foreach ( self::of( $field ) as $notice ) {
			$shown = null !== self::typed( $field )
				? ' ' . __( 'The field shows what you entered, to be corrected: it is not saved.', 'acces-tourisme' )
				: '';
			printf(
				'<p class="notice notice-%1$s inline acces-field-notice" id="%2$s"><strong>%3$s</strong>%4$s</p>',
				esc_attr( 'error' === $notice['type'] ? 'error' : 'warning' ),
				esc_attr( $field . '_notice' ),
				esc_html( $notice['message'] ),
				esc_html( $shown )
			);
			return;
		}
	}

	/**
	 * After a save where a value was refused or changed, says what happened to the others
	 * (WordPress says « Réglages enregistrés » only when nothing was reported): added to the
	 * page's settings errors before options-head.php prints them, so it comes last.
	 */
	public static function saved_notice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only reads WordPress's redirect flag after its own save.
		if ( ! isset( $_GET['settings-updated'] ) || ! function_exists( 'get_settings_errors' ) ) {
			return;
		}
		$errors = get_settings_errors();
		if ( ! $errors ) {
			return;
		}
		$refused = false;
		foreach ( $errors as $notice ) {
			if ( 'settings_updated' === ( $notice['code'] ?? '' ) ) {
				return;
			}
			$refused = $refused || 'error' === ( $notice['type'] ?? 'error' );
		}
		add_settings_error(
			'general',
			'settings_updated',
			$refused
				? esc_html__( 'The other settings were saved.', 'acces-tourisme' )
				: esc_html__( 'Settings saved.', 'acces-tourisme' ),
			$refused ? 'info' : 'success'
		);
	}
}
