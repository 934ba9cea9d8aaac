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
	$acces_html = AccesTourisme\ProviderPages\DetailRenderer::render( $acces_provider );
	/** This action is documented in includes/ProviderPages/PageTemplates.php */
	do_action( AccesTourisme\ProviderPages\PageTemplates::CLASSIC_PAGE_ACTION, $acces_html );
	echo '<div class="acces-classic-content">' . $acces_html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- DetailRenderer escapes every value it prints (tests/php/Security/XssCorpusTest).
}
get_footer();
