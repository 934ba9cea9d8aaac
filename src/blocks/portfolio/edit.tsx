/**
 * The block in the editor: a placeholder (the grid itself runs on the published page) and
 * every setting of specification §3.5 in the sidebar.
 */
import { createElement, Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	ContrastChecker,
	InspectorControls,
	PanelBody,
	PanelColorSettings,
	Placeholder,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
	useBlockProps,
} from './editor/wp';
import { TermChecklist } from './editor/TermChecklist';
import { parseIds } from './settings';
import type { PortfolioSettings } from './types';

export interface EditProps {
	attributes: PortfolioSettings;
	setAttributes: ( attributes: Partial< PortfolioSettings > ) => void;
}

/**
 * The names of a label list (a JSON array in text); [] when it is empty or not valid.
 * @param value The setting.
 */
export function labelNames( value: unknown ): string[] {
	if ( Array.isArray( value ) ) {
		return value.map( String );
	}
	try {
		const parsed: unknown = JSON.parse( String( value ) );
		return Array.isArray( parsed ) ? parsed.map( String ) : [];
	} catch {
		return [];
	}
}

export function Edit( { attributes: a, setAttributes }: EditProps ) {
	const blockProps = useBlockProps();
	const set =
		< K extends keyof PortfolioSettings >( key: K ) =>
		( value: PortfolioSettings[ K ] | undefined ) =>
			setAttributes( { [ key ]: value } as Partial< PortfolioSettings > );
	const number =
		( key: keyof PortfolioSettings, fallback: number ) =>
		( value?: number ) =>
			setAttributes( {
				[ key ]: typeof value === 'number' ? value : fallback,
			} as Partial< PortfolioSettings > );
	const color = ( key: keyof PortfolioSettings, label: string ) => ( {
		label,
		value: String( a[ key ] ?? '' ),
		onChange: ( value?: string ) =>
			setAttributes( {
				[ key ]: value ?? '',
			} as Partial< PortfolioSettings > ),
	} );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'acces-tourisme' ) }>
					<RangeControl
						label={ __( 'Items per page', 'acces-tourisme' ) }
						value={ a.itemsPerPage }
						min={ 1 }
						max={ 100 }
						onChange={ number( 'itemsPerPage', 12 ) }
					/>
					<RangeControl
						label={ __( 'Columns', 'acces-tourisme' ) }
						value={ a.columns }
						min={ 1 }
						max={ 4 }
						onChange={ number( 'columns', 3 ) }
					/>
					<SelectControl
						label={ __( 'Title position', 'acces-tourisme' ) }
						value={ a.titlePosition }
						options={ [
							{
								label: __(
									'Above the image',
									'acces-tourisme'
								),
								value: 'top',
							},
							{
								label: __(
									'Below the image',
									'acces-tourisme'
								),
								value: 'bottom',
							},
						] }
						onChange={ set( 'titlePosition' ) }
					/>
					<SelectControl
						label={ __(
							'Thumbnail hover style',
							'acces-tourisme'
						) }
						value={ a.thumbnailHoverStyle }
						options={ [
							{
								label: __(
									'Square, the image scrolls on hover',
									'acces-tourisme'
								),
								value: 'style-1',
							},
							{
								label: __(
									'Whole image, slight zoom on hover',
									'acces-tourisme'
								),
								value: 'style-2',
							},
						] }
						onChange={ set( 'thumbnailHoverStyle' ) }
					/>
					<RangeControl
						label={ __(
							'Hover transition (seconds)',
							'acces-tourisme'
						) }
						value={ a.scrollSpeed }
						min={ 0 }
						max={ 30 }
						step={ 0.5 }
						onChange={ number( 'scrollSpeed', 3 ) }
					/>
					<ToggleControl
						label={ __(
							'Show the quick-view button',
							'acces-tourisme'
						) }
						checked={ a[ 'show-quick-view' ] === 'yes' }
						onChange={ ( on ) =>
							setAttributes( {
								'show-quick-view': on ? 'yes' : 'no',
							} )
						}
					/>
					<TextControl
						label={ __(
							'Quick-view button text',
							'acces-tourisme'
						) }
						help={ __(
							'Left at “Quick View”, visitors see it in their language.',
							'acces-tourisme'
						) }
						value={ a.quickViewText }
						onChange={ set( 'quickViewText' ) }
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Filters and search', 'acces-tourisme' ) }
					initialOpen={ false }
				>
					<ToggleControl
						label={ __(
							'Show the other categories',
							'acces-tourisme'
						) }
						checked={ a.showOtherCategories }
						onChange={ set( 'showOtherCategories' ) }
					/>
					<ToggleControl
						label={ __(
							'Show “All” in the other categories',
							'acces-tourisme'
						) }
						checked={ a.showOtherCategoriesAll }
						onChange={ set( 'showOtherCategoriesAll' ) }
					/>
					<ToggleControl
						label={ __( 'Show the categories', 'acces-tourisme' ) }
						checked={ a.showCategories }
						onChange={ set( 'showCategories' ) }
					/>
					<ToggleControl
						label={ __(
							'Show “All” in the categories',
							'acces-tourisme'
						) }
						checked={ a.showCategoriesAll }
						onChange={ set( 'showCategoriesAll' ) }
					/>
					<ToggleControl
						label={ __(
							'Show the search field',
							'acces-tourisme'
						) }
						checked={ a.showSearch }
						onChange={ set( 'showSearch' ) }
					/>
					<TermChecklist
						legend={ __(
							'Categories shown as filters',
							'acces-tourisme'
						) }
						help={ __(
							'None ticked: every category with items.',
							'acces-tourisme'
						) }
						taxonomy="acces-portfolio-categories"
						by="name"
						selected={ labelNames( a.categorySelectedLabels ) }
						onChange={ ( names ) =>
							setAttributes( {
								categorySelectedLabels: names.length
									? JSON.stringify( names )
									: '',
							} )
						}
					/>
					<TermChecklist
						legend={ __(
							'Other categories shown as filters',
							'acces-tourisme'
						) }
						help={ __(
							'None ticked: every other category with items.',
							'acces-tourisme'
						) }
						taxonomy="acces-portfolio-other-categories"
						by="name"
						selected={ labelNames( a.otherCategorySelectedLabels ) }
						onChange={ ( names ) =>
							setAttributes( {
								otherCategorySelectedLabels: names.length
									? JSON.stringify( names )
									: '',
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Items shown', 'acces-tourisme' ) }
					initialOpen={ false }
				>
					<TermChecklist
						legend={ __(
							'Only items of these categories',
							'acces-tourisme'
						) }
						help={ __(
							'None ticked: no restriction.',
							'acces-tourisme'
						) }
						taxonomy="acces-portfolio-categories"
						by="id"
						selected={ parseIds( a.categorySelectedNum ) }
						onChange={ ( ids ) =>
							setAttributes( {
								categorySelectedNum: ids.map( Number ),
							} )
						}
					/>
					<TermChecklist
						legend={ __(
							'Only items of these other categories',
							'acces-tourisme'
						) }
						help={ __(
							'None ticked: no restriction.',
							'acces-tourisme'
						) }
						taxonomy="acces-portfolio-other-categories"
						by="id"
						selected={ parseIds( a.otherCategorySelectedNum ) }
						onChange={ ( ids ) =>
							setAttributes( {
								otherCategorySelectedNum: ids.map( Number ),
							} )
						}
					/>
					<TermChecklist
						legend={ __(
							'Only items with these tags',
							'acces-tourisme'
						) }
						help={ __(
							'None ticked: no restriction.',
							'acces-tourisme'
						) }
						taxonomy="acces-portfolio-tags"
						by="id"
						selected={ parseIds( a.tagsSelectedNum ) }
						onChange={ ( ids ) =>
							setAttributes( {
								tagsSelectedNum: ids.map( Number ),
							} )
						}
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Filter header colours', 'acces-tourisme' ) }
					initialOpen={ false }
					colorSettings={ [
						color(
							'headerColor',
							__( 'Background', 'acces-tourisme' )
						),
						color(
							'headerTextColor',
							__( 'Text', 'acces-tourisme' )
						),
						color(
							'activeHeaderTextColor',
							__( 'Active filter text', 'acces-tourisme' )
						),
					] }
				>
					<ContrastChecker
						backgroundColor={ a.headerColor }
						textColor={ a.headerTextColor }
					/>
					<ContrastChecker
						backgroundColor={ a.headerColor }
						textColor={ a.activeHeaderTextColor }
					/>
				</PanelColorSettings>
				<PanelBody
					title={ __( 'Load More button', 'acces-tourisme' ) }
					initialOpen={ false }
				>
					<TextControl
						label={ __( 'Button text', 'acces-tourisme' ) }
						help={ __(
							'Left at “Load More”, visitors see it in their language.',
							'acces-tourisme'
						) }
						value={ a.loadMoreButtonText }
						onChange={ set( 'loadMoreButtonText' ) }
					/>
					<RangeControl
						label={ __( 'Text size (px)', 'acces-tourisme' ) }
						value={ a.loadMoreSize }
						min={ 10 }
						max={ 40 }
						onChange={ number( 'loadMoreSize', 16 ) }
					/>
					<RangeControl
						label={ __(
							'Vertical padding (px)',
							'acces-tourisme'
						) }
						value={ a.loadMoreVerticalPadding }
						min={ 0 }
						max={ 60 }
						onChange={ number( 'loadMoreVerticalPadding', 12 ) }
					/>
					<RangeControl
						label={ __(
							'Horizontal padding (px)',
							'acces-tourisme'
						) }
						value={ a.loadMoreHorizantalPadding }
						min={ 0 }
						max={ 100 }
						onChange={ number( 'loadMoreHorizantalPadding', 28 ) }
					/>
					<RangeControl
						label={ __( 'Border width (px)', 'acces-tourisme' ) }
						value={ a.loadMoreBorderWidth }
						min={ 0 }
						max={ 10 }
						onChange={ number( 'loadMoreBorderWidth', 2 ) }
					/>
					<RangeControl
						label={ __( 'Border radius (px)', 'acces-tourisme' ) }
						value={ a.loadMoreBorderRadius }
						min={ 0 }
						max={ 50 }
						onChange={ number( 'loadMoreBorderRadius', 4 ) }
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Load More colours', 'acces-tourisme' ) }
					initialOpen={ false }
					colorSettings={ [
						color(
							'loadMoreBgColor',
							__( 'Background', 'acces-tourisme' )
						),
						color(
							'loadMoreTextColor',
							__( 'Text', 'acces-tourisme' )
						),
						color(
							'loadMoreBorderColor',
							__( 'Border', 'acces-tourisme' )
						),
						color(
							'loadMoreHoverBgColor',
							__( 'Background on hover', 'acces-tourisme' )
						),
						color(
							'loadMoreHoverTextColor',
							__( 'Text on hover', 'acces-tourisme' )
						),
						color(
							'loadMoreHoverBorderColor',
							__( 'Border on hover', 'acces-tourisme' )
						),
					] }
				>
					<ContrastChecker
						backgroundColor={ a.loadMoreBgColor }
						textColor={ a.loadMoreTextColor }
					/>
					<ContrastChecker
						backgroundColor={ a.loadMoreHoverBgColor }
						textColor={ a.loadMoreHoverTextColor }
					/>
				</PanelColorSettings>
			</InspectorControls>
			<div { ...blockProps }>
				<Placeholder
					icon="grid-view"
					label={ __( 'Portfolio', 'acces-tourisme' ) }
					instructions={ __(
						'The filterable grid of portfolio items shows on the published page. Its settings are in the block sidebar.',
						'acces-tourisme'
					) }
				/>
			</div>
		</>
	);
}
