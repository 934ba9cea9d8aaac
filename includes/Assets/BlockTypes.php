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
 * Every block of build/blocks/ goes through register(). Where the editor can be served (admin
 * screens, the REST API, Ajax, cron, WP-CLI), WordPress registers it from its block.json as
 * usual, with its editor script, style and translations. On a front-end page only what renders
 * is needed (name, attributes, supports, context, render callback): the block is registered
 * from build/blocks-manifest.php, the same block.json data compiled into one PHP array that
 * OPcache keeps, without reading and decoding a JSON file per block and registering editor
 * scripts that the page never loads (PRODUCT.md §3: no server time a page does not need).
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
	 * Registers one built block, or by name only when the plugin has not been built.
	 *
	 * @param string               $folder Folder under build/blocks/.
	 * @param string               $name   Block name.
	 * @param array<string, mixed> $args   Settings of the PHP side (render callback...).
	 * @return \WP_Block_Type|null The registered type.
	 */
	public static function register( string $folder, string $name, array $args ): ?\WP_Block_Type {
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( $name ) ) {
			return $registry->get_registered( $name );
		}
		$metadata = Request::is_front_end() ? ( self::manifest()[ $folder ] ?? null ) : null;
		if ( is_array( $metadata ) && ( $metadata['name'] ?? '' ) === $name && ! array_intersect_key( $metadata, self::FRONT_ASSETS ) ) {
			$type = register_block_type( $name, array_merge( self::settings( $metadata ), $args ) );
			return $type instanceof \WP_Block_Type ? $type : null;
		}
		$dir = Assets::dir() . '/build/blocks/' . $folder;
		if ( is_readable( $dir . '/block.json' ) ) {
			$type = register_block_type( $dir, $args );
			if ( ! $type instanceof \WP_Block_Type ) {
				return null;
			}
			foreach ( $type->editor_script_handles ?? array() as $handle ) {
				// block.json's translations are looked up in WP_LANG_DIR; ours are in languages/.
				wp_set_script_translations( $handle, 'acces-tourisme', Assets::dir() . '/languages' );
			}
			return $type;
		}
		$type = register_block_type( $name, $args );
		return $type instanceof \WP_Block_Type ? $type : null;
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
