<?php
/**
 * The map blocks and shortcodes render a wrapper with the right, escaped data, and enqueue
 * the map assets only then.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Blocks acces-tourisme/map and acces-tourisme/map-place, shortcodes [acces_carte] and
 * [acces_carte_lieu].
 */
final class MapRenderTest extends TestCase {

	use MapPages;
	use ProviderFactory;

	protected function set_up(): void {
		parent::set_up();
		$this->set_up_map_pages();
	}

	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/'; // visit() replaced it.
		$this->tear_down_map_pages();
		remove_all_filters( 'acces_map_inline_limit' );
		parent::tear_down();
	}

	/**
	 * The decoded data-acces-map of the first wrapper in $html (fails when there is none).
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private function wrapper_data( string $html ): array {
		$this->assertSame( 1, preg_match( '#<div ([^>]*)data-acces-map="([^"]*)"><div class="acces-map-placeholder" style="height:(\d+)px" aria-hidden="true"></div>(?:<noscript>.*?</noscript>)?</div>#', $html, $m ), 'A map wrapper is rendered: ' . $html );
		$this->assertStringContainsString( 'acces-map-block', $m[1] );
		$data = json_decode( html_entity_decode( $m[2], ENT_QUOTES, 'UTF-8' ), true );
		$this->assertIsArray( $data );
		$this->assertSame( (int) $data['height'], (int) $m[3], 'The map\'s height is reserved before the script runs.' );
		return $data;
	}

	/**
	 * The places of a wrapper's compact data, as name => [commune in capitals, url, type, lat, lng].
	 *
	 * @param array<string, mixed> $data Wrapper data.
	 * @return array<string, array<int, mixed>>
	 */
	private function places( array $data ): array {
		return CompactPlacesReader::by_name( $data['places'] );
	}

	public function test_the_list_block_inlines_every_provider_with_coordinates_escaped(): void {
		$hotel = $this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		// An administrator may type any title (unfiltered_html): the map must show it as text.
		kses_remove_filters();
		try {
			$this->place( '<img src=x onerror=alert(1)>', 'restauration', 'Saint-Antonin-Noble-Val', 44.152, 1.756 );
		} finally {
			kses_init_filters();
		}
		$this->provider( 'Sans coordonnées', 'hotels', array( 'acces_commune' => 'Caussade' ) );

		$html = do_blocks( '<!-- wp:acces-tourisme/map {"height":480} /-->' );

		$this->assertStringNotContainsString( '<img', $html, 'Names never reach the page as markup.' );
		$data = $this->wrapper_data( $html );
		$this->assertSame( 480, $data['height'] );
		$this->assertSame( 'Carte des prestataires', $data['label'] );
		$places = $this->places( $data );
		$this->assertEqualsCanonicalizing( array( '<img src=x onerror=alert(1)>', 'Hôtel du Lac' ), array_keys( $places ) );
		$this->assertSame( array( 'MONTAUBAN', get_permalink( $hotel ), 'icon-hotels', 44.0175, 1.355 ), $places['Hôtel du Lac'] );
		$this->assertSame( 'SAINT-ANTONIN-NOBLE-VAL', $places['<img src=x onerror=alert(1)>'][0] );
		$this->assertStringContainsString( 'wp-block-acces-tourisme-map', $html );
	}

	public function test_the_shortcode_restricts_the_map_to_one_category_and_sets_its_height(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		$this->place( 'La Table Ouverte', 'restauration', 'Albi', 43.928, 2.146 );

		$data = $this->wrapper_data( do_shortcode( '[acces_carte categorie="hotels" hauteur="300"]' ) );

		$this->assertSame( array( 'Hôtel du Lac' ), array_keys( $this->places( $data ) ) );
		$this->assertSame( 300, $data['height'] );
		$this->assertSame( "Carte des prestataires\u{00a0}: Hôtels", $data['label'] );
		$this->assertSame( 1200, $this->wrapper_data( do_shortcode( '[acces_carte hauteur="99999"]' ) )['height'] );
	}

	public function test_without_javascript_a_list_map_says_why_and_links_to_the_list_of_its_places(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		$note = static fn( string $url ): string => '<noscript><p class="acces-map-noscript">La carte a besoin de JavaScript, que votre navigateur n’exécute pas. <a href="' . esc_url( $url ) . '">Voir la liste de ces prestataires</a></p></noscript></div>';

		$this->assertStringEndsWith( $note( get_term_link( 'hotels', ProviderCategory::TAXONOMY ) ), do_shortcode( '[acces_carte categorie="hotels"]' ) );
		$this->assertStringEndsWith( $note( get_post_type_archive_link( ProviderPostType::POST_TYPE ) ), do_shortcode( '[acces_carte]' ) );
		// On the list's own page the list is right below the map: the note does not link to the
		// same page again. Another list's map still links to its list.
		$this->visit( '/prestataires-accessibles/hotels/' );
		$this->assertStringEndsWith( '<noscript><p class="acces-map-noscript">La carte a besoin de JavaScript, que votre navigateur n’exécute pas.</p></noscript></div>', do_shortcode( '[acces_carte categorie="hotels"]' ) );
		$this->assertStringEndsWith( $note( get_post_type_archive_link( ProviderPostType::POST_TYPE ) ), do_shortcode( '[acces_carte]' ) );
		$this->visit( '/prestataires-accessibles/' );
		$this->assertStringNotContainsString( '<a ', do_shortcode( '[acces_carte]' ) );
		$this->assertStringEndsWith( $note( get_term_link( 'hotels', ProviderCategory::TAXONOMY ) ), do_shortcode( '[acces_carte categorie="hotels"]' ) );
	}

	public function test_without_javascript_a_place_map_says_why_and_names_its_place_when_known(): void {
		$id   = $this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		$why  = 'La carte a besoin de JavaScript, que votre navigateur n’exécute pas.';
		$note = static fn( string $text ): string => '<noscript><p class="acces-map-noscript">' . $text . '</p></noscript></div>';

		$this->assertStringEndsWith( $note( $why ), do_shortcode( '[acces_carte_lieu lat="43.9" lng="1.4"]' ) );
		$this->assertStringEndsWith( $note( $why . " Le lieu\u{00a0}: Hôtel du Lac, MONTAUBAN." ), do_shortcode( '[acces_carte_lieu prestataire="' . $id . '"]' ) );
		// The name is text, never markup.
		$other = $this->place( 'Chez <b>Léa</b> & fils', 'hotels', 'Albi', 43.928, 2.146 );
		$this->assertStringEndsWith( $note( $why . " Le lieu\u{00a0}: Chez Léa &amp; fils, ALBI." ), do_shortcode( '[acces_carte_lieu prestataire="' . $other . '"]' ) );
	}

	public function test_an_unknown_category_shows_nothing_to_visitors_and_a_french_notice_to_editors(): void {
		$this->assertSame( '', do_shortcode( '[acces_carte categorie="nulle-part"]' ) );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame(
			"<p class=\"acces-map-notice\">Carte\u{00a0}: la catégorie «\u{00a0}nulle-part\u{00a0}» n’existe pas, la carte n’est donc pas affichée.</p>",
			do_shortcode( '[acces_carte categorie="nulle-part"]' )
		);
	}

	public function test_beyond_the_inline_limit_the_places_are_fetched_from_the_route(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		$this->place( 'Hôtel des Quais', 'hotels', 'Moissac', 44.104, 1.085 );
		add_filter( 'acces_map_inline_limit', static fn() => 1 );

		$data = $this->wrapper_data( do_shortcode( '[acces_carte categorie="hotels"]' ) );

		$this->assertArrayNotHasKey( 'places', $data );
		$this->assertSame( 2, $data['count'] );
		$this->assertSame( rest_url( 'acces/v1/map-places' ) . '?categorie=hotels', $data['source'] );
	}

	public function test_the_place_shortcode_with_coordinates_gives_a_point(): void {
		$data = $this->wrapper_data( do_shortcode( '[acces_carte_lieu lat="43.9" lng="1.4"]' ) );
		$this->assertSame( 43.9, $data['lat'] );
		$this->assertSame( 1.4, $data['lng'] );
		$this->assertArrayNotHasKey( 'places', $data );
		$this->assertSame( 'Carte de l’emplacement', $data['label'] );
	}

	public function test_bad_coordinates_or_no_point_render_nothing(): void {
		$this->assertSame( '', do_shortcode( '[acces_carte_lieu lat="95" lng="1.4"]' ) );
		$this->assertSame( '', do_shortcode( '[acces_carte_lieu]' ), 'Neither a list nor a point: nothing.' );
		$without = $this->provider( 'Sans coordonnées', 'hotels', array( 'acces_commune' => 'Caussade' ) );
		$this->assertSame( '', do_blocks( '<!-- wp:acces-tourisme/map-place {"providerId":' . $without . '} /-->' ) );
		$this->assertFalse( wp_script_is( 'acces-map-index', 'enqueued' ), 'No map, no map script.' );
	}

	public function test_the_place_block_and_shortcode_use_the_chosen_or_current_provider(): void {
		$id = $this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );

		$data = $this->wrapper_data( do_blocks( '<!-- wp:acces-tourisme/map-place {"providerId":' . $id . '} /-->' ) );
		$this->assertSame( array( 44.0175, 1.355, 'Hôtel du Lac', 'MONTAUBAN' ), array( $data['lat'], $data['lng'], $data['name'], $data['adress'] ) );
		$this->assertSame( "Hôtel du Lac\u{a0}: emplacement sur la carte", $data['label'] );

		$GLOBALS['post'] = get_post( $id );
		$data            = $this->wrapper_data( do_shortcode( '[acces_carte_lieu]' ) );
		$this->assertSame( array( 44.0175, 1.355, 'Hôtel du Lac' ), array( $data['lat'], $data['lng'], $data['name'] ) );
	}

	public function test_a_rendered_map_enqueues_its_script_style_and_settings_once(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		do_shortcode( '[acces_carte] [acces_carte_lieu lat="43.9" lng="1.4"]' );

		$this->assertTrue( wp_script_is( 'acces-map-index', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'acces-map-index', 'enqueued' ) );
		$before = array_values( array_filter( (array) wp_scripts()->get_data( 'acces-map-index', 'before' ) ) );
		$this->assertCount( 1, $before, 'The settings are printed once.' );
		$this->assertSame( 1, preg_match( '#^window\.accesMapSettings = (\{.*\});$#', $before[0], $m ) );
		$settings = json_decode( $m[1], true );
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $settings['tiles']['url'] );
		$this->assertStringContainsString( 'les contributeurs d’OpenStreetMap', $settings['tiles']['attribution'] );
		$this->assertSame(
			array(
				'lat' => 43.858,
				'lng' => 1.425,
			),
			$settings['defaultCenter']
		);
		$this->assertStringEndsWith( '/markers', $settings['iconBase'] );
		$this->assertSame( '', $settings['type'] );
	}

	public function test_a_page_without_a_map_enqueues_no_map_asset(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montauban', 44.0175, 1.355 );
		do_blocks( '<!-- wp:paragraph --><p>Bienvenue</p><!-- /wp:paragraph -->' );
		do_action( 'wp_enqueue_scripts' );
		$this->assertFalse( wp_script_is( 'acces-map-index', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'acces-map-index', 'enqueued' ) );
	}
}
