<?php
/**
 * uninstall.php removes the options, and the content only when the admin asked for it.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Settings\GeneralSettings;
use AccesTourisme\Tests\TestCase;

/**
 * Each test runs in its own PHP process: uninstall.php is guarded by a constant.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class UninstallTest extends TestCase {

	private function make_provider( string $status = 'publish', string $type = ProviderPostType::POST_TYPE ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => $status,
				'post_title'  => 'Hôtel du Test',
			)
		);
	}

	public function test_uninstall_keeps_content_by_default_and_removes_options(): void {
		$id = $this->make_provider();
		update_option( GeneralSettings::OPTION, array( 'delete_data_on_uninstall' => false ) );
		update_option( 'acces_something', 'x' );
		define( 'WP_UNINSTALL_PLUGIN', 'acces-tourisme/plugin.php' );
		include ACCES_TOURISME_DIR . '/uninstall.php';
		$this->assertFalse( get_option( GeneralSettings::OPTION ) );
		$this->assertFalse( get_option( 'acces_something' ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $id ) );
	}

	public function test_uninstall_removes_content_when_chosen(): void {
		$id     = $this->make_provider();
		$others = array(
			$this->make_provider( 'trash' ),
			$this->make_provider( 'auto-draft' ),
			$this->make_provider( 'private' ),
			$this->make_provider( 'trash', 'acces-portfolio' ),
			$this->make_provider( 'draft', 'acces-portfolio' ),
		);
		update_option( GeneralSettings::OPTION, array( 'delete_data_on_uninstall' => true ) );
		define( 'WP_UNINSTALL_PLUGIN', 'acces-tourisme/plugin.php' );
		include ACCES_TOURISME_DIR . '/uninstall.php';
		$this->assertNull( get_post( $id ) );
		foreach ( $others as $other ) {
			$this->assertNull( get_post( $other ), 'Trashed, auto-draft, private and portfolio items go too.' );
		}
		$this->assertFalse( get_option( GeneralSettings::OPTION ) );
		$this->assertEmpty( term_exists( 'hotels', 'acces-provider-category' ) );
	}
}
