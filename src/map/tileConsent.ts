/**
 * The map's background tiles wait for consent (PRODUCT.md §3 "Consent": no request reaches a
 * third-party host before consent). Tiles from another host than the site's are third-party
 * content of the `media` category, like the videos: until it is accepted, the map shows its
 * markers on a plain background, and a notice just after it names the tile server and offers
 * « Afficher le fond de carte » (this map, until the page is left) and « Toujours afficher
 * (vidéos et cartes) » (records `media`, as the video placeholder's button of the same name
 * does). The notice is outside the map, so that it hides no marker, and the map is
 * shorter by its height, so that nothing on the page moves (no layout shift). Accepting `media`
 * anywhere (the banner, another map, a video) shows the tiles without a reload; withdrawing it
 * takes them away again. Tiles served by the site's own host (the « Cartes » setting) never wait.
 */
import * as L from 'leaflet';
import { __, sprintf } from '@wordpress/i18n';
import {
	hasMediaConsent,
	hostLabel,
	isThirdParty,
	onMediaConsentChange,
	requestMediaConsent,
} from '../shared/mediaConsent';

/** The least height, in px, left to a map under its tile notice. */
const MIN_MAP_HEIGHT = 300;

/**
 * A URL of one tile of the template ({s}, {z}, {x}, {y}, {r} filled in), to tell its host.
 * @param template The tile URL template.
 */
export function sampleTileUrl( template: string ): string {
	return template
		.replace( /\{s\}\./g, '' )
		.replace( /\{s\}/g, 'a' )
		.replace( /\{r\}/g, '' )
		.replace( /\{[^}]*\}/g, '0' );
}

/**
 * True when the template's tiles come from another host than the page's.
 * @param template The tile URL template.
 */
export function tilesNeedConsent( template: string ): boolean {
	return isThirdParty( sampleTileUrl( template ) );
}

/**
 * The notice shown instead of the tiles.
 * @param host   The tile server's host name.
 * @param show   Shows the tiles on this map.
 * @param always Shows them and records the choice.
 */
function noticeElement(
	host: string,
	show: () => void,
	always: () => void
): HTMLElement {
	const box = L.DomUtil.create( 'div', 'acces-map-tiles' );
	const text = L.DomUtil.create( 'p', 'acces-map-tiles__text', box );
	text.textContent = sprintf(
		/* translators: %s: host name of the tile server (tile.openstreetmap.org). */
		__(
			'The map background comes from %s, which receives your IP address when it is shown.',
			'acces-tourisme'
		),
		host
	);
	const button = ( label: string, action: () => void ) => {
		const element = L.DomUtil.create(
			'button',
			'acces-map-tiles__button',
			box
		) as HTMLButtonElement;
		element.type = 'button';
		element.textContent = label;
		element.addEventListener( 'click', action );
	};
	button( __( 'Show the map background', 'acces-tourisme' ), show );
	button( __( 'Always show (videos and maps)', 'acces-tourisme' ), always );
	return box;
}

/**
 * Adds `layer` to `map` now when its tiles need no consent or `media` is accepted; otherwise
 * shows the notice, and follows the visitor's later choices.
 * @param map      The map.
 * @param layer    The tile layer.
 * @param template The tile URL template.
 */
export function addTilesWithConsent(
	map: L.Map,
	layer: L.TileLayer,
	template: string
): void {
	if ( ! tilesNeedConsent( template ) ) {
		layer.addTo( map );
		return;
	}
	// "Afficher le fond de carte": this map keeps its tiles whatever the choice becomes.
	let shownOnce = false;
	const reveal = ( focusMap: boolean ) => {
		shownOnce = true;
		sync( true, focusMap );
	};
	const notice = noticeElement(
		hostLabel( sampleTileUrl( template ) ),
		() => reveal( true ),
		() => {
			reveal( true );
			requestMediaConsent();
		}
	);
	const canvas = map.getContainer();
	// The map's own height (inline, from its block), given back when the notice goes.
	const fullHeight = canvas.style.height;
	let total = 0;
	// The notice takes its height from the map's, so that the page after the map does not
	// move when it comes (no layout shift); the map keeps 300 px at least (a phone with large
	// text: the page grows then), room for its fitted markers above the attribution.
	function fit(): void {
		if ( total <= 0 || ! notice.isConnected ) {
			return;
		}
		const height = `${ Math.max(
			total - notice.offsetHeight,
			Math.min( total, MIN_MAP_HEIGHT )
		) }px`;
		if ( canvas.style.height !== height ) {
			canvas.style.height = height;
			map.invalidateSize();
		}
	}
	// Fitted again when the notice's height changes (the toolbar's text size, a phone turned):
	// map and notice keep the map's own height together.
	const resized =
		typeof ResizeObserver === 'undefined'
			? null
			: new ResizeObserver( () => fit() );
	function showNotice(): void {
		canvas.after( notice );
		total = parseFloat( fullHeight ) || canvas.offsetHeight;
		fit();
		resized?.observe( notice );
	}
	function hideNotice(): void {
		resized?.disconnect();
		notice.remove();
		canvas.style.height = fullHeight;
		map.invalidateSize();
	}
	function sync( allowed: boolean, focusMap = false ): void {
		if ( allowed || shownOnce ) {
			if ( ! map.hasLayer( layer ) ) {
				layer.addTo( map );
			}
			if ( notice.isConnected ) {
				// The notice's button had the focus: it goes to the map, not to the page's start.
				const hadFocus =
					focusMap ||
					notice.contains( notice.ownerDocument.activeElement );
				hideNotice();
				if ( hadFocus ) {
					canvas.focus( { preventScroll: true } );
				}
			}
		} else {
			if ( map.hasLayer( layer ) ) {
				layer.remove();
			}
			if ( ! notice.isConnected ) {
				showNotice();
			}
		}
	}
	sync( hasMediaConsent() );
	const unsubscribe = onMediaConsentChange( ( allowed ) => sync( allowed ) );
	map.on( 'unload', () => {
		unsubscribe();
		resized?.disconnect();
		notice.remove();
	} );
}
