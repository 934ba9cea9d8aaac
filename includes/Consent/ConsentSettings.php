<?php
/**
 * The consent banner's options: texts, cookie policy page, category descriptions, duration.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

use AccesTourisme\PlainText;
use AccesTourisme\Service;
use AccesTourisme\Settings\FieldNotices;
use AccesTourisme\Settings\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * The option acces_consent. Empty texts mean "the default text, in the site's language".
 * The option is created (autoloaded) on activation and on the first admin screen, so the
 * public pages read it without a database query.
 */
final class ConsentSettings implements Service {

	public const OPTION       = 'acces_consent';
	public const DEFAULT_DAYS = 365;
	public const MAX_DAYS     = 395;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_fields' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'admin_init', array( self::class, 'ensure_option' ) );
		add_action( 'activate_' . plugin_basename( ACCES_TOURISME_FILE ), array( self::class, 'ensure_option' ) );
		add_action( 'save_post_page', array( $this, 'refresh_policy_url' ) );
		add_action( 'after_delete_post', array( $this, 'refresh_policy_url' ) );
	}

	/**
	 * The defaults.
	 *
	 * @return array{title: string, message: string, policy_page: int, policy_url: string, necessary: string, statistics: string, media: string, days: int}
	 */
	public static function defaults(): array {
		return array(
			'title'       => '',
			'message'     => '',
			'policy_page' => 0,
			'policy_url'  => '',
			'necessary'   => '',
			'statistics'  => '',
			'media'       => '',
			'days'        => self::DEFAULT_DAYS,
		);
	}

	/**
	 * The current value, completed with the defaults.
	 *
	 * @return array{title: string, message: string, policy_page: int, policy_url: string, necessary: string, statistics: string, media: string, days: int}
	 */
	public static function get(): array {
		$value = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $value ) ? array_intersect_key( $value, self::defaults() ) : array() );
	}

	/**
	 * The default texts, translated.
	 *
	 * @return array<string, string>
	 */
	public static function default_texts(): array {
		return array(
			'title'      => __( 'Cookies and external content', 'acces-tourisme' ),
			'message'    => __( 'With your permission, we measure the audience of the site and show videos and map backgrounds from other sites, which may set their own cookies. Nothing is loaded until you choose. You can change your mind at any time with “Manage my cookies”.', 'acces-tourisme' ),
			'necessary'  => __( 'Keep the site working and remember your choices (this consent, your display settings). They cannot be turned off.', 'acces-tourisme' ),
			'statistics' => __( 'Measure how the site is visited, to help us improve it.', 'acces-tourisme' ),
			'media'      => __( 'Show videos, map backgrounds and other content from third-party sites (YouTube, Vimeo, the maps’ tile server), which receive your IP address and may set cookies.', 'acces-tourisme' ),
		);
	}

	/**
	 * What the banner needs, for the front end.
	 *
	 * @return array{days: int, title: string, message: string, policyUrl: string, descriptions: array<string, string>, labels: array<string, string>}
	 */
	public static function front_end(): array {
		$value    = self::get();
		$defaults = self::default_texts();
		$text     = static fn( string $key ): string => '' !== $value[ $key ] ? $value[ $key ] : $defaults[ $key ];
		return array(
			'days'         => (int) $value['days'],
			'title'        => $text( 'title' ),
			'message'      => $text( 'message' ),
			// The address is kept only while the page is published (refresh_policy_url()).
			'policyUrl'    => $value['policy_page'] ? $value['policy_url'] : '',
			'descriptions' => array(
				'necessary'  => $text( 'necessary' ),
				'statistics' => $text( 'statistics' ),
				'media'      => $text( 'media' ),
			),
			// The buttons of the banner's first view, for the still copy that the head script
			// draws before the consent's script runs (src/consent/prepaint.js).
			'labels'       => array(
				'policy'    => __( 'Read our cookie policy', 'acces-tourisme' ),
				'accept'    => __( 'Accept all', 'acces-tourisme' ),
				'reject'    => __( 'Reject all', 'acces-tourisme' ),
				'customise' => __( 'Customise', 'acces-tourisme' ),
			),
		);
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
	 * The banner's texts and their longest length: a banner that fills the screen fails its
	 * visitors (at 200 % text on a phone it already takes half of it).
	 */
	private const MAX_LENGTHS = array(
		'title'      => 150,
		'message'    => 1000,
		'necessary'  => 1000,
		'statistics' => 1000,
		'media'      => 1000,
	);

	/**
	 * An HTML tag (or comment) in a text: taken out of the banner's texts.
	 */
	private const TAG = '#<[a-z/!?][^>]*>#i';

	/**
	 * The label of each text field.
	 *
	 * @return array<string, string>
	 */
	private static function text_labels(): array {
		return array(
			'title'      => __( 'Banner title', 'acces-tourisme' ),
			'message'    => __( 'Banner message', 'acces-tourisme' ),
			'necessary'  => __( 'Description of the strictly necessary cookies', 'acces-tourisme' ),
			'statistics' => __( 'Description of the audience statistics', 'acces-tourisme' ),
			'media'      => __( 'Description of the videos and external content', 'acces-tourisme' ),
		);
	}

	/**
	 * Keeps the known keys, cleaned. An invalid duration or page gets a French error and the
	 * previous value is kept; the other fields are saved.
	 *
	 * @param mixed $value Submitted value.
	 * @return array{title: string, message: string, policy_page: int, policy_url: string, necessary: string, statistics: string, media: string, days: int}
	 */
	public function sanitize( $value ): array {
		$previous = self::get();
		$value    = is_array( $value ) ? $value : array();
		$clean    = $previous;
		$labels   = self::text_labels();
		foreach ( self::MAX_LENGTHS as $key => $max ) {
			if ( ! isset( $value[ $key ] ) || ! is_scalar( $value[ $key ] ) ) {
				continue;
			}
			$given  = (string) $value[ $key ];
			$tagged = 1 === preg_match( self::TAG, $given );
			$text   = self::plain_text( $given, 'title' === $key );
			$length = mb_strlen( $text );
			if ( 1 === preg_match( '#<[a-z/!?]#i', $text ) ) {
				// A « < » that would open a tag were the text ever read as HTML (« a<b »): kept
				// out of the stored value, which stays inert wherever it is printed.
				$this->error(
					'acces_consent_' . $key,
					sprintf(
						/* translators: %s: the field's label. */
						__( '%s: a “<” directly followed by a letter reads as the start of an HTML tag. Put a space after it (2 < 3) or remove it. The previous text is kept.', 'acces-tourisme' ),
						$labels[ $key ]
					),
					'error',
					$given
				);
				continue;
			}
			if ( $length <= $max ) {
				$clean[ $key ] = $text;
				// HTML has no effect in the banner (it shows text as text): the tags are taken
				// out, and the admin is told, as what they see saved is not what they wrote.
				if ( $tagged ) {
					$this->error(
						'acces_consent_' . $key,
						sprintf(
							/* translators: %s: the field's label. */
							__( '%s: the HTML tags were removed, as the banner shows plain text. Check the saved text below.', 'acces-tourisme' ),
							$labels[ $key ]
						),
						'warning'
					);
				}
				continue;
			}
			$this->error(
				'acces_consent_' . $key,
				sprintf(
					/* translators: 1: the field's label, 2: the longest length, 3: the length given. */
					__( '%1$s: at most %2$s characters (%3$s given). The previous text is kept.', 'acces-tourisme' ),
					$labels[ $key ],
					PlainText::number( $max ),
					PlainText::number( $length )
				),
				'error',
				$given
			);
		}
		if ( array_key_exists( 'days', $value ) ) {
			$days = is_scalar( $value['days'] ) ? trim( (string) $value['days'] ) : '';
			if ( preg_match( '/^\d{1,4}$/', $days ) && (int) $days >= 1 && (int) $days <= self::MAX_DAYS ) {
				$clean['days'] = (int) $days;
			} else {
				$this->error(
					'acces_consent_days',
					sprintf(
						/* translators: %d: the duration kept, in days. */
						__( 'The consent duration must be a whole number of days from 1 to 395 (13 months at most). The previous duration, %d days, is kept.', 'acces-tourisme' ),
						$previous['days']
					),
					'error',
					is_scalar( $value['days'] ) ? (string) $value['days'] : null
				);
			}
		}
		if ( array_key_exists( 'policy_page', $value ) ) {
			$raw  = is_scalar( $value['policy_page'] ) ? trim( (string) $value['policy_page'] ) : '';
			$page = 1 === preg_match( '/^\d{1,19}$/', $raw ) ? (int) $raw : -1;
			// A new choice must be a published page; the choice already saved is kept as it is
			// (its page may have been unpublished since: the field says so).
			if ( 0 === $page || $page === (int) $previous['policy_page'] || ( 'page' === get_post_type( $page ) && 'publish' === get_post_status( $page ) ) ) {
				$clean['policy_page'] = $page;
			} else {
				$this->error( 'acces_consent_policy_page', __( 'The cookie policy page must be one of the site’s published pages. The previous choice is kept.', 'acces-tourisme' ) );
			}
		}
		$clean['policy_url'] = self::published_url( (int) $clean['policy_page'] );
		return $clean;
	}

	/**
	 * A banner text as plain text, as typed: tags taken out (with a script's or a style's
	 * content), control characters removed, one line for the title, trimmed. Nothing else is
	 * changed: « 2 < 3 » and a typed « &lt; » stay as they are (WordPress's sanitize_text_field()
	 * wrote a lone « < » as « &lt; », which the banner, drawing text as text, showed as such, and
	 * took out anything like « %20 »).
	 *
	 * @param string $given    Submitted text.
	 * @param bool   $one_line The title.
	 */
	private static function plain_text( string $given, bool $one_line ): string {
		$text = wp_check_invalid_utf8( $given );
		if ( 1 === preg_match( self::TAG, $text ) ) {
			$text = wp_strip_all_tags( $text );
		}
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $text );
		if ( $one_line ) {
			$text = (string) preg_replace( '/[\n\t ]+/', ' ', $text );
		}
		return trim( $text );
	}

	/**
	 * Reports a refused value (its previous value stays) or a value saved changed.
	 *
	 * @param string  $code    The field's id.
	 * @param string  $message French message.
	 * @param string  $type    'error' or 'warning'.
	 * @param ?string $typed  The refused entry, shown back in its field.
	 */
	private function error( string $code, string $message, string $type = 'error', ?string $typed = null ): void {
		FieldNotices::add( self::OPTION, $code, $message, $type, $typed );
	}

	/**
	 * Keeps the cookie policy's stored address up to date when that page is saved, trashed or
	 * deleted: its address while it is published, none otherwise (the choice itself stays,
	 * and the settings field says why the banner has no link).
	 *
	 * @param int $post_id The saved or deleted page.
	 */
	public function refresh_policy_url( int $post_id ): void {
		$value = self::get();
		if ( $value['policy_page'] && $value['policy_page'] === $post_id ) {
			$url = self::published_url( $post_id );
			if ( $url !== $value['policy_url'] ) {
				$value['policy_url'] = $url;
				update_option( self::OPTION, $value );
			}
		}
	}

	/**
	 * A page's address while it is published, '' otherwise: visitors would get a 404.
	 *
	 * @param int $page Page id (0: none).
	 */
	private static function published_url( int $page ): string {
		return $page > 0 && 'page' === get_post_type( $page ) && 'publish' === get_post_status( $page ) ? (string) get_permalink( $page ) : '';
	}

	/**
	 * Adds the section and its fields to the settings page.
	 */
	public function register_fields(): void {
		add_settings_section(
			'acces_consent',
			__( 'Cookie consent', 'acces-tourisme' ),
			static function () {
				echo '<p>' . esc_html__( 'The banner asks visitors before any audience measurement or third-party content (videos, map backgrounds) is loaded. Leave a text empty to use the default one.', 'acces-tourisme' ) . '</p>';
			},
			SettingsPage::SLUG
		);
		$defaults = self::default_texts();
		foreach ( self::text_labels() as $key => $label ) {
			$type = 'title' === $key ? 'text' : 'textarea';
			add_settings_field(
				'acces_consent_' . $key,
				$label,
				array( $this, 'render_text_field' ),
				SettingsPage::SLUG,
				'acces_consent',
				array(
					'label_for'   => 'acces_consent_' . $key,
					'key'         => $key,
					'type'        => $type,
					'placeholder' => $defaults[ $key ],
				)
			);
		}
		add_settings_field( 'acces_consent_policy_page', __( 'Cookie policy page', 'acces-tourisme' ), array( $this, 'render_page_field' ), SettingsPage::SLUG, 'acces_consent', array( 'label_for' => 'acces_consent_policy_page' ) );
		add_settings_field( 'acces_consent_days', __( 'Consent duration (days)', 'acces-tourisme' ), array( $this, 'render_days_field' ), SettingsPage::SLUG, 'acces_consent', array( 'label_for' => 'acces_consent_days' ) );
	}

	/**
	 * Prints a text field or a text area.
	 *
	 * @param array{key: string, type: string, placeholder: string} $args Field arguments.
	 */
	public function render_text_field( array $args ): void {
		$id    = 'acces_consent_' . $args['key'];
		$value = FieldNotices::typed( $id ) ?? self::get()[ $args['key'] ];
		$name  = self::OPTION . '[' . $args['key'] . ']';
		$max   = self::MAX_LENGTHS[ $args['key'] ] ?? 1000;
		// Tied to the field: empty, the default text (also the placeholder, which disappears
		// once something is typed).
		$attributes = FieldNotices::attributes( $id, $id . '_help' );
		if ( 'textarea' === $args['type'] ) {
			printf( '<textarea id="%1$s" name="%2$s" rows="3" class="large-text" maxlength="%5$d" placeholder="%3$s"%6$s>%4$s</textarea>', esc_attr( $id ), esc_attr( $name ), esc_attr( $args['placeholder'] ), esc_textarea( (string) $value ), (int) $max, $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by FieldNotices::attributes().
		} else {
			printf( '<input type="text" id="%1$s" name="%2$s" class="regular-text" maxlength="%5$d" placeholder="%3$s" value="%4$s"%6$s />', esc_attr( $id ), esc_attr( $name ), esc_attr( $args['placeholder'] ), esc_attr( (string) $value ), (int) $max, $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by FieldNotices::attributes().
		}
		printf(
			'<p class="description" id="%1$s">%2$s</p>',
			esc_attr( $id . '_help' ),
			esc_html(
				sprintf(
					/* translators: 1: the default text, 2: the longest length. */
					__( 'Plain text, %2$s characters at most. Left empty, the banner shows this default text: %1$s', 'acces-tourisme' ),
					$args['placeholder'],
					PlainText::number( $max )
				)
			)
		);
		FieldNotices::render( $id );
	}

	/**
	 * Prints the cookie policy page selector.
	 */
	public function render_page_field(): void {
		$chosen = (int) self::get()['policy_page'];
		$status = $chosen ? get_post_status( $chosen ) : false;
		// Returned ('echo' => 0), escaped by core, printed below.
		$html = (string) wp_dropdown_pages(
			array(
				'name'              => esc_attr( self::OPTION . '[policy_page]' ),
				'id'                => 'acces_consent_policy_page',
				'selected'          => (int) $chosen,
				'show_option_none'  => esc_html__( '— None —', 'acces-tourisme' ),
				'option_none_value' => '0',
				'echo'              => 0,
			)
		);
		if ( '' === $html ) {
			// No published page at all: wp_dropdown_pages() prints nothing.
			$html = '<select name="' . esc_attr( self::OPTION . '[policy_page]' ) . '" id="acces_consent_policy_page"><option value="0">' . esc_html__( '— None —', 'acces-tourisme' ) . '</option></select>';
		}
		$warning = '';
		if ( $chosen && 'page' === get_post_type( $chosen ) && 'publish' !== $status ) {
			// wp_dropdown_pages() lists published pages only: the saved choice stays selected
			// (and saved) until the admin picks another.
			/* translators: %s: the page's title. */
			$label   = sprintf( __( '%s (not published)', 'acces-tourisme' ), get_the_title( $chosen ) );
			$option  = '<option value="' . esc_attr( (string) $chosen ) . '" selected="selected">' . esc_html( $label ) . '</option>';
			$html    = str_replace( ' selected="selected"', '', $html );
			$html    = (string) preg_replace( '#</select>#', $option . '</select>', $html, 1 );
			$warning = __( 'This page is not published: the banner shows no link to it. Publish it or choose another page.', 'acces-tourisme' );
		} elseif ( $chosen && 'page' !== get_post_type( $chosen ) ) {
			$warning = __( 'The chosen page no longer exists: the banner shows no link. Choose another page.', 'acces-tourisme' );
		}
		$help = array( 'acces_consent_policy_page_help' );
		if ( '' !== $warning ) {
			array_unshift( $help, 'acces_consent_policy_page_warning' );
		}
		// The help and the warning tied to the list (wp_dropdown_pages() takes no attributes).
		$html = (string) preg_replace( '#<select#', '<select' . FieldNotices::attributes( 'acces_consent_policy_page', ...$help ), $html, 1 );
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_dropdown_pages() escapes its output; the added option and attributes are escaped above.
		if ( '' !== $warning ) {
			echo '<p class="notice notice-warning inline" id="acces_consent_policy_page_warning"><strong>' . esc_html( $warning ) . '</strong></p>';
		}
		echo '<p class="description" id="acces_consent_policy_page_help">' . esc_html__( 'The banner links to this page. Put the “Manage my cookies” block on it.', 'acces-tourisme' ) . '</p>';
		FieldNotices::render( 'acces_consent_policy_page' );
	}

	/**
	 * Prints the duration field.
	 */
	public function render_days_field(): void {
		printf(
			'<input type="number" id="acces_consent_days" name="%1$s" value="%2$s" min="1" max="%3$d" step="1" class="small-text"%5$s /><p class="description" id="acces_consent_days_help">%4$s</p>',
			esc_attr( self::OPTION . '[days]' ),
			esc_attr( FieldNotices::typed( 'acces_consent_days' ) ?? (string) (int) self::get()['days'] ),
			(int) self::MAX_DAYS,
			esc_html__( 'How long the visitor’s choice is kept: from 1 to 395 days (13 months, the maximum the CNIL recommends). Default: 365.', 'acces-tourisme' ),
			FieldNotices::attributes( 'acces_consent_days', 'acces_consent_days_help' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by FieldNotices::attributes().
		);
		FieldNotices::render( 'acces_consent_days' );
	}
}
