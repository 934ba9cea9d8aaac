<?php
/**
 * WP-CLI commands: wp acces ...
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Cli;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the "wp acces" command when WP-CLI runs.
 */
final class Commands implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'acces', AccesCommand::class );
		}
	}
}
