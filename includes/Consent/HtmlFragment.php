<?php
/**
 * Reads and rewrites small pieces of HTML with DOMDocument.
 *
 * WP_HTML_Tag_Processor would be the tool, but it arrived in WordPress 6.2 and this plugin
 * supports 6.1, so DOMDocument (PHP's dom extension) does the work.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * A fragment of HTML held in a wrapper element of a DOMDocument.
 */
final class HtmlFragment {

	/**
	 * The document.
	 *
	 * @var \DOMDocument
	 */
	public \DOMDocument $doc;

	/**
	 * The wrapper of the fragment.
	 *
	 * @var \DOMElement
	 */
	public \DOMElement $root;

	/**
	 * Constructor.
	 *
	 * @param \DOMDocument $doc  The document.
	 * @param \DOMElement  $root The wrapper of the fragment.
	 */
	private function __construct( \DOMDocument $doc, \DOMElement $root ) {
		$this->doc  = $doc;
		$this->root = $root;
	}

	/**
	 * Parses a fragment; null when PHP's dom extension is missing or the markup is unusable.
	 *
	 * @param string $html UTF-8 HTML.
	 */
	public static function parse( string $html ): ?self {
		if ( ! class_exists( \DOMDocument::class ) ) {
			return null;
		}
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$loaded   = $doc->loadHTML( '<?xml encoding="utf-8"?><div>' . $html . '</div>', LIBXML_HTML_NOIMPLIED | LIBXML_HTML_NODEFDTD );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$root = $doc->getElementsByTagName( 'div' )->item( 0 );
		return $loaded && $root instanceof \DOMElement ? new self( $doc, $root ) : null;
	}

	/**
	 * The elements of a tag name inside the fragment.
	 *
	 * @param string $tag Tag name.
	 * @return \DOMElement[]
	 */
	public function elements( string $tag ): array {
		$found = array();
		foreach ( $this->root->getElementsByTagName( $tag ) as $element ) {
			$found[] = $element;
		}
		return $found;
	}

	/**
	 * Whether an element has a class.
	 *
	 * @param \DOMElement $element The element.
	 * @param string      $name    Class name.
	 */
	public static function has_class( \DOMElement $element, string $name ): bool {
		return in_array( $name, preg_split( '/\s+/', $element->getAttribute( 'class' ) ), true );
	}

	/**
	 * Replaces the children of an element by a fragment of HTML.
	 *
	 * @param \DOMElement $element The element.
	 * @param string      $html    The new content.
	 */
	public function replace_children( \DOMElement $element, string $html ): void {
		$other = self::parse( $html );
		if ( ! $other ) {
			return;
		}
		foreach ( iterator_to_array( $element->childNodes ) as $child ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
			$element->removeChild( $child );
		}
		foreach ( iterator_to_array( $other->root->childNodes ) as $child ) {
			$element->appendChild( $this->doc->importNode( $child, true ) );
		}
	}

	/**
	 * The fragment as HTML.
	 */
	public function html(): string {
		$html = '';
		foreach ( $this->root->childNodes as $child ) {
			$html .= $this->doc->saveHTML( $child );
		}
		// libxml's HTML 4 writes an end tag for the void element that HTML 4 did not have.
		return str_contains( $html, '</embed>' ) ? str_replace( '</embed>', '', $html ) : $html;
	}
}
