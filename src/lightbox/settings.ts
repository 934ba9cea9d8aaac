/**
 * The lightbox's options and the texts of the attachments shown on the page, given by PHP
 * (AccesTourisme\Media\LightboxLoader) as `window.accesLightbox`.
 */

/** Where a title or a description comes from. */
export type TextSource = 'title' | 'caption' | 'description' | 'alt' | 'none';

export interface LightboxOptions {
	enabled: boolean;
	counter: boolean;
	fullscreen: boolean;
	zoom: boolean;
	share: boolean;
	download: boolean;
	title_src: TextSource;
	description_src: TextSource;
}

/** The texts of one attachment (plain text, never HTML). */
export interface AttachmentTexts {
	url: string;
	title: string;
	caption: string;
	description: string;
	alt: string;
}

export interface LightboxData {
	options: LightboxOptions;
	attachments: Record< string, AttachmentTexts >;
}

declare global {
	interface Window {
		accesLightbox?: Partial< {
			options: Partial< LightboxOptions >;
			attachments: Record< string, Partial< AttachmentTexts > >;
		} >;
	}
}

export const DEFAULT_OPTIONS: LightboxOptions = {
	enabled: true,
	counter: true,
	fullscreen: true,
	zoom: true,
	share: true,
	download: true,
	title_src: 'title',
	description_src: 'description',
};

const SOURCES: TextSource[] = [
	'title',
	'caption',
	'description',
	'alt',
	'none',
];

function source( value: unknown, fallback: TextSource ): TextSource {
	return SOURCES.includes( value as TextSource )
		? ( value as TextSource )
		: fallback;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The data, validated and completed with the defaults.
 * @param given The object printed by PHP.
 */
export function readData( given = window.accesLightbox ): LightboxData {
	const options = given?.options ?? {};
	const flag = ( key: keyof LightboxOptions ) =>
		typeof options[ key ] === 'boolean'
			? ( options[ key ] as boolean )
			: ( DEFAULT_OPTIONS[ key ] as boolean );
	const attachments: Record< string, AttachmentTexts > = {};
	for ( const [ id, texts ] of Object.entries( given?.attachments ?? {} ) ) {
		attachments[ id ] = {
			url: text( texts?.url ),
			title: text( texts?.title ),
			caption: text( texts?.caption ),
			description: text( texts?.description ),
			alt: text( texts?.alt ),
		};
	}
	return {
		options: {
			enabled: flag( 'enabled' ),
			counter: flag( 'counter' ),
			fullscreen: flag( 'fullscreen' ),
			zoom: flag( 'zoom' ),
			share: flag( 'share' ),
			download: flag( 'download' ),
			title_src: source( options.title_src, DEFAULT_OPTIONS.title_src ),
			description_src: source(
				options.description_src,
				DEFAULT_OPTIONS.description_src
			),
		},
		attachments,
	};
}
