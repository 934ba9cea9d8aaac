<?php
/**
 * The "wp acces" command.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Cli;

use AccesTourisme\Demo\DemoContent;

defined( 'ABSPATH' ) || exit;

/**
 * Manages the Accès Tourisme directory.
 */
final class AccesCommand {

	/**
	 * Creates or updates the demo content. Running it again changes nothing.
	 *
	 * ## EXAMPLES
	 *
	 *     wp acces demo
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function demo( array $args, array $assoc_args ): void {
		$report = ( new DemoContent() )->install();
		foreach ( $report as $line ) {
			\WP_CLI::log( $line );
		}
		\WP_CLI::success( 'Demo content is in place.' );
	}
}
