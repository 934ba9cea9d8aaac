/**
 * A page of the site shown in a frame of another of its pages (the portfolio's quick view) has
 * no "Accessibilité" button (start.ts): the visitor chooses the settings around it. It still
 * follows them: what the toolbar of any open page of the site sends on its channel (Toolbar's
 * CHANNEL) is applied here too, text size, colours, underlined links and stopped animations,
 * without saving anything (the page that sent them did) or sending anything back.
 */
import { openChannel } from '../shared/channel';
import { CHANNEL } from './Toolbar';
import {
	CLASSES,
	announceAnimations,
	applyPreferences,
	receivedSettings,
} from './preferences';

/**
 * Applies, from now on, the settings the site's other open pages send.
 * @param doc The framed page.
 * @return The channel (null in a browser without BroadcastChannel: the frame then has the
 *         settings of its load only).
 */
export function followSettings(
	doc: Document = document
): BroadcastChannel | null {
	return openChannel( CHANNEL, ( data ) => {
		const { prefs, theme } = receivedSettings( data );
		// The page's class says whether animations are stopped now (the head script set it at
		// load): the event goes only when that changes, as the toolbar's does.
		const wasStill = doc.documentElement.classList.contains(
			CLASSES.still
		);
		applyPreferences( prefs, theme, doc );
		if ( prefs.still !== wasStill ) {
			announceAnimations( prefs.still, doc );
		}
	} );
}
