<?php
/**
 * The six default provider categories: French names, slugs, existing sites.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Tests\TestCase;

/**
 * Default names in French typography; a category is found by its slug, never created twice.
 */
final class ProviderCategoryTest extends TestCase {

	private const GUEST_ROOMS = 'hebergements-locatifs-meubles-et-chambres-dhotes';

	/**
	 * Removes every category.
	 */
	private function no_categories(): void {
		foreach ( get_terms( array( 'taxonomy' => ProviderCategory::TAXONOMY, 'hide_empty' => false ) ) as $term ) {
			wp_delete_term( $term->term_id, ProviderCategory::TAXONOMY );
		}
	}

	/**
	 * Every category: slug => name.
	 *
	 * @return array<string, string>
	 */
	private function categories(): array {
		$names = array();
		foreach ( get_terms( array( 'taxonomy' => ProviderCategory::TAXONOMY, 'hide_empty' => false ) ) as $term ) {
			$names[ $term->slug ] = $term->name;
		}
		return $names;
	}

	public function test_the_default_names_use_the_typographic_apostrophe_and_the_slugs_stay(): void {
		$defaults = ProviderCategory::defaults();
		$this->assertSame( 'Hébergements locatifs meublés et chambres d’hôtes', $defaults[ self::GUEST_ROOMS ] );
		foreach ( $defaults as $slug => $name ) {
			$this->assertStringNotContainsString( "'", $name, $slug );
			$this->assertMatchesRegularExpression( '/^[a-z-]+$/', $slug );
		}
		$this->assertSame(
			array( 'residences', 'equipements-de-loisirs', 'restauration', 'hotels', self::GUEST_ROOMS, 'villages-vacances' ),
			array_keys( $defaults )
		);

		$this->no_categories();
		ProviderCategory::create_default_terms();
		$this->assertSame( 'Hébergements locatifs meublés et chambres d’hôtes', $this->categories()[ self::GUEST_ROOMS ] );
	}

	public function test_an_existing_site_keeps_its_category_found_by_slug_and_gets_the_new_name(): void {
		$this->no_categories();
		// As an earlier version created it, with a provider in it.
		$old = wp_insert_term( 'Hébergements locatifs meublés et chambres d\'hôtes', ProviderCategory::TAXONOMY, array( 'slug' => self::GUEST_ROOMS ) );
		$this->assertIsArray( $old );
		$provider = wp_insert_post(
			array(
				'post_type'   => ProviderPostType::POST_TYPE,
				'post_title'  => 'Gîte du Moulin',
				'post_status' => 'publish',
			)
		);
		wp_set_object_terms( $provider, array( (int) $old['term_id'] ), ProviderCategory::TAXONOMY );

		ProviderCategory::create_default_terms();
		ProviderCategory::create_default_terms(); // Idempotent.

		$categories = $this->categories();
		$this->assertCount( 6, $categories, 'No category created twice.' );
		$this->assertSame( 'Hébergements locatifs meublés et chambres d’hôtes', $categories[ self::GUEST_ROOMS ] );
		$term = get_term_by( 'slug', self::GUEST_ROOMS, ProviderCategory::TAXONOMY );
		$this->assertSame( (int) $old['term_id'], $term->term_id, 'The same term: its providers and its URL stay.' );
		$this->assertSame( self::GUEST_ROOMS, ProviderCategory::slug_of( $provider ) );
	}

	public function test_a_category_renamed_by_an_editor_keeps_its_name(): void {
		$this->no_categories();
		wp_insert_term( 'Gîtes et chambres d\'hôtes', ProviderCategory::TAXONOMY, array( 'slug' => self::GUEST_ROOMS ) );
		wp_insert_term( 'Nos hôtels', ProviderCategory::TAXONOMY, array( 'slug' => 'hotels' ) );

		ProviderCategory::create_default_terms();

		$categories = $this->categories();
		$this->assertCount( 6, $categories );
		$this->assertSame( 'Gîtes et chambres d\'hôtes', $categories[ self::GUEST_ROOMS ] );
		$this->assertSame( 'Nos hôtels', $categories['hotels'] );
	}
}
