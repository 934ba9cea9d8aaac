/**
 * The portfolio item editor's sidebar panel (PHP enqueues this entry on the portfolio item
 * editor only).
 */
import { registerPlugin } from '../blocks/portfolio/editor/wp';
import { PortfolioFieldsPanel } from './PortfolioFieldsPanel';

registerPlugin( 'acces-portfolio-fields', {
	render: PortfolioFieldsPanel,
	icon: 'portfolio',
} );
