<?php
/**
 * The four disability families of the national Tourisme & Handicap label.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Slugs (stored in meta and used in URLs: ?acces=moteur,visuel) and their French labels.
 */
final class Disabilities {

	/**
	 * Slug => label, in the label's usual order.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		return array(
			'moteur'  => __( 'Motor disability', 'acces-tourisme' ),
			'visuel'  => __( 'Visual disability', 'acces-tourisme' ),
			'auditif' => __( 'Hearing disability', 'acces-tourisme' ),
			'mental'  => __( 'Mental disability', 'acces-tourisme' ),
		);
	}

	/**
	 * The slugs.
	 *
	 * @return string[]
	 */
	public static function slugs(): array {
		return array_keys( self::all() );
	}
}
