/** imagesloaded 5 ships no types. */
declare module 'imagesloaded' {
	interface ImagesLoaded {
		on( event: 'progress' | 'always' | 'done' | 'fail', callback: () => void ): ImagesLoaded;
		off( event: 'progress' | 'always' | 'done' | 'fail', callback: () => void ): ImagesLoaded;
	}
	function imagesLoaded( element: Element ): ImagesLoaded;
	export default imagesLoaded;
}
