<?php
/**
 * Plain text from post content, for the short texts the plugin derives from it (meta
 * description, the page configuration's excerpt).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * Strips tags and shortcodes; of a long content, reads only as much of its beginning as the
 * caller needs, so that a long page is not stripped whole on every request for a few words.
 */
final class PlainText {

	/**
	 * Bytes of content read first, four times more each time that is not enough.
	 */
	private const READ = 4096;

	/**
	 * The text read by of_post(), for one post: what it asked for and whether it is whole.
	 *
	 * @var array<int, array{content: string, text: string, whole: bool, chars: int, words: int}>
	 */
	private static array $kept = array();

	/**
	 * The text of post content without its tags and shortcodes, or of enough of its beginning
	 * (when $enough says so of its text), and whether it is the whole content's. The beginning
	 * is used only when it gives the same text as the whole would, a beginning of the whole's
	 * text: no shortcode bracket, script or style element in it, which a cut could leave
	 * half-removed. A tag or entity cut at its end only changes its last characters: $enough
	 * must ask for some more text than is used.
	 *
	 * @param string                 $content Post content.
	 * @param callable(string): bool $enough  Whether a beginning's text is enough.
	 * @return array{0: string, 1: bool}
	 */
	private static function read( string $content, callable $enough ): array {
		$length = strlen( $content );
		for ( $read = self::READ; $read < $length; $read *= 4 ) {
			$start = mb_strcut( $content, 0, $read, 'UTF-8' );
			if ( false !== strpos( $start, '[' ) || ! self::cuttable( $start ) ) {
				break;
			}
			$text = self::strip( $start );
			if ( $enough( $text ) ) {
				return array( $text, false );
			}
		}
		return array( self::strip( strip_shortcodes( $content ) ), true );
	}

	/**
	 * The leading text of a post's content with more than $chars characters (spaces collapsed)
	 * and more than $words words, when the content has them. A page asks twice (its meta
	 * description in the head, its page configuration's excerpt in the footer): the text read
	 * for the first is kept for the second when it is enough.
	 *
	 * @param \WP_Post $post  Post.
	 * @param int      $chars Characters wanted.
	 * @param int      $words Words wanted.
	 */
	public static function of_post( \WP_Post $post, int $chars = 0, int $words = 0 ): string {
		$kept = self::$kept[ $post->ID ] ?? null;
		// The same text (the same string, usually: comparing them is then immediate).
		$kept = null !== $kept && $kept['content'] === $post->post_content ? $kept : null;
		if ( null !== $kept && ( $kept['whole'] || self::holds( $kept['text'], $chars, $words ) ) ) {
			return $kept['text'];
		}
		$chars                = max( $chars, $kept['chars'] ?? 0 );
		$words                = max( $words, $kept['words'] ?? 0 );
		list( $text, $whole ) = self::read( $post->post_content, static fn( string $t ): bool => self::holds( $t, $chars, $words ) );
		// One post at a time: a page describes its own.
		self::$kept = array(
			$post->ID => array(
				'content' => $post->post_content,
				'text'    => $text,
				'whole'   => $whole,
				'chars'   => $chars,
				'words'   => $words,
			),
		);
		return $text;
	}

	/**
	 * Whether a text has more than $chars characters (spaces collapsed) and $words words.
	 *
	 * @param string $text  Text.
	 * @param int    $chars Characters.
	 * @param int    $words Words.
	 */
	private static function holds( string $text, int $chars, int $words ): bool {
		return ( $chars <= 0 || mb_strlen( (string) preg_replace( '/\s+/u', ' ', $text ) ) > $chars )
			&& ( $words <= 0 || count( (array) preg_split( '/[\n\r\t ]+/', $text, $words + 1, PREG_SPLIT_NO_EMPTY ) ) > $words );
	}

	/**
	 * Whether the beginning of some HTML can be stripped on its own: no script or style
	 * element, whose text a cut before its end tag would leave in.
	 *
	 * @param string $html The beginning.
	 */
	private static function cuttable( string $html ): bool {
		return false === stripos( $html, '<script' ) && false === stripos( $html, '<style' );
	}

	/**
	 * Text without tags, where the end of a paragraph, heading, list item, cell or line break
	 * still separates words ("2005.</p><h2>État" gives "2005. État", not "2005.État").
	 *
	 * @param string $html HTML.
	 */
	public static function strip( string $html ): string {
		return wp_strip_all_tags( (string) preg_replace( '#</(?:p|h[1-6]|li|dt|dd|td|th|div|figcaption|blockquote|pre)\s*>|<br\s*/?>#i', '$0 ', $html ) );
	}

	/**
	 * A whole number as the site's language writes it ("1 000" in French, with a narrow
	 * no-break space), as plain text: number_format_i18n() may give its separator as an HTML
	 * entity, which text escaped later would show as written.
	 *
	 * @param int $number The number.
	 */
	public static function number( int $number ): string {
		return html_entity_decode( number_format_i18n( $number ), ENT_QUOTES, 'UTF-8' );
	}
}
