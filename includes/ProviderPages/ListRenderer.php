<?php
/**
 * The content of the category pages and of the all-providers page, in every theme.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the markup of a provider list from the page's main query. Every value is escaped
 * here, where it is printed.
 */
final class ListRenderer {

	/**
	 * The list page's content.
	 *
	 * @param \WP_Query     $query The page's main query (providers of the page, sorted by name).
	 * @param \WP_Term|null $term  The category, or null for every provider.
	 */
	public static function render( \WP_Query $query, ?\WP_Term $term ): string {
		$html  = '<div class="acces-provider-list">';
		$html .= self::header( $term );
		$html .= self::categories_nav( $term );
		$html .= self::map( $term );
		$html .= self::items( $query, $term );
		$html .= self::pagination( $query );
		return $html . '</div>';
	}

	/**
	 * Heading and introduction.
	 *
	 * @param \WP_Term|null $term The category, or null.
	 */
	private static function header( ?\WP_Term $term ): string {
		if ( $term ) {
			$title = $term->name;
			$intro = term_description( $term );
			$intro = '' !== trim( wp_strip_all_tags( $intro ) ) ? wp_kses_post( $intro ) : '<p>' . esc_html(
				/* translators: %s: category name. */
				sprintf( __( 'Places of the category “%s” that welcome disabled people.', 'acces-tourisme' ), html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) )
			) . '</p>';
		} else {
			$title = __( 'Accessible providers', 'acces-tourisme' );
			$intro = '<p>' . esc_html__( 'Places to stay, restaurants and leisure facilities that welcome disabled people.', 'acces-tourisme' ) . '</p>';
		}
		return '<header class="acces-provider-list-header"><h1 class="acces-provider-list-title">' . esc_html( $title ) . '</h1>'
			. '<div class="acces-provider-list-intro">' . $intro . '</div></header>';
	}

	/**
	 * Links to the categories that have providers; the current one is marked.
	 *
	 * @param \WP_Term|null $current The category shown, or null.
	 */
	private static function categories_nav( ?\WP_Term $current ): string {
		$terms = get_terms(
			array(
				'taxonomy'   => ProviderCategory::TAXONOMY,
				'hide_empty' => true,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		// The categories' usual order (the home page's), then any other category by name.
		$order = array_flip( array_keys( ProviderCategory::defaults() ) );
		usort(
			$terms,
			static fn( $a, $b ) => array( $order[ $a->slug ] ?? PHP_INT_MAX, $a->name ) <=> array( $order[ $b->slug ] ?? PHP_INT_MAX, $b->name )
		);
		$items = '<li><a href="' . esc_url( (string) get_post_type_archive_link( ProviderPostType::POST_TYPE ) ) . '"' . ( $current ? '' : ' aria-current="page"' ) . '>' . esc_html__( 'All providers', 'acces-tourisme' ) . '</a></li>';
		foreach ( $terms as $term ) {
			$link = get_term_link( $term );
			if ( ! is_string( $link ) ) {
				continue;
			}
			$is_current = $current && $current->term_id === $term->term_id;
			$items     .= '<li><a href="' . esc_url( $link ) . '"' . ( $is_current ? ' aria-current="page"' : '' ) . '>' . esc_html( $term->name ) . '</a></li>';
		}
		return '<nav class="acces-provider-list-categories" aria-label="' . esc_attr__( 'Provider categories', 'acces-tourisme' ) . '"><ul>' . $items . '</ul></nav>';
	}

	/**
	 * The list-map slot (the maps feature's block; nothing while it is absent).
	 *
	 * @param \WP_Term|null $term The category, or null.
	 */
	private static function map( ?\WP_Term $term ): string {
		$map = render_block(
			array(
				'blockName'    => 'acces-tourisme/map',
				'attrs'        => $term ? array( 'category' => $term->slug ) : array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		if ( '' === trim( $map ) ) {
			return '';
		}
		// The map block escapes its own output.
		return '<section class="acces-provider-list-map" aria-labelledby="acces-provider-list-map"><h2 id="acces-provider-list-map">' . esc_html__( 'On the map', 'acces-tourisme' ) . '</h2>' . $map . '</section>';
	}

	/**
	 * The providers of the page.
	 *
	 * @param \WP_Query     $query The main query.
	 * @param \WP_Term|null $term  The category, or null.
	 */
	private static function items( \WP_Query $query, ?\WP_Term $term ): string {
		$count = (int) $query->found_posts;
		$html  = '<section class="acces-provider-list-results" aria-labelledby="acces-provider-list-count"><h2 id="acces-provider-list-count">'
			/* translators: %s: number of providers. */
			. esc_html( sprintf( _n( '%s provider', '%s providers', $count, 'acces-tourisme' ), number_format_i18n( $count ) ) ) . '</h2>';
		if ( ! $query->posts ) {
			return $html . '<p>' . esc_html__( 'No provider in this category yet.', 'acces-tourisme' ) . '</p></section>';
		}
		$html .= '<ul class="acces-provider-cards">';
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$html .= self::card( ProviderData::from_post( $post ), null === $term );
			}
		}
		return $html . '</ul></section>';
	}

	/**
	 * One provider of the list.
	 *
	 * @param ProviderData $provider      The provider.
	 * @param bool         $show_category Whether to show its category (on the all-providers page).
	 */
	private static function card( ProviderData $provider, bool $show_category ): string {
		$meta = array();
		if ( '' !== $provider->commune_caps() ) {
			$meta[] = '<span class="acces-provider-card-commune">' . ProviderIcons::svg( 'place' ) . esc_html( $provider->commune_caps() ) . '</span>';
		}
		if ( $show_category && $provider->category ) {
			$meta[] = '<span class="acces-provider-card-category"><span class="acces-visually-hidden">' . esc_html__( 'Category:', 'acces-tourisme' ) . ' </span>' . esc_html( $provider->category->name ) . '</span>';
		}
		if ( $provider->has_label() ) {
			$meta[] = '<span class="acces-provider-card-label">' . ProviderIcons::svg( 'label' ) . esc_html__( 'Tourisme & Handicap label', 'acces-tourisme' ) . '</span>';
		}
		return '<li class="acces-provider-card"><h3 class="acces-provider-card-title"><a href="' . esc_url( $provider->url ) . '">' . esc_html( $provider->name ) . '</a></h3>'
			. ( $meta ? '<p class="acces-provider-card-meta">' . implode( ' ', $meta ) . '</p>' : '' )
			. ProviderIcons::families_list( $provider->disabilities() )
			. '</li>';
	}

	/**
	 * Links to the other pages of the list.
	 *
	 * @param \WP_Query $query The main query.
	 */
	private static function pagination( \WP_Query $query ): string {
		if ( $query->max_num_pages < 2 ) {
			return '';
		}
		$links = paginate_links(
			array(
				'total'     => (int) $query->max_num_pages,
				'current'   => max( 1, (int) $query->get( 'paged' ) ),
				'prev_text' => __( 'Previous page', 'acces-tourisme' ),
				'next_text' => __( 'Next page', 'acces-tourisme' ),
				'type'      => 'list',
			)
		);
		return is_string( $links ) ? '<nav class="acces-provider-list-pagination" aria-label="' . esc_attr__( 'Pages of the list', 'acces-tourisme' ) . '">' . $links . '</nav>' : '';
	}
}
