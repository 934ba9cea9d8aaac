/**
 * The same checks as the server (includes/Portfolio/PortfolioFieldRules.php), so that the
 * editor explains a refusal before saving.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The French message for a URL field, or '' when the value is acceptable (empty, or an
 * absolute http/https address).
 * @param label The field's name.
 * @param value The value.
 */
export function urlError( label: string, value: string ): string {
	const url = value.trim();
	if ( url === '' ) {
		return '';
	}
	let ok = false;
	try {
		const parsed = new URL( url );
		ok =
			( parsed.protocol === 'http:' || parsed.protocol === 'https:' ) &&
			parsed.hostname !== '' &&
			! /[\s<>"]/.test( url );
	} catch {
		ok = false;
	}
	return ok
		? ''
		: sprintf(
				/* translators: %s: field name. */
				__(
					'%s: the address must be a full web address starting with http:// or https://.',
					'acces-tourisme'
				),
				label
		  );
}
