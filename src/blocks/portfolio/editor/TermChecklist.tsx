/**
 * Editor control: a checklist of the terms of a portfolio taxonomy, giving either their ids
 * (the query restriction) or their names (the label lists).
 */
import { createElement } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import { CheckboxControl } from './wp';

interface Term {
	id: number;
	name: string;
	count: number;
}

export function useTerms( taxonomy: string ): Term[] | null {
	return useSelect(
		( select ) =>
			(
				select( 'core' ) as unknown as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: Record< string, unknown >
					) => Term[] | null;
				}
			 ).getEntityRecords( 'taxonomy', taxonomy, {
				per_page: 100,
				context: 'view',
			} ),
		[ taxonomy ]
	);
}

export function TermChecklist( {
	legend,
	help,
	taxonomy,
	selected,
	by,
	onChange,
}: {
	legend: string;
	help: string;
	taxonomy: string;
	selected: Array< number | string >;
	by: 'id' | 'name';
	onChange: ( selected: Array< number | string > ) => void;
} ) {
	const terms = useTerms( taxonomy );
	return (
		<fieldset className="acces-portfolio-editor__terms">
			<legend>{ legend }</legend>
			<p className="acces-portfolio-editor__help">{ help }</p>
			{ terms === null && <p>{ __( 'Loading…', 'acces-tourisme' ) }</p> }
			{ terms !== null && terms.length === 0 && (
				<p>{ __( 'No terms yet.', 'acces-tourisme' ) }</p>
			) }
			{ ( terms ?? [] ).map( ( term ) => {
				const name = decodeEntities( term.name );
				const key = by === 'id' ? term.id : name;
				return (
					<CheckboxControl
						key={ term.id }
						label={ name }
						checked={ selected.includes( key ) }
						onChange={ ( checked ) =>
							onChange(
								checked
									? [ ...selected, key ]
									: selected.filter( ( v ) => v !== key )
							)
						}
					/>
				);
			} ) }
		</fieldset>
	);
}
