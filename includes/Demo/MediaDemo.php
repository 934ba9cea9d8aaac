<?php
/**
 * Demo part of the media feature: the page of the local handisport club, with a slider, a
 * gallery whose images open in the lightbox, a carousel, a particle background and a video.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent: images are found by their key, the page by its slug.
 */
final class MediaDemo {

	public const PAGE_SLUG = 'club-handisport';

	/**
	 * The demo video (Big Buck Bunny, Blender Foundation, CC BY 3.0).
	 */
	public const VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

	/**
	 * Creates what is missing.
	 *
	 * @return string[] What was done.
	 */
	public function install(): array {
		$images = new MediaDemoImages();
		$ids    = array();
		foreach ( $this->images() as $key => $spec ) {
			$id = $images->ensure( $key, $spec );
			if ( $id ) {
				$ids[ $key ] = $id;
			}
		}
		$existing = get_page_by_path( self::PAGE_SLUG, OBJECT, 'page' );
		if ( $existing instanceof \WP_Post ) {
			/* translators: %d: the page's ID. */
			return array( sprintf( __( 'Club page: %d (kept)', 'acces-tourisme' ), $existing->ID ) );
		}
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => self::PAGE_SLUG,
				'post_title'   => 'Club handisport : les Aigles du Frontonnais',
				'post_excerpt' => 'Le club handisport local, membre du comité régional : basket fauteuil, tennis de table, natation et boccia.',
				'post_content' => $this->content( $ids ),
				'menu_order'   => 20,
			)
		);
		/* translators: 1: the page's ID, 2: how many images it shows. */
		return array( sprintf( _n( 'Club page: %1$d, %2$d image', 'Club page: %1$d, %2$d images', count( $ids ), 'acces-tourisme' ), (int) $page, count( $ids ) ) );
	}

	/**
	 * The page's blocks.
	 *
	 * @param array<string, int> $ids Attachment ids by key.
	 */
	private function content( array $ids ): string {
		$list = array_values( $ids );
		$html = '<!-- wp:paragraph --><p>Les Aigles du Frontonnais sont un club handisport fictif, créé pour cette démonstration, membre du comité régional handisport. Le club accueille à Fronton les sportifs en situation de handicap moteur, visuel, auditif ou mental, en loisir comme en compétition.</p><!-- /wp:paragraph -->';
		if ( count( $list ) >= 4 ) {
			$html .= '<!-- wp:heading --><h2>Temps forts de la saison</h2><!-- /wp:heading -->'
				. '<!-- wp:acces-tourisme/slider ' . wp_json_encode(
					array(
						'ids'   => array_slice( $list, 0, 4 ),
						'label' => 'Temps forts de la saison',
					)
				) . ' /-->';
		}
		if ( $list ) {
			$html .= '<!-- wp:heading --><h2>Le club en images</h2><!-- /wp:heading -->'
				. '<!-- wp:paragraph --><p>Choisissez une image pour l’afficher en grand, avec son titre et sa description.</p><!-- /wp:paragraph -->'
				. $this->gallery( array_slice( $list, 0, 6 ) );
		}
		if ( count( $list ) >= 6 ) {
			$html .= '<!-- wp:heading --><h2>Nos disciplines</h2><!-- /wp:heading -->'
				. '<!-- wp:acces-tourisme/slider ' . wp_json_encode(
					array(
						'ids'        => array_slice( $list, 2 ),
						'variant'    => 'carousel',
						'label'      => 'Nos disciplines',
						'linkToFile' => true,
					)
				) . ' /-->';
		}
		$html .= '<!-- wp:group {"className":"is-style-acces-particles","layout":{"type":"constrained"}} --><div class="wp-block-group is-style-acces-particles">'
			. '<!-- wp:heading --><h2>Rejoignez les Aigles</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Séance d’essai gratuite toute l’année, fauteuils de sport prêtés, vestiaires et douches accessibles. Les entraînements ont lieu le mardi et le jeudi soir au gymnase municipal.</p><!-- /wp:paragraph -->'
			. '</div><!-- /wp:group -->';
		$html .= '<!-- wp:heading --><h2>Le club en vidéo</h2><!-- /wp:heading -->'
			. '<!-- wp:embed {"url":"' . self::VIDEO_URL . '","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->'
			. '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">' . "\n" . self::VIDEO_URL . "\n" . '</div><figcaption class="wp-element-caption">Présentation du club (vidéo de démonstration)</figcaption></figure>'
			. '<!-- /wp:embed -->';
		return $html;
	}

	/**
	 * A core gallery whose images link to their full-size files.
	 *
	 * @param int[] $ids Attachment ids.
	 */
	private function gallery( array $ids ): string {
		$html = '<!-- wp:gallery {"linkTo":"media"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">';
		foreach ( $ids as $id ) {
			$large   = wp_get_attachment_image_url( $id, 'large' );
			$full    = wp_get_attachment_url( $id );
			$alt     = (string) get_post_meta( $id, '_wp_attachment_image_alt', true );
			$caption = (string) wp_get_attachment_caption( $id );
			$html   .= '<!-- wp:image {"id":' . (int) $id . ',"sizeSlug":"large","linkDestination":"media"} -->'
				. '<figure class="wp-block-image size-large"><a href="' . esc_url( (string) $full ) . '"><img src="' . esc_url( (string) $large ) . '" alt="' . esc_attr( $alt ) . '" class="wp-image-' . (int) $id . '"/></a>'
				. ( '' !== $caption ? '<figcaption class="wp-element-caption">' . esc_html( $caption ) . '</figcaption>' : '' )
				. '</figure><!-- /wp:image -->';
		}
		return $html . '<figcaption class="blocks-gallery-caption wp-element-caption">Une saison aux Aigles du Frontonnais</figcaption></figure><!-- /wp:gallery -->';
	}

	/**
	 * The images: what each shows and its texts (title, alternative text, caption, description).
	 *
	 * @return array<string, array{title: string, alt: string, caption: string, description: string, text: string, from: int[], to: int[], shape: string}>
	 */
	private function images(): array {
		$image = static fn( string $text, string $title, string $alt, string $caption, string $description, array $from, array $to, string $shape ) => compact( 'text', 'title', 'alt', 'caption', 'description', 'from', 'to', 'shape' );
		return array(
			'club-basket-fauteuil' => $image( 'Basket fauteuil', 'Basket fauteuil à l’entraînement', 'Dessin d’un terrain de basket avec un ballon orange, légendé « Basket fauteuil »', 'L’entraînement du mardi soir.', 'Séance de basket fauteuil ouverte aux débutants : le club prête les fauteuils de sport.', array( 16, 52, 120 ), array( 8, 24, 64 ), 'court' ),
			'club-tennis-de-table' => $image( 'Tennis de table', 'Tennis de table adapté', 'Dessin d’une table de tennis de table verte et d’une balle blanche, légendé « Tennis de table »', 'Une table réglable en hauteur.', 'Le tennis de table se joue debout ou en fauteuil, sur des tables adaptées.', array( 20, 70, 60 ), array( 8, 36, 30 ), 'table' ),
			'club-natation'        => $image( 'Natation', 'Natation au centre aquatique', 'Dessin de vagues blanches sous un soleil orange, légendé « Natation »', 'Le créneau du samedi matin.', 'Bassin équipé d’un fauteuil de mise à l’eau et de vestiaires accessibles.', array( 12, 90, 110 ), array( 6, 40, 60 ), 'waves' ),
			'club-boccia'          => $image( 'Boccia', 'Partie de boccia', 'Dessin d’une boule orange cerclée de blanc, légendé « Boccia »', 'La boccia, précise et stratégique.', 'La boccia se joue assis, à la main ou avec une rampe de lancement.', array( 80, 40, 110 ), array( 36, 16, 56 ), 'ball' ),
			'club-cecifoot'        => $image( 'Cecifoot', 'Cécifoot au stade', 'Dessin d’un terrain de football avec un ballon orange, légendé « Cecifoot »', 'Le ballon sonore guide les joueurs.', 'Le cécifoot réunit des joueurs aveugles et un gardien voyant, guidés par la voix.', array( 30, 100, 40 ), array( 12, 50, 20 ), 'court' ),
			'club-kayak'           => $image( 'Sortie kayak', 'Sortie kayak sur le Tarn', 'Dessin de vagues blanches sous un soleil orange, légendé « Sortie kayak »', 'Sortie de printemps sur le Tarn.', 'Embarquement depuis un ponton accessible, encadré par un moniteur diplômé.', array( 10, 70, 130 ), array( 4, 30, 70 ), 'waves' ),
			'club-fete'            => $image( 'Fete du club', 'La fête du club', 'Dessin d’un ballon orange cerclé de blanc, légendé « Fête du club »', 'La fête de fin de saison.', 'Démonstrations, initiations et remise des médailles à la salle des fêtes.', array( 140, 30, 50 ), array( 70, 12, 24 ), 'ball' ),
			'club-athletisme'      => $image( 'Athletisme', 'Athlétisme sur piste', 'Dessin d’une piste d’athlétisme blanche et d’un ballon orange, légendé « Athlétisme »', 'Course en fauteuil sur la piste.', 'Entraînement de course en fauteuil et de lancer sur la piste du stade.', array( 150, 60, 20 ), array( 80, 30, 10 ), 'court' ),
		);
	}
}
