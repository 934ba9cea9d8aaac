<?php
/**
 * The markup that stands in for a YouTube or Vimeo player until the visitor allows it.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Built by escaping each value where it is printed. No newline inside, so that wpautop
 * (classic content) leaves it alone.
 */
final class VideoPlaceholder {

	public const CLASS_NAME = 'acces-video-placeholder';

	/**
	 * The name of a video whose own title is unknown: « Vidéo YouTube ».
	 *
	 * @param VideoUrl $video The video.
	 */
	public static function default_title( VideoUrl $video ): string {
		/* translators: %s: the video service, YouTube or Vimeo. */
		return sprintf( __( '%s video', 'acces-tourisme' ), $video->provider );
	}

	/**
	 * The placeholder of a video.
	 *
	 * @param VideoUrl $video      The video.
	 * @param string   $title      Its title, plain text ('' when unknown).
	 * @param string   $caption    The caption of its figure, plain text ('' if none).
	 * @param string   $caption_id The id of that caption's element.
	 */
	public static function html( VideoUrl $video, string $title = '', string $caption = '', string $caption_id = '' ): string {
		// Plain text (already decoded from its attribute): escaped below, never parsed.
		$title   = trim( (string) preg_replace( '/\s+/u', ' ', $title ) );
		$caption = trim( (string) preg_replace( '/\s+/u', ' ', $caption ) );
		// A video without its own title, in a figure with a caption: the visible title names the
		// service (short: the caption is shown under it already), the caption names the player
		// and, with that title, the group and the "Charger la vidéo" button.
		$player = '' === $title && '' !== $caption ? $caption : $title;
		$title  = '' === $title ? self::default_title( $video ) : $title;
		$player = '' === $player ? $title : $player;
		$id     = wp_unique_id( 'acces-video-' );
		$refs   = esc_attr( $id . '-title' . ( $player !== $title && '' !== $caption_id ? ' ' . $caption_id : '' ) );
		return sprintf(
			'<div class="%1$s" role="group" aria-labelledby="%11$s" data-acces-consent="media" data-acces-video-src="%3$s" data-acces-video-title="%4$s">'
				. '<p class="%1$s__title" id="%2$s-title">%5$s</p>'
				. '<p class="%1$s__text" id="%2$s-text">%6$s</p>'
				. '<div class="%1$s__actions">'
				. '<button type="button" data-acces-video-load aria-describedby="%11$s">%7$s</button>'
				. '<button type="button" data-acces-video-always aria-describedby="%2$s-text">%8$s</button>'
				. '</div>'
				. '<p class="%1$s__link"><a href="%9$s">%10$s</a></p>'
				. '</div>',
			esc_attr( self::CLASS_NAME ),
			esc_attr( $id ),
			esc_url( $video->player ),
			esc_attr( $player ),
			esc_html( $title ),
			esc_html(
				sprintf(
					/* translators: %s: the video service, YouTube or Vimeo. */
					__( 'This video comes from %1$s. If you load it, %1$s receives your IP address and may set cookies. “Load the video” shows this video only; “Always show (videos and maps)” shows every video and map background of the site and remembers your choice.', 'acces-tourisme' ),
					$video->provider
				)
			),
			esc_html__( 'Load the video', 'acces-tourisme' ),
			esc_html__( 'Always show (videos and maps)', 'acces-tourisme' ),
			esc_url( $video->page ),
			esc_html(
				sprintf(
					/* translators: %s: the video service, YouTube or Vimeo. */
					__( 'Watch the video on %s', 'acces-tourisme' ),
					$video->provider
				)
			),
			$refs
		);
	}
}
