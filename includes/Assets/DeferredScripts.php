<?php
/**
 * Loads the plugin's front-end scripts with `defer`, and the WordPress scripts that only they
 * need (React and its wrappers), on WordPress versions that cannot do it themselves.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress 6.3+ reads the `strategy` data that Assets::register_entry() sets; WordPress 6.1
 * and 6.2 ignore it and print every footer script as a parser-blocking one, so React, ReactDOM
 * and our apps ran in one long task before DOMContentLoaded (issue 4 §5, issue 7 §7, issue 8
 * Lighthouse). This adds `defer` itself, with the rule of WordPress 6.3: a script is deferred
 * only when it has no inline script to run after it, and every script of the page that
 * depends on it is deferred too, so that the order of execution stays the order of the
 * dependencies. Only our scripts and scripts that only our deferred scripts depend on are
 * touched; WordPress's and other plugins' own scripts are left as they are.
 */
final class DeferredScripts {

	/**
	 * The deferred handles of the current queue, by a key of that queue.
	 *
	 * @var array<string, array<string, bool>>
	 */
	private static array $memo = array();

	/**
	 * Attaches the filter (front end, WordPress without script loading strategies).
	 */
	public static function register(): void {
		if ( function_exists( 'wp_script_add_data' ) && self::core_supports_strategies() ) {
			return;
		}
		add_filter( 'script_loader_tag', array( self::class, 'filter_tag' ), 10, 2 );
	}

	/**
	 * Whether WordPress itself prints `defer` for the `strategy` data (6.3+).
	 */
	private static function core_supports_strategies(): bool {
		return method_exists( 'WP_Scripts', 'get_eligible_loading_strategy' ) || method_exists( 'WP_Scripts', 'filter_eligible_strategies' );
	}

	/**
	 * Adds `defer` to the external script element of a deferrable handle.
	 *
	 * @param mixed $tag    The script's HTML (its inline scripts included).
	 * @param mixed $handle The handle.
	 * @return mixed
	 */
	public static function filter_tag( $tag, $handle ) {
		if ( ! is_string( $tag ) || ! is_string( $handle ) || is_admin() || ! self::is_deferred( $handle ) ) {
			return $tag;
		}
		// The element whose id is exactly "{handle}-js" (its inline scripts are "-js-before",
		// "-js-after" and "-js-translations"), unless it already says defer or async.
		$pattern = '#<script(?![^>]*\s(?:defer|async)[\s=>])(?=[^>]*\sid=([\'"])' . preg_quote( $handle, '#' ) . '-js\1)(?=[^>]*\ssrc=)#';
		return (string) preg_replace( $pattern, '<script defer', $tag, 1 );
	}

	/**
	 * Whether a handle is deferred on this page.
	 *
	 * @param string $handle The handle.
	 */
	public static function is_deferred( string $handle ): bool {
		$scripts = wp_scripts();
		$key     = implode( ',', $scripts->queue );
		if ( ! isset( self::$memo[ $key ] ) ) {
			self::$memo = array( $key => self::deferred( $scripts ) );
		}
		return self::$memo[ $key ][ $handle ] ?? false;
	}

	/**
	 * The deferred handles of the queue: ours (they ask for it with the strategy data), then,
	 * repeatedly, every dependency whose dependents are all deferred.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @return array<string, bool>
	 */
	private static function deferred( \WP_Scripts $scripts ): array {
		// Every handle the page prints, and who depends on whom.
		$printed    = array();
		$dependents = array();
		$pending    = $scripts->queue;
		while ( $pending ) {
			$handle = (string) array_pop( $pending );
			if ( isset( $printed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$printed[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
				$dependents[ $dep ][] = $handle;
				$pending[]            = $dep;
			}
		}
		$deferred = array();
		foreach ( array_keys( $printed ) as $handle ) {
			if ( 'defer' === $scripts->get_data( $handle, 'strategy' ) && self::standalone( $scripts, $handle ) && 0 === strpos( $handle, 'acces-' ) ) {
				$deferred[ $handle ] = true;
			}
		}
		// Our scripts stay deferred only if whatever depends on them is deferred as well.
		do {
			$changed = false;
			foreach ( array_keys( $deferred ) as $handle ) {
				foreach ( $dependents[ $handle ] ?? array() as $dependent ) {
					if ( ! isset( $deferred[ $dependent ] ) ) {
						unset( $deferred[ $handle ] );
						$changed = true;
						break;
					}
				}
			}
		} while ( $changed );
		// Then the dependencies that only deferred scripts need.
		do {
			$changed = false;
			foreach ( array_keys( $printed ) as $handle ) {
				if ( isset( $deferred[ $handle ] ) || empty( $dependents[ $handle ] ) || ! self::standalone( $scripts, $handle ) ) {
					continue;
				}
				$all = true;
				foreach ( $dependents[ $handle ] as $dependent ) {
					$all = $all && isset( $deferred[ $dependent ] );
				}
				if ( $all ) {
					$deferred[ $handle ] = true;
					$changed             = true;
				}
			}
		} while ( $changed );
		return $deferred;
	}

	/**
	 * Whether a script can wait until the document is parsed: no inline script after it (it
	 * would run before the script), no conditional comment, no async or module loading.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string      $handle  The handle.
	 */
	private static function standalone( \WP_Scripts $scripts, string $handle ): bool {
		$src = $scripts->registered[ $handle ]->src;
		return is_string( $src ) && '' !== $src
			&& empty( $scripts->get_data( $handle, 'after' ) )
			&& empty( $scripts->get_data( $handle, 'conditional' ) );
	}
}
