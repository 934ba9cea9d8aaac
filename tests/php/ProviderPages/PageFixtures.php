<?php
/**
 * Helpers of the provider page tests: a fully described provider, photos, HTML queries.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\ProviderPages;

/**
 * Fixtures and HTML helpers.
 */
trait PageFixtures {

	/**
	 * An image attachment (a record with metadata; no file is needed to print it).
	 *
	 * @param string $name Base name of the file.
	 * @param string $alt  Alternative text.
	 */
	protected function photo( string $name, string $alt ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $name,
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $id, '_wp_attached_file', '2024/06/' . $name . '.jpg' );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 1200,
				'file'   => '2024/06/' . $name . '.jpg',
				'sizes'  => array(
					'medium_large' => array(
						'file'      => $name . '-768x576.jpg',
						'width'     => 768,
						'height'    => 576,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return (int) $id;
	}

	/**
	 * A hotel with every field filled; returns its id.
	 *
	 * @param array<string, mixed> $meta Meta overriding the defaults.
	 */
	protected function full_provider( array $meta = array() ): int {
		return $this->provider(
			'Hôtel des Remparts',
			'hotels',
			array_merge(
				array(
					'acces_commune'      => 'Montauban',
					'acces_address'      => '12 rue des Carmes',
					'acces_postcode'     => '82000',
					'acces_lat'          => 44.0176,
					'acces_lng'          => 1.355,
					'acces_phone'        => '05 63 12 34 56',
					'acces_email'        => 'accueil@remparts.example',
					'acces_website'      => 'https://www.remparts.example/',
					'acces_disabilities' => array( 'visuel', 'moteur' ),
					'acces_features'     => array( 'chiens-guides', 'entree-plain-pied' ),
					'acces_label'        => true,
				),
				$meta
			),
			array(
				'post_content' => '<!-- wp:paragraph --><p>Un hôtel au cœur de la ville.</p><!-- /wp:paragraph -->',
				'post_excerpt' => 'Un hôtel au cœur de la ville.',
			)
		);
	}

	/**
	 * An XPath over an HTML fragment.
	 *
	 * @param string $html Markup.
	 */
	protected function dom( string $html ): \DOMXPath {
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $doc );
	}

	/**
	 * The text of the nodes an XPath expression finds, whitespace collapsed.
	 *
	 * @param \DOMXPath $xpath      The document.
	 * @param string    $expression XPath.
	 * @return string[]
	 */
	protected function texts( \DOMXPath $xpath, string $expression ): array {
		$out   = array();
		$nodes = $xpath->query( $expression );
		foreach ( $nodes ? $nodes : array() as $node ) {
			$out[] = trim( (string) preg_replace( '/[ \t\r\n]+/', ' ', $node->textContent ) );
		}
		return $out;
	}

	/**
	 * One attribute of the nodes an XPath expression finds.
	 *
	 * @param \DOMXPath $xpath      The document.
	 * @param string    $expression XPath.
	 * @param string    $attribute  Attribute name.
	 * @return string[]
	 */
	protected function attrs( \DOMXPath $xpath, string $expression, string $attribute ): array {
		$out   = array();
		$nodes = $xpath->query( $expression );
		foreach ( $nodes ? $nodes : array() as $node ) {
			if ( $node instanceof \DOMElement ) {
				$out[] = $node->getAttribute( $attribute );
			}
		}
		return $out;
	}
}
