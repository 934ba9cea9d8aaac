<?php
/**
 * What the map render tests set up: empty script and style queues, no current post, the map
 * shortcodes registered.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Maps;

use AccesTourisme\Maps\MapShortcodes;

/**
 * For TestCase subclasses that render map blocks and shortcodes.
 */
trait MapPages {

	/**
	 * Fresh queues and no current post; the shortcodes added again (under PHPUnit those added
	 * while the plugin loaded are lost, see PortfolioBlockTest).
	 */
	private function set_up_map_pages(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$GLOBALS['post']       = null;
		wp_scripts();
		wp_styles();
		if ( ! shortcode_exists( MapShortcodes::LIST_MAP ) || ! shortcode_exists( MapShortcodes::PLACE_MAP ) ) {
			( new MapShortcodes() )->register();
		}
	}

	/**
	 * Leaves no queue or current post to the next test.
	 */
	private function tear_down_map_pages(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$GLOBALS['post']       = null;
	}
}
