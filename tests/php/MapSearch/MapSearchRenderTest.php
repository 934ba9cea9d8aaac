<?php
/**
 * The map search block and shortcode: without JavaScript, a GET form of native selects and a
 * list filtered by the server; the wrapper's data for the script; assets only where it is.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\MapSearch;

use AccesTourisme\MapSearch\MapSearchShortcode;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Block acces-tourisme/map-search, shortcode [acces_recherche_carte].
 */
final class MapSearchRenderTest extends TestCase {

	use ProviderFactory;

	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$GLOBALS['post']       = null;
		wp_scripts();
		wp_styles();
		// Under PHPUnit the shortcodes added on "init" are lost (see PortfolioBlockTest).
		if ( ! shortcode_exists( MapSearchShortcode::TAG ) ) {
			( new MapSearchShortcode() )->register();
		}
		$this->place( 'Hôtel du Quercy', 'hotels', 'Montauban', 44.01, 1.35, array( 'acces_disabilities' => array( 'moteur', 'auditif' ) ) );
		$this->place( 'Le Relais', 'hotels', 'Caussade', 44.16, 1.53, array( 'acces_disabilities' => array( 'visuel' ) ) );
		$this->place( 'Auberge des Saules', 'restauration', 'Moissac', 44.10, 1.08, array( 'acces_disabilities' => array( 'moteur' ) ) );
		$this->place( 'Base de loisirs', 'equipements-de-loisirs', 'Montauban', 44.02, 1.36, array( 'acces_disabilities' => array( 'visuel', 'mental' ) ) );
		// Not on the map: no coordinates, or not published.
		$this->provider( 'Sans coordonnées', 'hotels', array( 'acces_commune' => 'Albi' ) );
		$this->place( 'Brouillon', 'hotels', 'Toulouse', 43.6, 1.44, array() );
		wp_update_post(
			array(
				'ID'          => (int) get_page_by_title( 'Brouillon', OBJECT, 'acces-provider' )->ID,
				'post_status' => 'draft',
			)
		);
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$GLOBALS['post']       = null;
		remove_all_filters( 'acces_map_search_inline_limit' );
		parent::tear_down();
	}

	/**
	 * The search with this query string as $_GET.
	 *
	 * @param array<string, mixed> $get Query parameters.
	 */
	private function search( array $get = array() ): string {
		$_GET = wp_slash( $get );
		return do_shortcode( '[acces_recherche_carte]' );
	}

	/**
	 * The result names, in order.
	 *
	 * @param string $html Markup.
	 * @return string[]
	 */
	private function results( string $html ): array {
		preg_match_all( '#<h3 class="acces-map-search__result-title"><a href="[^"]*">([^<]*)</a></h3>#', $html, $m );
		return array_map( static fn ( $name ) => html_entity_decode( $name, ENT_QUOTES, 'UTF-8' ), $m[1] );
	}

	/**
	 * The options of a select: value => [label, selected].
	 *
	 * @param string $html Markup.
	 * @param string $name The select's name.
	 * @return array<string, array{0: string, 1: bool}>
	 */
	private function select_options( string $html, string $name ): array {
		$this->assertSame( 1, preg_match( '#<select id="[^"]+" name="' . preg_quote( $name, '#' ) . '"[^>]*>(.*?)</select>#s', $html, $m ), "The select $name is rendered." );
		preg_match_all( '#<option value="([^"]*)"( selected)?>([^<]*)</option>#', $m[1], $options, PREG_SET_ORDER );
		$out = array();
		foreach ( $options as $option ) {
			$out[ html_entity_decode( $option[1], ENT_QUOTES, 'UTF-8' ) ] = array( html_entity_decode( $option[3], ENT_QUOTES, 'UTF-8' ), '' !== $option[2] );
		}
		return $out;
	}

	/**
	 * The decoded data-acces-search of the wrapper.
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private function wrapper_data( string $html ): array {
		$this->assertSame( 1, preg_match( '#<div ([^>]*)data-acces-search="([^"]*)">#', $html, $m ), 'A search wrapper is rendered.' );
		$this->assertStringContainsString( 'acces-map-search', $m[1] );
		$data = json_decode( html_entity_decode( $m[2], ENT_QUOTES, 'UTF-8' ), true );
		$this->assertIsArray( $data );
		return $data;
	}

	public function test_without_a_query_the_form_offers_every_filter_and_the_list_every_place(): void {
		$html = $this->search();
		$this->assertMatchesRegularExpression( '#<form class="acces-map-search__form" method="get" action="[^"]*" role="search" aria-label="Recherche de prestataires">#', $html );
		$categories = $this->select_options( $html, 'categorie[]' );
		$this->assertSame( array( 'residences', 'equipements-de-loisirs', 'restauration', 'hotels', 'hebergements-locatifs-meubles-et-chambres-dhotes', 'villages-vacances' ), array_keys( $categories ) );
		$this->assertSame( array( 'Hôtels', false ), $categories['hotels'] );
		$this->assertSame( 'Hébergements locatifs meublés et chambres d’hôtes', $categories['hebergements-locatifs-meubles-et-chambres-dhotes'][0] );
		$this->assertSame( array( 'Caussade', 'Moissac', 'Montauban' ), array_keys( $this->select_options( $html, 'commune[]' ) ) );
		$this->assertSame(
			array(
				'moteur'  => array( 'Handicap moteur', false ),
				'visuel'  => array( 'Handicap visuel', false ),
				'auditif' => array( 'Handicap auditif', false ),
				'mental'  => array( 'Handicap mental', false ),
			),
			$this->select_options( $html, 'acces[]' )
		);
		$this->assertSame(
			array(
				'nom'     => array( 'Nom', true ),
				'commune' => array( 'Commune', false ),
			),
			$this->select_options( $html, 'tri' )
		);
		foreach ( array( 'Catégorie', 'Commune', 'Accessibilité', 'Trier par' ) as $label ) {
			$this->assertMatchesRegularExpression( '#<label for="acces-recherche-\d+-[a-z]+">' . preg_quote( esc_html( $label ), '#' ) . '</label>#', $html );
		}
		$this->assertStringContainsString( 'multiple size="', $html );
		$this->assertStringContainsString( '<button type="submit" class="acces-map-search__submit">Afficher les prestataires</button>', $html );
		$this->assertStringContainsString( '<p class="acces-map-search__count" role="status">4 prestataires trouvés</p>', $html );
		$this->assertSame( array( 'Auberge des Saules', 'Base de loisirs', 'Hôtel du Quercy', 'Le Relais' ), $this->results( $html ) );
		$this->assertStringContainsString( 'MONTAUBAN, Hôtels', $html );
		$this->assertStringContainsString( "Handicaps accueillis\u{00A0}: Handicap moteur, Handicap auditif", $html );
	}

	public function test_the_form_filters_on_the_server_or_within_and_across_filters(): void {
		$html = $this->search(
			array(
				'categorie' => array( 'hotels' ),
				'acces'     => array( 'moteur' ),
			)
		);
		$this->assertStringContainsString( 'role="status">1 prestataire trouvé</p>', $html );
		$this->assertSame( array( 'Hôtel du Quercy' ), $this->results( $html ) );
		$this->assertTrue( $this->select_options( $html, 'categorie[]' )['hotels'][1] );
		$this->assertFalse( $this->select_options( $html, 'categorie[]' )['restauration'][1] );
		$this->assertTrue( $this->select_options( $html, 'acces[]' )['moteur'][1] );

		$html = $this->search(
			array(
				'categorie' => 'hotels,restauration',
				'acces'     => 'moteur,visuel',
			)
		);
		$this->assertSame( array( 'Auberge des Saules', 'Hôtel du Quercy', 'Le Relais' ), $this->results( $html ) );

		$html = $this->search( array( 'commune' => 'montauban' ) );
		$this->assertSame( array( 'Base de loisirs', 'Hôtel du Quercy' ), $this->results( $html ) );
		$this->assertTrue( $this->select_options( $html, 'commune[]' )['Montauban'][1] );
	}

	public function test_no_result_is_said_in_french_and_lists_nothing(): void {
		$html = $this->search( array( 'categorie' => array( 'villages-vacances' ) ) );
		$this->assertStringContainsString( 'role="status">Aucun prestataire ne correspond à ces critères</p>', $html );
		$this->assertSame( array(), $this->results( $html ) );
		$this->assertStringNotContainsString( '<ul class="acces-map-search__list">', $html );
	}

	public function test_bad_query_values_are_ignored_without_a_notice(): void {
		$html = $this->search(
			array(
				'categorie' => array( 'piscines', array( 'hotels' ) ),
				'commune'   => '"><script>alert(1)</script>',
				'acces'     => array( 'moteur' => array( 'x' ) ),
				'tri'       => 'prix',
				'pg'        => 'abc',
			)
		);
		$this->assertStringContainsString( 'role="status">4 prestataires trouvés</p>', $html );
		$this->assertCount( 4, $this->results( $html ) );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertTrue( $this->select_options( $html, 'tri' )['nom'][1] );
		$this->assertStringContainsString( self::french( '<p class="acces-map-search__ignored">Ces valeurs de recherche n’existent pas et ont été ignorées : Catégorie « piscines », Commune « &quot;&gt; ».</p>' ), $html );
	}

	/**
	 * A French text as the translation writes it: no-break spaces before a colon and inside « ».
	 *
	 * @param string $text Text with plain spaces.
	 */
	private static function french( string $text ): string {
		return str_replace( array( ' :', '« ', ' »' ), array( "\u{a0}:", "«\u{a0}", "\u{a0}»" ), $text );
	}

	public function test_values_of_the_link_that_do_not_exist_are_said_before_the_form(): void {
		$html = $this->search(
			array(
				'categorie' => 'hotels',
				'commune'   => 'Montaubn',
				'acces'     => 'psy,' . str_repeat( 'x', 50 ) . ',a,b,c,d',
			)
		);
		$notice = self::french( '<p class="acces-map-search__ignored">Ces valeurs de recherche n’existent pas et ont été ignorées : Commune « Montaubn », Accessibilité « psy », Accessibilité « ' . str_repeat( 'x', 39 ) . '… », Accessibilité « a », Accessibilité « b », et 2 autres.</p>' );
		$this->assertStringContainsString( $notice . '<form class="acces-map-search__form"', $html );
		$this->assertSame( 1, substr_count( $html, 'acces-map-search__ignored' ) );
		$this->assertStringNotContainsString( 'acces-map-search__ignored', $this->search( array( 'categorie' => 'hotels' ) ) );
	}

	public function test_sorts_by_commune_then_name(): void {
		$html = $this->search( array( 'tri' => 'commune' ) );
		$this->assertSame( array( 'Le Relais', 'Auberge des Saules', 'Base de loisirs', 'Hôtel du Quercy' ), $this->results( $html ) );
		$this->assertTrue( $this->select_options( $html, 'tri' )['commune'][1] );
	}

	public function test_long_lists_are_paged_with_links_that_keep_the_search(): void {
		for ( $i = 1; $i <= 50; $i++ ) {
			$this->place( sprintf( 'Gîte %02d', $i ), 'hotels', 'Caussade', 44.1, 1.5, array( 'acces_disabilities' => array( 'moteur' ) ) );
		}
		$html = $this->search( array( 'categorie' => array( 'hotels' ) ) );
		$this->assertStringContainsString( 'role="status">52 prestataires trouvés</p>', $html );
		$this->assertCount( 50, $this->results( $html ) );
		$this->assertStringContainsString( 'Page 1 sur 2', $html );
		$this->assertMatchesRegularExpression( '#<a href="[^"]*categorie=hotels(&|&amp;|&\#038;)pg=2\#acces-recherche-\d+-results-title" rel="next">Page suivante</a>#', $html );
		$this->assertStringNotContainsString( 'rel="prev"', $html );

		$html = $this->search(
			array(
				'categorie' => array( 'hotels' ),
				'pg'        => '2',
			)
		);
		$this->assertSame( array( 'Hôtel du Quercy', 'Le Relais' ), $this->results( $html ) );
		$this->assertStringContainsString( 'rel="prev">Page précédente</a>', $html );
		// A page beyond the last shows the last.
		$this->assertCount(
			2,
			$this->results(
				$this->search(
					array(
						'categorie' => array( 'hotels' ),
						'pg'        => '9',
					)
				)
			)
		);
	}

	public function test_the_wrapper_gives_the_script_the_options_and_the_places(): void {
		$data = $this->wrapper_data( $this->search() );
		$this->assertSame( 450, $data['height'] );
		$this->assertSame( 4, $data['count'] );
		$this->assertSame( array( 'Caussade', 'Moissac', 'Montauban' ), array_column( $data['options']['commune'], 'value' ) );
		$this->assertSame(
			array(
				'value' => 'moteur',
				'label' => 'Handicap moteur',
			),
			$data['options']['acces'][0]
		);
		$this->assertSame( array( 'nom', 'commune' ), array_column( $data['options']['tri'], 'value' ) );
		// The places in maps' compact form (src/map/places.ts decodes it): the four on the map only.
		$this->assertIsArray( $data['places'] );
		$compact = (string) wp_json_encode( $data['places'], JSON_UNESCAPED_UNICODE );
		foreach ( array( 'Hôtel du Quercy', 'Le Relais', 'Auberge des Saules', 'Base de loisirs' ) as $name ) {
			$this->assertStringContainsString( '"' . $name . '"', $compact );
		}
		$this->assertStringNotContainsString( 'Sans coordonnées', $compact );
		$this->assertStringNotContainsString( 'Brouillon', $compact );
		$this->assertArrayNotHasKey( 'source', $data );

		add_filter( 'acces_map_search_inline_limit', static fn () => 2 );
		$data = $this->wrapper_data( $this->search() );
		$this->assertArrayNotHasKey( 'places', $data );
		$this->assertStringContainsString( '/acces/v1/map-places', $data['source'] );
	}

	public function test_names_are_escaped(): void {
		// An administrator may save any title (unfiltered_html): it is still printed as text.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->place( '<img src=x onerror=alert(1)>', 'hotels', 'Moissac', 44.1, 1.1 );
		$html = $this->search();
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( 'onerror=alert(1)>', str_replace( '&gt;', '', $html ) );
	}

	public function test_the_assets_load_only_where_the_search_is(): void {
		do_shortcode( '[gallery ids=""]<p>Texte</p>' );
		$this->assertFalse( wp_script_is( 'acces-map-search-index', 'enqueued' ) );
		$this->search();
		$this->assertTrue( wp_script_is( 'acces-map-search-index', 'enqueued' ), 'The search script is enqueued with the search.' );
		$this->assertTrue( wp_style_is( 'acces-map-index', 'enqueued' ), 'The map stylesheet is enqueued with the search.' );
		$before = implode( "\n", (array) wp_scripts()->get_data( 'acces-map-search-index', 'before' ) );
		$this->assertStringContainsString( 'window.accesMapSettings', $before );
	}

	public function test_the_block_renders_the_same_search_with_its_height(): void {
		$html = render_block(
			array(
				'blockName'    => 'acces-tourisme/map-search',
				'attrs'        => array( 'height' => 320 ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertStringContainsString( 'wp-block-acces-tourisme-map-search', $html );
		$this->assertSame( 320, $this->wrapper_data( $html )['height'] );
		$this->assertStringContainsString( '4 prestataires trouvés', $html );
	}

	public function test_the_block_is_registered_from_its_block_json_with_an_editor_script(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'acces-tourisme/map-search' );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertSame( 450, $type->attributes['height']['default'] );
		$this->assertNotEmpty( $type->editor_script_handles );
		$this->assertFalse( $type->supports['multiple'] );
	}

	public function test_plain_permalinks_keep_the_page_in_hidden_fields(): void {
		$html = \AccesTourisme\MapSearch\SearchForm::render(
			'acces-recherche-9',
			'http://localhost/?page_id=12',
			new \AccesTourisme\MapSearch\SearchOptions(),
			\AccesTourisme\MapSearch\SearchRequest::from_query( array(), array() )
		);
		$this->assertStringContainsString( 'action="http://localhost/"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="page_id" value="12">', $html );
		$this->assertStringContainsString( 'class="acces-map-search__reset" href="http://localhost/?page_id=12"', $html );
	}
}
