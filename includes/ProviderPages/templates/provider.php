<?php
/**
 * Classic themes: a provider's detail page.
 *
 * @package AccesTourisme
 */

defined( 'ABSPATH' ) || exit;

get_header();
$acces_provider = get_queried_object();
if ( $acces_provider instanceof WP_Post ) {
	// Every value is escaped by the renderer, where it is printed.
	echo '<div class="acces-classic-content">' . AccesTourisme\ProviderPages\DetailRenderer::render( $acces_provider ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- DetailRenderer escapes every value it prints (tests/php/Security/XssCorpusTest).
}
get_footer();
