<?php
/**
 * Recognises YouTube and Vimeo addresses and gives the player address to load after consent.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * A video of one of the two services: its provider name, id, player URL and page URL.
 * YouTube players use youtube-nocookie.com; Vimeo players are asked not to track (dnt=1).
 */
final class VideoUrl {

	/**
	 * Constructor.
	 *
	 * @param string $provider "YouTube" or "Vimeo".
	 * @param string $id       The video id.
	 * @param string $player   The player URL (the iframe's src once allowed).
	 * @param string $page     The video's page on the service.
	 */
	private function __construct(
		public readonly string $provider,
		public readonly string $id,
		public readonly string $player,
		public readonly string $page
	) {}

	/**
	 * The video an address points at, or null when it is not a YouTube or Vimeo video.
	 *
	 * @param string $url Any address.
	 */
	public static function parse( string $url ): ?self {
		$url   = html_entity_decode( trim( $url ), ENT_QUOTES, 'UTF-8' );
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return null;
		}
		$host = (string) preg_replace( '/^(www|m)\./', '', strtolower( $parts['host'] ) );
		$path = $parts['path'] ?? '';
		parse_str( $parts['query'] ?? '', $query );

		if ( in_array( $host, array( 'youtube.com', 'youtube-nocookie.com', 'youtu.be' ), true ) ) {
			$id = '';
			if ( 'youtu.be' === $host ) {
				$id = trim( $path, '/' );
			} elseif ( '/watch' === $path && isset( $query['v'] ) && is_string( $query['v'] ) ) {
				$id = $query['v'];
			} elseif ( preg_match( '#^/(?:embed|shorts|live|v)/([^/?]+)#', $path, $m ) ) {
				$id = $m[1];
			}
			// "videoseries" (a playlist's player) has the length of an id, and is not one.
			if ( ! preg_match( '/^[A-Za-z0-9_-]{11}$/', $id ) || 'videoseries' === $id ) {
				return null;
			}
			$list   = isset( $query['list'] ) && is_string( $query['list'] ) && preg_match( '/^[A-Za-z0-9_-]+$/', $query['list'] ) ? $query['list'] : '';
			$args   = array_filter(
				array(
					'start' => self::seconds( $query['start'] ?? $query['t'] ?? '' ),
					'list'  => $list,
				)
			);
			$player = add_query_arg( $args, 'https://www.youtube-nocookie.com/embed/' . $id );
			$page   = 'https://www.youtube.com/watch?v=' . $id . ( empty( $args['start'] ) ? '' : '&t=' . $args['start'] . 's' );
			return new self( 'YouTube', $id, $player, $page );
		}

		if ( 'vimeo.com' === $host || 'player.vimeo.com' === $host ) {
			if ( ! preg_match( '#^/(?:video/|channels/[^/]+/|groups/[^/]+/videos/)?(\d+)(?:/([0-9a-f]+))?/?$#', $path, $m ) ) {
				return null;
			}
			$hash = $m[2] ?? ( isset( $query['h'] ) && is_string( $query['h'] ) && preg_match( '/^[0-9a-f]+$/', $query['h'] ) ? $query['h'] : '' );
			$args = array_filter(
				array(
					'h'   => $hash,
					'dnt' => '1',
				)
			);
			// A start time, in the fragment as Vimeo writes it ("#t=90s", "#t=1m30s").
			parse_str( $parts['fragment'] ?? '', $fragment );
			$start = self::seconds( $fragment['t'] ?? '' );
			$at    = $start ? '#t=' . $start . 's' : '';
			// An unlisted video's page needs its hash too.
			$page = 'https://vimeo.com/' . $m[1] . ( '' === $hash ? '' : '/' . $hash ) . $at;
			return new self( 'Vimeo', $m[1], add_query_arg( $args, 'https://player.vimeo.com/video/' . $m[1] ) . $at, $page );
		}
		return null;
	}

	/**
	 * A start time as YouTube and Vimeo write it ("90", "90s", "1m30s", "1h2m3s") in seconds; 0 when
	 * there is none or it is not one.
	 *
	 * @param mixed $value The parameter.
	 */
	private static function seconds( $value ): int {
		if ( ! is_string( $value ) || '' === $value ) {
			return 0;
		}
		if ( ctype_digit( $value ) ) {
			return (int) $value;
		}
		if ( ! preg_match( '/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/', $value, $m ) ) {
			return 0;
		}
		return 3600 * (int) ( $m[1] ?? 0 ) + 60 * (int) ( $m[2] ?? 0 ) + (int) ( $m[3] ?? 0 );
	}
}
