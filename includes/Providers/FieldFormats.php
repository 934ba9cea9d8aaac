<?php
/**
 * Formats of the provider's contact and choice fields.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * Phone numbers, e-mail addresses, websites, yes/no, marker types, photo lists.
 */
final class FieldFormats {

	/**
	 * A French phone number: 0X XX XX XX XX, or +33 / 0033 followed by the nine digits (spaces,
	 * dots and hyphens ignored, "+33 (0)5" accepted). Stored as "05 63 12 34 56".
	 *
	 * @param mixed $value Raw value.
	 * @return string|\WP_Error
	 */
	public static function phone( $value ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return '';
		}
		$message = __( 'The phone number must be a French number, for example 05 63 12 34 56 or +33 5 63 12 34 56.', 'acces-tourisme' );
		if ( ! is_string( $value ) ) {
			return ProviderFields::error( $message );
		}
		$compact = preg_replace( '/[\s.\-]+/u', '', $value ) ?? '';
		$compact = preg_replace( '/^(\+33|0033)\(0\)/', '$1', $compact ) ?? '';
		if ( ! preg_match( '/^(?:\+33|0033|0)([1-9]\d{8})$/', $compact, $match ) ) {
			return ProviderFields::error( $message );
		}
		return trim( chunk_split( '0' . $match[1], 2, ' ' ) );
	}

	/**
	 * An e-mail address.
	 *
	 * @param mixed $value Raw value.
	 * @return string|\WP_Error
	 */
	public static function email( $value ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return '';
		}
		$email = is_string( $value ) ? trim( $value ) : '';
		if ( ! is_email( $email ) || sanitize_email( $email ) !== $email ) {
			return ProviderFields::error( __( 'The e-mail address is not valid, for example contact@example.org.', 'acces-tourisme' ) );
		}
		return $email;
	}

	/**
	 * A website address starting with http:// or https://.
	 *
	 * @param mixed $value Raw value.
	 * @return string|\WP_Error
	 */
	public static function website( $value ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return '';
		}
		$url   = is_string( $value ) ? trim( $value ) : '';
		$parts = wp_parse_url( $url );
		$valid = is_array( $parts )
			&& in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true )
			&& preg_match( '/^[\p{L}\p{N}]([\p{L}\p{N}\-]*[\p{L}\p{N}])?(\.[\p{L}\p{N}]([\p{L}\p{N}\-]*[\p{L}\p{N}])?)+$/u', $parts['host'] ?? '' )
			&& ! preg_match( '/[\s<>"]/', $url );
		if ( ! $valid ) {
			return ProviderFields::error( __( 'The website address must start with http:// or https://, for example https://www.example.org.', 'acces-tourisme' ) );
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/**
	 * Yes or no: true/false, 1/0, "oui"/"non", "yes"/"no", "" (no).
	 *
	 * @param mixed $value Raw value.
	 * @return bool|\WP_Error
	 */
	public static function boolean( $value ) {
		if ( is_bool( $value ) ) {
			return $value;
		}
		$text = is_scalar( $value ) || null === $value ? strtolower( trim( (string) $value ) ) : 'invalid';
		if ( in_array( $text, array( '1', 'true', 'oui', 'yes' ), true ) ) {
			return true;
		}
		if ( in_array( $text, array( '', '0', 'false', 'non', 'no' ), true ) ) {
			return false;
		}
		return ProviderFields::error( __( 'The Tourisme & Handicap label must be yes or no.', 'acces-tourisme' ) );
	}

	/**
	 * The marker type an editor may choose: '' (the category's icon) or icon-handiplage.
	 *
	 * @param mixed $value Raw value.
	 * @return string|\WP_Error
	 */
	public static function marker_type( $value ) {
		$type = is_string( $value ) || null === $value ? trim( (string) $value ) : 'invalid';
		if ( '' === $type || MarkerTypes::HANDIPLAGE === $type ) {
			return $type;
		}
		/* translators: 1: the refused value, 2: icon-handiplage. */
		return ProviderFields::error( sprintf( __( 'Unknown marker type: “%1$s”. Leave it empty for the category’s icon, or choose %2$s for an accessible beach or lake.', 'acces-tourisme' ), is_scalar( $value ) ? (string) $value : gettype( $value ), MarkerTypes::HANDIPLAGE ) );
	}

	/**
	 * Photos: ids of image attachments.
	 *
	 * @param mixed $value Raw value.
	 * @return int[]|\WP_Error
	 */
	public static function photos( $value ) {
		$items = self::list_of( $value );
		$ids   = array();
		foreach ( $items ?? array( 'invalid' ) as $item ) {
			$id = is_numeric( $item ) ? (int) $item : 0;
			if ( $id <= 0 || (string) $id !== (string) $item || ! wp_attachment_is_image( $id ) ) {
				/* translators: %s: the refused value. */
				return ProviderFields::error( sprintf( __( 'The photo “%s” is not an image of the media library.', 'acces-tourisme' ), is_scalar( $item ) ? (string) $item : '' ) );
			}
			$ids[] = $id;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * A list given as an array or as a text separated by commas, semicolons or bars.
	 *
	 * @param mixed $value Raw value.
	 * @return array<int, string>|null Null when it is not a list of texts or numbers.
	 */
	public static function list_of( $value ): ?array {
		if ( null === $value || '' === $value ) {
			return array();
		}
		if ( is_string( $value ) ) {
			$value = (array) preg_split( '/[,;|]/', $value );
		}
		if ( ! is_array( $value ) ) {
			return null;
		}
		$items = array();
		foreach ( $value as $item ) {
			if ( ! is_string( $item ) && ! is_int( $item ) ) {
				return null;
			}
			$item = trim( (string) $item );
			if ( '' !== $item ) {
				$items[] = $item;
			}
		}
		return array_values( array_unique( $items ) );
	}
}
