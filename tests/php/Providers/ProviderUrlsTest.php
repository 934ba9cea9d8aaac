<?php
/**
 * The provider post type, its URLs and the permanent redirects from old URLs.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Providers\ProviderRedirects;
use AccesTourisme\Tests\TestCase;

/**
 * Registration, URLs, redirects.
 */
final class ProviderUrlsTest extends TestCase {

	use ProviderFactory;

	/**
	 * Where a visit to a path is sent (null: no redirect).
	 *
	 * @param string $path Path.
	 */
	private function redirect_of( string $path ): ?string {
		$this->visit( $path );
		return ( new ProviderRedirects() )->redirect_target();
	}

	public function test_post_type_is_public_in_rest_and_in_the_site_search(): void {
		$type = get_post_type_object( ProviderPostType::POST_TYPE );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->public );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'acces-providers', $type->rest_base );
		$this->assertFalse( $type->exclude_from_search );
		$this->assertSame( 'Prestataires', $type->labels->name );

		$taxonomy = get_taxonomy( ProviderCategory::TAXONOMY );
		$this->assertTrue( $taxonomy->public );
		$this->assertTrue( $taxonomy->show_in_rest );

		$id    = $this->provider( 'Auberge Zygomatique du Lac' );
		$found = new \WP_Query( array( 's' => 'Zygomatique' ) );
		$this->assertSame( array( $id ), wp_list_pluck( $found->posts, 'ID' ), 'The site search finds providers.' );
	}

	public function test_urls_of_a_provider_a_category_and_the_directory(): void {
		$id = $this->provider( 'Hôtel du Vieux Pont', 'hotels' );
		$this->assertSame( home_url( '/prestataires-accessibles/hotels/hotel-du-vieux-pont/' ), get_permalink( $id ) );
		$this->assertSame( home_url( '/prestataires-accessibles/hotels/' ), get_term_link( 'hotels', ProviderCategory::TAXONOMY ) );
		$this->assertSame( home_url( '/prestataires-accessibles/' ), get_post_type_archive_link( ProviderPostType::POST_TYPE ) );
		$this->assertSame( get_permalink( $id ), ProviderPostType::url( 'hotels', 'hotel-du-vieux-pont' ) );

		$lost = $this->provider( 'Sans catégorie', '' );
		$this->assertSame( home_url( '/prestataires-accessibles/sans-categorie/sans-categorie/' ), get_permalink( $lost ) );
	}

	public function test_each_url_opens_its_page(): void {
		$id = $this->provider( 'Gîte des Tilleuls', 'hebergements-locatifs-meubles-et-chambres-dhotes' );

		$this->visit( '/prestataires-accessibles/hebergements-locatifs-meubles-et-chambres-dhotes/gite-des-tilleuls/' );
		$this->assertTrue( is_singular( ProviderPostType::POST_TYPE ) );
		$this->assertSame( $id, get_queried_object_id() );

		$this->visit( '/prestataires-accessibles/hebergements-locatifs-meubles-et-chambres-dhotes/' );
		$this->assertTrue( is_tax( ProviderCategory::TAXONOMY, 'hebergements-locatifs-meubles-et-chambres-dhotes' ) );
		$this->assertSame( array( $id ), wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' ) );

		$this->visit( '/prestataires-accessibles/' );
		$this->assertTrue( is_post_type_archive( ProviderPostType::POST_TYPE ) );
		$this->assertContains( $id, wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' ) );

		// The second page of a category is the category's, not a provider called "page".
		$this->visit( '/prestataires-accessibles/hotels/page/2/' );
		$this->assertSame( 'hotels', $GLOBALS['wp']->query_vars[ ProviderCategory::TAXONOMY ] ?? null );
		$this->assertSame( '2', $GLOBALS['wp']->query_vars['paged'] ?? null );

		$this->visit( '/prestataires-accessibles/hotels/nulle-part/' );
		$this->assertTrue( is_404() );
	}

	public function test_reserved_words_are_not_provider_slugs(): void {
		$id = $this->provider( 'Feed', 'hotels' );
		$this->assertNotSame( 'feed', get_post_field( 'post_name', $id ) );
	}

	public function test_the_current_url_is_not_redirected(): void {
		$this->provider( 'Le Moulin Bleu', 'restauration' );
		$this->assertNull( $this->redirect_of( '/prestataires-accessibles/restauration/le-moulin-bleu/' ) );
	}

	public function test_a_new_category_redirects_the_old_url(): void {
		$id = $this->provider( 'Le Moulin Bleu', 'restauration' );
		wp_set_object_terms( $id, 'hotels', ProviderCategory::TAXONOMY );
		$this->assertSame( home_url( '/prestataires-accessibles/hotels/le-moulin-bleu/' ), get_permalink( $id ) );
		$this->assertSame( get_permalink( $id ), $this->redirect_of( '/prestataires-accessibles/restauration/le-moulin-bleu/' ) );
	}

	public function test_a_new_slug_redirects_the_old_url(): void {
		$id = $this->provider( 'Le Moulin Bleu', 'restauration' );
		wp_update_post(
			array(
				'ID'        => $id,
				'post_name' => 'moulin-bleu-de-grisolles',
			)
		);
		$this->assertSame( home_url( '/prestataires-accessibles/restauration/moulin-bleu-de-grisolles/' ), get_permalink( $id ) );
		$this->assertSame( get_permalink( $id ), $this->redirect_of( '/prestataires-accessibles/restauration/le-moulin-bleu/' ) );
	}

	public function test_every_previous_url_redirects_after_both_changed_twice(): void {
		$id = $this->provider( 'Le Moulin Bleu', 'restauration' );
		wp_update_post(
			array(
				'ID'        => $id,
				'post_name' => 'moulin-bleu',
			)
		);
		wp_set_object_terms( $id, 'hotels', ProviderCategory::TAXONOMY );
		$final = get_permalink( $id );
		$this->assertSame( home_url( '/prestataires-accessibles/hotels/moulin-bleu/' ), $final );
		$this->assertSame( $final, $this->redirect_of( '/prestataires-accessibles/restauration/le-moulin-bleu/' ) );
		$this->assertSame( $final, $this->redirect_of( '/prestataires-accessibles/restauration/moulin-bleu/' ) );
		$this->assertNull( $this->redirect_of( '/prestataires-accessibles/hotels/moulin-bleu/' ) );
	}

	public function test_an_old_url_whose_slug_was_taken_again_leads_to_its_first_owner(): void {
		$first = $this->provider( 'La Table Ronde', 'restauration' );
		wp_update_post(
			array(
				'ID'        => $first,
				'post_name' => 'table-ronde-moissac',
			)
		);
		$second = $this->provider( 'La Table Ronde', 'hotels' );
		$this->assertSame( 'la-table-ronde', get_post_field( 'post_name', $second ) );
		$this->assertSame( get_permalink( $first ), $this->redirect_of( '/prestataires-accessibles/restauration/la-table-ronde/' ) );
		$this->assertNull( $this->redirect_of( '/prestataires-accessibles/hotels/la-table-ronde/' ) );
	}

	public function test_a_renamed_category_redirects_its_old_archive(): void {
		$term = get_term_by( 'slug', 'restauration', ProviderCategory::TAXONOMY );
		$this->provider( 'Le Moulin Bleu', 'restauration' );
		wp_update_term( $term->term_id, ProviderCategory::TAXONOMY, array( 'slug' => 'restaurants' ) );
		$this->assertSame( home_url( '/prestataires-accessibles/restaurants/' ), $this->redirect_of( '/prestataires-accessibles/restauration/' ) );
		$this->assertSame( home_url( '/prestataires-accessibles/restaurants/le-moulin-bleu/' ), $this->redirect_of( '/prestataires-accessibles/restauration/le-moulin-bleu/' ) );
	}
}
