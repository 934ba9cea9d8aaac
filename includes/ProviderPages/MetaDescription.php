<?php
/**
 * The meta description of the directory's pages.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderFields;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Prints `<meta name="description">` so that search engines show a useful snippet: the excerpt
 * of a page, post or provider (a provider without one gets its category and commune), the
 * description of a provider category, a sentence for the providers' archive, the tagline on the
 * home page. Nothing when an SEO plugin is active (it owns that tag), and the filter
 * `acces_tourisme_meta_description` can change or empty the text.
 */
final class MetaDescription implements Service {

	/**
	 * Longest description, in characters (what search engines show).
	 */
	private const MAX = 160;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_tag' ), 2 );
	}

	/**
	 * Prints the tag.
	 */
	public function print_tag(): void {
		if ( self::seo_plugin_active() ) {
			return;
		}
		/**
		 * The meta description of the current page; empty prints nothing.
		 *
		 * @param string $description Plain text.
		 */
		$description = (string) apply_filters( 'acces_tourisme_meta_description', self::for_request() );
		$description = self::shorten( $description );
		if ( '' === $description ) {
			return;
		}
		echo '<meta name="description" content="' . esc_attr( $description ) . '" />' . "\n";
	}

	/**
	 * The description of the current request, as plain text (may be long or empty).
	 */
	public static function for_request(): string {
		if ( is_front_page() ) {
			$tagline = (string) get_bloginfo( 'description' );
			if ( '' !== trim( $tagline ) ) {
				return $tagline;
			}
		}
		if ( is_tax( ProviderCategory::TAXONOMY ) ) {
			$term = get_queried_object();
			if ( ! $term instanceof \WP_Term ) {
				return '';
			}
			$text = term_description( $term );
			if ( '' !== trim( wp_strip_all_tags( (string) $text ) ) ) {
				return (string) $text;
			}
			/* translators: %s: a provider category, e.g. "Hôtels". */
			return sprintf( __( '%s that welcome disabled people: addresses, accessibility by disability and contact, on a map and in a list.', 'acces-tourisme' ), $term->name );
		}
		if ( is_post_type_archive( ProviderPostType::POST_TYPE ) ) {
			return __( 'Every accessible tourism and leisure place of the directory: hotels, restaurants, leisure, rentals, holiday villages and residences, by category and on a map.', 'acces-tourisme' );
		}
		if ( is_singular() ) {
			$post = get_queried_object();
			if ( ! $post instanceof \WP_Post || post_password_required( $post ) ) {
				return '';
			}
			// The editor's excerpt, else the text of the content as written (not rendered: the
			// page renders it once, for the visitor; shorten() keeps its beginning).
			$excerpt = has_excerpt( $post ) ? $post->post_excerpt : wp_strip_all_tags( strip_shortcodes( $post->post_content ) );
			if ( '' !== trim( wp_strip_all_tags( $excerpt ) ) ) {
				return $excerpt;
			}
			if ( ProviderPostType::POST_TYPE === $post->post_type ) {
				$data    = ProviderData::from_post( $post );
				$commune = (string) get_post_meta( $post->ID, ProviderFields::COMMUNE, true );
				$where   = $data->category ? $data->category->name : '';
				/* translators: 1: provider name, 2: its category, 3: its commune. */
				return sprintf( __( '%1$s (%2$s, %3$s): accessibility by disability, equipment and contact.', 'acces-tourisme' ), $data->name, $where, $commune );
			}
			// A page made of the plugin's blocks only has no text to take an excerpt from.
			if ( has_block( 'acces-tourisme/map-search', $post ) || has_shortcode( $post->post_content, 'acces_recherche_carte' ) ) {
				return __( 'Find accessible tourism and leisure places on a map, by category, commune and disability.', 'acces-tourisme' );
			}
			if ( has_block( 'acces-tourisme/map', $post ) || has_shortcode( $post->post_content, 'acces_carte' ) ) {
				return __( 'Map of the accessible tourism and leisure places, with the same places in a list.', 'acces-tourisme' );
			}
		}
		return (string) get_bloginfo( 'description' );
	}

	/**
	 * Plain text, one line, at most MAX characters, cut at a word with an ellipsis.
	 *
	 * @param string $text Text or HTML.
	 */
	public static function shorten( string $text ): string {
		$text = html_entity_decode( wp_strip_all_tags( $text, true ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		$text = trim( (string) preg_replace( '/\s*(\[…\]|\[&hellip;\]|…)$/u', '', $text ) );
		if ( mb_strlen( $text ) <= self::MAX ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, self::MAX - 1 );
		$space = mb_strrpos( $cut, ' ' );
		if ( false !== $space && $space > self::MAX / 2 ) {
			$cut = mb_substr( $cut, 0, $space );
		}
		return rtrim( $cut, " ,;:.-\u{2013}\u{2014}" ) . '…';
	}

	/**
	 * Whether a plugin that writes the meta description itself is active.
	 */
	private static function seo_plugin_active(): bool {
		foreach ( array( 'WPSEO_VERSION', 'RANK_MATH_VERSION', 'AIOSEO_VERSION', 'SEOPRESS_VERSION', 'THE_SEO_FRAMEWORK_VERSION' ) as $constant ) {
			if ( defined( $constant ) ) {
				return true;
			}
		}
		return false;
	}
}
