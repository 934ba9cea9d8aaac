<?php
/**
 * The portfolio part of the demo: categories, 33 items of every type and opening mode, and
 * the page "Portfolio" holding the block.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

use AccesTourisme\Portfolio\PortfolioPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent: terms are found by slug, items and images by their demo key.
 */
final class PortfolioDemo {

	public const PAGE_SLUG = 'portfolio';

	private const CATEGORIES = array(
		'hebergements'  => 'Hébergements',
		'restaurants'   => 'Restaurants',
		'loisirs'       => 'Loisirs',
		'vins-terroirs' => 'Vins &amp; Terroirs',
		'patrimoine'    => 'Patrimoine',
		'archives'      => 'Archives',
	);

	private const OTHER_CATEGORIES = array(
		'sites-web'          => 'Sites web',
		'videos'             => 'Vidéos',
		'photos'             => 'Photos',
		'visites-virtuelles' => 'Visites virtuelles',
	);

	private const TAGS = array(
		'handiplage' => 'Handiplage',
		'label-th'   => 'Label Tourisme &amp; Handicap',
		'famille'    => 'En famille',
	);

	private const COLOURS = array(
		'hebergements'  => array( 46, 94, 170 ),
		'restaurants'   => array( 178, 70, 40 ),
		'loisirs'       => array( 30, 130, 90 ),
		'vins-terroirs' => array( 120, 40, 90 ),
		'patrimoine'    => array( 150, 110, 40 ),
	);

	/**
	 * The items: key, title, type, open in, new tab, badge, category, other category, tags, video URL.
	 *
	 * @return array<int, array{0: string, 1: string, 2: string, 3: string, 4: string, 5: string, 6: string, 7: string, 8: string[], 9: string}>
	 */
	private static function items(): array {
		return array(
			array( 'gite-quatre-vents', 'Gîte des Quatre Vents', 'page', 'new-tab', '0', 'Gîte', 'hebergements', 'sites-web', array( 'label-th' ), '' ),
			array( 'auberge-lac-vert', 'Auberge du Lac Vert', 'page', 'new-tab', '0', 'Restaurant', 'restaurants', 'sites-web', array( 'famille' ), '' ),
			array( 'camping-tilleuls', 'Camping Les Tilleuls', 'page', 'new-tab', '0', 'Camping', 'hebergements', 'sites-web', array( 'famille' ), '' ),
			array( 'vins-terroirs-quercy', 'Vins &amp; Terroirs du Quercy', 'page', 'new-tab', '0', 'Domaine viticole', 'vins-terroirs', 'sites-web', array(), '' ),
			array( 'chambres-bastide', 'Chambres d&rsquo;hôtes La Bastide', 'page', 'same-tab', '0', 'Chambres d’hôtes', 'hebergements', 'sites-web', array( 'label-th' ), '' ),
			array( 'musee-batellerie', 'Musée de la Batellerie', 'page', 'same-tab', '0', 'Musée', 'patrimoine', 'sites-web', array( 'famille' ), '' ),
			array( 'bistrot-le-pont', 'Bistrot &laquo;&nbsp;Le Pont&nbsp;&raquo;', 'page', 'same-tab', '0', 'Bistrot', 'restaurants', 'sites-web', array(), '' ),
			array( 'parc-des-berges', 'Parc des Berges', 'page', 'same-tab', '0', 'Parc', 'loisirs', 'sites-web', array( 'famille' ), '' ),
			array( 'residence-cedres', 'Résidence Les Cèdres', 'page', 'other', '0', 'Résidence', 'hebergements', 'sites-web', array( 'label-th' ), '' ),
			array( 'village-les-pins', 'Village vacances Les Pins', 'page', 'other', '0', 'Village vacances', 'hebergements', 'sites-web', array( 'famille' ), '' ),
			array( 'ferme-fromages', 'Ferme &amp; Fromages d&rsquo;Antan', 'page', 'other', '0', 'Ferme', 'vins-terroirs', 'sites-web', array(), '' ),
			array( 'base-nautique', 'Base nautique du Tarn', 'page', 'other', '0', 'Base de loisirs', 'loisirs', 'sites-web', array( 'handiplage' ), '' ),
			array( 'hotel-du-moulin', 'Hôtel du Moulin', 'page', 'other', '0', 'Hôtel', 'hebergements', 'sites-web', array( 'label-th' ), '' ),
			array( 'creperie-galette', 'Crêperie La Galette', 'page', 'other', '0', 'Crêperie', 'restaurants', 'sites-web', array(), '' ),
			array( 'office-tourisme', 'Office de tourisme du Pays Vert', 'iframe', 'other', '1', 'Site partenaire', 'loisirs', 'sites-web', array(), '' ),
			array( 'sport-handicap', 'Sport &amp; Handicap 82', 'iframe', 'other', '1', 'Association', 'loisirs', 'sites-web', array( 'label-th' ), '' ),
			array( 'reseau-plages', 'Réseau des plages accessibles', 'iframe', 'other', '1', 'Site partenaire', 'loisirs', 'sites-web', array( 'handiplage' ), '' ),
			array( 'guide-sentiers', 'Guide des sentiers adaptés', 'iframe', 'other', '1', 'Guide', 'patrimoine', 'sites-web', array( 'famille' ), '' ),
			array( 'visite-cloitre', 'Visite virtuelle du cloître', 'iframe', 'other', '0', 'Visite virtuelle', 'patrimoine', 'visites-virtuelles', array(), '' ),
			array( 'plan-centre-ville', 'Plan interactif du centre-ville', 'iframe', 'other', '0', 'Plan', 'patrimoine', 'visites-virtuelles', array( 'famille' ), '' ),
			array( 'circuit-pigeonniers', 'Circuit des pigeonniers', 'iframe', 'other', '0', 'Circuit', 'patrimoine', 'visites-virtuelles', array(), '' ),
			array( 'marche-producteurs', 'Marché de producteurs', 'iframe', 'other', '0', 'Marché', 'vins-terroirs', 'visites-virtuelles', array( 'famille' ), '' ),
			array( 'halle-aux-grains', 'La Halle aux grains', 'iframe', 'other', '0', 'Salle', 'patrimoine', 'visites-virtuelles', array(), '' ),
			array( 'jardin-des-sens', 'Jardin des sens', 'iframe', 'other', '0', 'Jardin', 'loisirs', 'visites-virtuelles', array( 'label-th' ), '' ),
			array( 'fauteuil-tout-terrain', 'Découverte en fauteuil tout-terrain', 'video', 'other', '0', 'Vidéo', 'loisirs', 'videos', array( 'label-th' ), 'https://www.youtube.com/watch?v=aBcDeFgHiJ1' ),
			array( 'journee-au-lac', 'Handiplage : une journée au lac', 'video', 'other', '0', 'Vidéo', 'loisirs', 'videos', array( 'handiplage' ), 'https://youtu.be/Z9y8X7w6V5u' ),
			array( 'balade-sonore', 'Balade sonore au bord du Tarn', 'video', 'other', '0', 'Vidéo', 'patrimoine', 'videos', array(), 'https://vimeo.com/123456789' ),
			array( 'cuisine-adaptee', 'Cuisine adaptée : le cassoulet', 'video', 'other', '0', 'Vidéo', 'restaurants', 'videos', array( 'famille' ), 'https://www.youtube.com/watch?v=Qw3_rT-y8Ui&t=10s' ),
			array( 'vendanges-accessibles', 'Vendanges accessibles', 'video', 'other', '0', 'Vidéo', 'vins-terroirs', 'videos', array(), 'https://vimeo.com/987654321' ),
			array( 'plage-du-lac', 'Plage aménagée du lac', 'image', 'other', '0', 'Photo', 'loisirs', 'photos', array( 'handiplage' ), '' ),
			array( 'terrasse-auberge', 'Terrasse de l&rsquo;Auberge', 'image', 'other', '0', 'Photo', 'restaurants', 'photos', array(), '' ),
			array( 'cheminement-podotactile', 'Cheminement podotactile', 'image', 'other', '0', 'Photo', 'patrimoine', 'photos', array( 'label-th' ), '' ),
			array( 'vignes-automne', 'Vignes en automne', 'image', 'other', '0', 'Photo', 'vins-terroirs', 'photos', array(), '' ),
		);
	}

	/**
	 * Creates what is missing.
	 *
	 * @return string[] What was done.
	 */
	public function install(): array {
		$terms = array(
			PortfolioPostType::CATEGORIES       => $this->terms( PortfolioPostType::CATEGORIES, self::CATEGORIES ),
			PortfolioPostType::OTHER_CATEGORIES => $this->terms( PortfolioPostType::OTHER_CATEGORIES, self::OTHER_CATEGORIES ),
			PortfolioPostType::TAGS             => $this->terms( PortfolioPostType::TAGS, self::TAGS ),
		);
		$made  = 0;
		foreach ( self::items() as $index => $item ) {
			$made += $this->item( $index, $item, $terms ) ? 1 : 0;
		}
		$page = ( new DemoContent() )->page(
			self::PAGE_SLUG,
			'Portfolio',
			'<!-- wp:paragraph --><p>Découvrez des lieux, des vidéos et des photos de tourisme accessible. Filtrez par catégorie, cherchez par titre et ouvrez chaque élément en aperçu.</p><!-- /wp:paragraph -->'
			// The cards' titles are level 3 headings: a level 2 heading introduces them.
			. '<!-- wp:heading --><h2>Nos lieux, vidéos et photos</h2><!-- /wp:heading -->'
			. '<!-- wp:acces-tourisme/portfolio {"itemsPerPage":9,"columns":3} /-->'
		);
		return array(
			/* translators: 1: how many items this run created, 2: how many the demo has. */
			sprintf( _n( 'Portfolio items: %1$d created, %2$d in all', 'Portfolio items: %1$d created, %2$d in all', $made, 'acces-tourisme' ), $made, count( self::items() ) ),
			/* translators: %d: the page's ID. */
			sprintf( __( 'Portfolio page: %d', 'acces-tourisme' ), $page ),
		);
	}

	/**
	 * Creates the missing terms of a taxonomy; returns slug => term id.
	 *
	 * @param string                $taxonomy Taxonomy.
	 * @param array<string, string> $names    Slug => name.
	 * @return array<string, int>
	 */
	private function terms( string $taxonomy, array $names ): array {
		$ids = array();
		foreach ( $names as $slug => $name ) {
			$term = get_term_by( 'slug', $slug, $taxonomy );
			if ( ! $term ) {
				$made = wp_insert_term( html_entity_decode( $name, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $taxonomy, array( 'slug' => $slug ) );
				$term = is_wp_error( $made ) ? null : get_term( (int) $made['term_id'], $taxonomy );
			}
			if ( $term instanceof \WP_Term ) {
				$ids[ $slug ] = (int) $term->term_id;
			}
		}
		return $ids;
	}

	/**
	 * Creates one item unless it exists; returns true when it was created.
	 *
	 * @param int                              $index Position (sets the date: the types are mixed on each page).
	 * @param array<int, mixed>                $item  Row of items().
	 * @param array<string, array<string,int>> $terms Taxonomy => slug => id.
	 */
	private function item( int $index, array $item, array $terms ): bool {
		list( $key, $title, $type, $open_in, $new_tab, $badge, $category, $other, $tags, $video ) = $item;
		$found = get_posts(
			array(
				'post_type'        => PortfolioPostType::POST_TYPE,
				'post_status'      => 'any',
				'meta_key'         => PortfolioDemoImages::KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key
				'meta_value'       => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
				'fields'           => 'ids',
				'numberposts'      => 1,
				'suppress_filters' => true,
			)
		);
		if ( $found ) {
			return false;
		}
		$plain = html_entity_decode( $title, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$id    = wp_insert_post(
			array(
				'post_type'    => PortfolioPostType::POST_TYPE,
				'post_status'  => 'publish',
				'post_name'    => $key,
				'post_title'   => $title,
				'post_date'    => gmdate( 'Y-m-d H:i:s', strtotime( '2024-06-30 12:00:00' ) - ( ( $index * 7 ) % count( self::items() ) ) * DAY_IN_SECONDS ),
				'post_content' => '<!-- wp:paragraph --><p>' . esc_html( sprintf( '%s : un lieu présenté dans le portfolio d’Accès Tourisme (contenu de démonstration, établissement fictif).', $plain ) ) . '</p><!-- /wp:paragraph -->',
			),
			true
		);
		if ( is_wp_error( $id ) || ! $id ) {
			return false;
		}
		update_post_meta( $id, PortfolioDemoImages::KEY_META, $key );
		wp_set_object_terms( $id, array( $terms[ PortfolioPostType::CATEGORIES ][ $category ] ), PortfolioPostType::CATEGORIES );
		wp_set_object_terms( $id, array( $terms[ PortfolioPostType::OTHER_CATEGORIES ][ $other ] ), PortfolioPostType::OTHER_CATEGORIES );
		$tag_ids = array_map( static fn( $slug ) => $terms[ PortfolioPostType::TAGS ][ $slug ], $tags );
		wp_set_object_terms( $id, $tag_ids, PortfolioPostType::TAGS );

		$kind  = 'video' === $type ? 'video' : ( 'image' === $type ? 'photo' : 'screenshot' );
		$alt   = 'video' === $type ? sprintf( 'Image de la vidéo « %s »', $plain ) : ( 'image' === $type ? sprintf( 'Photo : %s', $plain ) : sprintf( 'Page d’accueil du site « %s »', $plain ) );
		$image = PortfolioDemoImages::attachment( 'portfolio-' . $key, $title, $alt, $kind, self::COLOURS[ $category ] ?? array( 60, 60, 60 ), 'screenshot' === $kind ? 1400 : array( 450, 600, 533, 700 )[ $index % 4 ] );
		if ( $image ) {
			set_post_thumbnail( $id, $image );
		}
		$site_url = '1' === $new_tab ? 'https://www.example.org/' . $key . '/' : ( 'iframe' === $type ? (string) get_permalink( $id ) : '' );
		update_post_meta( $id, 'acces_portfolio_type', $type );
		update_post_meta( $id, 'acces_site_open_portfolio_in', $open_in );
		update_post_meta( $id, 'acces_site_open_in_new_tab', $new_tab );
		update_post_meta( $id, 'acces_site_type', $badge );
		update_post_meta( $id, 'acces_site_url', $site_url );
		update_post_meta( $id, 'acces_portfolio_video_url', $video );
		return true;
	}
}
