<?php
/**
 * GET /wp-json/acces/v1/providers: the providers as GeoJSON.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Rest;

use AccesTourisme\Providers\ProviderCache;
use AccesTourisme\Providers\ProviderRepository;
use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A FeatureCollection of the published providers that have coordinates (docs/CONTRACTS.md),
 * filtered by categorie, commune, acces and bbox; or, with format=compact, the same places as
 * rows of values (smaller, for large maps). Answers from the cache (ProviderCache: the object
 * cache, else files for the unfiltered answers) as stored JSON text, with ETag and
 * Last-Modified, and 304 to a conditional request for an unchanged answer.
 */
final class ProvidersController implements Service {

	public const NAMESPACE = 'acces/v1';
	public const ROUTE     = '/providers';

	/** Order of the values of each row in the compact format. */
	public const COMPACT_FIELDS = array( 'id', 'lat', 'lng', 'name', 'adress', 'url', 'type', 'category', 'commune', 'disabilities' );

	/** The filters of a request without any (ProvidersFilterParams::from_request()). */
	public const UNFILTERED = array(
		'categorie' => array(),
		'commune'   => array(),
		'acces'     => array(),
		'bbox'      => null,
	);

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_not_modified' ), 10, 2 );
		add_filter( 'rest_pre_serve_request', array( JsonResponse::class, 'serve' ), 20, 3 );
		add_filter( 'rest_endpoints', array( $this, 'explicit_index_permission' ) );
	}

	/**
	 * Gives the namespace index that WordPress adds (GET /acces/v1) an explicit permission
	 * callback, like every route of the plugin, and string types for its parameters: WordPress
	 * 6.1 would otherwise use an array in "namespace" (?namespace[]=x) as an array key and stop
	 * with a fatal TypeError (a 500); with the type, the answer is a 400 that says why.
	 *
	 * @param array<string, mixed> $endpoints Endpoints.
	 * @return array<string, mixed>
	 */
	public function explicit_index_permission( $endpoints ) {
		$index = '/' . self::NAMESPACE;
		if ( ! is_array( $endpoints ) || ! isset( $endpoints[ $index ] ) || ! is_array( $endpoints[ $index ] ) ) {
			return $endpoints;
		}
		if ( isset( $endpoints[ $index ]['callback'] ) ) {
			$endpoints[ $index ] = array( $endpoints[ $index ] );
		}
		foreach ( $endpoints[ $index ] as $key => $handler ) {
			if ( is_int( $key ) && is_array( $handler ) && empty( $handler['permission_callback'] ) ) {
				$endpoints[ $index ][ $key ]['permission_callback'] = array( $this, 'index_permissions_check' );
			}
			if ( is_int( $key ) && is_array( $handler ) ) {
				foreach ( array( 'namespace', 'context' ) as $arg ) {
					if ( isset( $handler['args'][ $arg ] ) && is_array( $handler['args'][ $arg ] ) ) {
						$endpoints[ $index ][ $key ]['args'][ $arg ]['type'] = 'string';
					}
				}
			}
		}
		return $endpoints;
	}

	/**
	 * Anyone may read the namespace index: it lists the routes and their parameters, which the
	 * plugin's documentation publishes anyway.
	 */
	public function index_permissions_check(): bool {
		return true;
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( ProvidersSchema::class, 'feature_collection' ),
			)
		);
	}

	/**
	 * Anyone may read: the route only gives what the public pages already show (published
	 * providers' names, communes, categories, families and public URLs), never drafts, private
	 * posts or contact details. It writes nothing.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( \WP_REST_Request $request ): bool {
		return 'GET' === $request->get_method() || 'HEAD' === $request->get_method();
	}

	/**
	 * The route's parameters.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params(): array {
		// ProvidersFilterParams validates every value and refuses bad ones in French: no core
		// type check (whose message would come first), hence 'sanitize_callback' => null.
		$params = array(
			'categorie' => array(
				'description' => __( 'Category slugs, separated by commas (any of them).', 'acces-tourisme' ),
				'type'        => 'string',
			),
			'commune'   => array(
				'description' => __( 'Communes as written, separated by commas (any of them).', 'acces-tourisme' ),
				'type'        => 'string',
			),
			'acces'     => array(
				'description' => __( 'Disability families (moteur, visuel, auditif, mental), separated by commas (any of them).', 'acces-tourisme' ),
				'type'        => 'string',
			),
			'bbox'      => array(
				'description' => __( 'Bounding box: minimum longitude, minimum latitude, maximum longitude, maximum latitude.', 'acces-tourisme' ),
				'type'        => 'string',
			),
			'format'    => array(
				'description' => __( 'geojson (default) or compact (rows of values).', 'acces-tourisme' ),
				'type'        => 'string',
				'default'     => 'geojson',
			),
		);
		foreach ( $params as $name => $param ) {
			$params[ $name ]['sanitize_callback'] = null;
		}
		return $params;
	}

	/**
	 * The providers.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( \WP_REST_Request $request ) {
		$filters = ProvidersFilterParams::from_request( $request );
		if ( is_wp_error( $filters ) ) {
			return $filters;
		}
		$format = $request['format'];
		if ( ! in_array( $format, array( 'geojson', 'compact' ), true ) ) {
			return new \WP_Error(
				'acces_invalid_filter',
				__( 'The format must be geojson or compact.', 'acces-tourisme' ),
				array(
					'status' => 400,
					'params' => array( 'format' => __( 'The format must be geojson or compact.', 'acces-tourisme' ) ),
				)
			);
		}
		$key     = self::cache_key( $format, $filters );
		$headers = self::answer_headers( $key );
		$etag    = $headers['ETag'];
		if ( ConditionalRequest::not_modified( $request, $etag, ProviderCache::last_modified() ) ) {
			return new \WP_REST_Response( null, 304, $headers );
		}
		// The unfiltered answers (what maps load) are kept as files when there is no persistent
		// object cache; filtered ones are built from the kept places.
		$unfiltered = array() === array_filter( $filters );
		$build      = fn() => $this->build( ProviderRepository::places( $filters ), $format );
		if ( ! $unfiltered ) {
			return new JsonResponse( ProviderCache::remember_json( $key, $build, false ), 200, $headers );
		}
		$answer = ProviderCache::remember_answer( $key, $build, true, JsonResponse::client_accepts_gzip() );
		return new JsonResponse( $answer['json'], 200, $headers, $answer['gzip'] );
	}

	/**
	 * The cache key of an answer.
	 *
	 * @param string               $format  geojson or compact.
	 * @param array<string, mixed> $filters Filters (ProvidersFilterParams::from_request()).
	 */
	public static function cache_key( string $format, array $filters ): string {
		return 'route-' . $format . '-' . md5( $format . '|' . wp_json_encode( $filters ) );
	}

	/**
	 * The validators and caching headers of an answer, for the current version of the data.
	 *
	 * @param string $key Cache key of the answer (cache_key()).
	 * @return array{ETag: string, Last-Modified: string, Cache-Control: string}
	 */
	public static function answer_headers( string $key ): array {
		return array(
			'ETag'          => '"' . md5( ProviderCache::version() . '|' . $key ) . '"',
			'Last-Modified' => gmdate( 'D, d M Y H:i:s', ProviderCache::last_modified() ) . ' GMT',
			'Cache-Control' => 'public, max-age=0, must-revalidate',
		);
	}

	/**
	 * The answer for these places.
	 *
	 * @param array<int, array<string, mixed>> $places Places.
	 * @param string                           $format geojson or compact.
	 * @return array<string, mixed>
	 */
	private function build( array $places, string $format ): array {
		if ( 'compact' === $format ) {
			$rows = array();
			foreach ( $places as $place ) {
				$place['lat'] = round( $place['lat'], 6 );
				$place['lng'] = round( $place['lng'], 6 );
				$row          = array();
				foreach ( self::COMPACT_FIELDS as $field ) {
					$row[] = $place[ $field ];
				}
				$rows[] = $row;
			}
			return array(
				'format' => 'compact',
				'fields' => self::COMPACT_FIELDS,
				'places' => $rows,
			);
		}
		$features = array();
		foreach ( $places as $place ) {
			$features[] = array(
				'type'       => 'Feature',
				'id'         => $place['id'],
				'geometry'   => array(
					'type'        => 'Point',
					'coordinates' => array( round( $place['lng'], 6 ), round( $place['lat'], 6 ) ),
				),
				'properties' => array(
					'id'           => $place['id'],
					'name'         => $place['name'],
					'adress'       => $place['adress'],
					'url'          => $place['url'],
					'type'         => $place['type'],
					'category'     => $place['category'],
					'commune'      => $place['commune'],
					'disabilities' => $place['disabilities'],
				),
			);
		}
		return array(
			'type'     => 'FeatureCollection',
			'features' => $features,
		);
	}

	/**
	 * Sends no body with this route's 304 answers (its headers are already sent).
	 *
	 * @param bool              $served Whether the request was served.
	 * @param \WP_HTTP_Response $result Result.
	 */
	public function serve_not_modified( $served, $result ): bool {
		if ( $result instanceof \WP_REST_Response && 304 === $result->get_status() && '/' . self::NAMESPACE . self::ROUTE === $result->get_matched_route() ) {
			return true;
		}
		return (bool) $served;
	}
}
