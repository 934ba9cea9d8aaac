<?php
/**
 * The placeholder of the portfolio's first page, printed inside the wrapper.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Portfolio;

defined( 'ABSPATH' ) || exit;

/**
 * Reserves the space of the first page before the app runs, so that the page does not move
 * when the items arrive (issue 6: cumulative layout shift under 0.1): the filter header when
 * it is shown, then `itemsPerPage` skeleton cards in the configured columns. The skeletons
 * carry the classes of the real header, grid, items and cards (and of the filters, search,
 * thumbnail, title, badge and quick-view control), so that they take the same boxes from
 * view.scss; `is-skeleton` lays the grid out in rows and paints the lines grey.
 *
 * Hidden from assistive technology, with nothing focusable and no text but non-breaking
 * spaces (each skeleton line takes the height of one line of its real text). The app moves it
 * into its loading state when it mounts and drops it when the first page is shown.
 */
final class PortfolioPlaceholder {

	/**
	 * The placeholder's class, which the app looks for.
	 */
	public const CLASS_NAME = 'acces-portfolio__placeholder';

	/**
	 * Filter skeletons of one list after its 'All' one: a typical list, so that the header
	 * wraps about as the real one does.
	 */
	private const FILTERS = 4;

	/**
	 * The placeholder for these settings.
	 *
	 * @param array<string, mixed> $settings Normalised settings (PortfolioSettings).
	 */
	public static function html( array $settings ): string {
		$columns = max( 1, min( 4, (int) ( $settings['columns'] ?? 3 ) ) );
		$count   = max( 1, min( 100, (int) ( $settings['itemsPerPage'] ?? 12 ) ) );
		$card    = self::card( $settings );
		return '<div class="' . esc_attr( self::CLASS_NAME ) . '" aria-hidden="true">'
			. self::header( $settings )
			. '<div class="acces-portfolio__grid has-' . esc_attr( (string) $columns ) . '-columns is-skeleton">'
			. str_repeat( '<div class="acces-portfolio__item">' . $card . '</div>', $count )
			. '</div></div>'
			// In a browser that runs no JavaScript the placeholder is hidden (view.scss) and
			// nothing replaces it: the visitor is told why the heading has nothing under it.
			. '<noscript><p class="acces-portfolio__noscript">'
			. esc_html__( 'The portfolio needs JavaScript, which your browser does not run.', 'acces-tourisme' )
			. '</p></noscript>';
	}

	/**
	 * The filter header's skeleton: other categories, categories, search (the app's order),
	 * on the configured background. Empty when the header is not shown.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 */
	private static function header( array $settings ): string {
		$parts = '';
		if ( ! empty( $settings['showOtherCategories'] ) ) {
			$parts .= self::filters( ! empty( $settings['showOtherCategoriesAll'] ) );
		}
		if ( ! empty( $settings['showCategories'] ) ) {
			$parts .= self::filters( ! empty( $settings['showCategoriesAll'] ) );
		}
		if ( ! empty( $settings['showSearch'] ) ) {
			$parts .= '<div class="acces-portfolio__search"><span class="is-skeleton">&nbsp;</span></div>';
		}
		if ( '' === $parts ) {
			return '';
		}
		$background = (string) ( $settings['headerColor'] ?? '' );
		$style      = '' === $background ? '' : ' style="background-color:' . esc_attr( $background ) . '"';
		return '<div class="acces-portfolio__header"' . $style . '>' . $parts . '</div>';
	}

	/**
	 * One filter list's skeleton.
	 *
	 * @param bool $all Whether the list starts with its 'All' filter.
	 */
	private static function filters( bool $all ): string {
		$filter = '<li><span class="acces-portfolio__filter is-skeleton">&nbsp;</span></li>';
		return '<div class="acces-portfolio__filters"><ul>' . str_repeat( $filter, self::FILTERS + ( $all ? 1 : 0 ) ) . '</ul></div>';
	}

	/**
	 * One card's skeleton: thumbnail (square in style-1), title above or below it, badge, and
	 * the quick-view control when it is shown.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 */
	private static function card( array $settings ): string {
		$style = 'style-2' === ( $settings['thumbnailHoverStyle'] ?? '' ) ? 'style-2' : 'style-1';
		$title = '<span class="acces-portfolio__title is-skeleton">&nbsp;</span>';
		$thumb = '<div class="acces-portfolio__thumb is-' . esc_attr( $style ) . ' is-skeleton"></div>';
		$top   = 'top' === ( $settings['titlePosition'] ?? '' );
		$html  = $top ? $title . $thumb : $thumb . $title;
		$html .= '<span class="acces-portfolio__badge is-skeleton">&nbsp;</span>';
		if ( 'yes' === ( $settings['show-quick-view'] ?? 'yes' ) ) {
			$html .= '<span class="acces-portfolio__quick-view is-skeleton">&nbsp;</span>';
		}
		return '<div class="acces-portfolio__card">' . $html . '</div>';
	}
}
