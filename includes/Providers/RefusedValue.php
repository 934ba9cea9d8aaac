<?php
/**
 * A meta value that its sanitize callback refused.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Returned by the sanitize callback instead of the value, so that the save is short-circuited
 * and the previous value stays (WordPress gives the sanitize callback no post id).
 */
final class RefusedValue {

	/**
	 * Why the value was refused.
	 *
	 * @var \WP_Error
	 */
	public \WP_Error $error;

	/**
	 * Constructor.
	 *
	 * @param \WP_Error $error Why the value was refused.
	 */
	public function __construct( \WP_Error $error ) {
		$this->error = $error;
	}

	/**
	 * Core compares a value with the stored one as text before saving it through REST: a
	 * refused value never equals anything stored (and never ends the request with a fatal
	 * error). ProviderRestValidation refuses such requests earlier; this is the fallback.
	 */
	public function __toString(): string {
		return "\0acces-refused-value";
	}
}
