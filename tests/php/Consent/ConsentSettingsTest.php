<?php
/**
 * The consent options: validation, defaults, what the front end receives.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Consent;

use AccesTourisme\Consent\ConsentSettings;
use AccesTourisme\Tests\TestCase;

/**
 * Saved through the Settings API (options.php), as an administrator does.
 */
final class ConsentSettingsTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		global $wp_settings_errors;
		$wp_settings_errors = array();
		$this->admin_on_settings_page();
	}

	/**
	 * Saves a submitted value the way options.php does.
	 *
	 * @param array<string, mixed> $submitted The form's acces_consent[...] fields.
	 */
	private function save( array $submitted ): void {
		update_option( ConsentSettings::OPTION, $submitted );
	}

	/**
	 * The messages of the settings errors, as text (they are stored escaped as HTML).
	 *
	 * @return string[]
	 */
	private function errors(): array {
		return $this->settings_messages( ConsentSettings::OPTION );
	}

	public function test_the_option_exists_autoloaded_so_public_pages_read_it_without_a_query(): void {
		delete_option( ConsentSettings::OPTION );
		ConsentSettings::ensure_option();
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayHasKey( ConsentSettings::OPTION, wp_load_alloptions() );
		$this->assertSame( 365, ConsentSettings::get()['days'] );
	}

	public function test_a_valid_duration_and_texts_are_saved_cleaned(): void {
		$this->save(
			array(
				'days'       => ' 30 ',
				'title'      => '<b>Vos cookies</b>',
				'message'    => "Ligne 1\nLigne 2 <script>alert(1)</script>",
				'statistics' => 'Mesure',
			)
		);
		$value = ConsentSettings::get();
		$this->assertSame( 30, $value['days'] );
		$this->assertSame( 'Vos cookies', $value['title'] );
		$this->assertSame( "Ligne 1\nLigne 2", $value['message'] );
		$this->assertSame( 'Mesure', $value['statistics'] );
		// Saved without their tags, and the admin is told which texts changed.
		$this->assertSame(
			array(
				'Titre du bandeau : les balises HTML ont été retirées, car le bandeau affiche du texte brut. Vérifiez le texte enregistré ci-dessous.',
				'Message du bandeau : les balises HTML ont été retirées, car le bandeau affiche du texte brut. Vérifiez le texte enregistré ci-dessous.',
			),
			$this->errors()
		);
		$this->assertSame( array( 'warning', 'warning' ), array_column( get_settings_errors( ConsentSettings::OPTION ), 'type' ) );
	}

	public function test_texts_are_kept_as_written_with_their_less_than_signs_and_quotes(): void {
		$this->save(
			array(
				'title'   => 'Cookies & "traceurs" : 2 < 3, 5<6',
				'message' => "Moins de 5 < 6 cookies, l’essentiel > tout.\n\\o/ 100 % clair <3",
			)
		);
		$value = ConsentSettings::get();
		$this->assertSame( 'Cookies & "traceurs" : 2 < 3, 5<6', $value['title'] );
		$this->assertSame( "Moins de 5 < 6 cookies, l’essentiel > tout.\n\\o/ 100 % clair <3", $value['message'] );
		$this->assertSame( array(), $this->errors() );
		// What the banner gets: the same text, drawn as text (textContent).
		$this->assertSame( 'Cookies & "traceurs" : 2 < 3, 5<6', ConsentSettings::front_end()['title'] );
		// What was typed, entities and percent signs included, shown as typed.
		$this->save( array( 'message' => "&lt;b&gt; n’est pas une balise ici ; 100%20 de vos choix.\r\nFin." ) );
		$this->assertSame( "&lt;b&gt; n’est pas une balise ici ; 100%20 de vos choix.\nFin.", ConsentSettings::get()['message'] );
		$this->assertSame( array(), $this->errors() );
	}

	public function test_a_less_than_sign_that_would_open_a_tag_is_refused_and_the_previous_text_kept(): void {
		$this->save( array( 'title' => 'Nos cookies' ) );
		$this->save(
			array(
				'title'   => 'a<b',
				'message' => '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
			)
		);
		$this->assertSame( 'Nos cookies', ConsentSettings::get()['title'] );
		// Markup only: taken out whole (the script inside the address too), so the default text.
		$this->assertSame( '', ConsentSettings::get()['message'] );
		$this->assertSame(
			array(
				'Titre du bandeau : un « < » suivi directement d’une lettre se lit comme le début d’une balise HTML. Mettez une espace après (2 < 3) ou retirez-le. Le texte précédent est conservé.',
				'Message du bandeau : les balises HTML ont été retirées, car le bandeau affiche du texte brut. Vérifiez le texte enregistré ci-dessous.',
			),
			$this->errors()
		);
		$this->assertSame( array( 'error', 'warning' ), array_column( get_settings_errors( ConsentSettings::OPTION ), 'type' ) );
	}

	public function test_a_refused_text_or_duration_is_shown_back_in_its_field_and_the_top_notice_links_to_it(): void {
		$this->save( array( 'title' => 'Nos cookies' ) );
		$GLOBALS['wp_settings_errors'] = array();
		$this->save(
			array(
				'title'   => 'Cookies<b',
				'message' => "Un texte\nsur deux lignes<br",
				'days'    => '400',
			)
		);
		$this->assertSame( 'Nos cookies', ConsentSettings::get()['title'] );
		$this->assertSame( 365, ConsentSettings::get()['days'] );
		$html = $this->settings_sections_html();
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_consent_title"[^>]* value="Cookies&lt;b"[^>]* aria-invalid="true" />#', $html );
		$this->assertMatchesRegularExpression( "#<textarea id=\"acces_consent_message\"[^>]* aria-invalid=\"true\">Un texte\nsur deux lignes&lt;br</textarea>#", $html );
		$this->assertMatchesRegularExpression( '#<input type="number" id="acces_consent_days"[^>]* value="400"[^>]* aria-invalid="true" />#', $html );
		$this->assertSame( 3, substr_count( $html, "</strong> Ce champ montre ce que vous avez saisi. Ce texte n’est pas enregistré\u{a0}: corrigez-le.</p>" ) );
		// Each notice at the top of the page links to its field.
		$messages = array_column( get_settings_errors( ConsentSettings::OPTION ), 'message', 'code' );
		foreach ( array( 'acces_consent_title', 'acces_consent_message', 'acces_consent_days' ) as $field ) {
			$this->assertStringEndsWith( ' <a class="acces-to-field" href="#' . $field . '">Aller au champ</a>', $messages[ $field ] );
		}
	}

	public function test_each_text_field_says_its_default_and_a_changed_text_is_reported_under_it(): void {
		$this->save( array( 'title' => '<script>alert(1)</script>Vos cookies' ) );
		$this->assertSame( 'Vos cookies', ConsentSettings::get()['title'] );
		$html = $this->settings_sections_html();
		// Saved, changed: described by its message, not invalid.
		$this->assertMatchesRegularExpression( '#<input type="text" id="acces_consent_title"[^>]* aria-describedby="acces_consent_title_help acces_consent_title_notice" />#', $html );
		$this->assertStringContainsString( '<p class="notice notice-warning inline acces-field-notice" id="acces_consent_title_notice"><strong>Titre du bandeau : les balises HTML ont été retirées', $html );
		$this->assertMatchesRegularExpression( '#<p class="description" id="acces_consent_message_help">Texte brut, 1\x{202f}000 caractères au plus. Laissé vide, le bandeau affiche ce texte par défaut : Avec votre accord#u', $html );
		$this->assertMatchesRegularExpression( '#<textarea id="acces_consent_message"[^>]* aria-describedby="acces_consent_message_help">#', $html );
		$this->assertStringNotContainsString( 'aria-invalid', $html );
		$this->assertMatchesRegularExpression( '#<select[^>]* aria-describedby="acces_consent_policy_page_help"#', $html );
	}

	public function test_a_refused_duration_is_marked_invalid_under_its_field_and_the_page_says_the_others_were_saved(): void {
		$this->save( array( 'days' => '500' ) );
		$html = $this->settings_sections_html();
		$this->assertMatchesRegularExpression( '#<input type="number" id="acces_consent_days"[^>]* aria-describedby="acces_consent_days_help acces_consent_days_notice" aria-invalid="true" />#', $html );
		$this->assertStringContainsString( '<p class="notice notice-error inline acces-field-notice" id="acces_consent_days_notice"><strong>La durée du consentement', $html );
		// After the redirect of options.php (no « Réglages enregistrés » from WordPress: an
		// error was reported).
		$_GET['settings-updated'] = 'true';
		try {
			\AccesTourisme\Settings\FieldNotices::saved_notice();
		} finally {
			unset( $_GET['settings-updated'] );
		}
		$saved = wp_list_filter( get_settings_errors(), array( 'code' => 'settings_updated' ) );
		$this->assertSame( array( 'Les autres réglages ont été enregistrés.' ), array_values( wp_list_pluck( $saved, 'message' ) ) );
	}

	/**
	 * Durations that are refused.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public function bad_durations(): array {
		return array(
			'zero'        => array( '0' ),
			'396 days'    => array( '396' ),
			'negative'    => array( '-5' ),
			'decimal'     => array( '12.5' ),
			'words'       => array( 'un an' ),
			'empty'       => array( '' ),
			'array'       => array( array( 30 ) ),
			'huge number' => array( '99999999999' ),
		);
	}

	/**
	 * @dataProvider bad_durations
	 *
	 * @param mixed $days Submitted duration.
	 */
	public function test_an_invalid_duration_gets_a_french_error_and_the_previous_one_is_kept( $days ): void {
		$this->save( array( 'days' => '200' ) );
		$this->save(
			array(
				'days'  => $days,
				'title' => 'Nouveau titre',
			)
		);
		$value = ConsentSettings::get();
		$this->assertSame( 200, $value['days'] );
		$this->assertSame( 'Nouveau titre', $value['title'], 'the valid fields are saved' );
		$this->assertSame(
			array( "La durée du consentement doit être un nombre entier de jours, de 1 à 395 (13\u{a0}mois au plus). La durée précédente, 200\u{a0}jours, est conservée." ),
			$this->errors()
		);
	}

	public function test_the_limits_are_accepted(): void {
		$this->save( array( 'days' => '395' ) );
		$this->assertSame( 395, ConsentSettings::get()['days'] );
		$this->save( array( 'days' => '1' ) );
		$this->assertSame( 1, ConsentSettings::get()['days'] );
	}

	/**
	 * A text beyond its longest length is refused with a French message naming the field; the
	 * previous text and the other fields are kept.
	 */
	public function test_too_long_texts_are_refused_and_the_previous_ones_kept(): void {
		$this->save( array( 'title' => 'Vos cookies', 'message' => 'Bonjour.' ) );
		$GLOBALS['wp_settings_errors'] = array();
		$this->save(
			array(
				'title'      => str_repeat( 'é', 151 ),
				'message'    => str_repeat( 'a', 1001 ),
				'statistics' => 'Mesure d’audience',
			)
		);
		$value = ConsentSettings::get();
		$this->assertSame( 'Vos cookies', $value['title'] );
		$this->assertSame( 'Bonjour.', $value['message'] );
		$this->assertSame( 'Mesure d’audience', $value['statistics'] );
		$this->assertSame(
			array(
				"Titre du bandeau\u{a0}: 150 caractères au plus (151 saisis). Le texte précédent est conservé.",
				"Message du bandeau\u{a0}: 1\u{202f}000 caractères au plus (1\u{202f}001 saisis). Le texte précédent est conservé.",
			),
			$this->errors()
		);
		$this->save( array( 'title' => str_repeat( 'é', 150 ) ) );
		$this->assertSame( 150, mb_strlen( ConsentSettings::get()['title'] ) );
	}

	public function test_the_policy_page_must_be_a_page(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Politique de cookies',
				'post_name'   => 'politique-test',
			)
		);
		$this->save( array( 'policy_page' => (string) $page ) );
		$this->assertSame( $page, ConsentSettings::get()['policy_page'] );
		$this->assertSame( get_permalink( $page ), ConsentSettings::front_end()['policyUrl'] );

		$post = wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'Un article',
			)
		);
		$this->save( array( 'policy_page' => (string) $post ) );
		$this->assertSame( $page, ConsentSettings::get()['policy_page'] );
		$this->assertSame( array( 'La page de politique de cookies doit être l’une des pages publiées du site. Le choix précédent est conservé.' ), $this->errors() );
	}

	/**
	 * Only a published page may be chosen: a draft, a negative number (absint() would turn
	 * -3 into page 3) or a text is refused, and the choice already saved stays.
	 */
	public function test_a_new_choice_must_be_a_published_page(): void {
		$page  = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Cookies' ) );
		$draft = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Brouillon' ) );
		$this->save( array( 'policy_page' => (string) $page ) );
		foreach ( array( (string) $draft, '-' . $draft, '3abc', '1.5' ) as $refused ) {
			$GLOBALS['wp_settings_errors'] = array();
			$this->save( array( 'policy_page' => $refused ) );
			$this->assertSame( $page, ConsentSettings::get()['policy_page'], $refused );
			$this->assertSame( array( 'La page de politique de cookies doit être l’une des pages publiées du site. Le choix précédent est conservé.' ), $this->errors(), $refused );
		}
		$this->save( array( 'policy_page' => '0' ) );
		$this->assertSame( 0, ConsentSettings::get()['policy_page'] );
		$this->assertSame( '', ConsentSettings::front_end()['policyUrl'] );
	}

	/**
	 * When the chosen page is unpublished, trashed or deleted, the banner has no link (a
	 * visitor would get a 404); the choice stays saved, and the settings field says why.
	 */
	public function test_the_banner_links_only_to_a_published_policy_page(): void {
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Cookies' ) );
		$this->save( array( 'policy_page' => (string) $page ) );
		$this->assertSame( get_permalink( $page ), ConsentSettings::front_end()['policyUrl'] );

		wp_update_post( array( 'ID' => $page, 'post_status' => 'draft' ) );
		$this->assertSame( '', ConsentSettings::front_end()['policyUrl'] );
		$field = $this->page_field();
		$this->assertStringContainsString( 'value="' . $page . '" selected="selected">Cookies (non publiée)</option>', $field );
		$this->assertStringContainsString( 'Cette page n’est pas publiée', $field );
		// Saving the settings page again keeps the choice.
		$this->save( array( 'policy_page' => (string) $page ) );
		$this->assertSame( $page, ConsentSettings::get()['policy_page'] );
		$this->assertSame( array(), $this->errors() );

		wp_update_post( array( 'ID' => $page, 'post_status' => 'publish' ) );
		$this->assertSame( get_permalink( $page ), ConsentSettings::front_end()['policyUrl'] );

		wp_trash_post( $page );
		$this->assertSame( '', ConsentSettings::front_end()['policyUrl'] );
		wp_untrash_post( $page );
		wp_publish_post( $page );
		$this->assertSame( get_permalink( $page ), ConsentSettings::front_end()['policyUrl'] );

		wp_delete_post( $page, true );
		$this->assertSame( '', ConsentSettings::front_end()['policyUrl'] );
		$this->assertStringContainsString( 'La page choisie n’existe plus', $this->page_field() );
	}

	/**
	 * The policy page field's markup.
	 */
	private function page_field(): string {
		ob_start();
		( new ConsentSettings() )->render_page_field();
		return (string) ob_get_clean();
	}

	public function test_the_policy_address_follows_its_page(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Cookies',
				'post_name'   => 'cookies-avant',
			)
		);
		$this->save( array( 'policy_page' => (string) $page ) );
		wp_update_post(
			array(
				'ID'        => $page,
				'post_name' => 'cookies-apres',
			)
		);
		$this->assertStringContainsString( 'cookies-apres', ConsentSettings::front_end()['policyUrl'] );
	}

	public function test_the_front_end_gets_french_default_texts(): void {
		$this->save( array( 'title' => '' ) );
		$front = ConsentSettings::front_end();
		$this->assertSame( 'Cookies et contenus externes', $front['title'] );
		$this->assertStringContainsString( 'Gérer mes cookies', $front['message'] );
		// The default message names everything the `media` category holds back, the map
		// backgrounds of a third-party tile server (the default) as well as the videos.
		$this->assertStringContainsString( 'des vidéos et des fonds de carte', $front['message'] );
		$this->assertSame( 365, $front['days'] );
		$this->assertSame( array( 'necessary', 'statistics', 'media' ), array_keys( $front['descriptions'] ) );
	}

	public function test_the_settings_page_shows_the_section_in_french(): void {
		$html = $this->settings_sections_html();
		$this->assertStringContainsString( 'Consentement aux cookies', $html );
		$this->assertStringContainsString( 'Durée du consentement (jours)', $html );
		$this->assertStringContainsString( 'max="395"', $html );
		$this->assertStringContainsString( 'Réglages d’affichage des visiteurs', $html );
		// Each box is named by the sentence beside it (click it, say it), in a group named by the
		// row's title.
		$this->assertStringContainsString( "<fieldset><legend class=\"screen-reader-text\">Bouton «\u{a0}Accessibilité\u{a0}»</legend><label for=\"acces_toolbar_enabled\"><input type=\"checkbox\" id=\"acces_toolbar_enabled\" name=\"acces_toolbar[enabled]\" value=\"1\"  checked='checked' /> Afficher le bouton «\u{a0}Accessibilité\u{a0}» et ses réglages d’affichage sur toutes les pages.</label></fieldset>", $html );
		$this->assertStringNotContainsString( '<label for="acces_toolbar_enabled">Bouton', $html );
		$this->assertStringContainsString( 'tout contenu tiers (vidéos, fonds de carte)', $html );
	}
}
