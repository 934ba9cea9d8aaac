<?php
/**
 * The map search's result list as the server prints it (without JavaScript, and before the
 * script takes over): the count, one page of providers, and links to the other pages.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

use AccesTourisme\PlainText;

defined( 'ABSPATH' ) || exit;

/**
 * Markup of the count and the list; the same structure as src/map-search/ResultList.tsx.
 */
final class ResultList {

	public const PAGE_SIZE = 50;

	/**
	 * "12 prestataires trouvés", "1 prestataire trouvé", "Aucun prestataire ne correspond à ces critères".
	 *
	 * @param int $count Number of results.
	 */
	public static function count_text( int $count ): string {
		if ( 0 === $count ) {
			return __( 'No provider matches these criteria', 'acces-tourisme' );
		}
		return sprintf(
			/* translators: %s: number of providers. */
			_n( '%s provider found', '%s providers found', $count, 'acces-tourisme' ),
			PlainText::number( $count )
		);
	}

	/**
	 * The count, the page of results and the pagination.
	 *
	 * @param string                           $id         Instance id.
	 * @param array<int, array<string, mixed>> $places     Every result, sorted.
	 * @param SearchRequest                    $request    The search (its page).
	 * @param SearchOptions                    $options    Labels.
	 * @param string                           $action     URL of the page.
	 */
	public static function render( string $id, array $places, SearchRequest $request, SearchOptions $options, string $action ): string {
		$total  = count( $places );
		$pages  = max( 1, (int) ceil( $total / self::PAGE_SIZE ) );
		$page   = min( $request->page, $pages );
		$items  = '';
		$labels = array(
			'categories' => $options->categories(),
			'families'   => $options->families(),
		);
		foreach ( array_slice( $places, ( $page - 1 ) * self::PAGE_SIZE, self::PAGE_SIZE ) as $place ) {
			$items .= self::item( $place, $labels );
		}
		$out  = sprintf(
			'<p class="acces-map-search__count" role="status">%s</p>',
			esc_html( self::count_text( $total ) )
		);
		$out .= sprintf(
			'<section class="acces-map-search__results" aria-labelledby="%1$s-results-title"><h2 id="%1$s-results-title" class="acces-map-search__results-title">%2$s</h2>%3$s%4$s</section>',
			esc_attr( $id ),
			esc_html__( 'Search results', 'acces-tourisme' ),
			'' === $items ? '' : '<ul class="acces-map-search__list">' . $items . '</ul>',
			self::pagination( $id, $page, $pages, $request, $action )
		);
		return $out;
	}

	/**
	 * One result: name (link), commune and category, the families it welcomes.
	 *
	 * @param array<string, mixed>                 $place  A place (docs/CONTRACTS.md shape).
	 * @param array<string, array<string, string>> $labels 'categories' and 'families': value => label.
	 */
	private static function item( array $place, array $labels ): string {
		$categories = $labels['categories'];
		$families   = $labels['families'];
		$meta       = array_filter(
			array(
				(string) ( $place['adress'] ?? '' ),
				$categories[ (string) ( $place['category'] ?? '' ) ] ?? '',
			)
		);
		$welcomed   = array();
		foreach ( (array) ( $place['disabilities'] ?? array() ) as $family ) {
			if ( isset( $families[ $family ] ) ) {
				$welcomed[] = $families[ $family ];
			}
		}
		return sprintf(
			'<li class="acces-map-search__result"><h3 class="acces-map-search__result-title"><a href="%1$s">%2$s</a></h3><p class="acces-map-search__result-meta">%3$s</p>%4$s</li>',
			esc_url( (string) ( $place['url'] ?? '' ) ),
			esc_html( (string) ( $place['name'] ?? '' ) ),
			esc_html( implode( ', ', $meta ) ),
			$welcomed
				? sprintf(
					'<p class="acces-map-search__result-access">%s</p>',
					/* translators: %s: disability families, comma-separated. */
					esc_html( sprintf( __( 'Welcomes: %s', 'acces-tourisme' ), implode( ', ', $welcomed ) ) )
				)
				: ''
		);
	}

	/**
	 * Links to the previous and next pages, when there are several.
	 *
	 * @param string        $id      Instance id.
	 * @param int           $page    Current page.
	 * @param int           $pages   Number of pages.
	 * @param SearchRequest $request The search.
	 * @param string        $action  URL of the page.
	 */
	private static function pagination( string $id, int $page, int $pages, SearchRequest $request, string $action ): string {
		if ( $pages <= 1 ) {
			return '';
		}
		$link  = static function ( int $target ) use ( $request, $action, $id ): string {
			return add_query_arg( $request->query_args( $target ), $action ) . '#' . $id . '-results-title';
		};
		$items = '';
		if ( $page > 1 ) {
			$items .= sprintf( '<li><a href="%s" rel="prev">%s</a></li>', esc_url( $link( $page - 1 ) ), esc_html__( 'Previous page', 'acces-tourisme' ) );
		}
		$items .= sprintf(
			'<li aria-current="page">%s</li>',
			/* translators: 1: current page, 2: number of pages. */
			esc_html( sprintf( __( 'Page %1$d of %2$d', 'acces-tourisme' ), $page, $pages ) )
		);
		if ( $page < $pages ) {
			$items .= sprintf( '<li><a href="%s" rel="next">%s</a></li>', esc_url( $link( $page + 1 ) ), esc_html__( 'Next page', 'acces-tourisme' ) );
		}
		return sprintf(
			'<nav class="acces-map-search__pages" aria-label="%s"><ul>%s</ul></nav>',
			esc_attr__( 'Result pages', 'acces-tourisme' ),
			$items
		);
	}
}
