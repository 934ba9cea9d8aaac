/**
 * Entry of the "particle background" style of core/group (enqueued by PHP only where a group
 * uses it).
 */
import { isEditorScreen, whenReady } from '../media-common/page';
import { ParticleField } from './field';
import './particles.scss';

whenReady( () => {
	if ( isEditorScreen() ) {
		return;
	}
	document
		.querySelectorAll< HTMLElement >( '.is-style-acces-particles' )
		.forEach( ( group ) => {
			if ( ! group.classList.contains( 'has-acces-particles' ) ) {
				new ParticleField( group ); // eslint-disable-line no-new
			}
		} );
} );
