/**
 * The portfolio item editor: the « Réglages de l’élément du portfolio » panel edits the item's
 * fields, refuses an address that is not http(s) before publishing, and saves through the
 * REST fields. (WordPress 6.1's own editor strings may show in English: core ships no French JSON
 * for them here; the plugin's strings are French.)
 */
import { test, expect, closeWelcomeGuide, login } from '../fixtures';

type EditorWindow = {
	wp: {
		data: {
			select: ( store: string ) => {
				getCurrentPostId: () => number;
				isEditedPostDirty: () => boolean;
				isSavingPost: () => boolean;
			};
		};
		apiFetch: ( options: { path: string } ) => Promise< {
			title: { raw: string };
			status: string;
			[ field: string ]: unknown;
		} >;
	};
};

test.describe( 'portfolio item editor', () => {
	test( 'edits the fields, locks saving on a bad address, saves a good one', async ( {
		page,
	} ) => {
		await login( page );
		await page.goto( '/wp-admin/post-new.php?post_type=acces-portfolio' );
		await closeWelcomeGuide( page );
		await page
			.getByRole( 'textbox', { name: /^(Add title|Ajouter un titre)$/ } )
			.fill( 'Vidéo de test' );

		const panelToggle = page.getByRole( 'button', {
			name: 'Réglages de l’élément du portfolio',
		} );
		if (
			( await panelToggle.getAttribute( 'aria-expanded' ) ) === 'false'
		) {
			await panelToggle.click();
		}
		await page
			.getByRole( 'combobox', { name: 'Type d’élément' } )
			.selectOption( 'video' );
		const video = page.getByRole( 'textbox', {
			name: 'Adresse de la vidéo',
		} );
		await video.fill( 'javascript:alert(1)' );
		await expect(
			page.getByText(
				'Adresse de la vidéo : l’adresse doit être une adresse web complète commençant par http:// ou https://.'
			)
		).toBeVisible();
		const toggle = page
			.locator( '.edit-post-header' )
			.getByRole( 'button', { name: /^(Publish|Publier)$/ } );
		const publish = page
			.locator( '.editor-post-publish-panel__header-publish-button' )
			.getByRole( 'button' );
		// Publishing is locked while the address is bad.
		await toggle.click();
		await expect( publish ).toHaveAttribute( 'aria-disabled', 'true' );
		await page
			.locator( '.editor-post-publish-panel__header-cancel-button' )
			.getByRole( 'button' )
			.click();

		await video.fill( 'https://youtu.be/Z9y8X7w6V5u' );
		await page
			.getByRole( 'textbox', { name: 'Type de site (badge)' } )
			.fill( 'Vidéo' );
		// A draft: the demo's public portfolio stays as the other tests expect it.
		await page
			.locator( '.edit-post-header' )
			.getByRole( 'button', {
				name: /^(Save draft|Enregistrer le brouillon)$/,
			} )
			.click();
		await expect
			.poll( () =>
				page.evaluate( () => {
					const editor = (
						window as unknown as EditorWindow
					 ).wp.data.select( 'core/editor' );
					return (
						! editor.isSavingPost() && ! editor.isEditedPostDirty()
					);
				} )
			)
			.toBe( true );

		// Read back through the REST API, as the editor's user.
		const item = await page.evaluate( async () => {
			const w = window as unknown as EditorWindow;
			const id = w.wp.data.select( 'core/editor' ).getCurrentPostId();
			return w.wp.apiFetch( {
				path: `/wp/v2/acces-portfolio/${ id }?context=edit`,
			} );
		} );
		expect( item.title.raw ).toBe( 'Vidéo de test' );
		expect( item.status ).toBe( 'draft' );
		expect( item[ 'portfolio-type' ] ).toBe( 'video' );
		expect( item[ 'portfolio-video-url' ] ).toBe(
			'https://youtu.be/Z9y8X7w6V5u'
		);
		expect( item[ 'acces-site-type' ] ).toBe( 'Vidéo' );
	} );
} );
