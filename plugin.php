<?php
/**
 * Plugin Name:       Accès Tourisme
 * Plugin URI:        https://example.org/acces-tourisme
 * Description:       A French directory of tourism and leisure places that welcome disabled people: accessible maps, map search, detail pages, portfolio showcase, carousels, lightbox, cookie consent and an accessibility toolbar.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * Author:            Accès Tourisme
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       acces-tourisme
 * Domain Path:       /languages
 *
 * @package AccesTourisme
 */

defined( 'ABSPATH' ) || exit;

define( 'ACCES_TOURISME_VERSION', '0.1.0' );
define( 'ACCES_TOURISME_FILE', __FILE__ );
define( 'ACCES_TOURISME_DIR', __DIR__ );

if ( version_compare( PHP_VERSION, '8.2', '<' ) || ! is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	add_action(
		'admin_notices',
		static function () {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html(
					version_compare( PHP_VERSION, '8.2', '<' )
						? __( 'Accès Tourisme needs PHP 8.2 or newer. The plugin is not running.', 'acces-tourisme' )
						: __( 'Accès Tourisme is incomplete (its autoloader is missing). Reinstall the plugin from its zip.', 'acces-tourisme' )
				)
			);
		}
	);
	return;
}

require_once __DIR__ . '/vendor/autoload.php';

register_activation_hook( __FILE__, array( AccesTourisme\Lifecycle::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( AccesTourisme\Lifecycle::class, 'deactivate' ) );

( new AccesTourisme\Plugin( __FILE__ ) )->register();
