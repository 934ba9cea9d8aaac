<?php
/**
 * Stores the XSS corpus (tests/fixtures/xss-corpus.json) in a test site, or removes it.
 *
 * Usage: php xss-site.php seed|clean SITE_DIR
 * seed prints JSON: what was created and where to see it. Everything created carries the
 * meta _acces_xss_sweep (posts) or a slug starting with "xss-sweep" (terms); the options
 * changed are saved in wp-content/acces-xss-sweep.json and put back by clean.
 *
 * Texts are saved as the administrator, through WordPress's own functions and the plugin's
 * sanitising callbacks, with WordPress's HTML filter on (as on a site with
 * DISALLOW_UNFILTERED_HTML, or for an author): an administrator's unfiltered_html is
 * WordPress's deliberate trust and would let any theme run a script from a title.
 *
 * @package AccesTourisme
 */

if ( PHP_SAPI !== 'cli' ) {
	exit;
}

[ , $acces_action, $acces_dir ] = $argv;
$acces_dir    = rtrim( $acces_dir, '/' );
$acces_config = (string) file_get_contents( $acces_dir . '/wp-config.php' );
preg_match( "#'WP_HOME', 'http://localhost:(\d+)'#", $acces_config, $acces_m );
$_SERVER['HTTP_HOST']   = 'localhost:' . $acces_m[1];
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

require $acces_dir . '/wp-load.php';

$acces_state_file = WP_CONTENT_DIR . '/acces-xss-sweep.json';
$acces_options    = array( 'acces_consent', 'acces_maps' );

/**
 * Removes everything the sweep created and puts the options back.
 *
 * @param string   $state_file Saved options.
 * @param string[] $options    Option names.
 */
function acces_xss_clean( string $state_file, array $options ): void {
	$posts = get_posts(
		array(
			'post_type'   => 'any',
			'post_status' => 'any',
			'numberposts' => -1,
			'fields'      => 'ids',
			'meta_key'    => '_acces_xss_sweep', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
		)
	);
	foreach ( $posts as $id ) {
		if ( 'attachment' === get_post_type( $id ) ) {
			wp_delete_attachment( $id, true );
		} else {
			wp_delete_post( $id, true );
		}
	}
	foreach ( array( 'acces-provider-category', 'acces-portfolio-categories', 'acces-portfolio-other-categories', 'acces-portfolio-tags' ) as $taxonomy ) {
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( str_starts_with( $term->slug, 'xss-sweep' ) ) {
				wp_delete_term( $term->term_id, $taxonomy );
			}
		}
	}
	if ( is_file( $state_file ) ) {
		$saved = json_decode( (string) file_get_contents( $state_file ), true );
		foreach ( $options as $option ) {
			remove_all_filters( "sanitize_option_{$option}" );
			if ( isset( $saved[ $option ] ) ) {
				update_option( $option, $saved[ $option ] );
			} else {
				delete_option( $option );
			}
		}
		unlink( $state_file );
	}
	wp_cache_flush();
}

if ( 'clean' === $acces_action ) {
	acces_xss_clean( $acces_state_file, $acces_options );
	echo "{}\n";
	exit( 0 );
}

// seed: start from a clean site (a run that was stopped may have left its items).
acces_xss_clean( $acces_state_file, $acces_options );
$acces_saved = array();
foreach ( $acces_options as $acces_option ) {
	$acces_value = get_option( $acces_option, null );
	if ( null !== $acces_value ) {
		$acces_saved[ $acces_option ] = $acces_value;
	}
}
file_put_contents( $acces_state_file, wp_json_encode( $acces_saved ) );

$acces_corpus = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/xss-corpus.json' ), true );
$acces_values = array();
foreach ( $acces_corpus['entries'] as $acces_entry ) {
	$acces_values[ $acces_entry['id'] ] = str_repeat( $acces_entry['value'], (int) ( $acces_entry['repeat'] ?? 1 ) );
}

wp_set_current_user( 1 );
rest_get_server(); // Registers the settings with their sanitising callbacks.

$acces_marker = static function ( int $id ): void {
	add_post_meta( $id, '_acces_xss_sweep', '1' );
};

// Pages that hold the blocks: trusted markup, saved before the HTML filter is turned on.
kses_remove_filters();
$acces_page = static function ( string $slug, string $content ) use ( $acces_marker ): string {
	$id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => 'Balayage XSS',
			'post_content' => wp_slash( $content ), // wp_insert_post() unslashes: keep the \u0026 of block attributes.
		)
	);
	$acces_marker( (int) $id );
	return (string) get_permalink( $id );
};

kses_init_filters();

$acces_category = wp_insert_term( 'Catégorie ' . $acces_values['entity-img-hex'], 'acces-provider-category', array( 'slug' => 'xss-sweep', 'description' => implode( ' ', array_slice( $acces_values, 0, 20 ) ) ) );
$acces_pcat     = wp_insert_term( 'Rubrique ' . $acces_values['entity-script'], 'acces-portfolio-categories', array( 'slug' => 'xss-sweep-pcat', 'description' => $acces_values['img-onerror'] ) );
$acces_ocat     = wp_insert_term( 'Autre ' . $acces_values['attr-break-svg'], 'acces-portfolio-other-categories', array( 'slug' => 'xss-sweep-ocat' ) );
if ( ! is_array( $acces_category ) || ! is_array( $acces_pcat ) || ! is_array( $acces_ocat ) ) {
	fwrite( STDERR, "The sweep's terms could not be created.\n" );
	exit( 1 );
}

// An image (a copy of one of the demo's) whose title, caption, description and alt are payloads.
$acces_source = get_posts(
	array(
		'post_type'      => 'attachment',
		'post_mime_type' => 'image/jpeg',
		'numberposts'    => 1,
		'fields'         => 'ids',
	)
);
$acces_image  = 0;
if ( $acces_source ) {
	$acces_file = get_attached_file( $acces_source[0] );
	$acces_copy = wp_upload_dir()['path'] . '/xss-sweep-' . wp_generate_password( 6, false, false ) . '.jpg';
	copy( $acces_file, $acces_copy );
	$acces_image = (int) wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $acces_values['entity-img-hex'],
			'post_excerpt'   => $acces_values['img-onerror'],
			'post_content'   => $acces_values['entity-script'],
			'post_status'    => 'inherit',
		),
		$acces_copy
	);
	update_post_meta( $acces_image, '_wp_attachment_image_alt', $acces_values['attr-break-svg'] );
	$acces_marker( $acces_image );
}

$acces_out = array(
	'providers' => array(),
	'portfolio' => array(),
	'category'  => get_term_link( (int) $acces_category['term_id'] ),
);
$acces_i   = 0;
foreach ( $acces_values as $acces_id => $acces_payload ) {
	++$acces_i;
	$acces_token    = sprintf( 'XSS%02d', $acces_i );
	$acces_provider = wp_insert_post(
		array(
			'post_type'    => 'acces-provider',
			'post_status'  => 'publish',
			'post_title'   => $acces_token . ' ' . $acces_payload,
			'post_content' => $acces_payload,
			'post_excerpt' => $acces_payload,
		)
	);
	$acces_marker( (int) $acces_provider );
	wp_set_object_terms( $acces_provider, (int) $acces_category['term_id'], 'acces-provider-category' );
	update_post_meta( $acces_provider, 'acces_commune', mb_substr( $acces_token . ' ' . $acces_payload, 0, 100 ) );
	update_post_meta( $acces_provider, 'acces_address', mb_substr( $acces_payload, 0, 200 ) );
	update_post_meta( $acces_provider, 'acces_lat', 43.80 + 0.004 * ( $acces_i % 6 ) );
	update_post_meta( $acces_provider, 'acces_lng', 1.35 + 0.006 * intdiv( $acces_i, 6 ) );
	update_post_meta( $acces_provider, 'acces_disabilities', array( 'moteur' ) );
	// Refused (not a website): the field stays empty.
	update_post_meta( $acces_provider, 'acces_website', $acces_payload );
	if ( $acces_image ) {
		update_post_meta( $acces_provider, 'acces_photos', array( $acces_image ) );
	}
	$acces_out['providers'][ $acces_id ] = array(
		'token' => $acces_token,
		'url'   => (string) get_permalink( $acces_provider ),
	);

	$acces_item = wp_insert_post(
		array(
			'post_type'    => 'acces-portfolio',
			'post_status'  => 'publish',
			'post_title'   => 'P' . $acces_token . ' ' . $acces_payload,
			'post_excerpt' => $acces_payload,
			'post_content' => $acces_payload,
		)
	);
	$acces_marker( (int) $acces_item );
	wp_set_object_terms( $acces_item, (int) $acces_pcat['term_id'], 'acces-portfolio-categories' );
	wp_set_object_terms( $acces_item, (int) $acces_ocat['term_id'], 'acces-portfolio-other-categories' );
	update_post_meta( $acces_item, 'acces_site_type', mb_substr( $acces_payload, 0, 100 ) );
	update_post_meta( $acces_item, 'acces_portfolio_type', 'image' );
	if ( $acces_image ) {
		set_post_thumbnail( $acces_item, $acces_image );
		update_post_meta( $acces_item, 'acces_lightbox_image_url', (string) wp_get_attachment_url( $acces_image ) );
	}
	$acces_out['portfolio'][ $acces_id ] = 'P' . $acces_token;
}

// Settings, through their sanitising callbacks.
update_option(
	'acces_consent',
	array_merge(
		is_array( get_option( 'acces_consent' ) ) ? get_option( 'acces_consent' ) : array(),
		array(
			'title'      => 'Cookies ' . $acces_values['entity-img-hex'],
			'message'    => $acces_values['entity-script'] . ' ' . $acces_values['img-onerror'],
			'necessary'  => $acces_values['attr-break-svg'],
			'statistics' => $acces_values['unicode'],
			'media'      => $acces_values['script-breaker'],
		)
	)
);
// The attribution as another tool may store it (the settings page refuses a javascript: link
// since 2026-11-29): what is printed goes through the same filter on the way out.
$acces_maps_raw = array_merge( is_array( get_option( 'acces_maps' ) ) ? get_option( 'acces_maps' ) : array(), array( 'attribution' => '© ' . $acces_values['javascript-href'] . ' ' . $acces_values['entity-img-hex'] ) );
$acces_keep_raw = static fn() => $acces_maps_raw;
add_filter( 'sanitize_option_acces_maps', $acces_keep_raw, PHP_INT_MAX );
update_option( 'acces_maps', $acces_maps_raw );
remove_filter( 'sanitize_option_acces_maps', $acces_keep_raw, PHP_INT_MAX );

kses_remove_filters();
$acces_out['pages'] = array(
	'map'       => $acces_page( 'xss-sweep-map', '<!-- wp:acces-tourisme/map {"category":"xss-sweep","height":400} /-->' ),
	'search'    => $acces_page( 'xss-sweep-search', '<!-- wp:acces-tourisme/map-search /-->' ),
	'portfolio' => $acces_page(
		'xss-sweep-portfolio',
		'<!-- wp:acces-tourisme/portfolio ' . serialize_block_attributes(
			array(
				'itemsPerPage'       => 40,
				'categorySelectedNum' => array( (int) $acces_pcat['term_id'] ),
				'quickViewText'      => 'Aperçu ' . $acces_values['entity-img-hex'],
				'loadMoreButtonText' => 'Plus ' . $acces_values['img-onerror'],
			)
		) . ' /-->'
	),
	'lightbox'  => $acces_page(
		'xss-sweep-lightbox',
		$acces_image ? sprintf( '<!-- wp:image {"id":%1$d,"linkDestination":"media"} --><figure class="wp-block-image"><a href="%2$s"><img src="%2$s" alt="" class="wp-image-%1$d"/></a></figure><!-- /wp:image -->', $acces_image, esc_url( (string) wp_get_attachment_url( $acces_image ) ) ) : ''
	),
);
kses_init_filters();
flush_rewrite_rules( false );
wp_cache_flush();
echo wp_json_encode( $acces_out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ), "\n";
