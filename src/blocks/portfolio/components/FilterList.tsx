/**
 * One filter list (categories or other categories): an optional 'All' button, then one button
 * per category whose count is not 0 and whose name is in the label list, if there is one.
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';
import type { PortfolioCategory, Selection } from '../types';

export interface FilterListProps {
	label: string;
	categories: PortfolioCategory[];
	labels: string[] | null;
	showAll: boolean;
	selected: Selection;
	onSelect: ( selection: Selection ) => void;
	textColor: string;
	activeTextColor: string;
	className: string;
}

/**
 * The categories a list shows (specification §2.7, §5).
 * @param categories The categories.
 * @param labels     The label list, or null.
 */
export function visibleCategories(
	categories: PortfolioCategory[],
	labels: string[] | null
): Array< PortfolioCategory & { label: string } > {
	return categories
		.map( ( c ) => ( { ...c, label: decodeEntities( String( c.name ) ) } ) )
		.filter(
			( c ) =>
				Number( c.count ) !== 0 &&
				( labels === null ||
					labels.includes( c.label.trim() ) ||
					labels.includes( String( c.name ).trim() ) )
		);
}

export function FilterList( {
	label,
	categories,
	labels,
	showAll,
	selected,
	onSelect,
	textColor,
	activeTextColor,
	className,
}: FilterListProps ) {
	const shown = visibleCategories( categories, labels );
	const button = ( key: string, text: string, value: Selection ) => {
		const active = selected === value;
		return (
			<li key={ key }>
				<button
					type="button"
					className={ `acces-portfolio__filter${
						active ? ' is-active' : ''
					}` }
					aria-pressed={ active }
					style={ { color: active ? activeTextColor : textColor } }
					onClick={ () =>
						onSelect( active && value !== 'all' ? 'all' : value )
					}
				>
					{ text }
				</button>
			</li>
		);
	};
	return (
		<div
			className={ `acces-portfolio__filters ${ className }` }
			role="group"
			aria-label={ label }
		>
			<ul>
				{ showAll &&
					button( 'all', __( 'All', 'acces-tourisme' ), 'all' ) }
				{ shown.map( ( c ) =>
					button( String( c.id ), c.label, c.id )
				) }
			</ul>
		</div>
	);
}
