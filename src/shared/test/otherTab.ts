/**
 * Another tab of the site on a BroadcastChannel, for Jest. jsdom has no BroadcastChannel: Node's
 * own (the same API, delivering between the channels of one name) is installed as the page's for
 * the time of the test, and one more channel of that name plays the other tab.
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

const globals = globalThis as unknown as { BroadcastChannel?: unknown };

export interface OtherTab {
	/** The data of the messages it received, in order. */
	heard: unknown[];
	post: ( data: unknown ) => void;
	/** Closes it and takes the page's BroadcastChannel away again. */
	close: () => void;
}

export function otherTab( name: string ): OtherTab {
	globals.BroadcastChannel = NodeBroadcastChannel;
	const channel = new NodeBroadcastChannel( name );
	const heard: unknown[] = [];
	channel.onmessage = ( event ) =>
		heard.push( ( event as MessageEvent ).data );
	return {
		heard,
		post: ( data ) => channel.postMessage( data ),
		close: () => {
			channel.close();
			delete globals.BroadcastChannel;
		},
	};
}

/** Lets messages on their way arrive (or show that none does). */
export const settle = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
