/**
 * How to reach the provider: phone, e-mail and website.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ValidatedTextField } from './ValidatedTextField';
import { validateEmail, validatePhone, validateWebsite } from '../validation';
import type { MetaChange, ProviderMeta, ValidityChange } from '../types';

export interface ContactFieldsProps {
	meta: ProviderMeta;
	onChange: MetaChange;
	onValidity?: ValidityChange;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

export function ContactFields( {
	meta,
	onChange,
	onValidity,
}: ContactFieldsProps ): JSX.Element {
	return (
		<div className="acces-provider-contact-fields">
			<ValidatedTextField
				name="phone"
				label={ __( 'Phone', 'acces-tourisme' ) }
				type="tel"
				value={ text( meta.acces_phone ) }
				validate={ validatePhone }
				onValidity={ onValidity }
				onCommit={ ( value ) =>
					onChange( { acces_phone: value.trim() } )
				}
			/>
			<ValidatedTextField
				name="email"
				label={ __( 'E-mail', 'acces-tourisme' ) }
				type="email"
				value={ text( meta.acces_email ) }
				validate={ validateEmail }
				onValidity={ onValidity }
				onCommit={ ( value ) =>
					onChange( { acces_email: value.trim() } )
				}
			/>
			<ValidatedTextField
				name="website"
				label={ __( 'Website', 'acces-tourisme' ) }
				type="url"
				value={ text( meta.acces_website ) }
				validate={ validateWebsite }
				onValidity={ onValidity }
				onCommit={ ( value ) =>
					onChange( { acces_website: value.trim() } )
				}
			/>
		</div>
	);
}
