/**
 * A BroadcastChannel between the site's pages open in this browser (tabs, and same-origin frames
 * in either direction), or null in a browser that has none: the features that use one then
 * fall back on what the next page reads from its cookies and storage.
 * @param name     Channel name.
 * @param listener Called with each message's data.
 */
export function openChannel(
	name: string,
	listener: ( data: unknown ) => void
): BroadcastChannel | null {
	if ( typeof BroadcastChannel !== 'function' ) {
		return null;
	}
	const channel = new BroadcastChannel( name );
	channel.addEventListener( 'message', ( event ) => listener( event.data ) );
	return channel;
}
