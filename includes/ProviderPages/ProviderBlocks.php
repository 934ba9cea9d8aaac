<?php
/**
 * The two server-rendered blocks that the plugin's block templates use.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `acces-tourisme/provider-details` prints the provider of the page (or of the block's
 * postId context); `acces-tourisme/provider-list` prints the providers of the page's main
 * query (a category page or the all-providers page). Both are template blocks: hidden from
 * the inserter, rendered by the same renderers as the classic-theme templates.
 */
final class ProviderBlocks implements Service {

	public const DETAILS = 'acces-tourisme/provider-details';
	public const LIST    = 'acces-tourisme/provider-list';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers the blocks.
	 */
	public function register_blocks(): void {
		$supports = array(
			'inserter' => false,
			'html'     => false,
			'reusable' => false,
		);
		BlockTypes::register_settings(
			self::DETAILS,
			array(
				'title'           => __( 'Provider details', 'acces-tourisme' ),
				'category'        => 'theme',
				'uses_context'    => array( 'postId', 'postType' ),
				'supports'        => $supports,
				'render_callback' => array( $this, 'render_details' ),
			)
		);
		BlockTypes::register_settings(
			self::LIST,
			array(
				'title'           => __( 'Provider list', 'acces-tourisme' ),
				'category'        => 'theme',
				'supports'        => $supports,
				'render_callback' => array( $this, 'render_list' ),
			)
		);
	}

	/**
	 * Renders the details of the provider in context, or of the page's provider.
	 *
	 * @param array<string, mixed> $attributes Block attributes (none).
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      The block.
	 */
	public function render_details( array $attributes = array(), string $content = '', $block = null ): string {
		$post_id = $block instanceof \WP_Block && isset( $block->context['postId'] ) ? (int) $block->context['postId'] : 0;
		// The main query already decided whether the visitor may see its provider (previews too).
		$post = $post_id ? get_post( $post_id ) : get_queried_object();
		if ( ! $post instanceof \WP_Post || ProviderPostType::POST_TYPE !== $post->post_type ) {
			return '';
		}
		if ( $post_id && get_queried_object_id() !== $post_id && ! is_post_publicly_viewable( $post ) && ! current_user_can( 'read_post', $post_id ) ) {
			return '';
		}
		return '<div class="wp-block-acces-tourisme-provider-details">' . DetailRenderer::render( $post ) . '</div>';
	}

	/**
	 * Renders the providers of the page's main query.
	 *
	 * @param array<string, mixed> $attributes Block attributes (none).
	 */
	public function render_list( array $attributes = array() ): string {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query ) {
			return '';
		}
		if ( $wp_query->is_tax( ProviderCategory::TAXONOMY ) ) {
			$term = $wp_query->get_queried_object();
			if ( ! $term instanceof \WP_Term ) {
				return '';
			}
		} elseif ( $wp_query->is_post_type_archive( ProviderPostType::POST_TYPE ) ) {
			$term = null;
		} else {
			return '';
		}
		return '<div class="wp-block-acces-tourisme-provider-list alignwide">' . ListRenderer::render( $wp_query, $term ) . '</div>';
	}
}
