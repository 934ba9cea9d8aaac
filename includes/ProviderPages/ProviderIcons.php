<?php
/**
 * Decorative pictograms of the visitor pages (the text next to them carries the meaning).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

defined( 'ABSPATH' ) || exit;

/**
 * Inline SVG, hidden from assistive technologies, drawn in the text colour (so they follow
 * the colour themes and keep the text's contrast).
 */
final class ProviderIcons {

	/**
	 * Path data of each pictogram, in a 24×24 box.
	 */
	private const PATHS = array(
		'moteur'  => 'M11 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 7h2.2v5H17l3.2 6.4-1.8.9-2.6-5.3H10zM8 10.2v2.3a4.5 4.5 0 1 0 6.3 5.2l1.5 1.3A6.5 6.5 0 1 1 8 10.2z',
		'visuel'  => 'M12 5C6.5 5 2.7 9 1.5 12c1.2 3 5 7 10.5 7s9.3-4 10.5-7C21.3 9 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
		'auditif' => 'M12.5 2A7.5 7.5 0 0 0 5 9.5h2a5.5 5.5 0 0 1 11 0c0 2-1 3.1-2.2 4.2-1.1 1-2.3 2.1-2.8 4-.4 1.5-1.5 2.3-2.7 2.3A2.3 2.3 0 0 1 8 17.7H6a4.3 4.3 0 0 0 4.3 4.3c2.1 0 3.9-1.4 4.6-3.8.3-1.2 1.1-1.9 2.2-2.9C18.5 14 20 12.4 20 9.5A7.5 7.5 0 0 0 12.5 2zm0 4A3.5 3.5 0 0 0 9 9.5h2a1.5 1.5 0 0 1 3 0c0 .8-.5 1.3-1.1 1.8l-.9.8V15h2v-1.9c1-.8 2-1.8 2-3.6A3.5 3.5 0 0 0 12.5 6z',
		'mental'  => 'M13 2a8 8 0 0 0-8 8c0 .5-1.6 2.8-2.2 3.7-.3.4 0 1 .5 1H5v3a2 2 0 0 0 2 2h2v3h8v-4.7A8 8 0 0 0 13 2zm0 2a6 6 0 0 1 3 11.2l-1 .6V20h-4v-3H7v-4.3h-.9l.9-1.4V10a6 6 0 0 1 6-6zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
		'label'   => 'M12 1.5l2.6 2 3.2-.2.9 3.1 2.7 1.8-1.2 3 1.2 3-2.7 1.8-.9 3.1-3.2-.2-2.6 2-2.6-2-3.2.2-.9-3.1-2.7-1.8 1.2-3-1.2-3 2.7-1.8.9-3.1 3.2.2zm-1.2 13.3L7.6 11.6 6.2 13l4.6 4.6 7-7-1.4-1.4z',
		'place'   => 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
	);

	/**
	 * The markup of a pictogram ('' for an unknown name). Safe to print as is.
	 *
	 * @param string $name A disability slug, "label" or "place".
	 */
	public static function svg( string $name ): string {
		if ( ! isset( self::PATHS[ $name ] ) ) {
			return '';
		}
		return '<svg class="acces-icon acces-icon-' . esc_attr( $name ) . '" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" fill-rule="evenodd" d="' . esc_attr( self::PATHS[ $name ] ) . '"/></svg>';
	}

	/**
	 * The list of a provider's disability families, each as a pictogram with its text.
	 *
	 * @param array<string, string> $families Slug => label.
	 */
	public static function families_list( array $families ): string {
		if ( ! $families ) {
			return '';
		}
		$items = '';
		foreach ( $families as $slug => $label ) {
			$items .= '<li class="acces-families-item">' . self::svg( $slug ) . '<span>' . esc_html( $label ) . '</span></li>';
		}
		return '<ul class="acces-families">' . $items . '</ul>';
	}
}
