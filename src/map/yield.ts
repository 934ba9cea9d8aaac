/**
 * Gives the main thread back (input, painting) between slices of long work.
 */
export function yieldToMain(): Promise< void > {
	return new Promise( ( resolve ) => {
		if ( typeof MessageChannel === 'function' ) {
			const channel = new MessageChannel();
			channel.port1.onmessage = () => resolve();
			channel.port2.postMessage( null );
		} else {
			setTimeout( resolve, 0 );
		}
	} );
}
