<?php
/**
 * The map search's form without JavaScript: native selects (multiple for the filters, single
 * for the sort) in a GET form, so that the server filters the list. The script replaces it.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

defined( 'ABSPATH' ) || exit;

/**
 * Form markup; every value is escaped where it is printed.
 */
final class SearchForm {

	/**
	 * How many ignored values the notice lists.
	 */
	private const IGNORED_SHOWN = 5;

	/**
	 * The form.
	 *
	 * @param string        $id      Instance id (prefix of the element ids).
	 * @param string        $action  URL of the page (its query arguments become hidden fields).
	 * @param SearchOptions $options What the filters offer.
	 * @param SearchRequest $request The current search.
	 */
	public static function render( string $id, string $action, SearchOptions $options, SearchRequest $request ): string {
		$hidden = '';
		$query  = (string) wp_parse_url( $action, PHP_URL_QUERY );
		if ( '' !== $query ) {
			parse_str( $query, $args );
			foreach ( $args as $name => $value ) {
				if ( is_scalar( $value ) && ! in_array( $name, array_merge( SearchRequest::FILTERS, array( 'tri', SearchRequest::PAGE_PARAM ) ), true ) ) {
					$hidden .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( (string) $name ), esc_attr( (string) $value ) );
				}
			}
		}
		$labels = self::labels();
		$fields = self::select( $id, 'categorie', $labels['categorie'], $options->categories(), $request->filters['categorie'], true )
			. self::select( $id, 'commune', $labels['commune'], $options->communes(), $request->filters['commune'], true )
			. self::select( $id, 'acces', $labels['acces'], $options->families(), $request->filters['acces'], true )
			. self::select( $id, 'tri', __( 'Sort by', 'acces-tourisme' ), $options->sorts(), array( $request->sort ), false );
		return self::ignored( $request ) . sprintf(
			'<form class="acces-map-search__form" method="get" action="%1$s" role="search" aria-label="%2$s">%3$s'
				. '<div class="acces-map-search__filters">%4$s</div>'
				. '<p class="acces-map-search__hint" id="%5$s-hint">%6$s</p>'
				. '<p class="acces-map-search__actions"><button type="submit" class="acces-map-search__submit">%7$s</button> <a class="acces-map-search__reset" href="%9$s">%8$s</a></p>'
				. '</form>',
			esc_url( (string) preg_replace( '/[?#].*$/', '', $action ) ),
			esc_attr__( 'Provider search', 'acces-tourisme' ),
			$hidden,
			$fields,
			esc_attr( $id ),
			esc_html__( 'To choose several values in a list, hold down the Ctrl key (Cmd on a Mac) while you click, or use Shift and the arrow keys. No choice means no restriction.', 'acces-tourisme' ),
			esc_html__( 'Show the providers', 'acces-tourisme' ),
			esc_html__( 'Clear the filters', 'acces-tourisme' ),
			esc_url( $action )
		);
	}

	/**
	 * The filters' visible names, by parameter: the labels of the lists and the names in the
	 * notice of ignored values.
	 *
	 * @return array{categorie: string, commune: string, acces: string}
	 */
	private static function labels(): array {
		return array(
			'categorie' => __( 'Category', 'acces-tourisme' ),
			'commune'   => __( 'Commune', 'acces-tourisme' ),
			'acces'     => __( 'Accessibility', 'acces-tourisme' ),
		);
	}

	/**
	 * The values of the address that no option has, said before the form (a shared link with a
	 * typo must not pass for a filtered search); '' when there are none. At most five values, each
	 * cut at 40 characters.
	 *
	 * @param SearchRequest $request The current search.
	 */
	private static function ignored( SearchRequest $request ): string {
		if ( ! $request->ignored ) {
			return '';
		}
		$labels = self::labels();
		$items  = array();
		foreach ( array_slice( $request->ignored, 0, self::IGNORED_SHOWN ) as list( $key, $value ) ) {
			$value = mb_strlen( $value ) > 40 ? mb_substr( $value, 0, 39 ) . '…' : $value;
			/* translators: 1: a filter's name, 2: the value asked for. */
			$items[] = sprintf( __( '%1$s “%2$s”', 'acces-tourisme' ), $labels[ $key ] ?? $key, $value );
		}
		$more = count( $request->ignored ) - self::IGNORED_SHOWN;
		if ( $more > 0 ) {
			/* translators: %d: how many more values were ignored. */
			$items[] = sprintf( _n( 'and %d other', 'and %d others', $more, 'acces-tourisme' ), $more );
		}
		return sprintf(
			'<p class="acces-map-search__ignored">%s</p>',
			/* translators: %s: the values, e.g. Commune “Montaubn”, Accessibility “psy”. */
			esc_html( sprintf( __( 'These search values do not exist and were ignored: %s.', 'acces-tourisme' ), implode( ', ', $items ) ) )
		);
	}

	/**
	 * One labelled native select.
	 *
	 * @param string                $id       Instance id.
	 * @param string                $name     Parameter name.
	 * @param string                $label    Visible label.
	 * @param array<string, string> $choices  Value => label.
	 * @param string[]              $selected Chosen values.
	 * @param bool                  $multiple Several values.
	 */
	private static function select( string $id, string $name, string $label, array $choices, array $selected, bool $multiple ): string {
		$field_id = $id . '-' . $name;
		$options  = '';
		foreach ( $choices as $value => $text ) {
			$options .= sprintf(
				'<option value="%1$s"%2$s>%3$s</option>',
				esc_attr( (string) $value ),
				in_array( (string) $value, $selected, true ) ? ' selected' : '',
				esc_html( $text )
			);
		}
		return sprintf(
			'<div class="acces-map-search__filter"><label for="%1$s">%2$s</label><select id="%1$s" name="%3$s"%4$s>%5$s</select></div>',
			esc_attr( $field_id ),
			esc_html( $label ),
			esc_attr( $multiple ? $name . '[]' : $name ),
			$multiple ? sprintf( ' multiple size="%d" aria-describedby="%s"', max( 2, min( 6, count( $choices ) ) ), esc_attr( $id . '-hint' ) ) : '',
			$options
		);
	}
}
