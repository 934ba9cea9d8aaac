/**
 * Front-end script of the block acces-tourisme/slider (enqueued by PHP where one is rendered).
 * Each slider starts in a task of its own, from the queue that the plugin's scripts share:
 * Swiper measures its slides when it starts (a layout of the page), which would otherwise add
 * to the task that runs the script and make one long task of both.
 */
import { onReady } from '../../shared/ready';
import { isEditorScreen } from '../../media-common/page';
import { initSlider } from './slider';
import './view.scss';

onReady( () => {
	if ( isEditorScreen() ) {
		return;
	}
	document
		.querySelectorAll< HTMLElement >( '[data-acces-slider]' )
		.forEach( ( root ) => onReady( () => initSlider( root ) ) );
} );
