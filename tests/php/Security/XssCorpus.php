<?php
/**
 * The XSS corpus of tests/fixtures/xss-corpus.json (shared with the browser sweep), and the
 * checks that a piece of output holds nothing executable.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

/**
 * Loads the corpus and inspects markup.
 */
final class XssCorpus {

	/**
	 * Every payload, id => value (entries with "repeat" expanded).
	 *
	 * @return array<string, string>
	 */
	public static function values(): array {
		static $values = null;
		if ( null === $values ) {
			$corpus = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/xss-corpus.json' ), true );
			$values = array();
			foreach ( $corpus['entries'] as $entry ) {
				$values[ $entry['id'] ] = str_repeat( $entry['value'], (int) ( $entry['repeat'] ?? 1 ) );
			}
		}
		return $values;
	}

	/**
	 * Why an HTML fragment (or page part) is executable, or '' when it is inert: a script
	 * element other than JSON data, an on… attribute, a javascript:/data:/vbscript: URL in a
	 * link or source attribute, an element that runs code (iframe, object, embed) or a
	 * base element. Inline SVG icons are allowed: an injected one is found by its attributes.
	 *
	 * @param string $html Markup.
	 */
	public static function executable( string $html ): string {
		if ( '' === trim( $html ) ) {
			return '';
		}
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><!DOCTYPE html><html><body>' . $html . '</body></html>', LIBXML_NOERROR | LIBXML_NOWARNING );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$xpath = new \DOMXPath( $doc );
		foreach ( $xpath->query( '//script' ) as $script ) {
			$type = strtolower( trim( (string) $script->getAttribute( 'type' ) ) );
			if ( ! in_array( $type, array( 'application/ld+json', 'application/json', 'text/plain' ), true ) ) {
				return 'a script element: ' . $doc->saveHTML( $script );
			}
		}
		foreach ( array( 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'foreignobject' ) as $tag ) {
			$found = $xpath->query( '//' . $tag );
			if ( $found->length ) {
				return "a {$tag} element: " . substr( (string) $doc->saveHTML( $found->item( 0 ) ), 0, 200 );
			}
		}
		foreach ( $xpath->query( '//@*' ) as $attribute ) {
			$name  = strtolower( $attribute->nodeName );
			$value = strtolower( preg_replace( '/[\s\x00-\x20]+/', '', html_entity_decode( (string) $attribute->nodeValue, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ?? '' );
			if ( str_starts_with( $name, 'on' ) ) {
				return "an {$name} attribute on <{$attribute->ownerElement->nodeName}>";
			}
			if ( in_array( $name, array( 'href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background' ), true )
				&& ( str_starts_with( $value, 'javascript:' ) || str_starts_with( $value, 'vbscript:' ) || str_starts_with( $value, 'data:' ) || 'srcdoc' === $name ) ) {
				return "{$name}=\"{$attribute->nodeValue}\" on <{$attribute->ownerElement->nodeName}>";
			}
			if ( 'style' === $name && ( str_contains( $value, 'javascript:' ) || str_contains( $value, 'expression(' ) ) ) {
				return "a style with script on <{$attribute->ownerElement->nodeName}>";
			}
		}
		return '';
	}

	/**
	 * The data-* attributes of a fragment that hold JSON the browser cannot parse, or whose
	 * decoded text differs from what the server meant (an entity left in the JSON is decoded
	 * by the browser, since esc_attr() does not encode it again): data as text must reach the
	 * front end exactly.
	 *
	 * @param string $html Markup.
	 * @return string[] Attribute names with the start of their value.
	 */
	public static function broken_json( string $html ): array {
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><!DOCTYPE html><html><body>' . $html . '</body></html>', LIBXML_NOERROR | LIBXML_NOWARNING );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$broken = array();
		foreach ( ( new \DOMXPath( $doc ) )->query( '//@*[starts-with(name(), "data-")]' ) as $attribute ) {
			$value = (string) $attribute->nodeValue;
			if ( ! preg_match( '/^\s*[\[{]/', $value ) ) {
				continue;
			}
			if ( null === json_decode( $value ) || preg_match( '/&(#x?[0-9a-f]+|[a-z]+);/i', $value ) ) {
				$broken[] = $attribute->nodeName . ': ' . substr( $value, 0, 120 );
			}
		}
		return $broken;
	}

	/**
	 * Why a piece of JavaScript printed in a script element could be broken out of, or '':
	 * it must hold no "</script", "<!--" or "<script" (JSON with \u003C escapes is inert).
	 *
	 * @param string $js Inline script.
	 */
	public static function script_breaker( string $js ): string {
		foreach ( array( '</script', '<!--', '<script' ) as $needle ) {
			if ( false !== stripos( $js, $needle ) ) {
				return "the inline script holds {$needle}: " . substr( $js, max( 0, (int) stripos( $js, $needle ) - 80 ), 200 );
			}
		}
		return '';
	}
}
