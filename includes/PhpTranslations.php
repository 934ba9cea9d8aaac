<?php
/**
 * The plugin's translations read from a PHP file.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress 6.1 reads a .mo file by parsing it into one object per string on every request
 * (about half a millisecond for this plugin's 531 strings). tools/i18n.mjs also writes the same
 * catalogue as a PHP file returning an array, which OPcache keeps compiled in shared memory:
 * including it costs almost nothing, and a string is looked up in that array when it is
 * translated. Translation_Entry objects are only built if some code reads $entries.
 */
final class PhpTranslations extends \Translations {

	/**
	 * The messages: msgid (or context + "\4" + msgid) => translation, or the plural ones.
	 *
	 * @var array<string, string|string[]>
	 */
	private array $messages;

	/**
	 * The plural rule, once parsed.
	 *
	 * @var \Plural_Forms|null
	 */
	private ?\Plural_Forms $plural = null;

	/**
	 * Number of plural forms.
	 *
	 * @var int
	 */
	private int $nplurals = 2;

	/**
	 * The translations of a catalogue file, or null when the file is not such a catalogue.
	 *
	 * @param string $file Path of the .l10n.php file.
	 */
	public static function from_file( string $file ): ?self {
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$catalogue = include $file;
		if ( ! is_array( $catalogue ) || ! isset( $catalogue['messages'], $catalogue['plural-forms'] ) || ! is_array( $catalogue['messages'] ) ) {
			return null;
		}
		return new self( $catalogue['messages'], (string) $catalogue['plural-forms'] );
	}

	/**
	 * Translations.
	 *
	 * @param array<string, string|string[]> $messages     Messages.
	 * @param string                         $plural_forms Plural-Forms header, e.g. "nplurals=2; plural=n > 1;".
	 */
	public function __construct( array $messages, string $plural_forms ) {
		$this->messages = $messages;
		$this->headers  = array( 'Plural-Forms' => $plural_forms );
		if ( preg_match( '/nplurals\s*=\s*(\d+)/', $plural_forms, $match ) ) {
			$this->nplurals = max( 1, (int) $match[1] );
		}
		// Built on first read only (__get).
		unset( $this->entries );
	}

	/**
	 * The entries, as Translation_Entry objects, for code that reads them directly.
	 *
	 * @param string $name Property.
	 * @return mixed
	 */
	public function __get( $name ) {
		if ( 'entries' !== $name ) {
			return null;
		}
		$entries = array();
		foreach ( $this->messages as $key => $translation ) {
			$parts                    = explode( "\4", (string) $key, 2 );
			$context                  = 2 === count( $parts ) ? $parts[0] : null;
			$entry                    = new \Translation_Entry(
				array(
					'context'      => $context,
					'singular'     => end( $parts ),
					'translations' => (array) $translation,
					'is_plural'    => is_array( $translation ),
				)
			);
			$entries[ $entry->key() ] = $entry;
		}
		$this->entries = $entries;
		return $this->entries;
	}

	/**
	 * The translation of a string.
	 *
	 * @param string      $singular Text.
	 * @param string|null $context  Context.
	 * @return string
	 */
	public function translate( $singular, $context = null ) {
		$found = $this->messages[ $this->key( (string) $singular, $context ) ] ?? null;
		$text  = is_array( $found ) ? ( $found[0] ?? '' ) : (string) $found;
		return '' === $text ? $singular : $text;
	}

	/**
	 * The translation of a string with a plural.
	 *
	 * @param string      $singular Singular.
	 * @param string      $plural   Plural.
	 * @param int         $count    Number.
	 * @param string|null $context  Context.
	 * @return string
	 */
	public function translate_plural( $singular, $plural, $count, $context = null ) {
		$found = $this->messages[ $this->key( (string) $singular, $context ) ] ?? null;
		$index = $this->select_plural_form( $count );
		if ( is_array( $found ) && isset( $found[ $index ] ) && '' !== $found[ $index ] ) {
			return $found[ $index ];
		}
		return 1 === (int) $count ? $singular : $plural;
	}

	/**
	 * The index of the plural form for a number.
	 *
	 * @param int $count Number.
	 * @return int
	 */
	public function select_plural_form( $count ) {
		if ( null === $this->plural ) {
			$rule         = preg_match( '/plural\s*=\s*([^;]+)/', $this->headers['Plural-Forms'], $match ) ? trim( $match[1] ) : 'n != 1';
			$this->plural = new \Plural_Forms( $rule );
		}
		return min( $this->nplurals - 1, max( 0, (int) $this->plural->get( (int) $count ) ) );
	}

	/**
	 * Number of plural forms.
	 *
	 * @return int
	 */
	public function get_plural_forms_count() {
		return $this->nplurals;
	}

	/**
	 * The lookup key of a string.
	 *
	 * @param string      $singular Text.
	 * @param string|null $context  Context.
	 */
	private function key( string $singular, ?string $context ): string {
		return null === $context || '' === $context ? $singular : $context . "\4" . $singular;
	}
}
