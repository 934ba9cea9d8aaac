<?php
/**
 * Local site chores that WP-CLI's core commands would do (this registry serves only WP-CLI's
 * framework, not its core, plugin or option commands).
 *
 * Usage: php tools/wp-site.php install|configure|activate|deactivate|classic|block SITE_DIR
 *        php tools/wp-site.php tiles SITE_DIR TILE_URL_TEMPLATE (the maps' tile server)
 *
 * @package AccesTourisme
 */

if ( PHP_SAPI !== 'cli' ) {
	exit;
}

[ , $acces_action, $acces_dir ] = $argv;
$acces_arg = $argv[3] ?? '';
$acces_dir = rtrim( $acces_dir, '/' );

$acces_config = file_get_contents( $acces_dir . '/wp-config.php' );
preg_match( "#'WP_HOME', 'http://localhost:(\d+)'#", $acces_config, $acces_m );
$_SERVER['HTTP_HOST']   = 'localhost:' . $acces_m[1];
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

if ( 'install' === $acces_action ) {
	define( 'WP_INSTALLING', true );
	require $acces_dir . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	if ( ! is_blog_installed() ) {
		$result = wp_install( 'Accès Tourisme', 'admin', 'admin@example.org', true, '', 'password', 'fr_FR' );
		if ( empty( $result['user_id'] ) ) {
			fwrite( STDERR, "WordPress could not be installed.\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

require $acces_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$acces_plugin = 'acces-tourisme/plugin.php';

switch ( $acces_action ) {
	case 'configure':
		update_option( 'WPLANG', 'fr_FR' );
		update_option( 'blogdescription', 'Annuaire des lieux de tourisme et de loisirs accessibles' );
		update_option( 'timezone_string', 'Europe/Paris' );
		update_option( 'date_format', 'j F Y' );
		update_option( 'time_format', 'G\hi' );
		update_option( 'start_of_week', 1 );
		update_option( 'permalink_structure', '/%postname%/' );
		switch_theme( 'twentytwentythree' );
		acces_header_with_search();
		acces_remove_sample_content();
		$acces_result = activate_plugin( $acces_plugin );
		if ( is_wp_error( $acces_result ) ) {
			fwrite( STDERR, $acces_result->get_error_message() . "\n" );
			exit( 1 );
		}
		break;
	case 'activate':
		$acces_result = activate_plugin( $acces_plugin );
		if ( is_wp_error( $acces_result ) ) {
			fwrite( STDERR, $acces_result->get_error_message() . "\n" );
			exit( 1 );
		}
		break;
	case 'deactivate':
		deactivate_plugins( $acces_plugin );
		break;
	case 'classic':
		switch_theme( 'twentytwentyone' );
		acces_classic_menu();
		acces_classic_cookie_widget();
		break;
	case 'block':
		switch_theme( 'twentytwentythree' );
		break;
	case 'tiles':
		$acces_maps             = (array) get_option( 'acces_maps', array() );
		$acces_maps['tile_url'] = $acces_arg;
		update_option( 'acces_maps', $acces_maps );
		if ( ( get_option( 'acces_maps' )['tile_url'] ?? '' ) !== $acces_arg ) {
			fwrite( STDERR, "The tile URL was refused: {$acces_arg}\n" );
			exit( 1 );
		}
		break;
	default:
		fwrite( STDERR, "Unknown action {$acces_action}\n" );
		exit( 1 );
}
// Rewrite rules are rebuilt on the next request that needs them.
delete_option( 'rewrite_rules' );
exit( 0 );

/**
 * Removes what wp_install() writes as sample content ("Hello world!", its comment, "Sample
 * Page"): in English here (Debian's French file predates those strings), and no part of a
 * directory of accessible places. The draft privacy policy page stays (not public).
 */
function acces_remove_sample_content() {
	foreach ( array( array( 'hello-world', 'post' ), array( 'sample-page', 'page' ) ) as $acces_sample ) {
		$acces_post = get_page_by_path( $acces_sample[0], OBJECT, $acces_sample[1] );
		if ( $acces_post ) {
			wp_delete_post( $acces_post->ID, true );
		}
	}
}

/**
 * Twenty Twenty-One's primary menu: the published pages, as Twenty Twenty-Three's navigation
 * lists them (a classic theme shows no menu until one is assigned; a site owner would make it
 * in Appearance › Menus). On a phone the theme folds it behind its « Menu » button.
 */
function acces_classic_menu() {
	$menu = wp_get_nav_menu_object( 'Menu principal' );
	$id   = $menu ? (int) $menu->term_id : (int) wp_create_nav_menu( 'Menu principal' );
	if ( ! $menu ) {
		foreach ( get_pages( array( 'sort_column' => 'menu_order,post_title' ) ) as $page ) {
			wp_update_nav_menu_item(
				$id,
				0,
				array(
					'menu-item-object-id' => $page->ID,
					'menu-item-object'    => 'page',
					'menu-item-type'      => 'post_type',
					'menu-item-status'    => 'publish',
				)
			);
		}
	}
	set_theme_mod( 'nav_menu_locations', array( 'primary' => $id ) );
}

/**
 * The « Gérer mes cookies » block in Twenty Twenty-One's footer widget area, where the docs tell
 * a classic site to put it (a block widget, as Appearance › Widgets makes it).
 */
function acces_classic_cookie_widget() {
	$number             = 90;
	$widgets            = (array) get_option( 'widget_block', array() );
	$widgets[ $number ] = array( 'content' => '<!-- wp:acces-tourisme/cookie-settings /-->' );
	update_option( 'widget_block', $widgets );
	$sidebars              = wp_get_sidebars_widgets();
	$sidebars['sidebar-1'] = array( 'block-' . $number );
	wp_set_sidebars_widgets( $sidebars );
}

/**
 * Twenty Twenty-Three's header with the core search block added (a customised template part,
 * as a site owner would make it in the site editor).
 */
function acces_header_with_search() {
	$existing = get_posts(
		array(
			'post_type'   => 'wp_template_part',
			'name'        => 'header',
			'post_status' => 'publish',
			'numberposts' => 1,
		)
	);
	if ( $existing ) {
		// A site made before the search field was named by the words it shows.
		$old = '{"label":"Rechercher","showLabel":false,"placeholder":"Rechercher sur le site"';
		if ( str_contains( $existing[0]->post_content, $old ) ) {
			wp_update_post(
				array(
					'ID'           => $existing[0]->ID,
					'post_content' => str_replace( $old, '{"label":"Rechercher sur le site","showLabel":false,"placeholder":"Rechercher sur le site"', $existing[0]->post_content ),
				)
			);
		}
		return;
	}
	$content = '<!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group"><!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"bottom":"var:preset|spacing|40"}}},"layout":{"type":"flex","justifyContent":"space-between","flexWrap":"wrap"}} -->
<div class="wp-block-group alignwide" style="padding-bottom:var(--wp--preset--spacing--40)"><!-- wp:site-title {"level":0} /-->

<!-- wp:navigation {"layout":{"type":"flex","setCascadingProperties":true,"justifyContent":"right"}} /-->

<!-- wp:search {"label":"Rechercher sur le site","showLabel":false,"placeholder":"Rechercher sur le site","buttonText":"Rechercher","buttonPosition":"button-inside","buttonUseIcon":true} /--></div>
<!-- /wp:group --></div>
<!-- /wp:group -->';
	$id      = wp_insert_post(
		array(
			'post_type'    => 'wp_template_part',
			'post_name'    => 'header',
			'post_title'   => 'Header',
			'post_status'  => 'publish',
			'post_content' => $content,
		)
	);
	wp_set_object_terms( $id, 'twentytwentythree', 'wp_theme' );
	wp_set_object_terms( $id, 'header', 'wp_template_part_area' );
}
