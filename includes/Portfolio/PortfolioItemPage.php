<?php
/**
 * The details of a portfolio item on its own page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * On a portfolio item's page (`/portfolio/{slug}/`), in block and classic themes alike, the
 * item's content ends with what the grid shows of it: its site type, its categories, other
 * categories and tags (links to their archives), and a link to the site it presents (in a new
 * tab, said in its text, when the item's « open in a new tab » is on; none when that address is
 * the item's own page). Nothing is added to other pages, to excerpts, to the REST API or before
 * the item's password is given.
 */
final class PortfolioItemPage implements Service {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'attach' ) );
	}

	/**
	 * Adds the content filter on a portfolio item's page only.
	 */
	public function attach(): void {
		if ( is_singular( PortfolioPostType::POST_TYPE ) ) {
			add_filter( 'the_content', array( $this, 'append_details' ), 20 );
		}
	}

	/**
	 * The filter: the page's own item's content gets its details at the end.
	 *
	 * @param mixed $content Rendered content.
	 * @return mixed
	 */
	public function append_details( $content ) {
		$id = get_queried_object_id();
		if ( ! is_string( $content ) || ! $id || get_the_ID() !== $id || doing_filter( 'get_the_excerpt' ) || post_password_required( $id ) ) {
			return $content;
		}
		return $content . $this->details( $id );
	}

	/**
	 * The details of one item, as HTML ('' when it has none).
	 *
	 * @param int $id Item id.
	 */
	public function details( int $id ): string {
		$lines = array();
		$type  = trim( (string) PortfolioItemData::field( $id, 'acces-site-type' ) );
		if ( '' !== $type ) {
			$lines[] = self::line( __( 'Type:', 'acces-tourisme' ), esc_html( $type ) );
		}
		$taxonomies = array(
			PortfolioPostType::CATEGORIES       => __( 'Categories:', 'acces-tourisme' ),
			PortfolioPostType::OTHER_CATEGORIES => __( 'Other categories:', 'acces-tourisme' ),
			PortfolioPostType::TAGS             => __( 'Tags:', 'acces-tourisme' ),
		);
		foreach ( $taxonomies as $taxonomy => $label ) {
			$terms = get_the_terms( $id, $taxonomy );
			if ( ! is_array( $terms ) || array() === $terms ) {
				continue;
			}
			$links = array();
			foreach ( $terms as $term ) {
				$url     = get_term_link( $term );
				$links[] = is_string( $url )
					? '<a href="' . esc_url( $url ) . '">' . esc_html( $term->name ) . '</a>'
					: esc_html( $term->name );
			}
			$lines[] = self::line( $label, implode( ', ', $links ) );
		}
		$url = (string) PortfolioItemData::field( $id, 'acces-site-url' );
		// An item may present one of this site's pages, even its own (the quick view frames it).
		if ( '' !== $url && untrailingslashit( $url ) !== untrailingslashit( (string) get_permalink( $id ) ) ) {
			$lines[] = '<p class="acces-portfolio-item__site">' . self::site_link( $id, $url ) . '</p>';
		}
		if ( array() === $lines ) {
			return '';
		}
		return '<div class="acces-portfolio-item">' . implode( '', $lines ) . '</div>';
	}

	/**
	 * One labelled line.
	 *
	 * @param string $label Label, plain text.
	 * @param string $html  Value, escaped HTML.
	 */
	private static function line( string $label, string $html ): string {
		return '<p><span class="acces-portfolio-item__label">' . esc_html( $label ) . '</span> ' . $html . '</p>';
	}

	/**
	 * The link to the site the item presents.
	 *
	 * @param int    $id  Item id.
	 * @param string $url Site address (validated http or https when saved).
	 */
	private static function site_link( int $id, string $url ): string {
		/* translators: %s: the portfolio item's title. */
		$text = sprintf( __( 'Visit the site “%s”', 'acces-tourisme' ), wp_strip_all_tags( get_the_title( $id ) ) );
		if ( '1' !== PortfolioItemData::field( $id, 'acces-site-open-in-new-tab' ) ) {
			return '<a href="' . esc_url( $url, array( 'http', 'https' ) ) . '">' . esc_html( $text ) . '</a>';
		}
		return '<a href="' . esc_url( $url, array( 'http', 'https' ) ) . '" target="_blank" rel="noopener">'
			. esc_html( $text . ' ' . __( '(opens in a new tab)', 'acces-tourisme' ) ) . '</a>';
	}
}
