<?php
/**
 * Server-side replacement of the video embeds by consent placeholders.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Tests\Consent;

use AccesTourisme\Consent\VideoUrl;
use AccesTourisme\Tests\TestCase;

/**
 * The content's YouTube and Vimeo embeds reach the visitor as placeholders: no frame, no
 * third-party address in a src, the player's address kept for after consent.
 */
final class EmbedBlockingTest extends TestCase {

	private const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
	private const VIMEO   = 'https://vimeo.com/1084537';

	/**
	 * The oEmbed answer to give, by URL (null: the provider cannot be reached).
	 *
	 * @var array<string, string|false>
	 */
	private array $oembed = array();

	protected function set_up(): void {
		parent::set_up();
		// Never reach a provider from the tests.
		add_filter( 'pre_http_request', array( $this, 'no_http' ), 1 );
		add_filter( 'pre_oembed_result', array( $this, 'oembed' ), 10, 2 );
		$this->go_to_page();
	}

	protected function tear_down(): void {
		remove_filter( 'pre_http_request', array( $this, 'no_http' ), 1 );
		remove_filter( 'pre_oembed_result', array( $this, 'oembed' ), 10 );
		$GLOBALS['post'] = null;
		parent::tear_down();
	}

	/**
	 * Refuses every HTTP request.
	 */
	public function no_http(): \WP_Error {
		return new \WP_Error( 'acces_offline', 'No HTTP in tests.' );
	}

	/**
	 * The canned oEmbed answer.
	 *
	 * @param mixed  $result Null.
	 * @param string $url    URL.
	 * @return string|false
	 */
	public function oembed( $result, $url ) {
		return $this->oembed[ $url ] ?? false;
	}

	/**
	 * A published page as the current post (the_content caches oEmbed results in its meta).
	 */
	private function go_to_page(): void {
		$id              = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Vidéos',
			)
		);
		$GLOBALS['post'] = get_post( $id );
	}

	/**
	 * The markup of a core/embed block as the editor saves it.
	 *
	 * @param string $url      Video URL.
	 * @param string $provider youtube or vimeo.
	 */
	private function embed_block( string $url, string $provider ): string {
		return '<!-- wp:embed {"url":"' . $url . '","type":"video","providerNameSlug":"' . $provider . '","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->'
			. '<figure class="wp-block-embed is-type-video is-provider-' . $provider . ' wp-block-embed-' . $provider . ' wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">' . "\n" . $url . "\n" . '</div><figcaption class="wp-element-caption">Légende</figcaption></figure>'
			. '<!-- /wp:embed -->';
	}

	/**
	 * Asserts that HTML holds one placeholder for a player and nothing that loads a third party.
	 *
	 * @param string $html   Rendered HTML.
	 * @param string $player Expected player URL.
	 * @param string $title  Expected title.
	 */
	private function assert_placeholder( string $html, string $player, string $title, ?string $visible = null ): void {
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertDoesNotMatchRegularExpression( '#\ssrc=["\']https?://(?!localhost)#', $html );
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><div>' . $html . '</div>' );
		libxml_clear_errors();
		$xpath        = new \DOMXPath( $doc );
		$placeholders = $xpath->query( '//div[contains(concat(" ", @class, " "), " acces-video-placeholder ")]' );
		$this->assertSame( 1, $placeholders->length, $html );
		$placeholder = $placeholders->item( 0 );
		$this->assertSame( 'media', $placeholder->getAttribute( 'data-acces-consent' ) );
		$this->assertSame( $player, $placeholder->getAttribute( 'data-acces-video-src' ) );
		$this->assertSame( $title, $placeholder->getAttribute( 'data-acces-video-title' ) );
		$this->assertSame( 'group', $placeholder->getAttribute( 'role' ) );
		$buttons = array();
		foreach ( $placeholder->getElementsByTagName( 'button' ) as $button ) {
			$buttons[] = trim( $button->textContent );
		}
		$this->assertSame( array( 'Charger la vidéo', 'Toujours afficher (vidéos et cartes)' ), $buttons );
		$this->assertStringContainsString( $visible ?? $title, $placeholder->textContent );
		$this->assertStringContainsString( 'adresse IP', $placeholder->textContent );
	}

	public function test_a_youtube_embed_block_becomes_a_placeholder_with_the_title_from_oembed(): void {
		$this->oembed[ self::YOUTUBE ] = '<iframe title="Big Buck Bunny &amp; amis" width="500" height="281" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allowfullscreen></iframe>';
		$html                          = apply_filters( 'the_content', $this->embed_block( self::YOUTUBE, 'youtube' ) );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Big Buck Bunny & amis' );
		$this->assertStringContainsString( 'acces-video-embed', $html );
		$this->assertStringNotContainsString( 'wp-has-aspect-ratio', $html );
		$this->assertStringContainsString( '<figcaption class="wp-element-caption">Légende</figcaption>', $html );
		$this->assertStringContainsString( 'href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"', $html );
		$this->assertStringContainsString( 'Regarder la vidéo sur YouTube', $html );
	}

	public function test_a_vimeo_embed_block_becomes_a_placeholder_even_when_the_provider_is_out_of_reach(): void {
		// Without the video's title, the block's caption names the player, and with the service
		// the placeholder and its button (the visible title stays short: the caption is below).
		$html = apply_filters( 'the_content', $this->embed_block( self::VIMEO, 'vimeo' ) );
		$this->assert_placeholder( $html, 'https://player.vimeo.com/video/1084537?dnt=1', 'Légende', 'Vidéo Vimeo' );
		$this->assertSame( 1, preg_match( '#<figcaption class="wp-element-caption" id="(acces-video-caption-\d+)">Légende</figcaption>#', $html, $m ), $html );
		$this->assertMatchesRegularExpression( '#role="group" aria-labelledby="acces-video-\d+-title ' . $m[1] . '"#', $html );
		$this->assertMatchesRegularExpression( '#data-acces-video-load aria-describedby="acces-video-\d+-title ' . $m[1] . '"#', $html );
		// Without a caption either, the service.
		$html = apply_filters( 'the_content', str_replace( '<figcaption class="wp-element-caption">Légende</figcaption>', '', $this->embed_block( self::VIMEO, 'vimeo' ) ) );
		$this->assert_placeholder( $html, 'https://player.vimeo.com/video/1084537?dnt=1', 'Vidéo Vimeo' );
	}

	public function test_an_embed_block_rendered_outside_the_content_gets_its_placeholder_too(): void {
		$html = do_blocks( $this->embed_block( self::YOUTUBE, 'youtube' ) );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Légende', 'Vidéo YouTube' );
	}

	public function test_a_video_frame_pasted_as_html_becomes_a_placeholder(): void {
		// The code of YouTube's « Intégrer » button, in a Custom HTML block.
		$block = '<!-- wp:html --><iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=x1" title="YouTube video player" frameborder="0" allowfullscreen></iframe><!-- /wp:html -->'
			. '<!-- wp:paragraph --><p>Après la vidéo.</p><!-- /wp:paragraph -->';
		$html  = apply_filters( 'the_content', $block );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo YouTube' );
		$this->assertStringContainsString( '<p>Après la vidéo.</p>', $html );

		// Vimeo's code in the classic editor, on its own line (wpautop's paragraph goes: a
		// placeholder is a div), named by its title; protocol-relative.
		$html = apply_filters( 'the_content', "Avant.\n\n<iframe src=\"//player.vimeo.com/video/1084537?h=abcdef12\" title=\"Sortie en joëlette\" width=\"640\"></iframe>\n\nAprès." );
		$this->assert_placeholder( $html, 'https://player.vimeo.com/video/1084537?h=abcdef12&dnt=1', 'Sortie en joëlette' );
		$this->assertStringNotContainsString( '<p><div', $html );
		$this->assertStringContainsString( '<p>Avant.</p>', $html );
		$this->assertStringContainsString( '<p>Après.</p>', $html );

		// A text widget's.
		$html = apply_filters( 'widget_text_content', '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"></iframe>' );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo YouTube' );
	}

	public function test_another_hosts_frame_pasted_as_html_waits_for_consent_and_the_sites_own_frames_do_not(): void {
		$html = apply_filters( 'the_content', '<!-- wp:html --><iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Plan d’accès" width="600"></iframe><!-- /wp:html -->' );
		$this->assertStringNotContainsString( ' src="https://www.google.com', $html );
		$this->assertStringContainsString( 'data-src="https://www.google.com/maps/embed?pb=!1m18"', $html );
		$this->assertStringContainsString( 'data-acces-consent-open', $html );
		$this->assertStringContainsString( 'google.com', wp_strip_all_tags( $html ) );

		$own    = '<iframe src="' . esc_url( home_url( '/plan/' ) ) . '" title="Plan"></iframe>';
		$marked = '<iframe data-acces-consent="statistics" data-src="https://stats.example.org/x" title="Mesure"></iframe>';
		$local  = '<iframe src="/plan/" title="Plan"></iframe>';
		foreach ( array( $own, $marked, $local ) as $frame ) {
			$this->assertSame( $frame, apply_filters( 'the_content', '<!-- wp:html -->' . $frame . '<!-- /wp:html -->' ) );
		}

		set_current_screen( 'edit-page' );
		$this->assertStringContainsString( 'src="https://www.youtube.com/embed/aqz-KE-bpKQ"', apply_filters( 'the_content', '<!-- wp:html --><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><!-- /wp:html -->' ) );
		set_current_screen( 'front' );
	}

	public function test_the_embed_shortcode_and_a_bare_url_become_placeholders(): void {
		$this->oembed['https://youtu.be/aqz-KE-bpKQ?t=42'] = '<iframe title="Court" src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>';
		$html = apply_filters( 'the_content', '[embed]https://youtu.be/aqz-KE-bpKQ?t=42[/embed]' );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=42', 'Court' );

		$html = apply_filters( 'the_content', "Avant\n\nhttps://player.vimeo.com/video/1084537/abcdef12\n\nAprès" );
		$this->assert_placeholder( $html, 'https://player.vimeo.com/video/1084537?h=abcdef12&dnt=1', 'Vidéo Vimeo' );
	}

	public function test_a_hostile_title_stays_text(): void {
		$this->oembed[ self::YOUTUBE ] = '<iframe title="&lt;img src=x onerror=alert(1)&gt;" src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>';
		$html                          = apply_filters( 'the_content', $this->embed_block( self::YOUTUBE, 'youtube' ) );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $html );
	}

	public function test_another_providers_frame_and_script_wait_for_consent(): void {
		$url                  = 'https://open.spotify.com/track/abc';
		$this->oembed[ $url ] = '<iframe title="Spotify" src="https://open.spotify.com/embed/track/abc" width="100%"></iframe><script async src="https://platform.example.com/widgets.js"></script>';
		$html                 = apply_filters( 'the_content', $url );
		$this->assertStringNotContainsString( ' src="https://open.spotify.com', $html );
		$this->assertStringContainsString( 'data-src="https://open.spotify.com/embed/track/abc"', $html );
		$this->assertStringContainsString( 'type="text/plain"', $html );
		$this->assertSame( 2, substr_count( $html, 'data-acces-consent="media"' ) - 1 );
		$this->assertStringContainsString( 'data-acces-consent-open', $html );
		$this->assertStringContainsString( 'open.spotify.com', wp_strip_all_tags( $html ) );
	}

	/**
	 * An outside audit (2026-12-07): a photo service's embed (oEmbed's « photo » type, as
	 * WordPress writes it) loaded its image before any choice.
	 */
	public function test_a_photo_services_image_waits_for_consent_and_the_sites_own_do_not(): void {
		$url                  = 'https://www.flickr.com/photos/audit/12345678901/';
		$this->oembed[ $url ] = '<a href="' . $url . '"><img src="https://live.staticflickr.com/65535/1_b.jpg" srcset="https://live.staticflickr.com/65535/1_b.jpg 1x, https://live.staticflickr.com/65535/1_h.jpg 2x" alt="Plage accessible" width="1024" height="683" /></a>';
		$html                 = apply_filters( 'the_content', $url );
		$this->assertDoesNotMatchRegularExpression( '#<img[^>]*\ssrc(set)?=#', $html );
		$this->assertStringContainsString( 'data-src="https://live.staticflickr.com/65535/1_b.jpg"', $html );
		$this->assertStringContainsString( 'data-srcset="https://live.staticflickr.com/65535/1_b.jpg 1x, https://live.staticflickr.com/65535/1_h.jpg 2x"', $html );
		$this->assertStringContainsString( 'alt="Plage accessible"', $html );
		$this->assertStringContainsString( 'flickr.com', wp_strip_all_tags( $html ) );
		$this->assertStringContainsString( 'data-acces-consent-open', $html );

		// An image of this site in another host's embed loads as before.
		$own                  = 'https://www.smugmug.com/gallery/n-1/i-2';
		$image                = '<img src="' . esc_url( home_url( '/wp-content/uploads/plage.jpg' ) ) . '" alt="Plage">';
		$this->oembed[ $own ] = '<a href="' . $own . '">' . $image . '</a>';
		$html                 = apply_filters( 'the_content', $own );
		$this->assertStringContainsString( ' src="' . esc_url( home_url( '/wp-content/uploads/plage.jpg' ) ) . '"', $html );
		$this->assertStringNotContainsString( 'data-acces-consent', $html );
	}

	public function test_other_blocks_and_the_admin_are_left_alone(): void {
		$paragraph = '<!-- wp:paragraph --><p>https://www.youtube.com/watch?v=aqz-KE-bpKQ est une adresse.</p><!-- /wp:paragraph -->';
		$this->assertStringNotContainsString( 'acces-video-placeholder', do_blocks( $paragraph ) );
		$this->assertSame( 'x', apply_filters( 'embed_maybe_make_link', 'x', 'https://example.org/page' ) );
	}

	public function test_a_frame_written_in_a_script_or_an_attribute_is_left_alone_and_nothing_after_it_is_lost(): void {
		$script = '<div id="w"></div><script>w.textContent = "<iframe src=\'https://booking.example/widget\'><\/iframe>";</script>';
		$attr   = '<div data-code="<iframe src=\'https://booking.example/x\'>"></div>';
		$after  = '<h2>Tarifs</h2><p>Texte.</p><iframe src="https://www.google.com/maps/embed?pb=1"></iframe><p>Accès en bus.</p>';
		$html   = apply_filters( 'the_content', '<!-- wp:html -->' . $script . $after . '<!-- /wp:html -->' );
		$this->assertStringContainsString( $script, $html );
		$this->assertStringContainsString( '<h2>Tarifs</h2><p>Texte.</p>', $html );
		$this->assertStringContainsString( 'data-src="https://www.google.com/maps/embed?pb=1"', $html );
		$this->assertStringContainsString( '<p>Accès en bus.</p>', $html );
		// In an attribute's value (the_content's wptexturize would spoil this markup before
		// us: a Custom HTML block of a template gets it as written).
		$html = do_blocks( '<!-- wp:html -->' . $attr . $after . '<!-- /wp:html -->' );
		$this->assertStringContainsString( $attr, $html );
		$this->assertStringContainsString( '<h2>Tarifs</h2><p>Texte.</p>', $html );
		$this->assertStringContainsString( 'data-src="https://www.google.com/maps/embed?pb=1"', $html );
		$this->assertStringContainsString( '<p>Accès en bus.</p>', $html );
		$comment = '<!-- <iframe src="https://example.org/x"></iframe> -->';
		$this->assertSame( $comment, do_blocks( '<!-- wp:html -->' . $comment . '<!-- /wp:html -->' ) );
	}

	public function test_a_long_content_with_an_unclosed_frame_is_kept_whole(): void {
		$tail = str_repeat( '<p>' . str_repeat( 'Texte du séjour adapté. ', 40 ) . '</p>', 1200 ); // About 1.2 MB.
		foreach ( array( '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" />', str_repeat( '<iframe src="https://example.org/a">', 3 ) ) as $frame ) {
			$html = do_blocks( '<!-- wp:html -->' . $frame . $tail . '<!-- /wp:html -->' );
			$this->assertStringEndsWith( $tail, $html );
			$this->assertDoesNotMatchRegularExpression( '#\ssrc=["\']https?://#', str_replace( $tail, '', $html ) );
		}
	}

	public function test_vimeos_embed_code_with_its_ratio_box_waits_and_scripts_are_left_as_written(): void {
		$code = '<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;badge=0" frameborder="0" allow="autoplay; fullscreen" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="Séance de handbike"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>';
		$html = apply_filters( 'the_content', '<!-- wp:html -->' . $code . '<!-- /wp:html -->' );
		$this->assertStringContainsString( '<div style="padding:56.25% 0 0 0;position:relative;"><div class="acces-video-placeholder"', $html );
		$this->assertStringContainsString( 'data-acces-video-src="https://player.vimeo.com/video/76979871?h=8272103f6e&#038;dnt=1"', $html );
		$this->assertStringContainsString( 'data-acces-video-title="Séance de handbike"', $html );
		$this->assertDoesNotMatchRegularExpression( '#<iframe[^>]*\ssrc=#', $html );
		// Scripts are left as written (docs: a widget's inline script needs its library; the
		// editor marks a third-party script): Vimeo's player script is one.
		$this->assertStringContainsString( '<script src="https://player.vimeo.com/api/player.js"></script>', $html );
		$widget = '<script src="https://maps.example.org/api.js"></script><script>initMap()</script>';
		$this->assertSame( $widget . '<iframe src="/plan/"></iframe>', do_blocks( '<!-- wp:html -->' . $widget . '<iframe src="/plan/"></iframe><!-- /wp:html -->' ) );
	}

	public function test_a_playlists_frame_waits_without_becoming_a_broken_video(): void {
		$html = apply_filters( 'widget_text_content', '<iframe src="https://www.youtube.com/embed/videoseries?si=abc&amp;list=PLx" title="YouTube video player"></iframe>' );
		$this->assertStringNotContainsString( 'acces-video-placeholder', $html );
		$this->assertStringContainsString( 'data-src="https://www.youtube.com/embed/videoseries?si=abc&amp;list=PLx"', $html );
		$this->assertStringContainsString( 'data-acces-consent-open', $html );
	}

	public function test_frames_in_widgets_excerpts_and_a_templates_html_blocks_wait_too(): void {
		$map = '<iframe src="https://www.google.com/maps/embed?pb=1" title="Plan"></iframe>';
		foreach (
			array(
				apply_filters( 'widget_custom_html_content', $map ),
				apply_filters( 'the_excerpt', '<p>' . $map . '</p>' ),
				do_blocks( '<!-- wp:html -->' . $map . '<!-- /wp:html -->' ),
			) as $html
		) {
			$this->assertStringNotContainsString( ' src="https://www.google.com', $html );
			$this->assertStringContainsString( 'data-src="https://www.google.com/maps/embed?pb=1"', $html );
		}
	}

	public function test_addresses_a_browser_reads_as_another_hosts_are_disarmed(): void {
		foreach ( array( '/\\example.org/x', "ht\ttps://example.net/x", 'ht&#9;tps://example.net/x', 'https:example.com/x', "https://exa\nmple.com/x", '//example.org/x' ) as $src ) {
			$html = apply_filters( 'widget_text_content', '<iframe src="' . $src . '" title="x"></iframe>' );
			$this->assertStringContainsString( 'data-acces-consent="media"', $html, $src );
			$this->assertDoesNotMatchRegularExpression( '#<iframe[^>]*\ssrc=#', $html, $src );
		}
	}

	public function test_a_placeholder_does_not_stand_in_a_paragraph(): void {
		$html = do_blocks( '<!-- wp:html --><p>Voir : <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe></p><!-- /wp:html -->' );
		$this->assertStringStartsWith( '<p>Voir : </p><div class="acces-video-placeholder"', $html );
		$this->assertStringEndsWith( '</div>', $html );

		$html = apply_filters( 'the_content', "Intro.\n\n<iframe src=\"https://www.youtube.com/embed/aqz-KE-bpKQ\" title=\"Match\"></iframe>\nLégende de la vidéo." );
		$this->assertStringContainsString( '<p>Intro.</p>', $html );
		$this->assertMatchesRegularExpression( '#</div>\s*<p>\s*Légende de la vidéo\.</p>#', $html );
		$this->assertDoesNotMatchRegularExpression( '#<p>\s*(<br\s*/?>\s*)?</p>#', $html );
		$this->assertStringNotContainsString( '<p><div', $html );

		// A paragraph closed by its block's end (no </p>): a frame in the loose text after it
		// gets no stray </p>, and the paragraph reopened after a frame is dropped when the
		// block ends on it.
		$html = do_blocks( '<!-- wp:html --><div><p>Texte</div> Suite <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe> fin<!-- /wp:html -->' );
		$this->assertStringStartsWith( '<div><p>Texte</div> Suite <div class="acces-video-placeholder"', $html );
		$this->assertStringEndsWith( '</div> fin', $html );
		$html = do_blocks( '<!-- wp:html --><div><p>Voir : <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>' . "\n" . '</div><!-- /wp:html -->' );
		$this->assertStringStartsWith( '<div><p>Voir : </p><div class="acces-video-placeholder"', $html );
		$this->assertStringEndsWith( '</div></div>', $html );
		$this->assertStringNotContainsString( '<p>' . "\n", $html );
		// The same in a definition list, whose items end a paragraph too.
		$html = do_blocks( '<!-- wp:html --><dl><dd><p>Plan</dd> Suite <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe></dl><!-- /wp:html -->' );
		$this->assertStringStartsWith( '<dl><dd><p>Plan</dd> Suite <div class="acces-video-placeholder"', $html );
	}

	public function test_unquoted_values_inline_elements_and_marked_frames(): void {
		// Unquoted values with an apostrophe (a French alt text) do not hide the frame.
		$html = do_blocks( "<!-- wp:html --><img alt=l'eglise src=a.jpg><iframe src=\"https://maps.example.com/x\"></iframe><img alt=l'ete src=b.jpg><!-- /wp:html -->" );
		$this->assertStringContainsString( 'data-src="https://maps.example.com/x"', $html );
		$this->assertStringContainsString( "<img alt=l'eglise src=a.jpg>", $html );
		$this->assertStringContainsString( "<img alt=l'ete src=b.jpg>", $html );

		// Inside an inline element the paragraph is not split (its element would be cut in two).
		$html = do_blocks( '<!-- wp:html --><p><strong>Gras <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe> encore</strong> après</p><!-- /wp:html -->' );
		$this->assertStringContainsString( '<p><strong>Gras <div class="acces-video-placeholder"', $html );
		$this->assertStringContainsString( '</div> encore</strong> après</p>', $html );

		// The paragraph opened again after the placeholder is a plain one (no second id).
		$html = do_blocks( '<!-- wp:html --><p id="intro" class="has-drop-cap">Voir : <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe> la suite.</p><!-- /wp:html -->' );
		$this->assertStringStartsWith( '<p id="intro" class="has-drop-cap">Voir : </p><div class="acces-video-placeholder"', $html );
		$this->assertStringEndsWith( '</div><p> la suite.</p>', $html );
		$this->assertSame( 1, substr_count( $html, 'id="intro"' ) );

		// Marked, but with a live address (data-src forgotten): it would load at once; marked as
		// needed before any choice: left alone.
		$html = do_blocks( '<!-- wp:html --><iframe data-acces-consent="statistics" src="https://stats.example.org/x"></iframe><!-- /wp:html -->' );
		$this->assertStringContainsString( 'data-src="https://stats.example.org/x"', $html );
		$this->assertDoesNotMatchRegularExpression( '#<iframe[^>]*\ssrc=#', $html );
		$needed = '<iframe data-acces-consent="necessary" src="https://pay.example.org/x"></iframe>';
		$this->assertSame( $needed, do_blocks( '<!-- wp:html -->' . $needed . '<!-- /wp:html -->' ) );

		// A control character before the address.
		$html = do_blocks( '<!-- wp:html --><iframe src="&#12;https://maps.example.com/y"></iframe><!-- /wp:html -->' );
		$this->assertStringContainsString( 'data-src="https://maps.example.com/y"', $html );
	}

	/**
	 * An outside audit (2026-12-07): frames that the tag reader missed and a browser loads.
	 */
	public function test_a_frame_is_read_as_a_browser_reads_it(): void {
		// « src= » inside another attribute's value is not the frame's address.
		$html = do_blocks( '<!-- wp:html --><iframe title="Vidéo (voir src= description)" src="https://maps.example.com/a"></iframe><!-- /wp:html -->' );
		$this->assertStringContainsString( 'data-src="https://maps.example.com/a"', $html );
		$this->assertStringNotContainsString( ' src="https://maps.example.com/a"', $html );
		$html = do_blocks( '<!-- wp:html --><iframe title="Vidéo (voir src= description)" src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><!-- /wp:html -->' );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo (voir src= description)' );

		// Marked, with its address after a « / » (a browser sees it; the DOM parser did not, and
		// took the frame for one waiting).
		$html = do_blocks( '<!-- wp:html --><iframe data-acces-consent="media"/src="https://maps.example.com/b"></iframe><!-- /wp:html -->' );
		$this->assertStringContainsString( 'data-src="https://maps.example.com/b"', $html );
		$this->assertStringNotContainsString( '/src=', $html );

		// In an SVG's title, a frame is markup (HTML inside SVG), not the title's text; in an
		// HTML title it stays text.
		$html = do_blocks( '<!-- wp:html --><svg><title><iframe src="https://maps.example.com/c"></iframe></title></svg><!-- /wp:html -->' );
		$this->assertStringContainsString( 'data-src="https://maps.example.com/c"', $html );
		$this->assertDoesNotMatchRegularExpression( '#<iframe[^>]*\ssrc=#', $html );
		$text = '<title><iframe src="https://maps.example.com/d"></iframe></title><svg/><p>x</p>';
		$this->assertSame( $text, do_blocks( '<!-- wp:html -->' . $text . '<!-- /wp:html -->' ) );

		// The service's name in capitals.
		$html = do_blocks( "<!-- wp:html --><IFRAME SRC='https://WWW.YOUTUBE-NOCOOKIE.COM/embed/aqz-KE-bpKQ'></IFRAME><!-- /wp:html -->" );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo YouTube' );
	}

	/**
	 * An outside audit (2026-12-07): embed and object elements pasted as HTML loaded at once.
	 */
	public function test_embed_and_object_elements_wait_like_frames(): void {
		$html = do_blocks( '<!-- wp:html --><p>Avant</p><embed src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="560" height="315"><!-- /wp:html -->' );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo YouTube' );
		$this->assertStringStartsWith( '<p>Avant</p>', $html );

		$html = do_blocks( '<!-- wp:html --><embed src="https://player.example.org/a.html" width="300"><object data="https://player.example.org/b.html" width="300"><p>Texte de repli</p></object><p>Après</p><!-- /wp:html -->' );
		$this->assertStringContainsString( '<embed width="300" data-src="https://player.example.org/a.html" data-acces-consent="media"></div>', $html );
		$this->assertStringContainsString( 'data-acces-data="https://player.example.org/b.html"', $html );
		$this->assertDoesNotMatchRegularExpression( '#<embed[^>]*\ssrc=|<object[^>]*\sdata=#', $html );
		$this->assertStringContainsString( '<p>Texte de repli</p></object>', $html );
		$this->assertStringEndsWith( '<p>Après</p>', $html );
		$this->assertSame( 2, substr_count( $html, 'data-acces-consent-open' ) );

		// This site's, and one marked as needed, stay as written.
		$own = '<object data="/wp-content/uploads/plan.pdf" type="application/pdf"></object><embed data-acces-consent="necessary" src="https://pay.example.org/x">';
		$this->assertSame( $own, do_blocks( '<!-- wp:html -->' . $own . '<!-- /wp:html -->' ) );
	}

	/**
	 * An outside audit (2026-12-07): [video] with a YouTube or Vimeo address played it through
	 * MediaElement, which fetched the service's script before any choice.
	 */
	public function test_the_video_shortcode_of_a_youtube_or_vimeo_address_becomes_a_placeholder(): void {
		if ( ! shortcode_exists( 'video' ) ) {
			add_shortcode( 'video', 'wp_video_shortcode' );
		}
		$html = do_shortcode( '[video src="https://www.youtube.com/watch?v=aqz-KE-bpKQ"]' );
		$this->assert_placeholder( $html, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo YouTube' );
		$html = do_shortcode( '[video mp4="https://vimeo.com/1084537"]' );
		$this->assert_placeholder( $html, 'https://player.vimeo.com/video/1084537?dnt=1', 'Vidéo Vimeo' );
		// A video file is WordPress's player, as before.
		$this->assertStringContainsString( '<video class="wp-video-shortcode"', do_shortcode( '[video src="' . esc_url( home_url( '/wp-content/uploads/visite.mp4' ) ) . '"]' ) );
	}

	/**
	 * An outside audit (2026-12-07): the Post Excerpt block prints get_the_excerpt(), which the
	 * the_excerpt filter does not see.
	 */
	public function test_a_written_excerpt_read_through_get_the_excerpt_waits_too(): void {
		// Written by someone allowed to write frames (kses keeps them).
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$post = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_title'   => 'Visite',
				'post_excerpt' => 'Notre visite <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>',
			)
		);
		$this->assert_placeholder( get_the_excerpt( $post ), 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'Vidéo YouTube' );
	}

	/**
	 * Addresses of the two services.
	 *
	 * @return array<string, array{0: string, 1: ?string}>
	 */
	public function video_urls(): array {
		return array(
			'watch'          => array( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&list=PLx_1-2', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?list=PLx_1-2' ),
			'odd list'       => array( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&list=a%22b', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' ),
			'start'          => array( 'https://www.youtube.com/embed/aqz-KE-bpKQ?start=42&si=x', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=42' ),
			'start 1m30s'    => array( 'https://youtu.be/aqz-KE-bpKQ?t=1m30s', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90' ),
			'playlist'       => array( 'https://www.youtube.com/embed/videoseries?list=PLx', null ),
			'short link'     => array( 'https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' ),
			'shorts'         => array( 'https://youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' ),
			'mobile'         => array( 'https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' ),
			'embed'          => array( 'https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' ),
			'bad id'         => array( 'https://www.youtube.com/watch?v=short', null ),
			'channel'        => array( 'https://www.youtube.com/@blender', null ),
			'vimeo'          => array( 'https://vimeo.com/1084537', 'https://player.vimeo.com/video/1084537?dnt=1' ),
			'vimeo channel'  => array( 'https://vimeo.com/channels/staffpicks/1084537', 'https://player.vimeo.com/video/1084537?dnt=1' ),
			'vimeo player'   => array( 'https://player.vimeo.com/video/1084537?h=9f8e7d', 'https://player.vimeo.com/video/1084537?h=9f8e7d&dnt=1' ),
			'vimeo start'    => array( 'https://vimeo.com/1084537#t=1m30s', 'https://player.vimeo.com/video/1084537?dnt=1#t=90s' ),
			'vimeo h, start' => array( 'https://player.vimeo.com/video/1084537?h=9f8e7d#t=42', 'https://player.vimeo.com/video/1084537?h=9f8e7d&dnt=1#t=42s' ),
			'vimeo bad t'    => array( 'https://vimeo.com/1084537#t=soon', 'https://player.vimeo.com/video/1084537?dnt=1' ),
			'vimeo showcase' => array( 'https://vimeo.com/showcase/123', null ),
			'other host'     => array( 'https://example.org/watch?v=aqz-KE-bpKQ', null ),
			'lookalike host' => array( 'https://notyoutube.com/watch?v=aqz-KE-bpKQ', null ),
		);
	}

	/**
	 * @dataProvider video_urls
	 *
	 * @param string      $url    Address.
	 * @param string|null $player Expected player URL.
	 */
	public function test_video_addresses_are_recognised( string $url, ?string $player ): void {
		$video = VideoUrl::parse( $url );
		$this->assertSame( $player, $video ? $video->player : null );
	}

	public function test_the_link_to_the_services_page_starts_where_the_video_does(): void {
		$this->assertSame( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=90s', VideoUrl::parse( 'https://youtu.be/aqz-KE-bpKQ?t=1m30s' )->page );
		$this->assertSame( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', VideoUrl::parse( 'https://youtu.be/aqz-KE-bpKQ' )->page );
		$this->assertSame( 'https://vimeo.com/1084537#t=90s', VideoUrl::parse( 'https://vimeo.com/1084537#t=1m30s' )->page );

		$html = do_blocks( '<!-- wp:html --><iframe src="https://player.vimeo.com/video/1084537?h=9f8e7d#t=42s" title="Match"></iframe><!-- /wp:html -->' );
		$this->assertStringContainsString( 'data-acces-video-src="https://player.vimeo.com/video/1084537?h=9f8e7d&#038;dnt=1#t=42s"', $html );
		$this->assertStringContainsString( 'href="https://vimeo.com/1084537/9f8e7d#t=42s"', $html );
		$this->assertSame( 'https://vimeo.com/1084537/9f8e7d', VideoUrl::parse( 'https://vimeo.com/1084537/9f8e7d' )->page );
	}
}
