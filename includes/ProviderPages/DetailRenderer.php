<?php
/**
 * The content of a provider's detail page, the same in block and classic themes.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\ProviderPages;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the markup of a detail page. Every value is escaped here, where it is printed.
 */
final class DetailRenderer {

	/**
	 * Set while the description renders, so that a provider-details block inside a
	 * provider's own description cannot recurse.
	 *
	 * @var bool
	 */
	private static bool $rendering = false;

	/**
	 * The detail page's content.
	 *
	 * @param \WP_Post $post The provider.
	 */
	public static function render( \WP_Post $post ): string {
		if ( self::$rendering ) {
			return '';
		}
		self::$rendering = true;
		try {
			$provider = ProviderData::from_post( $post );
			$title_id = 'acces-provider-' . $post->ID . '-title';
			if ( post_password_required( $post ) ) {
				return self::password_form( $provider, $title_id );
			}
			return '<article class="acces-provider" aria-labelledby="' . esc_attr( $title_id ) . '">'
				. self::header( $provider, $title_id )
				. self::description( $post )
				. self::accessibility( $provider )
				. self::contact( $provider )
				. self::photos( $provider )
				. self::map( $provider )
				. self::back_link( $provider )
				. '</article>';
		} finally {
			self::$rendering = false;
		}
	}

	/**
	 * A password-protected provider, before its password is given: its name and WordPress's
	 * password form, nothing else (no description, address, contact, photos or map).
	 *
	 * @param ProviderData $provider The provider.
	 * @param string       $title_id Id of the heading.
	 */
	private static function password_form( ProviderData $provider, string $title_id ): string {
		return '<article class="acces-provider acces-provider-protected" aria-labelledby="' . esc_attr( $title_id ) . '">'
			. '<header class="acces-provider-header"><h1 id="' . esc_attr( $title_id ) . '" class="acces-provider-title">' . esc_html( $provider->name ) . '</h1></header>'
			// Core's form, filtered as on any protected post (the_password_form).
			. get_the_password_form( $provider->post )
			. self::back_link( $provider )
			. '</article>';
	}

	/**
	 * Name, category, commune and label.
	 *
	 * @param ProviderData $provider The provider.
	 * @param string       $title_id Id of the heading.
	 */
	private static function header( ProviderData $provider, string $title_id ): string {
		$html = '<header class="acces-provider-header">';
		if ( $provider->category ) {
			$html .= '<p class="acces-provider-category"><span class="acces-visually-hidden">' . esc_html__( 'Category:', 'acces-tourisme' ) . ' </span>'
				. '<a href="' . esc_url( $provider->category_url() ) . '">' . esc_html( $provider->category->name ) . '</a></p>';
		}
		$html .= '<h1 id="' . esc_attr( $title_id ) . '" class="acces-provider-title">' . esc_html( $provider->name ) . '</h1>';
		if ( '' !== $provider->commune_caps() ) {
			$html .= '<p class="acces-provider-commune">' . ProviderIcons::svg( 'place' ) . '<span>' . esc_html( $provider->commune_caps() ) . '</span></p>';
		}
		if ( $provider->has_label() ) {
			$html .= '<p class="acces-provider-label">' . ProviderIcons::svg( 'label' ) . '<span>' . esc_html__( 'Holds the Tourisme & Handicap label', 'acces-tourisme' ) . '</span></p>';
		}
		return $html . '</header>';
	}

	/**
	 * The provider's description (its post content).
	 *
	 * @param \WP_Post $post The provider.
	 */
	private static function description( \WP_Post $post ): string {
		if ( '' === trim( $post->post_content ) ) {
			return '';
		}
		/** This filter is documented in wp-includes/post-template.php */
		$content = apply_filters( 'the_content', str_replace( ']]>', ']]&gt;', $post->post_content ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		// Same allowance as the_content() itself: the post's own content, already filtered by kses on save.
		return '<div class="acces-provider-description">' . $content . '</div>';
	}

	/**
	 * Disability families and detailed features.
	 *
	 * @param ProviderData $provider The provider.
	 */
	private static function accessibility( ProviderData $provider ): string {
		$families = $provider->disabilities();
		$features = $provider->features();
		$id       = 'acces-provider-' . $provider->post->ID . '-accessibility';
		$html     = '<section class="acces-provider-section acces-provider-accessibility" aria-labelledby="' . esc_attr( $id ) . '">'
			. '<h2 id="' . esc_attr( $id ) . '">' . esc_html__( 'Accessibility', 'acces-tourisme' ) . '</h2>';
		if ( ! $families && ! $features ) {
			return $html . '<p>' . esc_html__( 'The accessibility of this place has not been described yet.', 'acces-tourisme' ) . '</p></section>';
		}
		if ( $families ) {
			$html .= '<h3>' . esc_html__( 'Disabilities welcomed', 'acces-tourisme' ) . '</h3>' . ProviderIcons::families_list( $families );
		}
		if ( $features ) {
			$html .= '<h3>' . esc_html__( 'Equipment and services', 'acces-tourisme' ) . '</h3><ul class="acces-provider-features">';
			foreach ( $features as $label ) {
				$html .= '<li>' . esc_html( $label ) . '</li>';
			}
			$html .= '</ul>';
		}
		return $html . '</section>';
	}

	/**
	 * Address and contact links.
	 *
	 * @param ProviderData $provider The provider.
	 */
	private static function contact( ProviderData $provider ): string {
		$items   = '';
		$address = $provider->text( 'address' );
		$city    = trim( $provider->text( 'postcode' ) . ' ' . $provider->commune_caps() );
		if ( '' !== $address || '' !== $city ) {
			$lines  = array_filter( array( esc_html( $address ), esc_html( $city ) ) );
			$items .= '<li><span class="acces-provider-contact-label">' . esc_html__( 'Address:', 'acces-tourisme' ) . '</span> <address>' . implode( '<br>', $lines ) . '</address></li>';
		}
		if ( '' !== $provider->phone_uri() ) {
			$items .= '<li><span class="acces-provider-contact-label">' . esc_html__( 'Phone:', 'acces-tourisme' ) . '</span> <a href="' . esc_url( $provider->phone_uri(), array( 'tel' ) ) . '">' . esc_html( $provider->text( 'phone' ) ) . '</a></li>';
		}
		if ( '' !== $provider->email() ) {
			$items .= '<li><span class="acces-provider-contact-label">' . esc_html__( 'E-mail:', 'acces-tourisme' ) . '</span> <a href="' . esc_url( 'mailto:' . $provider->email(), array( 'mailto' ) ) . '">' . esc_html( $provider->email() ) . '</a></li>';
		}
		if ( '' !== $provider->website() ) {
			/* translators: %s: the provider's name (the French says "du prestataire": no "de" to elide before a vowel). */
			$name   = sprintf( __( 'Website of the provider “%s”', 'acces-tourisme' ), $provider->name );
			$items .= '<li><span class="acces-provider-contact-label">' . esc_html__( 'Website:', 'acces-tourisme' ) . '</span> <a href="' . esc_url( $provider->website(), array( 'http', 'https' ) ) . '">' . esc_html( $name ) . '</a></li>';
		}
		if ( '' === $items ) {
			return '';
		}
		$id = 'acces-provider-' . $provider->post->ID . '-contact';
		return '<section class="acces-provider-section acces-provider-contact" aria-labelledby="' . esc_attr( $id ) . '">'
			. '<h2 id="' . esc_attr( $id ) . '">' . esc_html__( 'Contact', 'acces-tourisme' ) . '</h2>'
			. '<ul class="acces-provider-contact-list">' . $items . '</ul></section>';
	}

	/**
	 * Photos, each linked to its full-size file for the site-wide lightbox.
	 *
	 * @param ProviderData $provider The provider.
	 */
	private static function photos( ProviderData $provider ): string {
		$photos = $provider->photos();
		if ( ! $photos ) {
			return '';
		}
		$items = '';
		foreach ( $photos as $index => $photo_id ) {
			$full = wp_get_attachment_url( $photo_id );
			$alt  = trim( (string) get_post_meta( $photo_id, '_wp_attachment_image_alt', true ) );
			if ( '' === $alt ) {
				/* translators: 1: photo number, 2: the provider's name (the French says "du prestataire": no "de" to elide before a vowel). */
				$alt = sprintf( __( 'Photo %1$d of the provider “%2$s”', 'acces-tourisme' ), $index + 1, $provider->name );
			}
			$image = wp_get_attachment_image(
				$photo_id,
				'medium_large',
				false,
				array(
					'alt'     => $alt,
					'loading' => 'lazy',
					// wp-image-{id}, as in WordPress's own image blocks: the lightbox finds the
					// photo's title and description by it.
					'class'   => 'acces-provider-photo wp-image-' . $photo_id,
				)
			);
			if ( ! $full || '' === $image ) {
				continue;
			}
			$items .= '<li><a href="' . esc_url( $full ) . '">' . $image . '</a></li>';
		}
		if ( '' === $items ) {
			return '';
		}
		$id = 'acces-provider-' . $provider->post->ID . '-photos';
		return '<section class="acces-provider-section acces-provider-photos" aria-labelledby="' . esc_attr( $id ) . '">'
			. '<h2 id="' . esc_attr( $id ) . '">' . esc_html__( 'Photos', 'acces-tourisme' ) . '</h2>'
			. '<ul class="acces-provider-gallery">' . $items . '</ul></section>';
	}

	/**
	 * The single-place map slot (the maps feature's block; nothing while it is absent).
	 *
	 * @param ProviderData $provider The provider.
	 */
	private static function map( ProviderData $provider ): string {
		$coordinates = $provider->coordinates();
		if ( ! $coordinates ) {
			return '';
		}
		$map = render_block(
			array(
				'blockName'    => 'acces-tourisme/map-place',
				'attrs'        => array(
					'providerId' => $provider->post->ID,
					'lat'        => $coordinates['lat'],
					'lng'        => $coordinates['lng'],
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		if ( '' === trim( $map ) ) {
			return '';
		}
		$id = 'acces-provider-' . $provider->post->ID . '-map';
		// The map block escapes its own output.
		return '<section class="acces-provider-section acces-provider-map" aria-labelledby="' . esc_attr( $id ) . '">'
			. '<h2 id="' . esc_attr( $id ) . '">' . esc_html__( 'Location', 'acces-tourisme' ) . '</h2>' . $map . '</section>';
	}

	/**
	 * The link back to the category page (or to every provider without a category).
	 *
	 * @param ProviderData $provider The provider.
	 */
	private static function back_link( ProviderData $provider ): string {
		if ( $provider->category ) {
			$url = $provider->category_url();
			/* translators: %s: category name. */
			$text = sprintf( __( 'Back to the category “%s”', 'acces-tourisme' ), $provider->category->name );
		} else {
			$url  = (string) get_post_type_archive_link( $provider->post->post_type );
			$text = __( 'Back to every accessible provider', 'acces-tourisme' );
		}
		return '<p class="acces-provider-back"><a href="' . esc_url( $url ) . '">' . esc_html( $text ) . '</a></p>';
	}
}
