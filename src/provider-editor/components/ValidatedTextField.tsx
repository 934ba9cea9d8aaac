/**
 * A labelled text field that checks its text: valid text is saved into the post's meta as
 * it is typed; invalid text stays in the field, is not saved, blocks the post's saving and
 * shows its French message once the field is left (or at once if a message already shows).
 */
import { createElement, useEffect, useRef, useState } from '@wordpress/element';
import { useInstanceId } from '@wordpress/compose';

export interface ValidatedTextFieldProps {
	/** Stable name of the field (for the validity report). */
	name: string;
	label: string;
	/** The saved value, as text. */
	value: string;
	/** Receives valid text. */
	onCommit: ( text: string ) => void;
	/** Returns a French message for invalid text, or null. */
	validate?: ( text: string ) => string | null;
	/** Told whether the field's text is valid. */
	onValidity?: ( name: string, valid: boolean ) => void;
	help?: string;
	type?: 'text' | 'email' | 'url' | 'tel';
	inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'url' | 'tel';
	autoComplete?: string;
}

export function ValidatedTextField( {
	name,
	label,
	value,
	onCommit,
	validate = () => null,
	onValidity,
	help,
	type = 'text',
	inputMode,
	autoComplete = 'off',
}: ValidatedTextFieldProps ): JSX.Element {
	const instance = useInstanceId( ValidatedTextField, 'acces-field' );
	const id = `${ instance }-${ name }`;
	const [ draft, setDraft ] = useState( value );
	const [ error, setError ] = useState< string | null >( null );
	const [ shown, setShown ] = useState( false );
	const committed = useRef( value );

	// The saved value changed elsewhere (the map, an undo): show it.
	useEffect( () => {
		if ( value !== committed.current ) {
			committed.current = value;
			setDraft( value );
			setError( null );
			setShown( false );
			onValidity?.( name, true );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ value ] );

	const onChange = ( text: string ) => {
		setDraft( text );
		const message = validate( text );
		setError( message );
		onValidity?.( name, message === null );
		if ( message === null ) {
			committed.current = text;
			setShown( false );
			onCommit( text );
		}
	};

	const helpId = help ? `${ id }-help` : undefined;
	const errorId = error && shown ? `${ id }-error` : undefined;
	const describedBy =
		[ errorId, helpId ].filter( Boolean ).join( ' ' ) || undefined;

	return (
		<div
			className={
				'components-base-control acces-field' +
				( errorId ? ' acces-field-invalid' : '' )
			}
		>
			<div className="components-base-control__field">
				<label
					className="components-base-control__label"
					htmlFor={ id }
				>
					{ label }
				</label>
				<input
					id={ id }
					className="components-text-control__input"
					type={ type }
					inputMode={ inputMode }
					autoComplete={ autoComplete }
					value={ draft }
					aria-invalid={ errorId ? true : undefined }
					aria-describedby={ describedBy }
					onChange={ ( event ) => onChange( event.target.value ) }
					onBlur={ () => setShown( error !== null ) }
				/>
			</div>
			{ errorId && (
				<p id={ errorId } className="acces-field-error" role="alert">
					{ error }
				</p>
			) }
			{ help && (
				<p id={ helpId } className="components-base-control__help">
					{ help }
				</p>
			) }
		</div>
	);
}
