<?php
/**
 * The meta description of the directory's pages.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\ProviderPages\MetaDescription;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * What search engines are given as the snippet of each page type.
 */
final class MetaDescriptionTest extends TestCase {

	use ProviderFactory;

	/**
	 * Resets the request.
	 */
	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/';
		remove_all_filters( 'acces_tourisme_meta_description' );
		parent::tear_down();
	}

	/**
	 * The content attribute printed in the head for a path ('' when there is no tag).
	 *
	 * @param string $path Path.
	 */
	private function description( string $path ): string {
		$this->visit( $path );
		ob_start();
		( new MetaDescription() )->print_tag();
		$html = (string) ob_get_clean();
		if ( '' === $html ) {
			return '';
		}
		$this->assertSame( 1, preg_match( '#^<meta name="description" content="([^"]*)" />\n$#', $html, $m ), $html );
		return html_entity_decode( $m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	public function test_a_provider_without_excerpt_is_described_by_its_category_and_commune(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montech', 43.95, 1.23 );
		$this->assertSame(
			'Hôtel du Lac (Hôtels, Montech) : accessibilité par handicap, équipements et contact.',
			$this->description( '/prestataires-accessibles/hotels/hotel-du-lac/' )
		);
	}

	public function test_a_provider_s_excerpt_is_used_shortened_to_160_characters_at_a_word(): void {
		$long = str_repeat( 'Chambres adaptées et accueil attentif pour tous les visiteurs. ', 6 );
		$this->provider( 'Gîte des Saules', 'hotels', array( 'acces_commune' => 'Canals' ), array( 'post_excerpt' => $long ) );
		$text = $this->description( '/prestataires-accessibles/hotels/gite-des-saules/' );
		$this->assertLessThanOrEqual( 160, mb_strlen( $text ) );
		$this->assertStringStartsWith( 'Chambres adaptées et accueil attentif', $text );
		$this->assertStringEndsWith( '…', $text );
		$this->assertStringNotContainsString( '  ', $text );
	}

	public function test_the_end_of_a_paragraph_or_heading_separates_words(): void {
		$this->assertSame(
			'Notre engagement date de 2005. État de conformité Le site vise le RGAA.',
			MetaDescription::shorten( self::page_text( '<!-- wp:paragraph --><p>Notre engagement date de 2005.</p><!-- /wp:paragraph --><!-- wp:heading --><h2>État de conformité</h2><!-- /wp:heading --><p>Le site vise le <strong>RGAA</strong>.</p>' ) )
		);
	}

	public function test_a_long_page_is_described_as_if_read_whole(): void {
		$paragraph = '<!-- wp:paragraph {"className":"intro"} --><p class="intro">Accès de plain-pied, boucle magnétique &amp; menus en braille : <em>tout</em> est prévu.</p><!-- /wp:paragraph -->' . "\n\n";
		$content   = str_repeat( $paragraph, 400 ); // About 60 KB, far beyond what is read.
		$whole     = wp_strip_all_tags( preg_replace( '#</p>#', '$0 ', $content ) );
		$this->assertGreaterThan( 50000, strlen( $content ) );
		$this->assertSame( MetaDescription::shorten( $whole ), MetaDescription::shorten( self::page_text( $content ) ) );
		$this->assertSame( MetaDescription::shorten( $whole ), MetaDescription::shorten( $content ) );
		$this->assertStringStartsWith( 'Accès de plain-pied, boucle magnétique & menus en braille : tout est prévu. Accès', MetaDescription::shorten( $content ) );
		$this->assertStringEndsWith( '…', MetaDescription::shorten( $content ) );
	}

	public function test_a_long_text_is_described_from_its_beginning_as_from_the_whole(): void {
		// 40 bytes a sentence: the window (2,048 bytes) ends inside "&amp;" and inside "<em>".
		$sentence = 'Accès &amp; <em>confort</em> pour tous. ';
		foreach ( array( 0, 1, 3, 7, 9 ) as $shift ) {
			$text = str_repeat( 'x', $shift ) . ' ' . str_repeat( $sentence, 120 );
			// The same beginning, short enough to be made plain whole.
			$short = str_repeat( 'x', $shift ) . ' ' . str_repeat( $sentence, 30 );
			$this->assertLessThan( 2048, strlen( $short ) );
			$this->assertStringStartsWith( ltrim( str_repeat( 'x', $shift ) . ' Accès & confort pour tous. Accès' ), MetaDescription::shorten( $text ) );
			$this->assertSame( MetaDescription::shorten( $short ), MetaDescription::shorten( $text ), "shift $shift" );
		}
		// Markup so dense that the window holds too little text: the whole is read.
		$dense = str_repeat( '<span class="un-nom-de-classe-assez-long-pour-le-test">a</span>', 60 ) . ' Fin du texte.';
		$this->assertGreaterThan( 2048, strlen( $dense ) );
		$this->assertSame( str_repeat( 'a', 60 ) . ' Fin du texte.', MetaDescription::shorten( $dense ) );
	}

	public function test_a_long_page_s_shortcodes_and_scripts_are_still_removed(): void {
		add_shortcode( 'acces_test_box', static fn() => 'BOX' );
		$filler  = str_repeat( '<p>Texte de remplissage pour une page longue.</p>', 300 );
		$content = '<p>Début.</p>[acces_test_box]Contenu caché du shortcode[/acces_test_box]<script>var secret = 1;</script>' . $filler;
		$text    = MetaDescription::shorten( self::page_text( $content ) );
		remove_shortcode( 'acces_test_box' );
		$this->assertStringStartsWith( 'Début. Texte de remplissage', $text );
		$this->assertStringNotContainsString( 'caché', $text );
		$this->assertStringNotContainsString( 'secret', $text );
		// A script cut by the window would leave its code in the text: the whole is read then.
		$this->assertStringNotContainsString( 'secret', MetaDescription::shorten( '<p>Début.</p><script>var secret = 1;</script>' . $filler ) );
	}

	public function test_a_category_page_and_the_archive_have_a_french_sentence(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montech', 43.95, 1.23 );
		$this->assertSame(
			'Hôtels qui accueillent les personnes handicapées : adresses, accessibilité par handicap et contact, sur une carte et dans une liste.',
			$this->description( '/prestataires-accessibles/hotels/' )
		);
		$this->assertStringStartsWith( 'Tous les lieux de tourisme et de loisirs accessibles', $this->description( '/prestataires-accessibles/' ) );
	}

	public function test_a_page_is_described_by_its_text_and_a_map_search_page_by_what_it_does(): void {
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'À propos',
				'post_name'    => 'a-propos',
				'post_content' => '<!-- wp:paragraph --><p>Notre annuaire recense les lieux accessibles du Tarn-et-Garonne.</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertSame( 'Notre annuaire recense les lieux accessibles du Tarn-et-Garonne.', $this->description( '/a-propos/' ) );
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Chercher',
				'post_name'    => 'chercher',
				'post_content' => '<!-- wp:acces-tourisme/map-search /-->',
			)
		);
		$this->assertSame( 'Trouvez des lieux de tourisme et de loisirs accessibles sur une carte, par catégorie, commune et handicap.', $this->description( '/chercher/' ) );
	}

	public function test_the_text_is_escaped_and_a_filter_can_remove_the_tag(): void {
		$this->provider( 'Piège', 'hotels', array(), array( 'post_excerpt' => '"><script>alert(1)</script> Accueil <b>chaleureux</b>' ) );
		$this->visit( '/prestataires-accessibles/hotels/piege/' );
		ob_start();
		( new MetaDescription() )->print_tag();
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '"><', $html );
		$this->assertStringContainsString( 'Accueil chaleureux', $html );

		add_filter( 'acces_tourisme_meta_description', '__return_empty_string' );
		$this->assertSame( '', $this->description( '/prestataires-accessibles/hotels/piege/' ) );
	}

	/**
	 * The text that the description of a page with this content is made from.
	 *
	 * @param string $content Post content.
	 */
	private static function page_text( string $content ): string {
		return MetaDescription::page_text( new \WP_Post( (object) array( 'ID' => 0, 'post_content' => $content ) ) );
	}
}
