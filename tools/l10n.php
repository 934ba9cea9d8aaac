<?php
/**
 * Completes a test site's French translations with tools/l10n/*.po: the core and theme strings
 * that the demo's front end shows and that Debian's packages lack (its wordpress-l10n carries a
 * French file from WordPress 3.6, and no theme translations). A production site gets them from
 * WordPress.org's language packs; the plugin's own strings are in languages/.
 *
 * Usage: php tools/l10n.php SITE_DIR
 * - default-fr_FR.po is merged into wp-content/languages/fr_FR.mo (what the file already
 *   translates stays, but for the number format, whose Debian values are outdated);
 * - THEME-fr_FR.po becomes wp-content/languages/themes/THEME-fr_FR.mo, which WordPress loads
 *   on demand.
 *
 * @package AccesTourisme
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	exit( 1 );
}

$acces_dir = rtrim( $argv[1], '/' );
require_once $acces_dir . '/wp-includes/pomo/po.php';
require_once $acces_dir . '/wp-includes/pomo/mo.php';

$acces_languages = $acces_dir . '/wp-content/languages';
foreach ( glob( __DIR__ . '/l10n/*-fr_FR.po' ) as $acces_po_file ) {
	$acces_po = new PO();
	if ( ! $acces_po->import_from_file( $acces_po_file ) ) {
		fwrite( STDERR, "Could not read {$acces_po_file}\n" );
		exit( 1 );
	}
	$acces_domain = basename( $acces_po_file, '-fr_FR.po' );
	$acces_target = 'default' === $acces_domain
		? "{$acces_languages}/fr_FR.mo"
		: "{$acces_languages}/themes/{$acces_domain}-fr_FR.mo";
	$acces_mo = new MO();
	if ( is_file( $acces_target ) && ! $acces_mo->import_from_file( $acces_target ) ) {
		fwrite( STDERR, "Could not read {$acces_target}\n" );
		exit( 1 );
	}
	if ( ! $acces_mo->headers ) {
		$acces_mo->set_headers( $acces_po->headers );
	}
	foreach ( $acces_po->entries as $acces_key => $acces_entry ) {
		$acces_current = $acces_mo->entries[ $acces_key ] ?? null;
		if ( ! $acces_current || '' === implode( '', $acces_current->translations ) || str_starts_with( $acces_key, 'number_format_' ) ) {
			$acces_mo->add_entry( $acces_entry );
		}
	}
	if ( ! is_dir( dirname( $acces_target ) ) ) {
		mkdir( dirname( $acces_target ), 0777, true );
	}
	if ( ! $acces_mo->export_to_file( $acces_target ) ) {
		fwrite( STDERR, "Could not write {$acces_target}\n" );
		exit( 1 );
	}
}
exit( 0 );
