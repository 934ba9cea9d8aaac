/**
 * Loads the project's French catalogue (languages/src/*.po) into @wordpress/i18n, so that the
 * tests see what a French editor sees, and fail when a string has no translation.
 */
import fs from 'fs';
import path from 'path';
import { setLocaleData } from '@wordpress/i18n';

function unquote( s: string ): string {
	return JSON.parse( s ) as string;
}

export function loadFrench(): void {
	const dir = path.join( __dirname, '..', '..', '..', 'languages', 'src' );
	const messages: Record< string, string[] > = {};
	for ( const file of fs
		.readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.po' ) ) ) {
		let msgid: string | null = null;
		for ( const line of fs
			.readFileSync( path.join( dir, file ), 'utf8' )
			.split( /\r?\n/ ) ) {
			const id = /^msgid (".*")$/.exec( line );
			const str = /^msgstr(?:\[0\])? (".*")$/.exec( line );
			if ( id ) {
				msgid = unquote( id[ 1 ] );
			} else if ( str && msgid ) {
				messages[ msgid ] = [ unquote( str[ 1 ] ) ];
				msgid = null;
			}
		}
	}
	setLocaleData(
		{
			'': {
				domain: 'acces-tourisme',
				lang: 'fr_FR',
				plural_forms: 'nplurals=2; plural=n > 1;',
			},
			...messages,
		} as never,
		'acces-tourisme'
	);
}

/** The editor settings PHP prints, as they read in French. */
export const SETTINGS = {
	disabilities: {
		moteur: 'Handicap moteur',
		visuel: 'Handicap visuel',
		auditif: 'Handicap auditif',
		mental: 'Handicap mental',
	},
	features: [
		{
			slug: 'entree-plain-pied',
			label: 'Entrée de plain-pied',
			families: [ 'moteur' ],
		},
		{
			slug: 'chambre-adaptee',
			label: 'Chambre adaptée',
			families: [ 'moteur' ],
		},
		{
			slug: 'boucle-magnetique',
			label: 'Boucle magnétique pour appareils auditifs',
			families: [ 'auditif' ],
		},
		{
			slug: 'chiens-guides',
			label: 'Chiens guides bienvenus',
			families: [ 'visuel' ],
		},
		{
			slug: 'personnel-sensibilise',
			label: 'Personnel formé à l’accueil des personnes handicapées',
			families: [ 'moteur', 'visuel', 'auditif', 'mental' ],
		},
	],
};
