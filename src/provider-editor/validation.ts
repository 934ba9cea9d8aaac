/**
 * Client-side checks that mirror the server's meta rules (AccesTourisme\Providers\FieldFormats
 * and ProviderFields, with the same messages), so that the editor sees a French message as
 * soon as a field is wrong. The server still decides: its refusal is shown too (SaveError).
 *
 * Each validator returns the French message, or null when the text is acceptable. Empty text
 * is acceptable everywhere (it clears the field).
 */
import { __ } from '@wordpress/i18n';

/**
 * Parses a coordinate typed by a person: a decimal number, with a dot or a comma.
 * Returns null for empty text and NaN for anything that is not a number.
 * @param text The typed text.
 */
export function parseCoordinate( text: string ): number | null {
	const trimmed = text
		.trim()
		.replace( ',', '.' )
		.replace( /^\u2212/, '-' );
	if ( trimmed === '' ) {
		return null;
	}
	if ( ! /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test( trimmed ) ) {
		return NaN;
	}
	return Number( trimmed );
}

function coordinate(
	text: string,
	limit: number,
	notANumber: string,
	outOfRange: string
): string | null {
	const value = parseCoordinate( text );
	if ( value === null ) {
		return null;
	}
	if ( ! Number.isFinite( value ) ) {
		return notANumber;
	}
	return value >= -limit && value <= limit ? null : outOfRange;
}

export function validateLatitude( text: string ): string | null {
	return coordinate(
		text,
		90,
		__(
			'The latitude must be a number, for example 43.858.',
			'acces-tourisme'
		),
		__( 'The latitude must be between -90 and 90.', 'acces-tourisme' )
	);
}

export function validateLongitude( text: string ): string | null {
	return coordinate(
		text,
		180,
		__(
			'The longitude must be a number, for example 1.425.',
			'acces-tourisme'
		),
		__( 'The longitude must be between -180 and 180.', 'acces-tourisme' )
	);
}

export function validatePostcode( text: string ): string | null {
	const value = text.trim();
	return value === '' || /^\d{5}$/.test( value )
		? null
		: __(
				'The postcode must have five digits, for example 82000.',
				'acces-tourisme'
		  );
}

const EMAIL =
	/^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function validateEmail( text: string ): string | null {
	const value = text.trim();
	return value === '' || EMAIL.test( value )
		? null
		: __(
				'The e-mail address is not valid, for example contact@example.org.',
				'acces-tourisme'
		  );
}

const HOST =
	/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

export function validateWebsite( text: string ): string | null {
	const value = text.trim();
	if ( value === '' ) {
		return null;
	}
	const match = /^(https?):\/\/([^/?#:\s]+)(?::\d+)?(?:[/?#]|$)/i.exec(
		value
	);
	return match && HOST.test( match[ 2 ] ) && ! /[\s<>"]/.test( value )
		? null
		: __(
				'The website address must start with http:// or https://, for example https://www.example.org.',
				'acces-tourisme'
		  );
}

export function validatePhone( text: string ): string | null {
	const value = text.trim();
	if ( value === '' ) {
		return null;
	}
	const compact = value
		.replace( /[\s.-]+/g, '' )
		.replace( /^(\+33|0033)\(0\)/, '$1' );
	return /^(?:\+33|0033|0)[1-9]\d{8}$/.test( compact )
		? null
		: __(
				'The phone number must be a French number, for example 05 63 12 34 56 or +33 5 63 12 34 56.',
				'acces-tourisme'
		  );
}
