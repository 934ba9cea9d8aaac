<?php
/**
 * "Gérer mes cookies": the block acces-tourisme/cookie-settings and the shortcode
 * [acces_gerer_cookies].
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

use AccesTourisme\Assets\BlockTypes;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Both print a button that reopens the consent choices (the consent script, loaded on every
 * public page, listens for clicks on [data-acces-consent-open]).
 */
final class CookieSettingsControl implements Service {

	public const BLOCK     = 'acces-tourisme/cookie-settings';
	public const SHORTCODE = 'acces_gerer_cookies';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
		add_action( 'init', array( $this, 'add_shortcode' ) );
		// After do_blocks (9, added before), before wpautop and shortcode_unautop (10).
		add_filter( 'the_content', array( $this, 'wrap_standalone_shortcode' ), 9 );
	}

	/**
	 * The shortcode on its own (a Shortcode block, a paragraph holding only it, a line of the
	 * classic editor): WordPress takes away the paragraph around a lone shortcode, and a bare
	 * button then sat at the left of the page, outside the content's column (block and classic
	 * themes place the content's blocks, not loose inline text). It gets the block's paragraph,
	 * which shortcode_unautop leaves. Within a sentence it stays a button in the text.
	 *
	 * @param mixed $content The content's HTML.
	 * @return mixed
	 */
	public function wrap_standalone_shortcode( $content ) {
		if ( ! is_string( $content ) || false === strpos( $content, '[' . self::SHORTCODE ) ) {
			return $content;
		}
		$shortcode = '(\[' . self::SHORTCODE . '(?:\s[^\]]*+)?\/?\])';
		$space     = '(?:\s|&nbsp;|&\#160;)*+';
		// Preformatted text keeps its lines as written: its pieces are left as they are.
		$pieces = preg_split( '#(<pre\b(?:[^<]++|<(?!/pre>))*+</pre>)#i', $content, -1, PREG_SPLIT_DELIM_CAPTURE );
		if ( ! is_array( $pieces ) ) {
			return $content;
		}
		foreach ( $pieces as $i => $piece ) {
			if ( 0 === $i % 2 ) {
				$piece = (string) preg_replace_callback(
					'#<p>' . $space . $shortcode . $space . '</p>#',
					static function ( array $m ): string {
						return '<p class="wp-block-acces-tourisme-cookie-settings">' . $m[1] . self::no_script() . '</p>';
					},
					$piece
				);
				// A line of its own, but not one inside a tag (an attribute's value written over
				// several lines): a paragraph there broke the tag.
				$pieces[ $i ] = (string) preg_replace_callback(
					'#^[ \t]*+' . $shortcode . '[ \t]*+$#m',
					static function ( array $m ) use ( $piece ): string {
						$before = substr( $piece, 0, $m[0][1] );
						$lt     = strrpos( $before, '<' );
						$gt     = strrpos( $before, '>' );
						$inside = false !== $lt && ( false === $gt || $gt < $lt );
						return $inside ? $m[0][0] : '<p class="wp-block-acces-tourisme-cookie-settings">' . $m[1][0] . self::no_script() . '</p>';
					},
					$piece,
					-1,
					$count,
					PREG_OFFSET_CAPTURE
				);
			}
		}
		return implode( '', $pieces );
	}

	/**
	 * Registers the shortcode.
	 */
	public function add_shortcode(): void {
		add_shortcode( self::SHORTCODE, array( $this, 'render_shortcode' ) );
	}

	/**
	 * Registers the block from build/ (its editor script and block.json); without a build,
	 * the block still renders on the front end.
	 */
	public function register_block(): void {
		BlockTypes::register( 'cookie-settings', self::BLOCK, array( 'render_callback' => array( $this, 'render_block' ) ) );
	}

	/**
	 * The button.
	 */
	public static function button(): string {
		return sprintf(
			'<button type="button" class="acces-cookie-settings" data-acces-consent-open>%s</button>',
			esc_html__( 'Manage my cookies', 'acces-tourisme' )
		);
	}

	/**
	 * Block render. A block without attributes (no alignment, font size or extra class: the
	 * usual footer block, on every page) has only its own class, which is written directly
	 * rather than by running every block support for it.
	 */
	public function render_block(): string {
		$block      = \WP_Block_Supports::$block_to_render;
		$attributes = is_array( $block ) && ! empty( $block['attrs'] ) ? BlockTypes::wrapper_attributes() : null;
		$attributes = $attributes ?? 'class="wp-block-acces-tourisme-cookie-settings"';
		return '<p ' . $attributes . '>' . self::button() . self::no_script() . '</p>';
	}

	/**
	 * What the block (or the shortcode on its own line) says in place of its button to a browser
	 * that runs no JavaScript, where the button is hidden (consent.scss) and could open nothing.
	 */
	public static function no_script(): string {
		return '<noscript><span class="acces-cookie-settings-noscript">'
			. esc_html__( 'Your cookie choices can only be changed with JavaScript, which your browser does not run. Without it, the content that waits for your consent (such as videos) stays blocked.', 'acces-tourisme' )
			. '</span></noscript>';
	}

	/**
	 * Shortcode render.
	 */
	public function render_shortcode(): string {
		return self::button();
	}
}
