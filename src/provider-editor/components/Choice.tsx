/**
 * A checkbox or a radio button with its label (native inputs: the editor's admin styles
 * draw them, and they behave as every browser and screen reader expects).
 */
import { createElement } from '@wordpress/element';
import { useInstanceId } from '@wordpress/compose';

export interface ChoiceProps {
	type?: 'checkbox' | 'radio';
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	/** Radio group name. */
	name?: string;
	value?: string;
}

export function Choice( {
	type = 'checkbox',
	label,
	checked,
	onChange,
	name,
	value,
}: ChoiceProps ): JSX.Element {
	const id = `${ useInstanceId( Choice, 'acces-choice' ) }`;
	return (
		<div className="acces-choice">
			<input
				id={ id }
				type={ type }
				name={ name }
				value={ value }
				checked={ checked }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label htmlFor={ id }>{ label }</label>
		</div>
	);
}
