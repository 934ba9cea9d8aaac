/**
 * Entry of the site-wide image lightbox (see start.ts).
 */
import { whenReady } from '../media-common/page';
import { startLightbox } from './start';

whenReady( () => {
	startLightbox();
} );
