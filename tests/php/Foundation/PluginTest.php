<?php
/**
 * The plugin boots, declares what it runs on and sets itself up on activation.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Lifecycle;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Tests\TestCase;

/**
 * Plugin header, activation, deactivation.
 */
final class PluginTest extends TestCase {

	public function test_header_declares_the_versions_the_suites_run_on(): void {
		$data = get_plugin_data( ACCES_TOURISME_FILE, false, false );
		$this->assertSame( 'Accès Tourisme', $data['Name'] );
		$this->assertSame( 'acces-tourisme', $data['TextDomain'] );
		$this->assertTrue( version_compare( get_bloginfo( 'version' ), $data['RequiresWP'], '>=' ), 'Runs on a WordPress older than its "Requires at least".' );
		$this->assertSame( '6.1', $data['RequiresWP'], 'The oldest WordPress the suites prove.' );
		$this->assertTrue( version_compare( PHP_VERSION, $data['RequiresPHP'], '>=' ) );
	}

	public function test_site_is_french(): void {
		$this->assertSame( 'fr_FR', get_locale() );
		$this->assertSame( 'Réglages', __( 'Settings' ) );
		$this->assertSame( 'Prestataires', __( 'Providers', 'acces-tourisme' ), 'The plugin\'s own French translations are loaded.' );
	}

	public function test_activation_creates_the_six_categories_with_french_names(): void {
		foreach ( get_terms( array( 'taxonomy' => ProviderCategory::TAXONOMY, 'hide_empty' => false ) ) as $term ) {
			wp_delete_term( $term->term_id, ProviderCategory::TAXONOMY );
		}
		Lifecycle::activate();
		Lifecycle::activate(); // Idempotent.
		$terms = get_terms(
			array(
				'taxonomy'   => ProviderCategory::TAXONOMY,
				'hide_empty' => false,
				'fields'     => 'id=>slug',
			)
		);
		$this->assertEqualsCanonicalizing(
			array( 'residences', 'equipements-de-loisirs', 'restauration', 'hotels', 'hebergements-locatifs-meubles-et-chambres-dhotes', 'villages-vacances' ),
			array_values( $terms )
		);
		$this->assertSame( 'Hébergements locatifs meublés et chambres d’hôtes', get_term_by( 'slug', 'hebergements-locatifs-meubles-et-chambres-dhotes', ProviderCategory::TAXONOMY )->name );
		$this->assertSame( 'Équipements de loisirs', get_term_by( 'slug', 'equipements-de-loisirs', ProviderCategory::TAXONOMY )->name );
	}

	/**
	 * As in a real deactivation request: the types were registered once, on "init".
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_activation_flushes_and_deactivation_removes_the_rewrite_rules(): void {
		Lifecycle::deactivate();
		$rules = (array) get_option( 'rewrite_rules' );
		$left  = preg_grep( '#^' . ProviderPostType::BASE_SLUG . '/#', array_keys( $rules ) );
		$this->assertEmpty( $left, 'Rules left: ' . implode( ', ', (array) $left ) );

		Lifecycle::activate();
		$rules = (array) get_option( 'rewrite_rules' );
		$this->assertNotEmpty( preg_grep( '#^' . ProviderPostType::BASE_SLUG . '/#', array_keys( $rules ) ) );
	}
}
