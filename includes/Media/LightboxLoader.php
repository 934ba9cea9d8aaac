<?php
/**
 * Loads the image lightbox only on pages whose content links to an image file.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Media;

use AccesTourisme\Assets\Assets;
use AccesTourisme\ProviderPages\PageTemplates;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Scans the rendered content (the_content, render_block, the provider pages' classic
 * templates) with a cheap check for a link to a png, jpg, jpeg, gif, svg, webp or avif file.
 * When one is found, enqueues the lightbox script and, in the footer, gives it the options and
 * the texts (title, caption, description, alternative text) of the attachments shown, as text
 * in JSON. Other pages pay nothing.
 */
final class LightboxLoader implements Service {

	public const ENTRY = 'lightbox/index';

	/**
	 * A link whose address ends (before any query string or fragment) with an image extension.
	 */
	private const IMAGE_LINK = '#<a\s[^>]*?href\s*=\s*(["\']?)[^"\'\s>?\#]+?\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?\#][^"\'\s>]*)?\1[\s>/]#i';

	/**
	 * Blocks whose whole output is other blocks rendered on their own (through do_blocks(),
	 * so through the render_block filter) or the_content (scanned by its own filter).
	 */
	private const RENDERS_PARSED_BLOCKS = array( 'core/template-part', 'core/post-content', 'core/block', 'core/pattern', 'core/post-template', 'core/comment-template' );

	/**
	 * The href of each link; the extension is checked apart (IMAGE_LINK).
	 */
	private const LINK_HREF = '#<a\s[^>]*?href\s*=\s*(["\']?)([^"\'\s>]+)\1#i';

	/**
	 * At most this many file addresses are looked up in the media library per page.
	 */
	private const MAX_FILES = 200;

	/**
	 * Attachment ids seen in the content that holds image links, as keys.
	 *
	 * @var array<int, true>
	 */
	private array $attachments = array();

	/**
	 * Files of the uploads folder that image links point to (paths relative to it, as
	 * WordPress stores them in `_wp_attached_file`), as keys.
	 *
	 * @var array<string, true>
	 */
	private array $files = array();

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'the_content', array( $this, 'filter_content' ), 100 );
		add_filter( 'render_block', array( $this, 'filter_block' ), 10, 2 );
		// The provider pages under a classic theme print their HTML themselves.
		add_action( PageTemplates::CLASSIC_PAGE_ACTION, array( $this, 'filter_content' ) );
		add_action( 'wp_footer', array( $this, 'add_data' ), 5 );
	}

	/**
	 * True when the HTML holds a link to an image file.
	 *
	 * @param string $html Rendered HTML.
	 */
	public static function has_image_link( string $html ): bool {
		return false !== stripos( $html, '<a' ) && 1 === preg_match( self::IMAGE_LINK, $html );
	}

	/**
	 * The filter: leaves the content as it is, enqueues the lightbox if it links to an image.
	 *
	 * @param mixed $html Rendered content.
	 * @return mixed The same content.
	 */
	public function filter_content( $html ) {
		if ( is_string( $html ) && '' !== $html ) {
			$this->scan( $html );
		}
		return $html;
	}

	/**
	 * The render_block filter: scans what the block itself adds to the page, once. A block
	 * theme nests blocks deeply (template part, group, columns...), and each level's output
	 * holds all of its inner blocks' output, which pass through this filter themselves.
	 *
	 * @param mixed $html  Rendered block.
	 * @param mixed $block Parsed block.
	 * @return mixed The same content.
	 */
	public function filter_block( $html, $block = array() ) {
		// Most blocks hold no link at all (nor do their inner blocks, whose HTML is in theirs):
		// the cheapest test first, as this runs for every block of every page.
		if ( ! is_string( $html ) || false === stripos( $html, '<a' ) ) {
			return $html;
		}
		$name = is_array( $block ) && isset( $block['blockName'] ) && is_string( $block['blockName'] ) ? $block['blockName'] : '';
		if ( in_array( $name, self::RENDERS_PARSED_BLOCKS, true ) ) {
			return $html;
		}
		if ( '' !== $name && ! empty( $block['innerBlocks'] ) && is_array( $block['innerContent'] ?? null ) ) {
			$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
			if ( ! $type || ! $type->is_dynamic() ) {
				// A static block's output is its own markup around its inner blocks' output.
				$this->scan( implode( '', array_filter( $block['innerContent'], 'is_string' ) ) );
				return $html;
			}
		}
		$this->scan( $html );
		return $html;
	}

	/**
	 * Looks for image links in public page output; enqueues the lightbox when there is one.
	 *
	 * @param string $html Rendered HTML.
	 * @return bool Whether the HTML holds an image link.
	 */
	public function scan( string $html ): bool {
		// The cheap test first: this runs for every rendered block.
		if ( ! self::has_image_link( $html ) ) {
			return false;
		}
		if ( is_admin() || is_feed() || wp_is_json_request() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! LightboxSettings::get()['enabled'] ) {
			return false;
		}
		if ( preg_match_all( '#\bwp-image-(\d+)\b#', $html, $ids ) ) {
			foreach ( $ids[1] as $id ) {
				$this->attachments[ (int) $id ] = true;
			}
		}
		$this->collect_files( $html );
		// The dialog's style is needed only once it opens: at the end of the page.
		Assets::footer_style( Assets::enqueue( self::ENTRY ) );
		return true;
	}

	/**
	 * The data given to the script: options and the texts of the attachments seen.
	 *
	 * @return array{options: array<string, bool|string>, attachments: array<string, array<string, string>>}
	 */
	public function data(): array {
		$ids = array_keys( $this->attachments );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
		}
		$ids = array_unique( array_merge( $ids, $this->attachments_of_files( $ids ) ) );

		$texts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post || 'attachment' !== $post->post_type ) {
				continue;
			}
			$texts[ (string) $id ] = array(
				'url'         => (string) wp_get_attachment_url( $id ),
				'title'       => self::text( $post->post_title ),
				'caption'     => self::text( $post->post_excerpt ),
				'description' => self::text( $post->post_content ),
				'alt'         => self::text( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
			);
		}
		return array(
			'options'     => LightboxSettings::get(),
			'attachments' => $texts,
		);
	}

	/**
	 * Notes the uploads files that image links point to, so that links without an image of
	 * the media library inside (the provider pages under a classic theme print theirs
	 * themselves, a text link to a photo) get its texts too.
	 *
	 * @param string $html Rendered HTML holding an image link.
	 */
	private function collect_files( string $html ): void {
		if ( count( $this->files ) >= self::MAX_FILES || ! preg_match_all( self::LINK_HREF, $html, $links ) ) {
			return;
		}
		$uploads = wp_get_upload_dir();
		$base    = (string) preg_replace( '#^https?:#i', '', (string) $uploads['baseurl'] ) . '/';
		$path    = (string) wp_parse_url( (string) $uploads['baseurl'], PHP_URL_PATH ) . '/';
		foreach ( $links[2] as $href ) {
			$href = html_entity_decode( (string) strtok( $href, '?#' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			if ( ! preg_match( '#\.(?:png|jpe?g|gif|svg|webp|avif)$#i', $href ) ) {
				continue;
			}
			$href = (string) preg_replace( '#^https?:#i', '', $href );
			if ( str_starts_with( $href, $base ) ) {
				$file = substr( $href, strlen( $base ) );
			} elseif ( '/' !== $path && str_starts_with( $href, $path ) && ! str_starts_with( $href, '//' ) ) {
				$file = substr( $href, strlen( $path ) );
			} else {
				continue;
			}
			$this->files[ rawurldecode( $file ) ] = true;
			if ( count( $this->files ) >= self::MAX_FILES ) {
				return;
			}
		}
	}

	/**
	 * The attachments whose files the image links point to, other than those already known:
	 * one query for all of them.
	 *
	 * @param int[] $known Attachment ids already known (their caches primed).
	 * @return int[] Attachment ids.
	 */
	private function attachments_of_files( array $known ): array {
		$files = $this->files;
		foreach ( $known as $id ) {
			unset( $files[ (string) get_post_meta( $id, '_wp_attached_file', true ) ] );
		}
		if ( ! $files ) {
			return array();
		}
		global $wpdb;
		$files = array_map( 'strval', array_keys( $files ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed lookup per page with image links, whose result lives as long as the request.
		$found = $wpdb->get_col(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one %s per file.
				"SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_wp_attached_file' AND meta_value IN (" . implode( ', ', array_fill( 0, count( $files ), '%s' ) ) . ')',
				$files
			)
		);
		$ids = array_map( 'intval', $found );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
		}
		return $ids;
	}

	/**
	 * In the footer (before the footer scripts are printed), hands the data to the script.
	 */
	public function add_data(): void {
		$handle = Assets::handle( self::ENTRY );
		// Not even registered on most pages (scan() registers it with the first image link):
		// that answer is free, wp_script_is( 'enqueued' ) walks every queued script's
		// dependencies.
		if ( ! isset( wp_scripts()->registered[ $handle ] ) || ! wp_script_is( $handle, 'enqueued' ) ) {
			return;
		}
		wp_add_inline_script(
			$handle,
			'window.accesLightbox = ' . wp_json_encode( $this->data(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) . ';',
			'before'
		);
	}

	/**
	 * Plain text from a field that may hold markup or entities.
	 *
	 * @param string $value Field value.
	 */
	private static function text( string $value ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}
