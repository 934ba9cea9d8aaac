<?php
/**
 * The demo's cookie policy page and footer links, and what the demo says it did.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Consent;

use AccesTourisme\Consent\ConsentSettings;
use AccesTourisme\Demo\ConsentDemo;
use AccesTourisme\Maps\MapSettings;
use AccesTourisme\Tests\TestCase;

/**
 * Idempotent; its report (what `wp acces demo` prints) is in the site's language, French here.
 */
final class ConsentDemoTest extends TestCase {

	public function test_a_block_theme_gets_the_cookie_links_in_its_footer_once_and_the_report_is_french(): void {
		$this->theme( 'twentytwentythree' );
		$first  = ( new ConsentDemo() )->install();
		$policy = get_page_by_path( ConsentDemo::POLICY_SLUG, OBJECT, 'page' );
		$video  = get_page_by_path( ConsentDemo::VIDEO_SLUG, OBJECT, 'page' );
		$footer = get_posts(
			array(
				'post_type'   => 'wp_template_part',
				'name'        => 'footer',
				'post_status' => 'publish',
			)
		);
		$this->assertInstanceOf( \WP_Post::class, $policy );
		$this->assertInstanceOf( \WP_Post::class, $video );
		$this->assertCount( 1, $footer );
		$this->assertSame( $policy->ID, ConsentSettings::get()['policy_page'] );
		$this->assertSame(
			array(
				'Politique de cookies : ' . $policy->ID,
				'Page de la vidéo : ' . $video->ID,
				'Pied de page : ' . $footer[0]->ID . ' (liens des cookies ajoutés)',
			),
			$first
		);

		$again = ( new ConsentDemo() )->install();
		$this->assertSame( 'Pied de page : ' . $footer[0]->ID . ' (conservé)', end( $again ) );
		$this->assertSame( 1, substr_count( get_post_field( 'post_content', $footer[0]->ID ), 'wp:acces-tourisme/cookie-settings' ) );
		$this->assertSame( $policy->ID, get_page_by_path( ConsentDemo::POLICY_SLUG, OBJECT, 'page' )->ID );
	}

	public function test_the_cookie_policy_says_that_map_tiles_wait_for_consent_and_from_which_host(): void {
		$this->theme( 'twentytwentythree' );
		( new ConsentDemo() )->install();
		$policy = get_page_by_path( ConsentDemo::POLICY_SLUG, OBJECT, 'page' );
		$html   = apply_filters( 'the_content', $policy->post_content );
		$this->assertStringContainsString( '<h2>Cartes</h2>', $html );
		$this->assertStringContainsString( 'depuis le serveur de tuiles tile.openstreetmap.org, qui reçoit alors votre adresse IP. Tant que vous n’avez pas accepté les « Vidéos et contenus externes »', $html );
		$this->assertStringContainsString( 'aucune vidéo, aucun fond de carte ou autre contenu d’un site tiers n’est chargé sans votre accord', $html );
		$this->assertStringNotContainsString( 'sans attendre votre choix', $html );

		// A site that set another tile server before installing the demo: its host is named.
		wp_delete_post( $policy->ID, true );
		update_option( MapSettings::OPTION, array( 'tile_url' => 'https://{s}.tuiles.example.fr/{z}/{x}/{y}.png' ) );
		( new ConsentDemo() )->install();
		$policy = get_page_by_path( ConsentDemo::POLICY_SLUG, OBJECT, 'page' );
		$this->assertStringContainsString( 'depuis le serveur de tuiles tuiles.example.fr, qui', $policy->post_content );

		// Tiles served by the site itself wait for nothing, and the page says so.
		wp_delete_post( $policy->ID, true );
		update_option( MapSettings::OPTION, array( 'tile_url' => home_url( '/tuiles/{z}/{x}/{y}.png' ) ) );
		( new ConsentDemo() )->install();
		$policy = get_page_by_path( ConsentDemo::POLICY_SLUG, OBJECT, 'page' );
		$host   = wp_parse_url( home_url(), PHP_URL_HOST );
		$this->assertStringContainsString( 'servies par ce site (' . $host . ') : elles s’affichent sans attendre votre choix', $policy->post_content );
	}

	public function test_a_classic_theme_is_told_where_to_put_the_cookie_settings(): void {
		$this->theme( 'twentytwentyone' );
		$report = ( new ConsentDemo() )->install();
		$this->assertSame(
			'Pied de page : le thème n’est pas un thème de blocs ; ajoutez le bloc « Gérer mes cookies » ou [acces_gerer_cookies] à un widget du pied de page.',
			end( $report )
		);
		$this->assertSame( array(), get_posts( array( 'post_type' => 'wp_template_part', 'name' => 'footer' ) ), 'no footer template part written' );
	}
}
