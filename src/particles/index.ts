/**
 * Entry of the "particle background" style of core/group (enqueued by PHP only where a group
 * uses it).
 */
import { onReady } from '../shared/ready';
import { isEditorScreen } from '../media-common/page';
import { ParticleField } from './field';
import './particles.scss';

// In a task of its own (the queue that the plugin's scripts share), not in the script's.
onReady( () => {
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
