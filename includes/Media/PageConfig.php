<?php
/**
 * The page configuration object of the specification (§3.6), printed once on singular pages.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Media;

use AccesTourisme\PlainText;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Prints <script type="application/json" id="acces-page-config"> in the footer of singular
 * pages: { post: { id, title, excerpt, featuredImage }, kit: { lightbox options }, editMode,
 * previewMode }. Read it with JSON.parse( document.getElementById( 'acces-page-config' ).textContent ).
 * No nonce is printed: the page stays cacheable and no request uses one.
 */
final class PageConfig implements Service {

	public const ELEMENT_ID = 'acces-page-config';

	/**
	 * Whether the object was printed (it is printed once).
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// In the footer: the theme has loaded the post and its featured image by then, so
		// reading them costs no query.
		add_action( 'wp_footer', array( $this, 'print' ), 1 );
	}

	/**
	 * The object for the current singular page, or null elsewhere.
	 *
	 * @return array<string, mixed>|null
	 */
	public function config(): ?array {
		if ( ! is_singular() ) {
			return null;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		$image = get_the_post_thumbnail_url( $post, 'full' );
		return array(
			'post'        => array(
				'id'            => (int) $post->ID,
				'title'         => self::text( get_the_title( $post ) ),
				'excerpt'       => self::excerpt( $post ),
				'featuredImage' => $image ? esc_url_raw( $image ) : '',
			),
			'kit'         => LightboxSettings::kit(),
			'editMode'    => false,
			'previewMode' => is_preview(),
		);
	}

	/**
	 * Prints the object, escaped for a script element (no "<", ">", "&" or quote left raw).
	 */
	public function print(): void {
		$config = $this->printed ? null : $this->config();
		if ( null === $config ) {
			return;
		}
		$this->printed = true;
		$json          = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		if ( false === $json ) {
			return;
		}
		printf(
			'<script type="application/json" id="%1$s">%2$s</script>' . "\n",
			esc_attr( self::ELEMENT_ID ),
			$json // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, >, & and quotes as \u escapes: inert in a script element.
		);
	}

	/**
	 * The excerpt as text: the one written, or the first 55 words of the content. Computed
	 * without running the content filters (no second render of the page).
	 *
	 * @param \WP_Post $post Post.
	 */
	private static function excerpt( \WP_Post $post ): string {
		// Behind a password, the written excerpt too (WordPress's REST API and
		// get_the_excerpt() withhold it as well).
		if ( post_password_required( $post ) ) {
			return '';
		}
		if ( '' !== trim( $post->post_excerpt ) ) {
			return self::text( $post->post_excerpt );
		}
		$words = (int) apply_filters( 'excerpt_length', 55 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		// Of a long page, only the beginning that holds these words (and two more: the last
		// one read may be cut) is stripped, once for the meta description too (PlainText).
		return self::text( wp_trim_words( PlainText::of_post( $post, 0, $words + 2 ), $words, '…' ) );
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
