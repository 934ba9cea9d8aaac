<?php
/**
 * Importing providers from CSV and GeoJSON files.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Providers;

use AccesTourisme\Import\ImportReport;
use AccesTourisme\Import\ProviderImporter;
use AccesTourisme\Providers\ProviderCategory;
use AccesTourisme\Providers\ProviderPostType;
use AccesTourisme\Providers\ProviderRepository;
use AccesTourisme\Tests\TestCase;

/**
 * wp acces import's engine.
 */
final class ProviderImportTest extends TestCase {

	use ProviderFactory;

	private const HEADER = "cle;nom;categorie;commune;adresse;code_postal;latitude;longitude;telephone;email;site_web;handicaps;equipements;label;marqueur;description\n";

	/**
	 * Files written by the test.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * Removes the files.
	 */
	protected function tear_down(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tear_down();
	}

	/**
	 * Writes a file; returns its path.
	 *
	 * @param string $content   Content.
	 * @param string $extension Extension.
	 */
	private function file( string $content, string $extension = 'csv' ): string {
		// wp_tempnam() creates an empty file of its own: it goes too (tear_down).
		$reserved      = wp_tempnam( 'acces-import' );
		$path          = $reserved . '.' . $extension;
		$this->files[] = $reserved;
		$this->files[] = $path;
		file_put_contents( $path, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		return $path;
	}

	/**
	 * Imports a file.
	 *
	 * @param string $path    File.
	 * @param bool   $dry_run Dry run.
	 */
	private function import( string $path, bool $dry_run = false ): ImportReport {
		return ( new ProviderImporter() )->import( $path, $dry_run );
	}

	/**
	 * Ids of every provider.
	 *
	 * @return int[]
	 */
	private function provider_ids(): array {
		return get_posts(
			array(
				'post_type'   => ProviderPostType::POST_TYPE,
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
	}

	/**
	 * The provider imported with a key.
	 *
	 * @param string $key Key.
	 */
	private function by_key( string $key ): int {
		$ids = get_posts(
			array(
				'post_type'   => ProviderPostType::POST_TYPE,
				'post_status' => 'any',
				'meta_key'    => ProviderImporter::KEY_META,
				'meta_value'  => $key,
				'fields'      => 'ids',
			)
		);
		$this->assertCount( 1, $ids, "One provider has the key {$key}." );
		return (int) $ids[0];
	}

	/**
	 * A good file of two providers.
	 */
	private function good_csv(): string {
		return self::HEADER
			. "essai-1;Auberge du Pré Vert;restauration;Montech;3 rue de la Poste;82700;43,9575;1,2317;05 36 49 20 01;contact@pre-vert.example.org;https://pre-vert.example.org/;moteur,auditif;entree-plain-pied,boucle-magnetique;oui;;Cuisine locale.\n"
			. "essai-2;\"Gîte \"\"La Forge\"\"; à Canals\";Hébergements locatifs meublés et chambres d'hôtes;Canals;8 chemin de la Forge;82170;43.8542;1.2986;+33 5 36 49 20 02;;;moteur;;non;;\n";
	}

	public function test_a_good_file_creates_the_providers_with_all_their_fields(): void {
		$report = $this->import( $this->file( $this->good_csv() ) );
		$this->assertNull( $report->failure );
		$this->assertSame( 2, $report->count( 'created' ) );
		$this->assertSame( array( 'Ligne 2 : « Auberge du Pré Vert » créé.', 'Ligne 3 : « Gîte "La Forge"; à Canals » créé.' ), $report->lines() );

		$id = $this->by_key( 'essai-1' );
		$this->assertSame( 'Auberge du Pré Vert', get_the_title( $id ) );
		$this->assertSame( 'publish', get_post_status( $id ) );
		$this->assertSame( 'restauration', ProviderCategory::slug_of( $id ) );
		$this->assertSame( '43.9575', get_post_meta( $id, 'acces_lat', true ) );
		$this->assertSame( '05 36 49 20 01', get_post_meta( $id, 'acces_phone', true ) );
		$this->assertSame( array( 'moteur', 'auditif' ), get_post_meta( $id, 'acces_disabilities', true ) );
		$this->assertSame( array( 'entree-plain-pied', 'boucle-magnetique' ), get_post_meta( $id, 'acces_features', true ) );
		$this->assertSame( '1', get_post_meta( $id, 'acces_label', true ) );
		$this->assertStringContainsString( 'Cuisine locale.', get_post_field( 'post_content', $id ) );

		$gite = $this->by_key( 'essai-2' );
		$this->assertSame( 'hebergements-locatifs-meubles-et-chambres-dhotes', ProviderCategory::slug_of( $gite ), 'A category may be given by its name.' );
		$this->assertSame( '05 36 49 20 02', get_post_meta( $gite, 'acces_phone', true ) );
		$this->assertContains( 'Canals', ProviderRepository::communes(), 'The map data sees the import.' );
	}

	public function test_a_category_name_matches_with_a_straight_or_a_typographic_apostrophe(): void {
		$report = $this->import(
			$this->file(
				self::HEADER
				. "apos-1;Gîte du Moulin;Hébergements locatifs meublés et chambres d'hôtes;Canals;;;43.85;1.29;;;;;;;;\n"
				. "apos-2;Gîte du Lavoir;hébergements locatifs meublés et chambres d’hôtes;Canals;;;43.86;1.30;;;;;;;;\n"
			)
		);
		$this->assertNull( $report->failure );
		$this->assertSame( 2, $report->count( 'created' ), implode( "\n", $report->lines() ) );
		foreach ( array( 'apos-1', 'apos-2' ) as $key ) {
			$this->assertSame( 'hebergements-locatifs-meubles-et-chambres-dhotes', ProviderCategory::slug_of( $this->by_key( $key ) ) );
		}
	}

	public function test_bad_rows_are_reported_with_their_line_and_reason_and_the_others_imported(): void {
		$csv = self::HEADER
			. "ok-1;Bistrot du Canal;restauration;Montech;;82700;43.95;1.23;;;;;;;;\n"
			. "\n"
			. "bad-1;Mauvais;hotels;Nulle-part;;8200;95;1.2;05 63;pas-un-email;ftp://x;psychique;;peut-être;icon-x;\n"
			. "bad-2;;piscines;Montech;;;;;;;;;;;;\n"
			. "bad-3;Trop court;hotels\n"
			. "ok-1;Doublon;hotels;Montech;;;;;;;;;;;;\n"
			. "bad-4;Moitié de point;hotels;Montech;;;43.9;;;;;;;;;\n";
		$report = $this->import( $this->file( $csv ) );
		$this->assertSame( 1, $report->count( 'created' ) );
		$this->assertSame( 5, $report->count( 'refused' ) );
		$lines = $report->lines();
		$this->assertSame( 'Ligne 2 : « Bistrot du Canal » créé.', $lines[0] );
		$this->assertStringStartsWith( 'Ligne 4 : refusée. Le code postal doit comporter cinq chiffres, par exemple 82000. La latitude doit être comprise entre −90 et 90. Le numéro de téléphone doit être un numéro français', $lines[1], 'The blank line 3 is counted.' );
		foreach ( array( 'L’adresse e-mail n’est pas valide', 'L’adresse du site web doit commencer par http://', 'Famille de handicap inconnue : « psychique »', 'Le label Tourisme & Handicap doit valoir oui ou non.', 'Type de marqueur inconnu : « icon-x »' ) as $reason ) {
			$this->assertStringContainsString( $reason, $lines[1] );
		}
		$this->assertStringStartsWith( 'Ligne 5 : refusée. Le nom manque. Catégorie inconnue « piscines ».', $lines[2] );
		$this->assertSame( 'Ligne 6 : refusée. Elle compte 3 cellules au lieu des 16 colonnes de la première ligne.', $lines[3] );
		$this->assertSame( 'Ligne 7 : refusée. La clé « ok-1 » est déjà utilisée dans ce fichier (ligne 2).', $lines[4] );
		$this->assertSame( 'Ligne 8 : refusée. Indiquez à la fois la latitude et la longitude, ou aucune des deux.', $lines[5] );
		$this->assertSame( "Créés\u{a0}: 1, mis à jour\u{a0}: 0, inchangés\u{a0}: 0, refusés\u{a0}: 5.", $report->summary() );
		$this->assertCount( 1, $this->provider_ids() );
	}

	/**
	 * Files that cannot be read as a whole.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function unreadable_files(): array {
		return array(
			'empty'                 => array( '', 'csv', 'Le fichier est vide.' ),
			'unknown column'        => array( "nom;categorie;comune\nA;hotels;Montech\n", 'csv', 'Colonne inconnue « comune » dans la première ligne.' ),
			'no name column'        => array( "categorie;commune\nhotels;Montech\n", 'csv', 'La première ligne doit nommer les colonnes, dont « nom ».' ),
			'twice the same column' => array( "nom;categorie;nom\nA;hotels;B\n", 'csv', 'La colonne « nom » figure deux fois dans la première ligne.' ),
			'unclosed quote'        => array( "nom;categorie\n\"A;hotels\nB;hotels\n", 'csv', 'Le fichier contient un guillemet qui n’est jamais refermé.' ),
			'not UTF-8'             => array( "nom;categorie\nH\xF4tel;hotels\n", 'csv', 'Le fichier n’est pas encodé en UTF-8' ),
			'invalid JSON'          => array( '{"type": "FeatureCollection", "features": [', 'geojson', "Le fichier n’est pas un JSON valide (erreur de syntaxe\u{a0}: une virgule, un guillemet ou un crochet manquant, par exemple)." ),
			'not a collection'      => array( '{"type": "Feature"}', 'geojson', 'Le fichier n’est pas une FeatureCollection GeoJSON' ),
		);
	}

	/**
	 * Nothing is imported from a file that cannot be read.
	 *
	 * @dataProvider unreadable_files
	 *
	 * @param string $content   Content.
	 * @param string $extension Extension.
	 * @param string $message   Start of the French message.
	 */
	public function test_a_file_that_cannot_be_parsed_imports_nothing( string $content, string $extension, string $message ): void {
		$report = $this->import( $this->file( $content . ( 'csv' === $extension && '' !== $content ? "ok;Valide;hotels\n" : '' ), $extension ) );
		$this->assertNotNull( $report->failure );
		$this->assertStringStartsWith( 'Rien n’a été importé : ' . $message, $report->lines()[0] );
		$this->assertSame( array(), $this->provider_ids() );
	}

	public function test_a_dry_run_saves_nothing_and_says_what_it_would_do(): void {
		$path   = $this->file( $this->good_csv() );
		$report = $this->import( $path, true );
		$this->assertSame( array( 'Ligne 2 : créerait « Auberge du Pré Vert ».', 'Ligne 3 : créerait « Gîte "La Forge"; à Canals ».' ), $report->lines() );
		$this->assertSame( "Simulation, rien n’est enregistré\u{a0}: à créer\u{a0}: 2, à mettre à jour\u{a0}: 0, inchangés\u{a0}: 0, refusés\u{a0}: 0.", $report->summary() );
		$this->assertSame( array(), $this->provider_ids() );

		$this->import( $path );
		$changed = str_replace( 'Montech', 'Montbartier', $this->good_csv() );
		$report  = $this->import( $this->file( $changed ), true );
		$this->assertSame( array( 'Ligne 2 : mettrait à jour « Auberge du Pré Vert ».' ), $report->lines() );
		$this->assertSame( 'Montech', get_post_meta( $this->by_key( 'essai-1' ), 'acces_commune', true ) );
	}

	public function test_importing_again_updates_and_never_duplicates(): void {
		$path = $this->file( $this->good_csv() );
		$this->import( $path );
		$ids = $this->provider_ids();

		$again = $this->import( $path );
		$this->assertSame( "Créés\u{a0}: 0, mis à jour\u{a0}: 0, inchangés\u{a0}: 2, refusés\u{a0}: 0.", $again->summary() );
		$this->assertEqualsCanonicalizing( $ids, $this->provider_ids() );

		$changed = $this->import( $this->file( str_replace( 'Auberge du Pré Vert;restauration;Montech', 'Auberge du Pré Vert;hotels;Montbartier', $this->good_csv() ) ) );
		$this->assertSame( array( 'Ligne 2 : « Auberge du Pré Vert » mis à jour.' ), $changed->lines() );
		$this->assertEqualsCanonicalizing( $ids, $this->provider_ids() );
		$id = $this->by_key( 'essai-1' );
		$this->assertSame( 'Montbartier', get_post_meta( $id, 'acces_commune', true ) );
		$this->assertSame( 'hotels', ProviderCategory::slug_of( $id ) );
	}

	public function test_absent_columns_keep_values_and_empty_cells_clear_them(): void {
		$this->import( $this->file( $this->good_csv() ) );
		$id = $this->by_key( 'essai-1' );
		$this->import( $this->file( "cle;nom;categorie;telephone\nessai-1;Auberge du Pré Vert;restauration;\n" ) );
		$this->assertSame( '', get_post_meta( $id, 'acces_phone', true ), 'An empty cell clears the field.' );
		$this->assertSame( 'Montech', get_post_meta( $id, 'acces_commune', true ), 'An absent column keeps the field.' );
	}

	public function test_a_row_without_key_is_found_again_by_name_and_commune(): void {
		$csv = "nom;categorie;commune\nLa Guinguette;restauration;Nohic\n";
		$this->assertSame( 1, $this->import( $this->file( $csv ) )->count( 'created' ) );
		$this->assertSame( 1, $this->import( $this->file( $csv ) )->count( 'unchanged' ) );
		$this->by_key( 'la-guinguette-nohic' );
	}

	public function test_a_row_without_key_updates_the_hand_made_provider_of_that_name_and_commune(): void {
		$hand = $this->place( 'La Guinguette', 'restauration', 'Nohic', 43.88, 1.43 );
		$csv  = "nom;categorie;commune;telephone\nla guinguette;restauration;Nohic;05 63 00 00 01\n";

		$dry = $this->import( $this->file( $csv ), true );
		$this->assertSame( array( "Ligne 2 : mettrait à jour « la guinguette » (n° {$hand}, un prestataire sans clé d’import trouvé par son nom et sa commune)." ), $dry->lines() );
		$this->assertSame( '', get_post_meta( $hand, ProviderImporter::KEY_META, true ), 'A dry run saves nothing.' );

		$report = $this->import( $this->file( $csv ) );
		$this->assertSame( array( "Ligne 2 : « la guinguette » mis à jour (n° {$hand}, un prestataire sans clé d’import trouvé par son nom et sa commune)." ), $report->lines() );
		$this->assertSame( "Créés\u{a0}: 0, mis à jour\u{a0}: 1, inchangés\u{a0}: 0, refusés\u{a0}: 0.", $report->summary() );
		$this->assertSame( array( $hand ), $this->provider_ids(), 'No second provider.' );
		$this->assertSame( '05 63 00 00 01', get_post_meta( $hand, 'acces_phone', true ) );
		$this->assertSame( $hand, $this->by_key( 'la-guinguette-nohic' ), 'From now on found by its key.' );

		// Renamed in the editor: the same file still finds it, by its key now.
		wp_update_post(
			array(
				'ID'         => $hand,
				'post_title' => 'Guinguette de Nohic',
			)
		);
		$this->assertSame( 1, $this->import( $this->file( $csv ) )->count( 'updated' ) );
		$this->assertSame( array( $hand ), $this->provider_ids() );
	}

	public function test_a_hand_made_provider_found_by_name_with_nothing_to_change_keeps_its_key(): void {
		$hand   = $this->place( 'La Guinguette', 'restauration', 'Nohic', 43.88, 1.43 );
		$report = $this->import( $this->file( "nom;categorie;commune\nLa Guinguette;restauration;Nohic\n" ) );
		$this->assertSame( "Créés\u{a0}: 0, mis à jour\u{a0}: 0, inchangés\u{a0}: 1, refusés\u{a0}: 0.", $report->summary() );
		$this->assertSame( $hand, $this->by_key( 'la-guinguette-nohic' ) );
	}

	public function test_a_row_with_a_key_or_another_commune_never_takes_a_hand_made_provider(): void {
		$hand     = $this->place( 'La Guinguette', 'restauration', 'Nohic', 43.88, 1.43 );
		$imported = $this->place( 'Le Moulin', 'restauration', 'Nohic', 43.88, 1.43 );
		update_post_meta( $imported, ProviderImporter::KEY_META, 'moulin-42' );
		$report = $this->import( $this->file( "cle;nom;categorie;commune\nguinguette-1;La Guinguette;restauration;Nohic\n;La Guinguette;restauration;Montech\n;Le Moulin;restauration;Nohic\n" ) );
		$this->assertSame( "Créés\u{a0}: 3, mis à jour\u{a0}: 0, inchangés\u{a0}: 0, refusés\u{a0}: 0.", $report->summary() );
		$this->assertCount( 5, $this->provider_ids() );
		$this->assertSame( '', get_post_meta( $hand, ProviderImporter::KEY_META, true ) );
		$this->assertSame( 'moulin-42', get_post_meta( $imported, ProviderImporter::KEY_META, true ), 'A provider with a key of its own is found by that key only.' );
	}

	public function test_a_row_without_key_matching_several_hand_made_providers_is_refused_with_a_way_out(): void {
		$first  = $this->place( 'La Guinguette', 'restauration', 'Nohic', 43.88, 1.43 );
		$second = $this->place( 'La Guinguette', 'hotels', 'Nohic', 43.89, 1.44 );
		$report = $this->import( $this->file( "nom;categorie;commune;telephone\nLa Guinguette;restauration;Nohic;05 63 00 00 01\n" ) );
		$this->assertSame( array( "Ligne 2 : refusée. Plusieurs prestataires sans clé d’import ont déjà ce nom et cette commune (n° {$first}, {$second}) : fusionnez-les, ou donnez une clé à cette ligne (colonne cle) pour l’importer comme un nouveau prestataire." ), $report->lines() );
		$this->assertEqualsCanonicalizing( array( $first, $second ), $this->provider_ids() );
		$this->assertSame( '', get_post_meta( $first, 'acces_phone', true ) );
	}

	public function test_geojson_including_the_route_s_own_output(): void {
		$geojson = wp_json_encode(
			array(
				'type'     => 'FeatureCollection',
				'features' => array(
					array(
						'type'       => 'Feature',
						'geometry'   => array(
							'type'        => 'Point',
							'coordinates' => array( 1.3361, 43.9681 ),
						),
						'properties' => array(
							'cle'       => 'geo-1',
							'nom'       => 'Ferme équestre du Ruisseau',
							'categorie' => 'equipements-de-loisirs',
							'commune'   => 'Bressols',
							'handicaps' => array( 'moteur', 'mental' ),
							'label'     => true,
							'marqueur'  => 'icon-handiplage',
						),
					),
					array(
						'type'       => 'Feature',
						'geometry'   => array(
							'type'        => 'LineString',
							'coordinates' => array( array( 1, 2 ), array( 3, 4 ) ),
						),
						'properties' => array( 'nom' => 'Ligne' ),
					),
				),
			)
		);
		$report = $this->import( $this->file( $geojson, 'geojson' ) );
		$this->assertSame( array( 'Entité n° 1 : « Ferme équestre du Ruisseau » créé.', 'Entité n° 2 : refusée. Sa géométrie doit être un point (Point) avec une longitude et une latitude.' ), $report->lines() );
		$id = $this->by_key( 'geo-1' );
		$this->assertSame( '43.9681', get_post_meta( $id, 'acces_lat', true ) );
		$this->assertSame( '1.3361', get_post_meta( $id, 'acces_lng', true ) );
		$this->assertSame( 'icon-handiplage', ProviderRepository::marker_type( $id ) );

		// The route's output imports back: its extra properties are ignored, the category's icon is no choice.
		$this->place( 'Hôtel du Vieux Pont', 'hotels', 'Montauban', 44.0176, 1.355, array( 'acces_disabilities' => array( 'visuel' ) ) );
		$route = rest_do_request( new \WP_REST_Request( 'GET', '/acces/v1/providers' ) )->get_data();
		foreach ( $route['features'] as &$feature ) {
			$feature['properties']['cle'] = 'route-' . $feature['properties']['id'];
		}
		$report = $this->import( $this->file( wp_json_encode( $route ), 'json' ) );
		$this->assertSame( 2, $report->count( 'created' ), implode( "\n", $report->lines() ) );
		$copy = $this->by_key( 'route-' . $route['features'][1]['properties']['id'] );
		$this->assertSame( 'Hôtel du Vieux Pont', get_the_title( $copy ) );
		$this->assertSame( '', get_post_meta( $copy, 'acces_marker_type', true ) );
		$this->assertSame( array( 'visuel' ), get_post_meta( $copy, 'acces_disabilities', true ) );
	}

	public function test_a_batch_that_fails_midway_leaves_none_of_its_rows_and_the_earlier_batches_whole(): void {
		$csv = self::HEADER;
		$n   = ProviderImporter::BATCH + 3;
		for ( $i = 1; $i <= $n; $i++ ) {
			$csv .= "lot-{$i};Chambre numéro {$i};hotels;Montech;;82700;43.9{$i};1.23;;;;moteur;;;;\n";
		}
		// The second batch's third row breaks in the middle of its save (after the post exists).
		$fail_on = 'Chambre numéro ' . ( ProviderImporter::BATCH + 3 );
		$breaker = static function ( int $post_id, \WP_Post $post ) use ( $fail_on ): void {
			if ( $post->post_title === $fail_on ) {
				throw new \RuntimeException( 'Interrupted' );
			}
		};
		add_action( 'save_post_' . ProviderPostType::POST_TYPE, $breaker, 10, 2 );
		try {
			$this->import( $this->file( $csv ) );
			$this->fail( 'The interruption reaches the caller.' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'Interrupted', $e->getMessage() );
		} finally {
			remove_action( 'save_post_' . ProviderPostType::POST_TYPE, $breaker, 10 );
		}
		wp_cache_flush();

		$ids = $this->provider_ids();
		$this->assertCount( ProviderImporter::BATCH, $ids, 'Only the first, committed batch is there.' );
		foreach ( $ids as $id ) {
			$this->assertSame( 'hotels', ProviderCategory::slug_of( $id ), 'No provider without its category.' );
			$this->assertNotSame( '', get_post_meta( $id, 'acces_lat', true ), 'No provider without its latitude.' );
			$this->assertNotSame( '', get_post_meta( $id, 'acces_lng', true ), 'No provider without its longitude.' );
		}

		// The same file again: the first batch unchanged, the rest created, nothing duplicated.
		$report = $this->import( $this->file( $csv ) );
		$this->assertSame( ProviderImporter::BATCH, $report->count( 'unchanged' ) );
		$this->assertSame( 3, $report->count( 'created' ) );
		$this->assertCount( $n, $this->provider_ids() );
	}
}
