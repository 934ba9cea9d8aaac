/**
 * A labelled multi-select (or single-select) rendered through React, built on tom-select
 * (see selectWidget.ts for the behaviour and the ARIA pattern).
 */
import { createElement, useEffect, useRef } from '@wordpress/element';
import type { SelectOption } from './summary';
import { createSelectWidget, type SelectWidget } from './selectWidget';

export interface MultiSelectProps {
	/** Unique id; the combobox's id is `${ id }-ts-control`. */
	id: string;
	/** Visible label (plain text). */
	label: string;
	options: SelectOption[];
	value: string[];
	onChange: ( values: string[] ) => void;
	/** Summary when nothing is chosen. */
	placeholder: string;
	/** Single-choice mode: choosing closes the list. */
	single?: boolean;
	className?: string;
}

export function MultiSelect( {
	id,
	label,
	options,
	value,
	onChange,
	placeholder,
	single = false,
	className = '',
}: MultiSelectProps ) {
	const host = useRef< HTMLDivElement >( null );
	const widget = useRef< SelectWidget | null >( null );
	const latest = useRef( { value, onChange } );
	latest.current = { value, onChange };
	const labelId = `${ id }-label`;

	useEffect( () => {
		if ( ! host.current ) {
			return undefined;
		}
		const created = createSelectWidget( host.current, {
			id,
			labelId,
			options,
			value: latest.current.value,
			placeholder,
			single,
			onChange: ( values ) => latest.current.onChange( values ),
		} );
		widget.current = created;
		return () => {
			widget.current = null;
			created.destroy();
		};
	}, [ id, labelId, options, placeholder, single ] );

	useEffect( () => {
		widget.current?.setValue( value );
	}, [ value ] );

	return (
		<div
			className={ `acces-multiselect${
				single ? ' is-single' : ''
			} ${ className }`.trim() }
		>
			{ /* Bound by aria-labelledby (a label's "for" may only name a form field, and the
			 combobox is a div); a click focuses the combobox, like a native label. */ }
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/label-has-associated-control -- as in the ARIA APG select-only combobox */ }
			<label
				id={ labelId }
				className="acces-multiselect__label"
				onClick={ () => widget.current?.focus() }
			>
				{ label }
			</label>
			<div ref={ host } className="acces-multiselect__field" />
		</div>
	);
}
