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
		remove_all_filters( 'load_script_translation_file' );
		wp_deregister_script( 'acces-consent-index' );
		wp_deregister_script( 'acces-not-a-script' );
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
		$entries  = get_translations_for_domain( self::DOMAIN )->entries;
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

	/**
	 * What WordPress prints for a script's translations (load_script_textdomain()).
	 *
	 * @param string $handle Handle.
	 */
	private function script_translations( string $handle ) {
		wp_register_script( $handle, plugins_url( 'build/consent/index.js', ACCES_TOURISME_FILE ), array(), '1', true );
		return load_script_textdomain( $handle, self::DOMAIN, ACCES_TOURISME_DIR . '/languages' );
	}

	public function test_a_script_gets_the_json_of_its_file_from_the_compiled_copy(): void {
		$file = ACCES_TOURISME_DIR . '/languages/acces-tourisme-fr_FR-acces-consent-index.json';
		// A filter after the plugin's sees what it answered: WordPress passes null along when
		// nobody answers, and then reads the file.
		$seen = array();
		add_filter(
			'pre_load_script_translations',
			static function ( $translations, $path ) use ( &$seen ) {
				$seen[] = array( $path, $translations );
				return $translations;
			},
			20,
			2
		);
		$json = $this->script_translations( 'acces-consent-index' );
		remove_all_filters( 'pre_load_script_translations', 20 );
		$this->assertSame( (string) file_get_contents( $file ), $json );
		$this->assertSame( 'Tout accepter', json_decode( $json, true )['locale_data']['messages']['Accept all'][0] );
		$this->assertSame( array( array( $file, $json ) ), $seen, 'Answered from the compiled copy, for the file named after the handle.' );
	}

	public function test_the_compiled_copy_holds_every_script_translation_file(): void {
		$compiled = include ACCES_TOURISME_DIR . '/languages/acces-tourisme-fr_FR.scripts.l10n.php';
		$files    = glob( ACCES_TOURISME_DIR . '/languages/acces-tourisme-fr_FR-*.json' );
		$this->assertNotEmpty( $files );
		$this->assertCount( count( $files ), $compiled );
		foreach ( $files as $file ) {
			$handle = substr( basename( $file, '.json' ), strlen( 'acces-tourisme-fr_FR-' ) );
			$this->assertSame( file_get_contents( $file ), $compiled[ $handle ] ?? null, $handle );
		}
	}

	/**
	 * Every page prints the site-wide script's translations: only what it says, not the block
	 * keyword « consentement » because the script holds the word "consent" as a value.
	 */
	public function test_the_site_wide_script_gets_only_the_strings_it_uses(): void {
		$messages = json_decode( (string) $this->script_translations( 'acces-site-index' ), true )['locale_data']['messages'];
		$this->assertSame( 'Par défaut', $messages["colour theme\u{4}Default"][0] ?? null, 'A string with a context that the script uses.' );
		$this->assertSame( 'Tout accepter', $messages['Accept all'][0] ?? null );
		$contexts = array_filter( array_keys( $messages ), static fn ( $key ) => str_contains( (string) $key, "\u{4}" ) );
		$this->assertSame( array( "colour theme\u{4}Default" ), array_values( $contexts ) );
	}

	public function test_a_site_that_filters_script_translation_files_gets_wordpress_loading(): void {
		$other = (string) wp_tempnam( 'acces-json' );
		file_put_contents( $other, '{"locale_data":{"messages":{"":{}, "Accept all":["Accepter tout (site)"]}}}' );
		add_filter( 'load_script_translation_file', static fn( $file, $handle ) => 'acces-consent-index' === $handle ? $other : $file, 10, 2 );
		$json = $this->script_translations( 'acces-consent-index' );
		unlink( $other );
		$this->assertStringContainsString( 'Accepter tout (site)', (string) $json );
	}

	public function test_a_script_without_translations_still_gets_none(): void {
		$this->assertFalse( $this->script_translations( 'acces-not-a-script' ) );
	}

	public function test_the_site_wide_scripts_read_the_same_json_without_the_file_search(): void {
		$expected = $this->script_translations( 'acces-site-index' );
		$dir      = dirname( ACCES_TOURISME_FILE ) . '/languages';
		$this->assertIsString( $expected );
		$this->assertSame( $expected, I18n::script_translations( 'acces-site-index', $dir ) );
		// None in the catalogue: WordPress's search decides (a language pack may have one).
		$this->assertNull( I18n::script_translations( 'acces-not-a-script', $dir ) );
		// Another plugin hooked to script translations: WordPress's loading, with its filters.
		$other = static fn( $translations ) => $translations;
		add_filter( 'pre_load_script_translations', $other, 5 );
		$this->assertNull( I18n::script_translations( 'acces-site-index', $dir ) );
		remove_filter( 'pre_load_script_translations', $other, 5 );
		add_filter( 'load_script_translations', $other );
		$this->assertNull( I18n::script_translations( 'acces-site-index', $dir ) );
		remove_filter( 'load_script_translations', $other );
		$this->assertSame( $expected, I18n::script_translations( 'acces-site-index', $dir ) );
	}
}
