<?php
/**
 * The settings page "Réglages › Accès Tourisme".
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Settings;

use AccesTourisme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The page itself. Each feature adds its own section and option to it (option group
 * SettingsPage::GROUP, page SettingsPage::SLUG), through the Settings API, which checks the
 * nonce and the manage_options capability when the form is saved.
 */
final class SettingsPage implements Service {

	public const SLUG  = 'acces-tourisme';
	public const GROUP = 'acces-tourisme';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * Adds the page under Settings.
	 */
	public function add_page(): void {
		$hook = add_options_page(
			__( 'Accès Tourisme settings', 'acces-tourisme' ),
			__( 'Accès Tourisme', 'acces-tourisme' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			add_action(
				'load-' . $hook,
				static function () {
					add_action( 'admin_notices', array( FieldNotices::class, 'saved_notice' ) );
					// Help texts and messages hold web addresses, single words wider than a
					// 320 px screen: the page scrolled sideways (WCAG 1.4.10). They break.
					// A field reached from its notice's link keeps its label in view above it
					// (on a phone the label sits above the field, under the admin bar); the
					// notice focused after a save (below) shows its focus.
					wp_add_inline_style(
						'common',
						'.settings_page_acces-tourisme .form-table .description,.settings_page_acces-tourisme .notice p,.settings_page_acces-tourisme .acces-field-notice{overflow-wrap:anywhere}'
						. '.settings_page_acces-tourisme .form-table :is(input,select,textarea){scroll-margin-top:7rem}'
						. '.settings_page_acces-tourisme .settings-error:focus{box-shadow:0 0 0 2px #2271b1;outline:2px solid transparent}'
					);
					// After a save where a value was refused, the first refusal takes the focus:
					// a screen reader reads it, and the next Tab reaches its link to the field
					// (rather than the top of the admin menu). After WordPress's own script has
					// moved the notices under the title; not if the visitor is already elsewhere.
					wp_add_inline_script(
						'common',
						'jQuery(function(){var n=document.querySelector("#wpbody-content .settings-error.notice-error");if(n&&(!document.activeElement||document.activeElement===document.body)){n.tabIndex=-1;n.focus();}});'
					);
				}
			);
		}
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<form action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>" method="post">
				<?php
				settings_fields( self::GROUP );
				do_settings_sections( self::SLUG );
				submit_button();
				?>
			</form>
		</div>
		<?php
	}
}
