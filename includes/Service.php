<?php
/**
 * The contract of every service of the plugin.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * A service attaches its hooks in register(), never in its constructor.
 */
interface Service {

	/**
	 * Attaches the service's actions and filters.
	 */
	public function register(): void;
}
