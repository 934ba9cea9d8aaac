/**
 * Front-end script of the block acces-tourisme/slider (enqueued by PHP where one is rendered).
 */
import { isEditorScreen, whenReady } from '../../media-common/page';
import { initSlider } from './slider';
import './view.scss';

whenReady( () => {
	if ( isEditorScreen() ) {
		return;
	}
	document
		.querySelectorAll< HTMLElement >( '[data-acces-slider]' )
		.forEach( ( root ) => initSlider( root ) );
} );
