<?php
/**
 * A single-place map that cannot be drawn tells the people who can fix the content why, in
 * French, and shows visitors nothing; the shortcode and the block say the same.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * [acces_carte_lieu] and acces-tourisme/map-place without a point.
 */
final class PlaceMapNoticesTest extends TestCase {

	use MapPages;
	use ProviderFactory;

	// esc_html() prints the quotes of lat="…" as &quot;: the editor reads them as typed.
	private const NOT_NUMBERS = "<p class=\"acces-map-notice\">Carte\u{00a0}: la latitude et la longitude doivent être des nombres, par exemple lat=&quot;43.858&quot; lng=&quot;1.425&quot;, la carte n’est donc pas affichée.</p>";

	private const NO_PLACE = "<p class=\"acces-map-notice\">Carte\u{00a0}: aucun lieu n’est indiqué, la carte n’est donc pas affichée. Indiquez lat et lng (par exemple lat=&quot;43.858&quot; lng=&quot;1.425&quot;) ou prestataire=&quot;identifiant du prestataire&quot;, ou placez la carte sur la page d’un prestataire.</p>";

	protected function set_up(): void {
		parent::set_up();
		$this->set_up_map_pages();
	}

	protected function tear_down(): void {
		$this->tear_down_map_pages();
		parent::tear_down();
	}

	/**
	 * Renders content holding a shortcode or a block.
	 *
	 * @param string $content Post content.
	 */
	private function render( string $content ): string {
		return do_shortcode( do_blocks( $content ) );
	}

	/**
	 * A visitor gets nothing and an editor exactly $notice, from each of $contents; no map
	 * script is loaded.
	 *
	 * @param string   $notice   Expected markup for an editor.
	 * @param string[] $contents Shortcodes or blocks.
	 */
	private function assert_notice( string $notice, array $contents ): void {
		foreach ( $contents as $content ) {
			wp_set_current_user( 0 );
			$this->assertSame( '', $this->render( $content ), "A visitor sees nothing from {$content}." );
			wp_set_current_user( $this->create_user( 'editor' ) );
			$this->assertSame( $notice, $this->render( $content ), "An editor sees why from {$content}." );
		}
		wp_set_current_user( 0 );
		$this->assertFalse( wp_script_is( 'acces-map-index', 'enqueued' ), 'No map, no map script.' );
	}

	public function test_coordinates_that_are_not_numbers_get_a_notice_even_on_a_provider_page(): void {
		$this->assert_notice(
			self::NOT_NUMBERS,
			array(
				'[acces_carte_lieu lat="abc" lng="1.4"]',
				'[acces_carte_lieu lat="43.9" lng="est"]',
				'<!-- wp:acces-tourisme/map-place {"lat":"abc","lng":"1.4"} /-->',
			)
		);
		// Like coordinates out of range, wrong coordinates are not replaced by the provider's.
		$GLOBALS['post'] = get_post( $this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 ) );
		$this->assert_notice( self::NOT_NUMBERS, array( '[acces_carte_lieu lat="abc" lng="1.4"]' ) );
	}

	public function test_a_lone_coordinate_off_a_provider_page_gets_the_same_notice(): void {
		$GLOBALS['post'] = get_post( $this->page() );
		$this->assert_notice(
			self::NOT_NUMBERS,
			array(
				'[acces_carte_lieu lat="43.9"]',
				'<!-- wp:acces-tourisme/map-place {"lng":1.4} /-->',
			)
		);
	}

	public function test_out_of_range_coordinates_keep_their_notice(): void {
		$this->assert_notice(
			"<p class=\"acces-map-notice\">Carte\u{00a0}: la latitude doit être comprise entre -90 et 90 et la longitude entre -180 et 180, la carte n’est donc pas affichée.</p>",
			array(
				'[acces_carte_lieu lat="999" lng="1"]',
				'<!-- wp:acces-tourisme/map-place {"lat":999,"lng":1} /-->',
			)
		);
	}

	public function test_an_id_that_is_no_published_provider_gets_a_notice(): void {
		$notice = static fn( int $id ): string => "<p class=\"acces-map-notice\">Carte\u{00a0}: aucun prestataire publié n’a l’identifiant {$id}, la carte n’est donc pas affichée. Vérifiez l’identifiant (ou publiez le prestataire), ou indiquez lat et lng.</p>";
		$this->assert_notice(
			$notice( 999999 ),
			array(
				'[acces_carte_lieu prestataire="999999"]',
				'<!-- wp:acces-tourisme/map-place {"providerId":999999} /-->',
			)
		);
		$draft = $this->provider(
			'Hôtel en projet',
			'hotels',
			array(
				'acces_lat' => 44.104,
				'acces_lng' => 1.085,
			),
			array( 'post_status' => 'draft' )
		);
		$this->assert_notice( $notice( $draft ), array( '[acces_carte_lieu prestataire="' . $draft . '"]' ) );
		$page = $this->page();
		$this->assert_notice( $notice( $page ), array( '<!-- wp:acces-tourisme/map-place {"providerId":' . $page . '} /-->' ) );
	}

	public function test_a_bare_map_off_a_provider_page_gets_a_notice(): void {
		$GLOBALS['post'] = get_post( $this->page() );
		$this->assert_notice(
			self::NO_PLACE,
			array(
				'[acces_carte_lieu]',
				'[acces_carte_lieu hauteur="300"]',
				'<!-- wp:acces-tourisme/map-place /-->',
			)
		);
	}

	public function test_a_provider_without_coordinates_gets_a_notice_naming_it(): void {
		$id = $this->provider( 'Gîte & Spa', 'hotels', array( 'acces_commune' => 'Caussade' ) );
		$this->assert_notice(
			"<p class=\"acces-map-notice\">Carte\u{00a0}: le prestataire «\u{00a0}Gîte &amp; Spa\u{00a0}» (identifiant {$id}) n’a pas de coordonnées valides, la carte n’est donc pas affichée. Saisissez sa latitude et sa longitude dans sa fiche, ou indiquez lat et lng.</p>",
			array(
				'[acces_carte_lieu prestataire="' . $id . '"]',
				'<!-- wp:acces-tourisme/map-place {"providerId":' . $id . '} /-->',
			)
		);
		$GLOBALS['post'] = get_post( $id );
		$this->assertStringContainsString( "(identifiant {$id}) n’a pas de coordonnées valides", $this->render_as_editor( '[acces_carte_lieu]' ), 'On its own page too.' );
	}

	public function test_a_password_protected_provider_is_no_content_error(): void {
		$id = $this->place( 'Hôtel privé', 'hotels', 'Albi', 43.928, 2.146 );
		wp_update_post(
			array(
				'ID'            => $id,
				'post_password' => 'secret',
			)
		);
		$this->assertSame( '', $this->render( '[acces_carte_lieu prestataire="' . $id . '"]' ) );
		$this->assertSame( '', $this->render_as_editor( '[acces_carte_lieu prestataire="' . $id . '"]' ), 'A password, not a mistake: no notice.' );
	}

	/**
	 * A published page (not a provider's).
	 */
	private function page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Nous contacter',
			)
		);
	}

	/**
	 * Renders content as an editor.
	 *
	 * @param string $content Post content.
	 */
	private function render_as_editor( string $content ): string {
		wp_set_current_user( $this->create_user( 'editor' ) );
		try {
			return $this->render( $content );
		} finally {
			wp_set_current_user( 0 );
		}
	}
}
