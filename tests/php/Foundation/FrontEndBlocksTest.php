<?php
/**
 * The plugin's blocks on a front-end page: kept out of WordPress's block registry, rendered the
 * same as when registered.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Consent\CookieSettingsControl;
use AccesTourisme\Maps\MapBlocks;
use AccesTourisme\MapSearch\MapSearchBlock;
use AccesTourisme\Media\SliderBlock;
use AccesTourisme\Portfolio\PortfolioBlock;
use AccesTourisme\ProviderPages\ProviderBlocks;
use AccesTourisme\Request;
use AccesTourisme\Tests\Media\MediaFactory;
use AccesTourisme\Tests\Providers\ProviderFactory;
use AccesTourisme\Tests\TestCase;

/**
 * Every block renders the same HTML on a front-end page (not registered with WordPress) as on a
 * request that registers it (block supports, attribute defaults, context, render_block filters).
 */
final class FrontEndBlocksTest extends TestCase {

	use MediaFactory;
	use ProviderFactory;

	private const NAMES = array(
		'acces-tourisme/cookie-settings',
		'acces-tourisme/map',
		'acces-tourisme/map-place',
		'acces-tourisme/map-search',
		'acces-tourisme/portfolio',
		'acces-tourisme/slider',
		'acces-tourisme/provider-details',
		'acces-tourisme/provider-list',
	);

	/**
	 * The registered types, kept while a test plays a front-end page.
	 *
	 * @var array<string, \WP_Block_Type>
	 */
	private array $registered = array();

	protected function set_up(): void {
		parent::set_up();
		$this->reset_assets();
	}

	protected function tear_down(): void {
		$this->leave_front_end_page();
		$this->reset_assets();
		parent::tear_down();
	}

	/**
	 * Forgets BlockTypes' front-end state.
	 */
	private function reset_block_types(): void {
		foreach ( array( 'front' => array(), 'front_registry' => null ) as $property => $value ) {
			$reflection = new \ReflectionProperty( BlockTypes::class, $property );
			$reflection->setAccessible( true );
			$reflection->setValue( null, $value );
		}
		remove_filter( 'pre_render_block', array( BlockTypes::class, 'pre_render' ), PHP_INT_MAX );
	}

	/**
	 * From here on, the blocks are registered as a front-end page registers them (PHPUnit runs on
	 * the command line, which registers them with WordPress at init).
	 */
	private function enter_front_end_page(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( self::NAMES as $name ) {
			$this->registered[ $name ] = $registry->get_registered( $name );
			$registry->unregister( $name );
		}
		$this->reset_block_types();
		Request::assume( true );
		( new CookieSettingsControl() )->register_block();
		( new MapBlocks() )->register_blocks();
		( new MapSearchBlock() )->register_block();
		( new PortfolioBlock() )->register_block();
		( new SliderBlock() )->register_block();
		( new ProviderBlocks() )->register_blocks();
	}

	/**
	 * Back to the registered blocks.
	 */
	private function leave_front_end_page(): void {
		if ( ! $this->registered ) {
			return;
		}
		$this->reset_block_types();
		Request::assume( null );
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $this->registered as $name => $type ) {
			if ( $registry->is_registered( $name ) ) {
				$registry->unregister( $name );
			}
			$registry->register( $type );
		}
		$this->registered = array();
	}

	/**
	 * HTML without the per-request counters of element ids.
	 *
	 * @param string $html HTML.
	 */
	private static function same( string $html ): string {
		return (string) preg_replace( '/(acces-[a-z-]+?)-\d+\b/', '$1-N', $html );
	}

	public function test_a_front_end_page_keeps_the_blocks_out_of_the_registry_with_the_same_settings(): void {
		$full = array();
		foreach ( self::NAMES as $name ) {
			$full[ $name ] = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertInstanceOf( \WP_Block_Type::class, $full[ $name ], "$name is registered on other requests" );
		}
		$this->enter_front_end_page();
		foreach ( self::NAMES as $name ) {
			$this->assertFalse( \WP_Block_Type_Registry::get_instance()->is_registered( $name ), "$name stays out of WordPress's registry" );
			$front = BlockTypes::type( $name );
			$this->assertInstanceOf( \WP_Block_Type::class, $front );
			// block.json's settings and the attributes that the block supports add (className,
			// align, style, fontSize...), with their defaults.
			foreach ( array( 'api_version', 'attributes', 'supports', 'uses_context', 'provides_context', 'category', 'parent', 'ancestor' ) as $property ) {
				$this->assertSame( $full[ $name ]->$property, $front->$property, "$name: $property" );
			}
			$this->assertSame( get_class( $full[ $name ]->render_callback[0] ), get_class( $front->render_callback[0] ) );
			$this->assertSame( $full[ $name ]->render_callback[1], $front->render_callback[1] );
			$this->assertSame( array(), $front->editor_script_handles, "$name: no editor script on a page" );
		}
	}

	public function test_every_block_renders_the_same_html_with_its_supports(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montech', 43.95, 1.23 );
		$images = array( $this->image( 'quai.png' ), $this->image( 'plage.png' ) );
		$markup = array(
			'<!-- wp:acces-tourisme/cookie-settings /-->',
			'<!-- wp:acces-tourisme/cookie-settings {"align":"center","fontSize":"small","className":"pied"} /-->',
			'<!-- wp:acces-tourisme/cookie-settings {"style":{"typography":{"fontSize":"21px"}}} /-->',
			'<!-- wp:acces-tourisme/map /-->',
			'<!-- wp:acces-tourisme/map {"category":"hotels","height":420,"align":"wide","className":"carte"} /-->',
			'<!-- wp:acces-tourisme/map-place {"lat":43.9,"lng":1.4,"align":"full"} /-->',
			'<!-- wp:acces-tourisme/map-search {"align":"wide"} /-->',
			'<!-- wp:acces-tourisme/portfolio {"columns":2,"align":"full","className":"vitrine"} /-->',
			'<!-- wp:acces-tourisme/slider {"ids":[' . implode( ',', $images ) . '],"variant":"carousel","linkToFile":true,"align":"wide"} /-->',
			// Inside another block.
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:acces-tourisme/map-place {"lat":43.9,"lng":1.4} /--></div><!-- /wp:group -->',
		);
		$expected = array();
		foreach ( $markup as $i => $html ) {
			$expected[ $i ] = self::same( do_blocks( $html ) );
			$this->assertStringContainsString( 'wp-block-acces-tourisme-', $expected[ $i ], $html );
		}
		$this->enter_front_end_page();
		foreach ( $markup as $i => $html ) {
			$this->assertSame( $expected[ $i ], self::same( do_blocks( $html ) ), $html );
		}
		$this->assertStringContainsString( 'aligncenter', self::same( do_blocks( $markup[1] ) ) );
		$this->assertStringContainsString( 'has-small-font-size', self::same( do_blocks( $markup[1] ) ) );
		$this->assertStringContainsString( '21px);" class="wp-block-acces-tourisme-cookie-settings"', do_blocks( $markup[2] ), 'fluid type of the theme' );
		$this->assertTrue( wp_script_is( 'acces-map-index', 'enqueued' ), 'the map block enqueues its script' );
		$this->assertTrue( wp_script_is( 'acces-lightbox-index', 'enqueued' ), 'the lightbox scan saw the slider\'s links to image files' );
	}

	public function test_a_block_in_a_query_loop_gets_the_post_of_each_item(): void {
		$this->place( 'Hôtel du Lac', 'hotels', 'Montech', 43.95, 1.23 );
		$this->place( 'Gîte des Saules', 'hotels', 'Verdun', 43.85, 1.20 );
		$markup = '<!-- wp:query {"queryId":1,"query":{"postType":"acces-provider","perPage":2,"order":"asc","orderBy":"title","inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:acces-tourisme/map-place /--><!-- wp:acces-tourisme/provider-details /--><!-- /wp:post-template --></div><!-- /wp:query -->';
		$full   = self::same( do_blocks( $markup ) );
		foreach ( array( 'Hôtel du Lac', 'Gîte des Saules' ) as $title ) {
			$this->assertStringContainsString( $title, $full, 'provider-details shows each provider of the loop' );
		}
		foreach ( array( '43.95', '43.85' ) as $lat ) {
			$this->assertStringContainsString( '<div class="acces-map-block wp-block-acces-tourisme-map-place" data-acces-map="{&quot;lat&quot;:' . $lat, $full, 'map-place takes the post of each item' );
		}
		$this->enter_front_end_page();
		$this->assertSame( $full, self::same( do_blocks( $markup ) ) );
	}

	public function test_render_block_filters_and_short_circuits_of_other_code_still_apply(): void {
		$this->enter_front_end_page();
		$seen = array();
		$see  = static function ( $html, $block, $instance = null ) use ( &$seen ) {
			$seen[] = array( $block['blockName'], $instance instanceof \WP_Block ? $instance->name : null );
			return $html . '<!-- filtered -->';
		};
		add_filter( 'render_block_acces-tourisme/cookie-settings', $see, 10, 3 );
		$html = do_blocks( '<!-- wp:acces-tourisme/cookie-settings /-->' );
		remove_filter( 'render_block_acces-tourisme/cookie-settings', $see, 10 );
		$this->assertSame( array( array( 'acces-tourisme/cookie-settings', 'acces-tourisme/cookie-settings' ) ), $seen );
		$this->assertStringEndsWith( '<!-- filtered -->', $html );
		// Another plugin's pre_render_block answer wins, as with any block (WordPress 6.1's own
		// filter at priority 10 drops the answers of earlier priorities), and nothing of ours
		// ran for it: the map's script is not enqueued.
		$other = static fn( $pre, $block ) => 'acces-tourisme/map' === $block['blockName'] ? '<p>autre</p>' : $pre;
		add_filter( 'pre_render_block', $other, 20, 2 );
		$html = do_blocks( '<!-- wp:acces-tourisme/map /-->' );
		remove_filter( 'pre_render_block', $other, 20 );
		$this->assertSame( '<p>autre</p>', $html );
		$this->assertFalse( wp_script_is( 'acces-map-index', 'enqueued' ) );
	}

	public function test_a_block_registered_by_other_code_is_rendered_by_wordpress(): void {
		$this->enter_front_end_page();
		register_block_type(
			'acces-tourisme/cookie-settings',
			array( 'render_callback' => static fn() => '<p>remplacé</p>' )
		);
		$this->assertSame( '<p>remplacé</p>', do_blocks( '<!-- wp:acces-tourisme/cookie-settings /-->' ) );
	}
}
