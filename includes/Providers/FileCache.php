<?php
/**
 * A persistent store for the providers' aggregates on sites without a persistent object cache.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * One file per key in wp-content/uploads/acces-tourisme/cache/, holding a header line
 * ("acces-cache 1 {version} {length} {crc32}") and the payload (JSON text). A read gives the
 * payload only when the version matches and the length and checksum hold (a truncated or
 * corrupt file is ignored and rebuilt). A write goes to a temporary file in the same folder,
 * then renames it over the old one: readers see the old file or the new one, never a part.
 * Only a fixed set of keys is stored (the unfiltered places and answers), so the folder
 * cannot grow with the requests.
 */
final class FileCache {

	private const MAGIC = 'acces-cache 1';

	/**
	 * The folder.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * A store in a folder.
	 *
	 * @param string $dir Folder (created on the first write).
	 */
	public function __construct( string $dir ) {
		$this->dir = untrailingslashit( $dir );
	}

	/**
	 * The store of this site, in its uploads folder.
	 */
	public static function for_site(): self {
		$uploads = wp_upload_dir( null, false );
		return new self( trailingslashit( (string) $uploads['basedir'] ) . 'acces-tourisme/cache' );
	}

	/**
	 * The folder.
	 */
	public function dir(): string {
		return $this->dir;
	}

	/**
	 * The file of a key.
	 *
	 * @param string $key Key.
	 */
	public function path( string $key ): string {
		$name = preg_replace( '/[^a-z0-9_-]+/', '-', strtolower( $key ) );
		return $this->dir . '/' . trim( (string) $name, '-' ) . '-' . substr( md5( $key ), 0, 8 ) . '.json';
	}

	/**
	 * The payload stored for a key at a version, or null (missing, other version, corrupt).
	 *
	 * @param string $key     Key.
	 * @param string $version Version.
	 */
	public function get( string $key, string $version ): ?string {
		$path = $this->path( $key );
		if ( ! is_file( $path ) ) {
			return null;
		}
		$contents = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file of the plugin's own.
		if ( ! is_string( $contents ) ) {
			return null;
		}
		$end = strpos( $contents, "\n" );
		if ( false === $end ) {
			return null;
		}
		$header = explode( ' ', substr( $contents, 0, $end ) );
		if ( 5 !== count( $header ) || self::MAGIC !== $header[0] . ' ' . $header[1] || $header[2] !== $version ) {
			return null;
		}
		$payload = substr( $contents, $end + 1 );
		if ( (string) strlen( $payload ) !== $header[3] || hash( 'crc32b', $payload ) !== $header[4] ) {
			return null;
		}
		return $payload;
	}

	/**
	 * Stores a payload for a key at a version, replacing the file at once. False when the
	 * folder cannot be written (the caller then simply rebuilds next time).
	 *
	 * @param string $key     Key.
	 * @param string $version Version (no spaces).
	 * @param string $payload Payload.
	 */
	public function set( string $key, string $version, string $payload ): bool {
		if ( ! is_dir( $this->dir ) && ! wp_mkdir_p( $this->dir ) ) {
			return false;
		}
		if ( ! is_file( $this->dir . '/index.php' ) ) {
			file_put_contents( $this->dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- Our own folder.
		}
		$path = $this->path( $key );
		$temp = $path . '.' . wp_generate_password( 12, false ) . '.tmp';
		$data = self::MAGIC . ' ' . $version . ' ' . strlen( $payload ) . ' ' . hash( 'crc32b', $payload ) . "\n" . $payload;
		// phpcs:disable WordPress.WP.AlternativeFunctions -- Atomic replacement needs the plain functions.
		if ( strlen( $data ) !== file_put_contents( $temp, $data ) ) {
			@unlink( $temp ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- May not exist.
			return false;
		}
		if ( ! rename( $temp, $path ) ) {
			@unlink( $temp ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- May not exist.
			return false;
		}
		// phpcs:enable
		return true;
	}

	/**
	 * Removes every stored file (and the folder).
	 */
	public function clear(): void {
		if ( ! is_dir( $this->dir ) ) {
			return;
		}
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			if ( is_string( $file ) && is_file( $file ) ) {
				wp_delete_file( $file );
			}
		}
		@rmdir( $this->dir ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- May hold other files.
	}
}
