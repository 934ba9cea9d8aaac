<?php
/**
 * The map search's state as read from a query string: ?categorie=hotels,restauration
 * &commune=Montauban&acces=moteur&tri=commune&pg=2 (or the no-JavaScript form's
 * categorie[]=hotels&categorie[]=restauration). Unknown values are ignored, and kept aside so
 * that the page can say so (a shared link with a typo must not look like a filtered search).
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

defined( 'ABSPATH' ) || exit;

/**
 * An immutable, validated search.
 */
final class SearchRequest {

	public const FILTERS    = array( 'categorie', 'commune', 'acces' );
	public const PAGE_PARAM = 'pg';

	/**
	 * Chosen values per filter, in the options' order.
	 *
	 * @var array{categorie: string[], commune: string[], acces: string[]}
	 */
	public array $filters;

	/**
	 * Values asked for that no option has, in the query's order: array( filter, value ).
	 *
	 * @var array<int, array{0: string, 1: string}>
	 */
	public array $ignored = array();

	/**
	 * Sort order: SearchOptions::SORT_NAME or SORT_COMMUNE.
	 *
	 * @var string
	 */
	public string $sort;

	/**
	 * Page of the server-rendered list, from 1.
	 *
	 * @var int
	 */
	public int $page;

	/**
	 * Constructor.
	 *
	 * @param array{categorie: string[], commune: string[], acces: string[]} $filters Validated filters.
	 * @param string                                                         $sort    Validated sort.
	 * @param int                                                            $page    Page, from 1.
	 */
	public function __construct( array $filters, string $sort, int $page ) {
		$this->filters = $filters;
		$this->sort    = $sort;
		$this->page    = max( 1, $page );
	}

	/**
	 * Reads a query (such as $_GET, still slashed) against the accepted values.
	 *
	 * @param array<string, mixed>                                           $query   Query parameters.
	 * @param array{categorie: string[], commune: string[], acces: string[]} $allowed Accepted values per filter.
	 */
	public static function from_query( array $query, array $allowed ): self {
		$query   = wp_unslash( $query );
		$filters = array();
		$ignored = array();
		foreach ( self::FILTERS as $key ) {
			$values          = self::values( $query[ $key ] ?? null );
			$filters[ $key ] = self::match( $values, $allowed[ $key ] ?? array() );
			$known           = array_flip( array_map( array( self::class, 'fold' ), $filters[ $key ] ) );
			foreach ( array_unique( $values ) as $value ) {
				if ( ! isset( $known[ self::fold( $value ) ] ) ) {
					$ignored[] = array( $key, $value );
				}
			}
		}
		$sort = isset( $query['tri'] ) && is_string( $query['tri'] ) ? sanitize_key( $query['tri'] ) : '';
		if ( ! in_array( $sort, array( SearchOptions::SORT_NAME, SearchOptions::SORT_COMMUNE ), true ) ) {
			$sort = SearchOptions::SORT_NAME;
		}
		$page             = isset( $query[ self::PAGE_PARAM ] ) && is_scalar( $query[ self::PAGE_PARAM ] ) ? (int) $query[ self::PAGE_PARAM ] : 1;
		$request          = new self( $filters, $sort, $page );
		$request->ignored = $ignored;
		return $request;
	}

	/**
	 * The submitted values of one filter: a comma-joined string or a list of strings.
	 *
	 * @param mixed $raw Submitted value.
	 * @return string[]
	 */
	private static function values( $raw ): array {
		$parts = array();
		foreach ( is_array( $raw ) ? $raw : array( $raw ) as $item ) {
			if ( ! is_string( $item ) ) {
				continue;
			}
			foreach ( explode( ',', $item ) as $part ) {
				$part = sanitize_text_field( $part );
				if ( '' !== $part ) {
					$parts[] = $part;
				}
			}
		}
		return $parts;
	}

	/**
	 * The accepted values that were asked for (exactly, or ignoring case and accents), once
	 * each, in the accepted order.
	 *
	 * @param string[] $values  Submitted values.
	 * @param string[] $allowed Accepted values.
	 * @return string[]
	 */
	private static function match( array $values, array $allowed ): array {
		if ( ! $values ) {
			return array();
		}
		$wanted = array_flip( $values );
		$folded = array_flip( array_map( array( self::class, 'fold' ), $values ) );
		$out    = array();
		foreach ( $allowed as $value ) {
			if ( isset( $wanted[ $value ] ) || isset( $folded[ self::fold( $value ) ] ) ) {
				$out[] = $value;
			}
		}
		return $out;
	}

	/**
	 * Case- and accent-insensitive form.
	 *
	 * @param string $value Text.
	 */
	private static function fold( string $value ): string {
		return mb_strtolower( trim( remove_accents( $value ) ), 'UTF-8' );
	}

	/**
	 * Whether a filter restricts the results.
	 */
	public function has_filters(): bool {
		return (bool) array_filter( $this->filters );
	}

	/**
	 * The filters in ProviderRepository::places()'s shape (empty filters left out).
	 *
	 * @return array<string, string[]>
	 */
	public function repository_filters(): array {
		return array_filter( $this->filters );
	}

	/**
	 * The canonical query arguments (URL-encoded, commas between values), for links.
	 *
	 * @param int $page Page of the list (1 leaves it out).
	 * @return array<string, string>
	 */
	public function query_args( int $page = 1 ): array {
		$args = array();
		foreach ( $this->filters as $key => $values ) {
			if ( $values ) {
				$args[ $key ] = implode( ',', array_map( 'rawurlencode', $values ) );
			}
		}
		if ( SearchOptions::SORT_NAME !== $this->sort ) {
			$args['tri'] = $this->sort;
		}
		if ( $page > 1 ) {
			$args[ self::PAGE_PARAM ] = (string) $page;
		}
		return $args;
	}
}
