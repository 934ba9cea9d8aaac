<?php
/**
 * The plugin's French strings read from the PHP copy of its catalogue.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Foundation;

use AccesTourisme\I18n;
use AccesTourisme\PhpTranslations;
use AccesTourisme\Tests\TestCase;

/**
 * The PHP copy (languages/acces-tourisme-fr_FR.l10n.php) gives every string exactly what the
 * .mo file gives, plurals and contexts included, and WordPress's own loading still applies
 * when a site filters it.
 */
final class TranslationsTest extends TestCase {

	private const DOMAIN = 'acces-tourisme';

	/**
	 * The catalogue as WordPress parses the .mo file.
	 */
	private function mo(): \MO {
		$mo = new \MO();
		$this->assertTrue( $mo->import_from_file( ACCES_TOURISME_DIR . '/languages/acces-tourisme-fr_FR.mo' ) );
		return $mo;
	}

	/**
	 * Loads the domain again, as on a new request.
	 */
	private function reload(): void {
		unload_textdomain( self::DOMAIN );
		( new I18n( ACCES_TOURISME_FILE ) )->load_textdomain();
	}

	protected function tear_down(): void {
		remove_all_filters( 'load_textdomain_mofile' );
		$this->reload();
		parent::tear_down();
	}

	public function test_the_site_reads_the_php_copy(): void {
		$this->reload();
		$this->assertInstanceOf( PhpTranslations::class, get_translations_for_domain( self::DOMAIN ) );
		$this->assertTrue( is_textdomain_loaded( self::DOMAIN ) );
		$this->assertSame( 'Prestataires', __( 'Providers', 'acces-tourisme' ) );
		$this->assertSame( 'Par défaut', _x( 'Default', 'colour theme', 'acces-tourisme' ) );
		$this->assertSame( 'Not in the catalogue', __( 'Not in the catalogue', 'acces-tourisme' ) );
	}

	public function test_every_string_is_translated_as_the_mo_file_translates_it(): void {
		$this->reload();
		$php = get_translations_for_domain( self::DOMAIN );
		$mo  = $this->mo();
		$this->assertGreaterThan( 500, count( $mo->entries ) );
		foreach ( $mo->entries as $entry ) {
			if ( $entry->is_plural ) {
				foreach ( array( 0, 1, 2, 5 ) as $n ) {
					$this->assertSame(
						$mo->translate_plural( $entry->singular, $entry->plural, $n, $entry->context ),
						$php->translate_plural( $entry->singular, $entry->plural, $n, $entry->context ),
						$entry->singular . ' × ' . $n
					);
				}
			} else {
				$this->assertSame( $mo->translate( $entry->singular, $entry->context ), $php->translate( $entry->singular, $entry->context ), $entry->singular );
			}
		}
		$this->assertSame( '%s prestataire trouvé', _n( '%s provider found', '%s providers found', 1, 'acces-tourisme' ) );
		$this->assertSame( '%s prestataires trouvés', _n( '%s provider found', '%s providers found', 2, 'acces-tourisme' ) );
		$this->assertSame( '%s prestataire trouvé', _n( '%s provider found', '%s providers found', 0, 'acces-tourisme' ), 'French: 0 is singular.' );
	}

	public function test_code_that_reads_the_entries_gets_them_all(): void {
		$this->reload();
		$entries = get_translations_for_domain( self::DOMAIN )->entries;
		$expected = array_keys( $this->mo()->entries );
		$actual   = array_keys( $entries );
		sort( $expected );
		sort( $actual );
		$this->assertSame( $expected, $actual );
		$this->assertSame( 'Prestataires', $entries['Providers']->translations[0] );
	}

	public function test_a_site_that_filters_mo_loading_gets_wordpress_loading(): void {
		add_filter( 'load_textdomain_mofile', static fn( $file ) => $file );
		$this->reload();
		$this->assertInstanceOf( \MO::class, get_translations_for_domain( self::DOMAIN ) );
		$this->assertSame( 'Prestataires', __( 'Providers', 'acces-tourisme' ) );
	}
}
