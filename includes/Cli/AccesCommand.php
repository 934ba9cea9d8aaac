<?php
/**
 * The "wp acces" command.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Cli;

use AccesTourisme\Demo\DemoContent;
use AccesTourisme\Generate\PortfolioGenerator;
use AccesTourisme\Generate\ProviderGenerator;
use AccesTourisme\Import\ProviderImporter;

defined( 'ABSPATH' ) || exit;

/**
 * Manages the Accès Tourisme directory.
 */
final class AccesCommand {

	/**
	 * Creates or updates the demo content. Running it again changes nothing.
	 *
	 * ## EXAMPLES
	 *
	 *     wp acces demo
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function demo( array $args, array $assoc_args ): void {
		self::act_as_an_author();
		$report = ( new DemoContent() )->install();
		foreach ( $report as $line ) {
			\WP_CLI::log( $line );
		}
		\WP_CLI::success( __( 'Demo content is in place.', 'acces-tourisme' ) );
	}

	/**
	 * Creates synthetic providers spread over the region, or portfolio items, for scale tests;
	 * or deletes them.
	 *
	 * ## OPTIONS
	 *
	 * [--count=<count>]
	 * : How many providers to create.
	 * ---
	 * default: 1000
	 * ---
	 *
	 * [--portfolio=<count>]
	 * : Create this many portfolio items instead of providers (with --delete: delete the
	 * generated portfolio items instead of the providers).
	 *
	 * [--delete]
	 * : Delete every generated provider (or portfolio item) instead, and nothing else.
	 *
	 * ## EXAMPLES
	 *
	 *     wp acces generate --count=10000
	 *     wp acces generate --delete
	 *     wp acces generate --portfolio=10000
	 *     wp acces generate --portfolio --delete
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function generate( array $args, array $assoc_args ): void {
		self::act_as_an_author();
		if ( isset( $assoc_args['portfolio'] ) ) {
			$this->generate_portfolio( $assoc_args );
			return;
		}
		$generator = new ProviderGenerator();
		if ( \WP_CLI\Utils\get_flag_value( $assoc_args, 'delete', false ) ) {
			$total = $generator->count();
			$bar   = \WP_CLI\Utils\make_progress_bar( __( 'Deleting the generated providers', 'acces-tourisme' ), $total );
			$done  = $generator->delete( self::ticker( $bar ) );
			$bar->finish();
			/* translators: %d: number of providers. */
			\WP_CLI::success( sprintf( __( '%d generated providers deleted.', 'acces-tourisme' ), $done ) );
			return;
		}
		$count = (int) ( $assoc_args['count'] ?? 1000 );
		if ( $count < 1 || $count > 1000000 ) {
			\WP_CLI::error( __( 'The count must be a whole number between 1 and 1,000,000.', 'acces-tourisme' ) );
		}
		$bar  = \WP_CLI\Utils\make_progress_bar( __( 'Generating providers', 'acces-tourisme' ), $count );
		$done = $generator->generate( $count, self::ticker( $bar ) );
		$bar->finish();
		/* translators: %d: number of providers. */
		\WP_CLI::success( sprintf( __( '%d synthetic providers created.', 'acces-tourisme' ), $done ) );
	}

	/**
	 * The portfolio part of generate.
	 *
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	private function generate_portfolio( array $assoc_args ): void {
		$generator = new PortfolioGenerator();
		if ( \WP_CLI\Utils\get_flag_value( $assoc_args, 'delete', false ) ) {
			$bar  = \WP_CLI\Utils\make_progress_bar( __( 'Deleting the generated portfolio items', 'acces-tourisme' ), $generator->count() );
			$done = $generator->delete( self::ticker( $bar ) );
			$bar->finish();
			/* translators: %d: number of portfolio items. */
			\WP_CLI::success( sprintf( __( '%d generated portfolio items deleted.', 'acces-tourisme' ), $done ) );
			return;
		}
		$count = is_numeric( $assoc_args['portfolio'] ) ? (int) $assoc_args['portfolio'] : 0;
		if ( $count < 1 || $count > 1000000 ) {
			\WP_CLI::error( __( 'The count must be a whole number between 1 and 1,000,000.', 'acces-tourisme' ) );
		}
		$bar  = \WP_CLI\Utils\make_progress_bar( __( 'Generating portfolio items', 'acces-tourisme' ), $count );
		$done = $generator->generate( $count, self::ticker( $bar ) );
		$bar->finish();
		/* translators: %d: number of portfolio items. */
		\WP_CLI::success( sprintf( __( '%d synthetic portfolio items created.', 'acces-tourisme' ), $done ) );
	}

	/**
	 * Imports providers from a CSV or GeoJSON file (columns in docs/providers.md). Every
	 * refused row is reported with its line and the reason; a file that cannot be read imports
	 * nothing. Rows are found again by their key: importing the same file again updates.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : A .csv (separated by semicolons, commas or tabs, UTF-8) or .geojson file.
	 *
	 * [--dry-run]
	 * : Check the file and report what would change, without saving anything.
	 *
	 * ## EXAMPLES
	 *
	 *     wp acces import prestataires.csv --dry-run
	 *     wp acces import prestataires.geojson
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function import( array $args, array $assoc_args ): void {
		self::act_as_an_author();
		$importer = new ProviderImporter();
		$dry_run  = (bool) \WP_CLI\Utils\get_flag_value( $assoc_args, 'dry-run', false );
		$total    = $importer->count_rows( $args[0] );
		$bar      = $total > 0 ? \WP_CLI\Utils\make_progress_bar( __( 'Importing providers', 'acces-tourisme' ), $total ) : null;
		$report   = $importer->import( $args[0], $dry_run, null === $bar ? null : array( $bar, 'tick' ) );
		if ( null !== $bar ) {
			$bar->finish();
		}
		if ( null !== $report->failure ) {
			\WP_CLI::error( $report->lines()[0] );
		}
		foreach ( $report->lines() as $line ) {
			\WP_CLI::log( $line );
		}
		if ( $report->count( 'refused' ) > 0 ) {
			\WP_CLI::warning( $report->summary() );
			return;
		}
		\WP_CLI::success( $report->summary() );
	}

	/**
	 * What these commands create needs an author, as what an editor creates has one: feeds
	 * name it (an author-less item writes PHP notices there) and themes print "by …". The user
	 * given with --user, or else the site's first administrator.
	 */
	private static function act_as_an_author(): void {
		if ( get_current_user_id() > 0 ) {
			return;
		}
		$admins = get_users(
			array(
				'role'    => 'administrator',
				'number'  => 1,
				'orderby' => 'ID',
				'order'   => 'ASC',
				'fields'  => 'ID',
			)
		);
		if ( $admins ) {
			wp_set_current_user( (int) $admins[0] );
		}
	}

	/**
	 * A progress callback that moves the bar to a count.
	 *
	 * @param object $bar Progress bar (cli\progress\Bar).
	 */
	private static function ticker( object $bar ): callable {
		$shown = 0;
		return static function ( int $done ) use ( $bar, &$shown ): void {
			$bar->tick( $done - $shown );
			$shown = $done;
		};
	}
}
