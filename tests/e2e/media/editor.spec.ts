/**
 * The slider block in the block editor: French names, both variations, the media placeholder,
 * the settings; a slider made with the editor's data shows on the page. The club page's gallery
 * in the editor, with its captions where the site shows them.
 */
import { test, expect, login, closeWelcomeGuide } from '../fixtures';
import { CLUB } from './helpers';

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
		await expect( placeholder ).toContainText( 'Diaporama' );
		await expect( placeholder ).toContainText(
			'Donnez à chaque image un texte alternatif'
		);
		// WordPress's own button (its label is core's: French when core's script translations are
		// installed, which this test site's Debian package does not provide).
		await expect(
			placeholder.getByRole( 'button', {
				name: /^(Médiathèque|Media Library)$/,
			} )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );
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
