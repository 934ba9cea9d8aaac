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
		// Frames and scripts pasted as HTML (a Custom HTML block, the classic editor, a
		// shortcode's output, an excerpt, a widget): after the blocks, shortcodes and wpautop.
		add_filter( 'the_content', array( $this, 'filter_frames' ), 20 );
		add_filter( 'the_excerpt', array( $this, 'filter_frames' ), 20 );
		// A written excerpt as the Post Excerpt block and many themes print it (without
		// the_excerpt).
		add_filter( 'get_the_excerpt', array( $this, 'filter_frames' ), 20 );
		// [video src="https://www.youtube.com/watch?v=…"] (and the classic Video widget): its
		// player fetches the service's script at once.
		add_filter( 'wp_video_shortcode_override', array( $this, 'filter_video_shortcode' ), 20, 2 );
		add_filter( 'widget_text_content', array( $this, 'filter_frames' ), 20 );
		add_filter( 'widget_custom_html_content', array( $this, 'filter_frames' ), 20 );
		add_filter( 'widget_block_content', array( $this, 'filter_frames' ), 20 );
		// A Custom HTML block of a block theme's template or template part (the footer's map),
		// which the_content does not see; only those blocks, not every block of every page.
		add_filter( 'render_block_core/html', array( $this, 'filter_frames' ), 20 );
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
	 * The [video] shortcode given a YouTube or Vimeo address (WordPress plays it through
	 * MediaElement's player for that service, which loads it at once): the placeholder.
	 *
	 * @param mixed $html WordPress's output so far ('' unless another filter made one).
	 * @param mixed $attr The shortcode's attributes.
	 * @return mixed
	 */
	public function filter_video_shortcode( $html, $attr ) {
		if ( '' !== $html || ! is_array( $attr ) || ! $this->applies() ) {
			return $html;
		}
		foreach ( array_merge( array( 'src' ), wp_get_video_extensions() ) as $key ) {
			$video = isset( $attr[ $key ] ) && is_string( $attr[ $key ] ) ? VideoUrl::parse( $attr[ $key ] ) : null;
			if ( $video ) {
				return VideoPlaceholder::html( $video );
			}
		}
		return $html;
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
		// caption names the player and, with « Vidéo YouTube », the placeholder and its button.
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
			$caption_id = '';
			if ( ! $known && $captions ) {
				$caption_id = $captions[0]->getAttribute( 'id' );
				if ( '' === $caption_id ) {
					$caption_id = wp_unique_id( 'acces-video-caption-' );
					$captions[0]->setAttribute( 'id', $caption_id );
				}
			}
			$html->replace_children( $wrapper, VideoPlaceholder::html( $video, $known ? $title : '', $known ? '' : $caption, $caption_id ) );
		}
		return $html->html();
	}

	/**
	 * Frames written into the content as HTML, such as the code a video service's "Embed"
	 * button gives: a YouTube or Vimeo player becomes the same placeholder as an embed block;
	 * any other frame of another host (an iframe, or an embed or object element) is disarmed
	 * like an unknown embed. A frame already waiting for consent (`data-acces-consent` without
	 * a live src, docs/consent-and-toolbar.md) or the site's own is left as it is, as are
	 * scripts (see the docs). The markup is read tag by tag, in one pass (scan()).
	 *
	 * @param mixed $content The content's HTML.
	 * @return mixed
	 */
	public function filter_frames( $content ) {
		if ( ! is_string( $content ) || ( false === stripos( $content, '<iframe' ) && false === stripos( $content, '<embed' ) && false === stripos( $content, '<object' ) ) || ! $this->applies() ) {
			return $content;
		}
		return $this->scan( $content );
	}

	/**
	 * One pass over the markup, tag by tag, as a browser reads it: comments and the text of
	 * script, style, textarea and title elements are not markup (an "<iframe" written in a
	 * script's string stays the script's), a quoted attribute value is part of its tag, and a
	 * frame's element runs to the next "</iframe". Each regular expression reads one tag,
	 * possessively; the next "</iframe" and ">" are looked up once and reused: the time grows
	 * with the length of the text.
	 *
	 * A placeholder is a div: where a frame stood alone in a paragraph (wpautop's, or the
	 * editor's), the paragraph goes; where it stood among the paragraph's text (no inline
	 * element open around it), the paragraph closes before it and a plain one opens after it
	 * (taken out again if nothing but spaces and line breaks follow).
	 *
	 * @param string $html The markup.
	 */
	private function scan( string $html ): string {
		$out      = array();
		$pos      = 0;
		$len      = strlen( $html );
		$para     = null;  // The open paragraph: the index of its start tag in $out.
		$empty    = false; // Nothing shown in the paragraph yet.
		$reopened = false; // The paragraph is the one opened after a placeholder.
		$depth    = 0;     // Inline elements open in the paragraph.
		$next_gt  = -1;    // Cached positions (-1: to look up; false: none further).
		$next_end = -1;
		$raw_text = array( 'script', 'style', 'textarea', 'title', 'xmp' );
		$foreign  = 0;     // SVG and MathML elements open: there « title » and « style » are markup.
		$void     = array( 'area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr' );
		$closes_p = array( 'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul' );
		while ( $pos < $len ) {
			$lt = strpos( $html, '<', $pos );
			if ( false === $lt ) {
				break;
			}
			if ( $lt > $pos ) {
				$text  = substr( $html, $pos, $lt - $pos );
				$out[] = $text;
				if ( null !== $para && $empty && '' !== trim( str_ireplace( array( '&nbsp;', '&#160;' ), '', $text ) ) ) {
					$empty = false;
				}
			}
			$pos = $lt;
			if ( false !== $next_gt && $next_gt < $pos ) {
				$next_gt = strpos( $html, '>', $pos );
			}
			if ( false === $next_gt ) {
				break; // No tag can end any more: the rest is text.
			}
			if ( 0 === substr_compare( $html, '<!--', $pos, 4 ) ) {
				$end   = strpos( $html, '-->', $pos + 4 );
				$end   = false === $end ? $len : $end + 3;
				$out[] = substr( $html, $pos, $end - $pos );
				$pos   = $end;
				continue;
			}
			if ( ! preg_match( '#\G</?([a-zA-Z][a-zA-Z0-9:-]*+)(?:[^>"\'=]++|=\s*+"[^"]*+"|=\s*+\'[^\']*+\'|[="\'])*+>#', $html, $m, 0, $pos ) ) {
				$out[] = '<';
				++$pos;
				continue;
			}
			$tag  = $m[0];
			$name = strtolower( $m[1] );
			$pos += strlen( $tag );
			if ( '/' === $tag[1] ) {
				if ( $foreign > 0 && ( 'svg' === $name || 'math' === $name ) ) {
					--$foreign;
				}
				if ( 'p' === $name && null !== $para ) {
					if ( $reopened && $empty ) {
						array_splice( $out, $para ); // The paragraph opened after a placeholder holds nothing.
						$para = null;
						continue;
					}
					$para = null;
				} elseif ( null !== $para && in_array( $name, $closes_p, true ) ) {
					// A block's end closes the paragraph inside it, as in a browser.
					if ( $reopened && $empty ) {
						array_splice( $out, $para );
					}
					$para = null;
				} elseif ( null !== $para && $depth > 0 ) {
					--$depth;
				}
				$out[] = $tag;
				continue;
			}
			if ( ( 'svg' === $name || 'math' === $name ) && '/' !== substr( $tag, -2, 1 ) ) {
				++$foreign;
			}
			if ( 0 === $foreign && in_array( $name, $raw_text, true ) ) {
				$close = stripos( $html, '</' . $name, $pos );
				$gt    = false === $close ? false : strpos( $html, '>', $close );
				$end   = false === $gt ? $len : $gt + 1;
				$out[] = $tag . substr( $html, $pos, $end - $pos );
				$pos   = $end;
				$empty = false;
				continue;
			}
			if ( in_array( $name, $closes_p, true ) ) {
				$para     = 'p' === $name ? count( $out ) : null;
				$empty    = true;
				$reopened = false;
				$depth    = 0;
			} elseif ( 'br' === $name ) {
				if ( $reopened && $empty ) {
					continue; // The line break that followed the frame, first in the reopened paragraph.
				}
			} elseif ( ! isset( self::FRAMED[ $name ] ) ) {
				$empty  = false;
				$depth += in_array( $name, $void, true ) || '/' === substr( $tag, -2, 1 ) ? 0 : 1;
			}
			if ( ! isset( self::FRAMED[ $name ] ) ) {
				$out[] = $tag;
				continue;
			}
			if ( 'iframe' === $name ) {
				if ( false !== $next_end && $next_end < $pos ) {
					$next_end = stripos( $html, '</iframe', $pos );
				}
				$close = $next_end;
			} else {
				// An embed is one tag; an object runs to its end tag (its fallback content).
				$close = 'object' === $name ? stripos( $html, '</object', $pos ) : false;
			}
			$gt    = false === $close ? false : strpos( $html, '>', $close );
			$end   = false === $close ? $pos : ( false === $gt ? $len : $gt + 1 );
			$frame = $tag . substr( $html, $pos, $end - $pos );
			$pos   = $end;
			$new   = $this->frame_html( $frame, $name );
			if ( $new === $frame || null === $para || $depth > 0 ) {
				$out[] = $new;
				$empty = false;
				continue;
			}
			if ( $empty ) {
				array_splice( $out, $para );
			} else {
				$out[] = '</p>';
			}
			$out[]    = $new;
			$para     = count( $out );
			$out[]    = '<p>';
			$empty    = true;
			$reopened = true;
		}
		return implode( '', $out ) . substr( $html, $pos );
	}

	/**
	 * An address of a frame as the browser would load it: tabs, line breaks and other
	 * control characters taken out, backslashes read as slashes, "https:host" and "//host"
	 * made absolute.
	 *
	 * @param string $src The attribute's value (entities decoded).
	 * @return string|null The absolute http(s) address, '' for the site's own relative
	 *                     address, null for another scheme (data:, about:…, left alone).
	 */
	private function address( string $src ): ?string {
		// Entities the DOM parser left as written (named ones of HTML 5, control characters).
		$src = html_entity_decode( $src, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$src = (string) preg_replace_callback(
			'/&#(?:[xX]([0-9a-fA-F]++)|([0-9]++));?/',
			static function ( array $m ): string {
				$code = '' !== $m[1] ? (int) hexdec( $m[1] ) : (int) $m[2];
				return $code < 0x80 ? chr( $code ) : $m[0];
			},
			$src
		);
		$src = str_replace( '\\', '/', (string) preg_replace( '/[\x00-\x20\x7f]++/', '', $src ) );
		if ( preg_match( '#^(https?):/*+(.*)$#is', $src, $m ) ) {
			return strtolower( $m[1] ) . '://' . $m[2];
		}
		if ( str_starts_with( $src, '//' ) ) {
			return 'https:' . $src;
		}
		return preg_match( '#^[a-z][a-z0-9+.-]*:#i', $src ) ? null : '';
	}

	/**
	 * The elements that load another document, and the attribute of its address.
	 */
	private const FRAMED = array(
		'iframe' => 'src',
		'embed'  => 'src',
		'object' => 'data',
	);

	/**
	 * One frame (an iframe, an embed or an object) of the content, as it may reach a visitor
	 * who has not chosen yet.
	 *
	 * @param string $html The frame's HTML.
	 * @param string $name Its element: iframe, embed or object.
	 */
	private function frame_html( string $html, string $name = 'iframe' ): string {
		$fragment = HtmlFragment::parse( $html );
		$frames   = $fragment ? $fragment->elements( $name ) : array();
		if ( ! $frames ) {
			return $html;
		}
		$frame = $frames[0];
		$key   = self::FRAMED[ $name ];
		// Read from the tag as written, as a browser reads it: the DOM parser drops a value
		// holding a control character, and does not see `<iframe/src=…>`, where a browser does.
		$attributes = self::tag_attributes( $html );
		// Marked by the editor: left as it is while it waits (its address in data-src), or if
		// it is needed before any choice; a marked frame that would load at once is not.
		$category = $attributes['data-acces-consent'] ?? null;
		if ( null !== $category && ( ! isset( $attributes[ $key ] ) || in_array( $category, array( 'necessary', 'obligatoire' ), true ) ) ) {
			return $html;
		}
		$src = isset( $attributes[ $key ] ) ? $this->address( $attributes[ $key ] ) : null;
		if ( ! $src ) {
			return $html;
		}
		$video = VideoUrl::parse( $src );
		if ( $video ) {
			$title = $frame->getAttribute( 'title' );
			// The service's own title for every frame says nothing of this video.
			return VideoPlaceholder::html( $video, preg_match( '/^\s*(youtube video player|vimeo video player)\s*$/i', $title ) ? '' : $title );
		}
		$frame->setAttribute( $key, $src );
		$frame->removeAttribute( 'data-acces-consent' );
		$disarmed = $this->disarm( $fragment->html(), $src );
		return str_contains( $disarmed, 'data-acces-consent' ) ? $disarmed : $html;
	}

	/**
	 * The attributes of the start tag that begins `$html`, read as a browser's tokenizer reads
	 * them: names lower-cased, the first of a repeated name kept, a quoted value whole (an
	 * « src= » inside another attribute's value is not one), « / » and spaces between them,
	 * an unquoted value up to a space or « > ». Values as written (entities not decoded).
	 *
	 * @param string $html Markup that starts with a start tag.
	 * @return array<string, string>
	 */
	private static function tag_attributes( string $html ): array {
		$found = array();
		if ( ! preg_match( '#^<[a-zA-Z][^\s/>]*+#', $html, $m ) ) {
			return $found;
		}
		$pos = strlen( $m[0] );
		while ( preg_match( '#\G[\s/]*+([^\s/>][^\s/>=]*+)(?:\s*+=\s*+(?:"([^"]*+)"?|\'([^\']*+)\'?|([^\s>]*+)))?#', $html, $a, 0, $pos ) ) {
			$pos += strlen( $a[0] );
			$name = strtolower( $a[1] );
			if ( ! isset( $found[ $name ] ) ) {
				$found[ $name ] = ( $a[2] ?? '' ) . ( $a[3] ?? '' ) . ( $a[4] ?? '' );
			}
		}
		return $found;
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
	 * Keeps a third-party embed from loading anything before consent: its frames and other
	 * hosts' images lose their src (kept in data-src) and its scripts become inert text, all
	 * marked for `media`. A note with a "Gérer mes cookies" button tells the visitor why.
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
		// Frames, and embeds and objects pasted as HTML (frame_html()): their address kept in
		// data-src (an object's in data-acces-data).
		foreach ( self::FRAMED as $name => $key ) {
			$kept = 'src' === $key ? 'data-src' : 'data-acces-data';
			foreach ( $fragment->elements( $name ) as $frame ) {
				if ( $frame->hasAttribute( $key ) ) {
					$frame->setAttribute( $kept, $frame->getAttribute( $key ) );
					$frame->removeAttribute( $key );
					$frame->setAttribute( 'data-acces-consent', 'media' );
					$changed = true;
				}
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
		// A photo service's embed (Flickr, SmugMug: oEmbed's « photo » type) is an image from
		// its host: it waits too (data-src, data-srcset), unless it comes from this site.
		$own = strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
		foreach ( $fragment->elements( 'img' ) as $image ) {
			$src     = $image->getAttribute( 'src' );
			$address = '' === $src ? '' : $this->address( $src );
			$foreign = $address && strtolower( (string) wp_parse_url( $address, PHP_URL_HOST ) ) !== $own;
			foreach ( preg_split( '/\s*,\s*/', trim( $image->getAttribute( 'srcset' ) ) ) as $candidate ) {
				$url     = '' === $candidate ? '' : $this->address( (string) strtok( $candidate, " \t\n" ) );
				$foreign = $foreign || ( $url && strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ) !== $own );
			}
			if ( ! $foreign ) {
				continue;
			}
			foreach ( array( 'src', 'srcset' ) as $name ) {
				if ( $image->hasAttribute( $name ) ) {
					$image->setAttribute( 'data-' . $name, $image->getAttribute( $name ) );
					$image->removeAttribute( $name );
				}
			}
			$image->setAttribute( 'data-acces-consent', 'media' );
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
