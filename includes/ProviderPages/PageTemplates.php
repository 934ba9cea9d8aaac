<?php
/**
 * Which template shows a provider, a category, the all-providers page or a portfolio item, in
 * any theme.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Assets\Assets;
use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Block themes: the plugin provides the block templates single-acces-provider,
 * taxonomy-acces-provider-category and archive-acces-provider (the theme's header and footer
 * template parts around the plugin's block), and single-acces-portfolio (the item's title,
 * featured image and content, without the theme's post meta, which names a post's categories,
 * tags and author and printed « dans » and « Étiquettes : » with nothing after them for a
 * portfolio item; PortfolioItemPage adds the item's own details to its content). A theme's or
 * the site editor's template with the same slug wins. Classic themes: PHP templates that call
 * get_header()/get_footer() for the provider pages, unless the theme has its own template for
 * the page; a portfolio item uses the theme's single template (PortfolioItemPage still adds its
 * details).
 */
final class PageTemplates implements Service {

	/**
	 * Fired by the classic templates with the page's HTML before it is printed (that HTML goes
	 * through neither `the_content` nor `render_block`): the lightbox looks in it for links to
	 * images, as it does in a block theme's blocks. An action, not a filter: what is printed
	 * stays what the renderer escaped.
	 *
	 * @param string $html The provider's page or the list, as rendered.
	 */
	public const CLASSIC_PAGE_ACTION = 'acces_tourisme_classic_page';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'get_block_templates', array( $this, 'add_block_templates' ), 10, 3 );
		add_filter( 'pre_get_block_file_template', array( $this, 'block_file_template' ), 10, 3 );
		add_filter( 'template_include', array( $this, 'classic_template' ), 20 );
	}

	/**
	 * The slugs of the plugin's block templates.
	 *
	 * @return string[]
	 */
	private static function slugs(): array {
		return array( 'single-' . ProviderPostType::POST_TYPE, 'taxonomy-' . ProviderCategory::TAXONOMY, 'archive-' . ProviderPostType::POST_TYPE, 'single-' . PortfolioPostType::POST_TYPE );
	}

	/**
	 * The plugin's templates: slug => array( title, the blocks inside `<main>` ).
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	private function templates(): array {
		$block = static fn( string $name ) => '<!-- wp:' . $name . ' /-->';
		return array(
			'single-' . ProviderPostType::POST_TYPE  => array( __( 'Accessible provider', 'acces-tourisme' ), $block( ProviderBlocks::DETAILS ) ),
			'taxonomy-' . ProviderCategory::TAXONOMY => array( __( 'Provider category', 'acces-tourisme' ), $block( ProviderBlocks::LIST ) ),
			'archive-' . ProviderPostType::POST_TYPE => array( __( 'All accessible providers', 'acces-tourisme' ), $block( ProviderBlocks::LIST ) ),
			'single-' . PortfolioPostType::POST_TYPE => array(
				__( 'Portfolio item', 'acces-tourisme' ),
				'<!-- wp:post-title {"level":1} /-->' . "\n"
				// A site's screenshot is often taller than the screen: shown whole.
				. '<!-- wp:post-featured-image {"height":"min(70vh,36rem)","scale":"contain"} /-->' . "\n"
				. '<!-- wp:post-content {"layout":{"type":"constrained"}} /-->',
			),
		);
	}

	/**
	 * Adds the plugin's templates that the query asks for and that nobody else provides.
	 *
	 * @param \WP_Block_Template[] $query_result  Templates found.
	 * @param array<string, mixed> $query         Query (slug__in, wp_id, post_type...).
	 * @param string               $template_type wp_template or wp_template_part.
	 * @return \WP_Block_Template[]
	 */
	public function add_block_templates( $query_result, $query, $template_type ) {
		if ( 'wp_template' !== $template_type || ! is_array( $query_result ) || isset( $query['wp_id'] ) || ! empty( $query['post_type'] ) ) {
			return $query_result;
		}
		// Most requests (a page, a post) ask for other templates only.
		if ( isset( $query['slug__in'] ) && array() === array_intersect( self::slugs(), (array) $query['slug__in'] ) ) {
			return $query_result;
		}
		if ( ! Assets::is_block_theme() ) {
			return $query_result;
		}
		$taken = array();
		foreach ( $query_result as $template ) {
			if ( $template instanceof \WP_Block_Template ) {
				$taken[] = $template->slug;
			}
		}
		foreach ( array_keys( $this->templates() ) as $slug ) {
			$wanted = ! isset( $query['slug__in'] ) || in_array( $slug, (array) $query['slug__in'], true );
			if ( $wanted && ! in_array( $slug, $taken, true ) ) {
				$query_result[] = $this->block_template( $slug );
			}
		}
		return $query_result;
	}

	/**
	 * Answers get_block_template( 'theme//slug' ) for the plugin's templates (site editor),
	 * when the theme has no file of that name.
	 *
	 * @param \WP_Block_Template|null $template      Template found so far.
	 * @param string                  $id            Template id, "theme//slug".
	 * @param string                  $template_type wp_template or wp_template_part.
	 * @return \WP_Block_Template|null
	 */
	public function block_file_template( $template, $id, $template_type ) {
		if ( null !== $template || 'wp_template' !== $template_type || ! is_string( $id ) || ! Assets::is_block_theme() ) {
			return $template;
		}
		$parts = explode( '//', $id, 2 );
		if ( 2 !== count( $parts ) || get_stylesheet() !== $parts[0] || ! isset( $this->templates()[ $parts[1] ] ) ) {
			return $template;
		}
		if ( locate_template( 'templates/' . $parts[1] . '.html' ) || locate_template( 'block-templates/' . $parts[1] . '.html' ) ) {
			return $template;
		}
		return $this->block_template( $parts[1] );
	}

	/**
	 * One of the plugin's block templates, for the active theme.
	 *
	 * @param string $slug Template slug.
	 */
	public function block_template( string $slug ): \WP_Block_Template {
		list( $title, $inner ) = $this->templates()[ $slug ];
		$theme                 = get_stylesheet();
		$part                  = static fn( string $name ) => '<!-- wp:template-part ' . wp_json_encode(
			array(
				'slug'    => $name,
				'theme'   => $theme,
				'tagName' => $name,
			)
		) . ' /-->';

		$template                 = new \WP_Block_Template();
		$template->type           = 'wp_template';
		$template->theme          = $theme;
		$template->slug           = $slug;
		$template->id             = $theme . '//' . $slug;
		$template->title          = $title;
		$template->description    = __( 'Provided by the Accès Tourisme plugin.', 'acces-tourisme' );
		$template->source         = 'plugin';
		$template->origin         = 'plugin';
		$template->status         = 'publish';
		$template->has_theme_file = false;
		$template->is_custom      = false;
		$template->content        = $part( 'header' ) . "\n"
			. '<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} --><main class="wp-block-group acces-main">'
			. $inner
			. '</main><!-- /wp:group -->' . "\n"
			. $part( 'footer' );
		return $template;
	}

	/**
	 * Classic themes: the plugin's PHP template when the theme has none of its own.
	 *
	 * @param string $template The template WordPress chose.
	 */
	public function classic_template( $template ) {
		if ( is_singular( ProviderPostType::POST_TYPE ) ) {
			$own  = 'single-' . ProviderPostType::POST_TYPE . '.php';
			$file = 'provider.php';
		} elseif ( is_tax( ProviderCategory::TAXONOMY ) ) {
			$own  = 'taxonomy-' . ProviderCategory::TAXONOMY . '.php';
			$file = 'provider-list.php';
		} elseif ( is_post_type_archive( ProviderPostType::POST_TYPE ) ) {
			$own  = 'archive-' . ProviderPostType::POST_TYPE . '.php';
			$file = 'provider-list.php';
		} else {
			return $template;
		}
		if ( Assets::is_block_theme() ) {
			return $template;
		}
		return locate_template( $own ) ? $template : __DIR__ . '/templates/' . $file;
	}
}
