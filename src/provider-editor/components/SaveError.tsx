/**
 * The server's refusal of the last save, shown in the panel (the server's message is French).
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface SaveErrorShape {
	message?: unknown;
	data?: {
		params?: Record< string, unknown >;
		details?: Record< string, { message?: unknown } >;
	};
}

/**
 * Every message of a REST error: the main one, then the messages of each refused field.
 * @param error The error the REST API answered.
 */
export function saveErrorMessages(
	error: SaveErrorShape | null | undefined
): string[] {
	if ( ! error ) {
		return [];
	}
	const out: string[] = [];
	const add = ( value: unknown ) => {
		if (
			typeof value === 'string' &&
			value.trim() &&
			! out.includes( value )
		) {
			out.push( value );
		}
	};
	add( error.message );
	Object.values( error.data?.params ?? {} ).forEach( add );
	Object.values( error.data?.details ?? {} ).forEach( ( d ) =>
		add( d?.message )
	);
	return out;
}

export function SaveError( {
	error,
}: {
	error: SaveErrorShape | null | undefined;
} ): JSX.Element | null {
	const messages = saveErrorMessages( error );
	if ( ! messages.length ) {
		return null;
	}
	return (
		<div role="alert" className="acces-provider-save-error">
			<p>
				{ __( 'The provider could not be saved:', 'acces-tourisme' ) }
			</p>
			<ul>
				{ messages.map( ( message ) => (
					<li key={ message }>{ message }</li>
				) ) }
			</ul>
		</div>
	);
}
