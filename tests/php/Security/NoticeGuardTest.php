<?php
/**
 * The base test case fails a test on any PHP notice, warning or deprecation raised by the
 * plugin's files: bootstrap.php's error handler records them (PHPUnit keeps an existing
 * handler in place, so it is the one active during every test) and TestCase::tear_down()
 * fails on any record.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

use AccesTourisme\Tests\TestCase;

/**
 * Probes the error handler that is active during a test.
 */
final class NoticeGuardTest extends TestCase {

	/**
	 * @return array<string, array{0: int}>
	 */
	public function levels(): array {
		return array(
			'deprecation' => array( E_USER_DEPRECATED ),
			'notice'      => array( E_USER_NOTICE ),
			'warning'     => array( E_USER_WARNING ),
		);
	}

	/**
	 * @dataProvider levels
	 *
	 * @param int $level Error level.
	 */
	public function test_a_message_from_a_plugin_file_is_recorded_for_tear_down( int $level ): void {
		$handler = set_error_handler( static fn() => false );
		restore_error_handler();
		$this->assertIsCallable( $handler );
		$file = dirname( __DIR__, 3 ) . '/includes/Plugin.php';
		$handler( $level, 'probe', $file, 7 );
		$recorded                    = $GLOBALS['acces_php_errors'];
		$GLOBALS['acces_php_errors'] = array(); // Or tear_down() would fail this test, which is the point.
		$this->assertSame( array( "probe in {$file}:7" ), $recorded );
	}

	public function test_a_message_from_another_file_is_not_the_plugin_s(): void {
		$handler = set_error_handler( static fn() => false );
		restore_error_handler();
		$handler( E_USER_DEPRECATED, 'probe', ABSPATH . 'wp-includes/functions.php', 7 );
		$this->assertSame( array(), $GLOBALS['acces_php_errors'] );
	}
}
