<?php
/**
 * What the map search's filters offer: the six categories, every commune that has a provider,
 * the four disability families, and the two sort orders.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\MapSearch;

use AccesTourisme\Providers\Disabilities;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Each list is value => label (plain text, not escaped), in display order.
 */
final class SearchOptions {

	public const SORT_NAME    = 'nom';
	public const SORT_COMMUNE = 'commune';

	/**
	 * Lists already built by this instance (one request), by method.
	 *
	 * @var array<string, array<string, string>>
	 */
	private array $built = array();

	/**
	 * The six categories: slug => name (the term's current name when it exists).
	 *
	 * @return array<string, string>
	 */
	public function categories(): array {
		if ( isset( $this->built['categories'] ) ) {
			return $this->built['categories'];
		}
		$out = array();
		foreach ( ProviderCategory::defaults() as $slug => $default ) {
			$term         = get_term_by( 'slug', $slug, ProviderCategory::TAXONOMY );
			$name         = $term instanceof \WP_Term ? html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ) : $default;
			$out[ $slug ] = str_replace( "'", '’', $name );
		}
		$this->built['categories'] = $out;
		return $out;
	}

	/**
	 * Every commune that has a provider on the map (published, with coordinates), as written:
	 * commune => commune, in the repository's order. A commune whose only providers have no
	 * coordinates would always give an empty search, so it is not offered.
	 *
	 * @return array<string, string>
	 */
	public function communes(): array {
		if ( isset( $this->built['communes'] ) ) {
			return $this->built['communes'];
		}
		if ( ! class_exists( ProviderRepository::class ) ) {
			return array();
		}
		$on_map = array();
		foreach ( ProviderRepository::places() as $place ) {
			$on_map[ (string) ( $place['commune'] ?? '' ) ] = true;
		}
		$out = array();
		foreach ( ProviderRepository::communes() as $commune ) {
			$commune = (string) $commune;
			if ( '' !== $commune && isset( $on_map[ $commune ] ) ) {
				$out[ $commune ] = $commune;
			}
		}
		$this->built['communes'] = $out;
		return $out;
	}

	/**
	 * The four families of the Tourisme & Handicap label: slug => label.
	 *
	 * @return array<string, string>
	 */
	public function families(): array {
		return Disabilities::all();
	}

	/**
	 * The sort orders: key => label.
	 *
	 * @return array<string, string>
	 */
	public function sorts(): array {
		return array(
			self::SORT_NAME    => __( 'Name', 'acces-tourisme' ),
			self::SORT_COMMUNE => __( 'Commune', 'acces-tourisme' ),
		);
	}

	/**
	 * The values each filter accepts.
	 *
	 * @return array{categorie: string[], commune: string[], acces: string[]}
	 */
	public function allowed(): array {
		return array(
			'categorie' => array_map( 'strval', array_keys( $this->categories() ) ),
			'commune'   => array_map( 'strval', array_keys( $this->communes() ) ),
			'acces'     => array_map( 'strval', array_keys( $this->families() ) ),
		);
	}

	/**
	 * The options as the front end reads them: key => list of { value, label }.
	 *
	 * @return array<string, array<int, array{value: string, label: string}>>
	 */
	public function for_script(): array {
		$lists = array(
			'categorie' => $this->categories(),
			'commune'   => $this->communes(),
			'acces'     => $this->families(),
			'tri'       => $this->sorts(),
		);
		$out   = array();
		foreach ( $lists as $key => $list ) {
			$out[ $key ] = array();
			foreach ( $list as $value => $label ) {
				$out[ $key ][] = array(
					'value' => (string) $value,
					'label' => (string) $label,
				);
			}
		}
		return $out;
	}
}
