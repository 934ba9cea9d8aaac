<?php
/**
 * Demo part of the consent feature: the cookie policy page (with the "Gérer mes cookies"
 * block and an example of a blocked statistics script), a footer with the cookie links,
 * and a small video page when the club page (media feature) is not there.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

use AccesTourisme\Consent\ConsentSettings;
use AccesTourisme\Maps\MapSettings;
use AccesTourisme\Toolbar\ToolbarSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent: pages are found by their slug, the footer by its content.
 */
final class ConsentDemo {

	public const POLICY_SLUG = 'politique-de-cookies';
	public const VIDEO_SLUG  = 'video-de-presentation';
	public const CLUB_SLUG   = 'club-handisport';

	/**
	 * Creates what is missing.
	 *
	 * @return string[] What was done.
	 */
	public function install(): array {
		ConsentSettings::ensure_option();
		ToolbarSettings::ensure_option();
		$report = array();
		$policy = $this->page( self::POLICY_SLUG, 'Politique de cookies', $this->policy_content(), 90 );
		$value  = ConsentSettings::get();
		if ( ! $value['policy_page'] ) {
			$value['policy_page'] = $policy;
			$value['policy_url']  = (string) get_permalink( $policy );
			update_option( ConsentSettings::OPTION, $value );
		}
		/* translators: %d: the page's ID. */
		$report[] = sprintf( __( 'Cookie policy: %d', 'acces-tourisme' ), $policy );
		if ( ! get_page_by_path( self::CLUB_SLUG, OBJECT, 'page' ) ) {
			/* translators: %d: the page's ID. */
			$report[] = sprintf( __( 'Video page: %d', 'acces-tourisme' ), $this->page( self::VIDEO_SLUG, 'Vidéo de présentation', $this->video_content(), 80 ) );
		}
		$report[] = $this->footer( $policy );
		return $report;
	}

	/**
	 * Creates a published page unless its slug exists; returns its id. The content holds a
	 * script (the blocked statistics example), so it is saved without the HTML filter.
	 *
	 * @param string $slug    Slug.
	 * @param string $title   Title.
	 * @param string $content Block markup.
	 * @param int    $order   Menu order.
	 */
	private function page( string $slug, string $title, string $content, int $order ): int {
		$existing = get_page_by_path( $slug, OBJECT, 'page' );
		if ( $existing instanceof \WP_Post ) {
			return (int) $existing->ID;
		}
		kses_remove_filters();
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
				'menu_order'   => $order,
			)
		);
		kses_init();
		return (int) $id;
	}

	/**
	 * The cookie policy.
	 */
	private function policy_content(): string {
		// The cookies' values "yes" and "no" are English words in a French page: marked as such,
		// so that a screen reader pronounces them in English (RGAA 8.7).
		$yes  = '<span lang="en">yes</span>';
		$no   = '<span lang="en">no</span>';
		$rows = array(
			array( 'acces_consent', 'Mémorise que vous avez fait un choix (' . $yes . ' : au moins une catégorie acceptée, ' . $no . ' : aucune).', '365 jours (13 mois au plus)' ),
			array( 'acces_consent_necessary, acces_consent_obligatoire', 'Catégories strictement nécessaires, toujours actives (' . $yes . ').', '365 jours' ),
			array( 'acces_consent_statistics', 'Votre choix pour la mesure d’audience (' . $yes . ' ou ' . $no . ').', '365 jours' ),
			array( 'acces_consent_media', 'Votre choix pour les vidéos et contenus externes (' . $yes . ' ou ' . $no . ').', '365 jours' ),
			array( 'acces_color', 'Les couleurs choisies avec le bouton « Accessibilité ».', '90 jours' ),
			array( 'acces_toolbar (stockage local, pas un cookie)', 'Taille du texte, liens soulignés, animations arrêtées.', '12 heures' ),
		);
		$body = '';
		foreach ( $rows as $row ) {
			// Constant text, written here (the role holds the <span lang="en"> above).
			// Each cell names its column (data-label) for the narrow layout, where the rows are
			// stacked and the column headers hidden (src/consent/consent.scss); the roles keep
			// the table a table for screen readers when its parts are displayed as blocks.
			$body .= '<tr role="row"><td role="cell" data-label="Nom">' . esc_html( $row[0] ) . '</td><td role="cell" data-label="Rôle">' . $row[1] . '</td><td role="cell" data-label="Durée">' . esc_html( $row[2] ) . '</td></tr>';
		}
		// The maps' tiles are third-party content of the `media` category (src/map/tileConsent.ts)
		// unless the tile server set in the settings is the site's own host: the page names it.
		$template = MapSettings::get()['tile_url'];
		$tiles    = str_replace( '{s}.', '', (string) wp_parse_url( $template, PHP_URL_HOST ) );
		$own      = self::origin( str_replace( '{s}.', '', $template ) ) === self::origin( home_url() );
		$maps     = $own
			? 'Le fond des cartes est fait d’images servies par ce site (' . esc_html( $tiles ) . ') : elles s’affichent sans attendre votre choix et ne sont transmises à aucun tiers.'
			: 'Le fond des cartes est fait d’images chargées depuis le serveur de tuiles ' . esc_html( $tiles ) . ', qui reçoit alors votre adresse IP. Tant que vous n’avez pas accepté les « Vidéos et contenus externes », les cartes montrent leurs lieux sur un fond uni, avec un encart : « Afficher le fond de carte » l’affiche sur cette carte seulement ; « Toujours afficher (vidéos et cartes) » enregistre votre accord pour tout le site.';
		return '<!-- wp:paragraph --><p>Cette page explique quels cookies le site dépose, pourquoi, et comment changer d’avis à tout moment. Aucun cookie de mesure d’audience et aucune vidéo, aucun fond de carte ou autre contenu d’un site tiers n’est chargé sans votre accord.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>Vos choix</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Vous pouvez accepter ou refuser chaque catégorie, et revenir sur votre choix quand vous le souhaitez. Votre choix est conservé 365 jours au plus.</p><!-- /wp:paragraph -->'
			. '<!-- wp:acces-tourisme/cookie-settings /-->'
			. '<!-- wp:html --><p>Mesure d’audience sur cette page : <strong id="acces-demo-statistics">inactive</strong>.</p>'
			. '<script type="text/plain" data-acces-consent="statistics">document.getElementById("acces-demo-statistics").textContent = "active";</script><!-- /wp:html -->'
			. '<!-- wp:heading --><h2>Les cookies et données enregistrés</h2><!-- /wp:heading -->'
			// A Custom HTML block: the table block of WordPress 6.1 has no <caption> (its caption is a
			// <figcaption>, which names the figure, not the table).
			. '<!-- wp:html --><figure class="wp-block-table acces-cookie-table"><table role="table"><caption>Cookies et stockage local du site : nom, rôle et durée de conservation</caption><thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">Nom</th><th scope="col" role="columnheader">Rôle</th><th scope="col" role="columnheader">Durée</th></tr></thead><tbody role="rowgroup">' . $body . '</tbody></table></figure><!-- /wp:html -->'
			. '<!-- wp:heading --><h2>Mesure d’audience</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Les outils de mesure d’audience ne s’exécutent que si vous acceptez la catégorie « Mesure d’audience ». Ils nous aident à savoir quelles pages sont utiles.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>Vidéos et contenus externes</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>Les vidéos hébergées par YouTube ou Vimeo sont remplacées par un encart tant que vous n’avez pas accepté les « Vidéos et contenus externes ». Le bouton « Charger la vidéo » charge une seule vidéo ; « Toujours afficher (vidéos et cartes) » enregistre votre accord pour tout le site, fonds de carte compris. Les vidéos YouTube sont lues depuis youtube-nocookie.com.</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading --><h2>Cartes</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>' . $maps . ' Chaque carte est accompagnée de la liste des mêmes lieux, avec leurs liens.</p><!-- /wp:paragraph -->';
	}

	/**
	 * A URL's scheme, host and port ("https://example.org:8443"), lower case, as the browser
	 * compares them to tell a third party.
	 *
	 * @param string $url The URL.
	 */
	private static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		$scheme = strtolower( $parts['scheme'] ?? 'http' );
		$port   = $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
	}

	/**
	 * A page with a YouTube and a Vimeo video.
	 */
	private function video_content(): string {
		$embed = static function ( string $url, string $provider, string $caption ): string {
			return '<!-- wp:embed {"url":"' . $url . '","type":"video","providerNameSlug":"' . $provider . '","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->'
				. '<figure class="wp-block-embed is-type-video is-provider-' . $provider . ' wp-block-embed-' . $provider . ' wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">' . "\n" . $url . "\n" . '</div><figcaption class="wp-element-caption">' . esc_html( $caption ) . '</figcaption></figure>'
				. '<!-- /wp:embed -->';
		};
		return '<!-- wp:paragraph --><p>Deux vidéos de démonstration (Big Buck Bunny, Blender Foundation, licence CC BY 3.0). Elles ne se chargent qu’avec votre accord.</p><!-- /wp:paragraph -->'
			. $embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'Vidéo de démonstration sur YouTube' )
			. $embed( 'https://vimeo.com/1084537', 'vimeo', 'Vidéo de démonstration sur Vimeo' );
	}

	/**
	 * Adds the cookie links to the footer of a block theme (a customised footer template
	 * part, as a site owner would make it in the site editor).
	 *
	 * @param int $policy The cookie policy page.
	 */
	private function footer( int $policy ): string {
		if ( ! function_exists( 'wp_is_block_theme' ) || ! wp_is_block_theme() ) {
			return __( 'Footer: not a block theme; add the “Manage my cookies” block or [acces_gerer_cookies] to a footer widget.', 'acces-tourisme' );
		}
		$existing = get_posts(
			array(
				'post_type'   => 'wp_template_part',
				'name'        => 'footer',
				'post_status' => 'publish',
				'numberposts' => 1,
			)
		);
		$existing = $existing ? $existing[0] : null;
		if ( $existing && str_contains( $existing->post_content, 'acces-tourisme/cookie-settings' ) ) {
			/* translators: %d: the footer template part's ID. */
			return sprintf( __( 'Footer: %d (kept)', 'acces-tourisme' ), $existing->ID );
		}
		$links     = '<!-- wp:paragraph --><p><a href="' . esc_url( (string) get_permalink( $policy ) ) . '">Politique de cookies</a></p><!-- /wp:paragraph -->';
		$statement = get_page_by_path( 'declaration-accessibilite', OBJECT, 'page' );
		if ( $statement instanceof \WP_Post ) {
			$links .= '<!-- wp:paragraph --><p><a href="' . esc_url( (string) get_permalink( $statement ) ) . '">Déclaration d’accessibilité</a></p><!-- /wp:paragraph -->';
		}
		$row = '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">'
			. '<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"bottom":"var:preset|spacing|40"}}},"layout":{"type":"flex","flexWrap":"wrap"}} -->'
			. '<div class="wp-block-group alignwide" style="padding-bottom:var(--wp--preset--spacing--40)">'
			. $links
			. '<!-- wp:acces-tourisme/cookie-settings /-->'
			. '</div><!-- /wp:group --></div><!-- /wp:group -->';
		if ( $existing ) {
			wp_update_post(
				array(
					'ID'           => $existing->ID,
					'post_content' => $existing->post_content . "\n\n" . $row,
				)
			);
			/* translators: %d: the footer template part's ID. */
			return sprintf( __( 'Footer: %d (cookie links added)', 'acces-tourisme' ), $existing->ID );
		}
		$theme_part = get_block_template( get_stylesheet() . '//footer', 'wp_template_part' );
		$content    = $theme_part ? $theme_part->content : '';
		$id         = wp_insert_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => 'footer',
				'post_title'   => 'Footer',
				'post_status'  => 'publish',
				'post_content' => $content . "\n\n" . $row,
			)
		);
		wp_set_object_terms( $id, get_stylesheet(), 'wp_theme' );
		wp_set_object_terms( $id, 'footer', 'wp_template_part_area' );
		/* translators: %d: the footer template part's ID. */
		return sprintf( __( 'Footer: %d (cookie links added)', 'acces-tourisme' ), $id );
	}
}
