<?php
/**
 * The meta description of the directory's pages.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\PlainText;
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
	 * Characters of a long page's text read beyond MAX, for what a cut at the end of the part
	 * read may change (a tag, an entity): see PlainText::of_post().
	 */
	private const CUT_MARGIN = 64;

	/**
	 * Bytes of a long text made plain first by shorten().
	 */
	private const WINDOW = 2048;

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
			$excerpt = has_excerpt( $post ) ? $post->post_excerpt : self::page_text( $post );
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
	 * The text of a post's content without its tags and shortcodes, or of enough of its
	 * beginning for a description (PlainText::of_post()).
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function page_text( \WP_Post $post ): string {
		return PlainText::of_post( $post, self::MAX + self::CUT_MARGIN );
	}

	/**
	 * Plain text, one line, at most MAX characters, cut at a word with an ellipsis. Of a long
	 * text only a beginning is made plain when it gives more than MAX + CUT_MARGIN characters:
	 * the description is then the same as from the whole (a tag or entity cut at the end of
	 * the beginning only changes its last characters).
	 *
	 * @param string $text Text or HTML.
	 */
	public static function shorten( string $text ): string {
		if ( strlen( $text ) > self::WINDOW ) {
			$plain = self::plain( mb_strcut( $text, 0, self::WINDOW, 'UTF-8' ) );
			if ( mb_strlen( $plain ) > self::MAX + self::CUT_MARGIN ) {
				return self::cut( $plain );
			}
		}
		return self::cut( self::plain( $text ) );
	}

	/**
	 * One line of plain text, without a trailing "[…]".
	 *
	 * @param string $text Text or HTML.
	 */
	private static function plain( string $text ): string {
		$text = html_entity_decode( PlainText::strip( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return trim( (string) preg_replace( '/\s*(\[…\]|\[&hellip;\]|…)$/u', '', $text ) );
	}

	/**
	 * At most MAX characters, cut at a word with an ellipsis.
	 *
	 * @param string $text One line of plain text.
	 */
	private static function cut( string $text ): string {
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
