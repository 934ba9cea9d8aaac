<?php
/**
 * Server-side blocking of the content's third-party embeds.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * YouTube and Vimeo embeds (core/embed blocks, [embed], URLs on their own line, oEmbed
 * output) become a placeholder with a "Charger la vidéo" button; other oEmbed output that
 * would load a third-party frame or script is kept but disarmed (data-src,
 * type="text/plain") until `media` is accepted. The browser decides from its cookies, so the
 * HTML is the same for every visitor and can be cached.
 */
final class EmbedBlocking implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'embed_oembed_html', array( $this, 'filter_oembed_html' ), 20, 2 );
		add_filter( 'embed_maybe_make_link', array( $this, 'filter_unknown_embed' ), 20, 2 );
		// Only embed blocks: not a call for every block of every page.
		add_filter( 'render_block_core/embed', array( $this, 'filter_embed_block' ), 20, 2 );
		// Frames pasted as HTML (a Custom HTML block, the classic editor, a shortcode's output,
		// a text widget): after the blocks, the shortcodes and wpautop.
		add_filter( 'the_content', array( $this, 'filter_frames' ), 20 );
		add_filter( 'widget_text_content', array( $this, 'filter_frames' ), 20 );
		add_filter( 'widget_block_content', array( $this, 'filter_frames' ), 20 );
	}

	/**
	 * Whether this request shows the public site (not the admin screens nor a feed).
	 */
	private function applies(): bool {
		return ! is_admin() && ! is_feed();
	}

	/**
	 * OEmbed output (from the cache or the provider).
	 *
	 * @param string|false $html The embed HTML.
	 * @param string       $url  The embedded address.
	 * @return string|false
	 */
	public function filter_oembed_html( $html, $url ) {
		if ( ! is_string( $html ) || '' === $html || ! $this->applies() ) {
			return $html;
		}
		$video = VideoUrl::parse( (string) $url );
		if ( $video ) {
			return VideoPlaceholder::html( $video, $this->frame_title( $html ) );
		}
		return $this->disarm( $html, (string) $url );
	}

	/**
	 * An address WordPress could not embed (unknown to oEmbed, or the provider was out of
	 * reach): a video address still gets its placeholder.
	 *
	 * @param string $output What WordPress prints instead (a link or the address).
	 * @param string $url    The address.
	 */
	public function filter_unknown_embed( $output, $url ) {
		$video = $this->applies() ? VideoUrl::parse( (string) $url ) : null;
		return $video ? VideoPlaceholder::html( $video ) : $output;
	}

	/**
	 * A core/embed block of YouTube or Vimeo: its wrapper holds the placeholder (made by the
	 * filters above when the_content ran autoembed, made here otherwise) and the figure loses
	 * core's aspect-ratio box, which the placeholder and the player provide.
	 *
	 * @param string               $content The block's HTML.
	 * @param array<string, mixed> $block   The parsed block.
	 */
	public function filter_embed_block( $content, $block ) {
		if ( ! is_string( $content ) || 'core/embed' !== ( $block['blockName'] ?? '' ) || ! $this->applies() ) {
			return $content;
		}
		$url   = is_string( $block['attrs']['url'] ?? null ) ? $block['attrs']['url'] : '';
		$video = VideoUrl::parse( $url );
		$html  = $video ? HtmlFragment::parse( $content ) : null;
		if ( ! $video || ! $html ) {
			return $content;
		}
		foreach ( $html->elements( 'figure' ) as $figure ) {
			$classes   = array_diff( preg_split( '/\s+/', trim( $figure->getAttribute( 'class' ) ) ), array( 'wp-has-aspect-ratio' ) );
			$classes[] = 'acces-video-embed';
			$figure->setAttribute( 'class', implode( ' ', array_unique( $classes ) ) );
		}
		// Without the video's own title (its service out of reach, or none given), the block's
		// caption names the placeholder and the player rather than « Vidéo YouTube ».
		$captions = $html->elements( 'figcaption' );
		$caption  = $captions ? trim( (string) preg_replace( '/\s+/u', ' ', $captions[0]->textContent ) ) : ''; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		$generic  = VideoPlaceholder::default_title( $video );
		foreach ( $html->elements( 'div' ) as $wrapper ) {
			if ( ! HtmlFragment::has_class( $wrapper, 'wp-block-embed__wrapper' ) ) {
				continue;
			}
			$placeholder = null;
			foreach ( $wrapper->getElementsByTagName( 'div' ) as $inner ) {
				$placeholder = $placeholder ?? ( HtmlFragment::has_class( $inner, VideoPlaceholder::CLASS_NAME ) ? $inner : null );
			}
			if ( $placeholder ) {
				$title = $placeholder->getAttribute( 'data-acces-video-title' );
			} else {
				$frames = $wrapper->getElementsByTagName( 'iframe' );
				$title  = $frames->length ? $frames->item( 0 )->getAttribute( 'title' ) : '';
			}
			$known = '' !== trim( $title ) && $generic !== $title;
			if ( $placeholder && ( $known || '' === $caption ) ) {
				continue;
			}
			$html->replace_children( $wrapper, VideoPlaceholder::html( $video, $known ? $title : $caption ) );
		}
		return $html->html();
	}

	/**
	 * Frames written into the content as HTML, such as the code a video service's "Embed"
	 * button gives: a YouTube or Vimeo player becomes the same placeholder as an embed block,
	 * any other frame of another host is disarmed like an unknown embed. A frame already
	 * marked for consent (`data-acces-consent`, docs/consent-and-toolbar.md) or without a src
	 * is left as it is. Other markup is not parsed: only each frame tag is read.
	 *
	 * @param mixed $content The content's HTML.
	 * @return mixed
	 */
	public function filter_frames( $content ) {
		if ( ! is_string( $content ) || false === stripos( $content, '<iframe' ) || ! $this->applies() ) {
			return $content;
		}
		// A frame with its closing tag, and the paragraph wpautop may have put around it
		// (a placeholder is a div, which may not stand in a paragraph).
		return (string) preg_replace_callback(
			'#(<p>\s*)?(<iframe\b[^>]*>(?:.*?</iframe\s*>)?)(\s*</p>)?#is',
			function ( array $m ): string {
				$frame = $this->frame_html( $m[2] );
				if ( $frame === $m[2] || '' === $m[1] || empty( $m[3] ) ) {
					return $m[1] . $frame . ( $m[3] ?? '' );
				}
				return $frame;
			},
			$content
		);
	}

	/**
	 * One frame of the content, as it may reach a visitor who has not chosen yet.
	 *
	 * @param string $html The frame's HTML.
	 */
	private function frame_html( string $html ): string {
		$fragment = HtmlFragment::parse( $html );
		$frames   = $fragment ? $fragment->elements( 'iframe' ) : array();
		if ( ! $frames || $frames[0]->hasAttribute( 'data-acces-consent' ) || '' === trim( $frames[0]->getAttribute( 'src' ) ) ) {
			return $html;
		}
		$src   = trim( $frames[0]->getAttribute( 'src' ) );
		$video = VideoUrl::parse( $src );
		if ( $video ) {
			$title = $frames[0]->getAttribute( 'title' );
			// The service's own title for every frame says nothing of this video.
			return VideoPlaceholder::html( $video, preg_match( '/^\s*(youtube video player|vimeo video player)\s*$/i', $title ) ? '' : $title );
		}
		if ( str_starts_with( $src, '//' ) ) {
			$src = 'https:' . $src;
		}
		return preg_match( '#^https?://#i', $src ) ? $this->disarm( $html, $src ) : $html;
	}

	/**
	 * The title of the first frame of an embed.
	 *
	 * @param string $html Embed HTML.
	 */
	private function frame_title( string $html ): string {
		$fragment = HtmlFragment::parse( $html );
		$frames   = $fragment ? $fragment->elements( 'iframe' ) : array();
		return $frames ? $frames[0]->getAttribute( 'title' ) : '';
	}

	/**
	 * Keeps a third-party embed from loading anything before consent: its frames lose their
	 * src (kept in data-src) and its scripts become inert text, all marked for `media`. A note
	 * with a "Gérer mes cookies" button tells the visitor why.
	 *
	 * @param string $html The embed HTML.
	 * @param string $url  The embedded address.
	 */
	private function disarm( string $html, string $url ): string {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( '' === $host || strtolower( $host ) === strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ) {
			return $html;
		}
		$fragment = HtmlFragment::parse( $html );
		if ( ! $fragment ) {
			return '';
		}
		$changed = false;
		foreach ( $fragment->elements( 'iframe' ) as $frame ) {
			if ( $frame->hasAttribute( 'src' ) ) {
				$frame->setAttribute( 'data-src', $frame->getAttribute( 'src' ) );
				$frame->removeAttribute( 'src' );
				$frame->setAttribute( 'data-acces-consent', 'media' );
				$changed = true;
			}
		}
		foreach ( $fragment->elements( 'script' ) as $script ) {
			$type = $script->getAttribute( 'type' );
			if ( '' !== $type && 'text/javascript' !== $type ) {
				$script->setAttribute( 'data-acces-type', $type );
			}
			$script->setAttribute( 'type', 'text/plain' );
			$script->setAttribute( 'data-acces-consent', 'media' );
			$changed = true;
		}
		if ( ! $changed ) {
			return $html;
		}
		return sprintf(
			'<div class="acces-embed" data-acces-consent="media"><p class="acces-embed__notice">%1$s <button type="button" class="acces-cookie-settings" data-acces-consent-open>%2$s</button></p>%3$s</div>',
			esc_html(
				sprintf(
					/* translators: %s: the site the content comes from, e.g. open.spotify.com. */
					__( 'This content from %s shows once you allow videos and external content.', 'acces-tourisme' ),
					preg_replace( '/^www\./', '', strtolower( $host ) )
				)
			),
			esc_html__( 'Manage my cookies', 'acces-tourisme' ),
			$fragment->html()
		);
	}
}
