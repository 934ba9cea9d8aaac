/**
 * URL rules of the portfolio (specification §2.8, §5): only http(s) reaches a link or a frame;
 * video URLs become their services' embed URLs; previews get their size parameters.
 */

/**
 * True for an absolute http: or https: URL (checked again in the browser, whatever the server
 * sent).
 * @param url The URL.
 */
export function isHttpUrl( url: unknown ): url is string {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return false;
	}
	try {
		const parsed = new URL( url.trim() );
		return (
			( parsed.protocol === 'http:' || parsed.protocol === 'https:' ) &&
			parsed.hostname !== ''
		);
	} catch {
		return false;
	}
}

const YOUTUBE =
	/^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/watch\/?\?(?:[^#]*&)?v=|youtu\.be\/)([A-Za-z0-9_-]{11})(?=$|[&#?])/;
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)(?=$|[/?#])/;

/**
 * The embed URL of a video (specification §5): a YouTube watch or short link with an
 * 11-character id becomes https://www.youtube.com/embed/{id}?autoplay=1; a Vimeo link with a
 * numeric id becomes https://player.vimeo.com/video/{id}?autoplay=1; any other URL is kept.
 * @param url The video URL.
 */
export function normaliseVideoUrl( url: string ): string {
	const trimmed = url.trim();
	const youtube = trimmed.match( YOUTUBE );
	if ( youtube ) {
		return `https://www.youtube.com/embed/${ youtube[ 1 ] }?autoplay=1`;
	}
	const vimeo = trimmed.match( VIMEO );
	if ( vimeo ) {
		return `https://player.vimeo.com/video/${ vimeo[ 1 ] }?autoplay=1`;
	}
	return trimmed;
}

/**
 * True when the URL is a video service's (the preview then gets the video size).
 * @param url The URL.
 */
export function isVideoServiceUrl( url: string ): boolean {
	try {
		return /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)$/.test(
			new URL( url ).hostname
		);
	} catch {
		return false;
	}
}

/**
 * The preview URL with the lightbox parameters of §2.8: a video gets autoplay=1, width=800,
 * height=450; anything else width=600, height=550.
 * @param url   The URL (http or https).
 * @param video Whether it shows a video.
 */
export function previewUrl( url: string, video: boolean ): string {
	const params = video
		? 'autoplay=1&width=800&height=450'
		: 'width=600&height=550';
	const hashAt = url.indexOf( '#' );
	const base = hashAt === -1 ? url : url.slice( 0, hashAt );
	const hash = hashAt === -1 ? '' : url.slice( hashAt );
	let glue = '?';
	if ( base.includes( '?' ) ) {
		glue = base.endsWith( '?' ) || base.endsWith( '&' ) ? '' : '&';
	}
	return `${ base }${ glue }${ params }${ hash }`;
}

/**
 * Appends query parameters to a URL that may already hold a query (?rest_route=...).
 * @param url    The URL.
 * @param params Name => value; values are already safe (numbers, comma-joined numbers).
 */
export function withQuery(
	url: string,
	params: Array< [ string, string | number ] >
): string {
	if ( params.length === 0 ) {
		return url;
	}
	const query = params
		.map(
			( [ name, value ] ) =>
				`${ encodeURIComponent( name ) }=${ String( value )
					.split( ',' )
					.map( encodeURIComponent )
					.join( ',' ) }`
		)
		.join( '&' );
	return `${ url }${ url.includes( '?' ) ? '&' : '?' }${ query }`;
}
