<?php
/**
 * Item pages get their rewrite rules even when the plugin was activated before the portfolio
 * post type was registered; the taxonomies answer to their names, as query vars and in URLs.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Portfolio;

use AccesTourisme\Portfolio\PortfolioPostType;
use AccesTourisme\Tests\TestCase;

/**
 * PortfolioPostType::ensure_rewrite_rules() and the URLs of items and taxonomy terms.
 */
final class PortfolioRewriteTest extends TestCase {

	public function test_missing_rules_are_rebuilt_once(): void {
		update_option( 'rewrite_rules', array( '^nothing/?$' => 'index.php' ) );
		delete_option( PortfolioPostType::REWRITE_OPTION );
		( new PortfolioPostType() )->ensure_rewrite_rules();
		$rules = (array) get_option( 'rewrite_rules' );
		$this->assertNotEmpty( preg_grep( '#^portfolio/#', array_keys( $rules ) ) );
		$this->assertSame( PortfolioPostType::REWRITE_VERSION, get_option( PortfolioPostType::REWRITE_OPTION ) );

		// Once recorded, nothing is rebuilt.
		update_option( 'rewrite_rules', array( '^nothing/?$' => 'index.php' ) );
		( new PortfolioPostType() )->ensure_rewrite_rules();
		$this->assertSame( array( '^nothing/?$' => 'index.php' ), get_option( 'rewrite_rules' ) );
	}

	public function test_an_item_page_resolves(): void {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => PortfolioPostType::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Gîte des Quatre Vents',
				'post_name'   => 'gite-des-quatre-vents',
			)
		);
		$this->assertStringEndsWith( '/portfolio/gite-des-quatre-vents/', get_permalink( $id ) );
		$this->assertSame( $id, url_to_postid( get_permalink( $id ) ) );
	}

	public function test_each_taxonomy_answers_to_its_name_as_query_var_and_url(): void {
		$uri = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Kept to be put back.
		foreach ( array( PortfolioPostType::CATEGORIES, PortfolioPostType::OTHER_CATEGORIES, PortfolioPostType::TAGS ) as $taxonomy ) {
			$this->assertSame( $taxonomy, get_taxonomy( $taxonomy )->query_var, $taxonomy );
			$this->assertContains( $taxonomy, $GLOBALS['wp']->public_query_vars, $taxonomy );
			$term = wp_insert_term( 'Plages accessibles', $taxonomy );
			$this->assertIsArray( $term );
			$link = get_term_link( (int) $term['term_id'], $taxonomy );
			$this->assertSame( home_url( '/' . $taxonomy . '/plages-accessibles/' ), $link );
			// The address is parsed into the query var, as a visitor's request is.
			$_SERVER['REQUEST_URI'] = '/' . $taxonomy . '/plages-accessibles/';
			$GLOBALS['wp']->parse_request();
			$this->assertSame( 'plages-accessibles', $GLOBALS['wp']->query_vars[ $taxonomy ] ?? null, $link );
		}
		// The request of the tests that follow, as it was.
		if ( null === $uri ) {
			unset( $_SERVER['REQUEST_URI'] );
		} else {
			$_SERVER['REQUEST_URI'] = $uri;
		}
		$GLOBALS['wp']->query_vars = array();
	}
}
