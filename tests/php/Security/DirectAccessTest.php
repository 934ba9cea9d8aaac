<?php
/**
 * Every PHP file of the plugin refuses to run when requested directly.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

use AccesTourisme\Tests\TestCase;

/**
 * Each file is run by a PHP process of its own, outside WordPress: it must print nothing and
 * define nothing.
 */
final class DirectAccessTest extends TestCase {

	/**
	 * The plugin's PHP files that a web server could be asked for.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function php_files(): array {
		$root  = dirname( __DIR__, 3 );
		$files = array( $root . '/plugin.php', $root . '/uninstall.php' );
		$it    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		$cases = array();
		foreach ( $files as $file ) {
			$cases[ substr( $file, strlen( $root ) + 1 ) ] = array( $file );
		}
		return $cases;
	}

	/**
	 * @dataProvider php_files
	 *
	 * @param string $file Absolute path.
	 */
	public function test_file_does_nothing_outside_wordpress( string $file ): void {
		$code = sprintf(
			'$before = get_declared_classes(); include %s; echo count( array_diff( get_declared_classes(), $before ) ) . "|" . count( get_defined_functions()["user"] );',
			var_export( $file, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export
		);
		$output = shell_exec( 'php -r ' . escapeshellarg( $code ) . ' 2>&1' );
		$this->assertSame( '', (string) $output, basename( $file ) . ' must exit at once when loaded outside WordPress.' );
	}
}
