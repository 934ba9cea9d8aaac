<?php
/**
 * The provider detail page's content (the same renderer serves block and classic themes).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\ProviderPages\DetailRenderer;
use AccesTourisme\ProviderPages\ProviderBlocks;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * What a visitor reads on a provider's page.
 */
final class DetailPageTest extends TestCase {

	use ProviderFactory;
	use PageFixtures;

	/**
	 * Restores the request globals that visit() replaced.
	 */
	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/';
		parent::tear_down();
	}

	public function test_the_page_shows_name_category_commune_label_and_description(): void {
		$id    = $this->full_provider();
		$xpath = $this->dom( DetailRenderer::render( get_post( $id ) ) );

		$this->assertSame( array( 'Hôtel des Remparts' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( array( "Catégorie\u{a0}: Hôtels" ), $this->texts( $xpath, '//*[contains(@class,"acces-provider-category")]' ) );
		$this->assertSame( array( home_url( '/prestataires-accessibles/hotels/' ) ), $this->attrs( $xpath, '//*[contains(@class,"acces-provider-category")]/a', 'href' ) );
		$this->assertSame( array( 'MONTAUBAN' ), $this->texts( $xpath, '//*[contains(@class,"acces-provider-commune")]' ) );
		$this->assertSame( array( 'Labellisé Tourisme & Handicap' ), $this->texts( $xpath, '//*[contains(@class,"acces-provider-label")]' ) );
		$this->assertSame( array( 'Un hôtel au cœur de la ville.' ), $this->texts( $xpath, '//*[contains(@class,"acces-provider-description")]' ) );
		$this->assertSame( array( 'Accessibilité', 'Contact' ), $this->texts( $xpath, '//h2[not(ancestor::*[contains(@class,"acces-provider-map")])]' ) );
	}

	public function test_families_are_icons_with_text_and_features_a_list_in_the_catalogue_order(): void {
		$xpath = $this->dom( DetailRenderer::render( get_post( $this->full_provider() ) ) );

		$this->assertSame( array( 'Handicap moteur', 'Handicap visuel' ), $this->texts( $xpath, '//ul[@class="acces-families"]/li' ) );
		$this->assertSame( array( 'true', 'true' ), $this->attrs( $xpath, '//ul[@class="acces-families"]/li/*[local-name()="svg"]', 'aria-hidden' ) );
		$this->assertSame( array( 'Entrée de plain-pied', 'Chiens guides bienvenus' ), $this->texts( $xpath, '//ul[contains(@class,"acces-provider-features")]/li' ) );
		$this->assertSame( array( 'Handicaps accueillis', 'Équipements et services' ), $this->texts( $xpath, '//h3' ) );
	}

	public function test_address_and_contact_links(): void {
		$xpath = $this->dom( DetailRenderer::render( get_post( $this->full_provider() ) ) );

		$this->assertSame( array( '12 rue des Carmes82000 MONTAUBAN' ), $this->texts( $xpath, '//address' ) );
		$this->assertSame(
			array( 'tel:+33563123456', 'mailto:accueil@remparts.example', 'https://www.remparts.example/' ),
			$this->attrs( $xpath, '//ul[contains(@class,"acces-provider-contact-list")]//a', 'href' )
		);
		$this->assertSame(
			array( '05 63 12 34 56', 'accueil@remparts.example', "Site web du prestataire «\u{a0}Hôtel des Remparts\u{a0}»" ),
			$this->texts( $xpath, '//ul[contains(@class,"acces-provider-contact-list")]//a' )
		);
	}

	public function test_photos_link_to_their_full_size_file_with_the_attachment_alt_text(): void {
		$first  = $this->photo( 'terrasse', 'La terrasse de plain-pied' );
		$second = $this->photo( 'chambre', '' );
		$xpath  = $this->dom( DetailRenderer::render( get_post( $this->full_provider( array( 'acces_photos' => array( $first, $second ) ) ) ) ) );

		$uploads = wp_get_upload_dir()['baseurl'];
		$this->assertSame(
			array( $uploads . '/2024/06/terrasse.jpg', $uploads . '/2024/06/chambre.jpg' ),
			$this->attrs( $xpath, '//ul[contains(@class,"acces-provider-gallery")]/li/a', 'href' )
		);
		$this->assertSame(
			array( 'La terrasse de plain-pied', "Photo 2 du prestataire «\u{a0}Hôtel des Remparts\u{a0}»" ),
			$this->attrs( $xpath, '//ul[contains(@class,"acces-provider-gallery")]/li/a/img', 'alt' )
		);
		$this->assertContains( 'Photos', $this->texts( $xpath, '//h2' ) );
	}

	public function test_the_single_place_map_slot_gets_the_provider_and_its_coordinates(): void {
		$id       = $this->full_provider();
		$html     = DetailRenderer::render( get_post( $id ) );
		$expected = render_block(
			array(
				'blockName'    => 'acces-tourisme/map-place',
				'attrs'        => array(
					'providerId' => $id,
					'lat'        => 44.0176,
					'lng'        => 1.355,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		if ( '' === trim( $expected ) ) {
			// The maps feature is not there: the page has no map section at all.
			$this->assertStringNotContainsString( 'acces-provider-map', $html );
		} else {
			$this->assertStringContainsString( '<h2 id="acces-provider-' . $id . '-map">Localisation</h2>' . $expected, $html );
		}
	}

	public function test_a_provider_without_coordinates_has_no_map_and_a_sparse_one_shows_what_it_has(): void {
		$id   = $this->provider( 'Gîte des Saules', 'hebergements-locatifs-meubles-et-chambres-dhotes', array( 'acces_commune' => 'Grisolles' ) );
		$html = DetailRenderer::render( get_post( $id ) );

		$this->assertStringNotContainsString( 'data-acces-map', $html );
		$xpath = $this->dom( $html );
		$this->assertSame( array( 'Accessibilité', 'Contact' ), $this->texts( $xpath, '//h2' ) );
		$this->assertSame( array( 'GRISOLLES' ), $this->texts( $xpath, '//address' ) );
		$this->assertSame( array(), $this->attrs( $xpath, '//ul[contains(@class,"acces-provider-contact-list")]//a', 'href' ) );
		$this->assertSame( array( 'L’accessibilité de ce lieu n’a pas encore été décrite.' ), $this->texts( $xpath, '//section/p' ) );
		$this->assertSame( array( 'GRISOLLES' ), $this->texts( $xpath, '//*[contains(@class,"acces-provider-commune")]' ) );
		$this->assertSame( array(), $this->texts( $xpath, '//*[contains(@class,"acces-provider-label")]' ) );
	}

	public function test_the_back_link_leads_to_the_category_or_to_every_provider(): void {
		$xpath = $this->dom( DetailRenderer::render( get_post( $this->full_provider() ) ) );
		$this->assertSame( array( "Retour à la catégorie «\u{a0}Hôtels\u{a0}»" ), $this->texts( $xpath, '//p[contains(@class,"acces-provider-back")]/a' ) );
		$this->assertSame( array( home_url( '/prestataires-accessibles/hotels/' ) ), $this->attrs( $xpath, '//p[contains(@class,"acces-provider-back")]/a', 'href' ) );

		$orphan = $this->dom( DetailRenderer::render( get_post( $this->provider( 'Sans catégorie', '' ) ) ) );
		$this->assertSame( array( 'Retour à tous les prestataires accessibles' ), $this->texts( $orphan, '//p[contains(@class,"acces-provider-back")]/a' ) );
		$this->assertSame( array( home_url( '/prestataires-accessibles/' ) ), $this->attrs( $orphan, '//p[contains(@class,"acces-provider-back")]/a', 'href' ) );
	}

	public function test_a_title_made_of_markup_shows_as_text(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id = $this->full_provider();
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => '<img src=x onerror=alert(1)>Hôtel',
			)
		);
		wp_set_current_user( 0 );
		$xpath = $this->dom( DetailRenderer::render( get_post( $id ) ) );

		$this->assertSame( array( '<img src=x onerror=alert(1)>Hôtel' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( 0, $xpath->query( '//img[@onerror]' )->length );
	}

	public function test_the_page_is_the_same_for_every_visitor(): void {
		$id        = $this->full_provider();
		$anonymous = DetailRenderer::render( get_post( $id ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( $anonymous, DetailRenderer::render( get_post( $id ) ) );
	}

	public function test_the_details_block_prints_the_provider_of_the_visited_page(): void {
		$id = $this->full_provider();
		$this->visit( '/prestataires-accessibles/hotels/hotel-des-remparts/' );
		$this->assertSame( $id, get_queried_object_id() );

		$html = ( new ProviderBlocks() )->render_details();
		$this->assertSame( array( 'Hôtel des Remparts' ), $this->texts( $this->dom( $html ), '//h1' ) );

		// Outside a provider page, the block prints nothing.
		$this->visit( '/prestataires-accessibles/' );
		$this->assertSame( '', ( new ProviderBlocks() )->render_details() );
	}

	public function test_a_draft_given_by_context_is_not_shown_to_visitors(): void {
		$id    = $this->provider( 'Brouillon', 'hotels', array(), array( 'post_status' => 'draft' ) );
		$block = new \WP_Block(
			array(
				'blockName'    => ProviderBlocks::DETAILS,
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $id )
		);
		$this->assertSame( '', $block->render() );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertStringContainsString( '<h1', $block->render() );
	}
}
