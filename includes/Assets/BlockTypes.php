<?php
/**
 * Registers the plugin's blocks from their built block.json, cheaply on front-end requests.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Assets;

use AccesTourisme\Request;

defined( 'ABSPATH' ) || exit;

/**
 * Every block of the plugin goes through register() or register_settings(). Where the editor
 * can be served (admin screens, the REST API, Ajax, cron, WP-CLI), WordPress registers it from
 * its block.json as usual, with its editor script, style and translations.
 *
 * A front-end page keeps the plugin's blocks out of WordPress's block registry. WordPress 6.1
 * builds its theme.json data again and again while it renders a page (111 times for the demo's
 * plain page), and each build goes over every registered block type: the plugin's 8 types were
 * 28 % of the work the plugin adds to a page without its blocks (issue 7 §7, README
 * "Performance"). Registering them later, when a page renders one, costs more still: a block
 * type registered after the first build makes WordPress read the theme.json files again.
 * So on a front-end page each block's settings (from build/blocks-manifest.php, the block.json
 * data compiled into one PHP array that OPcache keeps) are kept here, and a block of ours is
 * rendered through the pre_render_block filter by a WP_Block of a registry of our own: the same
 * attributes and defaults, context, render callback, render_block filters and block supports
 * (applied by WordPress's own support functions; see wrapper_attributes()) as when registered.
 * Should another plugin register one of these names, WordPress renders it as usual.
 */
final class BlockTypes {

	/**
	 * The block.json keys kept for the front end, and WP_Block_Type's names for them (the same
	 * mapping as register_block_type_from_metadata()).
	 */
	private const PROPERTIES = array(
		'apiVersion'      => 'api_version',
		'title'           => 'title',
		'category'        => 'category',
		'parent'          => 'parent',
		'ancestor'        => 'ancestor',
		'icon'            => 'icon',
		'description'     => 'description',
		'keywords'        => 'keywords',
		'attributes'      => 'attributes',
		'providesContext' => 'provides_context',
		'usesContext'     => 'uses_context',
		'supports'        => 'supports',
		'styles'          => 'styles',
		'variations'      => 'variations',
		'example'         => 'example',
	);

	/**
	 * The block.json keys of what a front-end page may need besides the settings above
	 * (scripts, styles, a render file): a block having one is registered from its file.
	 */
	private const FRONT_ASSETS = array(
		'script'     => true,
		'viewScript' => true,
		'style'      => true,
		'render'     => true,
	);

	/**
	 * The compiled manifest, once read.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $manifest = null;

	/**
	 * The front-end page's block settings, by name (see the class comment).
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static array $front = array();

	/**
	 * The registry of the front-end page's block types, made when one of them renders.
	 *
	 * @var \WP_Block_Type_Registry|null
	 */
	private static ?\WP_Block_Type_Registry $front_registry = null;

	/**
	 * Registers one built block, or by name only when the plugin has not been built. On a
	 * front-end page, keeps its settings for front_type() instead (see the class comment).
	 *
	 * @param string               $folder Folder under build/blocks/.
	 * @param string               $name   Block name.
	 * @param array<string, mixed> $args   Settings of the PHP side (render callback...).
	 */
	public static function register( string $folder, string $name, array $args ): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( $name ) || isset( self::$front[ $name ] ) ) {
			return;
		}
		$metadata = Request::is_front_end() ? ( self::manifest()[ $folder ] ?? null ) : null;
		if ( is_array( $metadata ) && ( $metadata['name'] ?? '' ) === $name && ! array_intersect_key( $metadata, self::FRONT_ASSETS ) ) {
			self::keep( $name, array_merge( self::settings( $metadata ), $args ) );
			return;
		}
		$dir = Assets::dir() . '/build/blocks/' . $folder;
		if ( is_readable( $dir . '/block.json' ) ) {
			$type = register_block_type( $dir, $args );
			foreach ( $type instanceof \WP_Block_Type ? $type->editor_script_handles ?? array() : array() as $handle ) {
				// block.json's translations are looked up in WP_LANG_DIR; ours are in languages/.
				wp_set_script_translations( $handle, 'acces-tourisme', Assets::dir() . '/languages' );
			}
			return;
		}
		self::register_settings( $name, $args );
	}

	/**
	 * Registers a block that has no block.json (the provider templates' blocks), or keeps its
	 * settings on a front-end page.
	 *
	 * @param string               $name Block name.
	 * @param array<string, mixed> $args Block type settings.
	 */
	public static function register_settings( string $name, array $args ): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( $name ) || isset( self::$front[ $name ] ) ) {
			return;
		}
		if ( Request::is_front_end() ) {
			self::keep( $name, $args );
			return;
		}
		register_block_type( $name, $args );
	}

	/**
	 * Keeps a front-end page's block settings, and renders such blocks from then on.
	 *
	 * @param string               $name Block name.
	 * @param array<string, mixed> $args Block type settings.
	 */
	private static function keep( string $name, array $args ): void {
		self::$front[ $name ] = $args;
		if ( ! has_filter( 'pre_render_block', array( self::class, 'pre_render' ) ) ) {
			// Last: another plugin's answer for one of our blocks wins, before any rendering.
			add_filter( 'pre_render_block', array( self::class, 'pre_render' ), PHP_INT_MAX, 3 );
		}
	}

	/**
	 * A block type of the plugin as this request knows it: WordPress's registered type, else
	 * the front-end page's own (made once, with the attributes that WordPress's block supports
	 * add to every registered type at init), else null.
	 *
	 * @param string $name Block name.
	 */
	public static function type( string $name ): ?\WP_Block_Type {
		$registered = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		if ( $registered instanceof \WP_Block_Type || ! isset( self::$front[ $name ] ) ) {
			return $registered instanceof \WP_Block_Type ? $registered : null;
		}
		if ( null === self::$front_registry ) {
			self::$front_registry = new \WP_Block_Type_Registry();
		}
		$type = self::$front_registry->get_registered( $name );
		if ( $type instanceof \WP_Block_Type ) {
			return $type;
		}
		$supports = self::supports();
		if ( null === $supports ) {
			// A WordPress whose block supports cannot be read: registered as usual (slower).
			$type = register_block_type( $name, self::$front[ $name ] );
			unset( self::$front[ $name ] );
			return $type instanceof \WP_Block_Type ? $type : null;
		}
		$type = new \WP_Block_Type( $name, self::$front[ $name ] );
		if ( ! $type->attributes ) {
			$type->attributes = array();
		}
		foreach ( $supports as $support ) {
			if ( isset( $support['register_attribute'] ) && is_callable( $support['register_attribute'] ) ) {
				call_user_func( $support['register_attribute'], $type );
			}
		}
		self::$front_registry->register( $type );
		return $type;
	}

	/**
	 * The pre_render_block filter of a front-end page: renders a block of the plugin that is
	 * not in WordPress's registry as WordPress would (render_block() for a top-level block,
	 * WP_Block::render() for an inner one): render_block_data, its context, render_block_context,
	 * then WP_Block::render() (render callback, render_block filters).
	 *
	 * @param string|null    $pre    What an earlier filter rendered (null: nothing).
	 * @param mixed          $parsed The parsed block.
	 * @param \WP_Block|null $parent The parent block, for an inner block.
	 * @return string|null
	 */
	public static function pre_render( $pre, $parsed, $parent = null ) {
		if ( null !== $pre || ! is_array( $parsed ) || ! isset( $parsed['blockName'], self::$front[ $parsed['blockName'] ] ) ) {
			return $pre;
		}
		$type = self::type( $parsed['blockName'] );
		if ( null === $type || \WP_Block_Type_Registry::get_instance()->is_registered( $parsed['blockName'] ) ) {
			return $pre;
		}
		$source = $parsed;
		$parsed = apply_filters( 'render_block_data', $parsed, $source, $parent ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as render_block() applies it.
		if ( $parent instanceof \WP_Block ) {
			$block          = new \WP_Block( $parsed, self::child_context( $parent ), self::$front_registry );
			$block->context = apply_filters( 'render_block_context', $block->context, $block->parsed_block, $parent ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
			return $block->render();
		}
		global $post;
		$context = array();
		if ( $post instanceof \WP_Post ) {
			$context['postId']   = $post->ID;
			$context['postType'] = $post->post_type;
		}
		$context = apply_filters( 'render_block_context', $context, $parsed, $parent ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		return ( new \WP_Block( $parsed, $context, self::$front_registry ) )->render();
	}

	/**
	 * The context that a parent block gives its inner blocks (what WordPress gave the list of
	 * them, a protected property), else the post being shown.
	 *
	 * @param \WP_Block $parent Parent block.
	 * @return array<string, mixed>
	 */
	private static function child_context( \WP_Block $parent ): array {
		$list = $parent->inner_blocks;
		if ( $list instanceof \WP_Block_List && property_exists( $list, 'available_context' ) ) {
			$read    = \Closure::bind( static fn( \WP_Block_List $l ) => $l->available_context, null, \WP_Block_List::class );
			$context = $read( $list );
			if ( is_array( $context ) ) {
				return $context;
			}
		}
		$post = get_post();
		return $post instanceof \WP_Post ? array(
			'postId'   => $post->ID,
			'postType' => $post->post_type,
		) : array();
	}

	/**
	 * WordPress's block supports as it applies them to registered types (a private property of
	 * WP_Block_Supports, read as it is so that a front-end type gets exactly the same ones, in
	 * the same order), or null when it cannot be read.
	 *
	 * @return array<string, array<string, callable>>|null
	 */
	private static function supports(): ?array {
		if ( ! class_exists( \WP_Block_Supports::class ) || ! property_exists( \WP_Block_Supports::class, 'block_supports' ) ) {
			return null;
		}
		$read     = \Closure::bind( static fn( \WP_Block_Supports $s ) => $s->block_supports, null, \WP_Block_Supports::class );
		$supports = $read( \WP_Block_Supports::get_instance() );
		return is_array( $supports ) ? $supports : null;
	}

	/**
	 * The wrapper attributes of the block being rendered, as get_block_wrapper_attributes()
	 * gives them (its block supports' classes and styles, then the extra ones), for a block of
	 * the plugin registered or not; null when no block is being rendered (a shortcode).
	 *
	 * @param array<string, string> $extra Attributes of the render callback (class, style, others).
	 */
	public static function wrapper_attributes( array $extra = array() ): ?string {
		$block = \WP_Block_Supports::$block_to_render;
		if ( ! is_array( $block ) ) {
			return null;
		}
		$name = is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		if ( ! isset( self::$front[ $name ] ) || \WP_Block_Type_Registry::get_instance()->is_registered( $name ) ) {
			return get_block_wrapper_attributes( $extra );
		}
		$type  = self::type( $name );
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$added = array();
		foreach ( null !== $type ? self::supports() ?? array() : array() as $support ) {
			if ( ! isset( $support['apply'] ) || ! is_callable( $support['apply'] ) ) {
				continue;
			}
			foreach ( (array) call_user_func( $support['apply'], $type, $attrs ) as $key => $value ) {
				$added[ $key ] = empty( $added[ $key ] ) ? $value : $added[ $key ] . ' ' . $value;
			}
		}
		// The merge of get_block_wrapper_attributes().
		$merged = array();
		foreach ( array( 'style', 'class' ) as $key ) {
			if ( ! empty( $added[ $key ] ) || ! empty( $extra[ $key ] ) ) {
				$merged[ $key ] = empty( $added[ $key ] ) ? $extra[ $key ] : ( empty( $extra[ $key ] ) ? $added[ $key ] : $extra[ $key ] . ' ' . $added[ $key ] );
			}
		}
		foreach ( $extra as $key => $value ) {
			if ( 'style' !== $key && 'class' !== $key ) {
				$merged[ $key ] = $value;
			}
		}
		$html = array();
		foreach ( $merged as $key => $value ) {
			$html[] = $key . '="' . esc_attr( $value ) . '"';
		}
		return implode( ' ', $html );
	}

	/**
	 * The block.json data of a built block (from the manifest, else from its file).
	 *
	 * @param string $folder Folder under build/blocks/.
	 * @return array<string, mixed>|null
	 */
	public static function metadata( string $folder ): ?array {
		$metadata = self::manifest()[ $folder ] ?? null;
		if ( is_array( $metadata ) ) {
			return $metadata;
		}
		$file = Assets::dir() . '/build/blocks/' . $folder . '/block.json';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$metadata = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
		return is_array( $metadata ) ? $metadata : null;
	}

	/**
	 * The compiled manifest, or nothing when the build has none.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function manifest(): array {
		if ( null === self::$manifest ) {
			self::$manifest = Assets::compiled( 'blocks-manifest.php' );
		}
		return self::$manifest;
	}

	/**
	 * WP_Block_Type settings from block.json data (front end: no scripts or styles, which
	 * our blocks only have for the editor; their view assets are enqueued by their renders).
	 *
	 * @param array<string, mixed> $metadata block.json data.
	 * @return array<string, mixed>
	 */
	private static function settings( array $metadata ): array {
		$settings = array();
		foreach ( self::PROPERTIES as $key => $property ) {
			if ( isset( $metadata[ $key ] ) ) {
				$settings[ $property ] = $metadata[ $key ];
			}
		}
		return $settings;
	}
}
