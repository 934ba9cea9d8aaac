<?php
/**
 * The templates that show the provider pages: the plugin's block templates in a block theme,
 * its PHP templates in a classic theme.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

use AccesTourisme\ProviderPages\PageTemplates;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Template selection.
 */
final class PageTemplatesTest extends TestCase {

	use ProviderFactory;
	use PageFixtures;

	/**
	 * Restores the request globals that visit() replaced.
	 */
	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = '/';
		parent::tear_down();
	}

	public function test_the_block_theme_gets_the_plugins_templates_around_its_header_and_footer(): void {
		$this->theme( 'twentytwentythree' );
		$found = get_block_templates( array( 'slug__in' => array( 'single-acces-provider', 'single' ) ) );
		$slugs = wp_list_pluck( $found, 'slug' );
		$this->assertContains( 'single-acces-provider', $slugs );
		$this->assertContains( 'single', $slugs );

		$template = $found[ array_search( 'single-acces-provider', $slugs, true ) ];
		$this->assertSame( 'twentytwentythree//single-acces-provider', $template->id );
		$this->assertSame( 'plugin', $template->source );
		$blocks = parse_blocks( $template->content );
		$names  = array_values( array_filter( wp_list_pluck( $blocks, 'blockName' ) ) );
		$this->assertSame( array( 'core/template-part', 'core/group', 'core/template-part' ), $names );
		$this->assertSame( array( 'header', 'footer' ), array( $blocks[0]['attrs']['slug'], end( $blocks )['attrs']['slug'] ) );
		$this->assertSame( 'twentytwentythree', $blocks[0]['attrs']['theme'] );

		foreach ( array( 'taxonomy-acces-provider-category', 'archive-acces-provider' ) as $slug ) {
			$list = get_block_templates( array( 'slug__in' => array( $slug ) ) );
			$this->assertCount( 1, $list );
			$this->assertStringContainsString( '<!-- wp:acces-tourisme/provider-list /-->', $list[0]->content );
		}
	}

	public function test_the_template_hierarchy_picks_them_before_the_themes_generic_ones(): void {
		$this->theme( 'twentytwentythree' );
		$single = resolve_block_template( 'single', array( 'single-acces-provider-x.php', 'single-acces-provider.php', 'single.php' ), '' );
		$this->assertSame( 'single-acces-provider', $single->slug );
		$tax = resolve_block_template( 'taxonomy', array( 'taxonomy-acces-provider-category-hotels.php', 'taxonomy-acces-provider-category.php', 'taxonomy.php', 'archive.php' ), '' );
		$this->assertSame( 'taxonomy-acces-provider-category', $tax->slug );
		$archive = resolve_block_template( 'archive', array( 'archive-acces-provider.php', 'archive.php' ), '' );
		$this->assertSame( 'archive-acces-provider', $archive->slug );
		// Other pages keep the theme's templates.
		$this->assertSame( 'single', resolve_block_template( 'single', array( 'single-post.php', 'single.php' ), '' )->slug );
	}

	public function test_a_template_customised_in_the_site_editor_wins(): void {
		$this->theme( 'twentytwentythree' );
		$id = wp_insert_post(
			array(
				'post_type'    => 'wp_template',
				'post_name'    => 'single-acces-provider',
				'post_title'   => 'Fiche personnalisée',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:paragraph --><p>Personnalisé</p><!-- /wp:paragraph -->',
			)
		);
		wp_set_object_terms( $id, 'twentytwentythree', 'wp_theme' );
		$found = get_block_templates( array( 'slug__in' => array( 'single-acces-provider' ) ) );
		$this->assertCount( 1, $found );
		$this->assertSame( 'custom', $found[0]->source );
		$this->assertStringContainsString( 'Personnalisé', $found[0]->content );
	}

	public function test_the_site_editor_can_open_the_plugins_template(): void {
		$this->theme( 'twentytwentythree' );
		$template = get_block_template( 'twentytwentythree//archive-acces-provider' );
		$this->assertInstanceOf( \WP_Block_Template::class, $template );
		$this->assertSame( 'Tous les prestataires accessibles', $template->title );
		$this->assertNull( get_block_template( 'twentytwentythree//archive-something-else' ) );
	}

	public function test_the_block_template_renders_the_provider_inside_the_themes_header_and_footer(): void {
		$this->theme( 'twentytwentythree' );
		$this->full_provider();
		$this->visit( '/prestataires-accessibles/hotels/hotel-des-remparts/' );
		$template = ( new PageTemplates() )->block_template( 'single-acces-provider' );
		$xpath    = $this->dom( do_blocks( $template->content ) );

		$this->assertSame( 1, $xpath->query( '//header[contains(@class,"wp-block-template-part")]' )->length );
		$this->assertSame( array( 'Hôtel des Remparts' ), $this->texts( $xpath, '//main//h1' ) );
		$this->assertSame( 1, $xpath->query( '//footer[contains(@class,"wp-block-template-part")]' )->length );
	}

	public function test_a_classic_theme_gets_the_plugins_php_templates_for_these_pages_only(): void {
		$this->theme( 'twentytwentyone' );
		$this->assertSame( array(), get_block_templates( array( 'slug__in' => array( 'single-acces-provider' ) ) ) );
		$templates = new PageTemplates();
		$dir       = dirname( __DIR__, 3 ) . '/includes/ProviderPages/templates/';

		$this->full_provider();
		$this->visit( '/prestataires-accessibles/hotels/hotel-des-remparts/' );
		$this->assertSame( $dir . 'provider.php', $templates->classic_template( '/theme/single.php' ) );
		$this->visit( '/prestataires-accessibles/hotels/' );
		$this->assertSame( $dir . 'provider-list.php', $templates->classic_template( '/theme/archive.php' ) );
		$this->visit( '/prestataires-accessibles/' );
		$this->assertSame( $dir . 'provider-list.php', $templates->classic_template( '/theme/archive.php' ) );
		$this->visit( '/' );
		$this->assertSame( '/theme/index.php', $templates->classic_template( '/theme/index.php' ) );

		$this->assertFileExists( $dir . 'provider.php' );
		$this->assertFileExists( $dir . 'provider-list.php' );
	}

	public function test_block_themes_keep_the_template_wordpress_chose(): void {
		$this->theme( 'twentytwentythree' );
		$this->full_provider();
		$this->visit( '/prestataires-accessibles/hotels/hotel-des-remparts/' );
		$canvas = ABSPATH . WPINC . '/template-canvas.php';
		$this->assertSame( $canvas, ( new PageTemplates() )->classic_template( $canvas ) );
	}
}
