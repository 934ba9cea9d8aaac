/**
 * The slider block in the block editor: French names, both variations, the media placeholder,
 * the settings; a slider made with the editor's data shows on the page. The club page's gallery
 * in the editor, with its captions where the site shows them.
 */
import { test, expect, login, closeWelcomeGuide, restNonce } from '../fixtures';
import { CLUB, clubSliderIds } from './helpers';

interface EditorWindow {
	wp: {
		blocks: {
			getBlockType: ( n: string ) => { keywords?: string[] } | undefined;
			createBlock: ( n: string, a: object ) => { clientId: string };
		};
		data: {
			dispatch: ( s: string ) => {
				insertBlocks: ( b: unknown ) => void;
			};
			select: ( s: string ) => {
				getBlockAttributes: ( id: string ) => { ids: number[] };
			};
		};
	};
}

/** The block editor's store, as the slider's settings are read and changed. */
interface BlockData {
	data: {
		select: ( s: string ) => {
			getSelectedBlockClientId: () => string;
			getBlockAttributes: ( id: string ) => { delay: number };
		};
		dispatch: ( s: string ) => {
			updateBlockAttributes: ( id: string, a: object ) => void;
		};
	};
}

test.describe( 'slider block in the editor', () => {
	test( 'is offered in French as a slider and a carousel, starts from the media library', async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'console', ( message ) => {
			if (
				message.type() === 'error' &&
				/slider|acces/i.test( message.text() )
			) {
				errors.push( message.text() );
			}
		} );
		// Requests to WordPress's REST API that fail (the empty block once asked for the
		// media of no ids: a 400, logged in the console without the block's name).
		const failed: string[] = [];
		page.on( 'response', ( response ) => {
			const url = decodeURIComponent( response.url() );
			if (
				response.status() >= 400 &&
				/\/wp-json\/|rest_route=/.test( url )
			) {
				failed.push( `${ response.status() } ${ url }` );
			}
		} );
		await login( page );
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction(
			() =>
				!! (
					window as unknown as {
						wp?: {
							blocks?: { getBlockType: ( n: string ) => unknown };
						};
					}
				 ).wp?.blocks?.getBlockType( 'acces-tourisme/slider' )
		);
		const names = await page.evaluate( () => {
			const { blocks } = (
				window as unknown as {
					wp: {
						blocks: {
							getBlockType: ( n: string ) => { title: string };
							getBlockVariations: (
								n: string
							) => Array< { name: string; title: string } >;
						};
					};
				}
			 ).wp;
			return {
				title: blocks.getBlockType( 'acces-tourisme/slider' ).title,
				variations: blocks
					.getBlockVariations( 'acces-tourisme/slider' )
					.map( ( v ) => `${ v.name }: ${ v.title }` ),
			};
		} );
		expect( names.title ).toBe( 'Diaporama' );
		expect( names.variations ).toEqual( [
			'slider: Diaporama',
			'carousel: Carrousel',
		] );

		await page.evaluate( () => {
			const { blocks, data } = (
				window as unknown as {
					wp: {
						blocks: {
							createBlock: ( n: string, a: object ) => unknown;
						};
						data: {
							dispatch: ( s: string ) => {
								insertBlocks: ( b: unknown ) => void;
							};
						};
					};
				}
			 ).wp;
			data.dispatch( 'core/block-editor' ).insertBlocks(
				blocks.createBlock( 'acces-tourisme/slider', {
					variant: 'carousel',
				} )
			);
		} );
		const placeholder = page.locator( '.acces-slider-editor' );
		await expect( placeholder ).toBeVisible();
		// A carousel is called one, not « Diaporama ».
		await expect( placeholder ).toContainText( 'Carrousel' );
		await expect( placeholder ).not.toContainText( 'Diaporama' );
		await expect( placeholder ).toContainText(
			'Donnez à chaque image un texte alternatif'
		);
		// A file that is not an image, uploaded from the placeholder: WordPress's refusal is
		// shown in it (nothing at all happened).
		await placeholder.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'programme.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from( 'Programme de la saison' ),
		} );
		const notice = placeholder.locator( '.components-notice.is-error' );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			/programme\.txt|type|autoris|permitted/i
		);

		// WordPress's own button (its label is core's: French when core's script translations are
		// installed, which this test site's Debian package does not provide).
		await expect(
			placeholder.getByRole( 'button', {
				name: /^(Médiathèque|Media Library)$/,
			} )
		).toBeVisible();
		// Time for the requests that the block's first render would start.
		await page.waitForTimeout( 1000 );
		expect( errors ).toEqual( [] );
		expect( failed ).toEqual( [] );

		// An outside audit of the editor (2026-12-07): a screen reader named the block
		// « Diaporama » in the canvas; the focus fell to the page once the first images were
		// chosen (the placeholder's button had gone); 3.5 s typed showed 4 and saved 3500.
		const block = page.locator( '[data-type="acces-tourisme/slider"]' );
		await expect( block ).toHaveAttribute(
			'aria-label',
			/^Bloc\s: Carrousel$/
		);
		await placeholder
			.getByRole( 'button', { name: /^(Médiathèque|Media Library)$/ } )
			.click();
		const library = page.getByRole( 'dialog' ).last();
		await library.locator( '.attachments .attachment' ).first().click();
		await library
			.getByRole( 'button', {
				name: /^(Create a new gallery|Créer une nouvelle galerie)$/,
			} )
			.click();
		await library
			.getByRole( 'button', {
				name: /^(Insert gallery|Insérer la galerie)$/,
			} )
			.click();
		await expect( block ).toBeFocused();
		await expect(
			page.locator( '.acces-slider-editor__list' )
		).toBeVisible();
		await page.evaluate( () => {
			const { data } = ( window as unknown as { wp: BlockData } ).wp;
			data.dispatch( 'core/block-editor' ).updateBlockAttributes(
				data.select( 'core/block-editor' ).getSelectedBlockClientId(),
				{ autoplay: true }
			);
		} );
		const seconds = page.getByRole( 'spinbutton', {
			name: 'Durée par image (secondes)',
		} );
		await seconds.fill( '3.5' );
		await seconds.blur();
		const delay = await page.evaluate( () => {
			const { data } = ( window as unknown as { wp: BlockData } ).wp;
			const store = data.select( 'core/block-editor' );
			return store.getBlockAttributes( store.getSelectedBlockClientId() )
				.delay;
		} );
		expect( delay ).toBe( 4000 );
		await expect( seconds ).toHaveValue( '4' );
	} );

	test( 'lays its images out in rows, and says which image was deleted from the media library and removes it', async ( {
		page,
	} ) => {
		await login( page );
		const ids = await clubSliderIds( page, await restNonce( page ) );
		expect( ids.length ).toBeGreaterThanOrEqual( 3 );
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction(
			() =>
				!! (
					window as unknown as Partial< EditorWindow >
				 ).wp?.blocks?.getBlockType( 'acces-tourisme/slider' )
		);
		// Three images of the library and one that no longer exists.
		const gone = 987654321;
		const clientId = await page.evaluate(
			( chosen ) => {
				const { blocks, data } = ( window as unknown as EditorWindow )
					.wp;
				const block = blocks.createBlock( 'acces-tourisme/slider', {
					variant: 'carousel',
					ids: chosen,
				} );
				data.dispatch( 'core/block-editor' ).insertBlocks( block );
				return block.clientId;
			},
			[ ...ids.slice( 0, 3 ), gone ]
		);
		const block = page.locator( '.acces-slider-editor' );
		const items = block.locator( '.acces-slider-editor__list > li' );
		await expect( items ).toHaveCount( 4 );
		await expect( items.locator( 'img' ) ).toHaveCount( 3 );
		await expect( items.nth( 3 ) ).toHaveText(
			'Image introuvable : elle a été supprimée de la médiathèque.'
		);
		await expect( block ).toContainText( '3 images' );
		// The selected block's settings are named after the carousel.
		await expect(
			page.getByRole( 'button', { name: 'Réglages du carrousel' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Réglages du diaporama' } )
		).toHaveCount( 0 );
		// A name typed with HTML: the editor says what screen readers will read (the tags are
		// taken out on the page), where it took them out silently.
		const name = page.getByRole( 'textbox', { name: 'Nom accessible' } );
		await name.fill( 'Galerie <b>test</b> & co' );
		await expect(
			page.getByText(
				'Les balises HTML sont retirées : les lecteurs d’écran liront « Galerie test & co ».'
			)
		).toBeVisible();
		await name.fill( 'Nos disciplines' );
		await expect( page.getByText( /Les balises HTML/ ) ).toHaveCount( 0 );
		await expect( block ).toContainText(
			'1 image est introuvable dans la médiathèque ; la page affiche les autres.'
		);
		// The editor's style: three images a row, no list bullets (it was not loaded: the
		// images stood one under another, each as wide as the page).
		const boxes = await items.evaluateAll( ( lis ) =>
			lis.map( ( li ) => {
				const rect = li.getBoundingClientRect();
				return {
					top: Math.round( rect.top ),
					width: rect.width,
					bullet: getComputedStyle( li.parentElement! ).listStyleType,
				};
			} )
		);
		expect( boxes[ 1 ].top ).toBe( boxes[ 0 ].top );
		expect( boxes[ 2 ].top ).toBe( boxes[ 0 ].top );
		expect( boxes[ 3 ].top ).toBeGreaterThan( boxes[ 0 ].top );
		expect( boxes[ 0 ].bullet ).toBe( 'none' );
		const listWidth = await block
			.locator( '.acces-slider-editor__list' )
			.evaluate( ( ul ) => ul.getBoundingClientRect().width );
		expect( boxes[ 0 ].width ).toBeLessThan( listWidth / 2 );

		await block
			.getByRole( 'button', { name: 'Retirer l’image introuvable' } )
			.click();
		await expect( items ).toHaveCount( 3 );
		await expect( block ).not.toContainText( 'introuvable' );
		expect(
			await page.evaluate(
				( id ) =>
					( window as unknown as EditorWindow ).wp.data
						.select( 'core/block-editor' )
						.getBlockAttributes( id ).ids,
				clientId
			)
		).toEqual( ids.slice( 0, 3 ) );
	} );
} );

test( 'the plugin’s blocks are found in the inserter by their French keywords', async ( {
	page,
} ) => {
	// A huge screen: below 1440 px, opening the inserter closes the settings sidebar, and
	// WordPress keeps that in the user's preferences (the later editor tests found it closed).
	await page.setViewportSize( { width: 1600, height: 900 } );
	await login( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			!! (
				window as unknown as Partial< EditorWindow >
			 ).wp?.blocks?.getBlockType( 'acces-tourisme/cookie-settings' )
	);
	const sidebarOpen = () =>
		page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( s: string ) => {
								isEditorSidebarOpened: () => boolean;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/edit-post' )
				.isEditorSidebarOpened()
		);
	const keywords = await page.evaluate( () =>
		Object.fromEntries(
			[
				'cookie-settings',
				'map',
				'map-place',
				'map-search',
				'slider',
				'portfolio',
			].map( ( name ) => [
				name,
				( window as unknown as EditorWindow ).wp.blocks.getBlockType(
					`acces-tourisme/${ name }`
				)?.keywords,
			] )
		)
	);
	expect( keywords[ 'cookie-settings' ] ).toEqual( [
		'cookies',
		'consentement',
		'confidentialité',
	] );
	expect( keywords.map ).toContain( 'carte' );
	expect( keywords.map ).toContain( 'prestataires' );
	expect( keywords[ 'map-place' ] ).toEqual( [
		'carte',
		'lieu',
		'emplacement',
	] );
	// Every keyword in French (an outside audit, 2026-12-07: « filtres » found nothing).
	expect( keywords[ 'map-search' ] ).toEqual( [
		'carte',
		'recherche',
		'filtres',
		'prestataires',
	] );
	expect( keywords.slider ).toContain( 'diaporama' );
	expect( keywords.slider ).toContain( 'galerie' );
	expect( keywords.portfolio ).not.toContain( 'grid' );
	// Typed in the inserter's search, as an editor would.
	await closeWelcomeGuide( page );
	const sidebarBefore = await sidebarOpen();
	await page
		.getByRole( 'button', {
			name: /^(Ajouter un bloc|Toggle block inserter|Basculer l’outil d’insertion de blocs)$/,
		} )
		.first()
		.click();
	await page.getByRole( 'searchbox' ).first().fill( 'consentement' );
	const option = page.getByRole( 'option', { name: 'Gérer mes cookies' } );
	await expect( option ).toBeVisible();
	// Its preview beside the list, not « No Preview Available ».
	await option.hover();
	const preview = page.locator( '.block-editor-inserter__preview-container' );
	await expect( preview ).toBeVisible();
	await expect(
		preview.locator( '.block-editor-block-preview__container' )
	).toBeVisible();
	await expect( preview ).not.toContainText( /No Preview|Aucun aperçu/ );
	// The editor's layout as it was, for the other tests of this user.
	expect( await sidebarOpen() ).toBe( sidebarBefore );
} );

test( 'the editor shows a gallery’s captions under their images, as the site does', async ( {
	page,
} ) => {
	await login( page );
	const slug = CLUB.replace( /\//g, '' );
	const [ club ] = ( await (
		await page.request.get( `/wp-json/wp/v2/pages?slug=${ slug }` )
	).json() ) as { id: number }[];
	await page.goto( `/wp-admin/post.php?post=${ club.id }&action=edit` );
	await closeWelcomeGuide( page );
	const figures = page.locator(
		'.wp-block-gallery figure.wp-block-image:has(> figcaption)'
	);
	await expect( figures ).toHaveCount( 6 );
	for ( const figure of await figures.all() ) {
		await figure.scrollIntoViewIfNeeded();
		const { caption, image } = await figure.evaluate( ( el ) => {
			const box = ( node: Element | null ) =>
				node!.getBoundingClientRect().toJSON() as DOMRect;
			return {
				caption: box( el.querySelector( ':scope > figcaption' ) ),
				image: box( el.querySelector( 'img' ) ),
			};
		} );
		// Under the image (WordPress lays them over its lower part).
		expect( caption.top ).toBeGreaterThanOrEqual( image.bottom - 1 );
	}
} );

test( '« Gérer mes cookies » previews as the site shows it: a link-like button, placed by its alignment', async ( {
	page,
} ) => {
	await login( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await closeWelcomeGuide( page );
	await page.waitForFunction(
		() =>
			!! (
				window as unknown as Partial< EditorWindow >
			 ).wp?.blocks?.getBlockType( 'acces-tourisme/cookie-settings' )
	);
	await page.evaluate( () => {
		const { blocks, data } = ( window as unknown as EditorWindow ).wp;
		data.dispatch( 'core/block-editor' ).insertBlocks( [
			blocks.createBlock( 'acces-tourisme/cookie-settings', {} ),
			blocks.createBlock( 'acces-tourisme/cookie-settings', {
				align: 'center',
			} ),
		] );
	} );
	const previews = page.locator(
		'.wp-block-acces-tourisme-cookie-settings .acces-cookie-settings'
	);
	await expect( previews ).toHaveCount( 2 );
	await expect( previews.first() ).toHaveText( 'Gérer mes cookies' );
	for ( const preview of await previews.all() ) {
		await expect( preview ).toHaveCSS(
			'text-decoration-line',
			'underline'
		);
	}
	const [ start, centred ] = await previews.evaluateAll( ( spans ) =>
		spans.map( ( span ) => {
			const box = span.getBoundingClientRect();
			const row = span.parentElement!.getBoundingClientRect();
			return {
				left: box.left - row.left,
				middle: box.left + box.width / 2 - ( row.left + row.width / 2 ),
			};
		} )
	);
	expect( start.left ).toBeLessThanOrEqual( 1 );
	expect( Math.abs( centred.middle ) ).toBeLessThanOrEqual( 2 );
} );
