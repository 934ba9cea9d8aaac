<?php
/**
 * Classic themes: a provider category page or the all-providers page.
 *
 * @package AccesTourisme
 */

defined( 'ABSPATH' ) || exit;

get_header();
$acces_term = get_queried_object();
// Every value is escaped by the renderer, where it is printed.
$acces_html = AccesTourisme\ProviderPages\ListRenderer::render( $GLOBALS['wp_query'], $acces_term instanceof WP_Term ? $acces_term : null );
/** This action is documented in includes/ProviderPages/PageTemplates.php */
do_action( AccesTourisme\ProviderPages\PageTemplates::CLASSIC_PAGE_ACTION, $acces_html );
echo '<div class="acces-classic-content">' . $acces_html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- ListRenderer escapes every value it prints (tests/php/Security/XssCorpusTest).
get_footer();
