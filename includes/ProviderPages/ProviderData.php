<?php
/**
 * What the visitor pages show of one provider, read once from its post, meta and category.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Providers\AccessibilityFeatures;
use AccesTourisme\Providers\Disabilities;
use AccesTourisme\Providers\ProviderCategory;

defined( 'ABSPATH' ) || exit;

/**
 * A read-only view of a provider. Values are normalised (unknown slugs dropped, numbers
 * checked) but not escaped: the renderers escape when they print.
 */
final class ProviderData {

	/**
	 * Builds the view of a provider post.
	 *
	 * @param \WP_Post  $post              The provider.
	 * @param string    $name              Its name, as plain text.
	 * @param string    $url               Its detail page.
	 * @param ?\WP_Term $category         Its category.
	 * @param array     $meta              Meta values, keyed without the acces_ prefix.
	 */
	private function __construct(
		public readonly \WP_Post $post,
		public readonly string $name,
		public readonly string $url,
		public readonly ?\WP_Term $category,
		private readonly array $meta
	) {}

	/**
	 * Reads a provider.
	 *
	 * @param \WP_Post $post The provider.
	 */
	public static function from_post( \WP_Post $post ): self {
		$terms    = get_the_terms( $post, ProviderCategory::TAXONOMY );
		$category = is_array( $terms ) && $terms ? $terms[0] : null;
		$url      = get_permalink( $post );
		$meta     = array();
		foreach ( array( 'commune', 'address', 'postcode', 'lat', 'lng', 'phone', 'email', 'website', 'label', 'marker_type' ) as $key ) {
			$meta[ $key ] = get_post_meta( $post->ID, 'acces_' . $key, true );
		}
		foreach ( array( 'disabilities', 'features', 'photos' ) as $key ) {
			// A list is stored either as one array value or as one row per item.
			$rows         = get_post_meta( $post->ID, 'acces_' . $key, false );
			$meta[ $key ] = 1 === count( $rows ) && is_array( $rows[0] ) ? $rows[0] : $rows;
		}
		return new self(
			$post,
			html_entity_decode( get_the_title( $post ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			is_string( $url ) ? $url : '',
			$category instanceof \WP_Term ? $category : null,
			$meta
		);
	}

	/**
	 * A text meta value, trimmed.
	 *
	 * @param string $key Meta key without the acces_ prefix.
	 */
	public function text( string $key ): string {
		$value = $this->meta[ $key ] ?? '';
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * The commune in capitals, as the maps show it.
	 */
	public function commune_caps(): string {
		return mb_strtoupper( $this->text( 'commune' ), 'UTF-8' );
	}

	/**
	 * The coordinates, or null when either is missing or out of range.
	 *
	 * @return array{lat: float, lng: float}|null
	 */
	public function coordinates(): ?array {
		$lat = $this->meta['lat'] ?? '';
		$lng = $this->meta['lng'] ?? '';
		if ( ! is_numeric( $lat ) || ! is_numeric( $lng ) ) {
			return null;
		}
		$lat = (float) $lat;
		$lng = (float) $lng;
		if ( $lat < -90 || $lat > 90 || $lng < -180 || $lng > 180 ) {
			return null;
		}
		return array(
			'lat' => $lat,
			'lng' => $lng,
		);
	}

	/**
	 * The disability families it welcomes: slug => label, in the label's order.
	 *
	 * @return array<string, string>
	 */
	public function disabilities(): array {
		$chosen = $this->slugs( 'disabilities' );
		return array_filter(
			Disabilities::all(),
			static fn( $slug ) => in_array( $slug, $chosen, true ),
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Its detailed accessibility features: slug => label, in the catalogue's order.
	 *
	 * @return array<string, string>
	 */
	public function features(): array {
		$chosen = $this->slugs( 'features' );
		$out    = array();
		foreach ( AccessibilityFeatures::all() as $slug => $feature ) {
			if ( in_array( $slug, $chosen, true ) ) {
				$out[ $slug ] = $feature['label'];
			}
		}
		return $out;
	}

	/**
	 * True when it holds the Tourisme & Handicap label.
	 */
	public function has_label(): bool {
		return (bool) rest_sanitize_boolean( $this->meta['label'] ?? false );
	}

	/**
	 * True for an accessible beach or lake.
	 */
	public function is_beach(): bool {
		return 'icon-handiplage' === $this->text( 'marker_type' );
	}

	/**
	 * Its photos: ids of existing image attachments, in the editor's order. Falls back to the
	 * featured image.
	 *
	 * @return int[]
	 */
	public function photos(): array {
		$ids = $this->meta['photos'] ?? array();
		$ids = is_array( $ids ) ? $ids : array();
		if ( ! $ids && has_post_thumbnail( $this->post ) ) {
			$ids = array( get_post_thumbnail_id( $this->post ) );
		}
		$ids = array_values( array_unique( array_map( 'absint', $ids ) ) );
		return array_values( array_filter( $ids, static fn( $id ) => $id > 0 && wp_attachment_is_image( $id ) ) );
	}

	/**
	 * The phone number for a tel: link (digits, with +33 for a French national number).
	 */
	public function phone_uri(): string {
		$phone  = $this->text( 'phone' );
		$digits = preg_replace( '/[^0-9+]/', '', $phone );
		$digits = is_string( $digits ) ? $digits : '';
		if ( str_starts_with( $digits, '00' ) ) {
			$digits = '+' . substr( $digits, 2 );
		} elseif ( 10 === strlen( $digits ) && str_starts_with( $digits, '0' ) ) {
			$digits = '+33' . substr( $digits, 1 );
		}
		return '' === $digits ? '' : 'tel:' . $digits;
	}

	/**
	 * The website, only when it is an http(s) URL.
	 */
	public function website(): string {
		$url = $this->text( 'website' );
		return preg_match( '#^https?://[^\s/]+#i', $url ) ? $url : '';
	}

	/**
	 * The e-mail address, only when it is valid.
	 */
	public function email(): string {
		$email = $this->text( 'email' );
		return is_email( $email ) ? $email : '';
	}

	/**
	 * The category's page, or '' without a category.
	 */
	public function category_url(): string {
		if ( ! $this->category ) {
			return '';
		}
		$link = get_term_link( $this->category );
		return is_string( $link ) ? $link : '';
	}

	/**
	 * Known slugs of a list meta.
	 *
	 * @param string $key Meta key without the acces_ prefix.
	 * @return string[]
	 */
	private function slugs( string $key ): array {
		$value = $this->meta[ $key ] ?? array();
		return is_array( $value ) ? array_values( array_filter( $value, 'is_string' ) ) : array();
	}
}
