<?php
/**
 * The schema.org JSON-LD of a provider, in the head of its detail page.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Describes a provider as a schema.org LocalBusiness subtype (by category), with its address,
 * coordinates, contact, photos and accessibility features (amenityFeature).
 */
final class ProviderJsonLd implements Service {

	/**
	 * The schema.org type of each category.
	 */
	private const TYPES = array(
		'hotels'                                           => 'LodgingBusiness',
		'residences'                                       => 'LodgingBusiness',
		'villages-vacances'                                => 'LodgingBusiness',
		'hebergements-locatifs-meubles-et-chambres-dhotes' => 'LodgingBusiness',
		'restauration'                                     => 'Restaurant',
		'equipements-de-loisirs'                           => 'TouristAttraction',
	);

	/**
	 * Flags that keep the JSON inside its script element whatever the data holds.
	 */
	public const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_script' ), 20 );
	}

	/**
	 * Prints the script element on a provider's detail page.
	 */
	public function print_script(): void {
		if ( ! is_singular( ProviderPostType::POST_TYPE ) ) {
			return;
		}
		$post = get_queried_object();
		// A password-protected provider's details stay private until the password is given.
		if ( ! $post instanceof \WP_Post || post_password_required( $post ) ) {
			return;
		}
		$json = wp_json_encode( self::data( ProviderData::from_post( $post ) ), self::JSON_FLAGS );
		if ( ! is_string( $json ) ) {
			return;
		}
		// JSON_HEX_TAG turns < and > into \u003C and \u003E: the data cannot close the element.
		echo '<script type="application/ld+json">' . $json . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON encoded with JSON_HEX_TAG|JSON_HEX_AMP.
	}

	/**
	 * The JSON-LD object of a provider.
	 *
	 * @param ProviderData $provider The provider.
	 * @return array<string, mixed>
	 */
	public static function data( ProviderData $provider ): array {
		$data    = array(
			'@context' => 'https://schema.org',
			'@type'    => self::type( $provider ),
			'@id'      => $provider->url . '#prestataire',
			'name'     => $provider->name,
			'url'      => $provider->url,
		);
		$excerpt = trim( wp_strip_all_tags( get_the_excerpt( $provider->post ) ) );
		if ( '' !== $excerpt ) {
			$data['description'] = html_entity_decode( $excerpt, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		$address = array_filter(
			array(
				'@type'           => 'PostalAddress',
				'streetAddress'   => $provider->text( 'address' ),
				'postalCode'      => $provider->text( 'postcode' ),
				'addressLocality' => $provider->text( 'commune' ),
			),
			static fn( $value ) => '' !== $value
		);
		if ( count( $address ) > 1 ) {
			$address['addressCountry'] = 'FR';
			$data['address']           = $address;
		}
		$coordinates = $provider->coordinates();
		if ( $coordinates ) {
			$data['geo'] = array(
				'@type'     => 'GeoCoordinates',
				'latitude'  => $coordinates['lat'],
				'longitude' => $coordinates['lng'],
			);
		}
		if ( '' !== $provider->phone_uri() ) {
			$data['telephone'] = substr( $provider->phone_uri(), 4 );
		}
		if ( '' !== $provider->email() ) {
			$data['email'] = $provider->email();
		}
		if ( '' !== $provider->website() ) {
			$data['sameAs'] = $provider->website();
		}
		$images = array_values( array_filter( array_map( 'wp_get_attachment_url', $provider->photos() ) ) );
		if ( $images ) {
			$data['image'] = $images;
		}
		$features = self::amenities( $provider );
		if ( $features ) {
			$data['amenityFeature'] = $features;
		}
		return $data;
	}

	/**
	 * The schema.org type: by category; an accessible beach or lake is also a Beach.
	 *
	 * @param ProviderData $provider The provider.
	 * @return string|string[]
	 */
	public static function type( ProviderData $provider ): string|array {
		$type = $provider->category ? ( self::TYPES[ $provider->category->slug ] ?? 'LocalBusiness' ) : 'LocalBusiness';
		return $provider->is_beach() ? array( 'TouristAttraction', 'Beach' ) : $type;
	}

	/**
	 * Detailed features, welcomed disability families and the label, as
	 * LocationFeatureSpecification items.
	 *
	 * @param ProviderData $provider The provider.
	 * @return array<int, array<string, mixed>>
	 */
	private static function amenities( ProviderData $provider ): array {
		$names = array_values( $provider->features() );
		foreach ( $provider->disabilities() as $label ) {
			/* translators: %s: a disability family, e.g. "Motor disability". */
			$names[] = sprintf( __( 'Welcome: %s', 'acces-tourisme' ), $label );
		}
		if ( $provider->has_label() ) {
			$names[] = __( 'Tourisme & Handicap label', 'acces-tourisme' );
		}
		return array_map(
			static fn( $name ) => array(
				'@type' => 'LocationFeatureSpecification',
				'name'  => $name,
				'value' => true,
			),
			$names
		);
	}
}
