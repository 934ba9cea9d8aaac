<?php
/**
 * GET /wp-json/acces/v1/map-places: the places of a list map in the compact form, for maps
 * with more places than MapRenderer::INLINE_LIMIT.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Maps;

use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Rest\ConditionalRequest;
use AccesTourisme\Rest\JsonResponse;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Public, read-only route over published providers (the same data as the GeoJSON route, in
 * a form about three times smaller once compressed), with ETag and 304.
 */
final class MapPlacesController implements Service {

	public const NAMESPACE = 'acces/v1';
	public const ROUTE     = '/map-places';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
		add_filter( 'rest_pre_serve_request', array( JsonResponse::class, 'serve' ), 20, 3 );
	}

	/**
	 * The route's URL for a category ('' for all).
	 *
	 * @param string $category Category slug.
	 */
	public static function url( string $category = '' ): string {
		$url = rest_url( self::NAMESPACE . self::ROUTE );
		return '' === $category ? $url : add_query_arg( 'categorie', rawurlencode( $category ), $url );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'respond' ),
				'permission_callback' => array( $this, 'can_read' ),
				'args'                => array(
					'categorie' => array(
						'description'       => __( 'A provider category slug; every category when empty.', 'acces-tourisme' ),
						'type'              => 'string',
						'default'           => '',
						'sanitize_callback' => static fn( $value ): string => sanitize_title( (string) $value ),
						'validate_callback' => array( $this, 'validate_category' ),
					),
				),
			)
		);
	}

	/**
	 * Published providers are public: anyone may read them (the route never shows drafts).
	 */
	public function can_read(): bool {
		return true;
	}

	/**
	 * A known category slug, or empty.
	 *
	 * @param mixed $value Submitted value.
	 * @return true|\WP_Error
	 */
	public function validate_category( $value ) {
		if ( is_string( $value ) && PlaceSource::category_exists( sanitize_title( $value ) ) ) {
			return true;
		}
		return new \WP_Error(
			'rest_invalid_param',
			__( 'Unknown provider category.', 'acces-tourisme' ),
			array( 'status' => 400 )
		);
	}

	/**
	 * The cache key of a list map's places.
	 *
	 * @param string $category Category slug ('' for all).
	 */
	public static function cache_key( string $category ): string {
		return 'map-places-' . $category;
	}

	/**
	 * The validators and caching headers of a list map's places, for the current version of
	 * the data.
	 *
	 * @param string $category Category slug ('' for all).
	 * @return array{Cache-Control: string, ETag: string, Last-Modified: string}
	 */
	public static function answer_headers( string $category ): array {
		return array(
			'Cache-Control' => 'public, max-age=60',
			'ETag'          => '"' . md5( implode( '|', array( ProviderCache::version(), $category, ACCES_TOURISME_VERSION, home_url() ) ) ) . '"',
			'Last-Modified' => gmdate( 'D, d M Y H:i:s', ProviderCache::last_modified() ) . ' GMT',
		);
	}

	/**
	 * The compact places, or 304 when the client already has them. The ETag follows the
	 * providers' cache version, so a 304 is answered without building anything.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function respond( \WP_REST_Request $request ): \WP_REST_Response {
		$category = (string) $request->get_param( 'categorie' );
		$build    = static fn(): array => CompactPlaces::encode( PlaceSource::places( $category ) );
		$headers  = self::answer_headers( $category );
		if ( ConditionalRequest::matches( (string) $request->get_header( 'if_none_match' ), '', $headers['ETag'], ProviderCache::last_modified() ) ) {
			$response = new \WP_REST_Response( null, 304 );
		} else {
			// A known category or all (validated): a fixed set of keys, kept as files when there
			// is no persistent object cache.
			$response = new JsonResponse( ProviderCache::remember_json( self::cache_key( $category ), $build ) );
		}
		$response->set_headers( $headers );
		return $response;
	}
}
