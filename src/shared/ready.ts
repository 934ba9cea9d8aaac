/**
 * One queue of start-up work for all the plugin's front-end scripts, run once the DOM is
 * ready, one piece per task. Plain DOM code: the scripts that do not use React (slider,
 * particles) use it too without depending on WordPress's React.
 */

/** The apps waiting to mount, shared by the plugin's scripts (each bundles this module). */
interface ReadyQueue {
	apps: Array< () => void >;
	running: boolean;
}

function readyQueue(): ReadyQueue {
	const holder = window as unknown as { accesReadyQueue?: ReadyQueue };
	if ( ! holder.accesReadyQueue ) {
		holder.accesReadyQueue = { apps: [], running: false };
	}
	return holder.accesReadyQueue;
}

/**
 * Mounts the waiting apps one per task, in the order their scripts ran. The next app's
 * task is posted after the current app has rendered, so React's own follow-up task (the
 * effects of that render: a map creating its Leaflet map, fetching its places) runs
 * between the two instead of inside the next app's first render.
 */
function runNext(): void {
	const queue = readyQueue();
	const app = queue.apps.shift();
	if ( ! app ) {
		queue.running = false;
		return;
	}
	try {
		app();
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Error with starting an app:', error );
	}
	window.setTimeout( runNext, 0 );
}

function start(): void {
	const queue = readyQueue();
	if ( ! queue.running && queue.apps.length > 0 ) {
		queue.running = true;
		window.setTimeout( runNext, 0 );
	}
}

/**
 * Runs `callback` once the DOM is ready, in a task of its own: the scripts of a page are
 * deferred and run one after another, and each app's first render (a map, the consent
 * banner, the toolbar) would otherwise add up to one long task before the page responds.
 * The apps of all the plugin's scripts share one queue (see runNext()).
 * @param callback
 */
export function onReady( callback: () => void ): void {
	readyQueue().apps.push( callback );
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start, {
			once: true,
		} );
	} else {
		start();
	}
}
