<?php
/**
 * PHPCS runs every WordPress.Security sniff on the plugin, and no file silences one without
 * saying why (npm run lint:php runs the sniffs themselves).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Security;

use AccesTourisme\Tests\TestCase;

/**
 * The ruleset and the silenced lines.
 */
final class PhpcsSecurityTest extends TestCase {

	public function test_the_ruleset_runs_every_security_sniff(): void {
		$root   = dirname( __DIR__, 3 );
		$output = (string) shell_exec( 'cd ' . escapeshellarg( $root ) . ' && php -d error_reporting=24575 vendor/bin/phpcs --standard=phpcs.xml.dist -e 2>&1' );
		foreach ( array( 'EscapeOutput', 'NonceVerification', 'PluginMenuSlug', 'SafeRedirect', 'ValidatedSanitizedInput' ) as $sniff ) {
			$this->assertStringContainsString( 'WordPress.Security.' . $sniff, $output, "phpcs.xml.dist runs WordPress.Security.{$sniff}." );
		}
	}

	public function test_no_file_silences_a_security_sniff_without_a_justification(): void {
		$root  = dirname( __DIR__, 3 );
		$files = array( $root . '/plugin.php', $root . '/uninstall.php' );
		$it    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		$silenced = 0;
		foreach ( $files as $file ) {
			foreach ( (array) file( $file ) as $number => $line ) {
				if ( ! preg_match( '/phpcs:(ignore|disable|ignoreFile)\b(.*)$/', (string) $line, $m ) ) {
					continue;
				}
				$where = substr( $file, strlen( $root ) + 1 ) . ':' . ( $number + 1 );
				$this->assertNotSame( 'ignoreFile', $m[1], "{$where} ignores the whole file." );
				$rules = trim( explode( ' -- ', $m[2] )[0] );
				if ( 'disable' === $m[1] ) {
					$this->assertStringNotContainsString( 'Security', $rules, "{$where} disables a security sniff for a block: silence one line instead." );
					$this->assertNotSame( '', $rules, "{$where} disables every sniff, the security ones too." );
				}
				if ( 'ignore' === $m[1] && ( '' === $rules || str_contains( $rules, 'WordPress.Security' ) ) ) {
					++$silenced;
					$this->assertNotSame( '', $rules, "{$where} ignores every sniff on its line: name the one ignored." );
					$this->assertMatchesRegularExpression( '/ -- \S.{10,}/', $m[2], "{$where} silences a security sniff without a justification after “--”." );
				}
			}
		}
		$this->assertGreaterThan( 0, $silenced, 'The scan found the silenced lines.' );
	}
}
